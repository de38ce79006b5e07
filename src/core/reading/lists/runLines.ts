/**
 * Runs written one per line, each with its measures as `key: value` pairs, as mails give them:
 * `Before: sys time: 10230.22s  64kB/swpout: 1793044`, `After patch 1: avg: 10.92s, stddev: 0.05`.
 * Two or more consecutive lines with different run names that share a key are one block: the runs are
 * its configs, the keys its metrics (a key a run does not give is absent for it). A `stddev` pair is the
 * spread of the pair before it; times go to seconds, sizes to bytes.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { bytesPer, secondsPer, TIME_UNIT_WORDS } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { COLON, DIGIT, startHas } from '../kit/lineShape';

/** The run's name and its colon, after a bullet: a few words from the margin. */
const RUN = /^[ \t]*(?:[-*•][ \t]+)?([A-Za-z][\w.#+/()-]*(?: [\w.#+/()-]+){0,4}):[ \t]+/;
/** One `key: value` pair, a comma or spaces before it; the unit glued or one space after the number; the author's change after it (`(-2.34%)`) is not read. */
const PAIR = new RegExp(
  String.raw`[ \t]*(?:[,;][ \t]*)?([A-Za-z\d][\w.%/()+-]*(?: [A-Za-z][\w.%/()+-]*){0,3})[ \t]*:[ \t]*([-+]?\d[\d,]*(?:\.\d+)?)(?: ?(${TIME_UNIT_WORDS}|%|[KMGT]i?B|kB|x))?(?![\w.:/])(?:[ \t]{0,4}\([-+]?\d{1,6}(?:\.\d{1,6})?%\))?`,
  'y',
);
const SPREAD = /^(?:stddev|stdev|std|sd|σ)$/i;

interface RunLine {
  run: string;
  pairs: { key: string; value: number; unit: string }[];
}

/** Line text as a run and its pairs, or undefined when any part of it is not one. */
function runLine(text: string): RunLine | undefined {
  if (text.length > 300) return undefined;
  const head = RUN.exec(text);
  if (!head) return undefined;
  const pairs: RunLine['pairs'] = [];
  PAIR.lastIndex = head[0].length;
  let at = PAIR.lastIndex;
  for (let m = PAIR.exec(text); m; m = PAIR.exec(text)) {
    const [, key, raw, written = ''] = m;
    const v = finiteNumber(raw!.replace(/,/g, ''));
    if (v === undefined) return undefined;
    const seconds = written ? secondsPer(written) : undefined;
    const bytes = written && seconds === undefined ? bytesPer(written) : undefined;
    const factor = seconds ?? bytes ?? 1;
    pairs.push({ key: key!, value: v * factor, unit: seconds ? 's' : bytes ? 'bytes' : written });
    at = PAIR.lastIndex;
  }
  if (!pairs.length || text.slice(at).trim() !== '') return undefined;
  return { run: head[1]!, pairs };
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
  start: /^[ \t]*(?:[-*•][ \t]+)?[A-Za-z][^:]{0,40}:[ \t]+[A-Za-z\d][^:]{0,40}:[ \t]*[-+]?\d/,
  read: parseRunLines,
};
