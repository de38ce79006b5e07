/** Which axis of a table holds the runs: decided by named rules, the first that speaks, with the others kept as evidence. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { fixture, labels, m } from '../helpers';

const blockOf = (text: string) => analyze(text).blocks.find((b) => b.kind === 'results-table')!;
const orientation = (text: string) => blockOf(text).reading!.evidence.filter((e) => e.decision === 'orientation');

describe('table orientation from scored evidence', () => {
  it('config-like column names (base, patched) decide for the columns, and the rule is kept', () => {
    const text = [
      'Metric         base     patched',
      'throughput     100.0    120.0',
      'latency_ms     5.0      4.2',
      '',
    ].join('\n');
    const o = orientation(text);
    expect(o[0]!.says).toBe('columns');
    expect(o[0]!.rule).toMatch(/named like configs/);
    const a = analyze(text);
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['base', 'patched']);
  });

  it('rows named by a few words that end on the reference or the moment (`fp32 baseline`, `int8 after`) hold the runs', () => {
    const text = [
      'Translation speed (tokens/s):',
      '',
      '|  | Transformer (base) | Transformer (big) |',
      '| --- | --- | --- |',
      '| fp32 baseline | 1969.09 | 784.799 |',
      '| int8 before | 1955.49 | 959.009 |',
      '| int8 after | 2225.47 | 1036.69 |',
    ].join('\n');
    expect(orientation(text)[0]!.says).toBe('rows');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['fp32 baseline', 'int8 before', 'int8 after']);
    // a header naming both moments over a pair of values is a measure's, not a run's
    expect(orientation(text.replace('Transformer (big)', 'Sys before / after'))[0]!.says).toBe('rows');
  });

  it('`Before (avg)` / `After (JIT)` over jobs: a run named with an aside on what its cells hold heads the columns', () => {
    const text = [
      '| Job        | Before (avg) | After (JIT) | Improvement |',
      '|------------|--------------|-------------|-------------|',
      '| Tests      | 15 sec       | 9 sec       | 40% faster   |',
      '| Benchmarks | 6m 25s       | 2m 9s       | 67% faster   |',
    ].join('\n');
    expect(orientation(text)[0]!.rule).toMatch(/named like configs/);
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before (avg)', 'After (JIT)']);
    expect(a.measurements.find((m) => m.config === 'After (JIT)' && m.metric === 'Benchmarks')?.value).toBe(129);
  });

  it('`threads | 8 | 16 | 32` over machines: the corner names the sweep whose points are the runs', () => {
    const text = [
      '+-----------------------+-------+-------+-------+',
      '| threads               |   8   |   16  |   32  |',
      '+-----------------------+-------+-------+-------+',
      '| skylake      144 cpus |   44s |   22s |   16s |',
      '| cascade lake 192 cpus |   39s |   20s |   11s |',
      '+-----------------------+-------+-------+-------+',
    ].join('\n');
    expect(orientation(text)[0]!.rule).toMatch(/parameter whose points head the columns/);
    const a = analyze(text);
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['8', '16', '32']);
    expect(a.measurements.find((m) => m.config === '32' && /skylake/.test(m.metric))?.value).toBe(16);
  });

  it('kernel versions down the first column under measures decide for the rows', () => {
    const text = [
      'Kernel        ops/s     latency_ms',
      'v6.8          1000      2.0',
      'v6.9          1100      1.8',
      '',
    ].join('\n');
    const o = orientation(text);
    expect(o[0]!.says).toBe('rows');
    expect([...new Set(analyze(text).measurements.map((m) => m.config))]).toEqual(['v6.8', 'v6.9']);
  });

  it('a rule pointing the other way lowers the confidence below the deciding rule alone', () => {
    // columns named like configs (deciding, 0.85) but the corner names the runs (`config` says rows)
    const agreeing = [
      'Metric         base     patched',
      'throughput     100.0    120.0',
      'faults         5        4',
      '',
    ].join('\n');
    const dissent = [
      'config         base     patched',
      'throughput     100.0    120.0',
      'faults         5        4',
      '',
    ].join('\n');
    const a = blockOf(agreeing).reading!;
    const d = blockOf(dissent).reading!;
    expect(orientation(dissent).some((e) => e.says === 'rows')).toBe(true);
    expect(d.confidence).toBeLessThan(a.confidence);
  });

  it('a tool format is read with more confidence than a table the reader infers', () => {
    const perf = fixture('table-then-unnamed-perf-stat.txt').split('\n').slice(6).join('\n');
    const table = ['Metric         base     patched', 'throughput     100.0    120.0', ''].join('\n');
    const p = analyze(perf).blocks.find((b) => b.reading)!.reading!;
    expect(p.reader).toBe('perfStat');
    expect(p.confidence).toBeGreaterThan(blockOf(table).reading!.confidence);
  });
});

describe('a TSV of values with their spreads under `baseline(std%)`', () => {
  it('reads `1.00 (  5.15)` as a value and its spread, and the side naming the baseline (an aside after it) holds the runs', () => {
    const text = [
      'case            \tload    \tbaseline(std%)\tcompare%( std%)',
      'TCP_RR          \t56-threads\t 1.00 (  5.15)\t -3.96 (  2.17)',
      'TCP_RR          \t112-threads\t 1.00 (  2.84)\t -0.82 (  2.24)',
      'UDP_RR          \t56-threads\t 1.00 (  2.08)\t -0.31 (  7.89)',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['baseline(std%)', 'compare%( std%)']);
    const m = a.measurements.find((x) => x.config === 'compare%( std%)' && /UDP_RR/.test(x.metric));
    expect(m?.value).toBe(-0.31);
    expect(m?.stddev).toBeCloseTo((0.31 * 7.89) / 100, 6);
  });
});

describe('columns of changes against a row', () => {
  it('a % column zero in the row its header names: the rows are the runs', () => {
    const text = [
      'read/write                              Baseline        Baseline',
      '70/30 (kIOPs)           Mean    stdev   mitigations=off retbleed=off    CPU util',
      '================================================================================',
      'mitigations=off         349.00  5.29    0.00%           9.06%           96.66%',
      'retbleed=off            320.00  5.05    -8.31%          0.00%           95.54%',
      'retbleed=ibrs           238.60  0.17    -31.63%         -25.44%         98.18%',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['mitigations=off', 'retbleed=off', 'retbleed=ibrs']);
  });
  it('zero in a row its header does not name (`baseline` over `4K Page  0.0%`) is no such column', () => {
    const text = [
      '| alloc size | baseline | + this series |',
      '|:-----------|---------:|--------------:|',
      '| 4K Page    |     0.0% |          1.3% |',
      '| 64K THP    |   -13.6% |         46.3% |',
      '| 2M THP     |    91.4% |         89.6% |',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['baseline', '+ this series']);
  });

  it('the side holding what the text sets against each other (`node vs bun`) holds the runs; values set against each other name none', () => {
    const table = [
      '| | cold start | warm start | rss |',
      '|---|---|---|---|',
      '| node | 120 | 40 | 61 |',
      '| bun | 80 | 20 | 45 |',
    ];
    const runs = (lead: string) => analyze([lead, '', ...table].join('\n')).configs.map((c) => c.label);
    expect(runs('Startup, node vs bun:')).toEqual(['node', 'bun']);
    expect(orientation(['Startup, node vs bun:', '', ...table].join('\n'))[0]!.rule).toMatch(/sets against each other/);
    // `26.41 vs 5.71 ms` compares values; a table's own `B vs A` column is the author's comparison
    expect(runs('Startup, 26.41 vs 5.71 ms:')).not.toEqual(['node', 'bun']);
    expect(runs('')).not.toEqual(['node', 'bun']);
  });

  it('a speedup column computed in each row from two others: the columns it compares are the runs, unless a second column labels the rows', () => {
    const table = [
      '| Size | 718f908 (ns) | optimized (ns) | speedup |',
      '|---|---|---|---|',
      '| 4 KiB | 1,480.5 | 87.2 | 17.0x |',
      '| 128 KiB | 2,175.8 | 72.9 | 29.8x |',
      '| 4 MiB | 36,694.0 | 126.3 | 290.5x |',
    ];
    expect(orientation(table.join('\n')).find((e) => /computed/.test(e.rule))?.says).toBe('columns');
    const labelled = [
      '| local | workload | off avg (s) | on avg (s) | on/off time |',
      '|---:|---|---:|---:|---:|',
      '| 8G | PR | 33.46017 | 79.72247 | 2.383x |',
      '| 8G | BC | 49.05671 | 54.21028 | 1.105x |',
      '| 16G | PR | 30.61052 | 34.97439 | 1.143x |',
    ];
    expect(orientation(labelled.join('\n')).some((e) => /computed/.test(e.rule))).toBe(false);
  });

  it('rows of statistics (Min, Avg, Median) under measures: a statistic is a measure too, never a run', () => {
    const text = [
      '|        |        old          |        new          |',
      '|        | Throughput | CPU sys | Throughput | CPU sys |',
      '|        | (MB/s)     | time (s)| (MB/s)     | time (s)|',
      '|-------------------------------------------------------|',
      '| Min    |     407    |  7.048  |    401     |  5.958  |',
      '| Max    |     455    |  7.563  |    542     |  6.993  |',
      '| Avg    |     440    |  7.411  |    451     |  6.639  |',
      '| Median |     446    |  7.417  |    447     |  6.761  |',
    ].join('\n');
    const runs = [...new Set(analyze(text).measurements.map((m) => m.config))];
    expect(runs.some((r) => /^(min|max|avg|median)$/i.test(r))).toBe(false);
  });
});

describe('orientation', () => {
  it('columns that are all measures over rows that are not: the rows are the runs', () => {
    // from test/wild/lkml-tiering-hot-page-selection-pmbench-tab.txt, lines 106-112 (TABs, a wrapped unit line)
    const a = analyze(fixture('table-metric-columns.txt'));
    expect(labels(a)).toEqual(['base', 'hot selection', 'rate limit', 'auto adjustment']);
    expect(m(a, 'rate limit', 'promote rate MB/s').value).toBe(165.2);
    expect(m(a, 'auto adjustment', 'pmbench score (accesses/s)').value).toBe(170495294);
  });
});

describe('markdown tables as posted', () => {
  it('an empty corner over run names: the columns are the configs', () => {
    // from test/wild/gh-ik2396-mirror-vs-membind-config-columns.txt, lines 8-11
    const a = analyze(fixture('markdown-configs-in-columns.txt'));
    expect(labels(a)).toEqual(['TG mirror', 'TG baseline (`--cpunodebind=0 --membind=0`)']);
    expect(m(a, 'TG mirror', '`llama-bench -p 65024 -n 128`, single load').value).toBe(23.22);
  });
});

describe('two-column markdown tables whose rows are runs', () => {
  it('an empty corner over a measure, a bold value with a note after it, an unnamed measure', () => {
    // from test/wild/gh-srt-slurm-332-cpu-bind-empty-header-tables.txt, lines 7-24
    const a = analyze(fixture('markdown-two-column-runs.txt'));
    expect(labels(a)).toEqual([
      'unbound (current behaviour)',
      '`--cpu-bind=rank_ldom`',
      'aggregated, same hardware',
      'reference cluster (2 NUMA domains)',
      '1 rank on an idle node',
      '8 ranks on one node, unbound',
      '8 ranks, bound',
    ]);
    expect(m(a, '`--cpu-bind=rank_ldom`', 'decode p50').value).toBeCloseTo(0.0141, 9);
    // a range (`**35–56 ms, skewed**`) is a measured run: its middle, the two ends as samples (reading/kit/valueCells.test.ts)
    expect(m(a, '8 ranks on one node, unbound', 'value').samples).toEqual([0.035, 0.056]);
    const bound = m(a, '8 ranks, bound', 'value');
    expect([bound.value, bound.unit]).toEqual([0.00021, 's']);
  });

  it('a setting as the corner (`FAK_WORKERS`), counts and bold cells as run names', () => {
    // from test/wild/gh-fak-4625-workers-table-interleave.txt, lines 5-12
    const a = analyze(fixture('markdown-setting-column-runs.txt'));
    expect(labels(a)).toEqual(['256 (default)', '16', '32', '64', '128', 'node0-local (32)']);
    expect(m(a, '64', 'tok/s').value).toBe(1.395);
  });
});

describe('runs as columns named by their settings, beside the author`s ratio column', () => {
  // from test/wild/gh-cqlite-3224-perf-counters-runs-as-columns.txt, lines 5-16
  const a = analyze(fixture('markdown-settings-columns-ratio.txt'));

  it('`S=1/N=2` and `S=6/N=16` are the configs, the counters the metrics; `ratio` is no run', () => {
    expect(labels(a)).toEqual(['S=1/N=2', 'S=6/N=16']);
    expect(m(a, 'S=1/N=2', 'instructions').value).toBe(38856.8);
    expect(m(a, 'S=6/N=16', 'LLC-load-misses').value).toBe(38.08);
  });

  it('rows named by settings are the configs the same way', () => {
    const b = analyze('| run | tok/s | latency |\n|---|---|---|\n| nb=0 | 10.5 | 95 |\n| nb=2 | 12.5 | 80 |\n');
    expect(labels(b)).toEqual(['nb=0', 'nb=2']);
  });
});

describe('tables and timings of real posts', () => {
  it('`| Read pattern | GB/s |`: a drawn table over a measure lists runs, whatever its corner says', () => {
    const a = analyze(
      [
        'Results:',
        '',
        '| Read pattern | GB/s |',
        '|---|---:|',
        '| memory on one node, local readers | 31.5 |',
        '| memory interleaved, readers on both | **55.3** |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['memory on one node, local readers', 'memory interleaved, readers on both']);
    expect(m(a, 'memory interleaved, readers on both', 'GB/s').value).toBe(55.3);
  });
});

describe('cells and columns as posts write them (second survey)', () => {
  it('`| join | SPARQ | DuckDB |`: rows that name what was measured under columns that name the systems', () => {
    const a = analyze(
      [
        '| join | SPARQ | DuckDB |',
        '|---|--:|--:|',
        '| customer SF1 | 0.744 | 328 |',
        '| part SF1 | 1.08 | 436 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['SPARQ', 'DuckDB']);
  });
});

describe('rows that are the commands a run was launched with', () => {
  it('`| | dev 0 | dev 1 |` over `` | `numactl --membind=0` | ... | ``: the commands are the runs', () => {
    const a = analyze(
      [
        '| | dev 0 | dev 1 | overlapped |',
        '|---|---:|---:|---:|',
        '| `numactl --membind=0` | 5.87 | 7.18 | 10.80 |',
        '| `numactl --membind=1` | 5.98 | **11.93** | **16.45** |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['`numactl --membind=0`', '`numactl --membind=1`']);
    expect(m(a, '`numactl --membind=1`', 'dev 1').value).toBe(11.93);
  });
});

describe('settings and measures beside run names', () => {
  it('models as rows under columns that are no measures: the columns are the runs', () => {
    const a = analyze(
      [
        '| model | distribute (warmed x4) | interleave=all | --numa mirror |',
        '| --- | ---: | ---: | ---: |',
        '| gemma-4-31B qat Q4_0 | 3.70 | 4.93 | 7.89 +/- 0.14 |',
        '| DeepSeek-V4-Flash UD-Q8_K_XL | 11.55 | 10.29 | 18.14 +/- 0.16 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['distribute (warmed x4)', 'interleave=all', '--numa mirror']);
    expect(m(a, '--numa mirror', 'DeepSeek-V4-Flash UD-Q8_K_XL').value).toBe(18.14);
  });
});

describe('rows named by a setting switched on or off', () => {
  it('`MGLRU off` / `MGLRU on` rows under an empty corner are the runs', () => {
    const a = analyze(
      [
        'Actual outcome [1]:',
        '             stddev(pgsteal)/mean(pgsteal) sum(pgsteal)/sum(requested)',
        'MGLRU off  75%                           425%',
        'MGLRU on   20%                           95%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['MGLRU off', 'MGLRU on']);
    expect(m(a, 'MGLRU on', 'sum(pgsteal)/sum(requested)').value).toBe(95);
  });
});

describe('a sweep down the first column', () => {
  it('`EF | Original QPS | Hugepage QPS | Recall | Gain (%)`: the runs before the shared measure are the configs', () => {
    // VectorDB-NTU/RaBitQ-Library PR #72: GitHub's table without outer pipes
    const a = analyze(
      [
        'dataset: GIST1M, topk = 10',
        'EF | Original QPS | Hugepage QPS | Recall | Gain (%)',
        '-- | -- | -- | -- | --',
        '60 | 7,903.70 | 8,608.78 | 0.8075 | 8.92%',
        '150 | 3,786.11 | 4,198.25 | 0.9080 | 10.89%',
        '1000 | 624.46 | 670.49 | 0.9787 | 7.37%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Original', 'Hugepage']);
    expect(m(a, 'Hugepage', 'EF=60 QPS').value).toBe(8608.78);
    expect(m(a, 'Original', 'EF=1000 QPS').value).toBe(624.46);
    // the recall is given once per point for both runs, and the gain is the author's comparison
    expect(a.measurements.some((x) => /Recall|Gain/.test(x.metric) || /Recall|Gain/.test(x.config))).toBe(false);
  });

  it('`| Skew | Ceiling (uncapped) | A — dram+spill | ...`: decimals under a parameter are points, not versions', () => {
    // facebookincubator/velox PR #17856: `_dropped_` where a run was skipped, bold `**+14.7%**` comparisons
    const a = analyze(
      [
        '| Skew | Ceiling (uncapped) | A — dram+spill | B — interleave 1:1 | C — cxl relocate (this PR) | B vs Ceiling | C vs Ceiling |',
        '|---|---|---|---|---|---|---|',
        '| 1.0  | 34.8 s | 129.2 s | 43.0 s | **39.9s** | +23.5% | **+14.7%** |',
        '| 0.75 | 36.9 s | 190.1 s | 53.2 s | **43.7s** | +44.3% | **+18.4%** |',
        '| 0.25 | 42.8 s | _dropped_ | 56.2 s | **49.6s** | +31.4% | **+15.9%** |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual([
      'Ceiling (uncapped)',
      'A — dram+spill',
      'B — interleave 1:1',
      'C — cxl relocate (this PR)',
    ]);
    expect(m(a, 'C — cxl relocate (this PR)', 'Skew=1.0')).toMatchObject({ value: 39.9, unit: 's' });
    expect(a.measurements.some((x) => x.config === 'A — dram+spill' && x.metric === 'Skew=0.25')).toBe(false);
  });
});
