/**
 * Changes written as a value before an arrow and the value after it, a measure per line, as cover letters list
 * them: `- Mean latency: 9.75 ms -> 6.04 ms (38% improvement)`, `* TCP TX: +32% bandwidth (638Mbps -> 841Mbps)`,
 * `file_contexts.bin:  567248  ->  413191  (bytes)`, `4k: 4.09ns  4.15ns -> 3.68ns  3.73ns` (repetitions). The key names
 * the measure; the two sides are two runs, `before` and `after`, or as a line over them names them (`Size: Before Patch ->
 * After Patch`). A list item with nothing after its key (`* RZ/G2UL:`) heads the lines under it, and names their runs too
 * (`RZ/G2UL before`). Two such lines at least; each side read as kit/statedValue.ts reads a value (a unit written on
 * one side holds for both), times in seconds, sizes in bytes.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { statedValue, type StatedValue } from '../kit/statedValue';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, startHas } from '../kit/lineShape';

/** A value as written beside an arrow: a number, a hedge before it, a unit glued or after one blank. */
const VALUE_TOKEN = /^\(?~?[-+]?\d[\d,]*(?:\.\d+)?(?:[A-Za-zµ%][\w/%µ]{0,11})?\)?$/;
const UNIT_TOKEN = /^[A-Za-zµ%][\w/%µ]{0,11}\)?$/;
const ARROW = /->|→|=>/;
/** `key: rest`, after a list mark. */
const KEY_LINE = /^\s*(?:[-*•+]\s+)?([^\s:][^:]{0,59}?)\s*:(?:\s+(.*))?$/;
const LIST_MARK = /^\s*[-*•+]\s/;
/** What may stand beside the values: a short note (`+32% bandwidth`, `(38% improvement)`, `(bytes)`). */
const NOTE_CHARS = 48;

interface Change {
  key: string;
  before: StatedValue;
  after: StatedValue;
}

/** Text as tokens, a unit written after a blank joined to its number (`9.75 ms` is one). */
function valueTokens(text: string): string[] {
  const out: string[] = [];
  for (const t of text.trim().split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && UNIT_TOKEN.test(t) && /\d\)?$/.test(last) && !/\)$/.test(last))
      out[out.length - 1] = `${last} ${t}`;
    else out.push(t);
  }
  return out;
}

/** The values written last in `left` and first in `right`, and what stands outside them. */
function beside(left: string, right: string): { a: string[]; b: string[]; head: string; tail: string } {
  const l = valueTokens(left);
  const r = valueTokens(right);
  let i = l.length;
  // a bracket opens the pair (`(638Mbps -> 841Mbps)`) or a note after it (`(38% improvement)`): no value past it
  while (i > 0 && VALUE_TOKEN.test(l[i - 1]!.replace(' ', '')) && !(i < l.length && l[i]!.startsWith('('))) i--;
  let j = 0;
  while (j < r.length && VALUE_TOKEN.test(r[j]!.replace(' ', '')) && !(j > 0 && r[j]!.startsWith('('))) j++;
  const bare = (x: string) => x.replace(/^\(|\)$/g, '');
  return {
    a: l.slice(i).map(bare),
    b: r.slice(0, j).map(bare),
    head: l.slice(0, i).join(' '),
    tail: r.slice(j).join(' '),
  };
}

/** The unit written at a value's end (`841Mbps`, `6.04 ms`), bounded so that a search from each character stays linear. */
const TRAILING_UNIT = /[A-Za-zµ%][\w/%µ]{0,15}$/;

/** One side's value: one value, or repetitions (`4.09ns  4.15ns  4.41ns`), the unit of the other side where it has none. */
function sideValue(xs: string[], unit: string | undefined): StatedValue | undefined {
  const withUnit = (x: string) => (unit && !TRAILING_UNIT.test(x) ? `${x} ${unit}` : x);
  return statedValue(xs.map(withUnit).join(xs.length > 2 ? ' / ' : '; '));
}

/** The two sides in one unit: a unit written on one side only holds for the other (`9.75 -> 6.04 ms`). */
function sides(a: string[], b: string[]): [StatedValue, StatedValue] | undefined {
  if (!a.length || a.length !== b.length) return undefined;
  const unitOf = (xs: string[]) => TRAILING_UNIT.exec(xs[xs.length - 1]!)?.[0];
  const x = sideValue(a, unitOf(b));
  const y = sideValue(b, unitOf(a));
  if (!x || !y || x.unit !== y.unit || x.unit === '%' || x.unit === 'x') return undefined;
  return [x, y];
}

