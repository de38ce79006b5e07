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

describe('mmtests comparisons printed without their header', () => {
  it('each next benchmark under its heading takes the columns of the first, through a chain of them; a caption is no header', () => {
    const a = analyze(
      [
        '                        6.2.0-rc5         6.2.0-rc5-ibs',
        'Amean     user-512  19385.27 (   0.00%)    18140.69 *   6.42%*',
        '',
        'autonumabench',
        '=============',
        'Amean     elsp-NUMA01   747.73 (   0.00%)      625.29 *  16.37%*',
        '',
        'tbench4 Throughput',
        '==================',
        'Hmean     512     72455.66 (   0.00%)    53141.88 * -26.66%*',
        '',
        'dbench4 Throughput (misleading but traditional)',
        '',
        'Hmean     1        987.47 (   0.00%)      938.07 *  -5.00%*',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['6.2.0-rc5', '6.2.0-rc5-ibs']);
    expect(m(a, '6.2.0-rc5-ibs', 'Amean elsp-NUMA01').value).toBe(625.29);
    expect(a.measurements.some((x) => x.config === '6.2.0-rc5-ibs' && x.value === 53141.88)).toBe(true);
    expect(a.measurements.some((x) => x.config === '6.2.0-rc5-ibs' && x.value === 938.07)).toBe(true);
  });

  it('rows far from any comparison with change cells stay unread', () => {
    const a = analyze(
      ['Some words here', '', 'Amean     latency-1   2.13 (   0.00%)   10.92 *-411.44%*'].join('\n') + '\n',
    );
    expect(labels(a)).not.toContain('6.2.0-rc5');
  });
});

describe('mmtests rows quoted without their header', () => {
  it('the column every row marks `(0.00%)` is the baseline, the other the patched kernel', () => {
    const a = analyze(
      [
        '> This is just your first two patches.',
        '>',
        '> Hmean     tput-1     39748.93 (   0.00%)    39568.77 (  -0.45%)',
        '> Hmean     tput-8    362378.08 (   0.00%)   337205.87 *  -6.95%*',
        '> Hmean     tput-11   486188.58 (   0.00%)   341951.27 * -29.67%*',
        '> Stddev    tput-11     7537.76 (   0.00%)    16882.17 (-123.97%)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'patched']);
    expect(m(a, 'patched', 'Hmean tput-11').value).toBe(341951.27);
  });

  it('two such rows are not enough to be a comparison', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        'Hmean     tput-1     39748.93 (   0.00%)    39568.77 (  -0.45%)',
        'Hmean     tput-8    362378.08 (   0.00%)   337205.87 *  -6.95%*',
        '',
      ].join('\n'),
    );
    expect(labels(a)).not.toContain('baseline');
  });
});

describe('cells and columns as posts write them (second survey)', () => {
  it('mmtests changes with a plus sign (`(    +0.00%)`, `(   +34.12%)`) keep the table whole', () => {
    const a = analyze(
      [
        '                                                VANILLA    defrag_mode=1-OOMFIX',
        'Hugealloc Time mean               52739.45 (    +0.00%)   27342.44 (   -48.15%)',
        'THP fault alloc                   46727.07 (    +0.00%)   62669.93 (   +34.12%)',
        'Pages kswapd scanned            2160926.73 (    +0.00%) 4052539.93 (   +87.54%)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['VANILLA', 'defrag_mode=1-OOMFIX']);
    expect(m(a, 'defrag_mode=1-OOMFIX', 'THP fault alloc').value).toBe(62669.93);
  });
});
