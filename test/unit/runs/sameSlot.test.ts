/** One run named two ways in two benchmarks of one text (runs/sameSlot.ts), and runs named inside a block's keys (runs/runsInKeys.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../helpers';

describe('one policy compared by three benchmarks, named three ways', () => {
  // from test/wild/lkml-weighted-interleave-v4-mlc-stream-xsbench.txt, lines 174-273
  const a = analyze(fixture('runs-in-keys-three-benchmarks.txt'));

  it('MLC `DRAM only bandwidth (GBps): 298.8`: the runs named inside the keys, one quantity per unit', () => {
    expect(labels(a)).not.toContain('Performance tests - MLC');
    expect(m(a, 'dram only', 'bandwidth (GBps): W2 2:1 read:write').value).toBe(298.8);
    expect(m(a, 'weighted interleave', 'bandwidth (GBps): W2 2:1 read:write').value).toBe(412.5);
    expect(m(a, 'default interleave', 'bandwidth (GBps): W5 1:1 read:write').value).toBe(117.23);
    // `Gain over DRAM only: 1.38x` is the author's ratio of the runs, not a value of `dram only`
    expect(a.measurements.some((x) => /gain/i.test(x.metric))).toBe(false);
  });

  it('STREAM’s `global weighted interleave` is XSBench’s `weighted interleave`: both beside the same runs, never compared', () => {
    expect(labels(a)).toEqual([
      'dram only',
      'CXL-only',
      'default interleave',
      'targted regions w/ global weights',
      'weighted interleave',
    ]);
    expect(m(a, 'weighted interleave', 'Triad Best Rate').value).toBe(217671.5);
    expect(m(a, 'weighted interleave', 'Lookups/s').value).toBe(5809513);
  });

  it('a qualifier that makes another run keeps them apart: `no THP` is not `THP`, `global THP` is', () => {
    const text = (q: string) =>
      `base:\nCopy: 10 MB/s\nTriad: 11 MB/s\n\n${q} THP:\nCopy: 8 MB/s\nTriad: 9 MB/s\n\n` +
      'base:\nRuntime: 5 seconds\nLookups/s: 100\n\nTHP:\nRuntime: 4 seconds\nLookups/s: 120\n';
    expect(labels(analyze(text('no')))).toEqual(['base', 'no THP', 'THP']);
    expect(labels(analyze(text('global')))).toEqual(['base', 'THP']);
  });

  it('`echo 9 > .../weighted_interleave/node1` written after CXL-only’s results holds for the runs after it', () => {
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables;
    expect(t('weighted interleave')['mm.mempolicy.weighted_interleave.node1']).toBe('9');
    expect(t('targted regions w/ global weights')['mm.mempolicy.weighted_interleave.node2']).toBe('1');
    expect(t('CXL-only')['mm.mempolicy.weighted_interleave.node1']).toBeUndefined();
  });

  it('`targted regions w/ global weights (mbind2 ...)` names the whole run; a sentence keeps only its `with` part', () => {
    const s = analyze('Here are the numbers with THP (two runs)\nCopy: 10 MB/s\nTriad: 11 MB/s\n');
    expect(labels(s)).not.toContain('Here are the numbers with THP');
  });
});
