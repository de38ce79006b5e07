/**
 * `time` and `/usr/bin/time` output: bash's `real 0m1.234s / user / sys`, GNU time's default one-liner
 * (`12.34user 1.23system 0:12.34elapsed 99%CPU (0avgtext+0avgdata 123456maxresident)k`) and `-v`'s
 * `Elapsed (wall clock) time (h:mm:ss or m:ss): 0:12.34` lines. One config.
 */
import type { ConfigTable, TableRow } from '../model';
import type { Parser } from './types';

const BASH = /^\s*(real|user|sys)\s+(?:(\d+)m)?([\d.]+)s\s*$/;
const GNU = /^\s*([\d.]+)user\s+([\d.]+)system\s+(?:(\d+):)?(\d+):([\d.]+)elapsed\s+(\d+)%CPU(?:\s+\((\d+)avgtext\+(\d+)avgdata\s+(\d+)maxresident\)k)?/;
const VERBOSE = /^\s*(Command being timed|User time \(seconds\)|System time \(seconds\)|Percent of CPU this job got|Elapsed \(wall clock\) time \(h:mm:ss or m:ss\)|Maximum resident set size \(kbytes\)|Average resident set size \(kbytes\)|Major \(requiring I\/O\) page faults|Minor \(reclaiming a frame\) page faults|Voluntary context switches|Involuntary context switches|Swaps|File system inputs|File system outputs|Page size \(bytes\)|Exit status|[A-Z][\w ()/]+):\s+(.*)$/;

/** `1:02:03.4` or `2:03.4` -> seconds. */
function clock(s: string): number | undefined {
  const p = s.trim().split(':').map(Number);
  if (p.some((x) => !Number.isFinite(x))) return undefined;
  return p.reduce((a, x) => a * 60 + x, 0);
}

function verboseRow(name: string, raw: string, line: number): TableRow | undefined {
  if (name === 'Command being timed' || name === 'Exit status') return undefined;
  if (name.startsWith('Elapsed')) {
    const v = clock(raw);
    return v === undefined ? undefined : { name: 'Elapsed (wall clock) time (s)', values: [v], unit: 's', line };
  }
  const v = Number(raw.replace(/%$/, ''));
  if (!Number.isFinite(v)) return undefined;
  if (/\(kbytes\)/.test(name)) return { name: name.replace('(kbytes)', '(bytes)'), values: [v * 1024], unit: 'bytes', line };
  if (/\(seconds\)/.test(name)) return { name: name.replace('(seconds)', '(s)'), values: [v], unit: 's', line };
  return { name, values: [v], unit: /Percent/.test(name) ? '%' : 'count', line };
}

export const parseTime: Parser = (lines, i) => {
  const t0 = lines.at(i);
  const rows: TableRow[] = [];
  let end = i;
  const g = GNU.exec(t0);
  if (g) {
    const line = i + 1;
    rows.push({ name: 'user time (s)', values: [Number(g[1])], unit: 's', line });
    rows.push({ name: 'system time (s)', values: [Number(g[2])], unit: 's', line });
    rows.push({ name: 'elapsed time (s)', values: [Number(g[3] ?? 0) * 3600 + Number(g[4]) * 60 + Number(g[5])], unit: 's', line });
    rows.push({ name: 'CPU (%)', values: [Number(g[6])], unit: '%', line });
    if (g[9]) rows.push({ name: 'maxresident (bytes)', values: [Number(g[9]) * 1024], unit: 'bytes', line });
    end = i + 1;
  } else if (BASH.test(t0)) {
    for (let k = i; k < lines.count && k < i + 3; k++) {
      const m = BASH.exec(lines.at(k));
      if (!m) break;
      rows.push({ name: `${m[1]} time (s)`, values: [Number(m[2] ?? 0) * 60 + Number(m[3])], unit: 's', line: k + 1 });
      end = k + 1;
    }
    if (rows.length < 2) return undefined;
  } else if (/^\s*Command being timed:/.test(t0)) {
    for (let k = i; k < lines.count; k++) {
      const m = VERBOSE.exec(lines.at(k));
      if (!m) break;
      const r = verboseRow(m[1]!, m[2]!, k + 1);
      if (r) rows.push(r);
      end = k + 1;
    }
    if (rows.length < 3) return undefined;
  } else return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end, data, title: 'time' };
};
