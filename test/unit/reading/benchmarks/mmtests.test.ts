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

describe("mmtests' TPut rows and older `MMTests Statistics:` sections", () => {
  // from test/wild/numastat-lkml-autonuma27-pid-nodes-specjbb-mmtests.txt, lines 60-67 and 120-125
  const a = analyze(fixture('mmtests-tput-statistics-duration.txt'));

  it('rows without change cells under the title; the glued `vanillaautonuma-v33r6` split by column', () => {
    expect(labels(a)).toEqual(['vanilla', 'autonuma-v33r6']);
    expect(m(a, 'autonuma-v33r6', 'System').value).toBe(824.27);
    expect(m(a, 'vanilla', 'Elapsed').value).toBe(10385.16);
    expect(m(a, 'vanilla', 'Actual Peak Bops').value).toBe(551074);
  });

  it('a TPut row is a statistic and its warehouse count', () => {
    const b = analyze(
      'SPECJBB BOPS\n                          3.6.0                 3.6.0\n                        vanilla        autonuma-v33r6\nTPut   1     103471.00 (  0.00%)    101492.00 ( -1.91%)\nTPut   2     214117.00 (  0.00%)    226589.00 (  5.82%)\n',
    );
    expect(m(b, 'autonuma-v33r6', 'TPut 2').value).toBe(226589);
  });
});
