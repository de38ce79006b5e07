/**
 * The input forms read for the second corpus round (test/wild texts added 2026-12-03 evening), each on a
 * short excerpt of a real text with its exact layout: kernbench in three shapes, numademo, markdown group
 * rows, and markdown cells that carry units, runs, emphasis and the author's change.
 */
import { describe, expect, it } from 'vitest';
import { segment } from '../../src/core/reading/segment';
import { analyze, fixture, has, labels, m, shape } from './helpers';

describe('kernbench', () => {
  it('two single-config logs, each named by the line above its Average line', () => {
    // from test/wild/kernbench-lkml-sorted-buddy-two-logs.txt, lines 65-87
    const a = analyze(fixture('kernbench-two-logs.txt'));
    expect(shape('kernbench-two-logs.txt')).toEqual(['results-table 5-11', 'results-table 17-23']);
    expect(labels(a)).toEqual(['3.7.0-rc3-vanilla-default', '3.7.0-rc3-sorted-buddy-default']);
    const el = m(a, '3.7.0-rc3-vanilla-default', 'Elapsed Time (Optimal load -j 32)');
    expect([el.value, el.stddev, el.unit, el.line]).toEqual([650.742, 2.49774, 's', 6]);
    expect(m(a, '3.7.0-rc3-sorted-buddy-default', 'Context Switches (Optimal load -j 32)').value).toBe(2149600);
    expect(m(a, '3.7.0-rc3-vanilla-default', 'Sleeps (Optimal load -j 32)').unit).toBe('count');
  });

  it('kernels side by side under a line of names, TABs inside the labels, the delta column not read', () => {
    // from test/wild/kernbench-lkml-spf-v6-tab-columns-ebizzy.txt, lines 117-136
    const a = analyze(fixture('kernbench-side-by-side.txt'));
    expect(shape('kernbench-side-by-side.txt')).toEqual(['results-table 1-9', 'results-table 11-19']);
    expect(labels(a)).toEqual(['Base', 'SPF']);
    expect(m(a, 'Base', 'Elapsed Time (Optimal load -j 8)').value).toBe(148.04);
    expect(m(a, 'SPF', 'Elapsed Time (Optimal load -j 8)').stddev).toBe(0.940585);
    expect(m(a, 'SPF', 'Context Switches (Optimal load -j 8)').value).toBe(46880.2);
    expect(m(a, 'SPF', 'System Time (Maximal load -j 16)').value).toBe(104.596);
    expect(a.measurements.some((x) => x.value === 1.53 || x.value === 5.84)).toBe(false);
  });

  it('blocks labelled `Base:` / `Dave:` / `Full:`, the trailing `( + 2 % vs base)` not read', () => {
    // from test/wild/kernbench-lkml-kmemcg-three-blocks-vs-base.txt (the three result blocks)
    const a = analyze(fixture('kernbench-vs-base.txt'));
    expect(labels(a)).toEqual(['Base', 'Dave', 'Full']);
    expect(m(a, 'Dave', 'Elapsed Time (Optimal load -j 24)').value).toBe(424.486);
    expect(m(a, 'Dave', 'Elapsed Time (Optimal load -j 24)').stddev).toBe(16.7365);
    expect(m(a, 'Full', 'Percent CPU (Optimal load -j 24)').unit).toBe('%');
    expect(a.measurements.some((x) => x.value === 9.7 || x.value === 2)).toBe(false);
  });

  it('names on the line above the first Average line carry to a later block that repeats none', () => {
    // the shape of a quoted kernbench pair on a Power8 VM (linux-mm, SPF series), two load levels
    const text =
      '>> 5.1.0-rc4-mm1+\t\t\t\t5.1.0-rc4-mm1-spf-rcu+\n' +
      '>> Average Half load -j 512 Run (std deviation):\n' +
      '>> Elapsed Time \t 52.52   (0.906697)\t52.778  (0.510069)\t-0.49%\n' +
      '>> Sleeps \t\t 613459  (23091.8)\t628378  (27485.2) \t-2.43%\n' +
      '>>\n' +
      '>> Average Optimal load -j 1024 Run (std deviation):\n' +
      '>> Elapsed Time \t 52.964  (0.572346)\t53.132 (0.825694)\t-0.32%\n' +
      '>> User Time \t 4058.22 (222.034)\t4070.2 (201.646) \t-0.30%\n';
    const a = analyze(text);
    expect(labels(a)).toEqual(['5.1.0-rc4-mm1+', '5.1.0-rc4-mm1-spf-rcu+']);
    expect(m(a, '5.1.0-rc4-mm1-spf-rcu+', 'Elapsed Time (Optimal load -j 1024)').value).toBe(53.132);
    expect(m(a, '5.1.0-rc4-mm1+', 'Sleeps (Half load -j 512)').stddev).toBe(23091.8);
  });

  it('declines rows of different widths and a side-by-side block without names', () => {
    const rows = 'Elapsed Time 1.0 (0.1) 2.0 (0.2)\nUser Time 3.0 (0.3) 4.0 (0.4)\n';
    expect(shape('kernbench-two-logs.txt').length).toBe(2);
    expect(
      segment(`Average Optimal load -j 4 Run (std deviation):\n${rows}`).blocks.some((b) =>
        b.title?.startsWith('kernbench'),
      ),
    ).toBe(false);
    const ragged = 'Average Optimal load -j 4\n  a    b\nElapsed Time 1.0 (0.1) 2.0 (0.2)\nUser Time 3.0 (0.3)\n';
    expect(segment(ragged).blocks.some((b) => b.title?.startsWith('kernbench'))).toBe(false);
  });
});

