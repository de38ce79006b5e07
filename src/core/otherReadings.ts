/**
 * Other readings of a text: the decisions the reading could have taken otherwise (a table's runs on its other
 * axis, a block's runs named by the line over it, a block or a run left out, every block one run named by its
 * caption), each tried as the correction that would take it and kept when the runs it gives differ from the
 * reading's. What the user sees is the outcome (the runs), not the rule: one click takes the reading whose runs
 * are the ones the text means. Each is the text analyzed again, so the caller bounds how many are tried.
 */
import { analyzeDocuments, type AnalyzeOptions, type Document } from './analyze';
import { describeHint, type BlockRef, type Hint, type OtherReading } from './hints/format';
import type { Analysis } from './model';
import { blockChoices } from './report/blockText';
import { cleanLines } from './text/clean';
import type { Lines } from './text/lines';

/**
 * Texts longer than this (characters) are not tried where a person waits on the page's own thread (the HTML
 * report); the editor tries them in its analysis worker, for a text up to a megabyte. Each other reading is the
 * text analyzed again: about 0.8 s a block for a 70 KB paste, some seconds for a megabyte.
 */
export const OTHER_READINGS_CHARS = 200_000;
export const OTHER_READINGS_CHARS_IN_WORKER = 1_000_000;

/** Why a document's other readings are not tried where a person waits for them (it is too long), or null. */
export function tooLongToTry(doc: Document, limit = OTHER_READINGS_CHARS): string | null {
  return doc.text.length > limit
    ? `${doc.name} is too long to try its other readings here (${Math.round(doc.text.length / 1024)} KB); \`tierscope analyze --other-readings\` tries them.`
    : null;
}

/**
 * The other readings of the block `key`, or of the whole text when `key` is '', where a person waits for them (the
 * editor, the dashboard, the HTML report).
 */
export function blockOtherReadings(
  doc: Document,
  hints: readonly Hint[],
  key: string,
  limit = OTHER_READINGS_CHARS,
): BlockOtherReadings {
  const note = tooLongToTry(doc, limit);
  return note ? { runs: [], others: [], note } : { ...otherReadings(doc, { hints }, { only: key || undefined }), note };
}

/** A block's other readings as a surface shows them: none, with a note, when the text is too long to try. */
export interface BlockOtherReadings {
  runs: string[];
  others: OtherReading[];
  note: string | null;
}

/** How many of the lines over a block, nearest first, are tried as its run's name; how many of its splits. */
const NAMES_TRIED = 2;
const SPLITS_TRIED = 1;
/** How many of a table's header cells are tried as the column naming the runs, or the measures. */
const COLUMNS_TRIED = 3;

/**
 * The corrections worth trying on the block `i` of `a`, the likeliest first (as measured on test/wild): the
 * choices its menus offer (report/blockText.ts), from the cleaned lines of its text.
 */
function blockCandidates(a: Analysis, i: number, lines: Lines): Hint[] {
  const b = a.blocks[i]!;
  if (!b.key) return [];
  const choices = blockChoices(lines, b.startLine, b.endLine, b.data.type === 'table');
  const block: BlockRef = { key: b.key, first: choices.first, lines: `${b.startLine}-${b.endLine}` };
  // a table's row over it names no run
  const names = choices.above
    .map((x) => x.text)
    .filter((t) => !t.includes('|'))
    .slice(0, NAMES_TRIED);
  const table = b.data.type === 'table';
  return [
    { kind: 'runs-axis', block, runs: 'rows' },
    { kind: 'runs-axis', block, runs: 'columns' },
    { kind: 'ignore', block },
    ...names.flatMap((name): Hint[] => [
      { kind: 'run-name', block, name },
      { kind: 'one-run', block, name },
    ]),
    ...choices.splits.slice(0, SPLITS_TRIED).map((x): Hint => ({ kind: 'split', block, at: x.at })),
    ...(table
      ? [
          ...[0, 2].map((rows): Hint => ({ kind: 'header-rows', block, rows })),
          ...choices.header.slice(0, COLUMNS_TRIED).map((column): Hint => ({ kind: 'runs-column', block, column })),
          ...choices.header.slice(0, COLUMNS_TRIED).map((column): Hint => ({ kind: 'label-column', block, column })),
        ]
      : []),
  ];
}

/** The runs a reading ends in, and its count of values: two readings alike in both look alike to the user. */
const outcomeOf = (a: Analysis) => `${a.configs.map((c) => c.label).join('\n')}\n#${a.measurements.length}`;

/** Runs that are all named by measured values (`0.576131`: a value column taken as the runs') are no reading. */
const VALUE = /^[-+]?\d*\.\d+$/;
const namedByValues = (a: Analysis) => a.configs.length > 0 && a.configs.every((c) => VALUE.test(c.label));

/** The blocks that hold values, in the order of the text. */
function blocksWithValues(a: Analysis): number[] {
  const has = new Set<number>();
  for (const m of a.measurements) has.add(m.block);
  return [...has].sort((x, y) => x - y);
}

/**
 * The runs of `doc` as read with `opts` (its corrections so far), and its other readings: for the block whose key is `only`
 * when given, else for every block that holds values, at most `limit` tried. A correction the reading takes no
 * differently (the same runs, as many values) is left out, and so is one whose runs an earlier one gave.
 */
export function otherReadings(
  doc: Document,
  opts: AnalyzeOptions = {},
  { only, limit = 40 }: { only?: string; limit?: number } = {},
): { runs: string[]; others: OtherReading[] } {
  const a = analyzeDocuments([doc], opts);
  const runs = a.configs.map((c) => c.label);
  const lines = cleanLines(doc.text);
  const asked = only === undefined ? -1 : a.blocks.findIndex((b) => b.key === only);
  if (only !== undefined && asked < 0) return { runs, others: [] };
  const tried: Hint[] = [];
  for (const hint of candidates(a, asked < 0 ? blocksWithValues(a) : [asked], lines, asked))
    if (tried.push(hint) >= limit) break;
  const seen = new Set([outcomeOf(a)]);
  const others: OtherReading[] = [];
  for (const hint of tried) {
    const b = analyzeDocuments([doc], { ...opts, hints: [...(opts.hints ?? []), hint] });
    const outcome = outcomeOf(b);
    if (seen.has(outcome) || namedByValues(b)) continue;
    seen.add(outcome);
    others.push({
      hint,
      says: describeHint(hint),
      runs: b.configs.map((c) => c.label),
      values: b.measurements.length,
    });
  }
  return { runs, others };
}

/** The corrections to try, in order: the whole text's runs by caption, each block's, the runs left out. */
function* candidates(a: Analysis, blocks: number[], lines: Lines, asked: number): Generator<Hint> {
  yield { kind: 'runs-by-caption' };
  for (const i of blocks) yield* blockCandidates(a, i, lines);
  for (const config of runsOf(a, asked)) yield { kind: 'not-a-run', config };
}

/** The runs a correction could leave out: the block's `asked` (an index, -1 for none), else all of them. */
function runsOf(a: Analysis, asked: number): string[] {
  if (asked < 0) return a.configs.map((c) => c.label);
  return [...new Set(a.measurements.filter((m) => m.block === asked).map((m) => m.config))];
}
