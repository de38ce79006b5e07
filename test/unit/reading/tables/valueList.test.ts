/** `label value` lists without a header (reading/tables/valueList.ts), and tables that hold no results. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

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
