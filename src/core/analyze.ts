/** The core entry point: documents in, an Analysis (blocks, configs, measurements, comparisons, findings) out. */
import { comparing } from './judge/compare';
import { compareLazily } from './judge/lazyComparisons';
import { deriveMetrics } from './judge/derived';
import { findings } from './judge/findings';
import type { Analysis, Block, Claim, Comparison, Config, Measurement } from './model';
import { isDataBlock } from './model';
import { buildRuns } from './runs/runs';
import { DEFAULT_RUN } from './vocabulary/runs';
import { blocksWithRuns } from './runs/evidence';
import { baselineOf } from './runs/names';
import { blockCaptions } from './runs/captions';
import { blockSections } from './runs/sectionLines';
import { finiteInPlace, finiteMeasurements } from './text/numbers';
import { segment } from './reading/segment';
import type { Hint } from './hints/format';
import { applyHints, hintedBaseline, structureHints, userSays } from './hints/apply';
import { readClaims } from './reading/prose/claims';

export interface Document {
  /** File name or 'selection'; becomes the config label of single-config blocks when several documents are given. */
  name: string;
  text: string;
}

export interface AnalyzeOptions {
  /** The run to compare against; over a baseline hint. */
  baseline?: string;
  /** The user's corrections of the reading (hints/format.ts). */
  hints?: readonly Hint[];
}

function mergeConfig(into: Map<string, Config>, c: Config): void {
  const have = into.get(c.label);
  if (!have) into.set(c.label, { ...c, tunables: { ...c.tunables } });
  else {
    have.description ??= c.description;
    have.kernel ??= c.kernel;
    Object.assign(have.tunables, c.tunables);
  }
}

/**
 * The block of one document (its blocks from `from` on) a line is in, or the last one before it: the last
 * block that starts at or above the line, or the first. Blocks in line order are searched by halves (a scan
 * per claim was claims x blocks: 7 s for a 10 MB paste).
 */
