import { describe, expect, it } from 'vitest';
import type { Block } from '../../src/core/model';
import { segment } from '../../src/core/reading/segment';
import { analyze, fixture, has, m } from './helpers';

const blocks = (name: string) => segment(fixture(name)).blocks.filter((b) => b.kind !== 'prose');
const only = (name: string): Block => {
  const bs = blocks(name);
  expect(bs.map((b) => b.kind)).toHaveLength(1);
  return bs[0]!;
};

describe('llama-bench', () => {
  it('markdown (ik_llama columns, ± stddev, build footer)', () => {
    const b = only('llama-bench-ik.md');
    if (b.data.type !== 'llama-bench') throw new Error(b.kind);
    expect(b.data.build).toBe('b608eeba (3605)');
    expect(b.data.rows.map((r) => [r.test, r.tps, r.stddev])).toEqual([
      ['tg64@pp512', 8.87, 0],
      ['pp512', 153.14, 1.29],
    ]);
    expect(b.data.rows[0]!.config).toMatchObject({
      threads: '128',
      type_k: 'q8_0',
      thp: '1',
      fmoe: '1',
      mla: '3',
      amb: '1024',
    });
    expect(b.endLine).toBe(6);
  });

  it('upstream depth tests are normalized (pp512 @ d512 -> pp512@d512), the numa_balancing warning is tolerated', () => {
    const a = analyze(fixture('llama-bench-upstream-depth.md'));
    expect(m(a, 'run', 'pp512@d512 t/s').value).toBe(6425.91);
    expect(m(a, 'run', 'tg128@d512 t/s').stddev).toBe(0.44);
  });

  it('JSON with samples_ts', () => {
    const a = analyze(fixture('llama-bench.json'));
    const pp = m(a, 'run', 'pp512 t/s');
    expect(pp.value).toBe(130.965708);
    expect(pp.samples).toEqual([130.019, 131.295, 129.362, 131.86, 132.293]);
    expect(pp.n).toBe(5);
    expect(pp.line).toBe(2);
    expect(m(a, 'run', 'tg128 t/s').line).toBe(39);
  });

  it('JSON made one line (`-o json | jq -c`): the same records, each on that line', () => {
    const a = analyze(JSON.stringify(JSON.parse(fixture('llama-bench.json'))));
    const pp = m(a, 'run', 'pp512 t/s');
    expect(pp.value).toBe(130.965708);
    expect(pp.samples).toEqual([130.019, 131.295, 129.362, 131.86, 132.293]);
    expect([pp.line, m(a, 'run', 'tg128 t/s').line]).toEqual([1, 1]);
  });

  it('JSONL: the varying n_threads becomes the config', () => {
    const a = analyze(fixture('llama-bench.jsonl'));
    expect(a.configs.map((c) => c.label)).toEqual(['threads=32', 'threads=64']);
    expect(m(a, 'threads=64', 'tg128 t/s').value).toBe(4.273575);
    expect(a.comparisons.find((c) => c.config === 'threads=64' && c.metric === 'pp512 t/s')!.ratio).toBeCloseTo(
      130.965708 / 71.204,
      6,
    );
  });

  it('CSV (papaparse, quoted values): flash_attn varies -> fa=0 / fa=1', () => {
    const a = analyze(fixture('llama-bench.csv'));
    expect(a.blocks[0]!.kind).toBe('llama-bench');
    expect(a.configs.map((c) => c.label)).toEqual(['fa=0', 'fa=1']);
    expect(m(a, 'fa=1', 'pp512 t/s').value).toBe(138.37);
  });

  it('SQL inserts', () => {
    const a = analyze(fixture('llama-bench.sql'));
    expect(a.blocks.filter((b) => b.kind === 'llama-bench')).toHaveLength(1);
    expect(m(a, 'run', 'tg128 t/s').value).toBe(4.273575);
    expect(m(a, 'run', 'tg128 t/s').line).toBe(20);
  });

  it('sweep-bench markdown and JSONL -> pp/tg at depth', () => {
    const a = analyze(fixture('sweep-bench.md'));
    expect(m(a, 'run', 'S_PP t/s pp512@d1024').value).toBe(411.57);
    expect(m(a, 'run', 'S_TG t/s tg128@d512').value).toBe(54.5);
    const j = analyze(fixture('sweep-bench.jsonl'));
    expect(m(j, 'run', 'S_TG t/s tg128@d512').value).toBe(70.662701);
  });
});

