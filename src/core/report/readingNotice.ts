/** What a correction changed, in words, for the notice the dashboard shows when the new reading arrives (types only: the webview bundles it). */
import type { ReadingView } from './readingView';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What a correction changed, for the notice the dashboard shows when the new reading arrives: the runs
 * (`3 runs -> 2`, or which were named anew), else the blocks' readings; `what` is the correction in words.
 */
export function changeSummary(before: ReadingView, after: ReadingView): string {
  const was = Object.keys(before.runs);
  const now = Object.keys(after.runs);
  if (was.length !== now.length) return `${plural(was.length, 'run')} -> ${now.length}`;
  const gone = was.filter((r) => !now.includes(r));
  const added = now.filter((r) => !was.includes(r));
  if (gone.length) return `${gone.map((r) => `"${r}"`).join(', ')} -> ${added.map((r) => `"${r}"`).join(', ')}`;
  const measures = (v: ReadingView) => v.blocks.reduce((n, b) => n + b.measureCount, 0);
  if (measures(before) !== measures(after))
    return `${plural(measures(before), 'measure')} -> ${measures(after)}, the same ${plural(now.length, 'run')}`;
  return `the same ${plural(now.length, 'run')}`;
}

/** The notice after a correction: `Corrected: runs in rows (3 runs -> 2)`, or why it did not apply. */
export function correctedNotice(text: string, before: ReadingView, after: ReadingView): string {
  const outcome = [...after.hints].reverse().find((x) => x.text === text);
  if (outcome && !outcome.applied) return `Not applied: ${text}: ${outcome.note}`;
  return `Corrected: ${text} (${changeSummary(before, after)})`;
}