describe('numademo', () => {
  it('placements are configs, the test goes into the metric, a `...` line and a `# note` are skipped', () => {
    // from test/wild/numademo-gh-notes-memset-policies.txt, lines 132-141
    const a = analyze(fixture('numademo.txt'));
    expect(shape('numademo.txt')).toEqual(['results-table 3-8']);
    expect(labels(a)).toEqual([
      'memory interleaved on all nodes',
      'memory on node 0',
      'memory on node 1',
      'memory on node 2',
      'memory interleaved on 0 1 2',
    ]);
    expect(m(a, 'memory on node 2', 'memset Avg (MB/s)').value).toBe(21310.64);
    expect(m(a, 'memory interleaved on 0 1 2', 'memset Min (MB/s)').value).toBe(4675.65);
  });

  it('a value printed as `inf` is absent, never Infinity', () => {
    // the shape of numactl issue #220: `inf` where the run was too short to time
    const text =
      'memory with no policy random2             Avg 10485760.00 MB/s Max inf MB/s Min 1048576.00 MB/s\n' +
      'local memory random2                      Avg inf MB/s Max inf MB/s Min inf MB/s\n' +
      'setting preferred node to 1\n' +
      'memory with preferred policy random2      Avg 512.00 MB/s Max inf MB/s Min 256.00 MB/s\n';
    const a = analyze(text);
    expect(a.measurements.every((x) => Number.isFinite(x.value))).toBe(true);
    expect(m(a, 'memory with no policy', 'random2 Avg (MB/s)').value).toBe(10485760);
    expect(has(a, 'memory with no policy', 'random2 Max (MB/s)')).toBe(false);
    expect(has(a, 'memory with preferred policy (preferred node 1)', 'random2 Avg (MB/s)')).toBe(true);
  });
});

