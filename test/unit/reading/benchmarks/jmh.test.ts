/** JMH's result tables (reading/benchmarks/jmh.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('JMH', () => {
  it('the methods are the runs, the class and mode the measure; a method of another path is qualified', () => {
    const text = [
      'Benchmark                                            Mode  Cnt        Score       Error  Units',
      'c.g.f.j.databind.Serialization.avajejsonb           thrpt   20  1666120.113 ± 63817.274  ops/s',
      'c.g.f.j.databind.Serialization.jackson              thrpt   20  1356579.031 ± 62725.403  ops/s',
      'c.g.f.j.stream.Serialization.jackson                thrpt   20  1448220.803 ±  7608.611  ops/s',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['avajejsonb', 'jackson', 'stream.Serialization.jackson']);
    const m = value(a, 'jackson', 'Serialization thrpt')!;
    expect([m.value, m.stddev, m.unit]).toEqual([1356579.031, 62725.403, 'ops/s']);
  });

  it('parameters name the measure; times per operation in seconds, rates per second', () => {
    const text = [
      'Benchmark               (size)  Mode  Cnt    Score    Error  Units',
      'Lists.arrayList            100  avgt    5  123.456 ±  1.234  ns/op',
      'Lists.linkedList           100  avgt    5  456.789 ±  4.567  ns/op',
      'Lists.arrayList           1000  thrpt   5    1.500 ±  0.010  ops/ms',
    ].join('\n');
    const a = analyze(text);
    expect(value(a, 'linkedList', 'Lists size=100 avgt')!.value).toBeCloseTo(456.789e-9, 15);
    expect(value(a, 'arrayList', 'Lists size=1000 thrpt')!.value).toBeCloseTo(1500, 9);
  });
});
