/**
 * The author's own claims checked against the author's own numbers: a ratio or percentage stated against a
 * named run (`Gain over default interleave: 2.64x`) is matched to the same runs' values in the text's tables,
 * and a finding is written where no reading of the claim agrees with them beyond its stated precision
 * ("the text says 2.64x; its table gives 412.5 / 113.04 = 3.65x"). A claim whose runs or metric cannot be
 * matched, or whose run it is about cannot be told, is left alone.
 */
import type { Analysis, Claim, Finding, Measurement } from '../model';
import { isDataBlock } from '../model';
import { formatValue } from '../text/numbers';
import { REFERENCE_WORDS } from '../vocabulary/runs';

export interface ClaimCheck {
  claim: Claim;
  verdict: 'agrees' | 'disagrees' | 'unmatched';
  /** For a disagreeing claim: the pair its reading comes closest with. */
  closest?: { m: Measurement; base: Measurement; said: string; of: number };
}

const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9.%/]+|(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
const has = (hay: string, needle: string) => norm(needle).trim() !== '' && norm(hay).includes(norm(needle));

/** `has` of texts already normalized. */
const holds = (hay: string, needle: string) => needle.trim() !== '' && hay.includes(needle);

/** The config a claim names as its reference: the one equal to it, else the only one containing it or contained in it. */
function referenceOf(a: Analysis, against: string): string | undefined {
  // a paste may hold thousands of claims against the same few names, and thousands of runs
  const x = indexOf(a);
  if (x.references.has(against)) return x.references.get(against);
  const n = norm(against);
  const exact = x.labels.filter((l) => l.n === n);
  const near = exact.length === 1 ? exact : x.labels.filter((l) => holds(l.n, n) || holds(n, l.n));
  const found =
    near.length === 1
      ? near[0]!.label
      : // `vs base`, `over baseline` with no run of that name: the run the analysis compares with
        !near.length && REFERENCE.test(against.trim())
        ? a.baseline
        : undefined;
  x.references.set(against, found);
  return found;
}
const REFERENCE = new RegExp(`^(?:the\\s+)?(?:${REFERENCE_WORDS.join('|')})$`, 'i');

/** The measurements by config, metric, line and block, built once per analysis: a paste may hold thousands of claims. */
interface Index {
  byConfig: Map<string, Measurement[]>;
  byMetric: Map<string, Measurement[]>;
  byLine: Map<number, Measurement[]>;
  byBlock: Map<number, Measurement[]>;
  /** The configs' labels, each with its normalized form. */
  labels: { label: string; n: string }[];
  /** The reference each name claims are made against was found to mean. */
  references: Map<string, string | undefined>;
  /** A config's metrics, once each in the order first measured, with the normalized core of each name (none: no topic word). */
  namesOf: Map<string, { metric: string; core?: string }[]>;
  /** Each config's place among the analysis's configs (a thread's mbox has thousands of configs and claims). */
  order: Map<string, number>;
}
const indexes = new WeakMap<Analysis, Index>();
function indexOf(a: Analysis): Index {
  let x = indexes.get(a);
  if (x) return x;
  x = {
    byConfig: new Map(),
    byMetric: new Map(),
    byLine: new Map(),
    byBlock: new Map(),
    labels: a.configs.map((c) => ({ label: c.label, n: norm(c.label) })),
    order: new Map(a.configs.map((c, i) => [c.label, i])),
    references: new Map(),
    namesOf: new Map(),
  };
  const add = <K>(map: Map<K, Measurement[]>, key: K, m: Measurement) => {
    const list = map.get(key);
    if (list) list.push(m);
    else map.set(key, [m]);
  };
  for (const m of a.measurements) {
    add(x.byConfig, m.config, m);
    add(x.byMetric, m.metric, m);
    add(x.byLine, m.line, m);
    add(x.byBlock, m.block, m);
  }
  indexes.set(a, x);
  return x;
}

/** Words too common to tie a claim to a table. */
const COMMON = new Set(
  'the a an of in on for to and or with by is are was be this that it its as at over vs than from per gain gains improvement regression performance result results total overall summary test tests'.split(
    ' ',
  ),
);
const topicWords = (s: string) =>
  norm(s)
    .trim()
    .split(' ')
    .filter((w) => w.length >= 2 && /[a-z]/.test(w) && !COMMON.has(w));

/** `User Time (Optimal load -j 24)` is named on a line as `User Time`. */
const metricCore = (metric: string) =>
  metric
    .replace(/^.*:\s+/, '')
    .replace(/\([^)]{0,80}\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The metrics of a config, each once, with its core normalized where it has a topic word: once per config, not per claim. */
function metricNames(a: Analysis, config: string): { metric: string; core?: string }[] {
  const x = indexOf(a);
  let names = x.namesOf.get(config);
  if (names) return names;
  const seen = new Set<string>();
  names = [];
  for (const m of x.byConfig.get(config) ?? []) {
    if (seen.has(m.metric)) continue;
    seen.add(m.metric);
    const core = metricCore(m.metric);
    names.push({ metric: m.metric, core: topicWords(core).length > 0 ? norm(core) : undefined });
  }
  x.namesOf.set(config, names);
  return names;
}

/** The metrics a claim may be about: named on its line, else of the table it sits in or under, else of a table its words name. */
function metricsOf(a: Analysis, c: Claim, reference: string): string[] {
  const ofRef = indexOf(a).byConfig.get(reference) ?? [];
  const text = norm(c.text);
  const named = metricNames(a, reference).filter((x) => x.core !== undefined && holds(text, x.core));
  if (named.length) return named.map((x) => x.metric);
  const here = a.blocks[c.block];
  const prev = a.blocks[c.block - 1];
  const local =
    here && isDataBlock(here)
      ? c.block
      : prev && isDataBlock(prev) && c.line - prev.endLine <= 3 && here?.source === prev.source
        ? c.block - 1
        : -1;
  const inBlock = ofRef.filter((m) => m.block === local);
  if (inBlock.length) return [...new Set(inBlock.map((m) => m.metric))];
  // what the line is about: its label (`MLC (W2) :`, `3) XSBench :`) and the claim's own clause
  const label = /^[^:]{1,40}:/.exec(c.text)?.[0] ?? '';
  const words = topicWords(`${label} ${c.about.split(/[.;]\s/).pop() ?? ''}`);
  if (!words.length) return [];
  const topical = ofRef.filter((m) => {
    const of = new Set(topicWords(`${m.metric} ${a.blocks[m.block]?.title ?? ''}`));
    return words.some((w) => of.has(w));
  });
  return [...new Set(topical.map((m) => m.metric))];
}

/** How far a stated number may be from the numbers and still agree: its last written digit (rounded or cut), 1% more, and loose when `~`. */
function tolerance(c: Claim): number {
  const unit = 10 ** -c.decimals;
  const t = unit + 0.01 * c.stated;
  return c.approximate ? Math.max(t, 0.1 * c.stated) : t;
}

/** The values a claim's words may mean for a ratio q = run / reference: `1.38x` is q or 1/q; `+38%` is a change either way. */
function readings(c: Claim, q: number, m: Measurement, base: Measurement): number[] {
  if (c.unit === 'x') return [q, 1 / q];
  const out = [Math.abs(q - 1) * 100, Math.abs(1 / q - 1) * 100];
  // a percentage of a percentage may be its points
  if (/%/.test(`${m.metric} ${m.unit}`)) out.push(Math.abs(m.value - base.value));
  return out;
}

interface Pair {
  m: Measurement;
  base: Measurement;
  q: number;
  gap: number;
  /** The claim agrees with this pair within its precision and that of the values. */
  within: boolean;
}

/** A difference smaller than this share of the change is no disagreement worth a finding (a script's own rounding). */
const MATERIAL = 0.1;

/**
 * The label of a table row: a pipe row's first cell (`| 96 | 4.42 | 4.45 |`), else its text up to the first
 * gap of two spaces or a tab (`Pass 1          36.00`).
 */
const rowLabel = (text: string) =>
  /^\s*\|[^|]*\|/.exec(text)?.[0] ?? /^\s*[A-Za-z|].*?(?=\s{2,}|\t|$)/.exec(text)?.[0] ?? '';

/** A number written on a line, after the row's label, that is a value (in any power-of-ten or power-of-two unit): where it stands and how precisely it is written, as a share of it. */
function writtenAs(text: string, value: number, from = 0): { at: number; precision: number } | undefined {
  if (!value) return undefined;
  for (const w of writtenNumbers(text)) {
    if (w.at < from) continue;
    const r = Math.abs(value / w.n);
    const tens = Math.log10(r);
    const twos = Math.log2(r) / 10;
    if (Math.abs(tens - Math.round(tens)) < 1e-6 || Math.abs(twos - Math.round(twos)) < 1e-6)
      return { at: w.at, precision: w.precision };
  }
  return undefined;
}

/** A number written on a line after its row's label (not 0): where, its value, and half its last digit's unit over it. */
interface WrittenNumber {
  at: number;
  n: number;
  precision: number;
}

/** The last line's numbers: a claim's line is asked for one value after another. */
let lastWritten: { text: string; numbers: WrittenNumber[] } | undefined;

/** The numbers a line writes after its row's label, in order: read once per line asked in a row. */
function writtenNumbers(text: string): WrittenNumber[] {
  if (lastWritten?.text === text) return lastWritten.numbers;
  const label = rowLabel(text).length;
  const numbers: WrittenNumber[] = [];
  for (const t of text.slice(label).matchAll(/(?<![\d.±])(\d[\d,]*(?:\.(\d+))?)(?:e([+-]?\d+))?(?![\d.]*\s?%)/gi)) {
    const n = Number(t[1]!.replace(/,/g, '')) * 10 ** Number(t[3] ?? 0);
    if (!n) continue;
    numbers.push({ at: label + t.index, n, precision: (0.5 * 10 ** (Number(t[3] ?? 0) - (t[2]?.length ?? 0))) / n });
  }
  lastWritten = { text, numbers };
  return numbers;
}

/**
 * How precisely a value is written on a line, as a share of it (`0.21` is +-0.005/0.21): the written number
 * it is (in any power-of-ten or power-of-two unit) after the row's label, or undefined when none is.
 */
export function writtenPrecision(text: string, value: number): number | undefined {
  return writtenAs(text, value)?.precision;
}

/**
 * The values of a row in the order they are written on the line, each found once from the left
 * (`35979244 ~ 0%  -48.4%  18560785`), or undefined when one is not found there.
 */
function writtenOrder(text: string, row: Measurement[]): { m: Measurement; at: number }[] | undefined {
  const out: { m: Measurement; at: number }[] = [];
  const taken = new Set<number>();
  for (const m of row) {
    let w = writtenAs(text, m.value);
    while (w && taken.has(w.at)) w = writtenAs(text, m.value, w.at + 1);
    if (!w) return undefined;
    taken.add(w.at);
    out.push({ m, at: w.at });
  }
  return out.sort((x, y) => x.at - y.at);
}

/** Where a claim's number stands on its line: after the words before it. */
const claimAt = (c: Claim) => (c.about ? c.text.indexOf(c.about) + c.about.length : 0);

/**
 * Every (run, metric) pair a claim may be about, with how far its closest reading is from the claim; `pool`: the
 * measurements of the metrics it takes, in order (a row's change column is of one run's value on its line, not of
 * every value of the metric in a long paste); their references are still any of the metrics'.
 */
function pairsOf(
  a: Analysis,
  c: Claim,
  reference: string,
  metrics: string[],
  pool?: Measurement[],
): Map<string, Pair[]> {
  const bySubject = new Map<string, Pair[]>();
  const wanted = new Set(metrics);
  const byMetric = indexOf(a).byMetric;
  const candidates = pool ?? [...wanted].flatMap((metric) => byMetric.get(metric) ?? []);
  const refs = pool
    ? [...wanted].flatMap((metric) => referenceValues(a, metric, reference))
    : candidates.filter((m) => m.config === reference && m.value !== 0);
  for (const m of candidates) {
    if (m.config === reference || !wanted.has(m.metric)) continue;
    const base =
      refs.find((r) => r.metric === m.metric && r.block === m.block) ?? refs.find((r) => r.metric === m.metric);
    if (!base || m.value === 0 || Math.sign(m.value) !== Math.sign(base.value)) continue;
    const q = m.value / base.value;
    const read = readings(c, q, m, base);
    const closest = read.reduce((x, y) => (Math.abs(y - c.stated) < Math.abs(x - c.stated) ? y : x));
    const gap = Math.abs(closest - c.stated);
    // the values' own rounding, where they are written on the claim's line
    const e =
      (m.line === c.line ? (writtenPrecision(c.text, m.value) ?? 0) : 0) +
      (base.line === c.line ? (writtenPrecision(c.text, base.value) ?? 0) : 0);
    const slack = Math.max(q, 1 / q) * e * (c.unit === '%' ? 100 : 1);
    const within = gap <= tolerance(c) + slack || gap <= MATERIAL * Math.max(c.stated, Math.abs(closest));
    const list = bySubject.get(m.config) ?? [];
    list.push({ m, base, q, gap, within });
    bySubject.set(m.config, list);
  }
  return bySubject;
}

const referenceIndexes = new WeakMap<Analysis, Map<string, Map<string, Measurement[]>>>();

/** A run's values of a metric that are not 0, in order: indexed per metric the first time it is asked. */
function referenceValues(a: Analysis, metric: string, run: string): Measurement[] {
  let byMetric = referenceIndexes.get(a);
  if (!byMetric) referenceIndexes.set(a, (byMetric = new Map<string, Map<string, Measurement[]>>()));
  let byRun = byMetric.get(metric);
  if (!byRun) {
    byMetric.set(metric, (byRun = new Map<string, Measurement[]>()));
    for (const m of indexOf(a).byMetric.get(metric) ?? []) {
      if (m.value === 0) continue;
      const list = byRun.get(m.config);
      if (list) list.push(m);
      else byRun.set(m.config, [m]);
    }
  }
  return byRun.get(run) ?? [];
}

interface Pending {
  claim: Claim;
  reference: string;
  /** Which run the claim is of is a guess (a column among several): it may agree, it cannot disagree. */
  lenient?: boolean;
  subjects: Map<string, Pair[]>;
  named?: string;
}

const agreeing = (p: Pending) => [...p.subjects].filter(([, pairs]) => pairs.some((x) => x.within)).map(([s]) => s);

/** Claims on neighbouring lines of one block that name no run are about one run: the one some of them fit alone. */
function groupSubjects(pending: Pending[]): Map<Pending, string> {
  const out = new Map<Pending, string>();
  // only claims whose own words name nothing (`Gain over DRAM only: 1.38x`); a row's claim (`| numa (1a) | 0.681ms (-21% vs base)`) is its row's
  const open = pending.filter((p) => !p.named && p.subjects.size > 1 && !topicWords(clauseOf(p.claim)).length);
  let group: Pending[] = [];
  const close = () => {
    // the run a claim is against is not the run the group is about (`Gain over DRAM only` is not DRAM only's gain)
    const against = new Set(group.map((p) => p.reference));
    const unique = new Set(
      group
        .map(agreeing)
        .filter((s) => s.length === 1 && !against.has(s[0]!))
        .map((s) => s[0]!),
    );
    if (unique.size === 1) for (const p of group) if (p.subjects.has([...unique][0]!)) out.set(p, [...unique][0]!);
    group = [];
  };
  for (const p of open) {
    const last = group[group.length - 1];
    if (last && (last.claim.block !== p.claim.block || p.claim.line - last.claim.line > 3)) close();
    group.push(p);
  }
  close();
  return out;
}

const percent = (q: number) => `${q >= 1 ? '+' : ''}${((q - 1) * 100).toFixed(1)}%`;

/** The comparison-column claims of each claim's line, in the line's order. */
function columnCells(claims: Claim[]): Map<Claim, Claim[]> {
  const byLine = new Map<string, Claim[]>();
  for (const c of claims)
    if (c.against === undefined) {
      const key = `${c.block}:${c.line}`;
      byLine.set(key, [...(byLine.get(key) ?? []), c]);
    }
  const out = new Map<Claim, Claim[]>();
  for (const list of byLine.values()) for (const c of list) out.set(c, list);
  return out;
}

/** Each config's first measurement, in the analysis' config order. */
function firstPerConfig(a: Analysis, ms: Measurement[]): Measurement[] {
  const order = indexOf(a).order;
  const seen = new Set<string>();
  return ms
    .filter((m) => !seen.has(m.config) && seen.add(m.config))
    .sort((x, y) => (order.get(x.config) ?? 0) - (order.get(y.config) ?? 0));
}

/**
 * The row a change cell is of, and the cells of that row: the line's one metric, or, where a line holds
 * several metrics side by side each with its changes (`| 01 || 249.82 | 253.07 | +1% || 4.00 | 3.95 | -1% |`),
 * the group of values the cell follows. Groups must each be written together; otherwise none is told.
 */
function rowOf(
  a: Analysis,
  claim: Claim,
  onLine: Measurement[],
  cells: Claim[],
): { row: Measurement[]; written?: { m: Measurement; at: number }[]; cells: Claim[] } | undefined {
  const metrics = [...new Set(onLine.map((m) => m.metric))];
  if (metrics.length === 1) {
    const row = firstPerConfig(a, onLine);
    return { row, written: writtenOrder(claim.text, row), cells };
  }
  const written = writtenOrder(
    claim.text,
    metrics.flatMap((metric) =>
      firstPerConfig(
        a,
        onLine.filter((m) => m.metric === metric),
      ),
    ),
  );
  if (!written) return undefined;
  // the groups as written: a metric whose values are not side by side leaves the line untold
  const groups: { m: Measurement; at: number }[][] = [];
  for (const w of written) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.m.metric === w.m.metric) last.push(w);
    else if (groups.some((g) => g[0]!.m.metric === w.m.metric)) return undefined;
    else groups.push([w]);
  }
  // the last group that starts before a cell
  const groupAt = (at: number) => groups.reduce((k, g, i) => (g[0]!.at < at ? i : k), -1);
  const k = groupAt(claimAt(claim));
  if (k < 0) return undefined;
  const group = groups[k]!;
  return { row: group.map((w) => w.m), written: group, cells: cells.filter((c) => groupAt(claimAt(c)) === k) };
}

