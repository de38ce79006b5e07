/** fio's group summary (reading/benchmarks/fio.ts) as commit messages and mails quote it. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('fio', () => {
  it("fio 2's direction lines under each run's caption, the group's line left out: two runs, their bandwidth", () => {
    const a = analyze(
      [
        'Enabled:',
        'READ: io=177071MB, aggrb=2951.2MB/s, minb=2951.2MB/s, maxb=2951.2MB/s,',
        'Disabled:',
        'READ: io=271454MB, aggrb=4524.4MB/s, minb=4524.4MB/s, maxb=4524.4MB/s,',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Enabled', 'Disabled']);
    expect(a.measurements.filter((m) => m.metric === 'READ bw').map((m) => m.value)).toEqual([2951.2, 4524.4]);
  });

  it("a double-spaced mail: the group's line, a blank, then its direction", () => {
    const a = analyze(
      [
        'Run status group 0 (all jobs):',
        '',
        '   READ: bw=144MiB/s (150MB/s), 144MiB/s-144MiB/s (150MB/s-150MB/s), io=2048MiB (2147MB), run=14271-14271msec',
      ].join('\n'),
    );
    expect(a.measurements.find((m) => m.metric === 'READ bw')?.value).toBe(144);
    expect(a.configs.map((c) => c.label)).not.toContain('Run status group 0 (all jobs)');
  });
});
