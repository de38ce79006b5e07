/**
 * schbench's percentile report (the scheduler's wakeup-latency benchmark, in many sched mails):
 *
 *   Latency percentiles (usec) runtime 300 (s) (18534 total samples)
 *           50.0th: 20 (9491 samples)
 *           *99.0th: 20320 (730 samples)
 *           min=6, max=32032
 *
 * and its later form, with a section per quantity (`Wakeup Latencies percentiles (usec) ...`, `Request Latencies
 * percentiles (usec) ...`, `RPS percentiles (requests) ...`, then `average rps: 1234.56`). One run per report: each
 * percentile a measure (`Wakeup Latencies 99.0th`), latencies in seconds, the requests per second as counted.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const SECTION = /^\s*((?:Wakeup|Request) Latencies|Latency|RPS) percentiles \((\w+)\)/;
const PERCENTILE = /^\s*(?:\*\s*)?(\d{1,2}(?:\.\d+)?)th:\s*(-?\d[\d,]*)(?:\s+\(\d+ samples\))?/;
const MIN_MAX = /^\s*min=(-?\d+),\s*max=(\d+)\s*$/;
const AVERAGE_RPS = /^\s*average rps:\s*(\d+(?:\.\d+)?)\s*$/;

/** The factor to seconds of a latency section's unit, or 1 for a section of counts (`requests`). */
const toSeconds = (unit: string) => secondsPer(unit) ?? 1;

export const parseSchbench: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  let section: { name: string; unit: string; factor: number } | undefined;
  let k = i;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const head = SECTION.exec(t);
    if (head) {
      const factor = toSeconds(head[2]!);
      section = { name: head[1]!, unit: factor === 1 ? `${head[2]}/s` : 's', factor };
      continue;
    }
    if (!section) break;
    const { unit: sectionUnit, factor: sectionFactor } = section;
    const add = (name: string, raw: string, unit = sectionUnit, factor = sectionFactor) => {
      const v = finiteNumber(Number(raw.replace(/,/g, '')) * factor);
      if (v !== undefined) rows.push({ name, values: [v], unit, line: k + 1 });
    };
    const p = PERCENTILE.exec(t);
    if (p) {
      add(`${section.name} ${p[1]}th`, p[2]!);
      continue;
    }
    const mm = MIN_MAX.exec(t);
    if (mm) {
      add(`${section.name} min`, mm[1]!);
      add(`${section.name} max`, mm[2]!);
      continue;
    }
    const rps = AVERAGE_RPS.exec(t);
    if (rps) {
      add('average rps', rps[1]!, 'requests/s', 1);
      k++;
    }
    break;
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'schbench' };
};

/** Starts at a section's header: `Latency percentiles (usec)`, `Wakeup Latencies percentiles (usec)`, ... */
export const schbenchReader: Reader = {
  name: 'schbench',
  shape: startHas(LEADS_LETTER),
  start: /^\s*(?:(?:Wakeup|Request) Latencies|Latency|RPS) percentiles \(\w+\)/,
  read: parseSchbench,
};
