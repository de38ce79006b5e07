/**
 * Runs written one per line, each with its measures as `key: value` pairs, as mails give them:
 * `Before: sys time: 10230.22s  64kB/swpout: 1793044`, `After patch 1: avg: 10.92s, stddev: 0.05`, `Before patch:
 * time = 10.800s (+- 0.5%), overhead = 7.952s`.
 * Two or more consecutive lines with different run names that share a key are one block: the runs are
 * its configs, the keys its metrics (a key a run does not give is absent for it). A `stddev` pair is the
 * spread of the pair before it; times go to seconds, sizes to bytes.
 */
import type { ConfigTable, TableRow } from '../../model';
import { statedValue } from '../kit/statedValue';
import { isConfigLike } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { COLON, DIGIT, startHas } from '../kit/lineShape';

/** The run's name and its colon, after a bullet: a few words from the margin. */
const RUN = /^[ \t]*(?:[-*•][ \t]+)?([A-Za-z][\w.#+/()-]*(?: [\w.#+/()-]+){0,4}):[ \t]+/;
/** A measure's key: a word (digits may lead it: `64kB/swpout`) and up to three more. */
const KEY = String.raw`[A-Za-z\d][\w.%/()+-]*(?: [A-Za-z][\w.%/()+-]*){0,3}`;
/** A key with its `:` or `=` at the start of the text. */
const KEY_AT = new RegExp(String.raw`^[ \t]*(?:[,;][ \t]*)?(${KEY})[ \t]*(?::|=)[ \t]*`);
/** Where a value ends: a comma or semicolon, or blanks before the next `key:` or `key =` and its number. */
const VALUE_END = new RegExp(
  String.raw`[,;](?=[ \t]|[A-Za-z])|(?<![ \t])[ \t]+(?=${KEY}[ \t]*(?::|=)[ \t]*[-+~≈]?\.?\d)`,
);
const SPREAD = /^(?:stddev|stdev|std|sd|σ)$/i;

interface RunLine {
  run: string;
  pairs: { key: string; value: number; unit: string; sd?: number }[];
}

/** Line text as a run and its pairs, or undefined when any part of it is not one. */
function runLine(text: string): RunLine | undefined {
  if (text.length > 300) return undefined;
  const head = RUN.exec(text);
  if (!head) return undefined;
  const pairs: RunLine['pairs'] = [];
  let rest = text.slice(head[0].length).trimEnd();
  while (rest) {
    const key = KEY_AT.exec(rest);
    if (!key) return undefined;
    rest = rest.slice(key[0].length);
    const end = rest.search(VALUE_END);
    // the value as kit/statedValue.ts reads it: a unit, a spread, the author's change after it
    const value = statedValue(end < 0 ? rest : rest.slice(0, end));
    if (!value || value.samples) return undefined;
    pairs.push({ key: key[1]!, value: value.v, unit: value.unit, ...(value.sd !== undefined ? { sd: value.sd } : {}) });
    rest = end < 0 ? '' : rest.slice(end);
  }
  return pairs.length ? { run: head[1]!, pairs } : undefined;
}

export const parseRunLines: Parser = (lines, i) => {
  const found: RunLine[] = [];
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const r = runLine(lines.at(k));
    if (!r || found.some((f) => f.run === r.run)) break;
    found.push(r);
  }
  const keys = new Set(found[0]?.pairs.map((p) => p.key));
  if (found.length < 2 || !found.slice(1).every((r) => r.pairs.some((p) => keys.has(p.key)))) return undefined;
  // keys that name runs (`STRICT: before = 570 KIOPS, after = 5.01 MIOPS`): the line's label is what was measured
  if ([...keys].some((key) => isConfigLike(key))) return undefined;
  const columns = found.map((r) => r.run);
  const rows = new Map<string, TableRow>();
  found.forEach((r, c) => {
    let last: TableRow | undefined;
    for (const p of r.pairs) {
      if (last && SPREAD.test(p.key) && !rows.has(p.key)) {
        (last.stddev ??= columns.map(() => undefined))[c] = p.value;
        continue;
      }
      let row = rows.get(p.key);
      if (!row) {
        row = {
          name: p.key,
          values: columns.map(() => undefined),
          lines: columns.map(() => undefined),
          unit: p.unit,
          line: i + c + 1,
        };
        rows.set(p.key, row);
      }
      row.values[c] ??= p.value;
      if (p.sd !== undefined) (row.stddev ??= columns.map(() => undefined))[c] = p.sd;
      row.lines![c] = i + c + 1;
      last = row;
    }
  });
  const data: ConfigTable = { type: 'table', columns, rows: [...rows.values()] };
  return { kind: 'results-table', end: k, data };
};

/** Starts at `run: key: number`. */
export const runLinesReader: Reader = {
  name: 'run lines',
  shape: startHas(COLON | DIGIT),
  start: /^[ \t]*(?:[-*•][ \t]+)?[A-Za-z][^:]{0,40}:[ \t]+[A-Za-z\d][^:=]{0,40}[:=][ \t]*[-+~≈]?\.?\d/,
  read: parseRunLines,
};
