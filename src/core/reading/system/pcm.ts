/**
 * Intel pcm (Processor Counter Monitor) tables, each one config (the phase or run it was sampled in):
 * - the per-socket memory table, as pcm prints it (` MEM (GB)->|  READ |  WRITE | LOCAL | ...` over
 *   `SKT   0     7.93  3.60  49 %  ...` rows and a `*` total row) or re-posted as a markdown table with
 *   rows `Socket - 0` / `Total`;
 * - pcm-memory's boxes (`|-- NODE 0 Mem Read (MB/s) :  27541.23 --||-- NODE 1 ... --|`);
 * - pcm-numa's core table (its `*` rows: local and remote DRAM accesses of the machine per interval).
 * Metrics are `<row> <column>` as written; GB cells become bytes (2^30), ns cells seconds, `49 %` 49.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { mean } from '../../math/stats';
import { finiteNumber } from '../../text/numbers';
import { markdownHeader, readMarkdown } from '../kit/grid';
import type { Parser, Reader } from '../kit/types';
import { PIPE, startHas } from '../kit/lineShape';

/** Column names pcm prints in its socket and core tables. */
const PCM_COLUMN =
  /^(READ|WRITE|LOCAL|CPU energy|DIMM energy|LLCRDMISSLAT|UncFREQ|PMM RD|PMM WR|EXEC|IPC|FREQ|AFREQ|L3MISS|L2MISS|L3HIT|L2HIT|L3MPI|L2MPI|L3OCC|LMB|RMB|TEMP)\b/i;
/** A socket or total row: `SKT 0`, `Socket - 0`, `Socket 1`, `Total`, `*`. */
const SOCKET_ROW = /^(?:SKT|Socket)\s*-?\s*\d+$|^(?:TOTAL|Total|\*)$|^TOTAL\s+\*$/;

/** pcm's counts in thousands, millions, billions (`47 K`, `1432 M`). */
const PCM_SCALE: Record<string, number> = { K: 1e3, M: 1e6, G: 1e9 };

/** `READ (GB)` with its cell `7.93` -> the value in base units. */
function valueOf(column: string, cell: string): { value: number; unit: string } | undefined {
  const m = /^(-?\d+(?:\.\d+)?)\s*(%|[KMG])?$/.exec(cell.trim());
  if (!m) return undefined;
  let value = finiteNumber(m[1]);
  if (value === undefined) return undefined;
  if (m[2] === '%') return { value, unit: '%' };
  if (m[2]) value *= PCM_SCALE[m[2]]!;
  if (!Number.isFinite(value)) return undefined;
  const written = /\(([^()]+)\)\s*$/.exec(column)?.[1] ?? '';
  const unit = written.toLowerCase();
  if (unit === 'gb') return { value: value * 2 ** 30, unit: 'bytes' };
  if (unit === 'mb') return { value: value * 2 ** 20, unit: 'bytes' };
  if (unit === 'ns') return { value: value / 1e9, unit: 's' };
  return { value, unit: written };
}

/** Rows of `<socket> <column>` measurements from (row label, cells) pairs under the given columns. */
function socketRows(columns: string[], body: { label: string; cells: string[]; line: number }[]): TableRow[] {
  const rows: TableRow[] = [];
  for (const r of body) {
    const label = r.label === '*' || /^TOTAL\b/.test(r.label) ? 'Total' : r.label.replace(/\s+/g, ' ');
    columns.forEach((col, c) => {
      const v = valueOf(col, r.cells[c] ?? '');
      if (v && Number.isFinite(v.value))
        rows.push({ name: `${label} ${col}`, values: [v.value], unit: v.unit, line: r.line });
    });
  }
  return rows;
}

const pcmColumns = (cols: string[]) => cols.filter((c) => PCM_COLUMN.test(c)).length >= 2;

/** `MEM (GB)->` in the corner gives READ and WRITE their unit: `READ (GB)`. */
function withCornerUnit(columns: string[], corner: string): string[] {
  const unit = /\((\w+)\)\s*->/.exec(corner)?.[1];
  return unit ? columns.map((c) => (/^(READ|WRITE)$/i.test(c) ? `${c} (${unit})` : c)) : columns;
}

/** The markdown re-post: a pcm header and socket rows. */
function readPiped(lines: Lines, i: number) {
  // pcm's columns looked for in the header (with its corner cell or without) before the rows are cut
  const header = markdownHeader(lines, i);
  if (!header || ![header, withCornerUnit(header.slice(1), header[0] ?? '')].some(pcmColumns)) return undefined;
  const grid = readMarkdown(lines, i);
  if (!grid?.rows.length) return undefined;
  // an empty corner cell may be gone from the header: then every header cell names a value column
  const cornerless = grid.header.length < grid.rows[0]!.cells.length;
  const columns = cornerless ? grid.header : withCornerUnit(grid.header.slice(1), grid.header[0] ?? '');
  if (!pcmColumns(columns)) return undefined;
  const body = grid.rows.map((r) => ({ label: r.cells[0]!.trim(), cells: r.cells.slice(1), line: r.line }));
  if (!body.every((r) => SOCKET_ROW.test(r.label))) return undefined;
  return { rows: socketRows(columns, body), end: grid.end };
}