describe('llama timings', () => {
  it('llama-cli llama_perf_context_print lines', () => {
    const a = analyze(fixture('llama-timings-cli.txt'));
    expect(m(a, 'run', 'prompt eval t/s').value).toBe(11.2);
    expect(m(a, 'run', 'generation t/s').value).toBe(4.22);
  });
});

describe('numastat', () => {
  it('default form: node0 headers, pages', () => {
    const b = only('numastat-default.txt');
    if (b.data.type !== 'numastat') throw new Error(b.kind);
    const t = b.data.tables[0]!;
    expect(t.unit).toBe('pages');
    expect(t.nodes).toEqual(['node0', 'node1', 'node2']);
    expect(t.hasTotal).toBe(false);
    expect(t.rows.find((r) => r.name === 'other_node')!.values).toEqual([1, 135, 129453]);
  });

  it('-n: capitalized labels, MB, totals', () => {
    const b = only('numastat-n.txt');
    if (b.data.type !== 'numastat') throw new Error(b.kind);
    expect(b.data.tables[0]!.unit).toBe('MB');
    expect(b.data.tables[0]!.rows.map((r) => r.name)).toContain('Numa_Hit');
  });

  it('several PIDs: rows are "PID (name)"', () => {
    const b = only('numastat-multi-pid.txt');
    if (b.data.type !== 'numastat') throw new Error(b.kind);
    const t = b.data.tables[0]!;
    expect(t.rows.map((r) => r.name)).toEqual(['4511 (qemu-kvm)', '4590 (qemu-kvm)', 'Total']);
    expect(t.rows[0]!.values).toEqual([16384.12, 0, 8201.33, 24585.45]);
  });

  it('folded column blocks are joined into one table', () => {
    const b = only('numastat-folded.txt');
    if (b.data.type !== 'numastat') throw new Error(b.kind);
    const t = b.data.tables[0]!;
    expect(t.nodes).toEqual(['node0', 'node1', 'node2', 'node3']);
    expect(t.rows.find((r) => r.name === 'MemFree')!.values).toEqual([
      2205.12, 1843.65, 95233.91, 130944.27, 230226.95,
    ]);
  });
});

