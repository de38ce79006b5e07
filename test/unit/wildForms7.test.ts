/**
 * The input forms read to get every test/wild text's configs right (issue 11's last gaps), each on a short
 * excerpt of a real text with its exact layout: a per-node table that names no run beside named runs, a
 * size unit as a label's last word, summary rows with a `( +- x )` spread in a flattened mail, machine
 * settings lines whose line breaks were lost, a range in a cell, a bare perf counter list under a heading
 * written twice, switches written in words, settings stated for one factor value of the runs' names, runs
 * named inside a block's keys, one run named two ways in two benchmarks, and a run's name with an aside.
 */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from './helpers';

describe('a per-node table that names no run, beside tables that name theirs', () => {
  // from test/wild/gh-btree-cxl-vm-tiering-0x2-transposed.txt, lines 87-92, 118-131 and 185-191
  const a = analyze(fixture('markdown-unnamed-node-placement.txt'));

  it('is where the setup memory sits, not a run of its own', () => {
    expect(shape('markdown-unnamed-node-placement.txt')).toHaveLength(3);
    expect(labels(a)).toEqual(['migration_off', 'tiering_0x2']);
    expect(a.measurements.some((x) => /QEMU memory/.test(x.metric))).toBe(false);
  });

  it('a size unit as the label’s last word goes to bytes; a bare `32 GB` would still name a run', () => {
    expect(m(a, 'tiering_0x2', 'Promoted GiB').value).toBeCloseTo(52.075512 * 2 ** 30, 0);
    expect(m(a, 'migration_off', 'Max RSS KiB')).toMatchObject({ value: 69086032 * 1024, unit: 'bytes' });
    expect(m(a, 'migration_off', 'Elapsed seconds').value).toBe(533);
    const sized = analyze('| | 32 GB | 64 GB |\n|---|---|---|\n| tps | 100 | 120 |\n');
    expect(labels(sized)).toEqual(['32 GB', '64 GB']);
  });

  it('a node table that names its runs in a column is still read', () => {
    expect(m(a, 'tiering_0x2', 'Host node2 MB').value).toBeCloseTo(131072.06 * 2 ** 20, 0);
  });
});

describe('a flattened mail: summary rows with a spread, machines described in one paragraph', () => {
  // from test/wild/flat-perfstat-clear-pages-erms-qemu-vm.txt, from `Performance ===` up to the second perf stat block
  const a = analyze(fixture('flat-spread-rows-machines.txt'));

  it('re-breaks `name  value ( +- x )  ...  # comment` rows one a line: no piece of one becomes a run', () => {
    expect(labels(a)).toEqual(['Icelakex, create 192GB qemu-VM, clear_page_erms()']);
    expect(m(a, labels(a)[0]!, 'instructions').value).toBe(3077416348);
  });

  it('gives the captioned block its machine’s settings, found across the lost line breaks', () => {
    expect(a.configs[0]!.tunables).toMatchObject({ no_turbo: '1', scaling_governor: 'performance' });
    expect(a.configs[0]!.tunables.boost).toBeUndefined();
  });
});

describe('a range in a cell', () => {
  // from test/wild/gh-srt-slurm-332-cpu-bind-empty-header-tables.txt, lines 7-24
  const a = analyze(fixture('markdown-two-column-runs.txt'));

  it('`**35–56 ms, skewed**` is a measured run: the middle of the range, its two ends as samples', () => {
    expect(labels(a)).toContain('8 ranks on one node, unbound');
    const r = m(a, '8 ranks on one node, unbound', 'value');
    expect([r.value, r.unit, r.samples]).toEqual([0.0455, 's', [0.035, 0.056]]);
  });

  it('a range needs its unit: a bare `0-31` is no value', () => {
    const cpus = analyze('| | cpus | tps |\n|---|---|---|\n| a | 0-31 | 100 |\n| b | 32-63 | 90 |\n');
    expect(cpus.measurements.map((x) => x.value)).not.toContain(15.5);
    const timed = analyze('| | p50 |\n|---|---|\n| a | 12 ms |\n| b | 30-50 ms |\n');
    expect(m(timed, 'b', 'p50').value).toBeCloseTo(0.04, 9);
  });
});

