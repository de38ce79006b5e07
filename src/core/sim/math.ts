/** The distributions the model needs: the normal error function and the Poisson tail. */

/** Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7). */
export function erf(x: number): number {
  const s = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}

/** P(Poisson(m) >= k); 1 for an infinite mean, 0 for a non-positive or NaN one. */
export function poissonTail(m: number, k: number): number {
  if (k <= 0) return 1;
  if (!(m > 0)) return 0;
  if (m === Infinity) return 1;
  if (m > 200) {
    const z = (k - 0.5 - m) / Math.sqrt(m);
    return 0.5 * (1 - erf(z / Math.SQRT2));
  }
  let term = Math.exp(-m);
  let cdf = term;
  for (let i = 1; i < k; i++) {
    term *= m / i;
    cdf += term;
    // past the mode the terms only shrink: a threshold of 500 million stops here, not 500 million steps on
    if (i > m && term < 1e-17 * cdf) break;
  }
  return Math.min(1, Math.max(0, 1 - cdf));
}

/**
 * How much longer the slowest of `n` threads is delayed than the mean one when each takes
 * Poisson(m) stalls of equal length: E[max of n iid Poisson(m)] / m (1 for a single thread, up to
 * n when stalls are rare, toward 1 as m grows). A barrier waits for the slowest thread, so a
 * barrier-synchronized workload loses this many times the mean stall per interval.
 */
export function barrierAmplification(m: number, n: number): number {
  if (!(m > 0) || !(n > 1)) return 1;
  if (m > 1e4) {
    // Normal limit: the expected maximum of n standard normals is about sqrt(2 ln n).
    return 1 + Math.sqrt((2 * Math.log(n)) / m);
  }
  // E[max] = sum_{k>=1} P(max >= k) = sum_k 1 - (1 - P(N >= k))^n
  let sum = 0;
  const kMax = Math.ceil(m + 12 * Math.sqrt(m) + 20);
  let term = Math.exp(-m);
  let cdf = term; // P(N <= k - 1) for k = 1
  for (let k = 1; k <= kMax; k++) {
    const tail = Math.max(0, 1 - cdf);
    const pMax = tail > 1e-12 ? 1 - Math.exp(n * Math.log1p(-Math.min(tail, 1 - 1e-16))) : n * tail;
    sum += pMax;
    if (k > m && pMax < 1e-9) break;
    term *= m / k;
    cdf += term;
  }
  return Math.min(n, Math.max(1, sum / m));
}
