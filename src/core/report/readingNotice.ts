/** What a correction changed, in words, for the notice the dashboard shows when the new reading arrives (types only: the webview bundles it). */
import type { ReadingView } from './readingView';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How the runs changed: `3 runs -> 2`, or which were named anew; undefined when they are the same. */
function runsChange(before: ReadingView, after: ReadingView): string | undefined {
  const was = Object.keys(before.runs);
  const now = Object.keys(after.runs);
  if (was.length !== now.length) return `${plural(was.length, 'run')} -> ${now.length}`;
  const gone = was.filter((r) => !now.includes(r));
  const added = now.filter((r) => !was.includes(r));
  if (gone.length) return `${gone.map((r) => `"${r}"`).join(', ')} -> ${added.map((r) => `"${r}"`).join(', ')}`;
  return undefined;
}

const sum = (v: ReadingView, of: (b: ReadingView['blocks'][number]) => number) =>
  v.blocks.reduce((n, b) => n + of(b), 0);

/**
 * What a correction changed, for the notice the dashboard shows when the new reading arrives: the runs
 * (`3 runs -> 2`, or which were named anew), the blocks (a block split or lines read on their own), the
 * measures, the values read without a unit; else that the runs are the same.
 */
export function changeSummary(before: ReadingView, after: ReadingView): string {
  const said = [
    runsChange(before, after),
    before.blocks.length !== after.blocks.length &&
      `${plural(before.blocks.length, 'block')} -> ${after.blocks.length}`,
  ].filter((x): x is string => !!x);
  const measures = [sum(before, (b) => b.measureCount), sum(after, (b) => b.measureCount)] as const;
  if (!said.length && measures[0] !== measures[1]) said.push(`${plural(measures[0], 'measure')} -> ${measures[1]}`);
  const unitless = [sum(before, (b) => b.unitless), sum(after, (b) => b.unitless)] as const;
  if (unitless[0] !== unitless[1]) said.push(`${plural(unitless[0], 'value')} without a unit -> ${unitless[1]}`);
  if (said.length) return said.join(', ');
  return `the same ${plural(Object.keys(after.runs).length, 'run')}`;
}

/** The notice after a correction: `Corrected: runs in rows (3 runs -> 2)`, or why it did not apply. */
export function correctedNotice(text: string, before: ReadingView, after: ReadingView): string {
  const outcome = [...after.hints].reverse().find((x) => x.text === text);
  if (outcome && !outcome.applied) return `Not applied: ${text}: ${outcome.note}`;
  return `Corrected: ${text} (${changeSummary(before, after)})`;
}
