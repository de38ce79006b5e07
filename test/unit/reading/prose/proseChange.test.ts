/** A change stated in one sentence (reading/prose/proseChange.ts): from A to B, with a named run or setting. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../../helpers';

describe('a change stated in one sentence', () => {
  // from test/wild/prose-lkml-tiering-rate-limit-from-to-mbs.txt, lines 64-68
  it('from X to Y with the patch: base and patched', () => {
    const a = analyze(fixture('prose-change-from-to.txt'));
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'base', 'page promotion throughput').value).toBe(208.2);
    expect(m(a, 'patched', 'page promotion throughput').value).toBe(105.3);
    expect(m(a, 'patched', 'page promotion throughput').unit).toBe('MB/s');
  });

  it('with a setting named: without and with it; no run named, nothing read', () => {
    const a = analyze('The elapsed time drops from 82.7 s to 69.2 s with THP enabled.\n');
    expect(labels(a)).toEqual(['without THP enabled', 'with THP enabled']);
    expect(m(a, 'with THP enabled', 'elapsed time').value).toBe(69.2);
    expect(analyze('Memory use grew from 2 GB to 4 GB over the day.\n').measurements).toEqual([]);
  });
});