describe('markdown tables as posted', () => {
  it('group rows name the measure: `| brk1_8_processes` over `| BASE |`, `| TEST |`, `| % |`', () => {
    // from test/wild/lkml-slub-sheaves-wis-markdown-group-rows.txt, lines 106-116
    const a = analyze(fixture('markdown-group-rows.txt'));
    expect(labels(a)).toEqual(['BASE', 'TEST']);
    expect(m(a, 'BASE', 'brk1_8_processes MEAN').value).toBe(7682782);
    expect(m(a, 'TEST', 'brk1_8_threads MEDIAN').value).toBe(1654578);
    expect(a.measurements.some((x) => x.value === 28.58)).toBe(false);
  });

  it('an empty corner cell over measures; runs in one cell, emphasis and the trailing (-14%)', () => {
    // from test/wild/gh-colibri-82-interleave-slash-runs.txt, lines 5-8
    const a = analyze(fixture('markdown-corner-runs.txt'));
    expect(labels(a)).toEqual(['default (first-touch)', '`numactl --interleave=all`']);
    const tps = m(a, '`numactl --interleave=all`', 'tok/s (4 runs)');
    expect(tps.value).toBeCloseTo(0.78, 10);
    expect(tps.stddev).toBeCloseTo(0.008165, 6);
    expect(m(a, '`numactl --interleave=all`', 'expert-matmul').value).toBe(21.3);
    expect(m(a, 'default (first-touch)', 'attention').unit).toBe('s');
  });

  it('rates written in the cells are read as written and give the column its unit', () => {
    // from test/wild/gh-colibri-384-selective-interleave-units-in-cells.txt, lines 14-19
    const a = analyze(fixture('markdown-rate-cells.txt'));
    expect(labels(a)).toHaveLength(4);
    const bw = m(a, 'blanket `numactl --interleave=all`', 'CPU expert bandwidth');
    expect([bw.value, bw.unit]).toEqual([54.56, 'GB/s']);
    expect(m(a, 'selective `COLI_NUMA=1` run 1', 'decode').unit).toBe('t/s');
  });

  it('a spread and one unit after both: times and sizes to base units, rates as written', () => {
    const a = analyze(
      '| config | latency | throughput |\n|---|---|---|\n| base | 120.5 ± 2.1 ms | 812.3 ± 5.0 tok/s |\n| patched | 101.2 +- 1.8 ms | 901.7 ± 4.2 tok/s |\n',
    );
    const lat = m(a, 'patched', 'latency');
    expect([lat.value, lat.unit]).toEqual([0.1012, 's']);
    expect(lat.stddev).toBeCloseTo(0.0018, 12);
    const tps = m(a, 'base', 'throughput');
    expect([tps.value, tps.stddev, tps.unit]).toEqual([812.3, 5, 't/s']);
  });

  it("a bold column name is the name; `(3.43×)` after a value and a `% of baseline` row are the author's comparison", () => {
    // the shape of a vllm-project/vllm PR #38479 comment (2026-04-10): configs as columns, the winner in bold
    const a = analyze(
      '| Metric | Baseline (vllm main) | TQ pre-opt | **TQ fork PR #7** |\n|---|---:|---:|---:|\n' +
        '| Throughput (req/s) | 41.75 | 15.24 | **22.77** |\n| % of baseline | — | 36.5% | **54.5%** |\n' +
        '| KV cache capacity (tokens) | 417,440 | 1,431,184 (3.43×) | **1,431,184 (3.43×)** |\n',
    );
    expect(labels(a)).toEqual(['Baseline (vllm main)', 'TQ pre-opt', 'TQ fork PR #7']);
    expect(m(a, 'TQ fork PR #7', 'KV cache capacity (tokens)').value).toBe(1431184);
    expect(a.measurements.some((x) => /% of baseline/.test(x.metric))).toBe(false);
  });

  it('arms named by a letter in the headers (`A throughput | B throughput`), a numbered group column as repetitions', () => {
    // the table of ModelTC/LightLLM PR #1399 (2026-07-21), first two ABBA groups; `B vs A` and `TTFT 改善` are the author's
    const a = analyze(
      '| ABBA 组 | A throughput | B throughput | B vs A | A mean TTFT | B mean TTFT | TTFT 改善 |\n' +
        '|---|---:|---:|---:|---:|---:|---:|\n' +
        '| 1 | 15.300 req/s | 15.381 req/s | +0.52% | 648.45 ms | 642.38 ms | 0.94% |\n' +
        '| 2 | 14.664 req/s | 15.415 req/s | +5.13% | 680.58 ms | 646.06 ms | 5.07% |\n',
    );
    expect(labels(a)).toEqual(['A', 'B']);
    const tput = m(a, 'A', 'throughput');
    expect([tput.value, tput.n, tput.unit]).toEqual([14.982, 2, 'req/s']);
    expect(m(a, 'B', 'mean TTFT').value).toBeCloseTo(0.64422, 10);
    expect(a.measurements.some((x) => x.value === 0.52 || x.value === 5.07)).toBe(false);
  });

  it('a numbered `run` column gives repetitions; a `threads` column stays part of the name', () => {
    const table = (h: string) =>
      `| config | ${h} | tps |\n|---|---|---|\n| base | 1 | 10 |\n| base | 2 | 19 |\n| patched | 1 | 11 |\n| patched | 2 | 21 |\n`;
    const runs = analyze(table('run'));
    expect(labels(runs)).toEqual(['base', 'patched']);
    expect(m(runs, 'patched', 'tps').samples).toEqual([11, 21]);
    expect(labels(analyze(table('threads')))).toEqual([
      'base threads=1',
      'base threads=2',
      'patched threads=1',
      'patched threads=2',
    ]);
  });

  it('an empty corner over run names: the columns are the configs', () => {
    // from test/wild/gh-ik2396-mirror-vs-membind-config-columns.txt, lines 8-11
    const a = analyze(fixture('markdown-configs-in-columns.txt'));
    expect(labels(a)).toEqual(['TG mirror', 'TG baseline (`--cpunodebind=0 --membind=0`)']);
    expect(m(a, 'TG mirror', '`llama-bench -p 65024 -n 128`, single load').value).toBe(23.22);
  });
});

describe('runs and headers across tables', () => {
  it('`Base` in one table and `BASE` in the next are one run', () => {
    // the kernbench and ebizzy tables of test/wild/kernbench-lkml-spf-v6-tab-columns-ebizzy.txt name the baseline both ways
    const text = `${fixture('kernbench-side-by-side.txt')}\n  \t\tBASE\t\tSPF\t\tdelta\n16 CPUs x86 VM\t11485.14\t60902.26\t430.27%\n80 CPUs P8 node\t37648.73\t83078.01\t120.67%\n`;
    const a = analyze(text);
    expect(labels(a)).toEqual(['Base', 'SPF']);
    expect(m(a, 'Base', '16 CPUs x86 VM').value).toBe(11485.14);
  });

  it('a command piped into grep (no prompt) is not a table header', () => {
    // from test/wild/numademo-gh-notes-memset-policies.txt, question 13
    const a = analyze(
      'at /proc/<PID>/status |grep switches\nvoluntary_ctxt_switches:\t847 \nnonvoluntary_ctxt_switches:\t7 #\n',
    );
    expect(labels(a)).not.toContain('voluntary_ctxt_switches:');
  });
});
