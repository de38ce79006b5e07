/**
 * `time` and `/usr/bin/time` output: bash's `real 0m1.234s / user / sys`, GNU time's default two lines
 * (`0.03user 0.11system 0:00.16elapsed 96%CPU (0avgtext+0avgdata 1932maxresident)k` and
 * `136inputs+1960outputs (2major+172minor)pagefaults 0swaps`), zsh's one line
 * (`./bench  1.23s user 0.45s system 99% cpu 1:02.34 total`) and `-v`'s `Name: value` lines. One config,
 * named by the heading or comment line above the timed command (`# Use CXL memory`, `#### Rust version`).
 * Tunables stated for the machine the caption names go with it (see machineTunables).
 * Metric names stay as written, except that a kbytes size becomes bytes and a clock becomes seconds.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { mean, stddev } from '../../math/stats';
import { finiteNumber } from '../../text/numbers';
import { machineTunables } from '../kit/machineTunables';
import type { Parser, Reader } from '../kit/types';

/**
 * Seconds as a locale writes them: `54.857` or `54,857` (bash under a decimal-comma locale); busybox puts a space
 * after the minutes (`real 0m 1.02s`).
 */
const SECS = '(\\d+(?:[.,]\\d+)?)';
const BASH = new RegExp(`^\\s*(real|user|sys)\\s+(?:(\\d+)m ?)?${SECS}s\\s*$`);
/** bash's three clocks on one line (`real 8m41.390s user 587m25.249s sys 22m0.411s`), one line per repetition. */
const BASH_LINE = new RegExp(
  `^\\s*real\\s+(?:(\\d+)m ?)?${SECS}s\\s+user\\s+(?:(\\d+)m ?)?${SECS}s\\s+sys\\s+(?:(\\d+)m ?)?${SECS}s\\s*$`,
);
/** bash's clocks, in the order it prints them. */
const CLOCKS = ['real', 'user', 'sys'] as const;
/** POSIX `time -p` (and bash's under `-p`): `real 0.06`, `user 0.09`, `sys 0.04` in seconds, always the three in order. */
const POSIX = /^\s*(real|user|sys)\s+(\d+(?:[.,]\d+)?)\s*$/;
/** The three clocks of `time -p` at line k, or undefined. */
function posixAt(lines: Lines, k: number): number[] | undefined {
  if (k + 2 >= lines.count) return undefined;
  const ms = [0, 1, 2].map((j) => POSIX.exec(lines.at(k + j)));
  return ms.every((m, j) => m?.[1] === CLOCKS[j]) ? ms.map((m) => secondsOf(m![2]!)) : undefined;
}
/** The three clocks of one repetition (real, user, sys, in seconds) as rows, each on its line. */
function clockRows(seconds: readonly number[], lineOf: (j: number) => number): TableRow[] {
  return CLOCKS.map((clock, j) => ({
    name: `${clock} time (s)`,
    values: [finiteNumber(seconds[j])],
    unit: 's',
    line: lineOf(j),
  }));
}
/** `8m54,863s`'s seconds part as a number. */
const secondsOf = (s: string) => Number(s.replace(',', '.'));
/** GNU time's first line; the CPU share and memory part may be cut off (`0.21user 14.34system 0:14.69elapsed`), the share may have decimals (`40.0%CPU`). */
const GNU =
  /^\s*([\d.]+)user\s+([\d.]+)system\s+(?:(\d+):)?(\d+):([\d.]+)elapsed(?:\s+(\d+(?:\.\d+)?|\?)%CPU(?:\s+\((\d+)avgtext\+(\d+)avgdata\s+(\d+)maxresident\)k)?|\s*$)/;
/** zsh's `time` (TIMEFMT `%J  %U user %S system %P cpu %*E total`): `./bench  1.23s user 0.45s system 99% cpu 1.234 total`. */
const ZSH = /\s([\d.]+)s user\s+([\d.]+)s system\s+(\d+|\?)% cpu\s+((?:\d+:){0,2}[\d.]+) total\s*$/;
const GNU_IO = /^\s*(\d+)inputs\+(\d+)outputs\s+\((\d+)major\+(\d+)minor\)pagefaults\s+(\d+)swaps\s*$/;
const VERBOSE = /^\s*([A-Z][\w ()/:-]{2,60}?):\s+(\S.*)$/;
/** The fields of `time -v` that a post quotes alone, without `Command being timed:` (its clocks and peak memory). */
const VERBOSE_FIELD =
  /^\s*(?:User time \(seconds\)|System time \(seconds\)|Percent of CPU this job got|Elapsed \(wall clock\) time \(h:mm:ss or m:ss\)|Maximum resident set size \(kbytes\)):\s/;
