/** Tables as posts draw them, read into a grid (reading/kit/grid.ts): markdown rows and headers, CSV runs with their header repeated. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from '../../helpers';

describe('will-it-scale CSV with its header printed before each run', () => {
  // from test/wild/will-it-scale-lkml-csv-runs-numactl-h-before-after.txt, lines 175-197
  const a = analyze(fixture('will-it-scale-csv-runs.txt'));

  it('the repeated runs under one heading are one table; the average stated beside the heading is no part of its name', () => {
    expect(shape('will-it-scale-csv-runs.txt')).toEqual(['csv 3-11', 'csv 15-23']);
    expect(labels(a)).toEqual(['Before this commit', 'After this commit']);
    const threads = a.measurements.filter((x) => x.config === 'Before this commit' && x.metric === '256 threads');
    expect(threads.map((x) => x.value)).toEqual([25641, 25652, 25559]);
    expect(has(a, 'After this commit', '256 threads')).toBe(true);
  });
});

describe('a markdown row with an escaped pipe, one without its closing pipe, bold names with notes', () => {
  // from test/wild/gh-vllm-32792-arm-numa-tp-percent-table.txt, lines 13-19
  const a = analyze(fixture('markdown-escaped-pipe-open-row.txt'));

  it('`\\|` stays inside its cell: every value keeps its column', () => {
    const cfg = '[Current] 2 NUMA, tp=2 w/ thread binding (VLLM_CPU_OMP_THREADS_BIND="0-95|96-191")';
    expect(labels(a)).toContain(cfg);
    expect(m(a, cfg, 'req/sec (higher-better)').value).toBe(60.2);
    expect(m(a, cfg, 'median TPOT (lower-better)').value).toBe(196.4);
  });

  it('the row without a closing pipe is read whole; the bold marks around a name are dropped', () => {
    const cfg = '[Current] 2 NUMA, tp=2  no thread binding (i.e. OOB) (VLLM_CPU_OMP_THREADS_BIND=nobind)';
    expect(m(a, cfg, 'median TPOT (lower-better)').value).toBe(185);
    expect(labels(a)[0]).toBe('2 NUMAs, tp=1 (VLLM_CPU_OMP_THREADS_BIND=0-191)');
    expect(labels(a).some((l) => l.includes('**'))).toBe(false);
  });
});

describe('markdown headers', () => {
  it('`  | first run | second run` over `-- | -- | --`: no outer pipes and an empty corner; the baseline names the rows', () => {
    // kvcache-ai/Mooncake issue #467
    const a = analyze(
      [
        'Mooncake turned out to be unexpectedly slow:',
        '',
        '  | first run(kv cache store) | second run(kv cache retrieve)',
        '-- | -- | --',
        'baseline | 8.46s | 8.47s',
        'mooncake | 12.10s | 29.00s',
        'local dram | 9.42s | 1.77s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'mooncake', 'local dram']);
    expect(m(a, 'mooncake', 'second run(kv cache retrieve)')).toMatchObject({ value: 29, unit: 's' });
  });

  it('`baseline<br>(mooncake-connector)`: a line break in a header cell is a space', () => {
    // LMCache/LMCache PR #988
    const a = analyze(
      [
        '| Metric                               | baseline<br>(mooncake-connector) | optimized<br>(mooncake-store) |',
        '| ------------------------------------ | ------------------------------- | ---------------------------- |',
        '| **Successful requests**              | 50                              | 50                           |',
        '| **Duration (s)**                     | 8.28                            | 5.37                         |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline (mooncake-connector)', 'optimized (mooncake-store)']);
    expect(m(a, 'optimized (mooncake-store)', 'Duration (s)').value).toBe(5.37);
  });
});
