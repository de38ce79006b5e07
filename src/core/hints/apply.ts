/**
 * The user's corrections applied to an analysis in the making. Structure hints (header rows, the runs' axis or
 * column) go to the reader (segment's StructureHints); the rest are applied here, after the runs are named
 * and before anything is compared: a block's run named, a block ignored, a run renamed (into another: merged),
 * a run's tunables set, the baseline chosen. Every hint has an outcome: applied, or why not.
 */
import type { Block, Config, Measurement } from '../model';
import { canonicalTunable, tunableValue } from '../knowledge/tunables';
import { metricName } from '../text/units';
import { DEFAULT_RUN } from '../vocabulary/runs';
import {
  alikeKey,
  describeHint,
  isBlockHint,
  SEGMENT_KINDS,
  STRUCTURE_KINDS,
  type BlockHint,
  type Hint,
  type HintOutcome,
} from './format';

/**
 * The structure hints and those that part the text (read-lines, split) by the key of the block or lines they
 * correct, for the segmenter and the reader; those for every block like their own also by the blocks' first
 * line (`alike:<line>`), which the reader asks when a block has none of its own.
 */
export function structureHints(hints: readonly Hint[]): Map<string, BlockHint[]> {
  const out = new Map<string, BlockHint[]>();
  const add = (k: string, h: BlockHint) => out.set(k, [...(out.get(k) ?? []), h]);
  for (const h of hints)
    if (isBlockHint(h) && (STRUCTURE_KINDS.has(h.kind) || SEGMENT_KINDS.has(h.kind))) {
      add(h.block.key, h);
      if (h.block.alike && h.block.first) add(alikeKey(h.block.first), h);
    }
  return out;
}

/** What the runs have become so far: the blocks, the runs by name in order, the measurements. */
export interface Hinted {
  blocks: Block[];
  configs: Map<string, Config>;
  measurements: Measurement[];
  /** Outcomes of the structure hints by block key (from the reader): followed, or why not. */
  read: ReadonlyMap<string, true | string>;
  /** The caption each block lies under (the label above it, else its heading), when a hint asks for them. */
  captions?: readonly (string | undefined)[];
  /** For each section-runs hint's `at`, the section line each block lies under (runs/sectionLines.ts). */
  sections?: ReadonlyMap<string, readonly (string | undefined)[]>;
  /** Outcomes of the hints that part the text (read-lines, split), by `<kind>:<key>`, from the segmenter. */
  stated?: ReadonlyMap<string, Omit<HintOutcome, 'hint'>>;
  /** The line of the user's text a block's line number points at, as written (for blocks found again by their lines). */
  sourceLine?: (block: Block, line: number) => string | undefined;
}

/**
 * The block a saved correction names when no block has its key any more because the reading changed, not the text:
 * the one block lying within the lines it names whose first line, as written, still holds the first line it saved
 * (a later version reads those lines into another block, or cleans them otherwise). Undefined when none, or several.
 */
function foundAgain(x: Hinted, h: BlockHint): number | undefined {
  const range = /^(\d+)-(\d+)$/.exec(h.block.lines ?? '');
  const first = h.block.first?.trim();
  if (!range || !first || !x.sourceLine) return undefined;
  const [from, to] = [Number(range[1]), Number(range[2])];
  const found: number[] = [];
  x.blocks.forEach((b, n) => {
    if (b.kind === 'prose' || b.startLine < from || b.endLine > to) return;
    if (x.sourceLine!(b, b.startLine)?.includes(first)) found.push(n);
  });
  return found.length === 1 ? found[0] : undefined;
}

const where = (b: Block) => `${b.source ? `${b.source}:` : ''}lines ${b.startLine}-${b.endLine}`;

function gone(h: BlockHint): string {
  const was = [h.block.lines && `lines ${h.block.lines}`, h.block.first && `"${h.block.first.slice(0, 60)}"`]
    .filter(Boolean)
    .join(': ');
  return `no block of the text has this content now${was ? ` (it was ${was})` : ''}`;
}

