/** One value per run under a heading that names the measure (reading/tables/runsUnderMetric.ts), beside a TAB counters table. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m } from '../../helpers';

describe('runs under a metric heading, beside a TAB counters table', () => {
  // from test/wild/lkml-kpromoted-ibs-base-numbers-tab-stats.txt, lines 193-232
  const a = analyze(fixture('runs-under-metric-tab-stats.txt'));

  it('one run per line under `Benchmark completion time`; `Base, NUMAB=2` and `Base,NUMAB=2` are one run', () => {
    expect(labels(a)).toEqual(['Base, NUMAB=2', 'kpromoted-ibs, NUMAB=0']);
    expect(m(a, 'Base, NUMAB=2', 'Benchmark completion time').value).toBe(261);
    expect(m(a, 'kpromoted-ibs, NUMAB=0', 'Benchmark completion time').value).toBe(281);
  });

  it('a row with one value goes under the column it sits under; the C comment after it is no cell', () => {
    expect(m(a, 'kpromoted-ibs, NUMAB=0', 'kpromoted_recorded_accesses').value).toBe(1651130);
    expect(has(a, 'Base, NUMAB=2', 'kpromoted_recorded_accesses')).toBe(false);
    expect(m(a, 'Base, NUMAB=2', 'numa_hint_faults').value).toBe(4427809);
  });

  it('the parameter list is setup, and `2 for base, 0 for kpromoted` sets each run', () => {
    expect(
      a.measurements.some((x) => /Threads run on|Hot region size|Initial memory/.test(`${x.metric} ${x.config}`)),
    ).toBe(false);
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables['kernel.numa_balancing'];
    expect([t('Base, NUMAB=2'), t('kpromoted-ibs, NUMAB=0')]).toEqual(['2', '0']);
  });
});
