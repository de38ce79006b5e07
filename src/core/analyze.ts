/** The core entry point: documents in, an Analysis (blocks, configs, measurements, comparisons, findings) out. */
import { compare } from './judge/compare';
import { deriveMetrics } from './judge/derived';
import { findings } from './judge/findings';
import type { Analysis, Block, Config, Evidence, Measurement } from './model';
import { isDataBlock } from './model';
import { buildRuns, type RunDecision, type Runs } from './runs/runs';
import { baselineOf } from './runs/names';
import { finiteMeasurements } from './text/numbers';
import { segment } from './reading/segment';

export interface Document {
  /** File name or 'selection'; becomes the config label of single-config blocks when several documents are given. */
  name: string;
  text: string;
}

export interface AnalyzeOptions {
  baseline?: string;
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

/** The items of `to` replaced by `from`'s, without spreading them as arguments (a million measurements overflow the stack). */
function replaceAll<T>(to: T[], from: T[]): void {
  to.length = 0;
  for (const x of from) to.push(x);
}

/**
 * A block as the analysis shows it: the reader's block, left as read, copied with what the runs add (the run it
 * belongs to, a title, the decisions that named its runs as evidence of its reading).
 */
function withRuns(bl: Block, i: number, runs: Runs, decided: RunDecision[], source: string | undefined): Block {
  const config = runs.blockConfigs.get(i);
  const title = runs.blockTitles.get(i);
  if (config === undefined && title === undefined && !decided.length && source === undefined) return bl;
  const out: Block = source === undefined ? { ...bl } : { ...bl, source };
  if (config !== undefined) out.config = config;
  if (title !== undefined) out.title = title;
  if (decided.length && bl.reading)
    out.reading = {
      ...bl.reading,
      confidence: Math.min(bl.reading.confidence, runConfidence(decided, runs)),
      evidence: [...bl.reading.evidence, ...decided.map(runEvidence)],
    };
  return out;
}

/** A block whose values fell to the default run while other blocks name theirs is the likeliest misreading. */
const DEFAULT_RUN_AMONG_NAMED = 0.45;

function runConfidence(decided: RunDecision[], runs: Runs): number {
  // the last pass that moved the block's values says where they ended
  const unnamed = decided[decided.length - 1]!.by?.startsWith('nothing names it') === true;
  return unnamed && runs.configs.length > 1 ? DEFAULT_RUN_AMONG_NAMED : 1;
}

const runEvidence = (d: RunDecision): Evidence => ({
  decision: 'run',
  rule: d.by ? `${d.pass}: ${d.by}` : d.pass,
  says:
    d.config === undefined
      ? `dropped (was ${d.from})`
      : d.from === undefined
        ? d.config
        : `${d.config} (was ${d.from})`,
  weight: 1,
});

/** Analyze one or more documents as one comparison. */
export function analyzeDocuments(docs: Document[], opts: AnalyzeOptions = {}): Analysis {
  const blocks: Analysis['blocks'] = [];
  const configs = new Map<string, Config>();
  const measurements: Measurement[] = [];
  const aliases: Record<string, string> = {};
  for (const doc of docs) {
    const seg = segment(doc.text);
    for (const [label, m] of seg.legend.metrics) aliases[label] = m.name;
    const runs = buildRuns(seg, docs.length > 1 ? doc.name.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '') : 'run');
    const offset = blocks.length;
    const decisionsOf = new Map<number, RunDecision[]>();
    for (const d of runs.decisions) {
      const list = decisionsOf.get(d.block);
      if (list) list.push(d);
      else decisionsOf.set(d.block, [d]);
    }
    seg.blocks.forEach((b, i) =>
      blocks.push(withRuns(b, i, runs, decisionsOf.get(i) ?? [], docs.length > 1 ? doc.name : undefined)),
    );
    runs.configs.forEach((c) => mergeConfig(configs, c));
    // the first document's blocks are numbered as they are: its measurements are taken as they are, not copied
    for (const m of runs.measurements) measurements.push(offset ? { ...m, block: m.block + offset } : m);
  }
  const list = [...configs.values()];
  const baseline = baselineOf(list, new Set(measurements.map((m) => m.config)), opts.baseline);
  replaceAll(measurements, finiteMeasurements(measurements));
  const derived = finiteMeasurements(
    deriveMetrics(
      measurements,
      list.map((c) => c.label),
    ),
  );
  const a: Analysis = {
    format: 'tierscope.analysis/v1',
    sources: docs.map((d) => d.name),
    aliases,
    blocks,
    configs: list,
    measurements,
    derived,
    comparisons: compare([...measurements, ...derived], list, baseline).filter(
      (c) => Number.isFinite(c.ratio) && (c.p === undefined || Number.isFinite(c.p)),
    ),
    findings: [],
    baseline,
  };
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
