/** Search in sorted numbers. */

/** The index of the last of the ascending numbers `sorted` below `x`, or -1: by bisection. */
export function lastBelow(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
