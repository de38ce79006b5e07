import { describe, expect, it } from 'vitest';
import { incompleteBeta, stddev, trend, tTwoSided, welch } from '../../src/core/math/stats';

describe('statistics', () => {
  it('incomplete beta matches closed forms', () => {
    // I_x(1, 1) = x; I_x(a, 1) = x^a
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 10);
    expect(incompleteBeta(0.5, 3, 1)).toBeCloseTo(0.125, 10);
  });

  it('two-sided t p-values match tables', () => {
    expect(tTwoSided(2.228, 10)).toBeCloseTo(0.05, 3);
    expect(tTwoSided(1.96, 1e6)).toBeCloseTo(0.05, 3);
    expect(tTwoSided(0, 5)).toBeCloseTo(1, 10);
  });

  it("Welch's t-test: seed r1 vs r5 pp512 (69.31 ± 2.70 vs 51.49 ± 4.79, n = 5)", () => {
    const w = welch(51.49, 4.79, 5, 69.31, 2.7, 5)!;
    expect(w.t).toBeCloseTo(-7.25, 2);
    expect(w.df).toBeCloseTo(6.31, 2);
    expect(w.p).toBeLessThan(0.001);
    expect(welch(1, 1, 1, 2, 1, 5)).toBeUndefined();
  });

  it('stddev and trend', () => {
    expect(stddev([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(stddev([1])).toBeUndefined();
    const t = trend([4.415, 5.602, 7.322, 8.152, 8.763]);
    expect(t.monotonic).toBe(true);
    expect(t.relChange).toBeCloseTo(8.763 / 4.415 - 1, 10);
    expect(trend([4.268, 4.261, 4.26, 4.261, 4.259]).monotonic).toBe(false);
  });
});
