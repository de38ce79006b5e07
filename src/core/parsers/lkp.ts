/**
 * The kernel test robot's (lkp) comparison table: commit ids over a `----` rule, `%stddev %change %stddev`,
 * the `\  |  \` marker line, then rows `value ± s%  change%  value ± s%  ...  metric`. Configs are the
 * commits (named as in the `commit:` list above the table), the metric is the row's last word.
 */
import type { ConfigTable, TableRow } from '../model';
import { parseNumber } from '../numbers';
import { metricName } from '../units';
import type { Parser } from './types';

const HEX = /^[0-9a-f]{7,40}$/;
const STDDEV_HEAD = /^\s*%stddev(\s+%change\s+%stddev)+\s*$/;
const MARKER = /^\s*\\(\s+\|\s+\\)+\s*$/;
const RULE = /^\s*-{8,}(\s+-{8,})+\s*$/;

/** A commit header line: one short id (or tag) per column. */
function commitHeader(t: string): string[] | undefined {
  const w = t.trim().split(/\s+/);
  return w.length >= 2 && w.every((x) => HEX.test(x) || /^v\d+\.\d+[\w.+-]*$/.test(x)) ? w : undefined;
}

/** The `commit:` list above the table: `  abcdef1234 ("subject")` per commit, in column order. */
function commitList(lines: { at(k: number): string }, from: number): { id: string; subject?: string }[] {
  const out: { id: string; subject?: string }[] = [];
  for (let k = from - 1; k >= 0 && k >= from - 12; k--) {
    const t = lines.at(k).trim();
    if (/^commits?:/i.test(t)) break;
    const m = /^([0-9a-f]{7,40}|v\d+\.\d+[\w.+-]*)(?:\s+\("?(.*?)"?\))?$/.exec(t);
    if (m) out.unshift({ id: m[1]!, subject: m[2] });
    else if (t !== '') return [];
  }
  return out;
}

/** One row: values (with ± spread) and changes, the metric last; undefined when the row does not fit. */
function readRow(t: string, columns: number): { metric: string; values: (number | undefined)[]; spread: (number | undefined)[] } | undefined {
  const w = t.trim().split(/\s+/);
  if (w.length < 2) return undefined;
  const metric = w.pop()!;
  if (parseNumber(metric) !== undefined) return undefined;
  const values: (number | undefined)[] = [];
  const spread: (number | undefined)[] = [];
  let expectChange = false;
  for (let j = 0; j < w.length; j++) {
    const x = w[j]!;
    if (x === '±') {
      const p = parseNumber(w[++j] ?? '');
      if (!p || !values.length) return undefined;
      spread[values.length - 1] = p.value;
      continue;
    }
    const n = parseNumber(x);
    if (!n) return undefined;
    // after a value comes the next column's change (`-10.7%`, or `0.0` when too small to print)
    if (expectChange && (n.percent || /^[-+]?0\.0$/.test(x))) {
      expectChange = false;
      continue;
    }
    if (n.percent) return undefined;
    values.push(n.value);
    expectChange = true;
  }
  // a metric absent on one side is printed without that column's value; only full rows are read
  if (values.length !== columns) return undefined;
  return { metric, values, spread };
}

export const parseLkp: Parser = (lines, i) => {
  const ids = commitHeader(lines.at(i));
  if (!ids || lines.command[i]) return undefined;
  let k = i + 1;
  if (k < lines.count && RULE.test(lines.at(k))) k++;
  if (k >= lines.count || !STDDEV_HEAD.test(lines.at(k))) return undefined;
  k++;
  if (k < lines.count && MARKER.test(lines.at(k))) k++;
  const listed = commitList(lines, i);
  const named = listed.length === ids.length ? listed : ids.map((id) => ({ id, subject: undefined }));
  const rows: TableRow[] = [];
  let end = k;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') {
      // the table goes on after a blank line when the next line is another row
      if (k + 1 < lines.count && readRow(lines.at(k + 1), ids.length)) continue;
      break;
    }
    const r = readRow(t, ids.length);
    if (!r) {
      // a row with a value missing on one side is kept out, not a reason to stop
      if (/\s\S+$/.test(t) && /^\s*[-+\d.]/.test(t)) continue;
      break;
    }
    const mn = metricName(r.metric);
    const row: TableRow = { name: r.metric, values: r.values, unit: mn.unit === 'count' ? 'count' : mn.unit, line: k + 1 };
    // `± 3%` is relative: the spread in the value's own unit
    if (r.spread.some((s) => s !== undefined)) row.stddev = r.values.map((v, c) => (v === undefined || r.spread[c] === undefined ? undefined : (Math.abs(v) * r.spread[c]!) / 100));
    rows.push(row);
    end = k + 1;
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: named.map((c) => c.id), rows };
  return { kind: 'results-table', end, data, title: 'lkp-robot comparison' };
};
