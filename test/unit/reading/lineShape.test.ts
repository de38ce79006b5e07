/** The shape of a line, classified once per document: each fact against the pattern it stands in for. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK,
  cellsIn,
  COLON,
  COMMA,
  DIGIT,
  ENDS_COLON,
  ENDS_NUMBER,
  EQUALS,
  GAP,
  INDENTED,
  isFewWords,
  KEY_NUMBER,
  LEADS_DIGIT,
  LEADS_LETTER,
  lineHas,
  numbersIn,
  PIPE,
  RULE,
  shapeAt,
  shapeOf,
  TAB,
  wordsIn,
} from '../../../src/core/reading/kit/lineShape';
import { Lines } from '../../../src/core/text/lines';

const has = (t: string, mask: number) => (shapeOf(t) & mask) === mask;

describe('line shape', () => {
  it('an aligned table row: a label, a column gap, three cells of which two are numbers', () => {
    const s = shapeOf('  numa01     12.5 s    -3.1%');
    expect(s & INDENTED).toBeTruthy();
    expect(s & GAP).toBeTruthy();
    expect(s & LEADS_LETTER).toBeTruthy();
    expect(s & ENDS_NUMBER).toBeTruthy();
    expect(s & (PIPE | TAB | COMMA | COLON | BLANK)).toBe(0);
    expect(wordsIn(s)).toBe(4);
    expect(cellsIn(s)).toBe(3);
    expect(numbersIn(s)).toBe(2);
  });

  it('separators: a pipe row, a tab, a comma, an equals sign', () => {
    expect(has('| threads | t/s |', PIPE)).toBe(true);
    expect(has('a\tb', TAB | GAP)).toBe(true);
    expect(has('x,1,2', COMMA | DIGIT)).toBe(true);
    expect(has('vm.numa_balancing = 1', EQUALS)).toBe(true);
    expect(has('one two', GAP)).toBe(false);
  });

  it('blank lines: empty, or whitespace only (that is indented, as `^\\s` takes it)', () => {
    expect(shapeOf('') & BLANK).toBeTruthy();
    expect(shapeOf('') & INDENTED).toBe(0);
    expect(has(' \t ', BLANK | INDENTED)).toBe(true);
    expect(has('\u00a0x', INDENTED | LEADS_LETTER)).toBe(true);
    expect(wordsIn(shapeOf('   '))).toBe(0);
  });

  it('how a line starts and ends: a digit or a letter first, a colon or a value last', () => {
    expect(has('  42 apples', LEADS_DIGIT)).toBe(true);
    expect(has('Before the patch:', LEADS_LETTER | ENDS_COLON)).toBe(true);
    expect(has('# 12', LEADS_DIGIT | LEADS_LETTER)).toBe(false);
    expect(has('gain 12%  ', ENDS_NUMBER)).toBe(true);
    expect(has('12 ms', ENDS_NUMBER)).toBe(false);
  });

  it('rules: three or more of - = ~, alone on the line', () => {
    expect(has('-----', RULE)).toBe(true);
    expect(has('  ===  ', RULE)).toBe(true);
    expect(has('--', RULE)).toBe(false);
    expect(has('--- a', RULE)).toBe(false);
    expect(has('+---+', RULE)).toBe(false);
  });

  it('`key: value` with a number: a colon, whitespace, maybe a sign, then a digit', () => {
    expect(has('MemFree:        123456 kB', KEY_NUMBER)).toBe(true);
    expect(has('delta: -3', KEY_NUMBER)).toBe(true);
    expect(has('delta:-3', KEY_NUMBER)).toBe(false);
    expect(has('delta: - 3', KEY_NUMBER)).toBe(false);
    expect(has('time: about 3', KEY_NUMBER)).toBe(false);
    expect(has('12:30:00 up', KEY_NUMBER)).toBe(false);
  });

  it('numbers: plain numbers only (`1,234`, `-3.5`, `12%`), not sizes or versions', () => {
    expect(numbersIn(shapeOf('1,234 -3.5 12% +7'))).toBe(4);
    expect(numbersIn(shapeOf('16G 1.2.3 3. v5 1.5x'))).toBe(0);
    expect(numbersIn(shapeOf(Array.from({ length: 40 }, (_, k) => k).join(' ')))).toBe(15);
  });

  it('each fact agrees with the pattern it stands in for, on any line of these characters', () => {
    const chars = fc.constantFrom(
      ' ',
      ' ',
      '\t',
      '\u00a0',
      '\u2003',
      'a',
      'Z',
      '1',
      '0',
      ':',
      '-',
      '+',
      '=',
      '~',
      '%',
      '|',
      ',',
      '.',
    );
    const facts: [number, RegExp][] = [
      [DIGIT, /\d/],
      [PIPE, /\|/],
      [TAB, /\t/],
      [COMMA, /,/],
      [COLON, /:/],
      [EQUALS, /=/],
      [GAP, /\S(?:\s\s+|[^\S ])\S/],
      [INDENTED, /^\s/],
      [BLANK, /^\s*$/],
      [LEADS_DIGIT, /^\s*\d/],
      [LEADS_LETTER, /^\s*[A-Za-z]/],
      [ENDS_COLON, /:\s*$/],
      [ENDS_NUMBER, /[\d%]\s*$/],
      [RULE, /^\s*[-=~]{3,}\s*$/],
      [KEY_NUMBER, /:\s+[-+~≈*`]*\d/],
    ];
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 14 }), (t) => {
        const s = shapeOf(t);
        for (const [bit, re] of facts) expect([t, bit, (s & bit) !== 0]).toEqual([t, bit, re.test(t)]);
        expect(isFewWords(s)).toBe(/^\S+(?: \S+){0,2}\s*$/.test(t));
        expect(wordsIn(s)).toBe(Math.min(15, t.match(/\S+/g)?.length ?? 0));
        expect(cellsIn(s)).toBe(Math.min(15, t.match(/\S+(?: \S+)*/g)?.length ?? 0));
      }),
      { numRuns: 20000 },
    );
  });

  it('a document classifies a line on its first request and keeps it; past the ends a line has nothing', () => {
    const lines = new Lines('a 1\n\n|x|\n');
    expect(shapeAt(lines, 0)).toBe(shapeOf('a 1'));
    expect(lineHas(lines, 2, PIPE)).toBe(true);
    expect(lineHas(lines, 1, BLANK)).toBe(true);
    expect(lineHas(lines, -1, 0)).toBe(false);
    expect(lineHas(lines, 99, 0)).toBe(false);
    // pages are made only where a line is asked for: a line far into a long document
    const long = new Lines('x\n'.repeat(5000) + 'key: 5');
    expect(lineHas(long, 5000, KEY_NUMBER | LEADS_LETTER)).toBe(true);
  });
});
