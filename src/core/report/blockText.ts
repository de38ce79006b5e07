/**
 * What a correction offers from the text around a block: the lines above it (a run's name is often the
 * caption there) and, for a table, the cells of its header line (the column that names the runs is one of them).
 * Built with the view model, where the texts are (the webview does not read text).
 */
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

export const noChoices = (): BlockChoices => ({ above: [], header: [], first: '' });

/** The choices for the block starting at 1-based line `startLine` of the cleaned text. */
export function blockChoices(lines: Lines, startLine: number): BlockChoices {
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
  const firstLine = first >= 0 && first < lines.count ? lines.at(first).trim().slice(0, NAME_CHARS) : '';
  return { above, header, first: firstLine };
}
