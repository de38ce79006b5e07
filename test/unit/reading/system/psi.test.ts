/** Pressure stall information (reading/system/psi.ts): the averages in %, the total in seconds. */
import { describe, expect, it } from 'vitest';
import { analyze, m } from '../../helpers';

describe('pressure stall information', () => {
  it('`some` and `full` lines: the averages in %, the total in seconds, the resource from the file read', () => {
    const a = analyze(
      '$ cat /proc/pressure/memory\nsome avg10=12.34 avg60=8.10 avg300=2.05 total=123456789\n' +
        'full avg10=3.21 avg60=1.90 avg300=0.45 total=23456789\n',
    );
    expect(m(a, 'run', 'memory some avg10')).toMatchObject({ value: 12.34, unit: '%' });
    expect(m(a, 'run', 'memory full total')).toMatchObject({ value: 23.456789, unit: 's' });
    const io = analyze('$ cat /sys/fs/cgroup/db/io.pressure\nsome avg10=1.00 avg60=0.50 avg300=0.10 total=5000\n');
    expect(m(io, 'run', 'io some avg60').value).toBe(0.5);
  });
});
