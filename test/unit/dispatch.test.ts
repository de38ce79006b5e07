/**
 * The segmenter tries at a line only the readers whose start pattern takes it. A start pattern that
 * turned away a line its reader reads would lose a block: every reader is run at every line of the
 * seeds and the fuzz corpus, and each block it reads starts at a line its pattern takes.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLines } from '../../src/core/text/clean';
import { buildDispatch } from '../../src/core/reading/kit/dispatch';
import { readLegend } from '../../src/core/reading/kit/legend';
import type { Reader } from '../../src/core/reading/kit/types';
import { prepare } from '../../src/core/reading/prepare';
import { READERS } from '../../src/core/reading/registry';
import { corpusInputs, seedInputs } from '../fuzz/corpus';

const ROOT = join(__dirname, '../..');
const texts = [...seedInputs(ROOT).analysis, ...corpusInputs(ROOT).analysis];

describe('dispatch by start pattern', () => {
  it('every block a reader reads starts at a line its start pattern takes', () => {
    const missed: string[] = [];
    let read = 0;
    for (const text of texts) {
      const lines = cleanLines(prepare(text).text);
      const ctx = { legend: readLegend(lines) };
      for (let i = 0; i < lines.count; i++) {
        const t = lines.at(i);
        if (t.length === 0) continue;
        for (const r of READERS) {
          const got = r.read(lines, i, ctx);
          if (!got || got.end <= i) continue;
          read++;
          if (r.start !== 'any line' && !r.start.test(t)) missed.push(`${r.name}: ${JSON.stringify(t.slice(0, 80))}`);
        }
      }
    }
    expect(read).toBeGreaterThan(1000);
    expect([...new Set(missed)].slice(0, 20)).toEqual([]);
  }, 120_000);

  it('a sentence goes only to the readers of headers (any line, or two words over a rule); a counter line to the vmstat reader among others', () => {
    const d = buildDispatch(READERS);
    const anyLine = READERS.filter((r) => r.start === 'any line' || r.name === 'lkp').map((r) => r.name);
    expect(d.candidates('We measured the throughput again with the patch applied').map((r) => r.name)).toEqual(anyLine);
    expect(d.candidates('pgpromote_success 12345').map((r) => r.name)).toContain('vmstat');
    expect(d.candidates('available: 2 nodes (0-1)').map((r) => r.name)).toContain('numactl');
  });

  it('a 6 MB line of colons, words and numbers: dispatched at once, without an error (no pattern backtracks over the line or overflows)', () => {
    const d = buildDispatch(READERS);
    const line = 'Durchsatz gemessen: 12 é ü 😀 𝔘 — '.repeat(180_000);
    const t0 = performance.now();
    for (let k = 0; k < 5; k++) d.candidates(line);
    // a generous limit: linear is milliseconds, one pattern quadratic in the line's colons is hours
    expect(performance.now() - t0).toBeLessThan(5_000);
  });

  it('first: the readers tried are the candidates, in order, up to the first that reads', () => {
    const d = buildDispatch(READERS);
    for (const line of [
      'pgpromote_success 12345',
      'We measured the throughput again with the patch applied',
      'available: 2 nodes (0-1)',
      '| threads | t/s |',
    ]) {
      const names = d.candidates(line).map((r) => r.name);
      const tried: string[] = [];
      expect(d.first(line, (r) => void tried.push(r.name))).toBeUndefined();
      expect(tried).toEqual(names);
      const third = names[2]!;
      const upTo: string[] = [];
      expect(d.first(line, (r) => (upTo.push(r.name), r.name === third ? r.name : undefined))).toBe(third);
      expect(upTo).toEqual(names.slice(0, 3));
    }
  });

  it('every non-empty line is taken by some start pattern (why no combined test of all patterns goes first: it would turn no line away)', () => {
    const patterns = READERS.flatMap((r) => (r.start === 'any line' ? [] : [r.start]));
    const takenBySome = (line: string) => patterns.some((p) => p.test(line));
    const untaken = texts.flatMap((t) => t.split('\n').filter((l) => l.length > 0 && !takenBySome(l)));
    expect(untaken.slice(0, 5)).toEqual([]);
    const chars = fc.constantFrom(' ', '\t', '\r', 'a', 'Z', '1', '|', ':', '-', '=', 'é', '😀', '.', ',');
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 1, maxLength: 12 }), (line) => takenBySome(line)),
      { numRuns: 5000 },
    );
  });

  it('refuses a start pattern that keeps state between tests', () => {
    const bad: Reader = { name: 'bad', start: /x/g, read: () => undefined };
    expect(() => buildDispatch([bad])).toThrow(/no g or y flag/);
  });
});
