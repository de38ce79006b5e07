/** The corrections' storage over a fake Memento, and the host's decisions that need no VS Code, on a real text of test/wild. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeDocuments } from '../../../src/core/analyze';
import { parseHints, type Hint } from '../../../src/core/hints/format';
import {
  Corrections,
  MAX_DOCUMENTS,
  mergeHints,
  sameHint,
  STORAGE_KEY,
  textKey,
  type Memento,
} from '../../../src/host/corrections';
import { correctionNote, sidecarPath, whyNotWritable } from '../../../src/host/hintsFile';

/** workspaceState as VS Code keeps it: values stored as JSON (a copy), updates async. */
class FakeMemento implements Memento {
  readonly data = new Map<string, string>();
  get<T>(key: string): T | undefined {
    const v = this.data.get(key);
    return v === undefined ? undefined : (JSON.parse(v) as T);
  }
  async update(key: string, value: unknown): Promise<void> {
    await Promise.resolve();
    if (value === undefined) this.data.delete(key);
    else this.data.set(key, JSON.stringify(value));
  }
}

const FIXTURES = join(__dirname, '..', '..', 'fixtures');
/** Two time(1) outputs and a table of the same runs named another way (`w/o  w/`), and the corrections that merge them. */
const SLUG = 'time-runs-named-two-ways';
const ARM = readFileSync(join(FIXTURES, `${SLUG}.txt`), 'utf8');
const FIXES = parseHints(readFileSync(join(FIXTURES, 'hints', `${SLUG}.tierscope.json`), 'utf8')).hints;
const DOC = 'file:///logs/arm64.txt';
const runs = (text: string, hints: Hint[]) => {
  const a = analyzeDocuments([{ name: 'arm64.txt', text }], { hints });
  return { a, runs: [...new Set(a.measurements.map((m) => m.config))].sort() };
};

let clock = 1000;
const store = (m = new FakeMemento()) => new Corrections(m, () => clock++);