describe('/proc/vmstat', () => {
  it('one snapshot: absolute counters, unknown debug counters kept', () => {
    const a = analyze(fixture('vmstat-snapshot.txt'));
    expect(m(a, 'run', 'pgpromote_candidate').value).toBe(745387);
    expect(m(a, 'run', 'numa_node_full').value).toBe(745438);
    expect(a.findings.map((f) => f.code)).toContain('top-tier-full');
    expect(a.findings.map((f) => f.code)).toContain('migration-failures');
  });

  it('a time series with timestamps: deltas first -> last, per-second rates', async () => {
    const { vmstatRates } = await import('../../src/core/runs/vmstatDeltas');
    const b = only('vmstat-series.txt');
    if (b.data.type !== 'vmstat') throw new Error(b.kind);
    expect(b.data.snapshots).toBe(6);
    expect(b.data.times).toEqual([0, 5, 10, 15, 20, 25]);
    expect(b.data.resets).toEqual([]); // nr_free_pages is a gauge
    const s = b.data.series.get('pgpromote_success')!;
    const rates = vmstatRates(b.data, 'pgpromote_success');
    expect(rates).toHaveLength(5);
    expect(rates[0]).toBe((s[1]! - s[0]!) / 5);
    const a = analyze(fixture('vmstat-series.txt'));
    expect(m(a, 'run', 'pgpromote_success').value).toBe(s[5]! - s[0]!);
  });

  it.each([
    ['vmstat-series-equals.txt', '`=== t ===` lines'],
    ['vmstat-series-hash.txt', 'a title line, `# t` (read as a prompt) and `---` rules'],
    ['vmstat-series-date.txt', '`date` output and blank lines'],
    ['vmstat-series-rule.txt', '`----- t=10s -----` rules'],
    ['vmstat-series-elapsed.txt', 'seconds elapsed alone on a line (`echo $t; cat /proc/vmstat`)'],
    ['vmstat-series-elapsed-hash.txt', 'seconds elapsed as `# 10` (read as a prompt)'],
  ])('a time series separated by %s (%s) is one block with times and deltas', (name) => {
    const b = only(name);
    if (b.data.type !== 'vmstat') throw new Error(b.kind);
    expect(b.data.snapshots).toBe(4);
    expect(b.data.times).toEqual([0, 10, 20, 30]);
    const a = analyze(fixture(name));
    expect(m(a, 'run', 'pgpromote_success').value).toBe(3 * 5200);
    expect(m(a, 'run', 'numa_hint_faults').value).toBe(3 * 23000);
  });

  it('before/after dumps: a counter that went down is flagged, one missing in a snapshot is absent', () => {
    const b = only('vmstat-reset.txt');
    if (b.data.type !== 'vmstat') throw new Error(b.kind);
    expect(b.data.snapshots).toBe(2);
    expect(b.data.resets.map((r) => [r.counter, r.line])).toEqual([
      ['pgpromote_success', 7],
      ['pgpromote_candidate', 8],
    ]);
    expect(b.data.partial).toEqual(['pghot_recorded_accesses']);
    const a = analyze(fixture('vmstat-reset.txt'));
    expect(has(a, 'run', 'pghot_recorded_accesses')).toBe(false);
    expect(a.findings[0]!.code).toBe('counter-reset');
    expect(a.findings[0]!.severity).toBe('problem');
  });

  it('per-node vmstat names its node', () => {
    const b = only('vmstat-node.txt');
    if (b.data.type !== 'vmstat') throw new Error(b.kind);
    expect(b.data.node).toBe(1);
  });

  it('before/after box table from a patch changelog: before and after are the configs', () => {
    const a = analyze(fixture('vmstat-before-after.txt'));
    expect(a.blocks[0]!.kind).toBe('vmstat');
    expect(m(a, 'after', 'pgpromote_success').value).toBe(1293122);
    expect(m(a, 'before', 'pgpromote_candidate').value).toBe(21953245);
    expect(a.comparisons.find((c) => c.metric === 'pgdemote_kswapd' && c.config === 'after')!.ratio).toBeCloseTo(
      2230821 / 30856,
      6,
    );
  });
});

describe('topology, tunables, meminfo', () => {
  it('numactl -H -> nodes, sizes, distances, CPU-less node', () => {
    const b = only('numactl-H.txt');
    if (b.data.type !== 'topology') throw new Error(b.kind);
    expect(b.data.cpuless).toEqual([2]);
    expect(b.data.distances).toEqual([
      [10, 12, 50],
      [12, 10, 50],
      [50, 50, 10],
    ]);
    expect(b.data.nodes[2]!.sizeMB).toBe(131072);
    expect(analyze(fixture('numactl-H.txt')).findings.map((f) => f.code)).toContain('cpuless-nodes');
  });

  it('sysctl output, echo > /sys, cat + value, debugfs, tee echo, THP brackets, sysctl -w', () => {
    const a = analyze(fixture('sysctl.txt'));
    expect(a.configs[0]!.tunables).toEqual({
      'kernel.numa_balancing': '2',
      'kernel.numa_balancing_promote_rate_limit_MBps': '65536',
      'vm.pghot_enabled_sources': '0x3',
      'vm.pghot_freq_threshold': '2',
      'vm.pghot_promote_freq_window_ms': '3000',
      'vm.watermark_scale_factor': '10',
      'mm.numa.demotion_enabled': 'true',
      'numa_balancing.hot_threshold_ms': '1000',
      'mm.transparent_hugepage.enabled': 'madvise',
      'vm.nr_hugepages': '1024',
    });
  });

  it('sysctl -w with `/` for `.`, and a numeric knob written as a word (the boot parameter form) as 0/1', () => {
    const a = analyze('sudo sysctl -w vm/zone_reclaim_mode=1\n');
    expect(a.configs[0]!.tunables).toEqual({ 'vm.zone_reclaim_mode': '1' });
    const b = analyze('Booted with numa_balancing=disable:\n\n| metric | value |\n|---|---|\n| runtime (s) | 12.5 |\n');
    expect(b.configs[0]!.tunables['kernel.numa_balancing']).toBe('0');
  });
});

