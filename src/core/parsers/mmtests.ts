/**
 * mmtests compare output (compare-mmtests.pl): kernel names right-aligned over their columns (one or two
 * header lines), rows `Amean  fault-base-1  1234.56 (  0.00%)  1200.12 *  2.79%*`; the statistic and the
 * row name make the metric. The `Ops`/`Duration` sections below a table have the same columns.
 */
import type { ConfigTable, TableRow } from '../model';
import { parseNumber } from '../numbers';
import type { Parser } from './types';

const STAT = /^(Amean|Hmean|Gmean|Stddev|CoeffVar|Min|Max|Median|Range|Mean|BAmean-\d+|BHmean-\d+|BGmean-\d+|Bmean-\d+|Percentile-\d+|Q\d|\d+(?:th|st|nd|rd))\s/;
/** `(  0.00%)` or `*  2.79%*`: the change next to a value. */
const CHANGE = /\(\s*-?[\d.]+%\)|\*\s*-?[\d.]+%\*/g;
const HAS_CHANGE = /\(\s*-?[\d.]+%\)|\*\s*-?[\d.]+%\*/;

interface Row {
  label: string;
  values: { v: number; end: number }[];
}

/** A row: label words, then values (each maybe with its change); positions kept to match the header. */
function readRow(t: string): Row | undefined {
  const bare = t.replace(CHANGE, (m) => ' '.repeat(m.length));
  const toks = [...bare.matchAll(/\S+/g)];
  let k = toks.length;
  while (k > 0 && (parseNumber(toks[k - 1]![0]) !== undefined || /^(nan|-?inf)$/i.test(toks[k - 1]![0]))) k--;
  if (k === 0 || k === toks.length) return undefined;
  const label = toks.slice(0, k).map((m) => m[0]).join(' ');
  const values = toks.slice(k).map((m) => ({ v: parseNumber(m[0])?.value ?? Number.NaN, end: m.index + m[0].length }));
  return { label, values };
}

/** Column names from the header lines above the first row: words joined per column, by position. */
function headerNames(headers: string[], first: Row): string[] | undefined {
  const cols: string[][] = first.values.map(() => []);
  for (const h of headers)
    for (const m of h.matchAll(/\S+/g)) {
      const end = m.index + m[0].length;
      // a name ends within its column: after the previous value's end, at most past this value's change
      let best = -1;
      first.values.forEach((v, c) => {
        const from = c === 0 ? -Infinity : first.values[c - 1]!.end;
        if (end > from && best < 0 && end <= v.end + 14) best = c;
      });
      if (best < 0) return undefined;
      cols[best]!.push(m[0]);
    }
  return cols.some((c) => !c.length) ? undefined : cols.map((c) => c.join(' '));
}

export const parseMmtests: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  // the block starts at its header: one or two lines without values, then a statistic row
  let h = i;
  const headers: string[] = [];
  while (h < lines.count && h < i + 2 && !STAT.test(lines.at(h)) && lines.at(h).trim() !== '' && !readRow(lines.at(h))) headers.push(lines.at(h++));
  if (!headers.length || h >= lines.count || !STAT.test(lines.at(h))) return undefined;
  const first = readRow(lines.at(h));
  if (!first || (!HAS_CHANGE.test(lines.at(h)) && !/^(Amean|Hmean|Gmean|BAmean)/.test(lines.at(h)))) return undefined;
  const columns = headerNames(headers, first);
  if (!columns) return undefined;
  const rows: TableRow[] = [];
  let end = h;
  for (let k = h; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') {
      // the Ops/Duration sections follow after a blank line, under the same columns
      const next = lines.get(k + 1);
      if (next !== undefined && readRow(next)?.values.length === columns.length && !/^\s{8,}\S/.test(next)) continue;
      break;
    }
    const r = readRow(t);
    if (!r || r.values.length !== columns.length) break;
    rows.push({ name: r.label.replace(/\s+/g, ' '), values: r.values.map((v) => (Number.isFinite(v.v) ? v.v : undefined)), unit: '', line: k + 1 });
    end = k + 1;
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns, rows };
  return { kind: 'results-table', end, data, title: 'mmtests comparison' };
};
