/**
 * numademo (numactl's demo) output: one line per placement and test,
 * `memory on node 0 memset                   Avg 11160.88 MB/s Max 27408.97 MB/s Min 4688.89 MB/s`.
 * The placements are the configs (`memory interleaved on all nodes`, `memory on node 1`, `local memory`);
 * the test (`memset`, `memcpy`, `random2`) goes into the metric (`memset Avg`), in MB/s as printed. A
 * value printed as `inf` (a run too short to time) is absent. `setting preferred node to N` lines name
 * the node of the next `memory with preferred policy` line; a `...` elision and a trailing `# note` are
 * skipped, and so are `**` bold marks around figures.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const VALUE = String.raw`(\S+?)\s*MB\/s`;
const ROW = new RegExp(
  String.raw`^\s*(\S.*?)\s*\bAvg\s+${VALUE}(?:\s+Max\s+${VALUE})?(?:\s+Min\s+${VALUE})?(?:\s*\.\.\.)?\s*(?:#.*)?$`,
);
const PREFERRED = /^\s*setting preferred node to (\d+)\s*$/;
const TESTS = /^(memset|memcpy|forward|backward|stream|random2|ptrchase)$/;

interface Row {
  label: string;
  test?: string;
  avg?: number;
  max?: number;
  min?: number;
  line: number;
}

const value = (s: string | undefined) => (s === undefined || /^inf$/i.test(s) ? undefined : finiteNumber(s));

function readRow(t: string, line: number): Row | undefined {
  // `**Avg inf MB/s ...**`: a reply's bold marks around the figures it points at
  const m = ROW.exec(t.includes('**') ? t.replace(/\*\*/g, '') : t);
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/);
  const last = words[words.length - 1]!;
  const test = TESTS.test(last) ? last : undefined;
  const label = (test ? words.slice(0, -1) : words).join(' ');
  if (!label) return undefined;
  return { label, test, avg: value(m[2]), max: value(m[3]), min: value(m[4]), line };
}

export const parseNumademo: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  const rows: Row[] = [];
  let preferred: string | undefined;
  let end = i;
  for (let k = i; k < lines.count; k++) {
    const t = lines.at(k);
    const r = readRow(t, k + 1);
    if (r) {
      if (preferred !== undefined && /preferred policy/.test(r.label)) r.label += ` (preferred node ${preferred})`;
      preferred = undefined;
      rows.push(r);
      end = k + 1;
      continue;
    }
    const p = PREFERRED.exec(t);
    const elision = /^\s*(\.\s*){3}$|^\s*…\s*$/.test(t);
    // a note between rows is skipped only when a row follows it
    if ((p || elision) && readRow(lines.get(k + 1) ?? '', k + 2)) {
      if (p) preferred = p[1];
      continue;
    }
    break;
  }
  if (rows.length < 2) return undefined;
  const configs: string[] = [];
  for (const r of rows) if (!configs.includes(r.label)) configs.push(r.label);
  const tests = [...new Set(rows.map((r) => r.test ?? ''))];
  const out: TableRow[] = [];
  for (const test of tests)
    for (const stat of ['avg', 'max', 'min'] as const) {
      const values = configs.map((c) => rows.find((r) => r.label === c && (r.test ?? '') === test)?.[stat]);
      if (values.every((v) => v === undefined)) continue;
      const name = `${test ? `${test} ` : ''}${stat.charAt(0).toUpperCase()}${stat.slice(1)} (MB/s)`;
      out.push({ name, values, unit: 'MB/s', line: rows[0]!.line });
    }
  if (!out.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: configs, rows: out };
  return { kind: 'results-table', end, data, title: 'numademo' };
};

/** Starts at a line with numademo's `Avg <n> MB/s`, or at the `setting preferred node to N` line before one. */
export const numademoReader: Reader = {
  name: 'numademo',
  start: /Avg\s+\S+\s*MB\/s|^\s*setting preferred node to \d/,
  read: parseNumademo,
};
