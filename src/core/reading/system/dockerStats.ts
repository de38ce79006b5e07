/**
 * `docker stats --no-stream` (and podman's): a `CONTAINER ID  NAME  CPU %  MEM USAGE / LIMIT  MEM %  NET I/O
 * BLOCK I/O  PIDS` header over a row per container, `57914ec7bff8  isle-dc_fcrepo_1  1.01%  375.3MiB / 3.844GiB
 * 9.53%  18.8kB / 18.6kB  79.2MB / 1.36MB  68`; docker 1.x's has the name alone under CONTAINER, `MEM USAGE/LIMIT`,
 * sizes with a space (`41.16 MiB/994 MiB`) and no BLOCK I/O or PIDS. One run per block (its caption names it); each container's CPU %,
 * memory used and its limit (bytes), MEM % and PIDs are measures named `<container> <column>`. Corrected to have its
 * runs in rows (a `runs-axis` hint), each container is a run of those measures (five containers compared).
 */
import type { ConfigTable, KeyValueData, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

const HEADER = /^\s*CONTAINER(?: ID)?\s+(?:NAME\s+)?CPU %\s+MEM USAGE\s?\/\s?LIMIT\s+MEM %/;
const SIZE = String.raw`(\d+(?:\.\d+)?)\s?([kKMGT]i?B|B)`;
/** NET I/O or BLOCK I/O: two sizes (`18.8kB / 18.6kB`, docker 1.x's `2.945 MiB/781.2 KiB`). */
const IO = String.raw`\d[\d.]*\s?[kKMGT]?i?B\s?\/\s?\d[\d.]*\s?[kKMGT]?i?B`;
/** A row: the container (its id and name, or docker 1.x's name alone), CPU %, memory used / limit, MEM %, the I/O, PIDS. */
const ROW = new RegExp(
  String.raw`^\s*(\S+)(?:\s+(\S+))?\s+(\d+(?:\.\d+)?)%\s+${SIZE}\s?\/\s?${SIZE}\s+(\d+(?:\.\d+)?)%(?:\s+${IO}){0,2}(?:\s+(\d+))?\s*$`,
);
const BYTES: Record<string, number> = { B: 1, k: 1e3, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };

/** `375.3MiB` in bytes: memory in binary units, as docker prints it (`MB` read as `MiB`, as FORMAT.md's GB is 2^30; `kB` is 1000). */
function bytes(n: string, unit: string): number {
  return Number(n) * BYTES[unit[0]!]!;
}

export const parseDockerStats: Parser = (lines, i, ctx) => {
  if (!HEADER.test(lines.at(i))) return undefined;
  const values: KeyValueData['values'] = new Map();
  let k = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const m = ROW.exec(t);
    if (!m) break;
    const name = m[2] ?? m[1]!;
    const at = { line: k + 1, raw: t.trim() };
    values.set(`${name} CPU %`, { value: Number(m[3]), unit: '%', ...at });
    values.set(`${name} MEM USAGE`, { value: bytes(m[4]!, m[5]!), unit: 'bytes', ...at });
    values.set(`${name} MEM LIMIT`, { value: bytes(m[6]!, m[7]!), unit: 'bytes', ...at });
    values.set(`${name} MEM %`, { value: Number(m[8]), unit: '%', ...at });
    if (m[9] !== undefined) values.set(`${name} PIDS`, { value: Number(m[9]), unit: 'count', ...at });
  }
  if (!values.size) return undefined;
  const axis = ctx.hints?.find((h) => h.kind === 'runs-axis');
  if (axis?.kind === 'runs-axis') {
    if (axis.runs === 'columns')
      return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'docker stats', hinted: ROWS_ONLY };
    return {
      kind: 'results-table',
      end: k,
      data: byContainer(values),
      title: 'docker stats',
      evidence: [{ decision: 'orientation', rule: 'your correction: runs in rows', says: 'rows', weight: 1 }],
      confidence: 1,
      hinted: true,
    };
  }
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'docker stats' };
};

const ROWS_ONLY = 'docker stats has a row per container: runs in rows makes each one a run (its columns are measures)';
const COLUMNS = ['CPU %', 'MEM USAGE', 'MEM LIMIT', 'MEM %', 'PIDS'];

/** The containers' values as a table whose runs are the containers, their columns its measures. */
function byContainer(values: KeyValueData['values']): ConfigTable {
  const containers: string[] = [];
  const cells = new Map<string, { value?: number; unit: string; line: number }>();
  for (const [name, v] of values) {
    const column = COLUMNS.find((c) => name.endsWith(` ${c}`))!;
    const container = name.slice(0, -column.length - 1);
    if (!containers.includes(container)) containers.push(container);
    cells.set(`${container}\u0000${column}`, v);
  }
  const rows: TableRow[] = [];
  for (const column of COLUMNS) {
    const got = containers.map((c) => cells.get(`${c}\u0000${column}`));
    const first = got.find((v) => v !== undefined);
    if (!first) continue;
    rows.push({
      name: column,
      values: got.map((v) => v?.value),
      lines: got.map((v) => v?.line),
      unit: first.unit,
      line: first.line,
    });
  }
  return { type: 'table', columns: containers, rows };
}

/** Starts at the header (`CONTAINER ID   NAME   CPU %   MEM USAGE / LIMIT ...`). */
export const dockerStatsReader: Reader = {
  name: 'docker stats',
  start: /^\s*CONTAINER(?: ID)?\s+(?:NAME\s+)?CPU %/,
  read: parseDockerStats,
};
