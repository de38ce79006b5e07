/** The other readings of a text (core/otherReadings.ts) as lines for a terminal: `tierscope analyze --other-readings`. */
import { readingAt, runsPhrase, type OtherReading } from '../hints/format';

/** Runs listed by name before the rest are counted. */
const RUNS_SHOWN = 8;
const runsLine = (runs: readonly string[]) => runsPhrase(runs, RUNS_SHOWN);

/**
 * Each reading numbered, where its correction acts (the block's lines, or the whole text), what it says, the
 * runs it gives and its JSON as a hints file holds it; the runs as read first, to compare with.
 */
export function otherReadingsLines(
  name: string,
  asRead: readonly string[],
  readings: readonly OtherReading[],
): string[] {
  const out = [`${name}: as read, ${runsLine(asRead)}`];
  if (!readings.length) return [...out, '  no other reading tried gives other runs'];
  out.push(
    `  ${readings.length} other reading${readings.length === 1 ? '' : 's'}; to take one, add its hint to the "hints" of ${name}.tierscope.json`,
  );
  readings.forEach((r, k) => {
    out.push(
      `  ${k + 1}. ${readingAt(r)}`,
      `     ${runsLine(r.runs)}; ${r.values} value${r.values === 1 ? '' : 's'}`,
      `     ${JSON.stringify(r.hint)}`,
    );
  });
  return out;
}