/** Mark a block as corrected: the correction joins its evidence, and it is now as sure as the user is. */
function corrected(b: Block, h: Hint, decision: string, says: string): void {
  if (!b.reading) return;
  // a copy: readings may be shared (the one of every result stated in prose)
  b.reading = {
    ...b.reading,
    corrected: [...(b.reading.corrected ?? []), describeHint(h)],
    evidence: [...b.reading.evidence, { decision, rule: `your correction: ${describeHint(h)}`, says, weight: 1 }],
    confidence: 1,
  };
}

/** Runs left without a measurement by a correction are dropped (those that never had one, a setup's, stay). */
function dropEmptied(x: Hinted, before: ReadonlySet<string>): void {
  const measured = new Set(x.measurements.map((m) => m.config));
  for (const label of before) if (!measured.has(label)) x.configs.delete(label);
}

type Done = Omit<HintOutcome, 'hint'>;

function nameRun(x: Hinted, h: Extract<Hint, { kind: 'run-name' }>, b: number): Done {
  const block = x.blocks[b]!;
  const runs = new Set(x.measurements.filter((m) => m.block === b).map((m) => m.config));
  if (runs.size === 0) return { applied: false, note: `${where(block)} gives no measurement to name` };
  if (runs.size > 1)
    return {
      applied: false,
      note: `${where(block)} holds ${runs.size} runs (${[...runs].join(', ')}): rename them instead`,
    };
  const before = new Set(x.measurements.map((m) => m.config));
  for (const m of x.measurements) if (m.block === b) m.config = h.name;
  if (!x.configs.has(h.name)) x.configs.set(h.name, { label: h.name, tunables: {} });
  block.config = h.name;
  dropEmptied(x, before);
  corrected(block, h, 'run', h.name);
  return { applied: true, note: `${where(block)}: ${[...runs][0]} -> ${h.name}` };
}

/**
 * The whole block is one run: what it read as several runs (a table's measure columns, `avg trial s | hint
 * faults`) are measures of that run, their names joined to each measure's. Undefined when it gives nothing.
 */
function asOneRun(x: Hinted, h: Hint, b: number, name: string): string[] | undefined {
  const runs = new Set(x.measurements.filter((m) => m.block === b).map((m) => m.config));
  if (runs.size === 0) return undefined;
  for (const m of x.measurements)
    if (m.block === b) {
      if (runs.size > 1) m.metric = `${m.metric} ${m.config}`;
      m.config = name;
    }
  if (!x.configs.has(name)) x.configs.set(name, { label: name, tunables: {} });
  x.blocks[b]!.config = name;
  corrected(x.blocks[b]!, h, 'run', name);
  return [...runs];
}

function oneRun(x: Hinted, h: Extract<Hint, { kind: 'one-run' }>, b: number): Done {
  const before = new Set(x.measurements.map((m) => m.config));
  const runs = asOneRun(x, h, b, h.name);
  if (!runs) return { applied: false, note: `${where(x.blocks[b]!)} gives no measurement to name` };
  dropEmptied(x, before);
  return { applied: true, note: `${where(x.blocks[b]!)}: ${runs.join(', ')} -> one run ${h.name}` };
}

/**
 * Whether the user named the block's runs as they read its lines (values pointed at, one run per line): a
 * section's or a caption's name does not make them one run.
 */
const runsNamedByUser = (b: Block) =>
  b.reading?.reader === 'your correction' && ['values', 'run-lines'].includes(b.reading.evidence[0]?.says ?? '');

/** Each block that holds values and lies under a caption is one run, named by it (the blocks of one caption: one run). */
function runsByCaption(x: Hinted, h: Hint): Done {
  const before = new Set(x.measurements.map((m) => m.config));
  const named = new Set<string>();
  x.blocks.forEach((block, b) => {
    const caption = x.captions?.[b];
    if (caption && !runsNamedByUser(block) && asOneRun(x, h, b, caption)) named.add(caption);
  });
  if (named.size === 0) return { applied: false, note: 'no block that holds values lies under a caption' };
  dropEmptied(x, before);
  return { applied: true, note: `runs ${[...named].join(', ')}` };
}

