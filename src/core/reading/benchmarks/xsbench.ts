/** XSBench results block (openmp-threading io.c): Threads, Runtime, Lookups, Lookups/s; MPI and input-summary forms. */
import { lineAt } from '../../text/lines';
import type { KeyValueData } from '../../model';
import { parseNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { COLON, EQUALS, startHas } from '../kit/lineShape';

const KV = /^\s*([A-Za-z][A-Za-z .()/-]*?):\s+(.+?)\s*$/;
const KEYS =
  /^(Threads|Runtime|Lookups|Lookups\/s|Total Lookups\/s|Avg Lookups\/s per MPI rank|Verification checksum|MPI ranks|Programming Model|Simulation Method|Grid Type|Materials|H-M Benchmark Size|Total Nuclides|Gridpoints \(per Nuclide\)|Unionized Energy Gridpoints|Total XS Lookups|Est\. Memory Usage \(MB\)|Binary File Mode|Particles|XS Lookups per Particle|Grid Points|Hash Bins)$/i;
const BANNER =
  /^=+$|^(RESULTS|INPUT SUMMARY|INITIALIZATION - DO NOT PROFILE|SIMULATION - DO NOT PROFILE|BENCHMARK COMPLETE)$|^\s*(__|\\|\/|\||Developed at|Version:)/;

export const parseXsbench: Parser = (lines, i) => {
  const t0 = lines.at(i).trim();
  if (lines.command[i]) return undefined;
  const m0 = KV.exec(t0);
  const bannerStart = /^=+$/.test(t0) && i + 1 < lines.count && /RESULTS|INPUT SUMMARY|XSBench/.test(lines.at(i + 1));
  if (!bannerStart && !(m0 && KEYS.test(m0[1]!))) return undefined;
  const values: KeyValueData['values'] = new Map();
  let k = i;
  let end = i;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    const t = l.text.trim();
    if (l.command) break;
    const m = KV.exec(t);
    if (m && KEYS.test(m[1]!)) {
      const raw = m[2]!;
      const num = parseNumber(
        raw
          .trimEnd()
          .replace(/(?:seconds|s)$/, '')
          .split(/\s+/)[0] ?? '',
      );
      const key = m[1]!;
      values.set(key, {
        value: num?.value,
        unit: key === 'Runtime' ? 's' : /Lookups\/s/.test(key) ? 'lookups/s' : '',
        line: l.line,
        raw,
      });
      end = k + 1;
      continue;
    }
    if (
      t === '' ||
      BANNER.test(t) ||
      /^(Initializing|Beginning|Generating|Creating|Intializing|Sorting|Threads:|Running|Simulation complete|Calculating)/.test(
        t,
      ) ||
      /^\d+%?$|^Verifying/.test(t)
    )
      continue;
    break;
  }
  if (!values.has('Runtime') && ![...values.keys()].some((key) => /Lookups\/s/.test(key))) return undefined;
  return { kind: 'xsbench', end, data: { type: 'kv', values }, title: 'XSBench' };
};

/** Starts at its banner rule or a `Key: value` line. */
export const xsbenchReader: Reader = {
  name: 'xsbench',
  shape: startHas(0, EQUALS | COLON),
  start: /^\s*(?:=+\s*$|[A-Za-z][A-Za-z .()/-]*:\s)/,
  read: parseXsbench,
};