function blockAt(blocks: Block[], from: number): (line: number) => number {
  let ordered = true;
  for (let i = from + 1; i < blocks.length && ordered; i++) ordered = blocks[i - 1]!.startLine <= blocks[i]!.startLine;
  if (!ordered)
    return (line) => {
      let at = from;
      for (let i = from; i < blocks.length; i++) if (blocks[i]!.startLine <= line) at = i;
      return at;
    };
  return (line) => {
    let lo = from;
    let hi = blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (blocks[mid]!.startLine <= line) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
}

/** The configs measured (a set made from the measurements, not from a list of their million configs). */
function measuredConfigs(ms: readonly Measurement[]): Set<string> {
  const out = new Set<string>();
  for (const m of ms) out.add(m.config);
  return out;
}

/** A block's line as the user wrote it (1-based, in the document the block came from), split only when asked. */
function lineOf(docs: readonly Document[]): (block: Block, line: number) => string | undefined {
  const split = new Map<string, string[]>();
  return (block, line) => {
    const doc = docs.length > 1 ? docs.find((d) => d.name === block.source) : docs[0];
    if (!doc) return undefined;
    let lines = split.get(doc.name);
    if (!lines) split.set(doc.name, (lines = doc.text.split(/\r\n?|\n/)));
    return lines[line - 1];
  };
}

/** Analyze one or more documents as one comparison. */
export function analyzeDocuments(docs: Document[], opts: AnalyzeOptions = {}): Analysis {
  const blocks: Analysis['blocks'] = [];
  const configs = new Map<string, Config>();
  let measurements: Measurement[] = [];
  const aliases: Record<string, string> = {};
  const hints = opts.hints ?? [];
  const structure = hints.length ? structureHints(hints) : undefined;
  const read = new Map<string, true | string>();
  const stated = new Map<string, { applied: boolean; note: string }>();
  const byCaption = hints.some((h) => h.kind === 'runs-by-caption');
  const said = userSays(hints);
  const captions: (string | undefined)[] = [];
  // the sections each section-runs hint names, by its `at`: the section line over each block
  const sections = new Map(
    hints.flatMap((h) => (h.kind === 'section-runs' ? [[h.at, [] as (string | undefined)[]] as const] : [])),
  );
  const claims: Claim[] = [];
  for (const doc of docs) {
    const seg = segment(doc.text, structure);
    for (const [key, outcome] of seg.hinted) read.set(key, outcome);
    for (const [key, outcome] of seg.stated) stated.set(key, outcome);
    for (const [label, m] of seg.legend.metrics) aliases[label] = m.name;
    const runs = buildRuns(
      seg,
      docs.length > 1 ? doc.name.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '') : DEFAULT_RUN,
      said,
    );
    const offset = blocks.length;
    for (const b of blocksWithRuns(seg.blocks, runs, docs.length > 1 ? doc.name : undefined)) blocks.push(b);
    if (byCaption) captions.push(...blockCaptions(seg, runs.labels));
    for (const [at, list] of sections) list.push(...blockSections(seg, at));
    const blockOf = blockAt(blocks, offset);
    for (const c of readClaims(doc.text)) claims.push({ ...c, block: blockOf(c.line) });
    runs.configs.forEach((c) => mergeConfig(configs, c));
    // the first document's blocks are numbered as they are: its measurements are taken as they are, not copied
    // (nor their list, when they are the first: a second list of a million, grown a push at a time)
    if (!measurements.length && !offset) measurements = runs.measurements;
    else for (const m of runs.measurements) measurements.push(offset ? { ...m, block: m.block + offset } : m);
  }
  const outcomes = hints.length
    ? applyHints({ blocks, configs, measurements, read, captions, sections, stated, sourceLine: lineOf(docs) }, hints)
    : undefined;
  const list = [...configs.values()];
  const baseline = baselineOf(
    list,
    measuredConfigs(measurements),
    opts.baseline ?? (outcomes && hintedBaseline(outcomes)),
  );
  finiteInPlace(measurements);
  const derived = finiteMeasurements(
    deriveMetrics(
      measurements,
      list.map((c) => c.label),
    ),
  );
  // (no copy of a million measurements when nothing was derived); made when read, not held (judge/lazyComparisons.ts)
  const compared = comparing(derived.length ? [...measurements, ...derived] : measurements, list, baseline);
  function* comparisons(): Generator<Comparison> {
    for (const c of compared()) if (Number.isFinite(c.ratio) && (c.p === undefined || Number.isFinite(c.p))) yield c;
  }
  const a: Analysis = {
    format: 'tierscope.analysis/v1',
    sources: docs.map((d) => d.name),
    aliases,
    blocks,
    configs: list,
    measurements,
    derived,
    comparisons: [],
    findings: [],
    baseline,
    claims,
  };
  compareLazily(a, comparisons);
  if (outcomes) a.hints = outcomes;
  // findings read the blocks (the setup the texts state is among them), not the texts again
  a.findings = findings(a);
  return a;
}

/** Analyze a single document. */
export function analyze(text: string, opts: AnalyzeOptions = {}): Analysis {
  return analyzeDocuments([{ name: 'input', text }], opts);
}

/**
 * The analysis without its bulk, for handing across threads: a vmstat time series keeps its first and
 * last snapshot (`snapshots` still says how many there were). Hovers, CodeLens, the Outline and the
 * what-if proposal need no more; charts are built from the full analysis before it is slimmed.
 */
export function slimAnalysis(a: Analysis): Analysis {
  for (const b of a.blocks) {
    if (b.data.type !== 'vmstat' || b.data.snapshots < 3) continue;
    const ends = <T>(xs: T[]): T[] => [xs[0]!, xs[xs.length - 1]!];
    for (const [k, xs] of b.data.series) b.data.series.set(k, ends(xs));
    if (b.data.times) b.data.times = ends(b.data.times);
  }
  return a;
}

/** Whether anything beyond prose (and the setup it states) was recognized. */
export function recognizedAnything(a: Analysis): boolean {
  return a.blocks.some(isDataBlock);
}
