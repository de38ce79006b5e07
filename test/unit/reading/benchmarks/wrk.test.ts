/** wrk's report (reading/benchmarks/wrk.ts) as posts paste it: under Before/After, or commented out in a shell block. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const report = (prefix: string, rps: string) =>
  [
    'Running 30s test @ http://localhost/plaintext',
    '  32 threads and 1024 connections',
    '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
    '    Latency     7.36ms   17.09ms 341.62ms   96.60%',
    '    Req/Sec    62.36k    11.00k   95.84k    92.01%',
    '  Latency Distribution',
    '     50%    1.72ms',
    '     99%    5.84ms',
    '  59601197 requests in 30.03s, 7.33GB read',
    `Requests/sec: ${rps}`,
    'Transfer/sec:    249.87MB',
  ].map((l) => prefix + l);

describe('wrk', () => {
  it('two reports under Before and After: two runs, latency in seconds, requests per second and transfer as written', () => {
    const a = analyze(['Before', ...report('', '1984923.91'), '', 'After', ...report('', '2174662.49')].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    const of = (metric: string) => a.measurements.filter((m) => m.metric === metric).map((m) => m.value);
    expect(of('Requests/sec')).toEqual([1984923.91, 2174662.49]);
    expect(of('Latency avg')[0]).toBeCloseTo(0.00736, 9);
    expect(of('Latency p99')[0]).toBeCloseTo(0.00584, 9);
    expect(of('Req/Sec avg')).toEqual([62360, 62360]);
    expect(a.measurements.find((m) => m.metric === 'Transfer/sec')).toMatchObject({ value: 249.87, unit: 'MB/s' });
    expect(of('read')[0]).toBe(7.33 * 2 ** 30);
  });

  it('a report commented out line by line (`# `) in a shell block reads the same', () => {
    const a = analyze(
      ['```sh', 'wrk -c100 -t4 -d1m --latency http://localhost/', ...report('# ', '50073.47'), '```'].join('\n'),
    );
    expect(a.measurements.find((m) => m.metric === 'Requests/sec')?.value).toBe(50073.47);
  });

  it("wrk2's calibration line per thread before the table: one report, named by its command", () => {
    const wrk2 = (rate: string, lat: string, rps: string) => [
      `wrk -t1 -c1 -d30s -R${rate} http://127.0.0.1:4001/reload`,
      'Running 30s test @ http://127.0.0.1:4001/reload',
      '  1 threads and 1 connections',
      '  Thread calibration: mean lat.: 0.982ms, rate sampling interval: 10ms',
      '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
      `    Latency     ${lat}  472.51us   2.22ms   60.54%`,
      '    Req/Sec     2.10k   122.34     2.56k    62.39%',
      '  60000 requests in 30.00s, 6.24MB read',
      `Requests/sec:   ${rps}`,
      'Transfer/sec:    212.89KB',
      '',
    ];
    const a = analyze(
      ['```shell', ...wrk2('2000', '0.98ms', '1999.97'), ...wrk2('4000', '644.13us', '3999.91'), '```'].join('\n'),
    );
    expect(a.measurements.filter((m) => m.metric === 'Requests/sec').map((m) => m.value)).toEqual([1999.97, 3999.91]);
    expect(a.measurements.some((m) => /^(avg|stdev|max)$/i.test(m.config))).toBe(false);
  });
});
