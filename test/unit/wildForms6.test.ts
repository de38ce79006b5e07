/**
 * The input forms read for the GitHub NUMA/THP/allocator round (test/wild gh-* texts added 2026-12-03 late), each
 * on a short excerpt of a real text with its exact layout: bash `time` under prose captions that set THP, a
 * markdown table padded with TABs whose rows are runs, `workload => value` lines, a box table with `||` group
 * bars and a two-row header in a diff fence, an escaped pipe and an unclosed row, runs as columns named by
 * settings beside a `ratio` column, and a run's values in one bold span with a table of its repeats.
 */
import { describe, expect, it } from 'vitest';
import { plainCell } from '../../src/core/reading/kit/cells';
import { analyze, fixture, has, labels, m, shape } from './helpers';

describe('bash time under a prose caption that sets THP', () => {
  // from test/wild/gh-jemalloc-2729-thp-prose-time-real-user-sys.txt, lines 34-45
  const a = analyze(fixture('time-prose-caption-setting.txt'));

  it('reads both runs as time output (the caption is no table header), the timed command passed over', () => {
    expect(shape('time-prose-caption-setting.txt')).toEqual(['results-table 5-7', 'results-table 10-12']);
    expect(labels(a)).toHaveLength(2);
    expect(labels(a)[0]).toMatch(/^with always\b/);
    expect(labels(a)[1]).toMatch(/^with madvise\b/);
  });

  it('keeps the times in seconds and the mode written into the sysfs file as the run setting, without echo', () => {
    const [always, madvise] = labels(a) as [string, string];
    expect(m(a, always, 'real time (s)').value).toBe(0.134);
    expect(m(a, madvise, 'real time (s)').value).toBe(2.241);
    expect(m(a, madvise, 'sys time (s)').value).toBe(2.228);
    expect(a.configs[0]!.tunables['mm.transparent_hugepage.enabled']).toBe('always');
    expect(a.configs[1]!.tunables['mm.transparent_hugepage.enabled']).toBe('madvise');
  });

  it('a redirect into a path outside /proc and /sys sets nothing', () => {
    const b = analyze('This is with  always >  /tmp/out\nreal    0m0.134s\nuser    0m0.012s\nsys     0m0.090s\n');
    expect(b.configs.every((c) => Object.keys(c.tunables).length === 0)).toBe(true);
  });
});

describe('a markdown table padded with TABs, runs as rows under a qualified corner', () => {
  // from test/wild/gh-hyrise-947-numa-binding-tab-padded-table.txt, lines 10-16
  const a = analyze(fixture('markdown-tab-padded-run-rows.txt'));

  it('`NUMA Binding` names the runs: each row is a config, `Q/s` the metric', () => {
    expect(labels(a)).toEqual([
      'numactl -N 0 ./hyriseServer',
      'numactl -N 0,1 ./hyriseServer',
      'numactl -N 0,1,2 ./hyriseServer',
      'numactl -N 0,1,2,3 ./hyriseServer',
    ]);
    expect(m(a, 'numactl -N 0 ./hyriseServer', 'Q/s').value).toBe(159797);
  });

  it('a note after the value (`65839 (!?)`) is not part of it; a spread or a unit in parentheses is not a note', () => {
    expect(m(a, 'numactl -N 0,1,2,3 ./hyriseServer', 'Q/s').value).toBe(65839);
    expect(plainCell('65839 (!?)')).toBe('65839');
    expect(plainCell('14.1 ms (n=826, p99 14.2)')).toBe('14.1 ms');
    expect(plainCell('12.5 (0.38)')).toBe('12.5 (0.38)');
    expect(plainCell('12.5 (ms)')).toBe('12.5 (ms)');
    expect(plainCell('12.5 (±2%)')).toBe('12.5 (±2%)');
  });

  it("the author's change in `pct` after the value, signed or not (`92133.36 (0.00 pct)`), is not part of it", () => {
    expect(plainCell('92133.36 (0.00 pct)')).toBe('92133.36');
    expect(plainCell('117595.57 (27.63 pct)')).toBe('117595.57');
    expect(plainCell('4.38 (-2.34 pct)')).toBe('4.38');
  });
});

describe('workload => value lines under a caption', () => {
  // from test/wild/gh-lineairdb-245-setaffinity-arrow-tps-lines.txt, lines 5-21
  const a = analyze(fixture('arrow-results.txt'));

  it('each fence is one run named by its caption (`w/ X` as well as `w/o X`), each command line a metric', () => {
    expect(labels(a)).toEqual(['w/o numa_sched_setaffinity (master, f2d6a47 )', 'w/ numa_sched_setaffinity']);
    expect(m(a, 'w/o numa_sched_setaffinity (master, f2d6a47 )', 'bench/ycsb -t 18 -q 8 (tps)').value).toBe(450423);
    expect(m(a, 'w/ numa_sched_setaffinity', 'bench/ycsb -t 18 -q 8 (tps)').value).toBe(635739);
    expect(m(a, 'w/ numa_sched_setaffinity', 'bench/ycsb -t 72 -q 36 (tps)').unit).toBe('tps');
  });

  it('arrows between words that name no command are not read as results', () => {
    expect(analyze('base => 12 s\npatched => 10 s\n').measurements).toEqual([]);
    const c = analyze('./run -n 4 -> 1.5 ms\n./run -n 8 -> 0.9 ms\n');
    expect(m(c, 'run', './run -n 8 (s)').value).toBeCloseTo(0.0009, 12);
  });
});

