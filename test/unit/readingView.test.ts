/** The dashboard's reading view (report/readingView.ts): each block as read, the corrections' outcomes, where Compare's numbers came from. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import type { Hint } from '../../src/core/hints/format';
import { dashboardView } from '../../src/core/report/dashboardView';
import { changeSummary, correctedNotice } from '../../src/core/report/readingNotice';
import { linesRef } from '../../src/core/reading/linesRef';

/** Two time(1) outputs quoted in a reply and a side-by-side table of the same runs named another way. */
const ARM = readFileSync(join(__dirname, '../fixtures/time-runs-named-two-ways.txt'), 'utf8');
/** A table read surely, then a perf stat block nothing names (low confidence). */
const LOW = readFileSync(join(__dirname, '../fixtures/table-then-unnamed-perf-stat.txt'), 'utf8');

/** Two llama.cpp timings outputs one under the other, read as one block. */
const LLAMA = readFileSync(
  join(__dirname, '../wild/github-gh-llamacpp-5377-numactl-parallel-print-timings.txt'),
  'utf8',
);
/** A `N  a  vs  b` table whose footnote gives the unit (usec) of its bare numbers. */
const VMALLOC = readFileSync(
  join(__dirname, '../wild/lkml-table-vmalloc-lock-contention-jobs-rows-vs-separator-cover.txt'),
  'utf8',
);

const viewOf = (text: string, hints: Hint[] = []) => dashboardView(analyze(text, { hints }), [text]).reading;