/**
 * Each block under a section line (`on Linux`) has its runs qualified by it (`on Linux NUMA enabled`; a run
 * nothing named, the default, is the section's), or, `as: name`, is the section's one run (its blocks are that
 * run's repetitions; what told a block's runs apart joins the measures' names; lines whose runs the user named,
 * values pointed at, keep them). A qualified run keeps the tunables and description of the run it was.
 */
function sectionRuns(x: Hinted, h: Extract<Hint, { kind: 'section-runs' }>): Done {
  const sections = x.sections?.get(h.at) ?? [];
  const before = new Set(x.measurements.map((m) => m.config));
  const named = new Set<string>();
  x.blocks.forEach((block, b) => {
    const section = sections[b];
    if (!section) return;
    if (h.as === 'name') {
      if (!runsNamedByUser(block) && asOneRun(x, h, b, section)) named.add(section);
      return;
    }
    const was = new Map<string, string>();
    for (const m of x.measurements)
      if (m.block === b) {
        // a run named within its section already (runs/captions.ts tells repeated names apart so) stays as it is
        const within = m.config === section || m.config.startsWith(`${section} `);
        const run =
          was.get(m.config) ?? (within ? m.config : m.config === DEFAULT_RUN ? section : `${section} ${m.config}`);
        was.set(m.config, run);
        m.config = run;
      }
    for (const [from, to] of was) {
      const c = x.configs.get(from);
      if (!x.configs.has(to))
        x.configs.set(to, { ...(c ?? { tunables: {} }), label: to, tunables: { ...c?.tunables } });
      named.add(to);
    }
    if (block.config && was.has(block.config)) block.config = was.get(block.config);
    if (was.size) corrected(block, h, 'run', [...was.values()].join(', '));
  });
  if (named.size === 0)
    return { applied: false, note: `no block that holds values lies under a line starting "${h.at}"` };
  dropEmptied(x, before);
  return { applied: true, note: `runs ${[...named].join(', ')}` };
}

/** A tunable as the registry names it (`transparent_hugepage.enabled` -> `mm.transparent_hugepage.enabled`), its value as it holds it. */
function setTunables(c: Config, set: Record<string, string>): void {
  for (const [name, raw] of Object.entries(set)) {
    const key = canonicalTunable(name) ?? name;
    c.tunables[key] = tunableValue(key, raw);
  }
}

/**
 * A caption that names a series of blocks (`unpatched -tip:` over five perf stat outputs): this block and those
 * after it, up to the block of the next such hint, are run `name`. Blocks that name several runs of their own
 * (a table's columns) keep them.
 */
function runFrom(x: Hinted, h: Extract<Hint, { kind: 'run-from' }>, b: number, until: number): Done {
  const before = new Set(x.measurements.map((m) => m.config));
  const named: number[] = [];
  for (let k = b; k < until; k++) {
    const runs = new Set(x.measurements.filter((m) => m.block === k).map((m) => m.config));
    if (runs.size !== 1) continue;
    for (const m of x.measurements) if (m.block === k) m.config = h.name;
    x.blocks[k]!.config = h.name;
    corrected(x.blocks[k]!, h, 'run', h.name);
    named.push(k);
  }
  if (named.length === 0)
    return { applied: false, note: `no block from ${where(x.blocks[b]!)} on gives one run to name` };
  if (!x.configs.has(h.name)) x.configs.set(h.name, { label: h.name, tunables: {} });
  dropEmptied(x, before);
  const last = x.blocks[named[named.length - 1]!]!;
  return {
    applied: true,
    note: `${named.length} block${named.length === 1 ? '' : 's'}, lines ${x.blocks[named[0]!]!.startLine}-${last.endLine}: ${h.name}`,
  };
}