describe('corrections kept in the workspace storage', () => {
  it('keeps each document its corrections, in order, and a new store over the same storage reads them (a reload)', async () => {
    const m = new FakeMemento();
    const s = store(m);
    for (const h of FIXES) await s.add(DOC, h);
    await s.add('untitled:Untitled-1', { kind: 'baseline', config: 'x' });
    expect(s.list(DOC)).toEqual(FIXES);
    expect(store(m).list(DOC)).toEqual(FIXES);
    expect(store(m).list('untitled:Untitled-1')).toEqual([{ kind: 'baseline', config: 'x' }]);
    expect(store(m).list('file:///other.txt')).toEqual([]);
    expect(s.count([DOC, 'untitled:Untitled-1'])).toBe(4);
  });

  it('a newer correction of the same target replaces the older; undo brings the older back', async () => {
    const s = store();
    const key = { key: 'abc-3' };
    await s.add(DOC, { kind: 'header-rows', block: key, rows: 1 });
    await s.add(DOC, { kind: 'rename', from: 'a', to: 'b' });
    await s.add(DOC, { kind: 'header-rows', block: key, rows: 2 });
    expect(s.list(DOC)).toEqual([
      { kind: 'rename', from: 'a', to: 'b' },
      { kind: 'header-rows', block: key, rows: 2 },
    ]);
    expect((await s.undo([DOC]))?.hint).toEqual({ kind: 'header-rows', block: key, rows: 2 });
    expect(s.list(DOC)).toEqual([
      { kind: 'header-rows', block: key, rows: 1 },
      { kind: 'rename', from: 'a', to: 'b' },
    ]);
    expect((await s.undo([DOC]))?.hint).toEqual({ kind: 'rename', from: 'a', to: 'b' });
    expect((await s.undo([DOC]))?.hint).toEqual({ kind: 'header-rows', block: key, rows: 1 });
    expect(await s.undo([DOC])).toBeUndefined();
  });

  it("a run's tunables add up; naming and ignoring a block are one decision about it", async () => {
    const s = store();
    await s.add(DOC, { kind: 'tunables', config: 'r1', set: { 'vm.a': '1', 'vm.b': '2' } });
    await s.add(DOC, { kind: 'tunables', config: 'r1', set: { 'vm.b': '3' } });
    await s.add(DOC, { kind: 'run-name', block: { key: 'k-1' }, name: 'base' });
    await s.add(DOC, { kind: 'ignore', block: { key: 'k-1' } });
    expect(s.list(DOC)).toEqual([
      { kind: 'tunables', config: 'r1', set: { 'vm.a': '1', 'vm.b': '3' } },
      { kind: 'ignore', block: { key: 'k-1' } },
    ]);
  });

  it('undo takes back the newest correction over all the dashboard documents; forget clears only those given', async () => {
    const s = store();
    await s.add('a', { kind: 'baseline', config: 'x' });
    await s.add('b', { kind: 'rename', from: 'p', to: 'q' });
    await s.add('a', { kind: 'rename', from: 'r', to: 's' });
    await s.add('c', { kind: 'baseline', config: 'y' });
    expect(await s.undo(['a', 'b'])).toEqual({ doc: 'a', hint: { kind: 'rename', from: 'r', to: 's' } });
    expect(await s.undo(['a', 'b'])).toEqual({ doc: 'b', hint: { kind: 'rename', from: 'p', to: 'q' } });
    expect(await s.forget(['a', 'b'])).toBe(1);
    expect(s.list('a')).toEqual([]);
    expect(s.list('c')).toEqual([{ kind: 'baseline', config: 'y' }]);
    expect(await s.forget(['a'])).toBe(0);
  });

  it('a change applies at once, before it is stored; corrections sent at once all stay, stored in order', async () => {
    const m = new FakeMemento();
    const s = store(m);
    const stored = FIXES.map((h) => s.add(DOC, h));
    expect(s.list(DOC)).toEqual(FIXES);
    expect(store(m).list(DOC)).toEqual([]);
    await Promise.all(stored);
    expect(store(m).list(DOC)).toEqual(FIXES);
    await Promise.all([s.undo([DOC]), s.undo([DOC])]);
    expect(s.list(DOC)).toEqual(FIXES.slice(0, 1));
    expect(store(m).list(DOC)).toEqual(FIXES.slice(0, 1));
  });

  it('tells its listeners which documents changed', async () => {
    const s = store();
    const seen: string[][] = [];
    const sub = s.onDidChange((docs) => seen.push([...docs]));
    await s.add('a', { kind: 'baseline', config: 'x' });
    await s.forget(['a', 'b']);
    await s.forget(['a']);
    sub.dispose();
    await s.add('z', { kind: 'baseline', config: 'x' });
    expect(seen).toEqual([['a'], ['a']]);
  });

  it('leaves out what is not a hint (storage of another version, edited by hand) and never throws on it', () => {
    const m = new FakeMemento();
    m.data.set(
      STORAGE_KEY,
      JSON.stringify({
        [DOC]: { entries: [{ hint: { kind: 'bogus' } }, { hint: { kind: 'baseline', config: 'x' }, at: 5 }], used: 5 },
        broken: 'not an object',
        empty: { entries: 'no' },
      }),
    );
    expect(store(m).list(DOC)).toEqual([{ kind: 'baseline', config: 'x' }]);
    m.data.set(STORAGE_KEY, '[1,2]');
    expect(store(m).list(DOC)).toEqual([]);
  });

  it(`keeps at most ${MAX_DOCUMENTS} documents: the least recently corrected go`, async () => {
    const s = store();
    for (let k = 0; k <= MAX_DOCUMENTS; k++) await s.add(`doc${k}`, { kind: 'baseline', config: 'x' });
    expect(s.list('doc0')).toEqual([]);
    expect(s.list('doc1')).toHaveLength(1);
    expect(s.list(`doc${MAX_DOCUMENTS}`)).toHaveLength(1);
  });

  it('names a clipboard text by its content (the same text after a reload has the same corrections)', () => {
    expect(textKey('abc')).toBe(textKey('abc'));
    expect(textKey('abc')).not.toBe(textKey('abd'));
    const big = 'x'.repeat(3 << 20);
    expect(textKey(big)).toMatch(/^text:[0-9a-f]+-3145728$/);
    expect(textKey(big)).not.toBe(textKey(`${big}y`));
  });
});

