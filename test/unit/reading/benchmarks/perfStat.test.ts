/** perf stat's counter block (reading/benchmarks/perfStat.ts): `( +- x% )` spreads, runs named by the line above or the command counted, a bare counter list. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('perf stat', () => {
  it('`( +- x% )` counters and `mean +- abs seconds time elapsed`, each block named by the line above it', () => {
    // from test/wild/perfstat-arm64-tlbi-rhel8-rpmbuild.txt, lines 179-212
    const a = analyze(fixture('perf-stat-repeat.txt'));
    expect(shape('perf-stat-repeat.txt')).toEqual(['results-table 3-16', 'results-table 21-34']);
    expect(labels(a)).toEqual(['stock RHEL-8 build', "RHEL8 kernel + Andrea's patches"]);
    const stock = 'stock RHEL-8 build';
    const patched = "RHEL8 kernel + Andrea's patches";
    const elapsed = m(a, stock, 'seconds time elapsed');
    expect(elapsed.value).toBe(0.1230361);
    expect(elapsed.unit).toBe('s');
    expect(elapsed.stddev).toBe(0.0000435);
    expect(elapsed.line).toBe(16);
    const clock = m(a, patched, 'task-clock');
    expect(clock.value).toBeCloseTo(0.12557, 9); // msec -> s
    expect(clock.stddev).toBeCloseTo(0.12557 * 0.0005, 12);
    expect(m(a, patched, 'dTLB-load-misses').value).toBe(45340);
    expect(m(a, patched, 'dTLB-load-misses').stddev).toBeCloseTo(45340 * 0.0507, 6);
    // a counter printed without `( +- )` has no stddev
    expect(m(a, stock, 'cpu-migrations').stddev).toBeUndefined();
  });
});
