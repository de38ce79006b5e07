/** Other readings (core/otherReadings.ts): the corrections a block could take, each tried, kept when its runs differ. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { hintOf, isBlockHint, type Hint } from '../../../src/core/hints/format';
import { blockOtherReadings, OTHER_READINGS_CHARS, otherReadings } from '../../../src/core/otherReadings';

/** Two Markdown tables; the second's five builds read as one run's measures (its `Size` column the run). */
const AURA = join(
  __dirname,
  '../../wild/gh-aura-668-release-lto-cgu1-with-vs-without-build-min-sec-plus-size-table.txt',
);
const text = readFileSync(AURA, 'utf8');
const doc = { name: 'aura.txt', text };
const BUILDS = ['No strip, no LTO, default codegen units', 'Strip only'];
const labels = (hints: Hint[]) => analyze(text, { hints }).configs.map((c) => c.label);
const keyOf = (h: Hint) => (isBlockHint(h) ? h.block.key : undefined);

describe('other readings', () => {
  it('each gives runs the reading does not, none the same as another, and taking its hint gives the runs it said', () => {
    const { runs, others } = otherReadings(doc);
    expect(runs).toEqual(labels([]));
    expect(others.length).toBeGreaterThan(3);
    const outcomes = others.map((o) => JSON.stringify([o.runs, o.values]));
    expect(new Set(outcomes).size).toBe(others.length);
    for (const o of others) {
      expect(labels([o.hint])).toEqual(o.runs);
      expect(typeof hintOf(JSON.parse(JSON.stringify(o.hint)))).toBe('object');
    }
    // the five builds of the second table become runs when its runs are its rows
    const rows = others.find((o) => o.says === 'runs in rows' && BUILDS.every((b) => o.runs.includes(b)));
    expect(rows?.hint).toMatchObject({ kind: 'runs-axis', runs: 'rows', block: { lines: '19-23' } });
  });

  it('of one block: only corrections of that block, or of its runs, or of the whole text', () => {
    const second = analyze(text).blocks.find((b) => b.startLine === 19)!;
    const { others } = otherReadings(doc, {}, { only: second.key });
    expect(others.length).toBeGreaterThan(1);
    for (const o of others) expect([second.key, undefined]).toContain(keyOf(o.hint));
    expect(otherReadings(doc, {}, { only: 'no-such-block-1' }).others).toEqual([]);
  });

  it('are tried over the corrections given: the reading they start from is the corrected one', () => {
    const { others } = otherReadings(doc);
    const rows = others.find((o) => o.says === 'runs in rows' && BUILDS.every((b) => o.runs.includes(b)))!;
    const after = otherReadings(doc, { hints: [rows.hint] });
    expect(after.runs).toEqual(rows.runs);
    expect(
      after.others.every((o) => JSON.stringify(o.runs) !== JSON.stringify(rows.runs) || o.values !== rows.values),
    ).toBe(true);
  });

  it('of one block where a person waits: none for a text past the limit, and a note that says why and where they are tried', () => {
    const key = analyze(text).blocks.find((b) => b.startLine === 19)!.key!;
    expect(blockOtherReadings(doc, [], key).note).toBeNull();
    const long = { name: 'long.txt', text: text + '\n'.repeat(OTHER_READINGS_CHARS) };
    const r = blockOtherReadings(long, [], key);
    expect(r.others).toEqual([]);
    expect(r.note).toMatch(
      /^long\.txt is too long to try its other readings here \(\d+ KB\); `tierscope analyze --other-readings` tries them\.$/,
    );
  });

  it('stop at the limit given', () => {
    expect(otherReadings(doc, {}, { limit: 2 }).others.length).toBeLessThanOrEqual(2);
  });
});

describe('tierscope analyze --other-readings', () => {
  const BIN = join(__dirname, '../../../bin/tierscope.js');
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('prints the runs as read, then each other reading with its runs and the hint that takes it; the hint does', () => {
    const r = run(['analyze', '--other-readings', AURA]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(`${AURA}: as read, 3 runs: With lto + codegen-units=1, Without, linux-amd64`);
    const k = lines.findIndex((l) => /^ {2}\d+\. lines 19-23: runs in rows$/.test(l));
    expect(lines[k + 1]).toMatch(
      /^ {5}5 runs: With lto \+ codegen-units=1, Without, No strip, no LTO, default codegen units, Strip only, /,
    );
    const hint = JSON.parse(lines[k + 2]!) as Hint;
    const dir = mkdtempSync(join(tmpdir(), 'tierscope-other-'));
    const file = join(dir, 'hints.json');
    writeFileSync(file, JSON.stringify({ format: 'tierscope.hints/v1', hints: [hint] }));
    const taken = run(['analyze', AURA, '--hints', file, '--format', 'json']);
    expect((JSON.parse(taken.out) as { configs: { label: string }[] }).configs.map((c) => c.label)).toEqual(
      expect.arrayContaining(BUILDS),
    );
  });

  it('prints text, on its own', () => {
    for (const extra of [['--format', 'json'], ['--explain']]) {
      const r = run(['analyze', '--other-readings', ...extra, AURA]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--other-readings prints text, on its own/);
    }
  });
});
