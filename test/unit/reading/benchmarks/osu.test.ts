/** The OSU Micro-Benchmarks' output: a run per output, a measure per column and message size. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('OSU micro-benchmarks', () => {
  it('two osu_bibw outputs under their lead-in lines: two runs compared size by size (ucx)', () => {
    const a = analyze(
      readFileSync('test/wild/gh-ucx-7946-osu-bibw-ompi-4-1-2-ucx-1-11-2-vs-1-12-size-bandwidth-fences.txt', 'utf8'),
    );
    expect(a.configs.map((c) => c.label)).toEqual([
      'With Open-MPI 4.1.2 + UCX 1.11.2',
      'With Open-MPI 4.1.2 + UCX 1.12 (.0 and .1-rc2)',
    ]);
    const at512 = a.measurements.filter((m) => m.metric === 'Bandwidth 512');
    expect(at512.map((m) => [m.value, m.unit])).toEqual([
      [355.75, 'MB/s'],
      [380.11, 'MB/s'],
    ]);
  });

  it("osu_latency's columns: latencies in seconds, iterations a count", () => {
    const text = [
      '# OSU MPI Allreduce Latency Test v5.8',
      '# Size       Avg Latency(us)   Min Latency(us)   Max Latency(us)  Iterations',
      '4                       1.50              1.20              1.90        1000',
      '8                       1.62              1.31              2.05        1000',
      '',
    ].join('\n');
    const got = analyze(text).measurements.filter((m) => m.metric.endsWith(' 8'));
    expect(got.map((m) => [m.metric, m.unit])).toEqual([
      ['Avg Latency 8', 's'],
      ['Min Latency 8', 's'],
      ['Max Latency 8', 's'],
      ['Iterations 8', 'count'],
    ]);
    expect(got[0]!.value).toBeCloseTo(1.62e-6, 12);
  });
});
