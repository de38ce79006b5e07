/** fio's group summary (reading/benchmarks/fio.ts) as commit messages and mails quote it. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { fixture, labels, m } from '../../helpers';

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

describe('fio group summaries under run headings, quoted five deep', () => {
  // from test/wild/fio-lkml-mglru-run-status-deep-quoted.txt, lines 226-235
  const a = analyze(fixture('fio-run-status-quoted.txt'));

  it('one run per `Run status group`, named by the heading above; the wrapped READ line is one', () => {
    expect(labels(a)).toEqual(['Unpatched 6.7-rc4', 'Patched with RFC v4']);
    expect(m(a, 'Unpatched 6.7-rc4', 'READ bw').value).toBe(6548);
    expect(m(a, 'Unpatched 6.7-rc4', 'READ bw').unit).toBe('MiB/s');
    expect(m(a, 'Patched with RFC v4', 'READ io').value).toBe(2130 * 2 ** 30);
    expect(m(a, 'Patched with RFC v4', 'READ run').value).toBe(300.001);
  });

  it("fio 2's `aggrb=` is the group's bandwidth", () => {
    const b = analyze(
      'Run status group 0 (all jobs):\n  WRITE: io=2700.0GB, aggrb=3234.8MB/s, minb=276031KB/s, maxb=277391KB/s, mint=850530msec, maxt=854720msec\n',
    );
    expect(m(b, 'run', 'WRITE bw').value).toBe(3234.8);
    expect(m(b, 'run', 'WRITE run').value).toBe(854.72);
  });
});
