/**
 * `perf stat` output: ` Performance counter stats for 'CMD' (N runs):`, then `count  event  # comment  ( +- x% )`
 * lines (counts with commas, `msec` for clocks, `<not counted>`), then `T seconds time elapsed`. One config.
 */
import type { ConfigTable, TableRow } from '../model';
import { parseNumber } from '../numbers';
import type { Parser } from './types';

const HEAD = /^\s*Performance counter stats for (.*?)(?:\s*\((\d+) runs\))?:\s*$/;
const EVENT = /^\s*([\d,.]+|<not counted>|<not supported>)\s+(msec\s+|ms\s+)?([A-Za-z_][\w\-./:=,]*(?:\/[\w,=]*\/[a-z]*)?)(?:\s+(?:#.*?))?\s*(?:\(\s*\+-\s*([\d.]+)%\s*\))?(?:\s*\([\d.]+%\))?\s*$/;
const SECONDS = /^\s*([\d.]+)\s*(?:\+-\s*([\d.]+)\s*)?seconds (time elapsed|user|sys)\s*(?:\(\s*\+-\s*([\d.]+)%\s*\))?\s*$/;

export const parsePerfStat: Parser = (lines, i) => {
  const head = HEAD.exec(lines.at(i));
  if (!head) return undefined;
  const n = head[2] ? Number(head[2]) : undefined;
  const rows: TableRow[] = [];
  const add = (name: string, value: number, unit: string, relSd: number | undefined, absSd: number | undefined, line: number) => {
    const row: TableRow = { name, values: [value], unit, line };
    const sd = absSd ?? (relSd === undefined ? undefined : (value * relSd) / 100);
    if (sd !== undefined) row.stddev = [sd];
    rows.push(row);
  };
  let end = i + 1;
  let blanks = 0;
  for (let k = i + 1; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') {
      if (++blanks > 2) break;
      continue;
    }
    blanks = 0;
    const s = SECONDS.exec(t);
    if (s) {
      const name = s[3] === 'time elapsed' ? 'seconds time elapsed' : `seconds ${s[3]}`;
      add(name, Number(s[1]), 's', s[4] === undefined ? undefined : Number(s[4]), s[2] === undefined ? undefined : Number(s[2]), k + 1);
      end = k + 1;
      continue;
    }
    const e = EVENT.exec(t);
    if (!e) break;
    end = k + 1;
    const v = parseNumber(e[1]!);
    if (!v) continue; // <not counted>: absent, not zero
    // clocks are printed in msec: seconds are the base unit
    const msec = e[2] !== undefined;
    add(e[3]!, msec ? v.value / 1000 : v.value, msec ? 's' : 'count', e[4] === undefined ? undefined : Number(e[4]), undefined, k + 1);
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end, data, title: `perf stat ${head[1]!.trim()}${n ? ` (${n} runs)` : ''}` };
};