/**
 * A change in a comparison column, matched to its row: the line must hold one metric of several runs, and
 * one change per run after the first (`a  b  (+28.55%)`, lkp's `a  +20.2%  b`), or one per run with the
 * first run's change 0 (mmtests' `a ( 0.00%)  b ( -2.15%)`). Any other row is left alone.
 */
function columnPending(a: Analysis, claim: Claim, lineCells: Claim[]): Pending | undefined {
  const source = a.blocks[claim.block]?.source;
  const onLine = (indexOf(a).byLine.get(claim.line) ?? []).filter((m) => a.blocks[m.block]?.source === source);
  if (!onLine.length) return undefined;
  // every value compared must be written on the line, after its label (not `1` of `Pass 1`)
  if (onLine.some((m) => writtenPrecision(claim.text, m.value) === undefined)) return undefined;
  const found = rowOf(a, claim, onLine, lineCells);
  if (!found || found.row.length < 2) return undefined;
  const { row, written, cells } = found;
  // the runs as the line writes them, left to right, where each value is found once
  const runs = (written?.map((w) => w.m) ?? row).map((m) => m.config);
  const index = cells.indexOf(claim);
  // a lone 0 first is the reference's own cell, whatever follows it on a wrapped line
  if (index === 0 && claim.stated <= tolerance(claim)) return undefined;
  // the run whose change a cell is: after the run before it (lkp's `a  +20.2%  b`) or after its own (mmtests')
  let of: number | undefined;
  if (cells.length === runs.length - 1) of = index + 1;
  else if (cells.length === runs.length) {
    // the first run's own change, 0, says which run each cell is of; a cell that is not 0 there is no change column
    const first = cells[0];
    if (!first || first.stated > tolerance(first)) return undefined;
    if (index === 0) return undefined;
    of = index;
  }
  if (of === undefined) return undefined;
  const subject = runs[of];
  if (subject === undefined) return undefined;
  const reference = runs[0]!;
  // with more than two runs the cells' order is a guess (a row wrapped, a column left empty), unless the line
  // shows it: every change of the row stands between the values of the runs around it
  const lenient = runs.length > 2 && !(written && cellsPlaced(cells, written, cells.length === runs.length));
  // the row's own values, both of them, not the same metric elsewhere in the paste (a row whose label the table
  // used twice kept its first row's value for the reference)
  const metric = row[0]!.metric;
  const pool = (indexOf(a).byLine.get(claim.line) ?? []).filter((m) => m.metric === metric && m.config === subject);
  const subjects = pairsOf(a, claim, reference, [metric], pool);
  const own = (subjects.get(subject) ?? []).filter((x) => x.m.line === claim.line && x.base.line === claim.line);
  if (!own.length) return undefined;
  subjects.set(subject, own);
  return { claim, reference, subjects, named: subject, lenient };
}

