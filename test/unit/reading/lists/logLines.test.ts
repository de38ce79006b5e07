/** A tool's log: lines of one shape, each a repetition of the same measures (reading/lists/logLines.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const valueOf = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('log lines', () => {
  it("a producer's interval lines, then its summary line: the summary's values, times in seconds", () => {
    const text = [
      '```',
      '120000 records sent, 24000.5 records/sec (11.72 MB/sec), 812.4 ms avg latency, 990.0 ms max latency.',
      '131000 records sent, 26200.1 records/sec (12.79 MB/sec), 790.2 ms avg latency, 950.0 ms max latency.',
      '500000 records sent, 25100.3 records/sec (12.26 MB/sec), 801.10 ms avg latency, 990.00 ms max latency, 800 ms 50th, 970 ms 99th.',
      '```',
    ].join('\n');
    const a = analyze(text);
    expect(valueOf(a, 'run', 'records/sec')?.value).toBe(25100.3);
    expect(valueOf(a, 'run', 'avg latency')).toMatchObject({ value: 0.8011, unit: 's' });
    expect(valueOf(a, 'run', '99th')?.value).toBeCloseTo(0.97, 9);
  });

  it('lines with no summary are samples: their mean and spread', () => {
    const text = ['thr: 1.25 GB/s, lat: 6.5 nsec', 'thr: 1.35 GB/s, lat: 6.1 nsec', ''].join('\n');
    const m = valueOf(analyze(text), 'run', 'thr GB/s')!;
    expect([m.value, m.unit, m.samples]).toEqual([1.3, 'GB/s', [1.25, 1.35]]);
  });

  it("go-ycsb's operation lines under a heading each: the operation names the measure, the heading the run", () => {
    const text = [
      '```',
      '# Fast path on',
      'READ   - Takes(s): 0.3, Count: 500, OPS: 1800.5, Avg(us): 150, 99th(us): 340',
      'UPDATE - Takes(s): 0.3, Count: 490, OPS: 1700.2, Avg(us): 430, 99th(us): 950',
      '',
      '# Fast path off',
      'READ   - Takes(s): 0.4, Count: 500, OPS: 1300.1, Avg(us): 152, 99th(us): 320',
      'UPDATE - Takes(s): 0.4, Count: 490, OPS: 1250.7, Avg(us): 660, 99th(us): 1900',
      '```',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Fast path on', 'Fast path off']);
    expect(valueOf(a, 'Fast path off', 'UPDATE OPS')?.value).toBe(1250.7);
    expect(valueOf(a, 'Fast path on', 'UPDATE Avg')).toMatchObject({ value: 0.00043, unit: 's' });
  });

  it('one line of numbers is no log: a sentence gives as many', () => {
    expect(
      analyze('We saw 12 failures in 300 runs, 4 of them timeouts.\n').blocks.filter((b) => b.kind !== 'prose'),
    ).toEqual([]);
  });

  it("one line written again under each run's heading, set off from other output, is read each time (nats bench)", () => {
    const text = [
      '### nats bench',
      '```',
      'nats bench x --pub 1 --msgs 1000000',
      '```',
      'Sub stats: 1,457,860 msgs/sec ~ 177.96 MB/sec',
      '',
      '### with batch',
      '```',
      'swift run -c release bench pub x 1000000',
      '```',
      'Sub stats: 148,782 msgs/sec ~ 18.16 MB/sec',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs).toHaveLength(2);
    const [one, two] = a.configs.map((c) => c.label);
    expect(valueOf(a, one!, 'Sub stats msgs/sec')?.value).toBe(1457860);
    expect(valueOf(a, two!, 'MB/sec')?.value).toBe(18.16);
  });
});
