/** perf stat's clocks in the unit it prints them (reading/benchmarks/perfStat.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('perf stat clocks', () => {
  it('`ns duration_time` and `ns system_time` as newer perf prints them are times in seconds, as `msec task-clock` is', () => {
    const text = [
      " Performance counter stats for '/sbin/modprobe test_kallsyms_b':",
      '',
      '        86,430,119 ns   duration_time',
      '        84,407,000 ns   system_time',
      '               213      page-faults',
      '          9,966.81 msec task-clock',
      '',
      '       0.086430119 seconds time elapsed',
      '',
    ].join('\n');
    const got = new Map(analyze(text).measurements.map((m) => [m.metric, m]));
    const seconds = (metric: string) => [got.get(metric)!.value.toPrecision(12), got.get(metric)!.unit];
    expect(seconds('duration_time')).toEqual(['0.0864301190000', 's']);
    expect(seconds('system_time')).toEqual(['0.0844070000000', 's']);
    expect(seconds('task-clock')).toEqual(['9.96681000000', 's']);
    expect([got.get('page-faults')!.value, got.get('page-faults')!.unit]).toEqual([213, 'count']);
  });
});