/** Line t as a change, `null` as a list item heading changes (`* RZ/G3S:`), undefined as anything else. */
function changeAt(t: string): Change | null | undefined {
  const m = KEY_LINE.exec(t);
  if (!m) return undefined;
  const rest = (m[2] ?? '').trim();
  // a list item of its key alone heads the items under it; a caption (`Results with the patch:`) names the runs elsewhere
  if (!rest) return m[1]!.length <= 40 && LIST_MARK.test(t) ? null : undefined;
  const parts = rest.split(ARROW);
  if (parts.length !== 2) return undefined;
  const { a, b, head, tail } = beside(parts[0]!, parts[1]!);
  if (head.length > NOTE_CHARS || tail.length > NOTE_CHARS) return undefined;
  const pair = sides(a, b);
  if (!pair) return undefined;
  // `text:   time:   7.2 ms -> 3.5 ms`: a key before the values says which of the line's key
  const sub = /^([^\s:][^:]{0,30}):$/.exec(head)?.[1];
  return { key: sub ? `${m[1]} ${sub}` : m[1]!.trim(), before: pair[0], after: pair[1] };
}

/** A line that names the two sides over the changes (`Size: Before Patch -> After Patch`): their names. */
function sideNames(t: string | undefined): [string, string] | undefined {
  const m = t === undefined ? null : KEY_LINE.exec(t);
  const parts = m?.[2]?.split(ARROW);
  if (!parts || parts.length !== 2) return undefined;
  const names = parts.map((x) => x.trim()) as [string, string];
  return names.every((x) => /^[A-Za-z][^\d]{0,30}$/.test(x) && x.split(/\s+/).length <= 4) ? names : undefined;
}

/** The heading written right above line i (past blank lines), if it is one. */
function headingAbove(lines: Lines, i: number): string | undefined {
  let k = i - 1;
  while (k >= 0 && lines.at(k).trim() === '') k--;
  return k >= 0 && changeAt(lines.at(k)) === null ? KEY_LINE.exec(lines.at(k))![1]!.trim() : undefined;
}

export const parseChangePairs: Parser = (lines, i) => {
  const first = changeAt(lines.at(i));
  if (!first) return undefined;
  const found: { group: string | undefined; change: Change; line: number }[] = [];
  let group = headingAbove(lines, i);
  const [before, after] = sideNames(lines.get(i - 1)) ?? ['before', 'after'];
  let end = i;
  for (let k = i; k < lines.count; k++) {
    if (lines.command[k]) break;
    const t = lines.at(k);
    if (t.trim() === '') continue;
    const c = changeAt(t);
    if (c === undefined) break;
    if (c === null) group = KEY_LINE.exec(t)![1]!.trim();
    else found.push({ group, change: c, line: k + 1 });
    end = k + 1;
  }
  if (found.length < 2) return undefined;
  const columns: string[] = [];
  const columnOf = (g: string | undefined, side: string) => {
    const name = g ? `${g} ${side}` : side;
    if (!columns.includes(name)) columns.push(name);
    return name;
  };
  for (const f of found) for (const side of [before, after]) columnOf(f.group, side);
  const rows = new Map<string, TableRow>();
  for (const { group, change, line } of found) {
    const name = change.key;
    let row = rows.get(name);
    if (!row) {
      row = {
        name,
        values: columns.map(() => undefined),
        lines: columns.map(() => undefined),
        unit: change.before.unit,
        line,
      };
      rows.set(name, row);
    }
    const [b, a] = [columns.indexOf(columnOf(group, before)), columns.indexOf(columnOf(group, after))];
    if (row.values[b] !== undefined || row.unit !== change.before.unit) return undefined;
    row.values[b] = change.before.v;
    row.values[a] = change.after.v;
    if (change.before.samples || change.after.samples) {
      row.samples ??= columns.map(() => undefined);
      row.samples[b] = change.before.samples;
      row.samples[a] = change.after.samples;
    }
    row.lines![b] = line;
    row.lines![a] = line;
  }
  const data: ConfigTable = { type: 'table', columns, rows: [...rows.values()] };
  return { kind: 'results-table', end, data, title: 'changes before -> after' };
};

/** Starts at `key: ... value -> value`. */
export const changePairsReader: Reader = {
  name: 'change pairs',
  shape: startHas(DIGIT),
  start: /(?:->|→|=>)[ \t]*\(?~?[-+]?\d/,
  read: parseChangePairs,
};
