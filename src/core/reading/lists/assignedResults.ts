/**
 * Results written as assignments, one run per line, as mails give them: `max-jOPS = 117828,
 * critical-jOPS = 66047`, `pp512: 40.1 t/s, tg128: 3.2 t/s` (colons with two pairs at least), `throughput = 1.23 GB/s; latency = 812 us`, pgbench's `tps = 41152.26 (without
 * initial connection time)` (the note in parentheses names which). Every pair on the line must name
 * a measured quantity (a rate, a time, a score, as the vocabulary knows them): a settings line such as
 * `n_batch = 2048, n_ubatch = 512` or `numa_balancing=2` is not one. Consecutive lines are one block of
 * one config (the label above names it); times go to seconds.
 */
import type { ConfigTable, TableRow } from '../../model';
import { canonicalTunable } from '../../knowledge/tunables';
import { isMetricLike, isStatistic } from '../../text/units';
import { statedValue, type StatedValue } from '../kit/statedValue';
import { LLAMA_TEST_RE } from '../../text/vocabulary';
import type { Parser, Reader } from '../kit/types';
import { COLON, DIGIT, EQUALS, startHas } from '../kit/lineShape';

/** `name = rest` or `name: rest`; the name may say how it was run in brackets (`write (psync x 96 jobs) = 465 KIOPS`). */
const PAIR = /^\s*([A-Za-z][\w./-]*(?: [A-Za-z][\w./-]*){0,3}(?:\s?\([^()]{1,40}\))?)\s*(=|:(?=\s))\s*(\S.*?)\s*$/;
/** A note in words after the value, which says which of the name it is: pgbench's `tps = 41152.26 (without initial connection time)`. */
const NOTE_AFTER = /^(.*?\S)\s+\(([A-Za-z][^()]{0,59})\)$/;

/** The value stated after a name (kit/statedValue.ts), and the note in words after it that says which. */
function valueAndNote(rest: string): { value: StatedValue; note?: string } | undefined {
  const noted = NOTE_AFTER.exec(rest);
  const value = noted && statedValue(noted[1]!);
  if (value && !value.samples) return { value, note: noted[2]!.trim() };
  const plain = statedValue(rest);
  return plain && !plain.samples ? { value: plain } : undefined;
}

/** The pairs of one line, or undefined when any part of it is not a measured `name = value` (or a statistic beside one). */
function pairsOf(line: string): TableRow[] | undefined {
  const text = line.replace(/^\s*(?:[-*•]\s+)?/, '');
  if (text.length > 300 || !/[=:]/.test(text)) return undefined;
  const out: TableRow[] = [];
  let measured = false;
  const parts = text.split(/[,;](?=\s|[A-Za-z])/);
  for (const part of parts) {
    const m = PAIR.exec(part);
    const stated = m && valueAndNote(m[3]!);
    if (!m || !stated) return undefined;
    const [, name, sign] = m;
    const { value, note } = stated;
    const unit = value.written ?? value.unit;
    // `pp512: 40.1 t/s, tg128: 3.2 t/s`: colons only with two pairs on the line (`base: 12.3 s` alone, one per line, lists runs)
    if (sign === ':' && parts.length < 2) return undefined;
    if (canonicalTunable(name!) !== undefined) return undefined;
    // a statistic alone (`count = 5, min = 2`) measures only beside a named quantity or with a unit
    const inUnit = (u: string | undefined) => u !== undefined && isMetricLike(`${name} (${u})`);
    if (unit ? inUnit(value.unit) || inUnit(value.written) : !isStatistic(name!) && isMetricLike(name!))
      measured = true;
    else if (!isStatistic(name!)) return undefined;
    out.push({
      // pgbench's `tps = 41152.26 (without initial connection time)`: the note says which tps
      // a llama-bench test's rate (`pp512: 40.1 t/s`) is named as llama-bench's tables name it: `pp512 t/s`
      name: note ? `${name} (${note})` : LLAMA_TEST_RE.test(name!) && /^t\/s$/i.test(unit) ? `${name} t/s` : name!,
      values: [value.v],
      unit: value.unit,
      ...(value.sd !== undefined ? { stddev: [value.sd] } : {}),
      line: 0,
    });
  }
  return measured ? out : undefined;
}

export const parseAssignedResults: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const pairs = lines.command[k] ? undefined : pairsOf(lines.at(k));
    if (!pairs) break;
    for (const p of pairs) rows.push({ ...p, line: k + 1 });
  }
  // a lone `x = 1` is a remark; a run's results name two things or come on two lines
  if (rows.length < 2 || new Set(rows.map((r) => r.name)).size !== rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'results written as assignments' };
};

/** Starts at `name = number`. */
export const assignedResultsReader: Reader = {
  name: 'assigned results',
  shape: startHas(DIGIT, EQUALS | COLON),
  start: /^\s*(?:[-*•]\s+)?[A-Za-z][\w./ \t()-]{0,60}(?:=|:\s)\s*[-+~≈]?\d/,
  read: parseAssignedResults,
};
