/**
 * A block's key: a hash of its own lines (as read: quoting and prompts removed, trailing spaces dropped) and
 * their number. It names the block in a hint whatever moves around it; an edit inside the block makes it
 * another block. A block of more than 2 x EDGE lines is keyed by its first and last EDGE lines and its length
 * (a 25 MB vmstat series is not hashed whole).
 */
import type { Lines } from '../text/lines';

const EDGE = 400;

/** 53-bit string hash (two 32-bit multiply-xor lanes mixed at the end), as 13 hex digits at most. */
function hashLines(lines: Lines, from: number, to: number): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const add = (code: number) => {
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  };
  const take = (k: number) => {
    const t = lines.at(k).trimEnd();
    for (let c = 0; c < t.length; c++) add(t.charCodeAt(c));
    add(10);
  };
  const n = to - from;
  if (n <= 2 * EDGE) for (let k = from; k < to; k++) take(k);
  else {
    for (let k = from; k < from + EDGE; k++) take(k);
    for (let k = to - EDGE; k < to; k++) take(k);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(13, '0');
}

/** The key of the block on lines [from, to) (0-based, end excluded): `<hash>-<line count>`. */
export function blockKey(lines: Lines, from: number, to: number): string {
  const end = Math.min(to, lines.count);
  return `${hashLines(lines, from, end)}-${Math.max(0, end - from)}`;
}

/**
 * Where lines a hint names by their content lie now (0-based start): the first line whose text, trimmed, is
 * `first` and from which the key's number of lines has the key; undefined when they are edited or gone.
 */
export function linesOfKey(lines: Lines, key: string, first: string): number | undefined {
  const n = Number(key.slice(key.lastIndexOf('-') + 1));
  if (!Number.isInteger(n) || n < 1) return undefined;
  const want = first.trim();
  for (let k = 0; k + n <= lines.count; k++)
    if (lines.at(k).trim() === want && blockKey(lines, k, k + n) === key) return k;
  return undefined;
}
