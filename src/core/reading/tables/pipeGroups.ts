/**
 * Tables drawn with `|` between column groups and `=====+=====` rules, as in DAMON and other LKML posts:
 * the first group names the config, each other group holds one or more space-separated columns named by
 * the header lines above (by position), and a title row inside the table (`Execution time normalized
 * ... | GEOMEAN`) starts a section whose title is part of every metric below it.
 *
 *   ====================+==============================+=========
 *                       |  cold memory occupied         |
 *                       |   0G  440G  450G  460G        |
 *   ====================+==============================+=========
 *   Execution time normalized to DRAM-only values       | GEOMEAN
 *   --------------------+------------------------------+---------
 *   DRAM-only           | 1.00     -     -     -        | 1.00
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { cellNumber, expandTabs } from '../kit/columns';
import { isAbsent } from '../../text/numbers';
import { titleSizeFactor } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

/** A rule whose `+` marks where the column groups meet. */
const RULE = /^\s*[=-]{3,}(\+[=-]{3,})+\s*$/;

interface Cell {
  s: string;
  start: number;
  end: number;
}

function cells(t: string, from: number, to: number): Cell[] {
  const out: Cell[] = [];
  for (const m of t.slice(from, to).matchAll(/\S+/g))
    out.push({ s: m[0], start: from + m.index, end: from + m.index + m[0].length });
  return out;
}

/** Group bounds [from, to) from a rule's `+` positions. */
function groupsOf(rule: string): [number, number][] {
  const plus: number[] = [];
  for (let k = 0; k < rule.length; k++) if (rule[k] === '+') plus.push(k);
  const bounds = [0, ...plus.map((p) => p + 1), Number.MAX_SAFE_INTEGER];
  return bounds.slice(0, -1).map((b, k) => [b, bounds[k + 1]! - (k + 1 < plus.length + 1 ? 1 : 0)]);
}

const isValue = (s: string) => isAbsent(s) || cellNumber(s) !== undefined;

export const parsePipeGroups: Parser = (lines: Lines, i: number) => {
  const t0 = expandTabs(lines.at(i));
  if (!RULE.test(t0)) return undefined;
  const groups = groupsOf(t0);
  if (groups.length < 2) return undefined;
  const text = (k: number) => expandTabs(lines.at(k)).replace(/\|/g, ' ');
  // header lines up to the next rule
  let k = i + 1;
  const headerLines: string[] = [];
  for (; k < lines.count && !RULE.test(expandTabs(lines.at(k))); k++) {
    if (lines.at(k).trim() === '') return undefined;
    headerLines.push(text(k));
  }
  if (k >= lines.count) return undefined;
  // each column of a group: the header words over it, from the header line with the most words in the group
  const columnsOf = (g: number): Cell[] => {
    let best: Cell[] = [];
    for (const h of headerLines) {
      const c = cells(h, groups[g]![0], groups[g]![1]);
      if (c.length > best.length) best = c;
    }
    return best;
  };
  const heads = groups.map((_, g) => columnsOf(g));
  const rows: TableRow[] = [];
  const configs: string[] = [];
  const values = new Map<string, Map<string, { v?: number; line: number }>>();
  let section = '';
  let end = k + 1;
  for (k++; k < lines.count; k++) {
    const raw = expandTabs(lines.at(k));
    if (RULE.test(raw)) {
      end = k + 1;
      continue;
    }
    const t = raw.replace(/\|/g, ' ');
    if (t.trim() === '' || !raw.includes('|')) break;
    const label = t.slice(groups[0]![0], groups[0]![1]).trim();
    const body = groups.slice(1).map(([a, b]) => cells(t, a, b));
    if (body.every((c) => c.every((x) => !isValue(x.s)))) {
      // a title row: its text up to the first `|` is the section's measure; after it, names of the groups (`GEOMEAN`)
      const bar = raw.indexOf('|');
      section = (bar < 0 ? raw : raw.slice(0, bar)).trim();
      groups.forEach(([a, b], g) => {
        if (g === 0 || bar < 0 || a <= bar) return;
        const c = cells(t, a, b);
        if (c.length) heads[g] = [{ s: c.map((x) => x.s).join(' '), start: a, end: b }];
      });
      end = k + 1;
      continue;
    }
    if (!label) break;
    if (!configs.includes(label)) configs.push(label);
    body.forEach((c, g) => {
      const hs = heads[g + 1]!;
      // values go to the header column they sit under (right-aligned numbers end near their name)
      for (const x of c) {
        const h =
          hs.length === 1
            ? hs[0]!
            : hs.reduce((a, b) => (Math.abs(b.end - x.end) < Math.abs(a.end - x.end) ? b : a), hs[0]!);
        if (!h) continue;
        const metric = `${section ? `${section} ` : ''}${h.s}`;
        if (!values.has(metric)) values.set(metric, new Map());
        const f = titleSizeFactor(section);
        const v = cellNumber(x.s);
        values.get(metric)!.set(label, { v: v === undefined ? undefined : v * f, line: k + 1 });
      }
    });
    end = k + 1;
  }
  if (!configs.length || !values.size) return undefined;
  for (const [metric, byConfig] of values) {
    rows.push({
      name: metric,
      values: configs.map((c) => byConfig.get(c)?.v),
      lines: configs.map((c) => byConfig.get(c)?.line),
      unit: titleSizeFactor(metric) !== 1 ? 'bytes' : '',
      line: [...byConfig.values()][0]!.line,
    });
  }
  const data: ConfigTable = { type: 'table', columns: configs, rows };
  return {
    kind: 'results-table',
    end,
    data,
    title:
      headerLines
        .map((h) => h.trim())
        .filter(Boolean)
        .join(' ') || undefined,
  };
};

/** Starts at a rule of dash groups joined by `+`. */
export const pipeGroupsReader: Reader = { name: 'pipeGroups', start: /^\s*[=-]{3,}\+/, read: parsePipeGroups };
