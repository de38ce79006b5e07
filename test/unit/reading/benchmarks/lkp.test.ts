/** lkp-robot's comparison table (reading/benchmarks/lkp.ts): commits as runs, `± N%` spreads, the change column left out, the layout authors copy by hand. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('lkp-robot comparison', () => {
  it('three commits, `± N%` cells become stddev, %change columns are not values', () => {
    // from test/wild/lkp-stress-ng-switch-memcg-objcg-v2.txt, lines 254-272
    const a = analyze(fixture('lkp-3commits.txt'));
    expect(shape('lkp-3commits.txt')).toEqual(['results-table 4-19']);
    expect(labels(a)).toEqual(['8285917d6f', '01b9da291c', '8da1b1ea43']);
    expect(a.configs[0]!.tunables).toEqual({ scaling_governor: 'performance' });
    expect(m(a, '8285917d6f', 'stress-ng.switch.ops_per_sec').value).toBe(38288993);
    expect(m(a, '8da1b1ea43', 'stress-ng.switch.ops').value).toBe(2.278e9);
    const ns = m(a, '01b9da291c', 'stress-ng.switch.nanosecs_per_context_switch_mq_method');
    expect(ns.value).toBeCloseTo(18145e-9, 15);
    expect(ns.unit).toBe('s');
    expect(ns.stddev).toBeCloseTo(18145e-9 * 0.03, 15);
    expect(m(a, '01b9da291c', 'stress-ng.switch.ops').stddev).toBeCloseTo(7.408e8 * 0.03, 0);
    // no `±` printed for the base commit: no stddev invented
    expect(m(a, '8285917d6f', 'stress-ng.switch.ops').stddev).toBeUndefined();
    expect(m(a, '8da1b1ea43', 'stress-ng.switch.ops').line).toBe(18);
  });
});

describe('lkp layout made by hand', () => {
  it('`base  change  patched` over a short rule, the metric after the numbers; a trace excerpt with `...` rows is no table', () => {
    // from test/wild/lkml-vmscan-cache-trim-pmbench-base-patched.txt, lines 64-96
    const a = analyze(fixture('lkp-hand-layout.txt'));
    expect(shape('lkp-hand-layout.txt')).toEqual(['results-table 26-33']);
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'patched', 'pmbench.throughput.aps').value).toBe(144800000);
    expect(m(a, 'patched', 'proc-vmstat.kswapd_high_wmark_hit_quickly').value).toBe(953.17);
    expect(m(a, 'base', 'proc-vmstat.pageoutrun').line).toBe(33);
    // the 18.6% change column is the author's comparison, not a value
    expect(a.measurements.some((x) => x.value === 18.6)).toBe(false);
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
