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

/** `read` of line k, remembered per document (undefined is remembered too: a line read as nothing is not read again). */
export function lineValue<T>(read: (lines: Lines, k: number) => T): (lines: Lines, k: number) => T {
  const memo = new WeakMap<Lines, { done: Uint8Array; values: T[] }>();
  return (lines, k) => {
    let m = memo.get(lines);
    if (!m) memo.set(lines, (m = { done: new Uint8Array(lines.count), values: new Array<T>(lines.count) }));
    if (m.done[k] === 0) {
      m.values[k] = read(lines, k);
      m.done[k] = 1;
    }
    return m.values[k]!;
  };
}
