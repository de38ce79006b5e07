/** Which readers may start at a line, from the readers' own start patterns: built once, one test for a line of prose. */
import type { Reader } from './parsers/types';

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

/** One alternation of every start pattern with the same flags: a line that none of them takes is turned away in one test per flag set. */
function combined(readers: readonly Reader[]): RegExp[] {
  const byFlags = new Map<string, string[]>();
  for (const r of readers) {
    if (r.start === 'any line') continue;
    if (r.start.global || r.start.sticky)
      throw new Error(`reader ${r.name}: a start pattern keeps no state (no g or y flag)`);
    const group = byFlags.get(r.start.flags) ?? [];
    group.push(`(?:${r.start.source})`);
    byFlags.set(r.start.flags, group);
  }
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags));
}

/** A pattern that cannot decide (its backtracking stack overflows on a huge line) lets the line through: the reader decides, as without the table. */
function passes(re: RegExp, line: string): boolean {
  try {
    return re.test(line);
  } catch {
    return true;
  }
}

/** The dispatch table for readers tried in this order. */
export function buildDispatch(readers: readonly Reader[]): Dispatch {
  const any = combined(readers);
  const anyLine = readers.filter((r) => r.start === 'any line');
  return {
    candidates(line) {
      if (!any.some((re) => passes(re, line))) return anyLine;
      return readers.filter((r) => r.start === 'any line' || passes(r.start, line));
    },
    first(line, read) {
      const some = any.some((re) => passes(re, line));
      for (const r of some ? readers : anyLine) {
        if (some && r.start !== 'any line' && !passes(r.start, line)) continue;
        const got = read(r);
        if (got !== undefined) return got;
      }
      return undefined;
    },
  };
}
