/**
 * The input forms read for the memory-tiering mail round (test/wild texts added 2026-12-03 night), each on a
 * short excerpt of a real text with its exact layout: a parameter list, quoted counters with a reply's remarks
 * between them, a change stated in one sentence, one value per run under a metric heading beside a TAB table
 * whose rows may hold one value and a C comment, and an lkp-style table whose column names are phrases.
 */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from './helpers';

describe('quoted counters with a reply between them', () => {
  // from test/wild/vmstat-lkml-mglru-promotion-qp-quoted-interleaved.txt (quoted-printable decoded), lines 116-174
  const a = analyze(fixture('quoted-vmstat-interleaved-remarks.txt'));

  it('reads the aligned `name = value` run configuration as setup, not as a table', () => {
    expect(shape('quoted-vmstat-interleaved-remarks.txt').filter((k) => k.startsWith('results-table'))).toEqual([]);
    expect(a.measurements.some((x) => /Memory-size|Access pattern|Nr repetitions/.test(x.metric))).toBe(false);
  });

  it('keeps one run: the remarks are neither headings nor labels, a blank line between counter groups continues the dump', () => {
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'numa_hit').value).toBe(63621437);
    expect(m(a, 'run', 'kpromoted_recorded_accesses').value).toBe(27647687);
    expect(m(a, 'run', 'kpromoted_mig_promoted').value).toBe(19509);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('0');
  });
});

describe('a change stated in one sentence', () => {
  // from test/wild/prose-lkml-tiering-rate-limit-from-to-mbs.txt, lines 64-68
  it('from X to Y with the patch: base and patched', () => {
    const a = analyze(fixture('prose-change-from-to.txt'));
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'base', 'page promotion throughput').value).toBe(208.2);
    expect(m(a, 'patched', 'page promotion throughput').value).toBe(105.3);
    expect(m(a, 'patched', 'page promotion throughput').unit).toBe('MB/s');
  });

  it('with a setting named: without and with it; no run named, nothing read', () => {
    const a = analyze('The elapsed time drops from 82.7 s to 69.2 s with THP enabled.\n');
    expect(labels(a)).toEqual(['without THP enabled', 'with THP enabled']);
    expect(m(a, 'with THP enabled', 'elapsed time').value).toBe(69.2);
    expect(analyze('Memory use grew from 2 GB to 4 GB over the day.\n').measurements).toEqual([]);
  });
});

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

describe('lkp-style table made by hand', () => {
  // from test/wild/lkml-numab-disjoint-vma-tested-by-quoted-lkp-style.txt, lines 366-377
  it('column names two spaces apart are the runs', () => {
    const a = analyze(fixture('lkp-phrase-header.txt'));
    expect(labels(a)).toEqual(['base (4853c74bd7ab)', 'base + this_series']);
    expect(m(a, 'base + this_series', 'autonuma-benchmark.numa01.seconds').value).toBe(464.23);
    expect(m(a, 'base (4853c74bd7ab)', 'autonuma-benchmark.numa02_SMT.seconds').value).toBe(102.68);
  });
});
