/**
 * Which readers may start at a line, from the line's shape and the readers' own start patterns: a line goes to
 * a reader only when its shape test (if any) and then its pattern take the line.
 */
import type { Lines } from '../../model';
import { shapesOf } from './lineShape';
import type { Reader } from './types';

export interface Dispatch {
  /** The readers that may start at line i, in the order they are tried; only the 'any line' readers for a line nothing else takes. */
  candidates(lines: Lines, i: number): readonly Reader[];
  /**
   * What the first of the candidates, in order, reads at line i (`read` gives undefined where a reader
   * reads nothing): each shape test and start pattern is tried only when its reader's turn comes, so
   * those after the reader that reads are not tried.
   */
  first<T>(lines: Lines, i: number, read: (r: Reader) => T | undefined): T | undefined;
  /** As `first`, among the candidates tried before `reader` only: the tests of those after it are not run. */
  firstBefore<T>(lines: Lines, i: number, reader: Reader, read: (r: Reader) => T | undefined): T | undefined;
}

/** Start patterns are tested one line at a time: one that kept state (g or y flag) would skip lines. */
function checkStateless(readers: readonly Reader[]): void {
  for (const r of readers)
    if (r.start !== 'any line' && (r.start.global || r.start.sticky))
      throw new Error(`reader ${r.name}: a start pattern keeps no state (no g or y flag)`);
}

/** A pattern that cannot decide (its backtracking stack overflows on a huge line) lets the line through: the reader decides, as without the table. */
function passes(re: RegExp, line: string): boolean {
  try {
    return re.test(line);
  } catch {
    return true;
  }
}

/**
 * The dispatch table for readers tried in this order. No combined test of all patterns goes first: the
 * header readers' patterns take every line that is not empty (an indented line, two words, or one to
 * three words alone), so it turned no line away and cost one more test per line. The shape tests go
 * first instead: they read facts the line's shape already holds (a digit, a colon, a pipe), so most
 * patterns are never run on a line that cannot start their reader.
 */
export function buildDispatch(readers: readonly Reader[]): Dispatch {
  checkStateless(readers);
  const firstBefore = <T>(
    lines: Lines,
    i: number,
    until: Reader | undefined,
    read: (r: Reader) => T | undefined,
  ): T | undefined => {
    const line = lines.at(i);
    const shapes = shapesOf(lines);
    for (const r of readers) {
      if (r === until) return undefined;
      if (r.shape && !r.shape(shapes, i)) continue;
      if (r.start !== 'any line' && !passes(r.start, line)) continue;
      const got = read(r);
      if (got !== undefined) return got;
    }
    return undefined;
  };
  const first = <T>(lines: Lines, i: number, read: (r: Reader) => T | undefined) =>
    firstBefore(lines, i, undefined, read);
  return {
    candidates(lines, i) {
      const out: Reader[] = [];
      first(lines, i, (r) => void out.push(r));
      return out;
    },
    first,
    firstBefore,
  };
}
