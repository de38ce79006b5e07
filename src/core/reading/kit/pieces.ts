/**
 * A line cut into pieces for the readers that look at what stays the same from line to line: words and
 * values with where they stand, a value taken together with its unit and spread (`1261.107 ± 5.100 ms/op`).
 */
import { statedValue, type StatedValue } from './statedValue';
import { bytesPer, COUNT_RATE, secondsPer } from '../../text/units';

/** A piece of a line: its text and where it stands; `value` when the piece is a number (with its unit, spread). */
export interface Piece {
  text: string;
  from: number;
  to: number;
  value?: StatedValue;
}

/**
 * What parts pieces: spaces, and the marks writers put between a key and its value, between pairs or around an
 * aside (a comma only before a space: `5,452%` is one number); a piece has a letter or a digit (a dot leader is none).
 */
const APART = /[\s:=;|()[\]\uff1a]/;
const apartAt = (t: string, k: number): boolean =>
  APART.test(t[k]!) || (t[k] === ',' && (k + 1 === t.length || /\s/.test(t[k + 1]!)));

/** The stretches of text between marks that part pieces, with where they stand. */
function stretches(text: string): { text: string; from: number; to: number }[] {
  const out: { text: string; from: number; to: number }[] = [];
  for (let k = 0; k < text.length;) {
    while (k < text.length && apartAt(text, k)) k++;
    const from = k;
    while (k < text.length && !apartAt(text, k)) k++;
    if (k > from) out.push({ text: text.slice(from, k), from, to: k });
  }
  return out;
}
/** The longest line read this way, and the most pieces on it. */
const MAX_CHARS = 300;
const MAX_PIECES = 40;
/** A unit written apart from its number: a time, a size, a rate, a count per second. */
const RATE = new RegExp(`^(?:[a-zµ%]{1,12}\\/[a-z]{1,8}|%|x|[kKMG]?(?:${COUNT_RATE}))$`, 'i');
const isUnit = (w: string): boolean => RATE.test(w) || secondsPer(w) !== undefined || bytesPer(w) !== undefined;

/** A number, its unit and spread, in up to four pieces from piece k on (`1261.107 ± 5.100 ms/op`), or undefined. */
function valueAt(text: string, ps: { text: string; from: number; to: number }[], k: number): Piece | undefined {
  if (!/^[-+~≈]?\.?\d/.test(ps[k]!.text)) return undefined;
  for (let n = Math.min(4, ps.length - k); n >= 1; n--) {
    const raw = text.slice(ps[k]!.from, ps[k + n - 1]!.to);
    // pieces after the number join it only as its unit or spread (`5.1 ms/op`, `12.3 ± 0.5 ms`), never a word (`3.12 mem`)
    if (n > 1 && (/[:=,;|\uff1a]/.test(raw) || !(isUnit(ps[k + n - 1]!.text) || /±|\+-/.test(raw)))) continue;
    const value = statedValue(raw);
    if (value) return { text: raw, from: ps[k]!.from, to: ps[k + n - 1]!.to, value };
  }
  return undefined;
}

/** Line text as pieces, a value and its unit taken as one; undefined when the line is too long to be one run's. */
export function piecesOf(text: string): Piece[] | undefined {
  // a row of a pipe table is the table readers' to read
  if (text.length > MAX_CHARS || /\|.*\|/.test(text)) return undefined;
  const raw = stretches(text).filter((p) => /[\p{L}\d]/u.test(p.text));
  if (raw.length > MAX_PIECES) return undefined;
  const out: Piece[] = [];
  for (let k = 0; k < raw.length;) {
    const v = valueAt(text, raw, k);
    if (v) {
      const n = raw.findIndex((p, j) => j >= k && p.to === v.to) - k + 1;
      out.push(v);
      k += n;
    } else out.push(raw[k++]!);
  }
  return out;
}
