/** A column the author computed from the runs beside it, known by its arithmetic, not its header (reading/kit/grid.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { labels, m } from '../../helpers';

const runs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('a column computed from two others', () => {
  it('`speedup` cells that are Torch over GGML in every row: not a run, whatever the header says', () => {
    const text = [
      '| metric | Torch | GGML | speedup |',
      '| --- | ---: | ---: | ---: |',
      '| load | 25.139 s | 10.260 s | 2.45x |',
      '| warmup | 4.290 s | 1.149 s | 3.73x |',
      '| TTFA chunk 2 | 149.6 ms | 111.4 ms | 1.34x |',
    ].join('\n');
    expect(runs(text)).toEqual(['Torch', 'GGML']);
  });

  it('percent cells that are the change from one run to the other: not a run', () => {
    const text = [
      '| test | base | patched | faster |',
      '|---|---|---|---|',
      '| read | 200 | 250 | 25% |',
      '| write | 100 | 90 | -10% |',
    ].join('\n');
    expect(runs(text)).toEqual(['base', 'patched']);
  });

  it('a change to nothing (`3 M/sec | 0 | -100%`) is a change too, under an empty header', () => {
    const text = [
      '+---------------+------------+------------+--------+',
      '|               | Before     | After      |        |',
      '+---------------+------------+------------+--------+',
      '| BW            | 117.4 Gbps | 121.1 Gbps | +3.1%  |',
      '+---------------+------------+------------+--------+',
      '| tx_packets    | 15 M/sec   | 15.5 M/sec | +3.3%  |',
      '+---------------+------------+------------+--------+',
      '| tx_nops       | 3  M/sec   | 0          | -100%  |',
      '+---------------+------------+------------+--------+',
    ].join('\n');
    expect(runs(text)).toEqual(['Before', 'After']);
  });

  it('a reduction in percent, (first - second) / first, is a change too (`Speedup` of jemalloc over the system allocator)', () => {
    const text = [
      '| Query | System | Jemalloc | jemalloc wins by |',
      '|:------|-------:|---------:|------:|',
      '|Q02|0.064|0.057|11%|',
      '|Q05|0.180|0.161|11%|',
      '|Q06|0.055|0.052|5%|',
    ].join('\n');
    expect(runs(text)).toEqual(['System', 'Jemalloc']);
  });

  it('ratio cells that no two cells of their row give are a run of their own (`x` is its unit)', () => {
    const text = [
      '| test | base | patched | other |',
      '|---|---|---|---|',
      '| read | 200 | 250 | 3.00x |',
      '| write | 100 | 90 | 7.00x |',
    ].join('\n');
    expect(runs(text)).toContain('other');
  });
});

describe('cells and columns as posts write them (second survey)', () => {
  it('`plrus/mprs` beside `mprs` and `plrus`, and `% under vs.` columns, are the author’s comparisons, not runs', () => {
    const a = analyze(
      [
        '    metric               orig        mprs         plrus        plrus/mprs',
        '    runtime_seconds      190.06      292.83       281.87       0.96',
        '    rss_avg              1.2e9       0.9e9        0.8e9        0.89',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['orig', 'mprs', 'plrus']);
  });
});

describe("the author's comparison columns", () => {
  it('`A  B  delta  ratio(%)`: `ratio(%)` is a change column like `delta`, not a run', () => {
    // Minchan Kim, [RFC 0/7] introduce memory hinting API for external process (vmstat A vs B)
    const a = analyze(
      [
        '                                       A          B      delta   ratio(%)',
        '               allocstall_dma          0          0          0       0.00',
        '           allocstall_movable       1464        457      -1007     -69.00',
        '            allocstall_normal     263210     190763     -72447     -28.00',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['A', 'B']);
    expect(m(a, 'B', 'allocstall_movable').value).toBe(457);
  });
});