describe('a bare perf counter list under a heading written twice', () => {
  // from test/wild/xsbench-lkml-migrc-before-after-quoted.txt, lines 146-215 (quoted)
  const a = analyze(fixture('quoted-bare-perf-counters-headings.txt'));

  it('reads `count  event` lines without perf’s head as counters of the heading’s run', () => {
    expect(shape('quoted-bare-perf-counters-headings.txt')[0]).toBe('results-table 20-25');
    expect(m(a, 'BEFORE', 'itlb.itlb_flush').value).toBe(40417078);
    expect(m(a, 'AFTER', 'dTLB-load-misses').value).toBe(117610390021);
  });

  it('the same heading over the timings later names the same run, not `BEFORE #2`', () => {
    expect(labels(a)).toEqual(['BEFORE', 'AFTER']);
    expect(m(a, 'AFTER', 'Runtime').value).toBe(913.21);
  });

  it('`numa balancing tiering on, demotion enabled` in the environment holds for both runs', () => {
    for (const c of a.configs)
      expect(c.tunables).toMatchObject({ 'kernel.numa_balancing': '2', 'mm.numa.demotion_enabled': 'true' });
  });

  it('a lone `count name` line is not perf stat without perf’s spread; with it, it is', () => {
    expect(has(analyze('Files:\n 12 foo.c\n'), 'run', 'foo.c')).toBe(false);
    const one = analyze('Made no difference:\n\n\t357,635      migrate:mm_migrate_pages      ( +-  4.11% )\n');
    expect(m(one, 'run', 'migrate:mm_migrate_pages').value).toBe(357635);
  });
});

describe('switches written in words in a legend', () => {
  // from test/wild/lkml-damon-tiered-cxl-v6-redis-box.txt, lines 264-292 and 331-360
  const a = analyze(fixture('box-table-legend-switches.txt'));

  it('`numa balancing disabled` and `turn on /sys/kernel/mm/numa/demotion_enabled` go to the run they describe', () => {
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables;
    expect(t('default')['kernel.numa_balancing']).toBe('0');
    expect(t('DAMON tiered kswapd')['mm.numa.demotion_enabled']).toBe('true');
    expect(t('DAMON lazy kswapd')['mm.numa.demotion_enabled']).toBe('true');
    expect(t('DAMON tiered')['mm.numa.demotion_enabled']).toBeUndefined();
  });
});

describe('settings stated for one factor value of the runs’ names', () => {
  // from test/wild/gh-gapbs-tiering-onoff-factor-columns.txt, lines 3-38
  const a = analyze(fixture('markdown-factor-settings.txt'));

  it('`- Off: numa_balancing=0, ...` goes to every run whose name holds `off` as a word', () => {
    expect(labels(a)).toHaveLength(8);
    for (const c of a.configs) {
      const on = c.label.endsWith(' on');
      expect(c.tunables['kernel.numa_balancing']).toBe(on ? '2' : '0');
      expect(c.tunables['mm.numa.demotion_enabled']).toBe(on ? 'true' : 'false');
    }
  });

  it('the item’s word routes the settings: runs without it are not told apart by them', () => {
    const items =
      '- Off: `numa_balancing=0`, `demotion_enabled=false`.\n- On: `numa_balancing=2`, `demotion_enabled=true`.\n\n';
    const b = analyze(`${items}| | tps |\n|---|---|\n| base one | 1 |\n| base two | 2 |\n`);
    const [one, two] = b.configs.map((c) => c.tunables['kernel.numa_balancing']);
    expect(one).toBe(two);
    const c = analyze(`${items}| | tps |\n|---|---|\n| base off | 1 |\n| base on | 2 |\n`);
    expect(c.configs.map((x) => x.tunables['kernel.numa_balancing'])).toEqual(['0', '2']);
  });
});

