/**
 * The segmenter tries at a line only the readers whose start pattern takes it. A start pattern that
 * turned away a line its reader reads would lose a block: every reader is run at every line of the
 * seeds and the fuzz corpus, and each block it reads starts at a line its pattern takes.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLines } from '../../src/core/text/clean';
import { Lines } from '../../src/core/text/lines';
import { buildDispatch } from '../../src/core/reading/kit/dispatch';
import { shapesOf } from '../../src/core/reading/kit/lineShape';
import { readLegend } from '../../src/core/reading/kit/legend';
import type { Reader } from '../../src/core/reading/kit/types';
import { prepare } from '../../src/core/reading/prepare';
import { READERS } from '../../src/core/reading/registry';
import { corpusInputs, seedInputs } from '../fuzz/corpus';

const ROOT = join(__dirname, '../..');
const texts = [...seedInputs(ROOT).analysis, ...corpusInputs(ROOT).analysis];

/** One line as a document, for the dispatch's questions about line 0. */
const one = (line: string) => new Lines(line);

describe('dispatch by shape and start pattern', () => {
  it('every block a reader reads starts at a line its shape test and start pattern take', () => {
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
          if (r.shape && !r.shape(shapesOf(lines), i))
            missed.push(`${r.name} (shape): ${JSON.stringify(t.slice(0, 80))}`);
        }
      }
    }
    expect(read).toBeGreaterThan(1000);
    expect([...new Set(missed)].slice(0, 20)).toEqual([]);
  }, 120_000);

  it('a sentence goes only to the readers of headers (any line, or two words over a rule); a counter line to the vmstat reader among others', () => {
    const d = buildDispatch(READERS);
    // (alone, with no `key: value` or report row below it: not for the readers whose shape test looks there)
    const anyLine = READERS.filter((r) => (r.start === 'any line' && !r.shape) || r.name === 'lkp').map((r) => r.name);
    expect(d.candidates(one('We measured the throughput again with the patch applied'), 0).map((r) => r.name)).toEqual(
      anyLine,
    );
    expect(d.candidates(one('pgpromote_success 12345'), 0).map((r) => r.name)).toContain('vmstat');
    expect(d.candidates(one('available: 2 nodes (0-1)'), 0).map((r) => r.name)).toContain('numactl');
  });

  it('a 6 MB line of colons, words and numbers: dispatched at once, without an error (no pattern backtracks over the line or overflows)', () => {
    const d = buildDispatch(READERS);
    const line = 'Durchsatz gemessen: 12 é ü 😀 𝔘 — '.repeat(180_000);
    const t0 = performance.now();
    for (let k = 0; k < 5; k++) d.candidates(one(line), 0);
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
      const names = d.candidates(one(line), 0).map((r) => r.name);
      const tried: string[] = [];
      expect(d.first(one(line), 0, (r) => void tried.push(r.name))).toBeUndefined();
      expect(tried).toEqual(names);
      const third = names[2]!;
      const upTo: string[] = [];
      expect(d.first(one(line), 0, (r) => (upTo.push(r.name), r.name === third ? r.name : undefined))).toBe(third);
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

  it('a shape test never turns away a line its start pattern takes (any line of the seeds and the fuzz corpus, and made-up lines)', () => {
    const wrong: string[] = [];
    const check = (lines: Lines, i: number) => {
      const t = lines.at(i);
      for (const r of READERS)
        if (r.shape && r.start !== 'any line' && r.start.test(t) && !r.shape(shapesOf(lines), i))
          wrong.push(`${r.name}: ${JSON.stringify(t.slice(0, 80))}`);
    };
    for (const text of texts) {
      const lines = cleanLines(prepare(text).text);
      for (let i = 0; i < lines.count; i++) check(lines, i);
    }
    expect([...new Set(wrong)].slice(0, 20)).toEqual([]);
    const chars = fc.constantFrom(
      ' ',
      '\t',
      '\u00a0',
      'a',
      'Z',
      '1',
      '0',
      '|',
      ':',
      '-',
      '+',
      '=',
      '%',
      '±',
      ',',
      '.',
      '(',
      '#',
    );
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 1, maxLength: 16 }), (line) => {
        check(one(line), 0);
        return wrong.length === 0;
      }),
      { numRuns: 20000 },
    );
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 120_000);

  it('refuses a start pattern that keeps state between tests', () => {
    const bad: Reader = { name: 'bad', start: /x/g, read: () => undefined };
    expect(() => buildDispatch([bad])).toThrow(/no g or y flag/);
  });
});
