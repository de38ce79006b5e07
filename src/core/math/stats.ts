/** Small statistics: mean, median, sample stddev, Welch's t-test, trend of a series. */

/** The smallest and the largest of many numbers (`Math.min(...xs)` overflows the stack past about 100,000). */
export const minOf = (xs: Iterable<number>): number => {
  let m = Infinity;
  for (const x of xs) if (x < m) m = x;
  return m;
};
export const maxOf = (xs: Iterable<number>): number => {
  let m = -Infinity;
  for (const x of xs) if (x > m) m = x;
  return m;
};

export function mean(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** Median; NaN for no values. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
}

/** Sample standard deviation (n - 1); undefined below two samples. */
export function stddev(xs: number[]): number | undefined {
  if (xs.length < 2) return undefined;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) ** 2;
  const sd = Math.sqrt(s / (xs.length - 1));
  return Number.isFinite(sd) ? sd : undefined;
}

/** ln Gamma by the Lanczos approximation (g = 7, n = 9). */
function lnGamma(z: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction for the regularized incomplete beta function (modified Lentz). */
function betaCf(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-12) break;
  }
  return h;
}

/** Regularized incomplete beta I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lbeta = lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x);
  const front = Math.exp(lbeta);
  return x < (a + 1) / (a + b + 2) ? (front * betaCf(a, b, x)) / a : 1 - (front * betaCf(b, a, 1 - x)) / b;
}

/** Two-sided p value of Student's t with df degrees of freedom. */
export function tTwoSided(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** Welch's unequal-variance t-test from summary statistics; undefined when it cannot be computed. */
export function welch(
  m1: number,
  s1: number,
  n1: number,
  m2: number,
  s2: number,
  n2: number,
): { t: number; df: number; p: number } | undefined {
  if (n1 < 2 || n2 < 2) return undefined;
  const v1 = (s1 * s1) / n1;
  const v2 = (s2 * s2) / n2;
  const se = Math.sqrt(v1 + v2);
  if (!(se > 0)) return m1 === m2 ? undefined : { t: Infinity, df: n1 + n2 - 2, p: 0 };
  const t = (m1 - m2) / se;
  const df = (v1 + v2) ** 2 / ((v1 * v1) / (n1 - 1) + (v2 * v2) / (n2 - 1));
  return { t, df, p: tTwoSided(t, df) };
}

/** Least-squares slope of a series against its index, and the relative change first -> last. */
export function trend(xs: number[]): { slope: number; relChange: number; monotonic: boolean } {
  const n = xs.length;
  const mx = (n - 1) / 2;
  const my = mean(xs);
  let num = 0;
  let den = 0;
  xs.forEach((y, i) => {
    num += (i - mx) * (y - my);
    den += (i - mx) ** 2;
  });
  let up = true;
  let down = true;
  for (let i = 1; i < n; i++) {
    if (xs[i]! < xs[i - 1]!) up = false;
    if (xs[i]! > xs[i - 1]!) down = false;
  }
  return { slope: den ? num / den : 0, relChange: xs[0] ? xs[n - 1]! / xs[0] - 1 : 0, monotonic: up || down };
}
