/** The reading hints file: its schema, its version, and what is said about entries that are not hints. */
import { describe, expect, it } from 'vitest';
import { HINTS_FORMAT, hintsFileText, parseHints, type Hint } from '../../../src/core/hints/format';

const block = { key: '1401f836b9a6e-4', first: '| kernel | real |', lines: '183-186' };
const EVERY_KIND: Hint[] = [
  { kind: 'runs-axis', block, runs: 'rows' },
  { kind: 'runs-axis', block: { ...block, alike: true }, runs: 'columns' },
  { kind: 'header-rows', block, rows: 2 },
  { kind: 'runs-column', block, column: 'policy' },
  { kind: 'label-column', block, column: 'cap' },
  { kind: 'split-column', block, column: 'threads' },
  {
    kind: 'read-lines',
    block,
    as: 'table',
    separator: 'vs',
    header: 0,
    columns: ['', 'base', 'patched'],
    runs: 'columns',
  },
  { kind: 'read-lines', block: { ...block, alike: true }, as: 'table', separator: 'blanks' },
  { kind: 'read-lines', block, as: 'run-lines' },
  { kind: 'read-lines', block, as: 'values', values: [{ run: 'baseline', measure: 'maximum PSS', value: '545MiB' }] },
  {
    kind: 'read-lines',
    block,
    as: 'values',
    values: [
      { run: 'fix', measure: 'qps', value: '0.57%', against: 'revert', direction: 'lower' },
      { run: 'b52f12533a', measure: 'total time', value: '-29.9%', against: 'c5e2324da2' },
    ],
  },
  { kind: 'read-lines', block, as: 'prose' },
  { kind: 'read-lines', block, as: 'block' },
  { kind: 'split', block, at: '$ numactl' },
  { kind: 'unit', block, unit: 'us' },
  { kind: 'run-name', block, name: 'w/o patch' },
  { kind: 'one-run', block, name: 'w/ patch' },
  { kind: 'run-from', block, name: 'unpatched' },
  { kind: 'ignore', block },
  { kind: 'rename', from: 'w/o', to: 'w/o patch' },
  { kind: 'run-names', names: { './bin/2_mvp': './bin/2_mvp bench.txt', w: 'w/ patch' } },
  { kind: 'not-a-run', config: 'speedup' },
  { kind: 'only-runs', configs: ['2-JVM', '3-JVM'] },
  { kind: 'tunables', config: 'w/ patch', set: { 'kernel.numa_balancing': '2' } },
  { kind: 'baseline', config: 'w/o patch' },
];

