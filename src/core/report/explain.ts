/**
 * `tierscope analyze --explain`: per block, how it was read and why: the reader that took it, each decision
 * about its structure with the rules that spoke for and against, the runs its values went to and the pass
 * that named them, and the confidence. The least sure blocks come first: they are the ones to check.
 */
import type { Analysis, Block, Evidence } from '../model';
import { describeHint } from '../hints/format';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Blocks that hold data, the least sure first (then in document order). */
export function blocksByConfidence(a: Analysis): { block: Block; index: number }[] {
  return a.blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.reading !== undefined)
    .sort((x, y) => x.block.reading!.confidence - y.block.reading!.confidence || x.index - y.index);
}

/** Confidence under this is shown as low: check the block. */
export const LOW_CONFIDENCE = 0.6;

function evidenceLine(e: Evidence, decided: string): string {
  return `${e.says !== decided ? 'against: ' : ''}${e.rule} -> ${e.says} (${pct(e.weight)})`;
}

/**
 * A block's evidence as lines a user reads, one decision after another (`orientation:` then its rules, the
 * deciding one first, `against:` before a rule that pointed the other way); the runs one line per pass and
 * reason, with the runs it gave (`its own columns -> r1, r2, r3`).
 */
export function evidenceLines(b: Block): { decision: string; lines: string[] }[] {
  const r = b.reading;
  if (!r) return [];
  return [...new Set(r.evidence.map((e) => e.decision))].map((decision) => {
    const said = r.evidence.filter((e) => e.decision === decision);
    if (decision !== 'run') return { decision, lines: said.map((e) => evidenceLine(e, said[0]!.says)) };
    const byRule = new Map<string, string[]>();
    for (const e of said) byRule.set(e.rule, [...(byRule.get(e.rule) ?? []), e.says]);
    return { decision, lines: [...byRule].map(([rule, runs]) => `${rule} -> ${runs.join(', ')}`) };
  });
}

function blockLines(b: Block): string[] {
  const r = b.reading!;
  const where = `${b.source ? `${b.source}:` : ''}${b.startLine}-${b.endLine}`;
  return [
    `  ${where}  ${b.kind}${b.title ? `  "${b.title}"` : ''}  read by ${r.reader}, confidence ${pct(r.confidence)}${r.confidence < LOW_CONFIDENCE ? '  LOW: check it' : ''}`,
    `    key ${b.key ?? '-'}${r.corrected ? `  corrected: ${r.corrected.join('; ')}` : ''}`,
    ...evidenceLines(b).flatMap(({ decision, lines }) => [`    ${decision}:`, ...lines.map((l) => `      ${l}`)]),
  ];
}

/** The reading hints given, each applied (and where) or not (and why). */
function hintLines(a: Analysis): string[] {
  if (!a.hints) return [];
  return [
    'Your corrections (reading hints)',
    '-'.repeat(32),
    ...a.hints.map((o) => `  ${o.applied ? 'applied' : 'NOT applied'}: ${describeHint(o.hint)}: ${o.note}`),
    '',
  ];
}

/** The explanation as lines of text. */
export function explainLines(a: Analysis): string[] {
  const shown = blocksByConfidence(a);
  const low = shown.filter(({ block }) => block.reading!.confidence < LOW_CONFIDENCE).length;
  return [
    ...hintLines(a),
    'How each block was read (least sure first)',
    '-'.repeat(42),
    `  ${shown.length} block${shown.length === 1 ? '' : 's'} read${low ? `, ${low} with low confidence` : ''}`,
    ...shown.flatMap(({ block }) => ['', ...blockLines(block)]),
  ];
}
