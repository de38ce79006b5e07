/** Which readers may start at a line, from the readers' own start patterns: a line goes to a reader only when its pattern takes the line. */
import type { Reader } from './types';

export interface Dispatch {
  /** The readers that may start at this line, in the order they are tried; only the 'any line' readers for a line no start pattern takes. */
  candidates(line: string): readonly Reader[];
  /**
   * What the first of the candidates, in order, reads at this line (`read` gives undefined where a reader
   * reads nothing): each start pattern is tested only when its reader's turn comes, so the patterns after
   * the reader that reads are not tested.
   */
  first<T>(line: string, read: (r: Reader) => T | undefined): T | undefined;
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
 * three words alone), so it turned no line away and cost one more test per line.
 */
export function buildDispatch(readers: readonly Reader[]): Dispatch {
  checkStateless(readers);
  const first = <T>(line: string, read: (r: Reader) => T | undefined): T | undefined => {
    for (const r of readers) {
      if (r.start !== 'any line' && !passes(r.start, line)) continue;
      const got = read(r);
      if (got !== undefined) return got;
    }
    return undefined;
  };
  return {
    candidates(line) {
      const out: Reader[] = [];
      first(line, (r) => void out.push(r));
      return out;
    },
    first,
  };
}
