/**
 * `perf stat` output, in two shapes:
 *
 * - the full block: ` Performance counter stats for 'CMD' (N runs):`, then `count  event  # comment  ( +- x% )  (38.46%)`
 *   lines (counts with commas, `msec` clocks, `<not counted>`/`<not supported>` rows that are absent, a comment
 *   wrapped onto a `#` line of its own), then `T [+- s] seconds time elapsed`. One config, named by the caption
 *   above it (`[1] Icelakex, clear_page_erms()`, `* stock build:`), skipping the `perf stat ...` command line.
 * - condensed result lines, one config each: `mm-unstable:   146.88 +- 6.54 seconds time elapsed  ( +- 4.45% )`,
 *   grouped under a heading line (`numa01:`) that names what was run.
 *
 * - a bare counter list, as people trim it (`40417078     itlb.itlb_flush`, `357,635  migrate:mm_migrate_pages  ( +- 4.11% )`):
 *   its first lines perf's own (an event's count, a clock in msec), three at least, two of perf's generic events, or
 *   each with perf's `( +- x% )` spread; then read as the full block is, to its seconds.
 *
 * When a mail times several commands, the metric names carry the program (`tlb-test seconds time elapsed`).
 * Tunables stated for the machine the caption names (`no_turbo: 1, scaling-governor: performance`) go with it.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { finiteNumber, parseNumber } from '../../text/numbers';
import { machineTunables } from '../kit/machineTunables';
import type { Parser, Reader } from '../kit/types';
import { secondsPer } from '../../text/units';

const HEAD = /^\s*Performance counter stats for (.*?)(?:\s*\((\d+) runs\))?:\s*$/;
const EVENT =
  /^\s*([\d,.]+|<not counted>|<not supported>)\s+((?:msec|ms|usec|us|nsec|ns)\s+)?([A-Za-z_][\w\-./:=,]*(?:\/[\w,=]*\/[a-z]*)?)(?: \((msec|usec|nsec)\))?(?:\s+(?:#.*?))?\s*(?:\(\s*\+-\s*([\d.]+)%\s*\))?(?:\s*[([][\d.]+%[)\]])?(?:\s+[-+~]?\d+(?:\.\d+)?\s?%){0,3}\s*$/;
const SECONDS =
  /^\s*([\d.]+)\s*(?:\+-\s*([\d.]+)\s*)?seconds (time elapsed|user|sys)\s*(?:\(\s*\+-\s*([\d.]+)%\s*\))?\s*$/;
const CONDENSED =
  /^\s*([^\s:#][^:]{0,60}?):\s+([\d.]+)\s*(?:\+-\s*([\d.]+)\s*)?seconds time elapsed\s*(?:\(\s*\+-\s*([\d.]+)%\s*\))?\s*$/;
/**
 * A perf event's name: a PMU event (`itlb.itlb_flush`, `tlb_flush.stlb_any`), a tracepoint
 * (`migrate:mm_migrate_pages`), a cache event (`dTLB-load-misses`) or a generic one (`cycles`, `page-faults`).
 */
const PERF_EVENT =
  /^(?:[a-z][a-z0-9_]*\.[a-z0-9_.]+|[a-z_][a-z0-9_]*:[a-z_][a-z0-9_]*|(?:[A-Za-z0-9]+-){1,3}(?:misses|loads|stores|prefetches|references|faults|switches|migrations|clock|bound|retiring|spec)|cycles|instructions|branches|slots|ref-cycles|bus-cycles)$/;
/** An event without the modifiers perf writes after it (`cycles:u`, `instructions:khH`, `cycles:ppp`): the event's name. */
const withoutModifiers = (event: string) => event.replace(/:[ukhHGIpPSDWeb]{1,8}$/, '');
/** perf's generic events, which no other tool prints so: two of them alone (`cycles`, `instructions`) are perf's. */
const GENERIC_EVENT =
  /^(?:cycles|instructions|branches|branch-misses|cache-references|cache-misses|task-clock|cpu-clock|page-faults|context-switches|cpu-migrations)$/;
/** perf's clocks, counted in msec (`1,234.56 msec task-clock`). */
const CLOCK_EVENT = /^(?:task|cpu)-clock$|^duration_time$|^(?:user|system)_time$/;
/** A bare counter line's start: a count, then a name (the start pattern of the bare list). */
const BARE_START = /^\s*\d[\d,.]*\s+[A-Za-z_]/;
const REL_SPREAD = /\(\s*\+-\s*([\d.]+)%\s*\)/;
/**
 * The rest of an event line that a mail wrapped at its width: the comment's last words (`utilized`, `cycle (83.27%)`,
 * `CPUs utilized ( +- 0.04% )`) or the event's multiplexed share alone (`(66.53%)`), on the line after a line that
 * has a comment. No count starts it.
 */
