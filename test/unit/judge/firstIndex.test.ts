import { describe, expect, it } from 'vitest';
import { FirstMeasurements } from '../../../src/core/judge/firstIndex';
import type { Measurement } from '../../../src/core/model';

const m = (config: string, metric: string, value: number): Measurement => ({
  config,
  metric,
  value,
  unit: '',
  block: 0,
  line: value,
});

/** The index as the maps it replaces: config -> metric -> the first measurement, over the lists in order. */
function reference(lists: Measurement[][]): (config: string, metric: string) => Measurement | undefined {
  const index = new Map<string, Map<string, Measurement>>();
  for (const list of lists)
    for (const x of list) {
      const byMetric = index.get(x.config) ?? index.set(x.config, new Map()).get(x.config)!;
      if (!byMetric.has(x.metric)) byMetric.set(x.metric, x);
    }
  return (config, metric) => index.get(config)?.get(metric);
}

describe('FirstMeasurements', () => {
  it('finds the first measurement of a config and metric across lists, searched and mapped alike', () => {
    const ms: Measurement[] = [];
    // small configs (searched), one asked past the searches (mapped), one of 400 measurements (mapped at once)
    for (let k = 0; k < 3000; k++) ms.push(m(`c${k % 7}`, `x${k % 11}`, k));
    for (let k = 0; k < 400; k++) ms.push(m('big', `y${k % 150}`, 10000 + k));
    const derived = [m('c1', 'promotion yield', 1), m('c1', 'x3', 2), m('new', 'x1', 3)];
    const index = new FirstMeasurements([ms, derived]);
    const want = reference([ms, derived]);
    const configs = ['c0', 'c1', 'c6', 'big', 'new', 'none'];
    const metrics = ['x0', 'x3', 'x10', 'x11', 'y0', 'y149', 'y150', 'promotion yield'];
    for (let round = 0; round < 100; round++)
      for (const c of configs) for (const x of metrics) expect(index.get(c, x)).toBe(want(c, x));
    expect(index.has('new')).toBe(true);
    expect(index.has('none')).toBe(false);
  });

  it('is empty without measurements', () => {
    const index = new FirstMeasurements([[], []]);
    expect(index.get('a', 'b')).toBeUndefined();
    expect(index.has('a')).toBe(false);
  });
});
