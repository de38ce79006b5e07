/** The unit a metric's name states, and its conversion to base units (text/units.ts metricName). */
import { describe, expect, it } from 'vitest';
import { metricName } from '../../../src/core/text/units';

describe('the unit a metric name states', () => {
  it('in brackets, with a note after it', () => {
    expect(metricName('p99 latency (ms, ↓)')).toMatchObject({ unit: 's', factor: 1e-3 });
    expect(metricName('Peak RSS (MB, lower is better)')).toMatchObject({ unit: 'bytes', factor: 2 ** 20 });
  });

  it('the micro sign and the Greek mu alike', () => {
    expect(metricName('Max latency (µs)').factor).toBe(1e-6);
    expect(metricName('Max latency (μs)').factor).toBe(1e-6);
  });

  it('a time per what the name goes on to say', () => {
    expect(metricName('µs per first touch')).toMatchObject({ unit: 's', factor: 1e-6 });
    expect(metricName('ns per op')).toMatchObject({ unit: 's', factor: 1e-9 });
    // a count per something is no time
    expect(metricName('pages per second').unit).toBe('');
  });
});
