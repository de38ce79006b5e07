/**
 * From what was pasted to what a person reads: mail structure removed and decoded, lost line breaks
 * restored, table rows a mail client cut joined again, numbers written with a decimal comma read as numbers. The result keeps, per line, the original lines it came from, so every block still points
 * at the user's own lines.
 */
import { looksLikeMail, readMails } from './mail';
import { readDecimalCommas } from './decimalCommas';
import { rebreak } from './rebreak';
import { rejoinWrappedRows } from './wrappedRows';
import { normalizeLineEnds, Piece, Source } from './source';
import { Lines } from '../../text/lines';

export interface Prepared {
  text: string;
  /** Per line of `text`: the first and last original line (1-based) it came from; absent when `text` is the input. */
  origin?: { first: Int32Array; last: Int32Array };
  /** The lines of `text`, found once: for the check for long lines, the rejoining of cut rows and the cleaning. */
  lines?: Lines;
}

/** Header names only mail has, at a line start: searched in the head before any line is split. */
const MAIL_HINT =
  /^(?:From \S+ .*\d{4}|Received: |Message-I[Dd]: |DKIM-Signature: |MIME-Version: |Content-Type: |X-[\w-]+: |permalink raw reply)/m;
const HEAD = 1 << 20;

/** A line this long may be a paragraph whose line breaks were lost. */
const LONG_LINE = 300;

export function prepare(text: string): Prepared {
  const read = rejoinRows(readStructure(text));
  const numbers = readDecimalCommas(read.text);
  if (numbers === undefined) return read;
  // every line keeps its number and length: the origin still holds, the lines are found again
  return { ...read, text: numbers, lines: new Lines(numbers) };
}

/** The text with the table rows a mail client cut joined again; each line's origin is the first and last line it came from. */
function rejoinRows(read: Prepared): Prepared {
  const lines = read.lines ?? new Lines(read.text);
  const joined = rejoinWrappedRows(lines);
  // nothing joined: the lines found are the text's, for the cleaning to use rather than find them again
  if (!joined) return { ...read, lines };
  const first = new Int32Array(joined.from.length);
  const last = new Int32Array(joined.to.length);
  for (let k = 0; k < first.length; k++) {
    first[k] = read.origin ? read.origin.first[joined.from[k]!]! : joined.from[k]! + 1;
    last[k] = read.origin ? read.origin.last[joined.to[k]!]! : joined.to[k]! + 1;
  }
  return { text: joined.text, origin: { first, last } };
}

function readStructure(text: string): Prepared {
  const input = normalizeLineEnds(text);
  const mail = MAIL_HINT.test(input.length > HEAD ? input.slice(0, HEAD) : input);
  const lines = mail ? undefined : new Lines(input);
  if (lines && lines.longest <= LONG_LINE) return { text: input, lines };
  const src = new Source(input);
  let pieces: Piece[];
  let changed = false;
  if (mail && looksLikeMail(src)) {
    pieces = readMails(src);
    changed = true;
  } else {
    pieces = [];
    for (let k = 0; k < src.count; k++) pieces.push(new Piece(src.text(k), k, k));
  }
  const r = rebreak(pieces);
  if (!changed && !r.changed) return { text: input, ...(lines ? { lines } : {}) };
  const first = new Int32Array(r.pieces.length);
  const last = new Int32Array(r.pieces.length);
  r.pieces.forEach((p, k) => {
    first[k] = p.first + 1;
    last[k] = p.last + 1;
  });
  return { text: r.pieces.map((p) => p.text).join('\n'), origin: { first, last } };
}

const FIRST_KEYS = new Set(['line', 'startLine', 'headerLine', 'sizeLine', 'freeLine']);

/** Point every line number in a parsed value (block, measurement, finding) back at the original lines. */
export function remapLines<T>(value: T, origin: Prepared['origin']): T {
  if (!origin) return value;
  const map = (n: number, table: Int32Array) => (n >= 1 && n <= table.length ? table[n - 1]! : n);
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return;
    if (v instanceof Map) {
      for (const x of v.values()) walk(x);
      return;
    }
    if (Array.isArray(v)) {
      if (typeof v[0] === 'number') return;
      for (const x of v) walk(x);
      return;
    }
    const o = v as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      const x = o[key];
      if (typeof x === 'number' && (FIRST_KEYS.has(key) || key === 'endLine'))
        o[key] = map(x, key === 'endLine' ? origin.last : origin.first);
      else if (key === 'lines' && Array.isArray(x))
        o[key] = x.map((n: unknown) => (typeof n === 'number' ? map(n, origin.first) : n));
      else walk(x);
    }
  };
  walk(value);
  return value;
}