describe('Graph500 and XSBench', () => {
  it('Graph500 v3: harmonic mean TEPS with its stddev and NBFS', () => {
    const a = analyze(fixture('graph500-v3.txt'));
    const t = m(a, 'run', 'TEPS (harmonic mean)');
    expect(t.value).toBe(2.71366e9);
    expect(t.stddev).toBe(2.43441e7);
    expect(t.n).toBe(64);
    expect(m(a, 'run', 'BFS time (mean)').value).toBe(1.58271);
  });

  it('Graph500 v2: no bfs prefix, per-root stderr lines', () => {
    const a = analyze(fixture('graph500-v2.txt'));
    expect(a.blocks[0]!.kind).toBe('graph500');
    expect(m(a, 'run', 'TEPS (harmonic mean)').value).toBe(1.31905e8);
    expect(m(a, 'run', 'BFS time (median)').value).toBe(4.05312);
  });

  it('XSBench results block with commas', () => {
    const a = analyze(fixture('xsbench.txt'));
    expect(m(a, 'run', 'Lookups/s').value).toBe(1754778);
    expect(m(a, 'run', 'Runtime').value).toBe(968.783);
    expect(a.comparisons.find((c) => c.metric === 'Runtime')!.direction).toBe('lower');
  });

  it('XSBench MPI form with the input summary', () => {
    const b = only('xsbench-mpi.txt');
    expect(b.kind).toBe('xsbench');
    const a = analyze(fixture('xsbench-mpi.txt'));
    expect(m(a, 'run', 'Lookups/s').value).toBe(5495392);
  });
});

describe('result tables', () => {
  it('box table with configs as rows and units in headers', () => {
    const a = analyze(fixture('results-box.txt'));
    expect(a.configs.map((c) => c.label)).toEqual(['dram-only', 'cxl-only', 'damon']);
    expect(m(a, 'cxl-only', 'runtime (s)').value).toBe(490.6);
    expect(m(a, 'damon', 'ops/s').value).toBe(230467);
    expect(a.comparisons.find((c) => c.config === 'cxl-only' && c.metric === 'runtime (s)')!.verdict).toBe('worse');
  });

  it('a header wrapped over two lines, scaled numbers, a legend with shorthands', () => {
    const a = analyze(fixture('results-wrapped.txt'));
    expect(m(a, 'T1', 'Runtime (s)').value).toBe(120.4);
    expect(m(a, 'T1', 'Promoted (pages)').value).toBe(30.5e6);
    expect(m(a, 'T2', 'Promoted (pages)').value).toBe(4.09e6);
    expect(m(a, 'T3', 'Promoted (pages)').value).toBe(9.28713e6);
    expect(m(a, 'T3', 'Runtime (s)').n).toBe(5);
    expect(a.configs.find((c) => c.label === 'T2')!.tunables).toEqual({
      'kernel.numa_balancing': '2',
      'mm.numa.demotion_enabled': '1',
    });
    expect(a.configs.find((c) => c.label === 'T3')!.tunables['vm.pghot_freq_threshold']).toBe('1');
  });

  it('TSV', () => {
    const a = analyze(fixture('results.tsv'));
    expect(a.blocks[0]!.kind).toBe('csv');
    expect(m(a, 'pghot', 'tg128 t/s').value).toBe(6.851);
  });
});
