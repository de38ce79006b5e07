/** The fish shell's `time` (reading/benchmarks/fishTime.ts) and h2load's summary (reading/benchmarks/h2load.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('fish time', () => {
  it('each report under its command: the totals in seconds, the commands naming the runs', () => {
    const report = (exec: string, usr: string) => [
      '_________________________',
      `Executed in  ${exec}`,
      `   usr time  ${usr}    150.00 micros    9.17 millis`,
      '   sys time    0.21 secs',
    ];
    const text = [
      '$ time python fib.py  # CPython',
      ...report('630.05 secs', '627.57 secs'),
      '',
      '$ time pypy fib.py  # PyPy',
      ...report('216.10 millis', '9.32 millis'),
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['python fib.py # CPython', 'pypy fib.py # PyPy']);
    expect(value(a, 'pypy fib.py # PyPy', 'Executed in')!.value).toBeCloseTo(0.2161, 9);
    expect(value(a, 'python fib.py # CPython', 'usr time')!.value).toBe(627.57);
  });
});

describe('h2load', () => {
  it("the time, rate and throughput, the counts by outcome, the timing rows' mean and sd, under their headings", () => {
    const summary = (rps: string, ok: number) => [
      '```',
      `finished in 15.02s, ${rps} req/s, 769.21MB/s`,
      `requests: ${ok} total, ${ok} started, ${ok} done, ${ok} succeeded, 0 failed, 0 errored, 0 timeout`,
      `status codes: ${ok} 2xx, 0 3xx, 0 4xx, 0 5xx`,
      '                     min         max         mean         sd        +/- sd',
      'time for request:      123us     12.34ms      1.23ms       456us    78.90%',
      '```',
    ];
    const text = ['#### 5.10.35', ...summary('7869.00', 118035), '#### 6.12.12', ...summary('18251.87', 273778)].join(
      '\n',
    );
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['5.10.35', '6.12.12']);
    expect(value(a, '6.12.12', 'req/s')!.value).toBe(18251.87);
    expect(value(a, '5.10.35', 'requests succeeded')!.value).toBe(118035);
    expect(value(a, '5.10.35', 'status codes 2xx')!.value).toBe(118035);
    const t = value(a, '5.10.35', 'time for request mean')!;
    expect(t.value).toBeCloseTo(0.00123, 12);
    expect(t.stddev).toBeUndefined();
    expect(value(a, '5.10.35', 'time for request sd')!.value).toBeCloseTo(0.000456, 12);
  });
});
