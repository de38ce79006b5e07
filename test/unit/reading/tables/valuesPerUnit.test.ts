/** Table cells that hold several values, each with its unit (reading/kit/cells.ts valuesPerUnit), as posts paste `time -f` output. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import type { Hint } from '../../../../src/core/hints/format';

describe('cells of several values with units', () => {
  it('`1.44 user 0:00.42 elapsed 669608 kB` under each run: a row per unit, the runs the columns', () => {
    const text = [
      'Test file | mimalloc 3.1.5 | jemalloc | system (glibc)',
      '-- | -- | -- | --',
      'lineitem.parquet | 1.44 user 0:00.42 elapsed 669608 kB | 1.39 user 0:00.44 elapsed 663816 kB | 1.42 user 0:00.46 elapsed 717120 kB',
      '1000col.parquet | 15.48 user 0:03.15 elapsed 2666164 kB | 15.85 user 0:03.18 elapsed **2593136 kB** | 16.01 user 0:03.73 elapsed 2700000 kB',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['mimalloc 3.1.5', 'jemalloc', 'system (glibc)']);
    const at = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric.startsWith(metric))?.value;
    expect(at('jemalloc', '1000col.parquet user')).toBe(15.85);
    expect(at('system (glibc)', 'lineitem.parquet elapsed')).toBe(0.46);
    expect(at('mimalloc 3.1.5', 'lineitem.parquet kB')).toBe(669608 * 1024);
  });

  it('a description with numbers in it is no cell of values', () => {
    const text = [
      '| script | load | setup |',
      '|---|---|---|',
      '| `30-vm-scala` | usemem 2 threads x 1536M | cgroup max 3G, THP 64K=always |',
      '| `20-redis` | valkey GET 3M keys 3G | cgroup, zswap off 0 x |',
    ].join('\n');
    expect(analyze(text).measurements.filter((m) => /kB|M\b/.test(m.metric))).toEqual([]);
  });
});

describe('cells of several values where the rows are the runs', () => {
  it('`993 µs / 4.85 GB/s` under each transfer size, the page sizes the runs: each unit qualifies the measure, not the run (tt-metal)', () => {
    const text = readFileSync('test/wild/gh-tt-metal-44779-hugepage-size-rows-us-slash-gbs-cells.txt', 'utf8');
    const saved = readFileSync(
      'test/wild/hints/gh-tt-metal-44779-hugepage-size-rows-us-slash-gbs-cells.tierscope.json',
      'utf8',
    );
    const { hints } = JSON.parse(saved) as { hints: Hint[] };
    const a = analyze(text, { hints });
    expect(a.configs.map((c) => c.label)).toEqual(['64KB pages (baseline)', '2MB hugepages']);
    const at = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
    expect(at('2MB hugepages', '8192 KB H2D GB/s')).toBe(5.04);
    expect(at('64KB pages (baseline)', '16384 KB H2D µs')).toBeDefined();
  });
});