/** The measurements `out` names are left out, in place; how many. */
function leaveOut(x: Hinted, out: (m: Measurement) => boolean): number {
  let n = 0;
  for (const m of x.measurements) if (!out(m)) x.measurements[n++] = m;
  const dropped = x.measurements.length - n;
  x.measurements.length = n;
  return dropped;
}

function ignore(x: Hinted, h: Hint, b: number): Done {
  const before = new Set(x.measurements.map((m) => m.config));
  const dropped = leaveOut(x, (m) => m.block === b);
  dropEmptied(x, before);
  corrected(x.blocks[b]!, h, 'hint', 'ignored');
  return { applied: true, note: `${where(x.blocks[b]!)}: ${dropped} measurement${dropped === 1 ? '' : 's'} left out` };
}

/**
 * The runs of `names` take their new names, all at once (two may swap); a name another run keeps, or two runs
 * take, merges them where the first of them stood, the first's description and tunables winning.
 */
function relabel(x: Hinted, names: ReadonlyMap<string, string>): void {
  const entries = [...x.configs].map(([k, c]): [string, Config] => {
    const to = names.get(k);
    return to === undefined ? [k, c] : [to, { ...c, label: to }];
  });
  // the map keeps its order: a renamed run stays where it was, unless it joins one that came before
  x.configs.clear();
  for (const [k, c] of entries)
    if (!x.configs.has(k)) x.configs.set(k, c);
    else {
      const have = x.configs.get(k)!;
      have.description ??= c.description;
      have.kernel ??= c.kernel;
      have.tunables = { ...c.tunables, ...have.tunables };
    }
  for (const m of x.measurements) m.config = names.get(m.config) ?? m.config;
  for (const b of x.blocks) if (b.config !== undefined) b.config = names.get(b.config) ?? b.config;
}

function rename(x: Hinted, h: Extract<Hint, { kind: 'rename' }>): string | undefined {
  if (!x.configs.has(h.from)) return undefined;
  if (h.from === h.to) return 'the same name';
  const into = x.configs.has(h.to);
  relabel(x, new Map([[h.from, h.to]]));
  return into ? `merged into "${h.to}"` : `now "${h.to}"`;
}

/**
 * Several runs named at once (`run-names`): those the text has take their names together; those it has not are
 * said. Not applied when it has none of them.
 */
function runNames(x: Hinted, h: Extract<Hint, { kind: 'run-names' }>): Done {
  const names = new Map(Object.entries(h.names).filter(([from]) => x.configs.has(from)));
  const missing = Object.keys(h.names).filter((from) => !names.has(from));
  const quoted = (xs: string[]) => xs.map((c) => `"${c}"`).join(', ');
  if (names.size === 0) return { applied: false, note: `no run ${quoted(missing)}` };
  const before = x.configs.size;
  relabel(x, names);
  const merged = before - x.configs.size;
  return {
    applied: true,
    note: `${names.size} run${names.size === 1 ? '' : 's'} named${merged ? `, ${merged} merged into another` : ''}${missing.length ? `; no run ${quoted(missing)}` : ''}`,
  };
}

/** A run that is none (a computed column, a spec row, a repetition's number): its measurements are left out. */
function notARun(x: Hinted, h: Extract<Hint, { kind: 'not-a-run' }>): string | undefined {
  if (!x.configs.has(h.config)) return undefined;
  const dropped = leaveOut(x, (m) => m.config === h.config);
  x.configs.delete(h.config);
  for (const b of x.blocks) if (b.config === h.config) delete b.config;
  return `${dropped} measurement${dropped === 1 ? '' : 's'} left out`;
}

/**
 * The runs are these (those of a text that read a spec table, a latency matrix and ratio columns as runs
 * besides its own): every other run is none, its measurements left out. Those of the list it does not have are
 * said; undefined when it has none of them.
 */
