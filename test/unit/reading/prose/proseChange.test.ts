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

describe('a change stated in one clause', () => {
  it('`tg increased from 2.4 t/s to 4.31 t/s` in a long sentence: before and after', () => {
    const a = analyze(
      'On the tested system it increased the token generation rate by 80% (dual Epyc 9175F, 16 x DDR5 6400 MT/s RAM, Llama-3.1-70B-Instruct model, f16, tg increased from 2.4 t/s to 4.31 t/s)\n',
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'after', 't/s').value).toBe(4.31);
  });

  it('a range written with from/to in other units is no change', () => {
    const a = analyze('Latency went from 100 ns to 300 ns as the load grew.\n');
    expect(a.measurements).toHaveLength(0);
  });
});

describe('a change stated in one sentence', () => {
  it('`improved <metric> from A to B by enabling X`: the verb’s object is the metric, before and after the runs', () => {
    const a = analyze(
      'Intro line.\n\nOne application improved query 99p latency from 950 ms to 150ms during concurrent query and write by enabling THP.\n',
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'before', 'query 99p latency').value).toBeCloseTo(0.95, 9);
    expect(m(a, 'after', 'query 99p latency').value).toBeCloseTo(0.15, 9);
  });

  it('a change with neither a named run nor a cause compares nothing', () => {
    const a = analyze('Intro line.\n\nOver the day the cache improved its hit rate from 80% to 85%.\n');
    expect(a.measurements).toEqual([]);
  });
});

describe('cells and columns as posts write them (second survey)', () => {
  it('`With the patch, the build time decreases 3.4% (from 206s to 199s)`: the run is named before the change', () => {
    const a = analyze(
      'We tested kbuild.  With the patch, the build time\ndecreases 3.4% (from 206s to 199s).  Other text.\n',
    );
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'patched', 'build time').value).toBe(199);
  });
});
