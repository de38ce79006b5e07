/** The unit a metric's name states, and its conversion to base units (text/units.ts metricName). */
import { describe, expect, it } from 'vitest';
import { metricName } from '../../../src/core/text/units';
import { analyze, m } from '../helpers';

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

describe('units at the end of a name', () => {
  it('`ns/op` is seconds per operation, `migrated_GiB` bytes, `memory_psi_some_us` seconds; `ops_per_sec` stays a rate', () => {
    const a = analyze(
      [
        '| case | ns/op | migrated_GiB | memory_psi_some_us | ops_per_sec |',
        '|---|---:|---:|---:|---:|',
        '| off | 6.010 | 0.00 | 106911 | 1200 |',
        '| on | 16.326 | 23.35 | 6943420 | 900 |',
        '',
      ].join('\n'),
    );
    expect(m(a, 'on', 'ns/op').value).toBeCloseTo(16.326e-9, 15);
    expect(m(a, 'on', 'ns/op').unit).toBe('s');
    expect(m(a, 'on', 'migrated_GiB').value).toBeCloseTo(23.35 * 2 ** 30, 0);
    expect(m(a, 'off', 'memory_psi_some_us').value).toBeCloseTo(0.106911, 9);
    expect(m(a, 'on', 'ops_per_sec').unit).not.toBe('s');
  });
});

describe('a unit after a comma', () => {
  it('`Average Latency, ms` and `p99, ms` are times; `Model, B` and `Processes, 8` name no unit', () => {
    expect(metricName('Average Latency, ms')).toEqual({ name: 'Average Latency (s)', unit: 's', factor: 1e-3 });
    expect(metricName('Peak RSS, MB')).toMatchObject({ unit: 'bytes', factor: 2 ** 20 });
    expect(metricName('Model, B').unit).toBe('');
    expect(metricName('Processes, 8').unit).toBe('');
  });

  it('a unit after a comma is read as one in brackets is: `Server Time, us/call` is seconds per call', () => {
    expect(metricName('Server Time, us/call')).toEqual(metricName('Server Time (us/call)'));
    expect(metricName('Server Time, us/call')).toEqual({ name: 'Server Time (s/call)', unit: 's', factor: 1e-6 });
  });
});
