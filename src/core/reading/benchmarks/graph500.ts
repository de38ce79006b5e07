/** Graph500 reference BFS output: v3 (`bfs  harmonic_mean_TEPS: ! 2.7e9`) and v2 (no `bfs` prefix), plus per-root stderr lines. */
import { lineAt } from '../../text/lines';
import { finiteNumber } from '../../text/numbers';
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const KV = /^\s*(?:(bfs|sssp)\s+)?([A-Za-z_]+):\s*!?\s*(-?[\d.]+(?:[eE][+-]?\d+)?)\s*$/;
const PER_ROOT = /^(Time|TEPS|Validate time) for (?:BFS|SSSP) (\d+) is (-?[\d.]+(?:[eE][+-]?\d+)?)\s*$/;
const START =
  /^(SCALE|edgefactor|NBFS|graph_generation|num_mpi_processes|construction_time):|^(?:bfs|sssp)\s+\w+:|^(min|median|max|mean|harmonic_mean)_(time|TEPS|nedge):|^Running BFS \d+|^(Time|TEPS) for BFS \d+ is/;

export const parseGraph500: Parser = (lines, i) => {
  const t0 = lines.at(i).trim();
  if (lines.command[i] || !START.test(t0)) return undefined;
  const values: KeyValueData['values'] = new Map();
  const tepsSamples: number[] = [];
  let k = i;
  let hits = 0;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    const t = l.text.trim();
    if (l.command) break;
    let m = KV.exec(t);
    if (m) {
      // v2 prints the BFS statistics without the `bfs  ` prefix of v3
      const stat =
        /^(min|firstquartile|median|thirdquartile|max|mean|stddev|harmonic_mean|harmonic_stddev)_(time|TEPS|validate)$/.test(
          m[2]!,
        );
      const key = (m[1] ? `${m[1]}_` : stat ? 'bfs_' : '') + m[2]!;
      const value = finiteNumber(m[3]);
      if (value === undefined) continue;
      values.set(key, { value, unit: /TEPS/.test(key) ? 'TEPS' : /time/.test(key) ? 's' : '', line: l.line, raw: t });
      hits++;
      continue;
    }
    m = PER_ROOT.exec(t);
    if (m) {
      const v = finiteNumber(m[3]);
      if (m[1] === 'TEPS' && v !== undefined) tepsSamples.push(v);
      hits++;
      continue;
    }
    if (/^Running (BFS|SSSP) \d+$|^No results printed for invalid run\.?$/.test(t) || t === '') continue;
    break;
  }
  if (hits < 3 || (![...values.keys()].some((key) => /TEPS|time|SCALE/.test(key)) && tepsSamples.length === 0))
    return undefined;
  if (tepsSamples.length)
    values.set('per_root_TEPS', { value: tepsSamples.length, unit: 'roots', line: i + 1, raw: tepsSamples.join(' ') });
  while (k > i && lines.at(k - 1).trim() === '') k--;
  return { kind: 'graph500', end: k, data: { type: 'kv', values }, title: 'Graph500 BFS' };
};

/** Starts at one of the keys Graph500 prints first. */
export const graph500Reader: Reader = {
  name: 'graph500',
  shape: startHas(LEADS_LETTER),
  start:
    /^\s*(?:SCALE|edgefactor|NBFS|graph_generation|num_mpi_processes|construction_time|bfs\s|sssp\s|min_|median_|max_|mean_|harmonic_mean_|Running BFS|Time for BFS|TEPS for BFS)/,
  read: parseGraph500,
};
