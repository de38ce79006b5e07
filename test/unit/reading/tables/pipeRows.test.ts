/** Rows between bars typed by hand: no GFM separator, rules of dashes anywhere (kit/grid.ts readPipeRows). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { labels, m } from '../../helpers';

const configs = (text: string) => [...new Set(analyze(text).measurements.map((m) => m.config))];

describe('pipe rows without a separator', () => {
  it('rules of dashes without corners around and between the rows (a 2020 scheduler mail, quoted four deep)', () => {
    const text = [
      '>>>>  --------------------------------------------------------------',
      '>>>> | Synquacer             | With break even | Without break even |',
      '>>>>  --------------------------------------------------------------',
      '>>>> | schbench *99.0th      |      14844.8    |         15017.6    |',
      '>>>> | adrestia / single     |         49.3    |            55.4    |',
      '>>>>  --------------------------------------------------------------',
      '',
    ].join('\n');
    expect(configs(text)).toEqual(['With break even', 'Without break even']);
    const a = analyze(text);
    expect(
      a.measurements.find((m) => m.config === 'Without break even' && m.metric === 'adrestia / single')!.value,
    ).toBe(55.4);
  });

  it('no rule at all', () => {
    const text = ['| kernel | v6.8 | v6.9 |', '| faults | 100 | 90 |', '| time | 1.5 | 1.4 |', ''].join('\n');
    expect(configs(text)).toEqual(['v6.8', 'v6.9']);
  });

  it('a shell pipeline or a row of words is no table', () => {
    expect(analyze(['| cat /proc/vmstat | grep numa |', '| sort | uniq |', ''].join('\n')).measurements).toEqual([]);
  });
});

describe('a pipe table whose header is written again over a separator of its own', () => {
  it('`|Kernel | ... | Sys time |` under the `Throughput` rows begins another table: no row is read under both', () => {
    const text = [
      ' |                    |                   |            |            |',
      ' |Kernel              | mTHP SWAP-OUT     | Throughput | Improvement|',
      ' |                    |                   |       KB/s |            |',
      ' |--------------------|-------------------|------------|------------|',
      ' |v6.11-rc3 mainline  | SSD               |    335,346 |   Baseline |',
      ' |zswap-mTHP-Store    | ZSWAP lz4         |    271,558 |       -19% |',
      ' |------------------------------------------------------------------|',
      ' |                    |                   |            |            |',
      ' |Kernel              | mTHP SWAP-OUT     |   Sys time | Improvement|',
      ' |                    |                   |        sec |            |',
      ' |--------------------|-------------------|------------|------------|',
      ' |v6.11-rc3 mainline  | SSD               |      91.37 |   Baseline |',
      ' |zswap-mTHP-Store    | ZSWAP lz4         |     265.43 |      -191% |',
    ].join('\n');
    const a = analyze(text);
    const of = (run: string, metric: RegExp) =>
      a.measurements.filter((m) => m.config === run && metric.test(m.metric)).map((m) => m.value);
    expect(of('v6.11-rc3 mainline SSD', /Throughput/)).toEqual([335346]);
    expect(of('v6.11-rc3 mainline SSD', /Sys time/)).toEqual([91.37]);
    expect(a.findings.map((f) => f.message).join('\n')).not.toMatch(/Noisy/);
  });
});

describe('spread cells', () => {
  it.todo(
    '`mean±stdev` cells in a pipe table without a leading pipe (`folio_cnt | Baseline | MTCPU | DMA`, `====` rule): from test/wild/lkml-migrate-offload-rfc-v3-pm-tables.txt lines 331-345 (fixture spread-pm.txt) configs Baseline/MTCPU/DMA, `8192` Baseline 10.84 sd 0.18, DMA 12.81 sd 0.02 (now the whole table stays prose, with or without the `±` spreads)',
  );
});

describe('pipe tables as mails write them', () => {
  it('`Folio Size | mm-unstable | New | Change` over a plain dashed rule: the kernels are the runs, the sizes the rows', () => {
    const a = analyze(
      [
        'Folio Size | mm-unstable |      New | Change',
        '---------------------------------------------',
        '      4KiB |    0.058110 | 0.057715 |   - 1%',
        '     16KiB |    0.044198 | 0.035469 |   -20%',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['mm-unstable', 'New']);
    expect(m(a, 'New', '16KiB').value).toBe(0.035469);
  });
});

describe('a header with whole numbers', () => {
  it('rising numbers in the header (`| threads | 1 | 4 | 16 |`) head columns; a header with other values is a row', () => {
    const a = analyze(
      ['| threads | 1 | 4 | 16 |', '| base | 10.5 | 38.2 | 120.7 |', '| patched | 10.9 | 40.1 | 131.0 |', ''].join(
        '\n',
      ),
    );
    expect(m(a, 'patched', '16').value).toBe(131);
    // `| base | 10.5 | 38.2 |` first: no header of names, so no table of it
    const rows = analyze(['| base | 10.5 | 38.2 |', '| patched | 10.9 | 40.1 |', ''].join('\n'));
    expect(rows.measurements.some((x) => x.config === '10.5')).toBe(false);
  });
});
