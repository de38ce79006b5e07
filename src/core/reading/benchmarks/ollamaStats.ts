/**
 * The timings ollama prints with `--verbose` (and ktransformers' local_chat after each answer), one run's:
 *
 *   total duration:       19m6.6652296s
 *   prompt eval count:    9 token(s)
 *   prompt eval duration: 31.786227s
 *   prompt eval rate:     0.28 tokens/s
 *   eval count:           1054 token(s)
 *   eval rate:            1.47 tokens/s
 *
 * Durations are Go's (`1h2m3.5s`, `850ms`), in seconds; rates in t/s; counts in tokens. Two lines at least;
 * the run is named by the line above (`NUMA enabled`).
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { COLON, startHas } from '../kit/lineShape';

const LINE =
  /^\s*(total duration|load duration|prompt eval count|prompt eval duration|prompt eval rate|eval count|eval duration|eval rate):\s*(\S.*?)\s*$/i;
const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, µs: 1e-6, ns: 1e-9 };

/** A Go duration (`19m6.6652296s`, `1h2m`, `850ms`) in seconds: numbers each followed by a unit, read in one pass. */
function goDuration(t: string): number | undefined {
  let total = 0;
  let at = 0;
  while (at < t.length) {
    let end = at;
    while (end < t.length && /[\d.]/.test(t[end]!)) end++;
    const n = Number(t.slice(at, end));
    const unit = ['ms', 'µs', 'us', 'ns', 'h', 'm', 's'].find((u) => t.startsWith(u, end));
    if (end === at || !Number.isFinite(n) || !unit) return undefined;
    total += n * UNIT_SECONDS[unit]!;
    at = end + unit.length;
  }
  return at > 0 && Number.isFinite(total) ? total : undefined;
}

function rowOf(key: string, value: string, line: number): TableRow | undefined {
  const name = key.toLowerCase();
  if (name.endsWith('duration')) {
    const v = goDuration(value);
    return v === undefined ? undefined : { name: `${name} (s)`, values: [v], unit: 's', line };
  }
  if (name.endsWith('rate')) {
    const m = /^([\d.]+)\s*tokens\/s$/i.exec(value);
    const v = m ? finiteNumber(m[1]) : undefined;
    return v === undefined ? undefined : { name: `${name} (t/s)`, values: [v], unit: 't/s', line };
  }
  const m = /^(\d+)\s*token\(?s?\)?$/i.exec(value);
  const v = m ? finiteNumber(m[1]) : undefined;
  return v === undefined ? undefined : { name, values: [v], unit: 'tokens', line };
}

export const parseOllamaStats: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    const row = rowOf(m[1]!, m[2]!, k + 1);
    if (!row || rows.some((r) => r.name === row.name)) break;
    rows.push(row);
  }
  if (rows.length < 2) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'ollama --verbose' };
};

/** Starts at one of its lines. */
export const ollamaStatsReader: Reader = {
  name: 'ollama --verbose',
  shape: startHas(COLON),
  start:
    /^\s*(?:total duration|load duration|prompt eval count|prompt eval duration|prompt eval rate|eval count|eval duration|eval rate):/i,
  read: parseOllamaStats,
};
