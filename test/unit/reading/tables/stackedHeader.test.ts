/** Aligned tables under a header stacked over several lines (netperf's four, a blank line, then the values). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { labels, m } from '../../helpers';

const text = (slug: string) => readFileSync(`test/wild/${slug}.txt`, 'utf8');

describe('a header stacked over lines', () => {
  it("netperf's four header lines, a blank line and a row of numbers: one run's measures, each column named by its words", () => {
    const a = analyze(text('mail-netdev-sfc-xdp-netperf-tcp-stream-without-with-xdp-quoted'));
    const of = (config: string) => a.measurements.filter((m) => m.config === config).map((m) => [m.metric, m.value]);
    // `Socket Socket` stands over the first two columns: a word each
    expect(of('Without XDP')).toEqual([
      ['Recv Socket Size bytes', 87380],
      ['Send Socket Size bytes', 16384],
      ['Send Message Size bytes', 16384],
      ['Elapsed Time secs.', 30],
      ['Throughput 10^6bits/sec', 9386.73],
    ]);
    expect(a.measurements.find((m) => m.config === 'With XDP' && m.metric === 'Throughput 10^6bits/sec')?.value).toBe(
      384.11,
    );
  });

  it('a header of measures over one row of numbers is one run, the first number no run name (pqos)', () => {
    const a = analyze(text('gh-intel-cmt-cat-82-pqos-mbl-mbr-numastat-one-node'));
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['run']);
    expect(a.measurements.find((m) => m.metric === 'MBR[MB/s]')?.value).toBe(3159.3);
  });
});

describe('a Markdown header of groups over blank cells, its second level written as the first row', () => {
  it('each column is its group carried right over the blank cells and its own word; a first row of values is a row', () => {
    const table = (second: string) =>
      [
        '| Hardware configuration | Forward | | Deferred | |',
        '|---|---|---|---|---|',
        second,
        '| 2 x Intel Xeon E5-2690v2, Nvidia 3090 | 83 FPS | 145 FPS | 77 FPS | 127 FPS |',
        '| AMD Ryzen 7 7700, Intel Arc B580 | 70 FPS | 89 FPS | 69 FPS | 115 FPS |',
      ].join('\n');
    const runs = (second: string) => [...new Set(analyze(table(second)).measurements.map((m) => m.config))];
    expect(runs('| | Before | After | Before | After |')).toEqual([
      'Forward Before',
      'Forward After',
      'Deferred Before',
      'Deferred After',
    ]);
    expect(runs('| AMD Ryzen 5 | 50 FPS | 60 FPS | 55 FPS | 65 FPS |')).not.toContain('Forward Before');
  });
});

describe('pipe tables as mails write them', () => {
  it('a markdown header of two levels (`baseline` over `mm-unstable (~v6.9-rc1)`) names each column by both', () => {
    const a = analyze(
      [
        '| alloc size |                baseline |           + this series |',
        '|            | mm-unstable (~v6.9-rc1) |                         |',
        '|:-----------|------------------------:|------------------------:|',
        '| 4K Page    |                    0.0% |                    1.3% |',
        '| 64K THP    |                  -13.6% |                   46.3% |',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['baseline mm-unstable (~v6.9-rc1)', '+ this series']);
    expect(m(a, '+ this series', '64K THP').value).toBe(46.3);
  });
});

describe('tables and timings of real posts', () => {
  it('a sentence that ends right above an aligned header is not a header level', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        '      `time ./swap_bench`.',
        '              w/o             w/',
        '      real    0m13.460s       0m11.771s',
        '      sys     0m12.039s       0m11.458s',
        '',
      ].join('\n'),
    );
    expect(m(a, 'w/', 'real').value).toBeCloseTo(11.771, 6);
  });
});

describe('a line over the header that names what every run ran on', () => {
  it('`Base 11-apr-next` over a TAB-indented line of run names is no level of the first column', () => {
    const a = analyze(
      [
        'Manaul run of numa01_THREAD__ALLOC',
        'Base 11-apr-next',
        '\tw/numascan \tw/o numascan\tnumascan+patch',
        '',
        'real\t1m33.579s\t1m2.042s\t1m11.738s',
        'user\t280m46.032s\t213m38.647s\t231m40.226s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['w/numascan', 'w/o numascan', 'numascan+patch']);
    expect(m(a, 'w/o numascan', 'real').value).toBeCloseTo(62.042, 6);
  });

  it('a measure written there still names the rows’ measure', () => {
    const a = analyze(
      ['Throughput (MB/s)', '           base   patched', 'read       100    120', 'write      80     95', ''].join(
        '\n',
      ),
    );
    expect(a.measurements.map((x) => x.metric)).toContain('read Throughput (MB/s)');
  });
});
