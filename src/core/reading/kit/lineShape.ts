/**
 * Each line's shape, classified once per document: which marks it holds (a digit, a pipe, a colon, a tab, a
 * gap of two spaces between words), how it starts and ends, and how many words, cells and numbers it has.
 * The dispatch and the readers ask these facts instead of testing their own patterns on the line again.
 *
 * A shape is one 32-bit word, computed on the first request for a line and kept in pages of 1,024 lines
 * made on first use: a 25 MB vmstat series of a million lines, read as one block, classifies a handful.
 * Whitespace is what `\s` matches in a pattern (and `trim` removes), so a fact agrees with the patterns
 * it stands in for.
 */
import type { Lines } from '../../model';
import { LinePages, PAGE } from '../../text/lineMemo';

/** The shape was computed (a shape of 0 is none yet). */
const DONE = 1 << 0;
/** Nothing but whitespace (or nothing). */
export const BLANK = 1 << 1;
/** The first character is whitespace (a blank line of spaces too): what `^\s` takes. */
export const INDENTED = 1 << 2;
export const DIGIT = 1 << 3;
export const PIPE = 1 << 4;
export const TAB = 1 << 5;
export const COMMA = 1 << 6;
export const COLON = 1 << 7;
export const EQUALS = 1 << 8;
/** Two non-space characters apart by two whitespace characters or more, or by one that is no plain space (a tab): a column gap. */
export const GAP = 1 << 9;
/** The first non-space character is a digit. */
export const LEADS_DIGIT = 1 << 10;
/** The first non-space character is an ASCII letter. */
export const LEADS_LETTER = 1 << 11;
/** The last non-space character is a colon (`Before the patch:`). */
export const ENDS_COLON = 1 << 12;
/** The last non-space character is a digit or `%`: a line that ends in a value. */
export const ENDS_NUMBER = 1 << 13;
/** Three or more of `-`, `=` or `~` and nothing else (spaces around): a rule or a heading's underline. */
export const RULE = 1 << 14;
/**
 * A colon, whitespace after it, then a number, maybe signed, hedged or marked (`MemFree:   123 kB`, `rate: -3`,
 * `i7: ~10 us`, `` pgrust: `~728 TPS` ``, `**21.3s**`): what `:\s+[-+~≈*`]*\d` takes.
 */
export const KEY_NUMBER = 1 << 15;
/** What may stand between a key's colon and its number: a sign, a hedge, emphasis or a code mark (`-`, `+`, `~`, `≈`, `*`, `` ` ``). */
const LEAD_MARK = new Set([45, 43, 126, 8776, 42, 96]);

const WORDS_SHIFT = 16;
const CELLS_SHIFT = 20;
const NUMBERS_SHIFT = 24;
/** Counts are kept up to 15: the readers ask for a few at most. */
const COUNT_MAX = 15;

/** What `\s` matches (and `String.prototype.trim` removes). */
export function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Whether t[a, b) is a plain number: `12`, `-3.5`, `1,234`, `+7`, `12%`. */
function isNumberWord(t: string, a: number, b: number): boolean {
  let p = a;
  const c0 = t.charCodeAt(p);
  if (c0 === 43 || c0 === 45) p++;
  if (p >= b || !isDigit(t.charCodeAt(p))) return false;
  while (p < b && (isDigit(t.charCodeAt(p)) || t.charCodeAt(p) === 44)) p++;
  if (p < b && t.charCodeAt(p) === 46) {
    p++;
    if (p >= b || !isDigit(t.charCodeAt(p))) return false;
    while (p < b && isDigit(t.charCodeAt(p))) p++;
  }
  if (p < b && t.charCodeAt(p) === 37) p++;
  return p === b;
}

/** Whether t[a, b) is three or more of one or more of `-`, `=`, `~`. */
function isRule(t: string, a: number, b: number): boolean {
  if (b - a < 3) return false;
  for (let p = a; p < b; p++) {
    const c = t.charCodeAt(p);
    if (c !== 45 && c !== 61 && c !== 126) return false;
  }
  return true;
}

/** Where a `key: value` scan stands: nothing, just past a colon, past its whitespace, past a sign after that. */
const KV_NONE = 0;
const KV_COLON = 1;
const KV_SPACE = 2;
const KV_SIGN = 3;