describe('one policy compared by three benchmarks, named three ways', () => {
  // from test/wild/lkml-weighted-interleave-v4-mlc-stream-xsbench.txt, lines 174-273
  const a = analyze(fixture('runs-in-keys-three-benchmarks.txt'));

  it('MLC `DRAM only bandwidth (GBps): 298.8`: the runs named inside the keys, one quantity per unit', () => {
    expect(labels(a)).not.toContain('Performance tests - MLC');
    expect(m(a, 'dram only', 'bandwidth (GBps): W2 2:1 read:write').value).toBe(298.8);
    expect(m(a, 'weighted interleave', 'bandwidth (GBps): W2 2:1 read:write').value).toBe(412.5);
    expect(m(a, 'default interleave', 'bandwidth (GBps): W5 1:1 read:write').value).toBe(117.23);
    // `Gain over DRAM only: 1.38x` is the author's ratio of the runs, not a value of `dram only`
    expect(a.measurements.some((x) => /gain/i.test(x.metric))).toBe(false);
  });

  it('STREAM’s `global weighted interleave` is XSBench’s `weighted interleave`: both beside the same runs, never compared', () => {
    expect(labels(a)).toEqual([
      'dram only',
      'CXL-only',
      'default interleave',
      'targted regions w/ global weights',
      'weighted interleave',
    ]);
    expect(m(a, 'weighted interleave', 'Triad Best Rate').value).toBe(217671.5);
    expect(m(a, 'weighted interleave', 'Lookups/s').value).toBe(5809513);
  });

  it('a qualifier that makes another run keeps them apart: `no THP` is not `THP`, `global THP` is', () => {
    const text = (q: string) =>
      `base:\nCopy: 10 MB/s\nTriad: 11 MB/s\n\n${q} THP:\nCopy: 8 MB/s\nTriad: 9 MB/s\n\n` +
      'base:\nRuntime: 5 seconds\nLookups/s: 100\n\nTHP:\nRuntime: 4 seconds\nLookups/s: 120\n';
    expect(labels(analyze(text('no')))).toEqual(['base', 'no THP', 'THP']);
    expect(labels(analyze(text('global')))).toEqual(['base', 'THP']);
  });

  it('`echo 9 > .../weighted_interleave/node1` written after CXL-only’s results holds for the runs after it', () => {
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables;
    expect(t('weighted interleave')['mm.mempolicy.weighted_interleave.node1']).toBe('9');
    expect(t('targted regions w/ global weights')['mm.mempolicy.weighted_interleave.node2']).toBe('1');
    expect(t('CXL-only')['mm.mempolicy.weighted_interleave.node1']).toBeUndefined();
  });

  it('`targted regions w/ global weights (mbind2 ...)` names the whole run; a sentence keeps only its `with` part', () => {
    const s = analyze('Here are the numbers with THP (two runs)\nCopy: 10 MB/s\nTriad: 11 MB/s\n');
    expect(labels(s)).not.toContain('Here are the numbers with THP');
  });
});

describe('a decimal comma among decimal points', () => {
  // from test/wild/hackbench-lkml-plus-minus-spread-comma-slip.txt, lines 105-108 (quoted)
  it('`13,255(+/- 3.22%)` beside `15.368(+/- 2.74)` is 13.255: rows of one benchmark are of one magnitude', () => {
    const a = analyze(fixture('spread-rows-decimal-comma.txt'));
    const base = m(a, 'v5.10-rc7 + tip/sched/core', 'hackbench -l 256000 -g 1');
    expect(base.value).toBe(13.255);
    expect(base.stddev).toBeCloseTo(13.255 * 0.0322, 9);
  });

  it('thousands stay thousands when the rows are of that magnitude', () => {
    const a = analyze('hackbench\n\nbase 13,255(+/- 3.22%)\npatched 15,368(+/- 2.74%)\n');
    expect(m(a, 'base', 'hackbench').value).toBe(13255);
  });
});

describe('a flattened config description', () => {
  // from test/wild/flat-lkml-kscand-rfc-v3-cbench.txt: the description and table run together on one line
  it('`... system  base 6.16 NUMAB2 (because ...) patched 6.16 + current series  Time taken ...`: base is NUMAB2', () => {
    const line =
      'Benchmark allocates memory on both regular NUMA node and  slowtier node, then does continuous access. ' +
      'Goal: Finishing fixed numaber of access in less time  SUT: Genoa+ EPYC system  base 6.16 NUMAB2 ' +
      '(because this has the best perf) patched 6.16 + current series  Time taken in sec (lower is better)';
    const a = analyze(
      `${line}\n\n        base   patched\n 8G    12.5   10.1\n16G    25.3   20.2\n32G    50.1   40.7\n`,
    );
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('2');
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBeUndefined();
  });
});

describe('a shell session with `sysctl -w` and its echo', () => {
  const session = (tail: string) =>
    `$ sudo sysctl -w kernel.numa_balancing=0\nkernel.numa_balancing = 0\n$ time ./bench\n\n${tail.replace('N', '12.5')}\n\n` +
    `$ sudo sysctl -w kernel.numa_balancing=2\nkernel.numa_balancing = 2\n$ time ./bench\n\n${tail.replace('N', '10.5')}\n`;

  it('the echo `kernel.numa_balancing = 0` is the setting, not the name of the run below: each run has its own', () => {
    for (const tail of ['real\t0mNs\nuser\t0m1.000s\nsys\t0m0.100s', 'Total time: N s\nThroughput: 1200 MB/s']) {
      const a = analyze(session(tail));
      expect(labels(a)).toEqual(['kernel.numa_balancing=0', 'kernel.numa_balancing=2']);
      expect(a.configs.map((c) => c.tunables['kernel.numa_balancing'])).toEqual(['0', '2']);
      const times = a.measurements.filter((x) => /time/i.test(x.metric) && !/user|sys/.test(x.metric));
      expect(times.map((x) => [x.config, x.value])).toEqual([
        ['kernel.numa_balancing=0', 12.5],
        ['kernel.numa_balancing=2', 10.5],
      ]);
    }
  });
});
