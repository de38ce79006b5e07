/** mmtests' compare output (reading/benchmarks/mmtests.ts): statistic rows with their change cells, the Duration and Ops sections, rows quoted without their header. */
import { describe, expect, it } from 'vitest';
import { analyze, dataBlocks, fixture, labels, m, shape } from '../../helpers';

describe('mmtests compare', () => {
  it('Amean/Stddev rows with `( x.xx%)` and `* x.xx%*` cells, then Duration and Ops sections', () => {
    // from test/wild/mmtests-thpscale-memcg-lru-quoted-4way.txt, lines 83-85, 98-100, 107-109 and 165-177 (quoted)
    const a = analyze(fixture('mmtests-compare.txt'));
    expect(shape('mmtests-compare.txt')).toEqual(['results-table 1-9', 'results-table 11-15', 'results-table 17-22']);
    expect(dataBlocks('mmtests-compare.txt')[0]!.title).toBe('thpscale Fault Latencies');
    expect(labels(a)).toEqual(['base1', 'base2', 'lru1', 'lru2']);
    expect(m(a, 'base1', 'Amean fault-huge-1').value).toBe(1549.55);
    expect(m(a, 'base2', 'Amean fault-huge-4').value).toBe(2709.37); // a `* -15.18%*` cell
    expect(m(a, 'lru2', 'Stddev fault-huge-3').value).toBe(3976.86);
    expect(m(a, 'lru1', 'Duration Elapsed').value).toBe(1232.97);
    expect(m(a, 'lru2', 'Ops Swap Outs').value).toBe(6812);
    expect(m(a, 'base1', 'Ops Minor Faults').line).toBe(19);
    // the change percentages are the author's comparison, not values of their own
    expect(a.measurements.some((x) => x.value === -15.18 || x.value === 12.14)).toBe(false);
  });
});
