/** numastat: default (node0 headers, pages), -n, -m, -p, -m -p, several PIDs, folded column blocks, the old `PID N0 N1` form. */
import { lineAt } from '../../text/lines';
import { finiteNumber } from '../../text/numbers';
import type { NumastatData, NumastatTable } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const TITLE = /^Per-node (process memory usage|system memory usage|numastat info)\b(.*)$/;
/** numastat's own title line (`Per-node process memory usage (in MBs)`): the numastat reader's, no other table's header. */
export const isNumastatTitle = (t: string): boolean => TITLE.test(t.trim());
const NOISE = /^Token \S+ not in hash table\.?$/;
const DASHES = /^[-\s]+$/;

interface Header {
  nodes: string[];
  hasTotal: boolean;
  pid: boolean;
}

/** `Node 0  Node 1  Total`, `node0 node1`, `PID  Node 0  Total` -> columns. */
function parseHeader(text: string): Header | undefined {
  let t = text.trim();
  if (t === '') return undefined;
  const pid = /^PID\b/.test(t);
  if (pid) t = t.slice(3).trim();
  const nodes: string[] = [];
  let hasTotal = false;
  // numastat before 2.0 (and its `-p` tables) heads the nodes `N0 N1 ...`
  const re = /\s*(?:Node\s+(\d+)|node(\d+)|N(\d+)|(Total))/gy;
  let pos = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    if (m[4]) hasTotal = true;
    else nodes.push(`node${m[1] ?? m[2] ?? m[3]}`);
    pos = re.lastIndex;
  }
  if (pos !== t.length || (nodes.length === 0 && !hasTotal)) return undefined;
  return { nodes, hasTotal, pid };
}

/**
 * A data row: a name (may contain spaces for `PID (name)` rows) and `count` trailing numbers. A note the
 * author glued to a number (`(grow)2248.00`, `3073.45(Killed first. ...)`) is not part of it.
 */
function parseRow(text: string, count: number): { name: string; values: number[] } | undefined {
  const w = text
    .replace(/(\d)\([^()]{0,80}\)/g, '$1')
    .replace(/\([^()\d]{0,20}\)(?=\d)/g, ' ')
    .trim()
    .split(/\s+/);
  if (w.length < count + 1) return undefined;
  const values: number[] = [];
  for (let k = w.length - count; k < w.length; k++) {
    const s = w[k]!;
    const v = /^-?\d+(\.\d+)?$/.test(s) ? finiteNumber(s) : undefined;
    if (v === undefined) return undefined;
    values.push(v);
  }
  return { name: w.slice(0, w.length - count).join(' '), values };
}

export const parseNumastat: Parser = (lines, i) => {
  const l0 = lineAt(lines, i);
  if (l0.command) return undefined;
  const t0 = l0.text.trim();
  const c = t0.charCodeAt(0);
  if (c !== 80 /* P */ && c !== 78 /* N */ && c !== 110 /* n */) return undefined;
  const isTitle = TITLE.test(t0);
  if (!isTitle && !parseHeader(t0)) return undefined;
  if (!isTitle) {
    // a bare header must be followed (after dashes) by a data row
    const h = parseHeader(t0)!;
    let k = i + 1;
    while (k < lines.count && DASHES.test(lines.at(k)) && lines.at(k).trim() !== '') k++;
    if (k >= lines.count || !parseRow(lines.at(k), h.nodes.length + (h.hasTotal ? 1 : 0))) return undefined;
  }

  const tables: NumastatTable[] = [];
  let title = 'numastat';
  let unit: 'pages' | 'MB' = 'pages';
  let pid: string | undefined;
  let header: Header | undefined;
  let table: NumastatTable | undefined;
  /** For folded tables: row name -> index in table.rows, and the column offset of the current header. */
  let index = new Map<string, number>();
  let colOffset = 0;
  let end = i;
  let k = i;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    if (l.command) break;
    const t = l.text.trim();
    if (t === '' || NOISE.test(t)) continue;
    const tm = TITLE.exec(t);
    if (tm) {
      title = t.replace(/:$/, '');
      unit = /in MBs/.test(t) ? 'MB' : 'pages';
      const p = /for PID (\d+)(?:\s+\(([^)]*)\))?/.exec(t);
      pid = p ? (p[2] ? `${p[1]} (${p[2]})` : p[1]) : undefined;
      header = undefined;
      table = undefined;
      end = k + 1;
      continue;
    }
    if (DASHES.test(t)) {
      end = k + 1;
      continue;
    }
    const h = parseHeader(t);
    if (h) {
      if (table && header && table.rows.length > 0 && !h.nodes.some((n) => table!.nodes.includes(n))) {
        // folded: another block of columns for the same rows
        colOffset = table.nodes.length + (table.hasTotal ? 1 : 0);
        table.nodes.push(...h.nodes);
        table.hasTotal = table.hasTotal || h.hasTotal;
      } else {
        table = { title, unit, nodes: [...h.nodes], hasTotal: h.hasTotal, rows: [], pid };
        tables.push(table);
        index = new Map();
        colOffset = 0;
      }
      header = h;
      end = k + 1;
      continue;
    }
    if (!header || !table) break;
    const row = parseRow(t, header.nodes.length + (header.hasTotal ? 1 : 0));
    if (!row) break;
    const at = index.get(row.name);
    if (colOffset > 0 && at !== undefined) {
      const r = table.rows[at]!;
      // totals come last; node columns are inserted before an existing total
      if (header.hasTotal) r.values.push(...row.values);
      else r.values.splice(colOffset, 0, ...row.values);
    } else {
      index.set(row.name, table.rows.length);
      table.rows.push({ name: row.name, values: row.values, line: l.line });
    }
    end = k + 1;
  }
  if (tables.length === 0 || tables.every((t) => t.rows.length === 0)) return undefined;
  const data: NumastatData = { type: 'numastat', tables: tables.filter((t) => t.rows.length > 0) };
  return { kind: 'numastat', end, data, title: data.tables[0]!.title };
};

/** Starts at `Per-node ...`, a `Node 0 ...` header or a `nodeN` row. */
export const numastatReader: Reader = {
  name: 'numastat',
  shape: startHas(LEADS_LETTER),
  start: /^\s*[PNn]/,
  read: parseNumastat,
};