const WRAPPED_REST =
  /^\s*(?:[A-Za-z/%][\w/% .-]{0,40}?\s*(?:\(\s*(?:\+-\s*)?[\d.]+\s*%\s*\)\s*)*|(?:\(\s*(?:\+-\s*)?[\d.]+\s*%\s*\)\s*)+)$/;
/** A head whose quoted command a mail wrapped: ` Performance counter stats for 'fio --direct=1` ... `--filename=/dev/x':`. */
const HEAD_OPEN = /^\s*Performance counter stats for '[^']*$/;
const HEAD_CLOSE = /'(?:\s*\((\d+) runs\))?:\s*$/;
/** A caption above a block: `[1] text`, `* text:`, `- text:`, `## text`, `text:`. */
const CAPTION = /^\s*(?:\[\d{1,3}\]\s+|[*-]\s+|#{1,6}\s+)?(\S.{0,78}?)\s*:?\s*$/;

/** First words of a line that introduces data rather than naming a config. */
const INTRO =
  /^(?:here|the|this|these|those|below|above|i|we|you|and|so|then|now|results?|output|numbers|data|summary|e\.g\.|for example)\b/i;

const commandsCache = new WeakMap<Lines, Set<string>>();

/** A program that only places the one it launches: its options are the run's placement. */
const LAUNCHER = /^(?:numactl|taskset|chrt|cgexec|env)$/;

/**
 * The placement a `Performance counter stats for 'numactl --cpunodebind=0 --membind=1 ./stream':` line
 * states: the launcher and its options, without the program it runs (so runs of several programs under one
 * placement are one run); undefined for a line that is no such header or a command with no launcher.
 */
export function perfStatPlacement(line: string): string | undefined {
  const m = HEAD.exec(line);
  if (!m) return undefined;
  const words = m[1]!
    .replace(/^['"]|['"]$/g, '')
    .trim()
    .split(/\s+/);
  if (!LAUNCHER.test(words[0] ?? '')) return undefined;
  let n = 1;
  // options, and the value after a short option written apart (`-m 1`, `-C 0-3`)
  while (n < words.length && (words[n]!.startsWith('-') || /^-\w$/.test(words[n - 1]!))) n++;
  return n > 1 ? words.slice(0, n).join(' ') : undefined;
}

/**
 * The command a `Performance counter stats for './test.sh old_pack':` line states, when every perf stat block of
 * the document runs that one program: its blocks differ by the arguments, which tell the runs apart. Blocks of
 * different programs are workloads measured alike, not runs: undefined.
 */
export function perfStatCommand(lines: Lines, line: string): string | undefined {
  const m = HEAD.exec(line);
  if (!m || programs(lines).size !== 1) return undefined;
  const cmd = m[1]!.replace(/^['"]|['"]$/g, '').trim();
  return /\s/.test(cmd) ? cmd.replace(/\s+/g, ' ') : undefined;
}

/** The program a `Performance counter stats for 'CMD'` names: `'./tlb-test'` -> `tlb-test`. */
function program(cmd: string): string {
  const first =
    cmd
      .replace(/^['"]|['"]$/g, '')
      .trim()
      .split(/\s+/)[0] ?? '';
  return first.replace(/^.*\//, '');
}

/** The programs the document's perf stat blocks time (found by indexOf, not by splitting every line). */
function programs(lines: Lines): Set<string> {
  let have = commandsCache.get(lines);
  if (have) return have;
  have = new Set<string>();
  const s = lines.source;
  for (
    let p = s.indexOf('Performance counter stats for');
    p >= 0;
    p = s.indexOf('Performance counter stats for', p + 1)
  ) {
    const end = s.indexOf('\n', p);
    const line = s.slice(p, end < 0 ? s.length : end);
    // the program is the command's first word, also where a mail wrapped the command over lines
    const m = HEAD.exec(line) ?? HEAD_OPEN.exec(line);
    if (m) have.add(program(m[1] ?? m[0].slice(m[0].indexOf("'"))));
  }
  commandsCache.set(lines, have);
  return have;
}

/** The caption naming the config of the block whose head is line i: the nearest text line above, past the command. */
function captionAbove(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    if (lines.command[k] || /^(?:\S*\/)?perf\s+stat\b/.test(t)) continue;
    // a sentence ("Here is what we got:", "the numbers below.") introduces the data, it does not name a config
    const marked = /^(?:\[\d{1,3}\]|[*-]|#{1,6})\s/.test(t);
    if (/[.!?]$/.test(t) || !(marked || t.endsWith(':')) || (!marked && INTRO.test(t))) return undefined;
    const m = CAPTION.exec(t);
    const label = m?.[1]?.replace(/:$/, '').trim();
    return label && label.split(/\s+/).length <= (marked ? 10 : 6) ? label : undefined;
  }
  return undefined;
}

interface RowSink {
  rows: TableRow[];
  add(
    name: string,
    value: number,
    unit: string,
    relSd: number | undefined,
    absSd: number | undefined,
    line: number,
  ): void;
}

/** Rows of one config; `prefix` names the program when the mail times several. */
function sink(prefix: string): RowSink {
  const rows: TableRow[] = [];
  return {
    rows,
    add(name, value, unit, relSd, absSd, line) {
      const row: TableRow = { name: prefix ? `${prefix} ${name}` : name, values: [value], unit, line };
      const sd = absSd ?? (relSd === undefined ? undefined : (value * relSd) / 100);
      if (sd !== undefined) row.stddev = [sd];
      rows.push(row);
    },
  };
}

/** The full block after its head line; returns the end line. */
function readBlock(lines: Lines, i: number, out: RowSink): number {
  let end = i + 1;
  let blanks = 0;
  // the last event line had a comment: a mail may have wrapped its rest onto the next line
  let commented = false;
  for (let k = i + 1; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') {
      if (++blanks > 2) break;
      commented = false;
      continue;
    }
    blanks = 0;
    const s = SECONDS.exec(t);
    if (s) {
      const name = s[3] === 'time elapsed' ? 'seconds time elapsed' : `seconds ${s[3]}`;
      const v = finiteNumber(s[1]);
      if (v !== undefined)
        out.add(
          name,
          v,
          's',
          s[4] === undefined ? undefined : finiteNumber(s[4]),
          s[2] === undefined ? undefined : finiteNumber(s[2]),
          k + 1,
        );
      end = k + 1;
      continue;
    }
    // the comment of the entry above wrapped onto its own line, with the entry's ( +- x% ) at its end: from its
    // `#` on, or, where a mail wrapped the line at its width, the rest of it (`#    0.995` / `CPUs utilized ( +- 0.04% )`)
    const wrapped = commented && WRAPPED_REST.test(t) && !EVENT.test(t);
    if (t.trimStart().startsWith('#') || wrapped) {
      const last = out.rows[out.rows.length - 1];
      const rel = REL_SPREAD.exec(t);
      if (last && rel && last.line === end && !last.stddev)
        last.stddev = [finiteNumber((Math.abs(last.values[0]!) * Number(rel[1])) / 100)];
      end = k + 1;
      continue;
    }
    const e = EVENT.exec(t);
    if (!e) break;
    end = k + 1;
    commented = t.includes('#');
    const v = parseNumber(e[1]!);
    if (!v) continue; // <not counted>: absent, not zero
    // clocks are printed in msec (`duration_time`, `user_time` in ns by newer perf): seconds are the base unit
    // (divided by the unit's count per second, so that `84,407,000 ns` is 0.084407 s exactly, not 0.08440700000000001)
    const unit = e[2] ?? e[4];
    const perSecond = unit === undefined ? undefined : Math.round(1 / secondsPer(unit.trim())!);
    out.add(
      e[3]!,
      perSecond === undefined ? v.value : v.value / perSecond,
      perSecond === undefined ? 'count' : 's',
      e[5] === undefined ? undefined : finiteNumber(e[5]),
      undefined,
      k + 1,
    );
  }
  return end;
}

/** A heading line just above condensed lines (`numa01:`): what was run, it qualifies the metric. */
function headingAbove(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    const m = /^([\w.+-]+(?: [\w.+-]+){0,3}):$/.exec(t);
    return m ? m[1] : undefined;
  }
  return undefined;
}

/** Consecutive condensed lines `label: T +- s seconds time elapsed ( +- x% )`, one config each. */
function parseCondensed(lines: Lines, i: number) {
  if (!CONDENSED.test(lines.at(i))) return undefined;
  const found: { label: string; mean: number | undefined; abs?: number; rel?: number; line: number }[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = CONDENSED.exec(lines.at(k));
    if (!m) break;
    found.push({
      label: m[1]!.trim(),
      mean: finiteNumber(m[2]),
      abs: m[3] === undefined ? undefined : finiteNumber(m[3]),
      rel: m[4] === undefined ? undefined : finiteNumber(m[4]),
      line: k + 1,
    });
  }
  const heading = headingAbove(lines, i) ?? '';
  // one row: every config's elapsed time side by side, each from its own line
  const row: TableRow = {
    name: heading ? `${heading} seconds time elapsed` : 'seconds time elapsed',
    values: found.map((f) => f.mean),
    unit: 's',
    line: found[0]!.line,
    lines: found.map((f) => f.line),
  };
  const sd = found.map(
    (f) => f.abs ?? (f.rel === undefined || f.mean === undefined ? undefined : finiteNumber((f.mean * f.rel) / 100)),
  );
  if (sd.some((x) => x !== undefined)) row.stddev = sd;
  const data: ConfigTable = { type: 'table', columns: found.map((f) => f.label), rows: [row] };
  return { kind: 'results-table' as const, end: k, data, title: heading ? `perf stat: ${heading}` : 'perf stat' };
}

/**
 * A bare counter list (no `Performance counter stats` head: a mail kept the counters only): one config, named by
 * the label above it. Its first lines must be perf's own (a known event's count, or a clock in msec), three at least
 * or each with its spread; then it is read as the full block is, to its elapsed and user/sys seconds.
 */
function parseBare(lines: Lines, i: number) {
  let known = 0;
  let generic = 0;
  let spreads = 0;
  for (let k = i; k < lines.count; k++) {
    const e = EVENT.exec(lines.at(k));
    const event = e && withoutModifiers(e[3]!);
    if (!e || !((e[2] ?? e[4]) === undefined ? PERF_EVENT.test(event!) : CLOCK_EVENT.test(e[3]!))) break;
    const v = parseNumber(e[1]!);
    if (!v || v.percent || v.ratio) break;
    known++;
    if (GENERIC_EVENT.test(event!)) generic++;
    if (e[5] !== undefined) spreads++;
  }
  if (known === 0 || (known < 3 && spreads < known && !(known === 2 && generic === 2))) return undefined;
  const out = sink('');
  const end = readBlock(lines, i - 1, out);
  const data: ConfigTable = { type: 'table', columns: ['value'], rows: out.rows };
  return { kind: 'results-table' as const, end, data, title: 'perf stat' };
}

/** The head line, or the lines of a head whose command a mail wrapped (up to 40): the command, the run count, its last line. */
function readHead(lines: Lines, i: number): { command: string; runs?: string; last: number } | undefined {
  const t = lines.at(i);
  const head = HEAD.exec(t);
  if (head) return { command: head[1]!, runs: head[2], last: i };
  if (!HEAD_OPEN.test(t)) return undefined;
  const parts = [t.slice(t.indexOf("'"))];
  for (let k = i + 1; k < lines.count && k <= i + 40; k++) {
    const u = lines.at(k);
    if (u.trim() === '') return undefined;
    const close = HEAD_CLOSE.exec(u);
    parts.push(u.trim());
    if (close) return { command: parts.join(' ').slice(0, -close[0].length + 1), runs: close[1], last: k };
  }
  return undefined;
}

export const parsePerfStat: Parser = (lines, i) => {
  const t = lines.at(i);
  const head = readHead(lines, i);
  if (!head) {
    if (t.includes('seconds time elapsed')) return parseCondensed(lines, i);
    return BARE_START.test(t) ? parseBare(lines, i) : undefined;
  }
  // the run count as a number only when it is one (400 digits are not a count: no `(Infinity runs)` in the title)
  const n = finiteNumber(head.runs);
  const prog = program(head.command);
  const prefix = programs(lines).size > 1 ? prog : '';
  const out = sink(prefix);
  const end = readBlock(lines, head.last, out);
  if (!out.rows.length) return undefined;
  const caption = captionAbove(lines, i);
  const data: ConfigTable = { type: 'table', columns: [caption ?? 'value'], rows: out.rows };
  const tunables = machineTunables(lines, caption ?? '');
  if (tunables) data.tunables = tunables;
  return { kind: 'results-table', end, data, title: `perf stat ${head.command.trim()}${n ? ` (${n} runs)` : ''}` };
};

/** Starts at its `Performance counter stats for` line, a condensed elapsed line or a bare counter line. */
export const perfStatReader: Reader = {
  name: 'perfStat',
  start: /Performance counter stats for|seconds time elapsed|^\s*\d[\d,.]*\s+[A-Za-z_]/,
  read: parsePerfStat,
};
