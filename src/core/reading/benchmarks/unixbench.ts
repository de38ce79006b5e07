/**
 * UnixBench's report (byte-unixbench `Run`, in many sched, mm and arch mails): each test's result with its unit and
 * samples, then the index table against the SPARCstation 20 baseline and the score:
 *
 *   Dhrystone 2 using register variables       40156787.7 lps   (10.0 s, 7 samples)
 *   Execl Throughput                               3557.4 lps   (29.9 s, 2 samples)
 *
 *   System Benchmarks Index Values               BASELINE       RESULT    INDEX
 *   Dhrystone 2 using register variables         116700.0   40156787.7   3441.0
 *                                                                      ========
 *   System Benchmarks Index Score                                         1234.5
 *
 * either part alone or both. One run per report: each test's result (in its unit where the first part gives it), its
 * index (`Execl Throughput index`) and the score. BASELINE, RESULT and INDEX are the table's columns, never runs.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

/** `Execl Throughput    3557.4 lps   (29.9 s, 2 samples)`: a test, its result, unit, and how it was sampled. */
const RESULT =
  /^\s*([A-Z][\w ()/-]{2,60}?)\s{2,}(\d+(?:\.\d+)?)\s+([A-Za-z/]+)\s+\(\s*\d+(?:\.\d+)?\s*s,\s*\d+ samples?\)\s*$/;
const INDEX_HEAD = /^\s*System Benchmarks(?: Partial)? Index Values\s+BASELINE\s+RESULT\s+INDEX\s*$/;
/** A row of the index table: the test, its baseline, result and index. */
const INDEX_ROW = /^\s*([A-Z][\w ()/-]{2,60}?)\s{2,}(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s*$/;
const RULE = /^\s*=+\s*$/;
const SCORE = /^\s*(System Benchmarks(?: Partial)? Index Score)(?:\s*\(Partial Only\))?\s+(\d+(?:\.\d+)?)\s*$/;

export const parseUnixbench: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  const results = new Set<string>();
  const add = (name: string, raw: string, unit: string, line: number) => {
    const v = finiteNumber(raw);
    if (v !== undefined) rows.push({ name, values: [v], unit, line });
  };
  let k = i;
  for (; k < lines.count; k++) {
    const m = RESULT.exec(lines.at(k));
    if (!m) break;
    results.add(m[1]!);
    add(m[1]!, m[2]!, m[3]!, k + 1);
  }
  // the index table after its results (a blank line or two between), or alone
  let at = k;
  while (at < lines.count && at < k + 3 && lines.at(at).trim() === '') at++;
  if (at < lines.count && INDEX_HEAD.test(lines.at(at))) {
    for (k = at + 1; k < lines.count; k++) {
      const t = lines.at(k);
      const row = INDEX_ROW.exec(t);
      if (row) {
        // a result given with its unit above is not measured again without it
        if (!results.has(row[1]!)) add(row[1]!, row[3]!, '', k + 1);
        add(`${row[1]} index`, row[4]!, '', k + 1);
        continue;
      }
      if (RULE.test(t)) continue;
      const score = SCORE.exec(t);
      if (score) {
        add(score[1]!, score[2]!, '', k + 1);
        k++;
      }
      break;
    }
  }
  if (rows.length < 2) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'UnixBench' };
};

/** Starts at a test's result with its samples, or at the index table's header. */
export const unixbenchReader: Reader = {
  name: 'unixbench',
  shape: startHas(LEADS_LETTER),
  start: /\(\s*\d+(?:\.\d+)?\s*s,\s*\d+ samples?\)\s*$|^\s*System Benchmarks(?: Partial)? Index Values\s+BASELINE/,
  read: parseUnixbench,
};
