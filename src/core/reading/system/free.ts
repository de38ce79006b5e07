/**
 * procps `free`: a header (`total used free shared buff/cache available`, or before procps-ng 3.3.10
 * `total used free shared buffers cached`) over `Mem:`, `Swap:` (and the old `-/+ buffers/cache:`)
 * rows. Values are KiB unless the command above says otherwise (`free -b/-k/-m/-g`, `--mega`, `--si`)
 * or a cell carries its unit (`free -h`: `503Gi`, `3.9G`, `0B`). Read as memory
 * state in bytes, fields named `Mem total`, `Mem available`, `Swap used`.
 */
import { finiteNumber } from '../../text/numbers';
import { bytesPer } from '../../text/units';
import type { KeyValueData } from '../../model';
import { commandBefore, type Parser, type Reader } from '../kit/types';
import { INDENTED, LEADS_LETTER, startHas } from '../kit/lineShape';

const HEADER = /^\s+total\s+used\s+free\s+shared\s+(?:buff\/cache|buffers\s+cached)(?:\s+available)?\s*$/;
const ROW = /^\s*(Mem|Swap|Low|High|Total|-\/\+ buffers\/cache):\s+(\S.*)$/;
const CELL = /^(\d+(?:[.,]\d+)?)([KMGTP]i?|B)?$/;
const POWER: Record<string, number> = { K: 1, M: 2, G: 3, T: 4, P: 5 };

/**
 * Bytes per unit the command asks for (default KiB): `-b/-k/-m/-g` and `--kibi/--mebi/--gibi` in
 * powers of 1024, `--kilo/--mega/--giga/--tera` and anything with `--si` in powers of 1000.
 */
function unitOf(command: string | undefined): number {
  const c = command ?? '';
  const long = /--(bytes|kilo|mega|giga|tera|peta|kibi|mebi|gibi|tebi|pebi)\b/.exec(c)?.[1];
  // short flags may be grouped (`-hw`, `-mt`); -t is the total row, not tera
  const short = c
    .split(/\s+/)
    .find((w) => /^-[a-zA-Z]+$/.test(w) && /[bkmg]/.test(w))
    ?.match(/[bkmg]/)?.[0];
  const u = long ? long[0]! : (short ?? 'k');
  if (u === 'b') return 1;
  const decimal = /--si\b/.test(c) || /^(kilo|mega|giga|tera|peta)$/.test(long ?? '');
  return Math.pow(decimal ? 1000 : 1024, POWER[u.toUpperCase()]!);
}

/** A cell in bytes: a bare number in the command's unit, or a number with its own (`503Gi`, `3.9G`, `0B`). */
function bytesOf(cell: string, unit: number): number | undefined {
  const m = CELL.exec(cell);
  const n = m ? finiteNumber(m[1]!.replace(',', '.')) : undefined;
  if (n === undefined) return undefined;
  // `Gi` is GiB, a bare `G` GB (both 2^30 here), `B` bytes
  const per = m![2] ? bytesPer(m![2] === 'B' ? 'B' : `${m![2]}B`) : unit;
  return per === undefined ? undefined : finiteNumber(n * per);
}

export const parseFree: Parser = (lines, i) => {
  if (lines.command[i] || !HEADER.test(lines.at(i))) return undefined;
  const columns = lines.at(i).trim().split(/\s+/);
  const unit = unitOf(commandBefore(lines, i));
  const values: KeyValueData['values'] = new Map();
  let k = i + 1;
  for (; k < lines.count; k++) {
    const m = ROW.exec(lines.at(k));
    if (!m || lines.command[k]) break;
    const cells = m[2]!.trim().split(/\s+/);
    // `-/+ buffers/cache:` holds used and free only
    const cache = m[1] === '-/+ buffers/cache';
    const names = cache ? ['used', 'free'] : columns;
    if (cells.length > names.length) break;
    const row = cache ? 'buffers/cache' : m[1]!;
    cells.forEach((cell, c) => {
      const v = bytesOf(cell, unit);
      if (v !== undefined)
        values.set(`${row} ${names[c]}`, { value: v, unit: 'bytes', line: k + 1, raw: lines.at(k).trim() });
    });
  }
  if (!values.size) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'free' };
};

/** Starts at its `total used free ...` header. */
export const freeReader: Reader = {
  name: 'free',
  shape: startHas(INDENTED | LEADS_LETTER),
  start: /^\s+total\s+used\s+free\b/,
  read: parseFree,
};
