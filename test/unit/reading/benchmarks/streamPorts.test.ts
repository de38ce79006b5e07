/** STREAM as its ports print it (reading/benchmarks/stream.ts): Kokkos' and BabelStream's rate lines. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('STREAM ports', () => {
  it('`Set  267745.41 MB/s` ... `Triad  260235.19 MB/s` without colons: each kernel its rate, as written', () => {
    const text = [
      'Kokkos_stream:',
      '',
      'Set               267745.41 MB/s',
      'Copy              258916.39 MB/s',
      'Scale             258756.15 MB/s',
      'Add               260532.46 MB/s',
      'Triad             260235.19 GB/s',
    ].join('\n');
    const a = analyze(text);
    expect(a.blocks.filter((b) => b.kind !== 'prose').map((b) => b.title)).toEqual(['STREAM']);
    const triad = a.measurements.find((m) => m.metric === 'Triad')!;
    expect([triad.value, triad.unit]).toEqual([260235.19, 'GB/s']);
    expect(a.measurements.map((m) => m.metric)).toEqual(['Set', 'Copy', 'Scale', 'Add', 'Triad']);
  });

  it('one such line alone is no STREAM report', () => {
    expect(analyze('Copy              258916.39 MB/s\n').blocks.some((b) => b.title === 'STREAM')).toBe(false);
  });
});
