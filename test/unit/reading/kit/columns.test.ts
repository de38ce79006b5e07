/** Aligned text tables read by character column (reading/kit/columns.ts): headers over one or two lines, spreads, TABs, rows continued or wrapped. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, measuredConfigs, shape } from '../../helpers';

describe('bash time pasted side by side', () => {
  it('bash `time` real/user/sys pasted side by side for three kernels, counters after a TAB-only line', () => {
    // from test/wild/mmtests-numab-disjoint-vma-autonuma.txt, lines 165-180
    const a = analyze(fixture('time-bash-columns.txt'));
    expect(shape('time-bash-columns.txt')).toEqual(['results-table 5-16']);
    expect(labels(a)).toEqual(['base-numascan', 'base', 'base+fix']);
    expect(m(a, 'base-numascan', 'real').value).toBeCloseTo(63.025, 9);
    expect(m(a, 'base', 'user').value).toBeCloseTo(251 * 60 + 3.638, 9);
    expect(m(a, 'base+fix', 'sys').value).toBeCloseTo(2 * 60 + 35.767, 9);
    expect(m(a, 'base', 'numa_other').value).toBe(386);
    expect(m(a, 'base+fix', 'numa_pages_migrated').value).toBe(577728);
    expect(m(a, 'base+fix', 'numa_pages_migrated').line).toBe(16);
  });

  it.todo(
    'bash `time` cells such as `1m3.025s` carry the unit s (now the unit is empty, so the comparison of real/user/sys has direction none)',
  );
});

describe('aligned tables read by column', () => {
  it('two-level header (`base` over `time in sec (%stdev)`), `( 0.38 )` spreads, a %gain column left out', () => {
    // from test/wild/lkml-kmmscand-rfc-v0-abench.txt, lines 190-196
    const a = analyze(fixture('columns-two-level.txt'));
    expect(shape('columns-two-level.txt')).toEqual(['results-table 3-6']);
    expect(labels(a)).toEqual(['base', 'patched']);
    const base8 = m(a, 'base', '8GB time in sec');
    expect(base8.value).toBe(133.66);
    expect(base8.unit).toBe('s');
    expect(base8.stddev).toBeCloseTo(133.66 * 0.0038, 9); // the spread is a %stdev
    expect(m(a, 'patched', '32GB time in sec').value).toBe(542.79);
    expect(m(a, 'patched', '32GB time in sec').stddev).toBeCloseTo(542.79 * 0.0011, 9);
    expect(measuredConfigs(a)).toEqual(['base', 'patched']);
    expect(a.measurements.some((x) => x.value === 14.88 || x.value === 7.17)).toBe(false);
  });

  it('an empty first header cell, the unit from the title line above', () => {
    // from test/wild/lkml-kscand-rfc-v3-cbench.txt, lines 259-268
    const a = analyze(fixture('columns-empty-first-cell.txt'));
    expect(shape('columns-empty-first-cell.txt')).toEqual(['results-table 7-10']);
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'base', '8GB').value).toBe(228);
    expect(m(a, 'patched', '128GB').value).toBe(920);
    expect(m(a, 'patched', '128GB').unit).toBe('s');
    expect(m(a, 'base', '32GB').line).toBe(9);
    // `base 6.16 NUMAB2` in the prose names the base kernel's mode
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('2');
  });

  it('TAB-separated rows with runs of TABs, `NA` cells absent, a Change column left out, titles name the metrics', () => {
    // from test/wild/lkml-pghot-rfc-v3-sources-tab.txt, lines 304-321
    const a = analyze(fixture('columns-tabs.txt'));
    expect(shape('columns-tabs.txt')).toEqual(['results-table 3-8', 'results-table 13-18']);
    expect(labels(a)).toEqual(['Base', 'Patched']);
    const time = 'Mode 1 - Time taken (microseconds, lower is better): NUMAB2';
    expect(m(a, 'Base', time).value).toBeCloseTo(102.894589, 9); // microseconds -> s, thousands commas
    expect(m(a, 'Base', time).unit).toBe('s');
    expect(m(a, 'Patched', time).value).toBeCloseTo(107.576615, 9);
    const pages = 'Mode 1 - Pages migrated (pgpromote_success): hwhints';
    expect(m(a, 'Patched', pages).value).toBe(1269467);
    expect(m(a, 'Patched', pages).line).toBe(18);
    expect(has(a, 'Base', pages)).toBe(false); // `NA` is absent, not zero
    expect(a.measurements.some((x) => x.value === 4.5 || x.value === 1.8)).toBe(false);
  });

  it('a table continued after a blank line: counters under the time rows, one block', () => {
    // from test/wild/dump-vmstat-numa01-numascan-3way.txt, lines 135-148
    const a = analyze(fixture('columns-continued.txt'));
    expect(shape('columns-continued.txt')).toEqual(['results-table 3-14']);
    expect(labels(a)).toEqual(['base-numascan', 'base', 'base+fix']);
    expect(m(a, 'base', 'real').value).toBeCloseTo(83.259, 9);
    expect(m(a, 'base-numascan', 'numa_hit').value).toBe(5615517);
    expect(m(a, 'base+fix', 'numa_pages_migrated').value).toBe(584202);
    expect(m(a, 'base', 'numa_hint_faults').line).toBe(12);
  });

  it('a table whose metric row carries a `(-10.41%)` note, counters after a blank line: configs and values', () => {
    // from test/wild/lkml-numab-hint-fault-count-promotion.txt, lines 182-200
    const a = analyze(fixture('columns-continued-note.txt'));
    expect(labels(a)).toEqual(['Default', 'Patched']);
    const score = m(a, 'Patched', 'Benchmark score (s)');
    expect(score.value).toBeCloseTo(571.35041, 9); // us -> s
    expect(score.unit).toBe('s');
    expect(m(a, 'Default', 'pgpromote_success').value).toBe(1804500);
    expect(m(a, 'Patched', 'pgdemote_kswapd').value).toBe(9438006);
    expect(m(a, 'Patched', 'pgdemote_kswapd').line).toBe(18);
    expect(a.measurements.some((x) => x.value === -10.41)).toBe(false);
  });

  it.todo(
    'the `Default / Patched` table with a `(-10.41%)` note is one results table over lines 7-19 (now the mmtests reader takes it as `mmtests comparison` and cuts it in two at the blank line: 7-9 and 12-19)',
  );

  it('a row label wrapped over three lines, the values on its last line', () => {
    // from test/wild/lkml-numab-hint-fault-count-promotion.txt, lines 202-210
    const a = analyze(fixture('columns-wrapped-label.txt'));
    expect(labels(a)).toEqual(['Default', 'Patched']);
    const invoked = m(a, 'Patched', 'Number of times should_numa_migrate_memory() was invoked:');
    expect(invoked.value).toBe(12080772);
    expect(invoked.line).toBe(4);
  });

  it.todo(
    'the second wrapped row after the blank line (`Number of times the migration / request was rejected due to / hint fault latency being / higher than threshold:` 10,595,933 / 4,557,401, line 9) belongs to the same table, block 1-9 (now the table ends at line 4 and lines 6-9 stay prose)',
  );
});

describe('aligned tables with long column names', () => {
  it('column names of many words aligned over their values; a setting over the header is its caption', () => {
    const a = analyze(
      [
        'AMD 16K+32K THP=always',
        'metric         mm-unstable      mm-unstable + large folio zswapin series    mm-unstable + large folio zswapin + no swap thrashing fix',
        'real           1m23.038s        1m23.050s                                   1m22.704s',
        'sys            7m24.592s        7m48.843s                                   7m22.519s',
        'zswpin         612070           999244                                      815934',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual([
      'mm-unstable',
      'mm-unstable + large folio zswapin series',
      'mm-unstable + large folio zswapin + no swap thrashing fix',
    ]);
    expect(m(a, 'mm-unstable + large folio zswapin series', 'sys').value).toBeCloseTo(468.843, 6);
  });
});

describe('an aligned table whose first row has an empty cell', () => {
  // Huang Ying's autonuma tiering RFC: `Base` has no promotion figure, the `Patch N` rows do
  const table = [
    'The test results of the base kernel and step by step optimizations are as follows,',
    '',
    '                Throughput\tPromotion      DRAM bandwidth',
    '\t\t  access/s           MB/s                MB/s',
    '               -----------     ----------      --------------',
    'Base            74238178.0                             4291.7',
    'Patch 1        146050652.3          359.4             11248.6',
    'Patch 2        146300787.1          355.2             11237.2',
    '',
  ];

  it('takes its columns from the first row with every cell, and `Patch 1` as a label', () => {
    const a = analyze(table.join('\n'));
    expect(labels(a)).toEqual(['Base', 'Patch 1', 'Patch 2']);
    expect(m(a, 'Base', 'Throughput access/s').value).toBe(74238178.0);
    expect(m(a, 'Base', 'DRAM bandwidth MB/s').value).toBe(4291.7);
    expect(a.measurements.some((x) => x.config === 'Base' && /Promotion/.test(x.metric))).toBe(false);
    expect(m(a, 'Patch 2', 'Promotion MB/s').value).toBe(355.2);
  });

  it('does not widen the table by a row whose extra cells have no header over them', () => {
    const a = analyze(
      [
        'metric                       r1       r2',
        'pp512 t/s                 69.31    62.46',
        'tg128 t/s                 4.262    4.625',
        'pp512 vs r1               1.00x    0.90x   7   7   7',
        '',
      ].join('\n'),
    );
    expect(m(a, 'r2', 'tg128 t/s').value).toBe(4.625);
    expect(a.configs.map((c) => c.label)).toEqual(['r1', 'r2']);
  });
});

describe('notes in brackets and a bar between columns', () => {
  it('`[ seconds ]` and `[ lower is better ]` beside the header, `|` between columns and alone between groups', () => {
    // Andrew Theurer, Re: numa/core results (2012), in the layout of the numa/core tables
    const a = analyze(
      [
        '-------------------------------------------------------------------------',
        '  [ seconds         ]    v3.7  AutoNUMA   |  numa/core-v16    [ vs. v3.7]',
        '  [ lower is better ]   -----  --------   |  -------------    -----------',
        '                                          |',
        '  numa01                340.3    192.3    |      139.4          +144.1%',
        '  numa01_THREAD_ALLOC   425.1    135.1    |\t 121.1          +251.0%',
        '  numa02                 56.1     25.3    |       17.5          +220.5%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['v3.7', 'AutoNUMA', 'numa/core-v16']);
    expect(m(a, 'numa/core-v16', 'numa01_THREAD_ALLOC').value).toBe(121.1);
    expect(m(a, 'AutoNUMA', 'numa02').value).toBe(25.3);
  });
});

describe('listings that are no tables', () => {
  it("HPL's `NB     :     256` parameter lines are no table: no run is named `NB : 256`", () => {
    // geerlingguy/top500-benchmark issue #51 (HPL output)
    const a = analyze(
      [
        'The following parameter values will be used:',
        '',
        'N      :   34581',
        'NB     :     256',
        'PMAP   : Row-major process mapping',
        'P      :       1',
        'Q      :       4',
        '',
      ].join('\n'),
    );
    expect(a.configs.some((c) => /:/.test(c.label))).toBe(false);
    expect(a.measurements.some((x) => /Row-major/.test(x.metric))).toBe(false);
  });
});
