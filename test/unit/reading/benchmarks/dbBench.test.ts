/** RocksDB's db_bench result lines, one run per block, named as one-run blocks are. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const wild = (slug: string) => readFileSync(`test/wild/${slug}.txt`, 'utf8');

describe('db_bench', () => {
  it('a result line under each caption: micros/op in seconds, the rates as written (rocksdb-3515)', () => {
    const a = analyze(wild('gh-rocksdb-3515-readrandom-results-before-after-this-pr-db-bench-lines'));
    const per = a.measurements.filter((m) => m.metric === 'readrandom micros/op');
    expect(per.map((m) => [m.config, m.unit])).toEqual([
      ['results before this PR', 's'],
      ['results after this PR', 's'],
    ]);
    expect(per[0]!.value).toBeCloseTo(0.393e-6, 15);
    expect(a.measurements.filter((m) => m.metric === 'readrandom ops/sec').map((m) => m.value)).toEqual([
      2545649, 2557407,
    ]);
    expect(a.measurements.find((m) => m.metric === 'readrandom MB/s')?.unit).toBe('MB/s');
  });

  it('a version alone over a fence (`6.27`), or with the word for what it printed (`6.14 output`), names the run', () => {
    const a = analyze(wild('gh-rocksdb-9307-db-bench-6-14-vs-6-27-readrandom-output-and-time-fences'));
    expect(a.configs.map((c) => c.label)).toEqual(['6.14', '6.27']);
    expect(a.measurements.filter((m) => m.metric === 'readrandom ops/sec').map((m) => m.value)).toEqual([81829, 69714]);
    expect(a.measurements.filter((m) => m.metric === 'real time (s)').map((m) => m.value)).toEqual([183.939, 210.919]);
  });
});
