/** Table cells whose value is written with more than a number: a duration in parts, a rate folded into one word. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { cellNumber, cellUnit } from '../../../../src/core/reading/kit/columns';
import { plainCell } from '../../../../src/core/reading/kit/cells';
import { fixture, labels, m } from '../../helpers';

describe('durations in parts', () => {
  it('minutes and seconds, hours too, read as seconds', () => {
    expect(cellNumber('8m 25s')).toBe(505);
    expect(cellNumber('1h 17m 41s')).toBe(4661);
    expect(cellNumber('1h17m41.5s')).toBe(4661.5);
    expect(cellUnit('1h 17m 41s')).toBe('s');
    expect(cellNumber('1h 77m 41s')).toBeUndefined();
    // spelled with its units' words, as prose writes it (gh-openzfs-8044: `zlib took 1 minute and 48 seconds`)
    expect(cellNumber('1 minute and 48 seconds')).toBe(108);
    expect(cellNumber('4 min 38 sec')).toBe(278);
    expect(cellNumber('2 minutes 75 seconds')).toBeUndefined();
  });

  it('a build-time table of `8m 25s` cells: one value a cell, the compilers the runs (yass)', () => {
    const a = analyze(
      readFileSync('test/wild/gh-yass-66-gcc-vs-clang-release-debug-build-m-s-dash-rule-table.txt', 'utf8'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['GCC', 'Clang']);
    const release = a.measurements.filter((m) => m.metric === 'Release Build');
    expect(release.map((m) => [m.value, m.unit])).toEqual([
      [505, 's'],
      [296, 's'],
    ]);
  });
});

describe('rates folded into one word', () => {
  it('a box table of `1.25 Mpps` cells reads its values as written, the rows the runs (XDP)', () => {
    const a = analyze(
      readFileSync(
        'test/wild/lkml-table-intel-wired-lan-bpf-xdp-unaligned-chunk-ascii-grid-mpps-skb-zc-copy-2019.txt',
        'utf8',
      ),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Aligned (baseline)', 'Aligned (with patches)', 'Unaligned']);
    expect(a.measurements.filter((m) => m.metric === 'Zero-copy').map((m) => m.value)).toEqual([10, 9.85, 9.65]);
  });

  it('IOPS with its magnitude (`570 KIOPS`, `5.01 MIOPS`) is the count, in IOPS, as the runs beside it', () => {
    const a = analyze(
      '| mode | before | after |\n|---|---|---|\n| STRICT | 570 KIOPS | 5.01 MIOPS |\n| LAZY | 1.93 MIOPS | 5.01 MIOPS |\n',
    );
    expect(a.measurements.map((m) => [m.config, m.metric, m.value, m.unit])).toEqual([
      ['before', 'STRICT', 570000, 'IOPS'],
      ['after', 'STRICT', 5010000, 'IOPS'],
      ['before', 'LAZY', 1930000, 'IOPS'],
      ['after', 'LAZY', 5010000, 'IOPS'],
    ]);
  });
});

describe('units glued to a cell or set apart', () => {
  it('microseconds with the Greek mu or the micro sign, bytes set apart, a signed bound', () => {
    expect(cellNumber('338μs')).toBeCloseTo(338e-6, 12);
    expect(cellNumber('212µs')).toBeCloseTo(212e-6, 12);
    expect(cellUnit('338μs')).toBe('s');
    expect(cellNumber('40 B')).toBe(40);
    expect(cellUnit('40 B')).toBe('bytes');
    // `7B` names a model's size, seven billion: bytes only when set apart
    expect(cellNumber('7B')).toBe(7e9);
    expect(cellUnit('7B')).toBeUndefined();
    // duckdb's and benchcmp's change below what they resolve: its bound, with its sign
    expect(cellNumber('-<0.001')).toBe(-0.001);
  });

  it('frames per second in every cell are values, kept as written (overte)', () => {
    const text = [
      '| GPU | Before | After |',
      '|---|---|---|',
      '| RTX 3060 | 83 FPS | 90 FPS |',
      '| RX 6600 | 61 FPS | 70 FPS |',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    expect(a.measurements.find((m) => m.config === 'After' && m.metric.startsWith('RTX 3060'))?.value).toBe(90);
  });
});

describe("a verdict after a cell's value", () => {
  it("pyperf compare_to's `27.7 ns: 1.03x faster (faster on 88% of runs)` is the value", () => {
    const text = [
      '+----------------+----------------------------+-----------------------------------------------+',
      '| Benchmark      | ..\\cpython\\floatbench.json | ..\\multiply\\floatbench.json                   |',
      '+================+============================+===============================================+',
      '| int: x*x       | 28.5 ns                    | 27.7 ns: 1.03x faster (faster on 88% of runs) |',
      '+----------------+----------------------------+-----------------------------------------------+',
      '| int: x*...*x   | 262 ms                     | 220 ms: 1.19x faster (faster on 100% of runs) |',
      '+----------------+----------------------------+-----------------------------------------------+',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs).toHaveLength(2);
    const changed = a.configs[1]!.label;
    expect(a.measurements.filter((m) => m.config === changed).map((m) => [m.metric, m.value])).toEqual([
      ['int: x*x', expect.closeTo(27.7e-9, 15)],
      ['int: x*...*x', 0.22],
    ]);
  });
});

describe('hedged values', () => {
  it('`~902 MB` and `~18,741 MB` are the values written, in bytes; a worker per row is a part of one run (1Cat-vLLM)', () => {
    const text = [
      '| Worker | NUMA0 | NUMA1 |',
      '|---|---:|---:|',
      '| TP0 / GPU0 | ~902 MB | ~18,741 MB |',
      '| TP1 / GPU1 | ~18,942 MB | ~691 MB |',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['run']);
    const m = a.measurements.find((x) => x.metric === 'TP0 / GPU0 NUMA0')!;
    expect([m.value, m.unit]).toEqual([902 * 2 ** 20, 'bytes']);
  });

  it('a ratio column of `~1.6×` cells that the runs beside it give is the author’s, not a run', () => {
    const text = [
      '| Metric | oans | duperemove 0.15.2 | advantage |',
      '|---|---:|---:|---:|',
      '| **hash + dedupe** | **14.0 s** | 155.0 s | **~11×** |',
      '| hash only | 6.0 s | 9.3 s | ~1.6× |',
      '| hashfile size | 41 MiB | 73 MiB | ~1.8× |',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['oans', 'duperemove 0.15.2']);
  });

  it("a command's options with comma lists (`--cpuset-cpus 4-39,44-79`) are no CSV table", () => {
    const a = analyze(['```text', '--cpuset-cpus 4-39,44-79', '--cpuset-mems 0,1', '```'].join('\n'));
    expect(a.measurements).toEqual([]);
  });
});

describe('a time per item', () => {
  it('`47.39 ms/frame` and `3.1 us/op` are seconds per item; `42 MB/s` stays a rate in no base unit', () => {
    expect([cellNumber('47.39 ms/frame'), cellUnit('47.39 ms/frame')]).toEqual([0.04739, 's']);
    expect(cellUnit('3.1 us/op')).toBe('s');
    expect(cellUnit('72 B/op')).toBe('bytes');
    expect(cellUnit('42 MB/s')).toBeUndefined();
    expect(cellUnit('42 MB/sec')).toBeUndefined();
  });
});

describe('a rate folded into one word after the value, in an aligned table', () => {
  it('`545 Mbps` under a TAB header whose first cell is empty (`\\tDown\\t\\tUp`): the value, the runs the rows', () => {
    const a = analyze(['\tDown\t\tUp', 'Before\t545 Mbps\t625 Mbps', 'After\t577 Mbps\t648 Mbps'].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    expect(a.measurements.find((m) => m.config === 'After' && m.metric === 'Up')?.value).toBe(648);
  });
});

describe('markdown tables as posted', () => {
  it('an empty corner cell over measures; runs in one cell, emphasis and the trailing (-14%)', () => {
    // from test/wild/gh-colibri-82-interleave-slash-runs.txt, lines 5-8
    const a = analyze(fixture('markdown-corner-runs.txt'));
    expect(labels(a)).toEqual(['default (first-touch)', '`numactl --interleave=all`']);
    const tps = m(a, '`numactl --interleave=all`', 'tok/s (4 runs)');
    expect(tps.value).toBeCloseTo(0.78, 10);
    expect(tps.stddev).toBeCloseTo(0.008165, 6);
    expect(m(a, '`numactl --interleave=all`', 'expert-matmul').value).toBe(21.3);
    expect(m(a, 'default (first-touch)', 'attention').unit).toBe('s');
  });

  it('rates written in the cells are read as written and give the column its unit', () => {
    // from test/wild/gh-colibri-384-selective-interleave-units-in-cells.txt, lines 14-19
    const a = analyze(fixture('markdown-rate-cells.txt'));
    expect(labels(a)).toHaveLength(4);
    const bw = m(a, 'blanket `numactl --interleave=all`', 'CPU expert bandwidth');
    expect([bw.value, bw.unit]).toEqual([54.56, 'GB/s']);
    expect(m(a, 'selective `COLI_NUMA=1` run 1', 'decode').unit).toBe('t/s');
  });

  it('a spread and one unit after both: times and sizes to base units, rates as written', () => {
    const a = analyze(
      '| config | latency | throughput |\n|---|---|---|\n| base | 120.5 ± 2.1 ms | 812.3 ± 5.0 tok/s |\n| patched | 101.2 +- 1.8 ms | 901.7 ± 4.2 tok/s |\n',
    );
    const lat = m(a, 'patched', 'latency');
    expect([lat.value, lat.unit]).toEqual([0.1012, 's']);
    expect(lat.stddev).toBeCloseTo(0.0018, 12);
    const tps = m(a, 'base', 'throughput');
    expect([tps.value, tps.stddev, tps.unit]).toEqual([812.3, 5, 't/s']);
  });

  it("a bold column name is the name; `(3.43×)` after a value and a `% of baseline` row are the author's comparison", () => {
    // the shape of a vllm-project/vllm PR #38479 comment (2026-04-10): configs as columns, the winner in bold
    const a = analyze(
      '| Metric | Baseline (vllm main) | TQ pre-opt | **TQ fork PR #7** |\n|---|---:|---:|---:|\n' +
        '| Throughput (req/s) | 41.75 | 15.24 | **22.77** |\n| % of baseline | — | 36.5% | **54.5%** |\n' +
        '| KV cache capacity (tokens) | 417,440 | 1,431,184 (3.43×) | **1,431,184 (3.43×)** |\n',
    );
    expect(labels(a)).toEqual(['Baseline (vllm main)', 'TQ pre-opt', 'TQ fork PR #7']);
    expect(m(a, 'TQ fork PR #7', 'KV cache capacity (tokens)').value).toBe(1431184);
    expect(a.measurements.some((x) => /% of baseline/.test(x.metric))).toBe(false);
  });
});

describe('a markdown table padded with TABs, runs as rows under a qualified corner', () => {
  // from test/wild/gh-hyrise-947-numa-binding-tab-padded-table.txt, lines 10-16
  const a = analyze(fixture('markdown-tab-padded-run-rows.txt'));

  it('`NUMA Binding` names the runs: each row is a config, `Q/s` the metric', () => {
    expect(labels(a)).toEqual([
      'numactl -N 0 ./hyriseServer',
      'numactl -N 0,1 ./hyriseServer',
      'numactl -N 0,1,2 ./hyriseServer',
      'numactl -N 0,1,2,3 ./hyriseServer',
    ]);
    expect(m(a, 'numactl -N 0 ./hyriseServer', 'Q/s').value).toBe(159797);
  });

  it('a note after the value (`65839 (!?)`) is not part of it; a spread or a unit in parentheses is not a note', () => {
    expect(m(a, 'numactl -N 0,1,2,3 ./hyriseServer', 'Q/s').value).toBe(65839);
    expect(plainCell('65839 (!?)')).toBe('65839');
    expect(plainCell('14.1 ms (n=826, p99 14.2)')).toBe('14.1 ms');
    expect(plainCell('12.5 (0.38)')).toBe('12.5 (0.38)');
    expect(plainCell('12.5 (ms)')).toBe('12.5 (ms)');
    expect(plainCell('12.5 (±2%)')).toBe('12.5 (±2%)');
  });

  it("the author's change in `pct` after the value, signed or not (`92133.36 (0.00 pct)`), is not part of it", () => {
    expect(plainCell('92133.36 (0.00 pct)')).toBe('92133.36');
    expect(plainCell('117595.57 (27.63 pct)')).toBe('117595.57');
    expect(plainCell('4.38 (-2.34 pct)')).toBe('4.38');
  });

  it("the author's ratio or change with the words that say which way (`(1.31x faster)`, `(−12% vs base)`) is not part of the value", () => {
    expect(plainCell('1.874 secs (1.31x faster)')).toBe('1.874 secs');
    expect(plainCell('0.512ms (\u221212% vs base)')).toBe('0.512ms');
    expect(plainCell('7.5 (2x)')).toBe('7.5');
    expect(plainCell('12.5 (0.38)')).toBe('12.5 (0.38)');
  });
});

describe('a range in a cell', () => {
  // from test/wild/gh-srt-slurm-332-cpu-bind-empty-header-tables.txt, lines 7-24
  const a = analyze(fixture('markdown-two-column-runs.txt'));

  it('`**35–56 ms, skewed**` is a measured run: the middle of the range, its two ends as samples', () => {
    expect(labels(a)).toContain('8 ranks on one node, unbound');
    const r = m(a, '8 ranks on one node, unbound', 'value');
    expect([r.value, r.unit, r.samples]).toEqual([0.0455, 's', [0.035, 0.056]]);
  });

  it('a range needs its unit: a bare `0-31` is no value', () => {
    const cpus = analyze('| | cpus | tps |\n|---|---|---|\n| a | 0-31 | 100 |\n| b | 32-63 | 90 |\n');
    expect(cpus.measurements.map((x) => x.value)).not.toContain(15.5);
    const timed = analyze('| | p50 |\n|---|---|\n| a | 12 ms |\n| b | 30-50 ms |\n');
    expect(m(timed, 'b', 'p50').value).toBeCloseTo(0.04, 9);
  });
});

describe('cells and columns as posts write them (second survey)', () => {
  it('a hedge, a typeset minus, a `--` range and a `×` ratio are values as written', () => {
    const a = analyze(
      [
        '| policy | forward | vs local |',
        '|---|---|---|',
        '| `numactl --localalloc` | about 22.4 ms | 1.00× |',
        '| `numactl --membind=0` | 39.8--62.4 ms | 0.36× |',
        '| `numactl --interleave=0-7` | 24.1 ms | −7.1% |',
        '',
      ].join('\n'),
    );
    expect(m(a, '`numactl --localalloc`', 'forward').value).toBeCloseTo(0.0224, 9);
    expect(m(a, '`numactl --membind=0`', 'forward').value).toBeCloseTo((0.0398 + 0.0624) / 2, 9);
  });
});

describe('runs listed in one cell with commas', () => {
  it('`12.80, 12.56, 15.83 — 2 of 3 slow` is three runs; a CPU list `0, 1, 12, 13` is not', () => {
    const a = analyze(
      [
        '| binding | pp512 t/s |',
        '|---|---|',
        '| none | 12.80, 12.56, 15.83 — **2 of 3 slow** |',
        '| `numactl --interleave=all` | 15.35, 14.68 |',
        '',
      ].join('\n'),
    );
    expect(m(a, 'none', 'pp512 t/s').samples).toEqual([12.8, 12.56, 15.83]);
    const b = analyze(
      ['| setup | tps |', '|---|---|', '| bound to vCPU: 0, 1, 12, 13 | 0, 1, 12, 13 |', ''].join('\n'),
    );
    expect(b.measurements.some((x) => x.samples?.length === 4)).toBe(false);
  });
});
