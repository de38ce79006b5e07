/**
 * An analysis's comparisons made when they are read, not held: a 10 MB table has 1.3 million (96 bytes each
 * with their place in the list, 122 MB live from the comparisons to the end of the output). The findings and
 * the JSON read them one at a time (`eachComparison`); `a.comparisons` itself is the whole list as before,
 * made at its first read and kept from then on (the text report's tables, the hovers, a structured clone).
 */
import type { Analysis, Comparison } from '../model';

/** The analyses whose comparisons are not made yet, and how to make them. */
const pending = new WeakMap<Analysis, () => Iterable<Comparison>>();

/** `a.comparisons` as a list kept from now on. */
function settle(a: Analysis, list: Comparison[]): void {
  pending.delete(a);
  Object.defineProperty(a, 'comparisons', { value: list, writable: true, enumerable: true, configurable: true });
}

/**
 * `a.comparisons` made by `make` (each call makes them again, the same in the same order) when first read;
 * the property keeps its place among the analysis's keys.
 */
export function compareLazily(a: Analysis, make: () => Iterable<Comparison>): void {
  pending.set(a, make);
  Object.defineProperty(a, 'comparisons', {
    enumerable: true,
    configurable: true,
    get(this: Analysis): Comparison[] {
      const list: Comparison[] = [];
      for (const c of make()) list.push(c);
      settle(this, list);
      return list;
    },
    set(this: Analysis, list: Comparison[]) {
      settle(this, list);
    },
  });
}

/**
 * The comparisons of an analysis one at a time, as often as it is iterated: made as they are read while the
 * list is not made, else the list's.
 */
export function eachComparison(a: Analysis): Iterable<Comparison> {
  return { [Symbol.iterator]: () => (pending.get(a)?.() ?? a.comparisons)[Symbol.iterator]() };
}

/** Whether a comparison of the analysis passes `test`, made one at a time until one does. */
export function someComparison(a: Analysis, test: (c: Comparison) => boolean): boolean {
  for (const c of eachComparison(a)) if (test(c)) return true;
  return false;
}
