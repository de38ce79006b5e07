import type { Legend } from './legend';
import type { ShapeTest } from './lineShape';
import type { BlockData, BlockKind, Evidence, Lines } from '../../model';
import type { BlockHint } from '../../hints/format';

/** What a parser found at a line: the kind, the parsed data, and the index after its last line. */
export interface Parsed {
  kind: BlockKind;
  end: number;
  data: BlockData;
  title?: string;
  /** The name the tool's own output gives its one run (fio's job name: `read_iops: (groupid=0, ...`). */
  toolRunName?: string;
  /** The rules that decided the block's structure (kit/decision.ts), and how sure they are, 0..1. */
  evidence?: Evidence[];
  confidence?: number;
  /** The hints of the block (ParseContext.hints) this reader followed: their evidence is in `evidence`; or why they do not fit. */
  hinted?: true | string;
}

/** A parser tries to read a block starting at lines[i]; it must reject quickly when the line cannot start one. */
export type Parser = (lines: Lines, i: number, ctx: ParseContext) => Parsed | undefined;

/**
 * A reader with the lines it can start at: `start` is a cheap test on the line that every line the
 * reader accepts passes (it may pass lines the reader then declines, never the other way round), or
 * 'any line' for a reader whose first line is any text (a table's header). `shape`, when given, is a test of
 * the line shapes at the start (kit/lineShape.ts: each line classified once per document; the start line's,
 * or its neighbours' for a reader of any line) that every line the reader reads at passes, as the start
 * pattern is: the dispatch asks it first, and tests the pattern only on the lines it passes. The segmenter
 * builds its dispatch table from these once.
 */
export interface Reader {
  name: string;
  start: RegExp | 'any line';
  shape?: ShapeTest;
  read: Parser;
}

/** What parsers may know about the whole document. */
export interface ParseContext {
  legend: Legend;
  /** The runs the blocks read so far name (a table's columns once read as configs): a later table's header that names them holds runs. */
  runs?: ReadonlySet<string>;
  /** The user's corrections of this block's structure (header rows, the runs' axis or column), when it is read again with them. */
  hints?: readonly BlockHint[];
}

/** The command typed just before line i (skipping blank lines), if any. */
export function commandBefore(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    if (lines.command[k]) return lines.at(k);
    if (lines.at(k).trim() !== '') return undefined;
  }
  return undefined;
}

/** Split on runs of whitespace, dropping empties. */
export function words(s: string): string[] {
  return s
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
}