/** A line (trimmed) that names what follows: a markdown heading or shell comment, or bold text. */
const HEADING = /^(?:#{1,6}\s+(.+)|\*\*(.+?)\*\*:?)$/;
/** The timed command itself: `time cmd`, `cmd: time ...`, `` `/usr/bin/time -v cargo run` ``. */
const TIME_COMMAND = /(?:^|[\s`:$])(?:\/usr\/bin\/)?time\s+\S/;

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
  const v = Number(raw.trim().replace(/%$/, ''));
  if (raw.trim() === '' || !Number.isFinite(v)) return undefined;
  if (/\(kbytes\)/.test(name))
    return { name: name.replace('(kbytes)', '(bytes)'), values: [finiteNumber(v * 1024)], unit: 'bytes', line };
  if (/\(seconds\)/.test(name)) return { name, values: [v], unit: 's', line };
  return { name, values: [v], unit: /Percent/.test(name) ? '%' : 'count', line };
}

/** A line of time's own output: where the caption search must stop (it belongs to an earlier run). */
function isTimeOutput(t: string): boolean {
  return (
    GNU.test(t) || GNU_IO.test(t) || BASH.test(t) || ZSH.test(t) || /^\s*(?:Exit status|Page size \(bytes\)):/.test(t)
  );
}

/**
 * The config's name: the nearest heading or comment above, passing over the timed command and at most a few
 * lines of the program's own output printed before time's (dd's `records in`, `copied`).
 */
function captionAbove(lines: Lines, i: number): string | undefined {
  let output = 0;
  for (let k = i - 1; k >= 0 && k >= i - 16; k--) {
    const t = lines.at(k).trim();
    // the timed command, also after a root prompt (` # time ./bench.sh`), is no heading
    if (t === '' || lines.command[k] || TIME_COMMAND.test(t)) continue;
    const h = HEADING.exec(t);
    if (h) return (h[1] ?? h[2])!.replace(/:$/, '').trim() || undefined;
    if (isTimeOutput(t)) return undefined;
    if (++output > 6) return undefined;
  }
  return undefined;
}

/** The times and CPU share GNU time and zsh both print (CPU `?` when the run was too short to tell). */
function cpuRows(
  rows: TableRow[],
  user: string,
  system: string,
  elapsed: number | undefined,
  cpu: string | undefined,
  line: number,
): void {
  rows.push({ name: 'user time (s)', values: [finiteNumber(user)], unit: 's', line });
  rows.push({ name: 'system time (s)', values: [finiteNumber(system)], unit: 's', line });
  rows.push({ name: 'elapsed time (s)', values: [finiteNumber(elapsed)], unit: 's', line });
  if (cpu !== undefined && cpu !== '?') rows.push({ name: 'CPU (%)', values: [finiteNumber(cpu)], unit: '%', line });
}

function readGnu(lines: Lines, i: number, rows: TableRow[]): number {
  const g = GNU.exec(lines.at(i))!;
  const line = i + 1;
  cpuRows(rows, g[1]!, g[2]!, Number(g[3] ?? 0) * 3600 + Number(g[4]) * 60 + Number(g[5]), g[6], line);
  // maxresident is printed in KiB
  if (g[9])
    rows.push({ name: 'maxresident (bytes)', values: [finiteNumber(Number(g[9]) * 1024)], unit: 'bytes', line });
  const io = i + 1 < lines.count ? GNU_IO.exec(lines.at(i + 1)) : null;
  if (!io) return i + 1;
  const names = ['inputs', 'outputs', 'major page faults', 'minor page faults', 'swaps'];
  names.forEach((name, j) => rows.push({ name, values: [finiteNumber(io[j + 1])], unit: 'count', line: i + 2 }));
  return i + 2;
}

/** Rows printed once per repetition, as one set: each row's mean and spread, with the repetitions as its samples. */
function repeated(reps: TableRow[][]): TableRow[] {
  if (reps.length === 1) return reps[0]!;
  return reps[0]!.map((r) => {
    const xs = reps.map((rep) => rep.find((x) => x.name === r.name)?.values[0]).filter((v) => v !== undefined);
    if (xs.length < 2) return r;
    return { ...r, values: [mean(xs)], stddev: [stddev(xs)], samples: [xs] };
  });
}

export const parseTime: Parser = (lines, i) => {
  const t0 = lines.at(i);
  const rows: TableRow[] = [];
  let end = i;
  const zsh = ZSH.exec(t0);
  if (GNU.test(t0)) {
    // one line per repetition (`Each test runs 6 cycles.`): the rows' means, each run a sample
    const reps: TableRow[][] = [];
    for (end = i; end < lines.count && GNU.test(lines.at(end));) {
      const rep: TableRow[] = [];
      end = readGnu(lines, end, rep);
      reps.push(rep);
    }
    rows.push(...repeated(reps));
  } else if (zsh) {
    cpuRows(rows, zsh[1]!, zsh[2]!, clock(zsh[4]!), zsh[3], i + 1);
    end = i + 1;
  } else if (BASH_LINE.test(t0)) {
    const reps: TableRow[][] = [];
    for (end = i; end < lines.count; end++) {
      const m = BASH_LINE.exec(lines.at(end));
      if (!m) break;
      const seconds = (min: string | undefined, s: string) => Number(min ?? 0) * 60 + secondsOf(s);
      const line = end + 1;
      reps.push(
        clockRows(
          [0, 1, 2].map((j) => seconds(m[2 * j + 1], m[2 * j + 2]!)),
          () => line,
        ),
      );
    }
    rows.push(...repeated(reps));
  } else if (posixAt(lines, i)) {
    // one set a repetition, as a loop of `time -p` prints them
    const reps: TableRow[][] = [];
    for (end = i; ; end += 3) {
      const clocks = posixAt(lines, end);
      if (!clocks) break;
      const first = end + 1;
      reps.push(clockRows(clocks, (j) => first + j));
    }
    rows.push(...repeated(reps));
  } else if (BASH.test(t0)) {
    // `real` / `user` / `sys` lines; a clock named again opens the next repetition (a loop's `| grep real` prints one a run)
    const reps: TableRow[][] = [];
    for (let k = i; k < lines.count; k++) {
      const m = BASH.exec(lines.at(k));
      if (!m) break;
      const name = `${m[1]} time (s)`;
      const rep = reps.at(-1);
      const row = { name, values: [finiteNumber(Number(m[2] ?? 0) * 60 + secondsOf(m[3]!))], unit: 's', line: k + 1 };
      if (!rep || rep.some((r) => r.name === name)) reps.push([row]);
      else rep.push(row);
      end = k + 1;
    }
    // `real` alone is time's output only right under the command it timed (`time echo 0 > .../nr_hugepages`)
    const first = reps[0]!;
    const timedAbove = TIME_COMMAND.test(lines.get(i - 1)?.trim() ?? '');
    if (reps.length < 2 && first.length < 2 && !(first[0]!.name === 'real time (s)' && timedAbove)) return undefined;
    rows.push(...repeated(reps));
  } else if (/^\s*Command being timed:/.test(t0) || VERBOSE_FIELD.test(t0)) {
    // quoted whole from its first line, or a few of its fields alone (`Elapsed (wall clock) ...` and `Maximum resident ...`)
    const whole = !VERBOSE_FIELD.test(t0);
    for (let k = i; k < lines.count; k++) {
      const m = VERBOSE.exec(lines.at(k));
      if (!m || (!whole && !VERBOSE_FIELD.test(lines.at(k)))) break;
      const r = verboseRow(m[1]!, m[2]!, k + 1);
      if (r) rows.push(r);
      end = k + 1;
      if (m[1] === 'Exit status') break; // time -v's last line
    }
    if (rows.length < (whole ? 3 : 2)) return undefined;
  } else return undefined;
  const caption = captionAbove(lines, i);
  const data: ConfigTable = { type: 'table', columns: [caption ?? 'value'], rows };
  const tunables = machineTunables(lines, caption ?? '');
  if (tunables) data.tunables = tunables;
  return { kind: 'results-table', end, data, title: caption ? `time: ${caption}` : 'time' };
};

/** Starts at a GNU time line, `real`/`user`/`sys`, `Command being timed:` (or a field of `-v` quoted alone) or zsh's one line. */
export const timeReader: Reader = {
  name: 'time',
  start:
    /^\s*(?:[\d.]+user\s|real\s|user\s|sys\s|Command being timed:|User time \(s|System time \(s|Percent of CPU this|Elapsed \(wall clock\)|Maximum resident set)|\ds user\s/,
  read: parseTime,
};
