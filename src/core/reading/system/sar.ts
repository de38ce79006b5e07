/**
 * sysstat `sar` reports (`sar -u`, `-B`, `-r`, `-S`, `-W`, `-n DEV` ...): a header line that starts
 * with a time (`19:02:44`, `07:10:01 PM`) and names the columns, then a row per interval with the
 * same time form, and often an `Average:` row. A mail client's wrap is undone: a header or row line
 * that is short of columns goes on in the next line that has no time. One run: each column's mean over
 * the rows (the `Average:` row when there is one); a key column (`CPU`, `IFACE`, `DEV`) names each
 * row's metrics (`%user`, `rxkB/s eth0`; `all` needs no name).
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { COLON, LEADS_DIGIT, startHas } from '../kit/lineShape';

const TIME = /^(\d{1,2}:\d{2}:\d{2})(\s+[AP]M)?\s+/;
const AVERAGE = /^(Average|Moyenne|Durchschn\.):\s+/;
/** A column name sar prints: a rate, a share, or a known name. */
const COLUMN =
  /\/s$|^%|^(CPU|IFACE|DEV|INTR|TTY|kb\w+|runq-sz|plist-sz|ldavg-\d+|blocked|tps|await|areq-sz|aqu-sz|rd_sec\/s|wr_sec\/s|dentunusd|file-nr|inode-nr|pty-nr)$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const KEY_COLUMNS = new Set(['CPU', 'IFACE', 'DEV', 'INTR', 'TTY']);

export const parseSar: Parser = (lines, i) => {
  const head = TIME.exec(lines.at(i));
  if (!head) return undefined;
  const header = lines.at(i).slice(head[0].length).trim().split(/\s+/);
  if (header.length < 2 || !header.every((h) => COLUMN.test(h))) return undefined;
  let k = i + 1;
  // a wrapped header goes on in lines of column names without a time
  while (
    k < lines.count &&
    !TIME.test(lines.at(k)) &&
    lines.at(k).trim() !== '' &&
    lines
      .at(k)
      .trim()
      .split(/\s+/)
      .every((h) => COLUMN.test(h))
  ) {
    for (const h of lines.at(k).trim().split(/\s+/)) header.push(h);
    k++;
  }
  const keyCol = KEY_COLUMNS.has(header[0]!) ? 0 : -1;
  const rows: { cells: string[]; line: number; average: boolean }[] = [];
  while (k < lines.count) {
    const t = lines.at(k);
    const time = TIME.exec(t) ?? AVERAGE.exec(t);
    if (!time) break;
    const cells = t.slice(time[0].length).trim().split(/\s+/);
    const line = k + 1;
    k++;
    // a wrapped row goes on in lines of numbers without a time
    while (
      cells.length < header.length &&
      k < lines.count &&
      !TIME.test(lines.at(k)) &&
      lines
        .at(k)
        .trim()
        .split(/\s+/)
        .every((c) => NUMBER.test(c))
    ) {
      for (const c of lines.at(k).trim().split(/\s+/)) cells.push(c);
      k++;
    }
    if (cells.length !== header.length) break;
    rows.push({ cells, line, average: AVERAGE.test(t) });
  }
  if (!rows.length) return undefined;
  // per key (CPU all, eth0, ...): the Average row, else the mean of the rows
  const keys = [...new Set(rows.map((r) => (keyCol === 0 ? r.cells[0]! : '')))];
  const out: TableRow[] = [];
  for (const key of keys) {
    const mine = rows.filter((r) => (keyCol === 0 ? r.cells[0] === key : true));
    const use = mine.some((r) => r.average) ? mine.filter((r) => r.average) : mine;
    header.forEach((name, c) => {
      if (c === keyCol) return;
      const xs = use
        .map((r) => r.cells[c]!)
        .filter((x) => NUMBER.test(x))
        .map(Number);
      if (!xs.length) return;
      const metric = key && key !== 'all' ? `${name} ${key}` : name;
      out.push({ name: metric, values: [xs.reduce((a, b) => a + b, 0) / xs.length], unit: '', line: use[0]!.line });
    });
  }
  if (!out.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows: out };
  return { kind: 'results-table', end: k, data, title: 'sar' };
};

/** Starts at a header line that begins with a time. */
export const sarReader: Reader = {
  name: 'sar',
  shape: startHas(LEADS_DIGIT | COLON),
  start: /^\d{1,2}:\d{2}:\d{2}\s/,
  read: parseSar,
};
