/**
 * `docker stats --no-stream` (and podman's): a `CONTAINER ID  NAME  CPU %  MEM USAGE / LIMIT  MEM %  NET I/O
 * BLOCK I/O  PIDS` header over a row per container, `57914ec7bff8  isle-dc_fcrepo_1  1.01%  375.3MiB / 3.844GiB
 * 9.53%  18.8kB / 18.6kB  79.2MB / 1.36MB  68`. One run per block (its caption names it); each container's CPU %,
 * memory used and its limit (bytes), MEM % and PIDs are measures named `<container> <column>`.
 */
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';

const HEADER = /^\s*CONTAINER(?: ID)?\s+(?:NAME\s+)?CPU %\s+MEM USAGE \/ LIMIT\s+MEM %/;
const SIZE = String.raw`(\d+(?:\.\d+)?)\s*([kKMGT]i?B|B)`;
const ROW = new RegExp(
  String.raw`^\s*([0-9a-f]{12})(?:\s+(\S+))?\s+(\d+(?:\.\d+)?)%\s+${SIZE}\s*\/\s*${SIZE}\s+(\d+(?:\.\d+)?)%\s+\S+\s*\/\s*\S+\s+\S+\s*\/\s*\S+\s+(\d+)\s*$`,
);
const BYTES: Record<string, number> = { B: 1, k: 1e3, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };

/** `375.3MiB` in bytes: memory in binary units, as docker prints it (`MB` read as `MiB`, as FORMAT.md's GB is 2^30; `kB` is 1000). */
function bytes(n: string, unit: string): number {
  return Number(n) * BYTES[unit[0]!]!;
}

export const parseDockerStats: Parser = (lines, i) => {
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
    values.set(`${name} PIDS`, { value: Number(m[9]), unit: 'count', ...at });
  }
  if (!values.size) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'docker stats' };
};

/** Starts at the header (`CONTAINER ID   NAME   CPU %   MEM USAGE / LIMIT ...`). */
export const dockerStatsReader: Reader = {
  name: 'docker stats',
  start: /^\s*CONTAINER(?: ID)?\s+(?:NAME\s+)?CPU %/,
  read: parseDockerStats,
};
