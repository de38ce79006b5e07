/** The NAS Parallel Benchmarks' summary (reading/benchmarks/npb.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, m } from '../../helpers';

describe('NAS Parallel Benchmarks', () => {
  it('a summary: time and Mop/s named with the benchmark; a failed verification is in the block’s title', () => {
    const npb = (v: string) =>
      analyze(
        ' MG Benchmark Completed.\n Class           =                        C\n Time in seconds =                    12.34\n' +
          ` Mop/s total     =                 12615.21\n Mop/s/thread    =                   197.11\n Verification    =               ${v}\n`,
      );
    const a = npb('SUCCESSFUL');
    expect(m(a, 'run', 'MG Mop/s total')).toMatchObject({ value: 12615.21, unit: 'Mop/s' });
    expect(m(a, 'run', 'MG time (s)').value).toBe(12.34);
    expect(a.blocks.find((b) => b.kind === 'results-table')!.title).toBe('NPB MG');
    expect(npb('UNSUCCESSFUL').blocks.find((b) => b.kind === 'results-table')!.title).toBe(
      'NPB MG (verification UNSUCCESSFUL)',
    );
  });
});
