/**
 * hyperfine's report: per command a `Benchmark N: <command>` line, `Time (mean ± σ): 230.1 ms ± 3.8 ms
 * [User: 164.3 ms, System: 62.3 ms]` and `Range (min … max): 223.8 ms … 237.1 ms    20 runs`, then a
 * `Summary` (`<cmd> ran` / `1.91 ± 0.16 times faster than <cmd>`). Each command is a config, named by
 * the words in which the commands differ (`MIMALLOC_ALLOW_THP=0`), or in full when they differ in more.
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { COLON, DIGIT, startHas } from '../kit/lineShape';
import { differingWords } from '../../text/words';
import { secondsPer } from '../../text/units';

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const UNIT = String.raw`\s*(s|ms|µs|us|ns|min)`;
const BENCHMARK = /^\s*Benchmark\s*#?\d+:\s+(\S.*?)\s*$/;
const TIME = new RegExp(
  String.raw`^\s*Time\s*\((?:mean\s*±\s*σ|abs\s*≡)\):\s*${NUM}${UNIT}(?:\s*±\s*${NUM}${UNIT})?(?:\s*\[User:\s*${NUM}${UNIT},\s*System:\s*${NUM}${UNIT}\])?`,
);
/** `[User: 227.8 ms, System: 126.1 ms]` on a line of its own, where a mail or a terminal wrapped the time line. */
const USER_SYSTEM = new RegExp(String.raw`^\s*\[User:\s*${NUM}${UNIT},\s*System:\s*${NUM}${UNIT}\]\s*$`);
const RANGE = new RegExp(String.raw`^\s*Range\s*\(min\s*…\s*max\):\s*${NUM}${UNIT}\s*…\s*${NUM}${UNIT}`);

function seconds(v: string | undefined, unit: string | undefined): number | undefined {
  if (v === undefined || unit === undefined) return undefined;
  const x = Number(v.replace(/,/g, '')) * secondsPer(unit)!;
  return Number.isFinite(x) ? x : undefined;
}

interface Run {
  command: string;
  line: number;
  time?: number;
  sd?: number;
  user?: number;
  system?: number;
  min?: number;
  max?: number;
}

export const parseHyperfine: Parser = (lines, i) => {
  // a report quoted without its `Benchmark 1:` line starts at its `Time (mean ± σ):` line: one run, unnamed
  const headless = TIME.test(lines.at(i));
  if (!headless && !BENCHMARK.test(lines.at(i))) return undefined;
  const runs: Run[] = headless ? [{ command: '', line: i + 1 }] : [];
  let k = i;
  while (k < lines.count) {
    const t = lines.at(k);
    const b = BENCHMARK.exec(t);
    if (b) {
      runs.push({ command: b[1]!, line: k + 1 });
      k++;
      continue;
    }
    const run = runs.at(-1)!;
    const tm = TIME.exec(t);
    const rg = RANGE.exec(t);
    const us = tm ? null : USER_SYSTEM.exec(t);
    if (us) {
      run.user = seconds(us[1], us[2]);
      run.system = seconds(us[3], us[4]);
    } else if (tm) {
      run.time = seconds(tm[1], tm[2]);
      run.sd = seconds(tm[3], tm[4]);
      run.user = seconds(tm[5], tm[6]);
      run.system = seconds(tm[7], tm[8]);
    } else if (rg) {
      run.min = seconds(rg[1], rg[2]);
      run.max = seconds(rg[3], rg[4]);
    } else if (!(t.trim() === '' || /^\s*Warning:/.test(t))) break;
    k++;
  }
  // the summary that follows is the tool's own comparison: read as part of the block
  if (/^\s*Summary\s*$/.test(lines.get(k) ?? '')) {
    k++;
    while (k < lines.count && /\sran$|times faster than|^\s*$/.test(lines.at(k)) && lines.at(k).trim() !== '') k++;
  }
  const measured = runs.filter((r) => r.time !== undefined);
  if (measured.length === 0) return undefined;
  // one command is one run, named as the other one-run blocks are (the line above, its section), not by the command:
  // the same command timed before and after a change is two runs
  const single = measured.length === 1;
  const columns = single ? ['value'] : differingWords(measured.map((r) => r.command));
  const lineOf = measured.map((r) => r.line);
  const row = (name: string, pick: (r: Run) => number | undefined): TableRow | undefined => {
    const values = measured.map(pick);
    return values.some((v) => v !== undefined)
      ? { name, values, unit: 's', line: measured[0]!.line, lines: lineOf }
      : undefined;
  };
  const time = row('Time', (r) => r.time)!;
  if (measured.some((r) => r.sd !== undefined)) time.stddev = measured.map((r) => r.sd);
  const rows = [
    time,
    row('User', (r) => r.user),
    row('System', (r) => r.system),
    row('Range min', (r) => r.min),
    row('Range max', (r) => r.max),
  ].filter((r): r is TableRow => r !== undefined);
  const data: ConfigTable = { type: 'table', columns, rows };
  const command = measured[0]!.command;
  return {
    kind: 'results-table',
    end: k,
    data,
    ...(single ? { title: command ? `hyperfine: ${command}` : 'hyperfine' } : {}),
  };
};

/** Starts at a `Benchmark 1: <command>` line, or at `Time (mean ± σ):` when the report is quoted without it. */
export const hyperfineReader: Reader = {
  name: 'hyperfine',
  shape: startHas(DIGIT | COLON),
  start: /Benchmark\s*#?\d+:|^\s*Time\s*\((?:mean\s*±\s*σ|abs\s*≡)\):/,
  read: parseHyperfine,
};
