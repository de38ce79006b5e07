/**
 * Lines of a text named as a hint names them (`read-lines`): by their content's key and their first line as
 * read, for people the lines as the user numbers them. For a dashboard's selection and `--lines FROM-TO`.
 */
import { prepare } from './prepare';
import { cleanLines } from '../text/clean';
import type { BlockRef } from '../hints/format';
import { blockKey } from '../hints/key';

/** The user's lines [from, to] (1-based, both included) as a hint names them; undefined when they hold no line as read. */
export function linesRef(text: string, from: number, to: number): BlockRef | undefined {
  const prepared = prepare(text);
  const lines = cleanLines(prepared.text, prepared.lines);
  // the lines as read that came from the user's lines (a mail's decoded lines keep where they came from)
  const firstOf = (k: number) => prepared.origin?.first[k] ?? k + 1;
  const lastOf = (k: number) => prepared.origin?.last[k] ?? k + 1;
  let a = -1;
  let b = -1;
  for (let k = 0; k < lines.count; k++)
    if (firstOf(k) >= from && lastOf(k) <= to) {
      if (a < 0) a = k;
      b = k + 1;
    }
  if (a < 0) return undefined;
  while (a < b && lines.at(a).trim() === '') a++;
  while (b > a && lines.at(b - 1).trim() === '') b--;
  if (a === b) return undefined;
  return { key: blockKey(lines, a, b), first: lines.at(a).trim(), lines: `${firstOf(a)}-${lastOf(b - 1)}` };
}
