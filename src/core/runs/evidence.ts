/** What the runs add to the blocks as the analysis shows them: the run of a block, a title, and the run evidence. */
import type { Block, Evidence } from '../model';
import type { RunDecision, Runs } from './runs';

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

/**
 * A block whose values fell to the default run while other blocks name theirs is the likeliest misreading; so is
 * one that fell to it and was then set aside as context of the named runs.
 */
const DEFAULT_RUN_AMONG_NAMED = 0.45;

function runConfidence(decided: RunDecision[], runs: Runs): number {
  const fellToDefault = (d: RunDecision) => d.by?.startsWith('nothing names it') === true;
  // the last pass that moved the block's values says where they ended
  const last = decided[decided.length - 1]!;
  const unnamed = fellToDefault(last) || (last.config === undefined && decided.some(fellToDefault));
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

/** The reader's blocks, each copied with what the runs add (left as read where they add nothing). */
export function blocksWithRuns(blocks: readonly Block[], runs: Runs, source: string | undefined): Block[] {
  const decisionsOf = new Map<number, RunDecision[]>();
  for (const d of runs.decisions) {
    const list = decisionsOf.get(d.block);
    if (list) list.push(d);
    else decisionsOf.set(d.block, [d]);
  }
  return blocks.map((b, i) => withRuns(b, i, runs, decisionsOf.get(i) ?? [], source));
}