describe('reading hints file', () => {
  it('writes every kind and reads it back unchanged', () => {
    const text = hintsFileText(EVERY_KIND);
    expect((JSON.parse(text) as { format: string }).format).toBe(HINTS_FORMAT);
    expect(text.endsWith('\n')).toBe(true);
    expect(parseHints(text)).toEqual({ hints: EVERY_KIND, problems: [] });
  });

  it('keeps the good entries and says which others are not hints, and why', () => {
    const text = JSON.stringify({
      format: HINTS_FORMAT,
      hints: [
        { kind: 'rename', from: 'a', to: 'b' },
        { kind: 'runs-axis', block, runs: 'diagonal' },
        { kind: 'header-rows', block: { first: 'x' }, rows: 1 },
        { kind: 'merge', config: 'a' },
        7,
        { kind: 'not-a-run', config: ' ' },
        { kind: 'label-column', block },
        { kind: 'ignore', block: { ...block, alike: true } },
        { kind: 'runs-axis', block: { key: 'k', alike: true }, runs: 'rows' },
        { kind: 'only-runs', configs: [] },
        { kind: 'only-runs', configs: ['a', ''] },
        { kind: 'run-names', names: ['a', 'b'] },
        { kind: 'run-names', names: { a: '' } },
        { kind: 'run-names', names: { a: 'a' } },
        { kind: 'run-names', names: { a: ' b ', c: 'c' } },
      ],
    });
    const got = parseHints(text);
    expect(got.hints).toEqual([
      { kind: 'rename', from: 'a', to: 'b' },
      // a run that keeps its name is no part of the correction; the new names are trimmed
      { kind: 'run-names', names: { a: 'b' } },
    ]);
    expect(got.problems).toEqual([
      'hint 2: "runs" is "columns" or "rows"',
      'hint 3: needs "block": {"key": ...}',
      'hint 4: unknown kind "merge"',
      'hint 5: not an object',
      'hint 6: needs "config": the name of the run',
      'hint 7: needs "column": the header of the column',
      'hint 8: "alike" is for the structure kinds (runs-axis, header-rows, runs-column, label-column, split-column) and lines read as a table',
      'hint 9: "alike" needs "first": the first line of the blocks',
      'hint 10: needs "configs": the names of the runs, one at least',
      'hint 11: needs "configs": the names of the runs, one at least',
      'hint 12: needs "names": {"run as read": "its name"}, one run at least',
      'hint 13: needs "names": {"run as read": "its name"}, one run at least',
      'hint 14: every run keeps its name: nothing to rename',
    ]);
  });

  it('says what a read-lines hint lacks or holds wrongly', () => {
    const text = JSON.stringify({
      format: HINTS_FORMAT,
      hints: [
        { kind: 'read-lines', block: { key: 'k-2' }, as: 'table' },
        { kind: 'read-lines', block, as: 'chart' },
        { kind: 'read-lines', block, as: 'prose', separator: ',' },
        { kind: 'read-lines', block, as: 'table', columns: ['one'] },
        { kind: 'read-lines', block, as: 'table', header: 9 },
        { kind: 'split', block },
        { kind: 'unit', block, unit: '' },
        { kind: 'read-lines', block, as: 'values' },
        { kind: 'read-lines', block, as: 'values', values: [{ run: 'base', measure: 'RSS', value: 'much' }] },
        { kind: 'read-lines', block, as: 'table', values: [{ run: 'base', measure: 'RSS', value: '5' }] },
        { kind: 'read-lines', block, as: 'values', values: [{ run: 'a', measure: 'qps', value: '1%', against: 'a' }] },
        { kind: 'read-lines', block, as: 'values', values: [{ run: 'a', measure: 'qps', value: '1%', against: ' ' }] },
        {
          kind: 'read-lines',
          block,
          as: 'values',
          values: [{ run: 'a', measure: 'qps', value: '1%', against: 'b', direction: 'down' }],
        },
        {
          kind: 'read-lines',
          block,
          as: 'values',
          values: [{ run: 'a', measure: 'qps', value: '1%', direction: 'lower' }],
        },
        { kind: 'read-lines', block: { ...block, alike: true }, as: 'prose' },
      ],
    });
    expect(parseHints(text).problems).toEqual([
      'hint 1: read-lines needs "first": the first of the lines',
      'hint 2: "as" is one of table, run-lines, values, prose, block',
      'hint 3: separator: for "as": "table" only',
      'hint 4: "columns" is a list of two names at least',
      'hint 5: "header" is a whole number from 0 to 5',
      'hint 6: needs "at": how the line that starts a part begins',
      'hint 7: needs "unit" (`us`, `MB/s`)',
      'hint 8: "values" is a list of {"run", "measure", "value"}: the value as the lines write it',
      'hint 9: "much" is no number',
      'hint 10: "values": for "as": "values" only',
      'hint 11: "1%": a run\'s change is against another run',
      'hint 12: "against" is the run the change is against',
      'hint 13: "direction" is "higher" or "lower"',
      'hint 14: "direction" is for a change "against" a run',
      'hint 15: "alike" is for the structure kinds (runs-axis, header-rows, runs-column, label-column, split-column) and lines read as a table',
    ]);
  });

  it('says a newer version is newer, and refuses what is not a hints file without throwing', () => {
    expect(parseHints(JSON.stringify({ format: 'tierscope.hints/v2', hints: [] })).problems[0]).toMatch(
      /tierscope.hints\/v2 is newer than this TierScope reads/,
    );
    expect(parseHints('{"format": "tierscope.analysis/v1"}').problems[0]).toMatch(/not a hints file/);
    expect(parseHints('{ not json').problems[0]).toMatch(/^not JSON/);
    expect(parseHints('[]').problems[0]).toMatch(/expected an object/);
    expect(parseHints(JSON.stringify({ format: HINTS_FORMAT, hints: {} })).problems).toEqual(['"hints" is not a list']);
  });

  it('takes tunable values written as numbers as the text they are', () => {
    const got = parseHints(
      JSON.stringify({ format: HINTS_FORMAT, hints: [{ kind: 'tunables', config: 'a', set: { x: 2 } }] }),
    );
    expect(got.hints).toEqual([{ kind: 'tunables', config: 'a', set: { x: '2' } }]);
  });
});