/**
 * Whether every change cell of a row stands where its run says: lkp's `a  +20.2%  b  -3.1%  c` (a cell
 * between the value before it and its run's) or, with the reference's own 0 first, mmtests'
 * `a ( 0.00%)  b ( -2.15%)  c ( 1.20%)` (a cell after its run's value, before the next).
 */
function cellsPlaced(cells: Claim[], written: { at: number }[], ownFirst: boolean): boolean {
  // either way cell i stands after value i and before value i + 1; only mmtests' last cell has no value after it
  return cells.every((c, i) => {
    const at = claimAt(c);
    const next = written[i + 1];
    const own = written[i];
    return own !== undefined && at > own.at && (next === undefined ? ownFirst : at < next.at);
  });
}

/** A claim's own words before its number: not the clause of another claim on its line. */
const clauseOf = (c: Claim) => c.about.split(/[.;]\s|[+-]?\d{1,12}(?:\.\d{1,6})?\s?[%x×]/).pop() ?? '';

/** Each claim of the analysis, matched to its runs' numbers where they can be told. */
export function checkClaims(a: Analysis): ClaimCheck[] {
  const pending: Pending[] = [];
  const unmatched: ClaimCheck[] = [];
  const cells = columnCells(a.claims ?? []);
  for (const claim of a.claims ?? []) {
    if (claim.against === undefined) {
      const p = columnPending(a, claim, cells.get(claim)!);
      if (p) pending.push(p);
      else unmatched.push({ claim, verdict: 'unmatched' });
      continue;
    }
    const reference = referenceOf(a, claim.against);
    const metrics = reference === undefined ? [] : metricsOf(a, claim, reference);
    const subjects = reference === undefined ? new Map<string, Pair[]>() : pairsOf(a, claim, reference, metrics);
    // the run the claim is about, when its own clause names one (not the clause of another claim on its line)
    const clause = clauseOf(claim);
    // a claim inside one run's block (`Dave:` over kernbench's lines, each `( + 2 % vs base)`) is that run's
    const own = new Set((indexOf(a).byBlock.get(claim.block) ?? []).map((m) => m.config));
    const inBlock =
      own.size === 1 && isDataBlock(a.blocks[claim.block]!) ? [...own].filter((s) => subjects.has(s)) : [];
    const named = inBlock.length ? inBlock : [...subjects.keys()].filter((s) => has(clause, s));
    // a table row's claim is its row's: a row whose label is no run of the analysis is left alone
    const row = /^\|\s{0,8}([^|]{1,80}?)\s{0,8}\|/.exec(claim.text)?.[1];
    if (row !== undefined && !named.length) subjects.clear();
    if (named.length === 1) for (const s of [...subjects.keys()]) if (s !== named[0]) subjects.delete(s);
    if (reference === undefined || !subjects.size) unmatched.push({ claim, verdict: 'unmatched' });
    else pending.push({ claim, reference, subjects, named: named.length === 1 ? named[0] : undefined });
  }
  const grouped = groupSubjects(pending);
  const checked = pending.map((p): ClaimCheck => {
    const subject = p.named ?? grouped.get(p) ?? (p.subjects.size === 1 ? [...p.subjects.keys()][0] : undefined);
    if (subject === undefined) return { claim: p.claim, verdict: agreeing(p).length ? 'agrees' : 'unmatched' };
    const pairs = p.subjects.get(subject) ?? [];
    if (pairs.some((x) => x.within)) return { claim: p.claim, verdict: 'agrees' };
    if (p.lenient) return { claim: p.claim, verdict: 'unmatched' };
    const best = pairs.reduce((x, y) => (y.gap < x.gap ? y : x));
    const said =
      p.claim.unit === 'x'
        ? `${formatValue(best.m.value)} / ${formatValue(best.base.value)} = ${(best.q >= 1 || 1 / best.q < p.claim.stated / 2 ? best.q : 1 / best.q).toFixed(2)}x`
        : `${formatValue(best.m.value)} against ${formatValue(best.base.value)}, ${percent(best.q)}`;
    return { claim: p.claim, verdict: 'disagrees', closest: { m: best.m, base: best.base, said, of: pairs.length } };
  });
  forgetIndexes(a);
  return [...unmatched, ...checked].sort((x, y) => x.claim.line - y.claim.line);
}

