/**
 * Section lines: those a `section-runs` correction names (src/core/hints), lines that begin alike (`on Windows 11`
 * / `on Linux`, `Running on a m5a.large`), and those runs/captions.ts finds over a run name used twice. Each begins
 * a section, up to the next; every block a reader read lies under the last such line above it, or under none.
 */
import type { Segmented } from '../reading/segment';
import { lastBelow } from '../math/bisect';

/** A section line as its name: its heading marks, bold and end colon dropped (`## on Linux:` -> `on Linux`). */
export function sectionName(t: string): string {
  const s = t
    .replace(/^#+\s*/, '')
    .replace(/\*\*/g, '')
    .trim();
  return s.endsWith(':') ? s.slice(0, -1).trimEnd() : s;
}

/** Whether line `t` begins with `at` as whole words: `on` begins `on Linux`, not `only`. */
const begins = (t: string, at: string) => t.startsWith(at) && !(/\w$/.test(at) && /^\w/.test(t.slice(at.length)));

/** For each block (same index as seg.blocks), the section line starting `at` it lies under, as a name. */
export function blockSections(seg: Segmented, at: string): (string | undefined)[] {
  const starts: number[] = [];
  for (let k = 0; k < seg.lines.count; k++) if (begins(seg.lines.at(k).trim(), at)) starts.push(k);
  return seg.blocks.map((_, b) => {
    const from = seg.naming[b]?.from;
    if (from === undefined) return undefined;
    // the last section line above the block's first
    const k = lastBelow(starts, from);
    return k < 0 ? undefined : sectionName(seg.lines.at(starts[k]!).trim()) || undefined;
  });
}