function onlyRuns(x: Hinted, h: Extract<Hint, { kind: 'only-runs' }>): Done {
  const keep = new Set(h.configs.filter((c) => x.configs.has(c)));
  if (keep.size === 0) return { applied: false, note: `no run of these: ${h.configs.map((c) => `"${c}"`).join(', ')}` };
  const others = [...x.configs.keys()].filter((c) => !keep.has(c));
  const dropped = leaveOut(x, (m) => !keep.has(m.config));
  for (const c of others) x.configs.delete(c);
  for (const b of x.blocks) if (b.config !== undefined && !keep.has(b.config)) delete b.config;
  const missing = h.configs.filter((c) => !keep.has(c));
  return {
    applied: true,
    note: `${others.length} other run${others.length === 1 ? '' : 's'} left out (${dropped} measurement${dropped === 1 ? '' : 's'})${missing.length ? `; no run ${missing.map((c) => `"${c}"`).join(', ')}` : ''}`,
  };
}

/**
 * The block's values in `unit`, as a footnote says (`The results are in usec`): those read without a unit take
 * it, times in seconds and sizes in bytes as the readers give them; those with a unit keep it.
 */
function setUnit(x: Hinted, h: Extract<Hint, { kind: 'unit' }>, b: number): Done {
  const { unit, factor } = metricName(`x (${h.unit})`);
  const to = unit || h.unit;
  let n = 0;
  for (const m of x.measurements)
    if (m.block === b && m.unit === '') {
      m.value *= factor;
      if (m.stddev !== undefined) m.stddev *= factor;
      if (m.samples) m.samples = m.samples.map((v) => v * factor);
      m.unit = to;
      n++;
    }
  if (n === 0) return { applied: false, note: `${where(x.blocks[b]!)} gives no value without a unit` };
  corrected(x.blocks[b]!, h, 'unit', h.unit);
  return { applied: true, note: `${where(x.blocks[b]!)}: ${n} value${n === 1 ? '' : 's'} in ${h.unit}` };
}

/**
 * The block's values are ratios to run `base`, which the text names only in a line (`Relative to: pg17.2` over
 * columns of 0.30, 1.01, ...): the base is a run, 1 in each of the block's measures, and comes first.
 */
function relativeTo(x: Hinted, h: Extract<Hint, { kind: 'relative-to' }>, b: number): Done {
  const block = x.blocks[b]!;
  const own = x.measurements.filter((m) => m.block === b);
  const has = new Set(own.filter((m) => m.config === h.base).map((m) => m.metric));
  const measures = new Map<string, Measurement>();
  for (const m of own)
    if (m.config !== h.base && !has.has(m.metric) && !measures.has(m.metric)) measures.set(m.metric, m);
  if (measures.size === 0) return { applied: false, note: `${where(block)} gives no value relative to another run` };
  for (const m of measures.values())
    x.measurements.push({ config: h.base, metric: m.metric, value: 1, unit: m.unit, block: b, line: m.line });
  if (!x.configs.has(h.base)) {
    const others = [...x.configs];
    x.configs.clear();
    x.configs.set(h.base, { label: h.base, tunables: {} });
    for (const [k, c] of others) x.configs.set(k, c);
  }
  corrected(block, h, 'baseline', h.base);
  return {
    applied: true,
    note: `${where(block)}: "${h.base}" is 1 in its ${measures.size} measure${measures.size === 1 ? '' : 's'}`,
  };
}

/** The block hints that act on a block's runs once they are named (not on how its lines are read). */
const RUN_KINDS = new Set<Hint['kind']>(['ignore', 'run-name', 'one-run', 'run-from', 'unit', 'relative-to']);

/** A block hint that acts on its block's runs, applied to block b; undefined for the hints the reader follows. */
function runHint(x: Hinted, hint: BlockHint, b: number, until: (b: number) => number): Done | undefined {
  if (hint.kind === 'ignore') return ignore(x, hint, b);
  if (hint.kind === 'run-name') return nameRun(x, hint, b);
  if (hint.kind === 'one-run') return oneRun(x, hint, b);
  if (hint.kind === 'run-from') return runFrom(x, hint, b, until(b));
  if (hint.kind === 'unit') return setUnit(x, hint, b);
  if (hint.kind === 'relative-to') return relativeTo(x, hint, b);
  return undefined;
}