/** The shape of one line of text, in one pass over its characters. */
export function shapeOf(t: string): number {
  let s = DONE;
  const n = t.length;
  let words = 0;
  let cells = 0;
  let numbers = 0;
  let first = -1;
  let last = -1;
  /** The start of the word being read, -1 between words. */
  let word = -1;
  /** The whitespace run since the last non-space character: its length, and whether it holds other than a plain space. */
  let run = 0;
  let oddRun = false;
  let kv = KV_NONE;
  for (let p = 0; p < n; p++) {
    const c = t.charCodeAt(p);
    if (isSpace(c)) {
      if (c === 9) s |= TAB;
      if (word >= 0) {
        if (isNumberWord(t, word, p)) numbers++;
        word = -1;
      }
      run++;
      if (c !== 32) oddRun = true;
      kv = kv === KV_COLON || kv === KV_SPACE ? KV_SPACE : KV_NONE;
      continue;
    }
    if (first < 0) {
      first = p;
      cells = 1;
    } else if (run >= 2 || (run === 1 && oddRun)) {
      s |= GAP;
      cells++;
    }
    if (word < 0) {
      word = p;
      words++;
    }
    run = 0;
    oddRun = false;
    if (isDigit(c)) {
      s |= DIGIT;
      if (kv === KV_SPACE || kv === KV_SIGN) s |= KEY_NUMBER;
      kv = KV_NONE;
    } else if (c === 58) {
      s |= COLON;
      kv = KV_COLON;
    } else {
      if (c === 124) s |= PIPE;
      else if (c === 44) s |= COMMA;
      else if (c === 61) s |= EQUALS;
      kv = LEAD_MARK.has(c) && (kv === KV_SPACE || kv === KV_SIGN) ? KV_SIGN : KV_NONE;
    }
    last = p;
  }
  if (word >= 0 && isNumberWord(t, word, n)) numbers++;
  if (first < 0) return s | BLANK | (n > 0 ? INDENTED : 0);
  if (first > 0) s |= INDENTED;
  const c0 = t.charCodeAt(first);
  if (isDigit(c0)) s |= LEADS_DIGIT;
  else if (isLetter(c0)) s |= LEADS_LETTER;
  const cz = t.charCodeAt(last);
  if (cz === 58) s |= ENDS_COLON;
  else if (isDigit(cz) || cz === 37) s |= ENDS_NUMBER;
  if (isRule(t, first, last + 1)) s |= RULE;
  return (
    s |
    (Math.min(words, COUNT_MAX) << WORDS_SHIFT) |
    (Math.min(cells, COUNT_MAX) << CELLS_SHIFT) |
    (Math.min(numbers, COUNT_MAX) << NUMBERS_SHIFT)
  );
}

/** Words (runs of non-space characters), up to 15. */
export const wordsIn = (shape: number): number => (shape >>> WORDS_SHIFT) & COUNT_MAX;
/** Cells: runs of words one plain space apart, split at each gap; up to 15. */
export const cellsIn = (shape: number): number => (shape >>> CELLS_SHIFT) & COUNT_MAX;
/** Words that are plain numbers (`12`, `-3.5`, `1,234`, `12%`), up to 15. */
export const numbersIn = (shape: number): number => (shape >>> NUMBERS_SHIFT) & COUNT_MAX;

/**
 * One to three words one plain space apart from the margin (trailing whitespace allowed): what
 * `^\S+(?: \S+){0,2}\s*$` takes.
 */
export const isFewWords = (shape: number): boolean =>
  (shape & (INDENTED | GAP | BLANK)) === 0 && wordsIn(shape) >= 1 && wordsIn(shape) <= 3;

/** The shapes of a document's lines, each computed on its first request and kept while its page is (text/lineMemo.ts). */
export class LineShapes {
  private readonly pages: LinePages<Uint32Array>;

  constructor(private readonly lines: Lines) {
    this.pages = new LinePages(lines.count, () => new Uint32Array(PAGE));
  }

  /** The shape of line k (its cleaned text). */
  at(k: number): number {
    const page = this.pages.of(k);
    const i = k & (PAGE - 1);
    return page[i] || (page[i] = shapeOf(this.lines.at(k)));
  }

  /** Whether line k has every fact of `mask`; false past the document's ends. */
  has(k: number, mask: number): boolean {
    return k >= 0 && k < this.lines.count && (this.at(k) & mask) === mask;
  }
}

const shapesByLines = new WeakMap<Lines, LineShapes>();

/** The shapes of a document's lines, made on the first request (the dispatch asks once per line it offers). */
export function shapesOf(lines: Lines): LineShapes {
  let s = shapesByLines.get(lines);
  if (!s) shapesByLines.set(lines, (s = new LineShapes(lines)));
  return s;
}

/** The shape of line k of a document. */
export const shapeAt = (lines: Lines, k: number): number => shapesOf(lines).at(k);

/** Whether line k of a document has every fact of `mask`; false past the document's ends. */
export const lineHas = (lines: Lines, k: number, mask: number): boolean => shapesOf(lines).has(k, mask);

/** A test of the shapes at a line that every line a reader starts at passes (it may pass lines the reader then declines). */
export type ShapeTest = (shapes: LineShapes, i: number) => boolean;

/** The start line has every fact of `all` and, when `oneOf` names any, one of those at least. */
export const startHas =
  (all: number, oneOf = 0): ShapeTest =>
  (shapes, i) => {
    const s = shapes.at(i);
    return (s & all) === all && (oneOf === 0 || (s & oneOf) !== 0);
  };
