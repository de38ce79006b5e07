/**
 * wrk's report (`Running 30s test @ URL`, `N threads and M connections`, the `Thread Stats` table of Latency and
 * Req/Sec, `--latency`'s distribution, `N requests in 30.03s, 7.33GB read`, `Requests/sec:` and `Transfer/sec:`),
 * also with each line commented out (`# `) as posts paste it into a shell block. One run per report, named as other
 * one-run blocks are (the line above: `Before`, `**v2.28.0**`); times in seconds, the transfer rate as written (MB/s).
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { bytesPer, secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

/** A line of the report without the `# ` a shell block may put before it. */
const uncommented = (t: string) => t.replace(/^\s*#(?!\S)/, '').trim();

const RUNNING = /^Running \d[\w.]* test @ \S+$/;
const THREADS = /^\d+ threads and \d+ connections$/;
const STATS_HEAD = /^Thread Stats\s+Avg\s+Stdev\s+Max\s+\+\/- Stdev$/;
/** wrk2's line per thread before the table (`Thread calibration: mean lat.: 0.982ms, rate sampling interval: 10ms`). */
const CALIBRATION = /^Thread calibration: mean lat\.: [\d.]+\w+, rate sampling interval: \d+\w+$/;
const STAT =
  /^(Latency|Req\/Sec)\s+([\d.]+)(us|ms|s|m|k|M)?\s+([\d.]+)(us|ms|s|m|k|M)?\s+([\d.]+)(us|ms|s|m|k|M)?\s+[\d.]+%$/;
const DISTRIBUTION = /^Latency Distribution$/;
const PERCENTILE = /^(\d{2}(?:\.\d+)?)%\s+([\d.]+)(us|ms|s|m)$/;
const TOTAL = /^(\d+) requests in ([\d.]+)(us|ms|s|m), ([\d.]+)([KMGT]?B) read$/;
const ERRORS = /^(?:Socket errors:|Non-2xx or 3xx responses:)/;
/** The report's lines that hold no measure of their own: passed over. */
const PASSED = [RUNNING, THREADS, CALIBRATION, STATS_HEAD, DISTRIBUTION, ERRORS];
const PER_SEC = /^(Requests|Transfer)\/sec:\s+([\d.]+)([KMGT]?B)?$/;

/** A number with wrk's suffix: a time (`us`, `ms`, `s`, `m`) in seconds, a count (`k`, `M`) as written times 1000s. */
function value(n: string, suffix: string | undefined): number | undefined {
  const x = Number(n);
  if (suffix === 'k') return finiteNumber(x * 1e3);
  if (suffix === 'M') return finiteNumber(x * 1e6);
  if (suffix === 'm') return finiteNumber(x * 60);
  const per = suffix ? secondsPer(suffix) : 1;
  return per === undefined ? undefined : finiteNumber(x * per);
}

/** Where a report starts: `Running 30s test @ URL`, or its `N threads and M connections` line when that is cut. */
const START = /^\s*(?:#\s+)?(?:Running \d[\w.]* test @ |\d+ threads and \d+ connections\s*$)/;

export const parseWrk: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  const rows: TableRow[] = [];
  const add = (name: string, v: number | undefined, unit: string, line: number) =>
    v !== undefined && rows.push({ name, values: [v], unit, line });
  let k = i;
  for (; k < lines.count; k++) {
    const t = uncommented(lines.at(k));
    const line = k + 1;
    if (PASSED.some((x) => x.test(t))) continue;
    const s = STAT.exec(t);
    if (s) {
      const time = s[1] === 'Latency';
      const unit = time ? 's' : 'req/s';
      add(`${s[1]} avg`, value(s[2]!, s[3]), unit, line);
      add(`${s[1]} stdev`, value(s[4]!, s[5]), unit, line);
      add(`${s[1]} max`, value(s[6]!, s[7]), unit, line);
      continue;
    }
    const p = PERCENTILE.exec(t);
    if (p) {
      add(`Latency p${p[1]}`, value(p[2]!, p[3]), 's', line);
      continue;
    }
    const total = TOTAL.exec(t);
    if (total) {
      add('requests', finiteNumber(total[1]), 'count', line);
      add('duration', value(total[2]!, total[3]), 's', line);
      add('read', finiteNumber(Number(total[4]) * (bytesPer(total[5]!) ?? NaN)), 'bytes', line);
      continue;
    }
    const ps = PER_SEC.exec(t);
    if (ps) {
      if (ps[1] === 'Requests') add('Requests/sec', finiteNumber(ps[2]), 'req/s', line);
      // a rate stays as written (`249.87MB`: MB/s), as the other readers keep MB/s
      else add('Transfer/sec', finiteNumber(ps[2]), `${ps[3] ?? 'B'}/s`, line);
      continue;
    }
    break;
  }
  if (!rows.some((r) => r.name === 'Requests/sec' || r.name === 'Latency avg')) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'wrk' };
};

/** Starts at `Running 30s test @ URL`, or at its `N threads and M connections` line. */
export const wrkReader: Reader = {
  name: 'wrk',
  start: START,
  read: parseWrk,
};