describe('reading view', () => {
  const plain = viewOf(ARM);
  const table = plain.blocks.find((b) => b.startLine === 183)!;

  it('lists each block with how it was read and what it gave, the least sure first', () => {
    expect(plain.blocks.map((b) => [b.startLine, b.kind, b.reader, b.confidence])).toEqual([
      [183, 'results-table', 'table', 0.7],
      [174, 'results-table', 'time', 0.9],
      [177, 'results-table', 'time', 0.9],
      [123, 'setup', null, null],
      [173, 'setup', null, null],
      [176, 'setup', null, null],
    ]);
    expect(table).toMatchObject({
      key: '1401f836b9a6e-4',
      runsAxis: 'columns',
      runs: ['w/o', 'w/'],
      measures: ['real', 'user', 'sys'],
      measureCount: 3,
      corrected: [],
      ignored: false,
      low: false,
      correctable: 'table',
    });
    expect(plain.blocks.find((b) => b.startLine === 174)).toMatchObject({
      runsAxis: null,
      runsFrom: 'the line above it (or above the blocks before it)',
      runs: ['Typical collapsed time w/o patch'],
      correctable: 'axis',
    });
    expect(plain.hints).toEqual([]);
    expect(plain.low).toBe(0);
  });

  it("offers the lines above a block and a table's header cells, from the texts", () => {
    expect(table.choices.header).toEqual(['w/o', 'w/']);
    expect(table.choices.first).toBe('w/o             w/');
    const time = plain.blocks.find((b) => b.startLine === 174)!;
    expect(time.choices.above.slice(0, 2)).toEqual([
      { line: 173, text: 'time taskset -c 4 ./a.out' },
      { line: 172, text: 'Typical collapsed time w/o patch' },
    ]);
    // built without the texts: no choices, the rest the same
    const bare = dashboardView(analyze(ARM)).reading;
    expect(bare.blocks[0]!.choices).toEqual({ above: [], header: [], first: '', splits: [] });
    expect(bare.blocks.map((b) => b.key)).toEqual(plain.blocks.map((b) => b.key));
  });

  it('offers where a block of two outputs could be split, its first line again first; counts values without a unit', () => {
    const llama = viewOf(LLAMA).blocks.find((b) => b.kind === 'llama-timings')!;
    // each later line begins twice too: cut before all of one of them, 3 parts
    expect(llama.choices.splits.slice(0, 2)).toEqual([
      { at: 'llama_print_timings:        load time', parts: 2 },
      { at: 'llama_print_timings:        eval time', parts: 3 },
    ]);
    expect(llama.unitless).toBe(0);
    expect(table.choices.splits).toEqual([]);
    expect(viewOf(VMALLOC).blocks.find((b) => b.startLine === 134)!.unitless).toBe(32);
  });

  it('counts and marks the blocks read with low confidence', () => {
    const v = viewOf(LOW);
    expect(v.low).toBe(1);
    expect(v.blocks[0]).toMatchObject({ reader: 'perfStat', low: true });
  });

  it('a block set aside as context (no run named, nothing the named runs measure) says so and lists what it holds', () => {
    const perf = viewOf(LOW).blocks[0]!;
    expect(perf).toMatchObject({ setAside: true, runs: [] });
    expect(perf.measures).toContain('task-clock');
    expect(viewOf(LOW).blocks[1]!.setAside).toBe(false);
  });

  it("points each of Compare's numbers and each run at the block it came from", () => {
    const d = dashboardView(analyze(ARM), [ARM]);
    const tables = d.model.tables;
    expect(d.reading.cells.map((t) => t.length)).toEqual(tables.map((t) => t.rows.length));
    const at = tables.findIndex((t) => t.configs.includes('w/o'));
    const col = tables[at]!.configs.indexOf('w/o');
    const ids = new Set(d.reading.cells[at]!.map((r) => r[col]).filter((x) => x !== null));
    expect([...ids]).toEqual([table.id]);
    expect(d.reading.runs['w/o']).toEqual([table.id]);
    expect(d.reading.runs['w/ the patch']).toEqual([plain.blocks.find((b) => b.startLine === 177)!.id]);
  });

  it('marks a corrected block with its corrections; a hint whose block is gone says so', () => {
    const hints: Hint[] = [
      { kind: 'ignore', block: { key: table.key! } },
      { kind: 'runs-axis', block: { key: 'ffffffffffff-3', lines: '10-12' }, runs: 'rows' },
    ];
    const v = viewOf(ARM, hints);
    const ignored = v.blocks.find((b) => b.startLine === 183)!;
    expect(ignored).toMatchObject({ corrected: ['ignored'], ignored: true, runs: [], measureCount: 0, low: false });
    expect(ignored.correctable).toBe('none');
    expect(v.hints.map((x) => [x.text, x.applied, x.gone])).toEqual([
      ['ignored', true, false],
      ['runs in rows', false, true],
    ]);
    expect(v.hints[1]!.note).toBe('no block of the text has this content now (it was lines 10-12)');
  });

  it('offers the table corrections on lines the user said are a table (the column naming the runs)', () => {
    const MI = readFileSync(
      join(__dirname, '../wild/gh-mimalloc-593-bench-sh-je-mi-tbb-sys-time-rss-space-aligned-rows.txt'),
      'utf8',
    );
    const block = linesRef(MI, 9, 31)!;
    const v = viewOf(MI, [{ kind: 'read-lines', block, as: 'table', separator: 'blanks' }]);
    expect(v.blocks.find((b) => b.key === block.key)).toMatchObject({
      reader: 'your correction',
      correctable: 'table',
    });
    const values = [{ run: 'je', measure: 'cfrac time', value: '04.08' }];
    const w = viewOf(MI, [{ kind: 'read-lines', block, as: 'values', values }]);
    expect(w.blocks.find((b) => b.key === block.key)!.correctable).not.toBe('table');
  });

  it("offers to turn docker stats' containers into runs, and shows them as runs once turned", () => {
    const text = readFileSync(
      join(__dirname, '../wild/gh-fishbaseapi-29-docker-stats-five-containers-mem-usage-limit.txt'),
      'utf8',
    );
    const docker = viewOf(text).blocks.find((b) => b.startLine === 4)!;
    expect(docker).toMatchObject({ correctable: 'axis', runs: ['Just for fun'] });
    const turned = viewOf(text, [{ kind: 'runs-axis', block: { key: docker.key! }, runs: 'rows' }]);
    expect(turned.blocks.find((b) => b.startLine === 4)).toMatchObject({
      runsAxis: 'rows',
      runs: ['fbapi', 'fblogstash', 'fbmysql', 'fbnginx', 'fbredis'],
    });
  });

  it('says what a correction changed', () => {
    const merged = viewOf(ARM, [{ kind: 'rename', from: 'w/', to: 'w/ the patch' }]);
    expect(changeSummary(plain, merged)).toBe('4 runs -> 3');
    expect(correctedNotice('"w/" renamed "w/ the patch"', plain, merged)).toBe(
      'Corrected: "w/" renamed "w/ the patch" (4 runs -> 3)',
    );
    const renamed = viewOf(ARM, [{ kind: 'rename', from: 'w/', to: 'with' }]);
    expect(changeSummary(plain, renamed)).toBe('"w/" -> "with"');
    const tuned = viewOf(ARM, [{ kind: 'tunables', config: 'w/', set: { 'kernel.numa_balancing': '0' } }]);
    expect(changeSummary(plain, tuned)).toBe('the same 4 runs');
    // a block split in two, values given a unit
    const llama = viewOf(LLAMA);
    const key = llama.blocks.find((b) => b.kind === 'llama-timings')!.key!;
    const split = viewOf(LLAMA, [{ kind: 'split', block: { key }, at: 'llama_print_timings:        load time' }]);
    expect(changeSummary(llama, split)).toBe('2 blocks -> 3');
    const vmalloc = viewOf(VMALLOC);
    const unit = viewOf(VMALLOC, [{ kind: 'unit', block: { key: vmalloc.blocks[0]!.key! }, unit: 'us' }]);
    expect(changeSummary(vmalloc, unit)).toBe('32 values without a unit -> 0');
    const missing = viewOf(ARM, [{ kind: 'baseline', config: 'nope' }]);
    expect(correctedNotice('baseline "nope"', plain, missing)).toBe('Not applied: baseline "nope": no run "nope"');
  });
});
