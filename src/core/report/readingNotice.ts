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
 * (`3 runs -> 2`, or which were named anew) and the blocks (a block split, lines read on their own); else the
 * measures; else the values read without a unit; else that the runs are the same.
 */
export function changeSummary(before: ReadingView, after: ReadingView): string {
  const said = [
    runsChange(before, after),
    before.blocks.length !== after.blocks.length &&
      `${plural(before.blocks.length, 'block')} -> ${after.blocks.length}`,
  ].filter((x): x is string => !!x);
  if (said.length) return said.join(', ');
  const measures = [sum(before, (b) => b.measureCount), sum(after, (b) => b.measureCount)] as const;
  if (measures[0] !== measures[1]) return `${plural(measures[0], 'measure')} -> ${measures[1]}`;
  // the same measures, some given a unit
  const unitless = [sum(before, (b) => b.unitless), sum(after, (b) => b.unitless)] as const;
  if (unitless[0] !== unitless[1]) return `${plural(unitless[0], 'value')} without a unit -> ${unitless[1]}`;
  return `the same ${plural(Object.keys(after.runs).length, 'run')}`;
}

/**
 * The notice after a correction: `Corrected: runs in rows (3 runs -> 2)`, or why it did not apply; `unkept`, for
 * a correction the host may refuse (lines that hold nothing to read), is why, when no outcome of it came back.
 */
export function correctedNotice(text: string, before: ReadingView, after: ReadingView, unkept?: string): string {
  const outcome = [...after.hints].reverse().find((x) => x.text === text);
  if (!outcome && unkept) return unkept;
  if (outcome && !outcome.applied) return `Not applied: ${text}: ${outcome.note}`;
  return `Corrected: ${text} (${changeSummary(before, after)})`;
}
