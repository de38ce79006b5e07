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
