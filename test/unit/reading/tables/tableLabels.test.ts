/** How a table's labels split into runs and measures: several label columns (columnsTable), a measure in the run headers (measureInHeaders). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { fixture, labels, m, measuredConfigs } from '../../helpers';

const metrics = (text: string, config: string) =>
  analyze(text)
    .measurements.filter((m) => m.config === config)
    .map((m) => `${m.metric}=${m.value}`);

describe('label columns', () => {
  it('the columns of words after the first label the rows with it; a blank cell there is the one above (a cell spanning rows)', () => {
    const text = [
      '| Test Type | Metric | ext2 Performance | SEFS Performance | Comparison (ext2 vs. SEFS) |',
      '|---|---|---|---|---|',
      '| seq-write-256k | IOPS | 2639 | 1384 | **1.9× faster (ext2)** |',
      '|  | BW (MiB/s) | 660 | 346 | **1.9× faster (ext2)** |',
      '| rand-write-32k | IOPS | 19.3k | 7780 | **2.5× faster (ext2)** |',
      '|  | BW (MiB/s) | 604 | 243 | **2.5× faster (ext2)** |',
    ].join('\n');
    expect(metrics(text, 'SEFS Performance')).toEqual([
      'seq-write-256k IOPS=1384',
      'seq-write-256k BW (MiB/s)=346',
      'rand-write-32k IOPS=7780',
      'rand-write-32k BW (MiB/s)=243',
    ]);
  });

  it('a column of values written out (`176.6 / 177.1 / 180.0 → 178`) labels no row', () => {
    const text = [
      '| workload | base | patched |',
      '|---|---|---|',
      '| build | 1.2 / 1.3 / 1.1 → 1.2 | 1.0 |',
      '| test | 2.2 / 2.3 / 2.1 → 2.2 | 2.0 |',
    ].join('\n');
    expect(analyze(text).measurements.some((m) => /→/.test(m.metric))).toBe(false);
  });
});

describe('a measure in the headers of the runs', () => {
  it('a word after one-word names of configs is what they measured (`old allocs`, `new allocs`), not a setting or the change', () => {
    const runs = (h: string) =>
      analyze(
        [
          'benchmark      ' + h + '     delta',
          'BenchmarkHash-4     7     8     +14.29%',
          'BenchmarkFoo-4     3     3     +0.00%',
        ].join('\n'),
      ).configs.map((c) => c.label);
    expect(runs('old allocs     new allocs')).toEqual(['old', 'new']);
    expect(runs('base NUMAB1     patched NUMAB1')).toEqual(['base NUMAB1', 'patched NUMAB1']);
    expect(runs('w/o patch     with patch')).toEqual(['w/o patch', 'with patch']);
    expect(runs('Without series     With series')).toEqual(['Without series', 'With series']);
  });
});

describe('runs named by leading word columns and by the column headers', () => {
  it('`off avg (s) | on avg (s)` holds two runs per row, `2.383x` quotient columns are left out, `| 8G | PR | on |` names the run `8G PR on`', () => {
    // from test/wild/gh-gapbs-tiering-onoff-factor-columns.txt, lines 18-40
    const a = analyze(fixture('settings-in-headers.txt'));
    expect(measuredConfigs(a)).toEqual([
      '8G PR off',
      '8G PR on',
      '8G BC off',
      '8G BC on',
      '16G PR off',
      '16G PR on',
      '16G BC off',
      '16G BC on',
    ]);
    expect(m(a, '8G PR on', 'avg (s)').value).toBe(79.72247);
    expect(m(a, '8G PR on', 'avg (s)').unit).toBe('s');
    expect(m(a, '16G BC off', 'avg (s)').value).toBe(46.50356);
    expect(m(a, '8G PR on', 'hint faults').value).toBe(39507091);
    // the author's quotients are not measurements of any run
    expect(a.measurements.some((x) => /on\/off|off\/on/.test(x.metric))).toBe(false);
  });
});

describe('markdown tables as posted', () => {
  it('arms named by a letter in the headers (`A throughput | B throughput`), a numbered group column as repetitions', () => {
    // the table of ModelTC/LightLLM PR #1399 (2026-07-21), first two ABBA groups; `B vs A` and `TTFT 改善` are the author's
    const a = analyze(
      '| ABBA 组 | A throughput | B throughput | B vs A | A mean TTFT | B mean TTFT | TTFT 改善 |\n' +
        '|---|---:|---:|---:|---:|---:|---:|\n' +
        '| 1 | 15.300 req/s | 15.381 req/s | +0.52% | 648.45 ms | 642.38 ms | 0.94% |\n' +
        '| 2 | 14.664 req/s | 15.415 req/s | +5.13% | 680.58 ms | 646.06 ms | 5.07% |\n',
    );
    expect(labels(a)).toEqual(['A', 'B']);
    const tput = m(a, 'A', 'throughput');
    expect([tput.value, tput.n, tput.unit]).toEqual([14.982, 2, 'req/s']);
    expect(m(a, 'B', 'mean TTFT').value).toBeCloseTo(0.64422, 10);
    expect(a.measurements.some((x) => x.value === 0.52 || x.value === 5.07)).toBe(false);
  });
});

describe('settings and measures beside run names', () => {
  it('a column of values with their units before the first named measure is measured, not part of the run name', () => {
    const a = analyze(
      [
        '| Run | Global NUMA | Avg PR trial | Total wall | Max RSS KB |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| migration_off | `0` | 43.85798s | 8:15.09 | 148145908 |',
        '| migration_on | `2` | 43.46639s | 8:11.60 | 148145460 |',
        '',
      ].join('\n'),
    );
    // the setting's column names the runs with its header, now that its code-marked values read as values
    expect(a.configs.map((c) => c.label)).toEqual(['migration_off Global NUMA=0', 'migration_on Global NUMA=2']);
    expect(m(a, 'migration_on Global NUMA=2', 'Avg PR trial').value).toBeCloseTo(43.46639, 6);
    expect(m(a, 'migration_off Global NUMA=0', 'Total wall').value).toBeCloseTo(495.09, 6);
  });
});