/**
 * The indexes of the measurements made for one check of the claims, dropped after it: kept with the analysis,
 * they were 8 MB of a 10 MB paste's live heap while its report was written.
 */
function forgetIndexes(a: Analysis): void {
  indexes.delete(a);
  referenceIndexes.delete(a);
}

/** A finding per stated claim its own numbers do not bear out. */
export function claimFindings(a: Analysis): Finding[] {
  return checkClaims(a).flatMap((k) => {
    if (k.verdict !== 'disagrees' || !k.closest) return [];
    const { claim: c, closest } = k;
    const sign = c.unit === '%' && c.sign ? (c.sign === 'up' ? '+' : '-') : '';
    const stated = `${c.approximate ? '~' : ''}${sign}${c.stated}${c.unit === 'x' ? 'x' : '%'}`;
    const refs = [
      { block: c.block, line: c.line },
      { block: closest.m.block, line: closest.m.line },
      { block: closest.base.block, line: closest.base.line },
    ].filter((r, i, all) => all.findIndex((x) => x.block === r.block && x.line === r.line) === i);
    return [
      {
        severity: 'warning' as const,
        code: 'claim-mismatch',
        message:
          closest.of === 1
            ? `The text says ${stated} over ${closest.base.config} (line ${c.line}); its numbers for ${closest.m.config} give ${closest.said} (${closest.m.metric}, line ${closest.m.line}).`
            : `The text says ${stated} over ${closest.base.config} (line ${c.line}); none of the ${closest.of} measures of ${closest.m.config} it may be about gives that, the closest being ${closest.said} (${closest.m.metric}, line ${closest.m.line}).`,
        configs: [closest.m.config, closest.base.config],
        lines: [...new Set(refs.map((r) => r.line))].sort((x, y) => x - y),
        refs: refs.sort((x, y) => x.line - y.line),
      },
    ];
  });
}