describe("a document's hints: its file's, then the stored corrections", () => {
  it('the newer stored correction wins over the file hint of the same target, in its place', () => {
    const file: Hint[] = [
      { kind: 'rename', from: 'w/o', to: 'base' },
      { kind: 'baseline', config: 'base' },
    ];
    const stored: Hint[] = [
      { kind: 'rename', from: 'w/o', to: 'w/o patch' },
      { kind: 'rename', from: 'w/', to: 'w/ patch' },
    ];
    expect(mergeHints(file, stored)).toEqual([
      { kind: 'rename', from: 'w/o', to: 'w/o patch' },
      { kind: 'baseline', config: 'base' },
      { kind: 'rename', from: 'w/', to: 'w/ patch' },
    ]);
    // which runs the text has is said once: a newer list replaces the older, in its place
    const only: Hint[] = [
      { kind: 'only-runs', configs: ['a', 'b', 'c'] },
      { kind: 'not-a-run', config: 'd' },
    ];
    expect(mergeHints(only, [{ kind: 'only-runs', configs: ['a', 'b'] }])).toEqual([
      { kind: 'only-runs', configs: ['a', 'b'] },
      { kind: 'not-a-run', config: 'd' },
    ]);
    // the same runs named again: the newer names hold; other runs named at once in another correction keep theirs
    const named: Hint[] = [
      { kind: 'run-names', names: { a: 'A', b: 'B' } },
      { kind: 'run-names', names: { c: 'C' } },
    ];
    expect(mergeHints(named, [{ kind: 'run-names', names: { b: 'b2', a: 'a2' } }])).toEqual([
      { kind: 'run-names', names: { b: 'b2', a: 'a2' } },
      { kind: 'run-names', names: { c: 'C' } },
    ]);
  });

  it('saved into the file and forgotten in storage, the hints apply once and read the same', () => {
    const before = mergeHints([], FIXES);
    const after = mergeHints(mergeHints([], FIXES), []);
    expect(after).toEqual(before);
    expect(mergeHints(FIXES, FIXES)).toHaveLength(FIXES.length);
    expect(sameHint(FIXES[0]!, JSON.parse(JSON.stringify(FIXES[0])) as Hint)).toBe(true);
  });
});

describe('the corrections of a real misread text, stored one by one, as every analysis applies them', () => {
  it('three stored corrections give the two runs the text compares, each applied', async () => {
    expect(runs(ARM, []).runs).toEqual(['Typical collapsed time w/o patch', 'w/', 'w/ the patch', 'w/o'].sort());
    const s = store();
    for (const h of FIXES) await s.add(DOC, h);
    const { a, runs: got } = runs(ARM, mergeHints([], s.list(DOC)));
    expect(got).toEqual(['w/ the patch', 'w/o patch']);
    expect(a.hints!.every((o) => o.applied)).toBe(true);
  });

  it('they survive edits elsewhere in the document (blocks are named by their own lines)', async () => {
    const s = store();
    for (const h of FIXES) await s.add(DOC, h);
    const edited = `Re: my notes, pasted again\n\n${ARM.replace(/^Signed-off-by:.*$/m, '')}\nthanks\n`;
    const { a, runs: got } = runs(edited, s.list(DOC));
    expect(got).toEqual(['w/ the patch', 'w/o patch']);
    expect(a.hints!.map((o) => o.applied)).toEqual([true, true, true]);
  });

  it('what the dashboard says: the correction applied, or kept and why it did not apply', () => {
    const { a } = runs(ARM, FIXES);
    expect(correctionNote(FIXES[2]!, a.hints)).toMatch(
      /^Corrected: run named "w\/o patch" \(lines \d+-\d+: .* -> w\/o patch\)\.$/,
    );
    const gone: Hint = { kind: 'ignore', block: { key: '0000000000000-3', first: 'gone' } };
    const b = runs(ARM, [gone]).a;
    expect(correctionNote(gone, b.hints)).toMatch(/^Correction kept but not applied: ignored: no block of the text/);
  });
});

describe('where the hints file may be written', () => {
  const place = {
    scheme: 'file',
    sampleScheme: 'tierscope-sample',
    trusted: true,
    writable: true as boolean | undefined,
  };
  it.each([
    ['a file in a trusted workspace', place, undefined],
    ['a file of a writable virtual file system (web)', { ...place, scheme: 'vscode-vfs' }, undefined],
    ['the clipboard', { ...place, scheme: undefined }, /clipboard.*storage/],
    ['an untitled document', { ...place, scheme: 'untitled' }, /save it first/],
    ['the bundled sample', { ...place, scheme: 'tierscope-sample' }, /read-only/],
    ['Restricted Mode', { ...place, trusted: false }, /Restricted Mode.*storage/],
    ['a read-only file system', { ...place, writable: false }, /read-only/],
    ['a scheme with no file system', { ...place, scheme: 'output', writable: undefined }, /cannot be written/],
  ])('%s', (_what, p, why) => {
    const got = whyNotWritable(p);
    if (why === undefined) expect(got).toBeUndefined();
    else expect(got).toMatch(why);
  });

  it('is named as the CLI reads it', () => {
    expect(sidecarPath('/logs/run.txt')).toBe('/logs/run.txt.tierscope.json');
  });
});
