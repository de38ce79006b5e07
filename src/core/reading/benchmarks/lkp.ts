/**
 * The kernel test robot's (lkp) comparison table, 2 to 5 commits:
 *
 *   =====================================================
 *   compiler/cpufreq_governor/.../testcase:              <- parameter names
 *     gcc-13/performance/.../vm-scalability              <- their values
 *   commit:
 *     94b7e5bf09 ("subject")                             <- the configs, in column order
 *   94b7e5bf09b08aa4 98c9daf5ae6be008f78c07b744b          <- column header (long or cut-off ids)
 *   ---------------- ---------------------------
 *            %stddev     %change         %stddev         <- `change` without % in the 2019 layout
 *                \          |                \
 *       210696 ±  6%      -3.0%     204465 ±  7%  cpuidle..usage
 *
 * Configs are the commits named in the list (else the header words). Each row is `value [± s%]` then, per
 * further column, `change value [± s%]`; the change cell may be blank, `5%`, or an absolute delta (`-14.7`)
 * for percentage metrics, so cells are told apart by their column position under the `----` rule. The
 * table goes on across blank lines (meminfo, numa-vmstat, proc-vmstat ... sections). A table quoted deeper
 * than another lkp table of the same mail is the earlier message's and is not counted.
 */
import { quoteDepth } from '../../text/quote';
import { minOf } from '../../math/stats';
import { lastBelow } from '../../math/bisect';
import type { ConfigTable, Lines, TableRow } from '../../model';
import { finiteNumber, parseNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import type { ParseContext, Parsed, Parser, Reader } from '../kit/types';

const RULE = /^\s*-{8,}(?:[ \t]+-{8,})+\s*$/;
const STDDEV_HEAD = /^\s*%stddev(?:\s+%?change\s+%stddev)+\s*$/;
const MARKER = /^\s*\\(?:\s+\|\s+\\)+\s*$/;
const SEPARATOR = /^\s*={20,}\s*$/;
/** `compiler/cpufreq_governor/.../testcase:` with the values on the next line, or after the colon (2019). */
const PARAM_KEYS = /^\s*([\w.-]+(?:\/[\w.-]+)+):[ \t]*(\S*)\s*$/;
const COMMITS = /^\s*commits?:\s*$/;
/** One commit list entry: an id or kernel name, then an optional `("subject")` or `<---- note`. */
const LIST_ENTRY = /^\s*([\w.+\-/%:=@~]+)(?:\s+(?:\(|<-).*)?$/;
/** How far above the column header the parameters and the commit list may start. */
const PREAMBLE = 25;
/** lkp job parameters that are kernel tunables, by their canonical keys (knowledge/tunables.ts; the governor is not there). */
const TUNABLES: Record<string, string> = {
  cpufreq_governor: 'scaling_governor',
  thp_enabled: 'mm.transparent_hugepage.enabled',
  thp_defrag: 'mm.transparent_hugepage.defrag',
};

interface Params {
  map: Map<string, string>;
  keys: string[];
}

/** What the whole mail says that one table needs: the quote depth of its lkp tables, their parameters. */
interface DocInfo {
  minDepth: number;
  params: Params[];
  /** `cpufreq_governor: performance` from a `with following parameters:` list, when the mail names one. */
  governor?: string;
}

const docCache = new WeakMap<Lines, DocInfo>();

/** Lines of the source holding `needle`, found with indexOf so a large paste is not split into strings. */
const found = new WeakMap<Lines, Map<string, number[]>>();

/** linesWith, once per document and needle (the mail's tables and the header-less rows both ask for `%stddev`). */
function linesWithOnce(lines: Lines, needle: string): number[] {
  let byNeedle = found.get(lines);
  if (!byNeedle) found.set(lines, (byNeedle = new Map<string, number[]>()));
  let ks = byNeedle.get(needle);
  if (!ks) byNeedle.set(needle, (ks = linesWith(lines, needle)));
  return ks;
}

function linesWith(lines: Lines, needle: string): number[] {
  const out: number[] = [];
  const s = lines.source;
  // the lines are found in order: each from the one before, forward (a search from the top per find cost more
  // than the finds, thousands of `---` in a long paste)
  let k = 0;
  for (let p = s.indexOf(needle); p >= 0;) {
    k = lineFrom(lines, k, p);
    out.push(k);
    p = k + 1 < lines.count ? s.indexOf(needle, lines.from(k + 1)) : -1;
  }
  return out;
}

/** The line holding source offset `at`, looked for from line k (at or before it) forward. */
function lineFrom(lines: Lines, k: number, at: number): number {
  while (k + 1 < lines.count && lines.from(k + 1) <= at) k++;
  return k;
}

function docInfo(lines: Lines): DocInfo {
  const have = docCache.get(lines);
  if (have) return have;
  const tables = linesWithOnce(lines, '%stddev')
    .filter((k) => k >= 2 && STDDEV_HEAD.test(lines.at(k)))
    .map((k) => headerOver(lines, k))
    .filter((h): h is number => h !== undefined)
    .map((h) => h + 2);
  const depths = tables.map((k) => quoteDepth(lines, k));
  const minDepth = depths.length ? minOf(depths) : 0;
  const params = tables
    .filter((_, j) => depths[j] === minDepth)
    .map((k) => paramsAbove(lines, k - 2))
    .filter((p): p is Params => p !== undefined);
  const governors = new Set(
    linesWith(lines, 'cpufreq_governor:')
      .map((k) => /^\s*cpufreq_governor:\s*(\S+)\s*$/.exec(lines.at(k))?.[1])
      .filter((g): g is string => g !== undefined),
  );
  const info: DocInfo = { minDepth, params, governor: governors.size === 1 ? [...governors][0] : undefined };
  docCache.set(lines, info);
  return info;
}

/** Column spans of the `----` rule under the header. */
function ruleGroups(t: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const m of t.matchAll(/-+/g)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/** `fail:runs  %reproduction  fail:runs`: the robot's table of failing runs, printed between the rule and `%stddev`. */
const FAIL_HEAD = /^\s*fail:runs(?:\s+%reproduction\s+fail:runs)+\s*$/;
/** A line of that table: its `|` marks, or a row (`4698:9  -36360%  1426:3  dmesg.timestamp:last`; `:4` is none of 4). */
const FAIL_LINE = /^\s*(?:\|(?:\s+\|)+|\d*:\d+(?:\s+[-+]?\d[\d.]*%\s+\d*:\d+)+\s+\S+)\s*$/;
/** How many failing-runs rows a table may list before its `%stddev` line. */
const FAIL_ROWS = 200;

/** The `%stddev %change %stddev` line of the header at h: right under its rule, or under its failing-runs table. */
function stddevLine(lines: Lines, h: number): number | undefined {
  if (h + 2 >= lines.count) return undefined;
  if (STDDEV_HEAD.test(lines.at(h + 2))) return h + 2;
  if (!FAIL_HEAD.test(lines.at(h + 2))) return undefined;
  for (let k = h + 3; k < lines.count && k <= h + 3 + FAIL_ROWS; k++) {
    const t = lines.at(k);
    if (STDDEV_HEAD.test(t)) return k;
    if (!FAIL_LINE.test(t)) return undefined;
  }
  return undefined;
}

/** The header over the `%stddev` line s: two lines up, or above the failing-runs table between them. */
function headerOver(lines: Lines, s: number): number | undefined {
  if (s >= 2 && isHeader(lines, s - 2)) return s - 2;
  let k = s - 1;
  while (k > 0 && s - k <= FAIL_ROWS && FAIL_LINE.test(lines.at(k))) k--;
  return k >= 2 && FAIL_HEAD.test(lines.at(k)) && isHeader(lines, k - 2) ? k - 2 : undefined;
}

/** Line h is a column header: a `----` rule, then the `%stddev %change %stddev` line (maybe under the failing runs), one word per column. */
function isHeader(lines: Lines, h: number): boolean {
  if (h + 2 >= lines.count || !RULE.test(lines.at(h + 1)) || stddevLine(lines, h) === undefined) return false;
  return headerNames(lines.at(h), ruleGroups(lines.at(h + 1)).length) !== undefined;
}

/** The names over the columns: one word each, or phrases two spaces apart (`base (4853c74bd7ab)   base + this_series`). */
function headerNames(t: string, columns: number): string[] | undefined {
  const words = t.trim().split(/\s+/);
  if (words.length === columns) return words;
  const phrases = t.trim().split(/\s{2,}/);
  return phrases.length === columns ? phrases : undefined;
}

const CHANGE_WORD = /^%?change$/i;
const SHORT_RULE = /^\s*-{3,}(?:[ \t]+-{3,})+\s*$/;

/**
 * The same layout made by hand (`base  change  patched` over a `----------  ------  ---------` rule, the
 * metric after the numbers): the header names the configs with `change` columns between them.
 */
function isHandHeader(lines: Lines, h: number): boolean {
  if (h + 2 >= lines.count || !SHORT_RULE.test(lines.at(h + 1))) return false;
  const words = lines.at(h).trim().split(/\s+/);
  const groups = ruleGroups(lines.at(h + 1));
  if (
    words.length !== groups.length ||
    !words.some((w) => CHANGE_WORD.test(w)) ||
    words.filter((w) => !CHANGE_WORD.test(w)).length < 2
  )
    return false;
  return (
    readRow(
      lines.at(h + 2),
      groups.filter((_, j) => !CHANGE_WORD.test(words[j]!)),
    ) !== undefined
  );
}

/** A line that may stand between the `=====` line and the column header. */
function isPreamble(t: string): boolean {
  return t.trim() === '' || SEPARATOR.test(t) || PARAM_KEYS.test(t) || COMMITS.test(t) || LIST_ENTRY.test(t);
}

/** The first line of the preamble above header h (the `=====`, parameters or `commit:` line), else h. */
function preambleStart(lines: Lines, h: number): number {
  let start = h;
  for (let k = h - 1; k >= 0 && k >= h - PREAMBLE && isPreamble(lines.at(k)); k--) {
    const t = lines.at(k);
    if (SEPARATOR.test(t) || PARAM_KEYS.test(t) || COMMITS.test(t)) start = k;
  }
  return start;
}

/** The parameter names and values above header h. */
function paramsAbove(lines: Lines, h: number): Params | undefined {
  for (let k = h - 1; k >= 0 && k >= h - PREAMBLE && isPreamble(lines.at(k)); k--) {
    const m = PARAM_KEYS.exec(lines.at(k));
    if (!m) continue;
    const keys = m[1]!.split('/');
    const raw = m[2] || lines.get(k + 1)?.trim() || '';
    const values = raw.split('/');
    // the 2019 layout's `path_params` joins several values with `-`: then names and values do not pair up
    if (values.length !== keys.length) return undefined;
    return { keys, map: new Map(keys.map((key, j) => [key, values[j]!])) };
  }
  return undefined;
}

/** The commit list just above header h (`commit:` then one entry a line), first word of each entry. */
function commitList(lines: Lines, h: number): string[] {
  let k = h - 1;
  while (k >= 0 && lines.at(k).trim() === '') k--;
  const ids: string[] = [];
  for (; k >= 0 && k >= h - PREAMBLE; k--) {
    const t = lines.at(k);
    if (t.trim() === '' || COMMITS.test(t) || SEPARATOR.test(t) || PARAM_KEYS.test(t)) break;
    const m = LIST_ENTRY.exec(t);
    if (!m) return [];
    ids.unshift(m[1]!);
  }
  return ids;
}

/** Parameter values that tell this table apart from the mail's other lkp tables (`msync-mt`, `lkp-icl-2sp1`). */
function qualifier(own: Params | undefined, all: Params[]): string {
  if (!own || all.length < 2) return '';
  const differs = (key: string) => all.some((p) => p.map.get(key) !== own.map.get(key));
  return own.keys
    .filter(differs)
    .map((key) => own.map.get(key)!)
    .join(' ');
}

/** The base unit and factor of an lkp metric: `.nanosecs_per_...`, `.ms.` and `_us` are times, `%` is a percentage. */
function lkpUnit(metric: string): { unit: string; factor: number } {
  if (metric.includes('%')) return { unit: '%', factor: 1 };
  if (/(?:^|[._])(?:nanosec(?:ond)?s?|nsecs?|ns)(?=[._]|$)/.test(metric)) return { unit: 's', factor: 1e-9 };
  // `vmstat.cpu.us` is the user CPU share, not microseconds: only `_us` and the spelled-out words
  if (/(?:^|[._])(?:microsec(?:ond)?s?|usecs?)(?=[._]|$)|_us(?=[._]|$)/.test(metric))
    return { unit: 's', factor: 1e-6 };
  if (/(?:^|[._])(?:millisec(?:ond)?s?|msecs?|ms)(?=[._]|$)/.test(metric)) return { unit: 's', factor: 1e-3 };
  if (/(?:^|[._])(?:seconds|secs|elapsed_time|user_time|system_time)(?=[._]|$)/.test(metric))
    return { unit: 's', factor: 1 };
  const mn = metricName(metric);
  return { unit: mn.unit, factor: 1 };
}

interface Cell {
  value: number;
  percent: boolean;
  /** End column of the number (exclusive). */
  end: number;
  spread?: number;
}

/** The numbers of a row with their `± s%` spreads; undefined when a word is neither. */
function rowCells(t: string, upTo: number): Cell[] | undefined {
  const cells: Cell[] = [];
  let pendingSpread = false;
  for (const m of t.slice(0, upTo).matchAll(/\S+/g)) {
    const w = m[0];
    if (w.startsWith('±')) {
      const rest = w.slice(1);
      if (rest === '') {
        pendingSpread = true;
        continue;
      }
      const p = parseNumber(rest);
      if (!p?.percent || !cells.length) return undefined;
      cells[cells.length - 1]!.spread = p.value;
      continue;
    }
    const n = parseNumber(w);
    if (!n || n.ratio) return undefined;
    if (pendingSpread) {
      if (!n.percent || !cells.length) return undefined;
      cells[cells.length - 1]!.spread = n.value;
      pendingSpread = false;
      continue;
    }
    cells.push({ value: n.value, percent: n.percent === true, end: m.index + w.length });
  }
  return pendingSpread ? undefined : cells;
}

/** Values per column from a row's cells: by count when it is unambiguous, else by position under the rule. */
function columnValues(
  cells: Cell[],
  groups: { start: number; end: number }[],
  shift: number,
): (Cell | undefined)[] | undefined {
  const n = groups.length;
  const out: (Cell | undefined)[] = new Array<Cell | undefined>(n).fill(undefined);
  // every change printed: value change value ...; no change printed (2019 layout): value value ...
  if (cells.length === 2 * n - 1 && cells.every((c, j) => j % 2 === 1 || !c.percent))
    return cells.filter((_, j) => j % 2 === 0);
  if (cells.length === n && cells.every((c) => !c.percent)) return cells;
  // some changes blank: a change sits in the left half of its column, the value at the right
  for (const c of cells) {
    const at = c.end - 1 - shift;
    let g = groups.findIndex((x) => at < x.end);
    if (g < 0) g = n - 1;
    const mid = (groups[g]!.start + groups[g]!.end) / 2;
    const isChange = g > 0 && (c.percent || at < mid);
    if (isChange) continue;
    if (c.percent || out[g]) return undefined;
    out[g] = c;
  }
  return out;
}

/** One row: values per column and the metric (the last word); undefined when the line is not a row. */
/** The 2016 layout's `2459656 +-  0%` as `±`, in as many characters (the cells are placed by column). */
const plusMinus = (t: string): string => (t.includes('+-') ? t.replace(/(?<=\s)\+-(?=\s*\d[\d.]*%)/g, '± ') : t);

function readRow(
  line: string,
  groups: { start: number; end: number }[],
): { metric: string; cells: (Cell | undefined)[] } | undefined {
  const t = plusMinus(line);
  const m = /\s(\S+)\s*$/.exec(t);
  if (!m || !/^\s*[-+\d.]/.test(t)) return undefined;
  const metric = m[1]!;
  if (parseNumber(metric) !== undefined || metric.startsWith('±')) return undefined;
  const cells = rowCells(t, m.index);
  if (!cells?.length) return undefined;
  // the metric starts two columns after the rule: a dedented section of the table is shifted back
  const shift = m.index + 1 - (groups[groups.length - 1]!.end + 2);
  const values = columnValues(cells, groups, shift);
  return values && values.some((v) => v !== undefined) ? { metric, cells: values } : undefined;
}

/** The header line for a block that starts at line i: i itself, or the header below the preamble starting at i. */
function headerAt(lines: Lines, i: number): number | undefined {
  const t = lines.at(i);
  if (SEPARATOR.test(t) || PARAM_KEYS.test(t) || COMMITS.test(t)) {
    for (let k = i + 1; k < lines.count && k <= i + PREAMBLE; k++) {
      if (isHeader(lines, k)) return preambleStart(lines, k) === i ? k : undefined;
      if (!isPreamble(lines.at(k))) return undefined;
    }
    return undefined;
  }
  return /^\s*\S+\s+\S/.test(t) && (isHeader(lines, i) || isHandHeader(lines, i)) ? i : undefined;
}

function toRow(r: { metric: string; cells: (Cell | undefined)[] }, prefix: string, line: number): TableRow {
  const u = lkpUnit(r.metric);
  const values = r.cells.map((c) => (c === undefined ? undefined : finiteNumber(c.value * u.factor)));
  const row: TableRow = { name: prefix ? `${prefix} ${r.metric}` : r.metric, values, unit: u.unit, line };
  // `± 3%` is relative: the spread in the value's own unit
  if (r.cells.some((c) => c?.spread !== undefined))
    row.stddev = r.cells.map((c, j) =>
      c?.spread === undefined ? undefined : finiteNumber((Math.abs(values[j]!) * c.spread) / 100),
    );
  return row;
}

/** A change cell of a comparison row: a signed percentage (`-16.5%`, `+4.3e+16%`). */
const CHANGE_CELL = /^[-+]\d[\d.]*(?:e[-+]?\d+)?%$/i;
/** A spread after a value: `± 13%`, `±13%`, `~ 1%`, `~85%` (2013 layout). */
const SPREAD_MARK = /^[±~]/;
/** What a row compares: an lkp metric (`proc-vmstat.thp_fault_alloc`, `TOTAL ebizzy.throughput`) or a test path. */
const ROW_METRIC = /^(?:TOTAL\s+)?[A-Za-z][\w-]*(?:[.:/][\w.:%/+-]+)+$/;

/** The longest line read as a row: five commits with spreads and a long metric fit in far less. */
const MAX_ROW = 1000;

interface BareRow {
  metric: string;
  values: number[];
  spreads: (number | undefined)[];
}

/**
 * A row of lkp's comparison, read by its shape alone (quoted in a reply without its header, or continued after
 * the replier's own words): `value [± s%]` then `change value [± s%]` per further commit, then the metric.
 */
function bareRow(line: string): BareRow | undefined {
  // a row opens with its first value (maybe after `...`) and is a line, not a 16 MB paste on one line
  if (line.length > MAX_ROW || !/^\s*(?:\.{3}\s+)?[-+]?\d/.test(line)) return undefined;
  const words = plusMinus(line)
    .trim()
    .replace(/^\.{3}\s+/, '')
    .split(/\s+/);
  const values: number[] = [];
  const spreads: (number | undefined)[] = [];
  // what the last cell was: a value (a spread or a change may follow), or a change (a value must follow)
  let after: 'start' | 'value' | 'change' = 'start';
  let k = 0;
  for (; k < words.length; k++) {
    const w = words[k]!;
    if (after === 'value' && SPREAD_MARK.test(w) && spreads[spreads.length - 1] === undefined) {
      const p = parseNumber(w.length > 1 ? w.slice(1) : (words[++k] ?? ''));
      if (!p?.percent) return undefined;
      spreads[spreads.length - 1] = p.value;
      continue;
    }
    if (after === 'value' && CHANGE_CELL.test(w)) {
      after = 'change';
      continue;
    }
    const n = parseNumber(w);
    // a value; after a value, another one is the next commit's with its change left blank (2019 layout)
    if (!n || n.percent || n.ratio) break;
    values.push(n.value);
    spreads.push(undefined);
    after = 'value';
  }
  const metric = words.slice(k).join(' ');
  return after === 'value' && values.length >= 2 && ROW_METRIC.test(metric) ? { metric, values, spreads } : undefined;
}

/**
 * The commits a header-less row compares: those of the nearest lkp table above with as many columns (the rows
 * go on after the replier's words), else the mail's `commit:` line after its parent (`base`), else base/patched.
 */
function bareColumns(lines: Lines, i: number, n: number, ctx: ParseContext): string[] {
  // the commits' names over a rule right above the rows (the 2013 layout has no %stddev line)
  const own = namesOverRule(lines, i - 1, n);
  if (own) return own;
  const marks = headerMarks(lines);
  for (let s = lastBelow(marks.stddev, i); s >= 0; s--) {
    const columns = tableColumnsAt(lines, marks, marks.stddev[s]!, ctx);
    if (columns?.length === n) return columns.slice();
  }
  // the names over another rule of the mail: the nearest above, else (rows quoted before the table they come
  // from: `1) no big performance changes`, the full table further down) the nearest below; only a short rule
  // (`----  ----`) may name them
  const rules = marks.shortRules;
  const split = lastBelow(rules, i) + 1;
  for (let r = split - 1; r >= 0; r--) {
    const named = namesOverRule(lines, rules[r]!, n);
    if (named) return named;
  }
  for (let r = split; r < rules.length; r++) {
    if (rules[r] === i) continue;
    const named = namesOverRule(lines, rules[r]!, n);
    if (named) return named;
  }
  const commits = marks.commits
    .filter((k) => k < i)
    .map((k) => /^\s*commit:\s+([0-9a-f]{10,40})\b/.exec(lines.at(k))?.[1])
    .filter((c): c is string => c !== undefined);
  if (n === 2 && commits.length) return ['base', commits[commits.length - 1]!.slice(0, 10)];
  return n === 2 ? ['base', 'patched'] : ['base', ...Array.from({ length: n - 1 }, (_, j) => `patched ${j + 1}`)];
}

interface Marks {
  stddev: number[];
  /** The `----  ----` rules (two groups of dashes at least), in order. */
  shortRules: number[];
  commits: number[];
  /** The columns of the lkp table over each `%stddev` line, once read (null: none there). */
  columnsAt: Map<number, string[] | null>;
}

const marksCache = new WeakMap<Lines, Marks>();

/** The lines of the document a header-less row may take its columns from, found once per document. */
function headerMarks(lines: Lines): Marks {
  let m = marksCache.get(lines);
  if (!m)
    marksCache.set(
      lines,
      (m = {
        stddev: linesWithOnce(lines, '%stddev'),
        shortRules: linesWith(lines, '---').filter((k) => k >= 1 && SHORT_RULE.test(lines.at(k))),
        commits: linesWith(lines, 'commit:'),
        columnsAt: new Map(),
      }),
    );
  return m;
}

/** The columns of the lkp table whose `%stddev` line is k, if one stands there: read once per document. */
function tableColumnsAt(lines: Lines, marks: Marks, k: number, ctx: ParseContext): string[] | undefined {
  const known = marks.columnsAt.get(k);
  if (known !== undefined) return known ?? undefined;
  let columns: string[] | undefined;
  if (k >= 2 && STDDEV_HEAD.test(lines.at(k))) {
    const h = headerOver(lines, k);
    const above = h === undefined ? undefined : parseLkp(lines, h, ctx);
    if (above?.data.type === 'table') columns = above.data.columns;
  }
  marks.columnsAt.set(k, columns ?? null);
  return columns;
}

/** The names over a `----  ----` rule at line r that stands over rows of `n` commits (`v3.13-rc3  eabb1f8...`). */
function namesOverRule(lines: Lines, r: number, n: number): string[] | undefined {
  const rule = lines.get(r);
  if (rule === undefined || r < 1 || !SHORT_RULE.test(rule) || ruleGroups(rule).length !== n) return undefined;
  if (bareRow(lines.get(r + 1) ?? '')?.values.length !== n) return undefined;
  return headerNames(lines.at(r - 1), n);
}

/** Rows of lkp's comparison with no header above them: read by their shape, named by `bareColumns`. */
function parseBareRows(lines: Lines, i: number, ctx: ParseContext): Parsed | undefined {
  const first = bareRow(lines.at(i));
  if (!first) return undefined;
  const n = first.values.length;
  const rows: TableRow[] = [];
  let end = i;
  for (let k = i; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') {
      const next = lines.get(k + 1);
      if (next !== undefined && bareRow(next)?.values.length === n) continue;
      break;
    }
    const r = bareRow(t);
    if (!r || r.values.length !== n) break;
    const u = lkpUnit(r.metric);
    const values = r.values.map((v) => finiteNumber(v * u.factor));
    const row: TableRow = { name: r.metric, values, unit: u.unit, line: k + 1 };
    if (r.spreads.some((s) => s !== undefined))
      row.stddev = r.spreads.map((s, j) =>
        s === undefined ? undefined : finiteNumber((Math.abs(values[j]!) * s) / 100),
      );
    rows.push(row);
    end = k + 1;
  }
  return {
    kind: 'results-table',
    end,
    data: { type: 'table', columns: bareColumns(lines, i, n, ctx), rows },
    title: 'comparison rows (lkp layout, no header)',
    evidence: [
      {
        decision: 'header',
        rule: 'rows of values, changes and a metric last, with no header above them',
        says: 'none',
        weight: 0.7,
      },
    ],
    confidence: 0.7,
  };
}

export const parseLkp: Parser = (lines, i, ctx) => {
  if (lines.command[i]) return undefined;
  const h = headerAt(lines, i);
  if (h === undefined) return parseBareRows(lines, i, ctx);
  const stddev = stddevLine(lines, h);
  const hand = stddev === undefined;
  const rule = ruleGroups(lines.at(h + 1));
  const words = (!hand && headerNames(lines.at(h), rule.length)) || lines.at(h).trim().split(/\s+/);
  const groups = rule.filter((_, j) => !hand || !CHANGE_WORD.test(words[j]!));
  const header = hand ? words.filter((w) => !CHANGE_WORD.test(w)) : words;
  const listed = commitList(lines, h);
  const columns = listed.length === groups.length ? listed : header;
  const doc = docInfo(lines);
  const own = paramsAbove(lines, h);
  const prefix = qualifier(own, doc.params);
  const rows: TableRow[] = [];
  let k = stddev === undefined ? h + 2 : stddev + 1;
  if (k < lines.count && MARKER.test(lines.at(k))) k++;
  let end = k;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') {
      // the table goes on after a blank line when the next line is another row
      if (k + 1 < lines.count && readRow(lines.at(k + 1), groups)) continue;
      break;
    }
    const r = readRow(t, groups);
    if (!r) {
      // a row this reader cannot place (a cell missing in two columns) is left out, not a reason to stop
      if (/^\s*[-+\d.]/.test(t) && /\s[a-zA-Z]\S*\s*$/.test(t)) continue;
      break;
    }
    rows.push(toRow(r, prefix, k + 1));
    end = k + 1;
  }
  if (!rows.length) return undefined;
  // quoted deeper than the mail's own lkp tables: the earlier message's results, read but not counted
  if (quoteDepth(lines, h + 2) > doc.minDepth)
    return {
      kind: 'prose',
      end,
      data: { type: 'prose', lines: end - i },
      title: 'lkp-robot comparison quoted from an earlier message',
    };
  const data: ConfigTable = { type: 'table', columns, rows };
  const governor = own?.map.get('cpufreq_governor') ?? doc.governor;
  const tunables: Record<string, string> = {};
  if (governor) tunables[TUNABLES.cpufreq_governor!] = governor;
  for (const [key, name] of Object.entries(TUNABLES))
    if (key !== 'cpufreq_governor' && own?.map.has(key)) tunables[name] = own.map.get(key)!;
  if (Object.keys(tunables).length) data.tunables = tunables;
  const title = hand ? 'comparison (lkp layout)' : 'lkp-robot comparison';
  return { kind: 'results-table', end, data, title: prefix ? `${title}: ${prefix}` : title };
};

/** Starts at the `=====` line, job parameters, the commit list or a header of two or more words. */
export const lkpReader: Reader = {
  name: 'lkp',
  start: /^\s*(?:={20}|[\w.-]+\/|commits?:\s*$|\S+\s+\S)/,
  read: parseLkp,
};
