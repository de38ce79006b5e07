/** Results written as assignments, one run per line (reading/lists/assignedResults.ts): `metric = value`, pgbench's `tps = N`, `key: value` pairs on one line. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('results written as assignments', () => {
  it('`metric = value` lines are one run each, settings lines are not results, the `without` run is the baseline', () => {
    // the form of test/wild/specjbb-lkml-ibrs-off-jops-prose-quoted.txt (`max-jOPS = 117828, critical-jOPS = 66047`)
    expect(shape('assigned-results.txt')).toEqual(['results-table 5-6', 'results-table 9-10']);
    const a = analyze(fixture('assigned-results.txt'));
    expect(labels(a)).toEqual(['Without the patch', 'With the patch applied']);
    expect(a.baseline).toBe('Without the patch');
    expect(m(a, 'With the patch applied', 'latency').value).toBeCloseTo(655e-6, 12);
    expect(m(a, 'With the patch applied', 'latency').unit).toBe('s');
    expect(m(a, 'Without the patch', 'throughput').value).toBe(12.5);
    expect(m(a, 'Without the patch', 'score').value).toBe(4410);
    expect(a.measurements.some((x) => x.metric === 'n_batch')).toBe(false);
  });
});

describe('pgbench', () => {
  it('`tps = N (without initial connection time)` is read, named by its note; the run’s parameters are no results', () => {
    const a = analyze(
      [
        'transaction type: <builtin: TPC-B (sort of)>',
        'scaling factor: 1000',
        'query mode: simple',
        'number of clients: 64',
        'duration: 300 s',
        'number of transactions actually processed: 12345678',
        'latency average = 1.555 ms',
        'tps = 41152.260000 (without initial connection time)',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'tps (without initial connection time)').value).toBe(41152.26);
    expect(m(a, 'run', 'latency average').value).toBeCloseTo(0.001555, 12);
    expect(a.measurements.some((x) => /clients|duration/.test(x.metric))).toBe(false);
  });
});

describe('results as `key: value` pairs on one line', () => {
  it('`pp512: 40.1 t/s, tg128: 3.2 t/s` under each run’s heading', () => {
    const a = analyze(
      [
        '## membind=1',
        '',
        'pp512: 40.1 t/s, tg128: 3.2 t/s',
        '',
        '## interleave=all',
        '',
        'pp512: 52.3 t/s, tg128: 4.9 t/s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['membind=1', 'interleave=all']);
    expect(m(a, 'interleave=all', 'tg128 t/s').value).toBe(4.9);
  });

  it('one `name: value` pair per line lists runs, not one run’s measures', () => {
    const a = analyze(['Results:', '', 'base: 12.3 s', 'patched: 11.1 s', ''].join('\n'));
    expect(labels(a)).toEqual(['base', 'patched']);
  });
});

describe('assignments with their run in the name and a value as kit/statedValue.ts reads it', () => {
  it('`read (libaio x 32 jobs) = 812 KIOPS` under run labels: the name keeps how it ran, the count its magnitude', () => {
    const a = analyze(
      [
        'Numbers from the test box:',
        '',
        'baseline:',
        '\tread (libaio x 32 jobs) = 812 KIOPS',
        '\twrite (libaio x 32 jobs) = 344 KIOPS',
        'patched:',
        '\tread (libaio x 32 jobs) = 905 KIOPS',
        '\twrite (libaio x 32 jobs) = 351 KIOPS',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'patched']);
    expect(m(a, 'patched', 'read (libaio x 32 jobs)').value).toBe(905_000);
    expect(m(a, 'baseline', 'write (libaio x 32 jobs)').unit).toBe('IOPS');
  });

  it('a spread after the value is its spread, not a note naming it', () => {
    const a = analyze('elapsed = 10.800s (+- 0.5%), overhead = 7.952s\n');
    expect(m(a, 'run', 'elapsed').value).toBe(10.8);
    expect(m(a, 'run', 'elapsed').stddev).toBeCloseTo(0.054, 9);
  });
});
