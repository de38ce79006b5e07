/** `label value` lists without a header (reading/tables/valueList.ts), and tables that hold no results. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { labels, m } from '../../helpers';

const summary = (run: string, seconds: number, gb: number) => [
  '```',
  `== summary (${run}) ==`,
  `execution time         ${seconds} s`,
  `promotion              ${gb} GB (2,432,978 pages)`,
  'migration total        89.49 GB',
  '```',
  '',
];

describe('an aligned `name   value unit` list under any caption', () => {
  it('`== summary (migflow) ==` over `execution time   1285.71 s`: one run per list, named in the parentheses', () => {
    const a = analyze([...summary('migflow', 1285.71, 9.28), ...summary('tiered', 1504.05, 0.01)].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['migflow', 'tiered']);
    const time = a.measurements.filter((m) => m.metric === 'execution time').map((m) => [m.config, m.value]);
    expect(time).toEqual([
      ['migflow', 1285.71],
      ['tiered', 1504.05],
    ]);
    // the note after a value (`(2,432,978 pages)`) is no value; GB are bytes
    expect(a.measurements.find((m) => m.config === 'migflow' && m.metric === 'promotion')?.value).toBeCloseTo(
      9.28 * 2 ** 30,
      -3,
    );
  });

  it("a dump's counters without units (`pages free   1234`) are no such list", () => {
    const text = [
      'Node 0, zone   Normal',
      '  pages free     1234',
      '        min      5678',
      '        low      7000',
      '',
    ];
    const a = analyze(text.join('\n'));
    expect(a.blocks.some((b) => b.reading?.reader === 'value list')).toBe(false);
  });
});

describe("a README's table of options", () => {
  it('`| Variable | Default | Meaning |` names no run `Default`', () => {
    const text = [
      '| Variable         | Default    | Meaning                          |',
      '|------------------|------------|----------------------------------|',
      '| `SCALE_FACTOR`   | `28`       | TPC-C warehouses                 |',
      '| `NTHREADS`       | `24`       | worker threads, pinned to socket |',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).not.toContain('Default');
  });
});

describe('`label value` lists under a caption that names the run', () => {
  it('`merge_nodes=1` over `2 nodes 1.4%` lines: one run per caption, a measure per label', () => {
    const a = analyze(
      [
        'Results:',
        '',
        'merge_nodes=1',
        '2 nodes 1.4%',
        '4 nodes 1.6%',
        '8 nodes\t1.7%',
        '',
        'merge_nodes=0',
        '2 nodes\t1%',
        '4 nodes\t0.32%',
        '8 nodes\t0.018%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['merge_nodes=1', 'merge_nodes=0']);
    expect(m(a, 'merge_nodes=0', '8 nodes').value).toBe(0.018);
  });

  it('a list of number pairs or under a caption that names no run is not read this way', () => {
    const a = analyze(
      ['Time based', 'Hashjoin 4.21%', 'Btree 2.04%', '', 'scan period', '20620 1125', '56185 1125', ''].join('\n'),
    );
    expect(a.measurements).toEqual([]);
  });
});