describe('a box table with `||` group bars and a two-row header, in a diff fence', () => {
  // from test/wild/gh-hyrise-2526-numa-scheduler-double-pipe-old-new.txt, lines 2-10
  const a = analyze(fixture('box-two-row-header-diff.txt'));

  it('the sub-columns repeated under each measure group (old, new) are the configs; change and p-value are left out', () => {
    expect(labels(a)).toEqual(['old', 'new']);
    expect(a.measurements.some((x) => /change|p-value/i.test(x.metric))).toBe(false);
  });

  it('each row gives one metric per group, ms/iter in seconds, and the rows the diff marks with `-` are read', () => {
    expect(m(a, 'old', '01 Latency (s/iter)').value).toBeCloseTo(0.24982, 8);
    expect(m(a, 'new', '01 Throughput (iter/s)').value).toBe(3.95);
    expect(m(a, 'new', '06 Latency (s/iter)').value).toBeCloseTo(0.16534, 8);
    expect(has(a, 'old', '03 Throughput (iter/s)')).toBe(true);
  });

  it('a box row that is a lone bar (`|`, `||`) holds no cell and breaks nothing', () => {
    for (const t of ['+--+\n|\n|\n', '+---+---+\n| a | b |\n||\n| x | 1 |\n+---+---+\n'])
      expect(() => analyze(t)).not.toThrow();
  });
});

describe('a markdown row with an escaped pipe, one without its closing pipe, bold names with notes', () => {
  // from test/wild/gh-vllm-32792-arm-numa-tp-percent-table.txt, lines 13-19
  const a = analyze(fixture('markdown-escaped-pipe-open-row.txt'));

  it('`\\|` stays inside its cell: every value keeps its column', () => {
    const cfg = '[Current] 2 NUMA, tp=2 w/ thread binding (VLLM_CPU_OMP_THREADS_BIND="0-95|96-191")';
    expect(labels(a)).toContain(cfg);
    expect(m(a, cfg, 'req/sec (higher-better)').value).toBe(60.2);
    expect(m(a, cfg, 'median TPOT (lower-better)').value).toBe(196.4);
  });

  it('the row without a closing pipe is read whole; the bold marks around a name are dropped', () => {
    const cfg = '[Current] 2 NUMA, tp=2  no thread binding (i.e. OOB) (VLLM_CPU_OMP_THREADS_BIND=nobind)';
    expect(m(a, cfg, 'median TPOT (lower-better)').value).toBe(185);
    expect(labels(a)[0]).toBe('2 NUMAs, tp=1 (VLLM_CPU_OMP_THREADS_BIND=0-191)');
    expect(labels(a).some((l) => l.includes('**'))).toBe(false);
  });
});

describe('runs as columns named by their settings, beside the author`s ratio column', () => {
  // from test/wild/gh-cqlite-3224-perf-counters-runs-as-columns.txt, lines 5-16
  const a = analyze(fixture('markdown-settings-columns-ratio.txt'));

  it('`S=1/N=2` and `S=6/N=16` are the configs, the counters the metrics; `ratio` is no run', () => {
    expect(labels(a)).toEqual(['S=1/N=2', 'S=6/N=16']);
    expect(m(a, 'S=1/N=2', 'instructions').value).toBe(38856.8);
    expect(m(a, 'S=6/N=16', 'LLC-load-misses').value).toBe(38.08);
  });

  it('rows named by settings are the configs the same way', () => {
    const b = analyze('| run | tok/s | latency |\n|---|---|---|\n| nb=0 | 10.5 | 95 |\n| nb=2 | 12.5 | 80 |\n');
    expect(labels(b)).toEqual(['nb=0', 'nb=2']);
  });
});

describe("a run's values in one bold span, then a table of its repeats", () => {
  // from test/wild/gh-vllm-ascend-6966-cpu-binding-bold-prose-repeat-tables.txt, lines 25-42
  const a = analyze(fixture('bold-span-key-values-repeats.txt'));

  it('`NAME, what is shown:` captions name the runs; the bold opening and closing lines are values', () => {
    expect(labels(a)).toEqual(['Disabling CPU binding', 'Enabling CPU binding']);
    expect(m(a, 'Disabling CPU binding', 'Avg TTFT').value).toBeCloseTo(0.07651, 8);
    expect(m(a, 'Enabling CPU binding', 'Total Token Throughput').value).toBe(146.93);
  });

  it('the numbered repeats are samples of the one measure, for the run their caption names', () => {
    const r = m(a, 'Disabling CPU binding', 'Total Token Throughput (token/s)');
    expect(r.samples).toEqual([129.07, 133.06, 126.97, 110.25, 124.08]);
    expect(r.value).toBeCloseTo(124.686, 6);
  });

  it('a sentence that opens with a discourse word before its comma names no run', () => {
    const b = analyze(
      'Now, lets get the results:\nAvg TTFT: 1.5ms\nAvg TPOT: 2.5ms\n\nThen, the results:\nAvg TTFT: 1.7ms\nAvg TPOT: 2.9ms\n',
    );
    expect(labels(b).some((l) => /^(Now|Then)$/.test(l))).toBe(false);
  });
});