/** An outcome on a block found again by its lines: said so, as the reading of those lines changed since it was saved. */
const again = (d: Done): Done => ({
  ...d,
  note: `${d.note} (found by its lines: they are read into another block since the correction was saved)`,
});

/** Apply the hints that act on blocks' runs and on runs; the outcome of every hint, in the hints' order. */
export function applyHints(x: Hinted, hints: readonly Hint[]): HintOutcome[] {
  const byKey = new Map<string, number>();
  x.blocks.forEach((b, n) => b.key !== undefined && !byKey.has(b.key) && byKey.set(b.key, n));
  // where each series a run-from hint names ends: at the next one's block
  const starts = hints
    .filter((h) => h.kind === 'run-from')
    .map((h) => byKey.get(h.block.key))
    .filter((b): b is number => b !== undefined);
  const until = (b: number) => Math.min(x.blocks.length, ...starts.filter((s) => s > b));
  const outcomes = hints.map((hint): HintOutcome => {
    if (isBlockHint(hint) && SEGMENT_KINDS.has(hint.kind))
      return { hint, ...(x.stated?.get(`${hint.kind}:${hint.block.key}`) ?? { applied: false, note: gone(hint) }) };
    if (isBlockHint(hint)) {
      const keyed = byKey.get(hint.block.key);
      const b = keyed ?? (RUN_KINDS.has(hint.kind) ? foundAgain(x, hint) : undefined);
      if (b === undefined) return { hint, applied: false, note: gone(hint) };
      const done = runHint(x, hint, b, until);
      if (done) return keyed === undefined && done.applied ? { hint, ...again(done) } : { hint, ...done };
      const read = x.read.get(hint.block.key);
      if (read !== true) return { hint, applied: false, note: read ?? `${where(x.blocks[b]!)} was not read again` };
      if (!hint.block.alike) return { hint, applied: true, note: where(x.blocks[b]!) };
      const rule = `your correction: ${describeHint(hint)}`;
      const like = x.blocks.filter((k, n) => n !== b && k.reading?.evidence.some((e) => e.rule === rule));
      return {
        hint,
        applied: true,
        note: `${where(x.blocks[b]!)}${like.length ? ` and ${like.map((k) => `${k.startLine}-${k.endLine}`).join(', ')}` : ''}`,
      };
    }
    if (hint.kind === 'rename') {
      const note = rename(x, hint);
      return note ? { hint, applied: true, note } : { hint, applied: false, note: `no run "${hint.from}"` };
    }
    if (hint.kind === 'run-names') return { hint, ...runNames(x, hint) };
    if (hint.kind === 'runs-by-caption') return { hint, ...runsByCaption(x, hint) };
    if (hint.kind === 'section-runs') return { hint, ...sectionRuns(x, hint) };
    if (hint.kind === 'not-a-run') {
      const note = notARun(x, hint);
      return note ? { hint, applied: true, note } : { hint, applied: false, note: `no run "${hint.config}"` };
    }
    if (hint.kind === 'only-runs') return { hint, ...onlyRuns(x, hint) };
    if (hint.kind === 'tunables') {
      const c = x.configs.get(hint.config);
      if (!c) return { hint, applied: false, note: `no run "${hint.config}"` };
      setTunables(c, hint.set);
      return { hint, applied: true, note: `set on "${hint.config}"` };
    }
    // the baseline is chosen by the caller, which knows the runs measured
    return x.configs.has(hint.config)
      ? { hint, applied: true, note: `"${hint.config}" is the baseline` }
      : { hint, applied: false, note: `no run "${hint.config}"` };
  });
  unnumberedRuns(x, outcomes);
  return outcomes;
}

