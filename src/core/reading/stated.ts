/**
 * Lines of the text the user said how to read (`read-lines` hints, src/core/hints): found by their content
 * before the text is parted into blocks, and the lines where readers must stop because of them.
 */
import type { Lines, Reading } from '../model';
import { describeHint, type BlockHint, type ReadLinesHint } from '../hints/format';
import { linesOfKey } from '../hints/key';
import type { Parsed } from './kit/types';

/** What became of a hint the segmenter follows: applied (and where), or why not. */
export interface HintDone {
  applied: boolean;
  note: string;
}

/** Lines [from, to) (0-based) and how the user said to read them. */
export interface Stated {
  from: number;
  to: number;
  hint: ReadLinesHint;
}

export interface StatedRanges {
  /** The stated lines by their first line. */
  at: Map<number, Stated>;
  /** Where readers stop, in order: the first line of each stated range, and the end of those read on their own. */
  bounds: number[];
}

/**
 * The read-lines hints' lines as they lie now, each found by its first line and key; one that is gone, or that
 * overlaps lines stated before it, is said (in `said`, by `read-lines:<key>`) and left out.
 */
export function statedRanges(
  lines: Lines,
  hints: ReadonlyMap<string, readonly BlockHint[]>,
  said: Map<string, HintDone>,
  origin: (k: number) => number,
): StatedRanges {
  const found: Stated[] = [];
  const seen = new Set<ReadLinesHint>();
  for (const list of hints.values())
    for (const h of list) {
      if (h.kind !== 'read-lines' || seen.has(h)) continue;
      seen.add(h);
      const from = linesOfKey(lines, h.block.key, h.block.first ?? '');
      if (from === undefined) continue; // reported as gone when the hints are applied
      found.push({ from, to: from + Number(h.block.key.slice(h.block.key.lastIndexOf('-') + 1)), hint: h });
    }
  found.sort((a, b) => a.from - b.from);
  const at = new Map<number, Stated>();
  const bounds: number[] = [];
  let end = 0;
  for (const s of found) {
    const where = `lines ${origin(s.from)}-${origin(s.to - 1)}`;
    if (s.from < end) {
      said.set(`read-lines:${s.hint.block.key}`, { applied: false, note: `${where} overlap lines stated before` });
      continue;
    }
    at.set(s.from, s);
    bounds.push(s.from);
    if (s.hint.as === 'block') {
      bounds.push(s.to);
      said.set(`read-lines:${s.hint.block.key}`, { applied: true, note: `${where} read on their own` });
    }
    end = s.to;
  }
  return { at, bounds: [...new Set(bounds)].sort((a, b) => a - b) };
}

/** How stated lines were read: as the user said, as sure as the user is; the rules' own decisions after. */
export function statedReading(s: Stated, p: Parsed): Reading {
  const rule = `your correction: ${describeHint(s.hint)}`;
  return {
    reader: 'your correction',
    confidence: 1,
    corrected: [describeHint(s.hint)],
    evidence: [{ decision: 'reader', rule, says: s.hint.as, weight: 1 }, ...(p.evidence ?? [])],
  };
}