/** pcm's own layout: `MEM (GB)->|  READ |  WRITE | ...`, a rule, `SKT 0  ...` rows, a rule, the `*` total. */
function readNative(lines: Lines, i: number) {
  const head = lines.at(i);
  const bar = head.indexOf('|');
  if (bar < 0) return undefined;
  const columns = withCornerUnit(
    head
      .slice(bar + 1)
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean),
    head.slice(0, bar),
  );
  if (!pcmColumns(columns)) return undefined;
  const body: { label: string; cells: string[]; line: number }[] = [];
  let end = i + 1;
  for (let k = i + 1; k < lines.count && !lines.command[k]; k++) {
    const t = lines.at(k).trim();
    if (/^-{10,}$/.test(t)) continue;
    // `7.93  3.60  49 %`: a unit written apart belongs to its number
    const toks: string[] = [];
    for (const w of t.split(/\s+/)) {
      if (/^(%|[KMG])$/.test(w) && toks.length) toks[toks.length - 1] += ` ${w}`;
      else toks.push(w);
    }
    const lead = toks.length - columns.length;
    const label = toks.slice(0, lead).join(' ');
    if (lead < 1 || !SOCKET_ROW.test(label)) break;
    body.push({ label, cells: toks.slice(lead), line: k + 1 });
    end = k + 1;
  }
  return body.length ? { rows: socketRows(columns, body), end } : undefined;
}

/** `|--  NODE 0 Mem Read (MB/s) :  27541.23 --|` -> the text inside the frame (loops: no regex backtracking on long dash runs). */
function unboxed(box: string): string {
  let a = 0;
  let b = box.length;
  while (a < b && (box[a] === '|' || box[a] === '-')) a++;
  while (b > a && (box[b - 1] === '|' || box[b - 1] === '-' || box[b - 1] === ' ')) b--;
  return box.slice(a, b).trim();
}

/** pcm-memory: boxes side by side (`||`), each `|-- name : value --|`; a channel's Writes line names its channel above. */
function readMemoryBoxes(lines: Lines, i: number) {
  const rows: TableRow[] = [];
  const prefix: string[] = [];
  const socket: string[] = [];
  let end = i;
  for (let k = i; k < lines.count && lines.at(k).trimStart().startsWith('|-'); k++) {
    end = k + 1;
    lines
      .at(k)
      .trim()
      .split('||')
      .forEach((box, b) => {
        const inner = unboxed(box);
        const s = /^Socket\s+(\d+)$/i.exec(inner);
        if (s) socket[b] = `Socket ${s[1]}`;
        const colon = inner.lastIndexOf(':');
        const value = Number(inner.slice(colon + 1));
        if (colon < 0 || inner.slice(colon + 1).trim() === '' || !Number.isFinite(value)) return;
        let name = inner.slice(0, colon).trim().replace(/\s+/g, ' ');
        // `Mem Ch 0: Reads (MB/s)` then `Writes(MB/s)`: the second line is the same channel's
        const ch = /^(Mem Ch \d+):\s*(.*)$/.exec(name);
        if (ch) prefix[b] = ch[1]!;
        else if (prefix[b] && !/^(NODE|System|SKT|Socket)\b/i.test(name)) name = `${prefix[b]}: ${name}`;
        if (socket[b] && !/^(NODE|System)\b/i.test(name)) name = `${socket[b]} ${name}`;
        rows.push({ name, values: [value], unit: /MB\/s/i.test(name) ? 'MB/s' : '', line: k + 1 });
      });
  }
  return rows.some((r) => /\b(Mem|Memory|Throughput)\b/.test(r.name)) ? { rows, end } : undefined;
}

/** pcm-numa's header: `Core | IPC | Instructions | Cycles | Local DRAM accesses | Remote DRAM Accesses`. */
const NUMA_HEADER = /^\s*Core\s*\|\s*IPC\s*\|.*\bDRAM\s+accesses\s*$/i;

/**
 * pcm-numa: per interval (`Time elapsed: 1004 ms`) its header, a row per core and a `*` row of the
 * whole machine, cells such as `1432 M` / `189 K` (pcm's thousands and millions). The `*` rows are the
 * run's values, one sample per interval; the per-core rows are not read.
 */
function readPcmNuma(lines: Lines, i: number) {
  const columns = lines
    .at(i)
    .split('|')
    .slice(1)
    .map((c) => c.trim());
  const samples: number[][] = columns.map(() => []);
  const at: number[] = [];
  let end = i + 1;
  for (let k = i + 1; k < lines.count; k++) {
    const t = lines.at(k).trim();
    if (NUMA_HEADER.test(t) || /^-+$/.test(t) || /^Time elapsed:/.test(t) || /^\d+\s/.test(t)) {
      end = k + 1;
      continue;
    }
    if (!t.startsWith('*')) break;
    const cells = [...t.slice(1).matchAll(/(\d+(?:\.\d+)?)(?:\s+([KMG])(?=\s|$))?/g)].map(
      (m) => Number(m[1]) * (m[2] ? PCM_SCALE[m[2]]! : 1),
    );
    if (cells.length !== columns.length || !cells.every(Number.isFinite)) break;
    cells.forEach((v, c) => samples[c]!.push(v));
    at.push(k + 1);
    end = k + 1;
  }
  if (!at.length) return undefined;
  const rows: TableRow[] = columns.map((name, c) => {
    const xs = samples[c]!;
    return { name, values: [mean(xs)], samples: xs.length > 1 ? [xs] : undefined, unit: '', line: at[0]! };
  });
  return { rows, end };
}

export const parsePcm: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  const t = lines.at(i).trimStart();
  if (!t.includes('|')) return undefined;
  const got = NUMA_HEADER.test(t)
    ? readPcmNuma(lines, i)
    : t.startsWith('|-')
      ? readMemoryBoxes(lines, i)
      : t.startsWith('|')
        ? readPiped(lines, i)
        : readNative(lines, i);
  if (!got || !got.rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows: got.rows };
  return { kind: 'results-table', end: got.end, data, title: 'Intel pcm' };
};

/** Starts at a table drawn with `|`. */
export const pcmReader: Reader = { name: 'pcm', shape: startHas(PIPE), start: /\|/, read: parsePcm };