/** The corrections that make blocks runs of their own, named by the user or by the text. */
const NAMING_KINDS: ReadonlySet<Hint['kind']> = new Set([
  'run-name',
  'one-run',
  'run-from',
  'runs-by-caption',
  'section-runs',
]);

/**
 * Once blocks are runs of their own by a correction, a measure numbered as a repeat of one run across them
 * (`eval rate #2`, runs.ts qualifyRepeats; `Recv Send #2: Throughput`, a heading met again), or named by its
 * block's title to tell it from the same measure of another table under the same run names (`Results using
 * bus=virtio: data.read-iops 64KiB randread`), is named as written where its run now has it from one block, so it
 * compares across the runs (three netperf outputs all read as run `131072`, then named one by one; two fio tables
 * whose rows were the same four runs, each named by its caption).
 */
function unnumberedRuns(x: Hinted, outcomes: readonly HintOutcome[]): void {
  const rules = new Set(
    outcomes
      .filter((o) => o.applied && NAMING_KINDS.has(o.hint.kind))
      .map((o) => `your correction: ${describeHint(o.hint)}`),
  );
  if (rules.size === 0) return;
  const named = new Set<number>();
  x.blocks.forEach((b, n) => b.reading?.evidence.some((e) => rules.has(e.rule)) && named.add(n));
  const runs = new Set(x.measurements.filter((m) => named.has(m.block)).map((m) => m.config));
  const REPEAT = /(?<!\s)\s+#\d+(?=$|:? )/;
  // the title prefix as runs.ts writes it (the title without its end colon, then `: `), after any repeat's number
  const asWritten = (m: Measurement) => {
    const unnumbered = m.metric.replace(REPEAT, '');
    const title = x.blocks[m.block]?.title?.replace(/(?<!\s)\s*:\s*$/, '');
    const prefix = title ? `${title}: ` : undefined;
    return prefix && unnumbered.startsWith(prefix) && unnumbered.length > prefix.length
      ? unnumbered.slice(prefix.length)
      : unnumbered;
  };
  const ms = x.measurements.filter((m) => runs.has(m.config));
  // by the measure as written: the blocks that give it and the qualified names it has (two: a text's own `#2`, kept)
  const seen = new Map<string, { blocks: Set<number>; names: Set<string> }>();
  const keyOf = (m: Measurement) => `${m.config}\u0000${asWritten(m)}`;
  for (const m of ms) {
    const k = seen.get(keyOf(m)) ?? { blocks: new Set(), names: new Set() };
    k.blocks.add(m.block);
    k.names.add(m.metric);
    seen.set(keyOf(m), k);
  }
  for (const m of ms) {
    const k = seen.get(keyOf(m))!;
    if (k.blocks.size === 1 && k.names.size === 1) m.metric = asWritten(m);
  }
}

/** The baseline the last applied baseline hint chose, else the first run the values were said relative to. */
export function hintedBaseline(outcomes: readonly HintOutcome[]): string | undefined {
  let chosen: string | undefined;
  for (const o of outcomes) if (o.applied && o.hint.kind === 'baseline') chosen = o.hint.config;
  for (const { applied, hint } of outcomes) if (applied && hint.kind === 'relative-to') chosen ??= hint.base;
  return chosen;
}

/** The corrections that name a block's run: the engine leaves those blocks runs. */
const RUN_HINTS: ReadonlySet<Hint['kind']> = new Set(['run-name', 'one-run', 'run-from']);

/** What the corrections say of blocks, by key, that the runs must know before they are named. */
export function userSays(hints: readonly Hint[]): Map<string, 'run' | 'ignored'> {
  const said = new Map<string, 'run' | 'ignored'>();
  for (const h of hints)
    if ('block' in h) {
      if (RUN_HINTS.has(h.kind)) said.set(h.block.key, 'run');
      else if (h.kind === 'ignore') said.set(h.block.key, 'ignored');
    }
  return said;
}
