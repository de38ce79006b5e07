/**
 * The NAS Parallel Benchmarks' summary (`MG Benchmark Completed.` over ` Class = C`, ` Time in seconds =
 * 12.34`, ` Mop/s total = 12615.21`, ...): one run of one benchmark, metrics named with it (`MG Mop/s
 * total`, `MG time (s)`). Class, size, iterations and versions describe the run; a verification that did
 * not succeed is written in the block's title.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const HEAD = /^\s*([A-Z]{2,3}(?:-MZ)?) Benchmark Completed\.?\s*$/;
/** ` Mop/s total     =   12615.21` -> the key and the value (cut at the first `=`: no pattern over the spaces). */
function pairAt(t: string): [key: string, value: string] | undefined {
  const eq = t.indexOf('=');
  if (eq < 1) return undefined;
  const key = t.slice(0, eq).trim();
  return /^[A-Za-z][A-Za-z/ ]*$/.test(key) ? [key, t.slice(eq + 1).trim()] : undefined;
}
const MEASURES: Record<string, { name: string; unit: string }> = {
  'time in seconds': { name: 'time (s)', unit: 's' },
  'mop/s total': { name: 'Mop/s total', unit: 'Mop/s' },
  'mop/s/thread': { name: 'Mop/s/thread', unit: 'Mop/s' },
  'mop/s/process': { name: 'Mop/s/process', unit: 'Mop/s' },
};

export const parseNpb: Parser = (lines, i) => {
  const head = HEAD.exec(lines.at(i));
  if (!head || lines.command[i]) return undefined;
  const bench = head[1]!;
  const rows: TableRow[] = [];
  let verification: string | undefined;
  let k = i + 1;
  for (; k < lines.count; k++) {
    const p = pairAt(lines.at(k));
    if (!p) break;
    const key = p[0].toLowerCase();
    const measure = MEASURES[key];
    const v = measure ? finiteNumber(p[1]) : undefined;
    if (measure && v !== undefined)
      rows.push({ name: `${bench} ${measure.name}`, values: [v], unit: measure.unit, line: k + 1 });
    if (key === 'verification') verification = p[1];
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  // a run whose results did not verify says so where the block is named
  const failed = verification !== undefined && !/^SUCCESSFUL$/i.test(verification);
  return {
    kind: 'results-table',
    end: k,
    data,
    title: `NPB ${bench}${failed ? ` (verification ${verification})` : ''}`,
  };
};

/** Starts at `XX Benchmark Completed.`. */
export const npbReader: Reader = { name: 'npb', shape: startHas(LEADS_LETTER), start: HEAD, read: parseNpb };
