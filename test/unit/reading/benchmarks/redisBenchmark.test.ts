/** redis-benchmark's default output (reading/benchmarks/redisBenchmark.ts), in the shapes its versions print. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { fixture, labels, m, shape } from '../../helpers';

const measure = (text: string) => {
  const a = analyze(text);
  return (metric: string) => a.measurements.find((m) => m.metric === metric);
};

describe('redis-benchmark, default output', () => {
  it('before 6.2: a section per command, its rate, its time and the bounds of its cumulative latencies', () => {
    const at = measure(
      [
        '====== SET ======',
        '  10000 requests completed in 0.11 seconds',
        '  50 parallel clients',
        '  3 bytes payload',
        '  keep alive: 1',
        '',
        '99.52% <= 105 milliseconds',
        '99.94% <= 110 milliseconds',
        '100.00% <= 110 milliseconds',
        '90909.09 requests per second',
        '',
        '====== GET ======',
        '  10000 requests completed in 0.07 seconds',
        '  50 parallel clients',
        '',
        '100.00% <= 0 milliseconds',
        '138888.89 requests per second',
      ].join('\n'),
    );
    expect([at('SET')?.value, at('SET')?.unit]).toEqual([90909.09, 'ops/s']);
    expect([at('SET elapsed')?.value, at('SET elapsed')?.unit]).toEqual([0.11, 's']);
    // `99.52% <= 105 milliseconds` is a bound, not a value with a pointer after it
    expect(at('SET p50')?.value).toBeCloseTo(0.105, 6);
    expect(at('GET')?.value).toBe(138888.89);
    // `100.00% <= 0 milliseconds`: under the printed resolution, so no percentile rather than a zero
    expect(at('GET p50')).toBeUndefined();
  });

  it('6.2 and later: the summary states the rate and the latencies, in ms', () => {
    const at = measure(
      [
        '====== SET ======',
        '  100000 requests completed in 0.77 seconds',
        '  50 parallel clients',
        '  3 bytes payload',
        '  keep alive: 1',
        '  host configuration "save": 3600 1 300 100 60 10000',
        '  multi-thread: no',
        '',
        'Latency by percentile distribution:',
        '0.000% <= 0.143 milliseconds (cumulative count 1)',
        '50.000% <= 0.263 milliseconds (cumulative count 52036)',
        '100.000% <= 1.463 milliseconds (cumulative count 100000)',
        '',
        'Summary:',
        '  throughput summary: 129533.68 requests per second',
        '  latency summary (msec):',
        '          avg       min       p50       p95       p99       max',
        '        0.277     0.136     0.263     0.383     0.527     1.463',
      ].join('\n'),
    );
    expect(at('SET')?.value).toBe(129533.68);
    expect(at('SET p99')?.value).toBeCloseTo(0.000527, 9);
    expect(at('SET avg')?.value).toBeCloseTo(0.000277, 9);
  });
});

describe('redis-benchmark -q', () => {
  it('`CMD: N requests per second` lines are one run whose commands are metrics; the heading above the code fence names it', () => {
    // from test/wild/redis-benchmark-q-three-engines-headings.txt (lines 56-74), the p50 form of
    // test/wild/redis-benchmark-q-p50-value-size-headings.txt on the second block
    expect(shape('redis-benchmark-q.txt')).toEqual(['results-table 6-7', 'results-table 15-16']);
    const a = analyze(fixture('redis-benchmark-q.txt'));
    expect(labels(a)).toEqual(['Pidis', 'Redis']);
    expect(m(a, 'Pidis', 'SET').value).toBe(13641.26);
    expect(m(a, 'Redis', 'GET').value).toBe(448028.66);
    expect(m(a, 'Redis', 'SET p50').value).toBeCloseTo(0.000335, 9);
    expect(m(a, 'Redis', 'SET p50').unit).toBe('s');
  });
});

describe('redis-benchmark --csv', () => {
  it('the header over repeated command rows: each command a metric, its repeats samples, latencies in seconds', () => {
    const a = analyze(
      [
        '## baseline',
        '```',
        '"test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"',
        '"GET","79974.41","0.382","0.024","0.375","0.471","0.735","2.375"',
        '"SET","83305.57","0.374","0.032","0.367","0.479","0.735","2.071"',
        '"GET","86926.29","0.351","0.032","0.343","0.439","0.671","1.247"',
        '"SET","83305.57","0.374","0.032","0.359","0.471","0.711","2.167"',
        '```',
        '',
      ].join('\n'),
    );
    const get = a.measurements.find((x) => x.metric === 'GET')!;
    expect(get.value).toBeCloseTo((79974.41 + 86926.29) / 2, 6);
    expect(get.samples).toEqual([79974.41, 86926.29]);
    expect(a.measurements.find((x) => x.metric === 'SET p50')!.value).toBeCloseTo(0.000363, 9);
  });
});
