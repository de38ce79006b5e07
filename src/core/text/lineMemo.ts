/**
 * A test or a reading of one line, done once per document: readers look ahead over the same lines from
 * each line above them (a table's rows from each line of prose before it), so a line would be tested
 * again for every line that looks at it.
 */
import type { Lines } from './lines';

/** `test` of line k's text, remembered per document (one byte a line, in pages: LinePages). */
export function lineFlag(test: (text: string) => boolean): (lines: Lines, k: number) => boolean {
  const memo = new WeakMap<Lines, LinePages<Uint8Array>>();
  const make = () => new Uint8Array(PAGE);
  return (lines, k) => {
    let pages = memo.get(lines);
    if (!pages) memo.set(lines, (pages = new LinePages(lines.count, make)));
    const page = pages.of(k);
    const i = k & (PAGE - 1);
    if (page[i] === 0) page[i] = test(lines.at(k)) ? 2 : 1;
    return page[i] === 2;
  };
}

/** Lines per page of remembered readings: a page is made when one of its lines is first read. */
const PAGE_BITS = 10;
export const PAGE = 1 << PAGE_BITS;

/**
 * Pages kept per document: readers look ahead from the line being read and back a few lines, so the pages
 * first made longest ago are the ones read least; a page dropped is read again if a line on it is. Without a
 * bound a million tiny blocks (`a 1` a blank line apart) held a row object per line: 100 MB a MB of input.
 */
const KEPT_PAGES = 64;

/** A document's pages of remembered readings, made on first use, at most KEPT_PAGES at a time (the oldest made is dropped). */
export class LinePages<P> {
  private readonly at: (P | undefined)[];
  /** The pages that exist, in the order they were made. */
  private readonly made: number[] = [];

  constructor(
    count: number,
    private readonly make: () => P,
  ) {
    this.at = new Array<P | undefined>((count >> PAGE_BITS) + 1);
  }

  /** The page of line k. */
  of(k: number): P {
    const p = k >> PAGE_BITS;
    let page = this.at[p];
    if (page === undefined) {
      if (this.made.length >= KEPT_PAGES) this.at[this.made.shift()!] = undefined;
      this.at[p] = page = this.make();
      this.made.push(p);
    }
    return page;
  }
}

interface Page<T> {
  done: Uint8Array;
  values: T[];
}

/**
 * `read` of line k, remembered per document (undefined is remembered too: a line read as nothing is not
 * read again), in pages made on first use: a slot per line up front would hold 8 bytes for each of a
 * 200 MB series' 8 million lines that no table reader ever looks at.
 */
export function lineValue<T>(read: (lines: Lines, k: number) => T): (lines: Lines, k: number) => T {
  const memo = new WeakMap<Lines, LinePages<Page<T>>>();
  const make = (): Page<T> => ({ done: new Uint8Array(PAGE), values: new Array<T>(PAGE) });
  return (lines, k) => {
    let pages = memo.get(lines);
    if (!pages) memo.set(lines, (pages = new LinePages(lines.count, make)));
    const page = pages.of(k);
    const i = k & (PAGE - 1);
    if (page.done[i] === 0) {
      page.values[i] = read(lines, k);
      page.done[i] = 1;
    }
    return page.values[i]!;
  };
}
