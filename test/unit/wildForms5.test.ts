/**
 * The input forms read for the LKML round of 2026-12-03 late evening (test/wild texts perfbench-*, numastat-lkml-*
 * autonuma27/damon/oom, will-it-scale-*, fio-*, stream-*), each on a short excerpt of a real text with its exact
 * layout: a TAB table with a unit column, a `label : a | b: +x% |` comparison, fio group summaries under run
 * headings, an AMD-style `Test:` report, will-it-scale CSV with its header printed per run, numastat's old `PID N0`
 * form and cells with notes glued on, mmtests' older `MMTests Statistics:` sections, and a tool's banner over
 * tables with a TOTAL row beside a Kconfig comparison.
 */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from './helpers';

describe('a TAB table with a unit column', () => {
  // from test/wild/perfbench-lkml-numa-mem-a-tab-units-ht.txt, lines 68-75 and 89-94
  const a = analyze(fixture('tab-table-unit-column.txt'));

  it('the runs are the columns; `Units` is no run, each row takes its unit (secs, GB/sec)', () => {
    expect(labels(a)).toEqual(['3.9.0', 'Mels v5', 'this_patchset']);
    expect(m(a, '3.9.0', '1x3-convergence (s)').value).toBe(0.32);
    expect(m(a, 'this_patchset', '1x6-convergence (s)').unit).toBe('s');
    expect(m(a, 'Mels v5', 'RAM-bw-local (GB/sec)').value).toBe(3.34);
  });

  it('reads both tables, the one whose rows end in `GB/sec` too', () => {
    expect(shape('tab-table-unit-column.txt')).toEqual(['results-table 1-8', 'results-table 11-16']);
  });
});

describe('a `label : a | b: +x% |` comparison', () => {
  // from test/wild/perfbench-lkml-numacore-colon-pipe-pct-cells.txt, lines 220-227, 247-248 and 310-317
  const a = analyze(fixture('colon-pipe-pct-cells.txt'));

  it('the header names the runs; a cell is its value, the change after the colon is not read', () => {
    expect(m(a, 'v3.7', '2x1-bw-process (GB/sec)').value).toBe(6.248);
    expect(m(a, 'balancenuma-v10', '2x1-bw-process (GB/sec)').value).toBe(6.136);
    expect(m(a, 'numa-u-v3', '8x1-bw-process (GB/sec)').value).toBe(26.829);
  });

  it('a later table restating a run under a shortened name (`AutoNUMA`) is that run, measured once', () => {
    expect(labels(a)).toEqual(['v3.7', 'balancenuma-v10', 'AutoNUMA-v28', 'numa-u-v3']);
    expect(
      a.measurements.filter((x) => x.config === 'AutoNUMA-v28' && x.metric === '2x1-bw-process (GB/sec)'),
    ).toHaveLength(1);
  });

  it('a header without a rule under it is not this table', () => {
    expect(analyze(' name : a | b |\n x : 1 | 2 |\n').measurements.some((x) => x.config === 'a')).toBe(false);
  });
});

describe('fio group summaries under run headings, quoted five deep', () => {
  // from test/wild/fio-lkml-mglru-run-status-deep-quoted.txt, lines 226-235
  const a = analyze(fixture('fio-run-status-quoted.txt'));

  it('one run per `Run status group`, named by the heading above; the wrapped READ line is one', () => {
    expect(labels(a)).toEqual(['Unpatched 6.7-rc4', 'Patched with RFC v4']);
    expect(m(a, 'Unpatched 6.7-rc4', 'READ bw').value).toBe(6548);
    expect(m(a, 'Unpatched 6.7-rc4', 'READ bw').unit).toBe('MiB/s');
    expect(m(a, 'Patched with RFC v4', 'READ io').value).toBe(2130 * 2 ** 30);
    expect(m(a, 'Patched with RFC v4', 'READ run').value).toBe(300.001);
  });

  it("fio 2's `aggrb=` is the group's bandwidth", () => {
    const b = analyze(
      'Run status group 0 (all jobs):\n  WRITE: io=2700.0GB, aggrb=3234.8MB/s, minb=276031KB/s, maxb=277391KB/s, mint=850530msec, maxt=854720msec\n',
    );
    expect(m(b, 'run', 'WRITE bw').value).toBe(3234.8);
    expect(m(b, 'run', 'WRITE run').value).toBe(854.72);
  });
});

describe('an AMD-style `Test:` report', () => {
  // from test/wild/stream-lkml-numaimb-pct-cells-nps-3kernels.txt, lines 263-269
  const a = analyze(fixture('test-columns-pct.txt'));

  it('the runs are named on the `Test:` line; `(x pct)` is not read, a missing `)` is forgiven', () => {
    expect(labels(a)).toEqual(['tip/sched/core', 'mel-v3', 'mel-v4']);
    expect(m(a, 'tip/sched/core', 'Copy').value).toBe(113716.62);
    expect(m(a, 'mel-v3', 'Add').value).toBe(253461.32);
    expect(m(a, 'mel-v4', 'Triad').value).toBe(252615.62);
  });
});

