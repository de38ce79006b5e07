/**
 * What a correction offers from the text around a block: the lines above it (a run's name is often the
 * caption there), for a table the cells of its header line (the column that names the runs is one of them),
 * and how the lines inside it begin where a second output starts (where a split hint cuts it).
 * Built with the view model, where the texts are (the webview does not read text).
 */
import { trimEndOf } from '../text/marks';
import type { Lines } from '../text/lines';
import { withoutComparisons, isRuleLine } from '../reading/kit/grid';
import { readGrid } from '../reading/tables/table';

/** Lines above a block offered as its run's name, nearest first. */
export const LINES_ABOVE = 6;
/** How far up they are looked for. */
const REACH = 15;
/** A line longer than this is a sentence, not a name. */
const NAME_CHARS = 80;

export interface BlockChoices {
  /** Non-blank lines above the block, nearest first, as a name (a heading's `#` and a closing colon dropped). */
  above: { line: number; text: string }[];
  /** The header cells of a table starting at the block's first line (empty when none is read there). */
  header: string[];
  /** The block's first line, shortened: how a hint names its block for a person reading the hints file. */
  first: string;
  /**
   * Beginnings of lines after its first that a split hint could cut it before, the surest first (the block's
   * own first line again: a tool's output run twice), each with the number of parts it would give.
   */
  splits: { at: string; parts: number }[];
}

/** `### With patch:` -> `With patch`; `**tpp**` -> `tpp`. */
function asName(t: string): string {
  return t
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^\*\*(.*)\*\*$/, '$1')
    .replace(/[:;,.]+$/, '')
    .trim();
}

export const noChoices = (): BlockChoices => ({ above: [], header: [], first: '', splits: [] });

/** Split places offered at most, and the lines of a block looked at for them. */
export const SPLITS_SHOWN = 5;
const SPLIT_REACH = 2000;

/**
 * How a line begins, as a split hint names it: a command's name with its prompt (`$ numactl`), else the words
 * before its first number or value sign (`llama_print_timings:        load time`); undefined for a line of values.
 */
function beginning(line: string): string | undefined {
  const t = line.trim();
  const command = /^[$#>]\s*\S+/.exec(t);
  if (command) return command[0];
  const head = trimEndOf(t.replace(/[\d=].*$/, ''), ' \t:=(|,;-');
  return head.length >= 3 && /\p{L}/u.test(head) ? head : undefined;
}

/**
 * Where the block on 0-based lines [from, to) could be split: beginnings of its later lines that part it in 2 or
 * more; in a table (`againOnly`) only its first line's met again (a header repeated), not its rows' labels.
 */
function splitChoices(lines: Lines, from: number, to: number, againOnly: boolean): BlockChoices['splits'] {
  const end = Math.min(to, lines.count, from + SPLIT_REACH);
  const seen = new Map<string, number>();
  for (let k = from + 1; k < end; k++) {
    const at = beginning(lines.at(k));
    if (at) seen.set(at, (seen.get(at) ?? 0) + 1);
  }
  const firstAt = beginning(lines.at(from));
  return (
    [...seen]
      .map(([at, n]) => ({ at, parts: n + 1, again: at === firstAt }))
      // an output run again begins as before: a beginning met once is a row's label (`real`), and one every
      // line has parts the block into lines
      .filter((x) => (x.again || (!againOnly && x.parts > 2)) && x.parts < end - from)
      .sort((a, b) => Number(b.again) - Number(a.again) || a.parts - b.parts || a.at.localeCompare(b.at))
      .slice(0, SPLITS_SHOWN)
      .map(({ at, parts }) => ({ at, parts }))
  );
}

/** The choices for the block on 1-based lines `startLine`-`endLine` of the cleaned text; `table`: a table's rows. */
export function blockChoices(lines: Lines, startLine: number, endLine = startLine, table = false): BlockChoices {
  const first = startLine - 1;
  const above: BlockChoices['above'] = [];
  const seen = new Set<string>();
  for (let k = first - 1; k >= 0 && first - k <= REACH && above.length < LINES_ABOVE; k--) {
    const t = asName(lines.at(k));
    if (!t || t.length > NAME_CHARS || isRuleLine(t) || seen.has(t)) continue;
    seen.add(t);
    above.push({ line: k + 1, text: t });
  }
  let header: string[] = [];
  if (first >= 0 && first < lines.count) {
    const grid = readGrid(lines, first);
    if (grid)
      header = withoutComparisons(grid)
        .header.map((c) => c.trim())
        .filter(Boolean);
  }
  const inText = first >= 0 && first < lines.count;
  const firstLine = inText ? lines.at(first).trim().slice(0, NAME_CHARS) : '';
  return { above, header, first: firstLine, splits: inText ? splitChoices(lines, first, endLine, table) : [] };
}
