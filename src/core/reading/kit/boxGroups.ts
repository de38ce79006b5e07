/**
 * A box table's two-row header, as benchmark-compare scripts draw it: a top row of groups
 * (`| Item || Latency (ms/iter) | Change || Throughput (iter/s) | Change | p-value |`) over a row of
 * sub-columns (`|  || old | new | || old | new | | |`). The sub-columns that repeat under the measure
 * groups are the configs; each data row gives one row per group (`01 Latency (ms/iter)`). Columns that
 * have no sub-name (the author's change, a p-value) compare the configs: they are left out.
 */
import type { GridRow } from './grid';

export interface Cell {
  s: string;
  start: number;
}

/** A box row's cells with where each starts; `||` (a heavier bar between groups) is one bar. */
export function boxCells(t: string): Cell[] {
  const out: Cell[] = [];
  const bars: number[] = [];
  for (let k = 0; k < t.length; k++) if (t[k] === '|' && t[k - 1] !== '|') bars.push(k);
  for (let b = 0; b + 1 < bars.length; b++) {
    let from = bars[b]! + 1;
    while (t[from] === '|') from++;
    out.push({ s: t.slice(from, bars[b + 1]).trim(), start: from });
  }
  return out;
}

/** A sub-header row: its first cell is empty and it names at least two sub-columns twice or more under one group's set. */
export function isSubHeader(sub: Cell[], top: Cell[]): boolean {
  return sub.length > top.length && sub[0]!.s === '' && sub.slice(1).filter((c) => c.s !== '').length >= 2;
}

/** The configs (sub-names in order) and, per data row, one row per measure group; undefined when no group repeats them. */
export function regroup(
  top: Cell[],
  sub: Cell[],
  rows: { cells: Cell[]; line: number }[],
): { header: string[]; rows: GridRow[] } | undefined {
  // the group of a sub-column: the last top cell that starts at or before it
  const groupOf = (c: Cell) => top.filter((g) => g.start <= c.start + 1).at(-1);
  const groups = new Map<Cell, { name: string; col: number }[]>();
  sub.forEach((c, col) => {
    const g = groupOf(c);
    if (col === 0 || c.s === '' || !g) return;
    groups.set(g, [...(groups.get(g) ?? []), { name: c.s, col }]);
  });
  const sets = [...groups.values()].filter((x) => x.length >= 2);
  if (!sets.length) return undefined;
  const configs = sets[0]!.map((x) => x.name);
  if (!sets.every((x) => x.map((y) => y.name).join('\u0000') === configs.join('\u0000'))) return undefined;
  const out: GridRow[] = [];
  for (const r of rows) {
    if (r.cells.length !== sub.length) continue;
    for (const [g, cols] of groups)
      if (cols.length >= 2)
        out.push({ cells: [`${r.cells[0]!.s} ${g.s}`, ...cols.map((x) => r.cells[x.col]!.s)], line: r.line });
  }
  return out.length ? { header: [top[0]!.s, ...configs], rows: out } : undefined;
}
