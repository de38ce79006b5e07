/**
 * A test or a reading of one line, done once per document: readers look ahead over the same lines from
 * each line above them (a table's rows from each line of prose before it), so a line would be tested
 * again for every line that looks at it.
 */
import type { Lines } from './lines';

/** `test` of line k's text, remembered per document (one byte a line). */
export function lineFlag(test: (text: string) => boolean): (lines: Lines, k: number) => boolean {
  const memo = new WeakMap<Lines, Uint8Array>();
  return (lines, k) => {
    let m = memo.get(lines);
    if (!m) memo.set(lines, (m = new Uint8Array(lines.count)));
    if (m[k] === 0) m[k] = test(lines.at(k)) ? 2 : 1;
    return m[k] === 2;
  };
}

/** Lines per page of remembered readings: a page is made when one of its lines is first read. */
const PAGE_BITS = 10;
const PAGE = 1 << PAGE_BITS;

interface Page<T> {
  done: Uint8Array;
  values: T[];
}

/**
 * Pages kept per document: readers look ahead from the line being read and back a few lines, so the pages
 * first made longest ago are the ones read least; a page dropped is read again if a line on it is. Without a
 * bound a million tiny blocks (`a 1` a blank line apart) held a row object per line: 100 MB a MB of input.
 */
const KEPT_PAGES = 64;

/** The pages of one document, and which of them exist, in the order they were made. */
interface Pages<T> {
  at: (Page<T> | undefined)[];
  made: number[];
}

/**
 * `read` of line k, remembered per document (undefined is remembered too: a line read as nothing is not
 * read again), in pages made on first use: a slot per line up front would hold 8 bytes for each of a
 * 200 MB series' 8 million lines that no table reader ever looks at. At most KEPT_PAGES pages are kept.
 */
export function lineValue<T>(read: (lines: Lines, k: number) => T): (lines: Lines, k: number) => T {
  const memo = new WeakMap<Lines, Pages<T>>();
  return (lines, k) => {
    let pages = memo.get(lines);
    if (!pages)
      memo.set(lines, (pages = { at: new Array<Page<T> | undefined>((lines.count >> PAGE_BITS) + 1), made: [] }));
    const p = k >> PAGE_BITS;
    let page = pages.at[p];
    if (!page) {
      if (pages.made.length >= KEPT_PAGES) pages.at[pages.made.shift()!] = undefined;
      pages.at[p] = page = { done: new Uint8Array(PAGE), values: new Array<T>(PAGE) };
      pages.made.push(p);
    }
    const i = k & (PAGE - 1);
    if (page.done[i] === 0) {
      page.values[i] = read(lines, k);
      page.done[i] = 1;
    }
    return page.values[i]!;
  };
}
