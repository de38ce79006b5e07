/** Runs named over rows of values with no label column: each row a repetition of every run. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('runs over repetitions', () => {
  it('each column a run, each row a repetition: the mean, the rows as samples', () => {
    const a = analyze(
      ['v2.1', '', 'w/o patch     w/ patch', '440 +/-30     406 +/-11', '440 +/-14     413 +/-16', ''].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['w/o patch', 'w/ patch']);
    const m = a.measurements.find((x) => x.config === 'w/ patch')!;
    expect(m.samples).toEqual([406, 413]);
    expect(m.value).toBe(409.5);
  });

  it('a first column named as a parameter holds a sweep, not a run', () => {
    const a = analyze(['Threads   base    patched', '1         10.0    11.0', '8         70.0    80.0', ''].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['base', 'patched']);
    expect(a.measurements.filter((m) => m.config === 'base')).toHaveLength(2);
  });

  it('one row of values that state their unit, under runs and a change column: a value per run, the change derived', () => {
    const box = ['|----------+----------+------|', '| Before   | After    | Diff |', '|----------+----------+------|'];
    const a = analyze([...box, '| 3.6 Mpps | 3.8 Mpps | 5%   |', box[0], ''].join('\n'));
    expect(a.measurements.map((m) => [m.config, m.metric, m.value])).toEqual([
      ['Before', 'Mpps', 3.6],
      ['After', 'Mpps', 3.8],
    ]);
    // a bare number could be a row's label: one row of them is not read so
    const bare = analyze(['| Before | After | Diff |', '|---|---|---|', '| 36 | 38 | 5% |', ''].join('\n'));
    expect(bare.configs.map((c) => c.label)).not.toEqual(['Before', 'After']);
  });

  it('a first column of measured values (four significant digits and more) is no label column: every column a run', () => {
    const a = analyze(
      [
        '| Pinned | Unpinned |',
        '|---|---|',
        '| 118.4021 | 131.7733 |',
        '| 117.9920 | 130.0981 |',
        '| 118.8512 | 132.4410 |',
        '',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Pinned', 'Unpinned']);
    expect(a.measurements.find((m) => m.config === 'Unpinned')!.samples).toEqual([131.7733, 130.0981, 132.441]);
    // a sweep's points (`0.25`, `0.5`) have fewer: they label the rows
    const swept = analyze(
      ['| ratio | Pinned | Unpinned |', '|---|---|---|', '| 0.25 | 11.2 | 13.1 |', '| 0.5 | 12.0 | 14.3 |', ''].join(
        '\n',
      ),
    );
    expect(swept.configs.map((c) => c.label)).not.toContain('ratio');
  });

  it('a first column that numbers the repetitions (`run` over 1, 2, 3) is left out: the rows are repetitions of the runs', () => {
    const a = analyze(
      ['run  pinned  unpinned', '1    118.4   131.7', '2    117.9   130.1', '3    118.8   132.4', ''].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['pinned', 'unpinned']);
    expect(a.measurements.find((m) => m.config === 'pinned')!.samples).toEqual([118.4, 117.9, 118.8]);
    // `no.` numbers rows of different things (`10M`, `100M`): not repetitions
    const rows = analyze(
      ['no.  Size  before  after', '1    10M   8.4     5.6', '2    100M  100.4   74.7', ''].join('\n'),
    );
    expect(rows.measurements.every((m) => m.samples === undefined)).toBe(true);
  });
});
