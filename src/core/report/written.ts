/**
 * Numbers as their author wrote them: a pasted 7.26 prints 7.26 (not 7.260), 3.161e+08 prints 3.161e+08
 * (not 316,100,000), and a stddev read from "± 14%" prints ± 14% (not an absolute nobody wrote).
 * A measurement keeps only its value, so "as written" is the shortest decimal that reads back as it.
 */
import { formatValue } from '../text/numbers';
import type { Measurement } from '../model';

/** Significant digits a pasted number keeps at most; float noise from a unit conversion starts well after. */
const WRITTEN_DIGITS = 10;

/** `3.161e+8` -> `3.161e+08`, as C's printf and lkp write it. */
function exponent(v: number, digits: number): string {
  return v.toExponential(Math.max(0, digits - 1)).replace(/e([+-])(\d)$/, 'e$10$2');
}

/** A value to its own precision: the digits that were written, thousands separated in integers below 10^7. */
export function formatWritten(v: number): string {
  if (!Number.isFinite(v)) return '-';
  if (v === 0) return '0';
  const clean = Number(v.toPrecision(WRITTEN_DIGITS));
  const a = Math.abs(clean);
  if (Number.isInteger(clean)) {
    const sig = String(a).replace(/0+$/, '').length;
    const zeros = String(a).length - sig;
    // 316100000 was 3.161e+08 in an lkp report: four digits and a run of zeros read best as the author's form
    if (a >= 1e7 && zeros >= 4 && sig <= 5) return exponent(clean, sig);
    return clean.toLocaleString('en-US');
  }
  if (a < 1e-4 || a >= 1e15) return exponent(clean, a.toExponential().split('e')[0]!.replace('.', '').length);
  return String(clean);
}

/** Whether a measurement's value is a mean the reader computed (of several samples), not a number of the paste. */
function computed(m: Measurement): boolean {
  return (m.samples?.length ?? 0) > 1;
}

/** A measurement's value for a table cell: as written, or to four significant digits where TierScope computed it. */
export function valueCell(m: Measurement, derived = false): string {
  return derived || computed(m) ? formatValue(m.value) : formatWritten(m.value);
}

/**
 * The percentage a stddev was read from (`± 14%` of the value), or undefined when it was an absolute: a
 * whole percent of the value that has more decimals than the value itself was not written as a number.
 */
export function spreadPercent(value: number, stddev: number): number | undefined {
  if (value === 0 || !Number.isFinite(stddev)) return undefined;
  const pct = (Math.abs(stddev) / Math.abs(value)) * 100;
  // a value so small the share overflows (`5e-324`) has no percentage to show
  if (!Number.isFinite(pct)) return undefined;
  const whole = Math.round(pct);
  if (whole < 1 || Math.abs(pct - whole) > 1e-6 * Math.max(1, pct)) return undefined;
  const decimals = (x: number) => /\.(\d+)$/.exec(String(Number(x.toPrecision(WRITTEN_DIGITS))))?.[1]?.length ?? 0;
  return decimals(stddev) > decimals(value) ? whole : undefined;
}

/** A stddev as written: `± 14%` where it was a percentage, else with as many decimals as its value's cell. */
export function stddevText(m: Measurement, shown: string): string {
  if (m.stddev === undefined) return '-';
  const pct = spreadPercent(m.value, m.stddev);
  if (pct !== undefined) return `± ${pct}%`;
  const d = /\.(\d+)$/.exec(shown)?.[1]?.length;
  if (d !== undefined && !/e/.test(shown)) return m.stddev.toFixed(d);
  return formatWritten(m.stddev);
}