describe('will-it-scale CSV with its header printed before each run', () => {
  // from test/wild/will-it-scale-lkml-csv-runs-numactl-h-before-after.txt, lines 175-197
  const a = analyze(fixture('will-it-scale-csv-runs.txt'));

  it('the repeated runs under one heading are one table; the average stated beside the heading is no part of its name', () => {
    expect(shape('will-it-scale-csv-runs.txt')).toEqual(['csv 3-11', 'csv 15-23']);
    expect(labels(a)).toEqual(['Before this commit', 'After this commit']);
    const threads = a.measurements.filter((x) => x.config === 'Before this commit' && x.metric === '256 threads');
    expect(threads.map((x) => x.value)).toEqual([25641, 25652, 25559]);
    expect(has(a, 'After this commit', '256 threads')).toBe(true);
  });
});

describe("numastat's old `PID N0` tables and notes glued to cells", () => {
  it('`PID N0 N1 ...` rows under `Per-node process memory usage (in MBs):`, one run per heading', () => {
    // from test/wild/numastat-lkml-autonuma27-pid-nodes-specjbb-mmtests.txt, lines 31-46
    const a = analyze(fixture('numastat-pid-n0-headings.txt'));
    expect(labels(a)).toEqual(['3.6.0numactl', 'autonuma26MoF']);
    expect(m(a, '3.6.0numactl', 'process 38901 on node0').value).toBe(3075.56 * 2 ** 20);
    expect(m(a, 'autonuma26MoF', 'process 9706 on node0').value).toBe(2941.8 * 2 ** 20);
    expect(shape('numastat-pid-n0-headings.txt')).toEqual(['numastat 2-8', 'numastat 11-16']);
  });

  it('`(grow)2248.00` and `3073.45(Killed first. ...)` are the numbers; the heading above the fence names the run', () => {
    // from test/wild/numastat-lkml-oom-per-node-before-after-annotated.txt, lines 112-122
    const a = analyze(fixture('numastat-annotated-cells.txt'));
    expect(labels(a)).toEqual(['OOM before patches']);
    expect(m(a, 'OOM before patches', 'process 3805 c.out on node1').value).toBe(2248 * 2 ** 20);
    expect(m(a, 'OOM before patches', 'process 3095 a.out total').value).toBe(3073.45 * 2 ** 20);
  });
});

describe("mmtests' TPut rows and older `MMTests Statistics:` sections", () => {
  // from test/wild/numastat-lkml-autonuma27-pid-nodes-specjbb-mmtests.txt, lines 60-67 and 120-125
  const a = analyze(fixture('mmtests-tput-statistics-duration.txt'));

  it('rows without change cells under the title; the glued `vanillaautonuma-v33r6` split by column', () => {
    expect(labels(a)).toEqual(['vanilla', 'autonuma-v33r6']);
    expect(m(a, 'autonuma-v33r6', 'System').value).toBe(824.27);
    expect(m(a, 'vanilla', 'Elapsed').value).toBe(10385.16);
    expect(m(a, 'vanilla', 'Actual Peak Bops').value).toBe(551074);
  });

  it('a TPut row is a statistic and its warehouse count', () => {
    const b = analyze(
      'SPECJBB BOPS\n                          3.6.0                 3.6.0\n                        vanilla        autonuma-v33r6\nTPut   1     103471.00 (  0.00%)    101492.00 ( -1.91%)\nTPut   2     214117.00 (  0.00%)    226589.00 (  5.82%)\n',
    );
    expect(m(b, 'autonuma-v33r6', 'TPut 2').value).toBe(226589);
  });
});

describe("a tool's banner over tables with a TOTAL row, beside a Kconfig comparison", () => {
  // from test/wild/fio-lkml-mglru-run-status-deep-quoted.txt, lines 163-179 and 301-305
  const a = analyze(fixture('total-row-banner-kconfig.txt'));

  it('the rows above TOTAL are parts of one run; the run is the line above the banner, not the banner', () => {
    expect(labels(a)).toEqual(['Previous result', 'This patch']);
    expect(m(a, 'Previous result', 'TOTAL Executed').value).toBe(2542);
    expect(m(a, 'This patch', 'STOCK_LEVEL Rate').value).toBe(0.06);
  });

  it('build options compared by Kconfig are settings, measured nowhere', () => {
    expect(a.measurements.some((x) => /LRU_REFS_WIDTH/.test(x.metric) || /Kconfig/.test(x.config))).toBe(false);
  });
});
