/** The generic table reader (reading/tables/table.ts): entity tables, parts summed by a TOTAL row, a unit column, columns of repetitions, runs a table named before. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from '../../helpers';

describe('entity tables', () => {
  it('`Function  Hit  Time  Avg` rows are what one run measured, named by the line above a `/dir # cat ...` prompt; `476290.6 us` is seconds', () => {
    // from test/wild/lkml-swap-state-ftrace-function-profile-before-after.txt, lines 70-86
    const a = analyze(fixture('ftrace-function-profile.txt'));
    expect(labels(a)).toEqual(['Reproduce before this patch', 'Reproduce after this patch']);
    expect(m(a, 'Reproduce before this patch', 'add_to_swap_cache Hit').value).toBe(26108);
    expect(m(a, 'Reproduce before this patch', 'add_to_swap_cache Time').value).toBeCloseTo(0.4762906, 9);
    expect(m(a, 'Reproduce after this patch', 'clear_shadow_from_swap_cache Avg').value).toBeCloseTo(10.648e-6, 12);
    // a function only the second run shows is absent in the first, not zero
    expect(has(a, 'Reproduce before this patch', 'workingset_update_node Hit')).toBe(false);
    expect(m(a, 'Reproduce after this patch', 'workingset_update_node Hit').value).toBe(157455);
  });
});

describe('a command piped into grep', () => {
  it('a command piped into grep (no prompt) is not a table header', () => {
    // from test/wild/numademo-gh-notes-memset-policies.txt, question 13
    const a = analyze(
      'at /proc/<PID>/status |grep switches\nvoluntary_ctxt_switches:\t847 \nnonvoluntary_ctxt_switches:\t7 #\n',
    );
    expect(labels(a)).not.toContain('voluntary_ctxt_switches:');
  });
});

describe('entity lists', () => {
  it('an entity list (`| name | overhead |`) stays one run', () => {
    const a = analyze('| name | overhead |\n|---|---|\n| add_to_swap_cache | 12.5 |\n| shrink_folio_list | 8.1 |\n');
    expect(labels(a)).toEqual(['run']);
  });
});

describe('runs a table named before', () => {
  // from test/wild/gh-tiering-friendly-p1-off-on-buckets.txt, lines 11-32 and 53-64 (shortened)
  const text = [
    '| policy | mean Mops/s | p90 |',
    '| --- | ---: | ---: |',
    '| off | 228.58 | 229.56 |',
    '| on | 271.48 | 439.54 |',
    '',
    'Most of the gain comes from a few bursts.',
    '',
    '| bucket | hotset offset | off | on | on/off |',
    '| --- | ---: | ---: | ---: | ---: |',
    '| 0-15s | 16G | 223.41 | 342.00 | 1.531x |',
    '| 15-30s | 20G | 228.28 | 330.90 | 1.450x |',
    '',
    'In P1 `on`, promotions are bursty:',
    '',
    '- 3-5s: promotion jumps to about 0.43M pages.',
    '',
    '`on` P1 counters by hotset bucket:',
    '',
    '| bucket | mean Mops/s | promotions |',
    '| --- | ---: | ---: |',
    '| 0-15s | 342.00 | 433873 |',
    '| 15-30s | 330.90 | 513110 |',
  ].join('\n');
  const a = analyze(text);

  it('a later table whose header names them has the runs as columns; a size column names the rows, the ratio is dropped', () => {
    expect(labels(a)).toEqual(['off', 'on']);
    expect(m(a, 'off', '0-15s 16G').value).toBe(223.41);
    expect(m(a, 'on', '15-30s 20G').value).toBe(330.9);
    expect(a.measurements.some((x) => /on\/off|1\.531/.test(`${x.config} ${x.metric}`))).toBe(false);
  });

  it('time buckets are one run’s rows; a caption naming a run in code marks claims them from a name carried down', () => {
    expect(m(a, 'on', '0-15s promotions').value).toBe(433873);
    expect(labels(a).some((l) => /bursty/.test(l))).toBe(false);
  });
});

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

describe('tables and timings of real posts', () => {
  it('`| Phase | Time (ms) |`: the parts of one run stay one run', () => {
    const a = analyze(['| Phase | Time (ms) |', '|---|---|', '| load | 120 |', '| compute | 480 |', ''].join('\n'));
    expect(labels(a)).toHaveLength(1);
  });
});

describe('columns that name the runs over rows of parts or counts', () => {
  it('`| Phase | run A | run B | type |`: the runs are the columns, each phase a metric, `2,120 ms` in seconds', () => {
    const a = analyze(
      [
        '| Phase | run A | run B | type |',
        '|---|---|---|---|',
        '| Sumcheck | 2,802 ms | 2,844 ms | compute |',
        '| Wire commitments | 2,120 ms | 3,249 ms | MSM |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['run A', 'run B']);
    expect(m(a, 'run B', 'Wire commitments').value).toBeCloseTo(3.249, 9);
  });

  it('`| Threads | Baseline | Repack | Δ |`: the columns are the runs and the author’s Δ is no run', () => {
    const a = analyze(
      [
        '| Threads | Baseline (non-repacked) | Repack 8x8 | Δ |',
        '|---|---|---|---|',
        '| 1 | 0.84 t/s | **1.12 t/s** | **+33.3%** |',
        '| 12 | 4.41 | 4.54 | +2.9% |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Baseline (non-repacked)', 'Repack 8x8']);
  });
});

describe('columns that number the repetitions of one run', () => {
  it('`| Launch | 1 | 2 | 3 | 4 |`: one run, each row a measure with its samples', () => {
    const a = analyze(
      [
        'Per launch:',
        '',
        '| Launch | 1 | 2 | 3 | 4 |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| pp512 tok/s | 453 | 475 | 260 | 237 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toHaveLength(1);
    const pp = a.measurements.find((x) => x.metric === 'pp512 tok/s')!;
    expect(pp.samples).toEqual([453, 475, 260, 237]);
    expect(pp.value).toBeCloseTo(356.25, 9);
  });

  it('`| seq | 1 | ... | 5 | average |` over `| before |` / `| after |`, no separator: the rows are the runs, the title the measure', () => {
    const a = analyze(
      [
        'App launch time (unit: millisecond):',
        '|  seq   |   1  |   2  |   3  |   4  |   5  | average |',
        '| before | 1210 | 1190 | 1305 | 1250 | 1220 |   1235  |',
        '| after  | 1010 |  990 | 1085 | 1040 | 1025 |   1030  |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['before', 'after']);
    const after = a.measurements.find((x) => x.config === 'after')!;
    expect(after.metric).toContain('App launch time');
    expect(after.unit).toBe('s');
    expect(after.samples).toEqual([1.01, 0.99, 1.085, 1.04, 1.025]);
  });

  it('`| Threads | 1 | 2 | 4 |` is a sweep, not repetitions', () => {
    const a = analyze(
      [
        '| Threads | 1 | 2 | 4 |',
        '|---|---|---|---|',
        '| base | 10 | 19 | 35 |',
        '| patched | 11 | 21 | 40 |',
        '',
      ].join('\n'),
    );
    expect(a.measurements.some((x) => x.samples?.length === 3)).toBe(false);
  });
});

describe('a two-column table whose rows are named as configs are', () => {
  it('`| Build type | Build time |` over `Without ccache` / `With ccache, 1st time`: the rows are the runs, though the corner names parts and a row says `time`', () => {
    const a = analyze(
      [
        '| Build type | Build time |',
        '| --- | --- |',
        '| Without ccache | 78 s |',
        '| With ccache, 1st time | 77 s |',
        '| With ccache, 2nd time | 12 s |',
        '',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Without ccache', 'With ccache, 1st time', 'With ccache, 2nd time']);
    expect(a.measurements.map((x) => x.value)).toEqual([78, 77, 12]);
  });
});
