/**
 * Table cells as people decorate them in posts: markdown emphasis and code marks around a value
 * (`**21.3s**`, `` `9.02` ``), the author's own change after it (`21.3s (-14%)`), a rate unit inside the
 * cell (`42.42 GB/s`, `7.66 tok/s`, `15.300 req/s`), and several runs in one cell (`0.71 / 0.72 / 0.74`).
 */
import { finiteNumber, parseNumber } from '../text/numbers';
import { mean, stddev } from '../math/stats';
import { cellNumber, cellUnit } from './columns';

const NUM = String.raw`[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?`;
/** A rate written after its number: `GB/s`, `tok/s`, `req/s`, `ops/sec`, `MB/s`. */
const RATE_CELL = new RegExp(`^(${NUM})\\s?([A-Za-z]{1,12}/(?:s|sec))$`);
/** The author's change in parentheses after the value: `(-14%)`, `( +5.13% )`, or a ratio `(3.43×)`. */
const CHANGE_AFTER = /(?<!\s)\s*\(\s*(?:[-+]\s*\d[\d.,]*\s*%|\d[\d.,]*\s*[x×])\s*\)$/;
/** A value, its spread and one unit after both: `120.5 ± 2.1 ms`, `812.3 +- 5.0 tok/s`. */
const SPREAD_UNIT = new RegExp(`^(${NUM})\\s*(?:±|\\+-|\\+/-)\\s*(${NUM})\\s?([A-Za-z]{1,12}(?:/(?:s|sec))?)$`);
/** Runs in one cell, ` / ` between them (spaces required: `3/4` is a fraction, `MB/s` a unit). */
const RUNS_SEPARATOR = /(?<!\s)\s+\/\s+/;

/** The cell without emphasis, code marks and the author's trailing change; other text is kept. */
export function plainCell(c: string): string {
  let t = c.trim();
  // the value emphasized, a note after it: `**14.1 ms** (n=826, p99 14.2)`
  const lead = /^(\*\*|__|`)([^*_`]+)\1\s*\([^()]*\)$/.exec(t);
  if (lead) t = lead[2]!.trim();
  for (let k = 0; k < 2; k++) {
    const m = /^(\*\*|__|\*|_|`)(.+)\1$/.exec(t);
    if (!m) break;
    t = m[2]!.trim();
  }
  // a word after the value (`0.21 ms, uniform`) says how it looked, not what it is
  return t.replace(CHANGE_AFTER, '').replace(VALUE_THEN_WORDS, '$1');
}

/** A value with its unit, then a comma and words: `0.21 ms, uniform`. */
const VALUE_THEN_WORDS = new RegExp(`^(${NUM}(?:\\s?[A-Za-zµ%/]{1,8})?),\\s+[A-Za-z][A-Za-z -]*$`);

/** The rate unit written in the cell (`GB/s`, `tok/s`, also after a spread), if any. */
export function cellRate(c: string): string | undefined {
  const t = plainCell(c);
  const m = RATE_CELL.exec(t) ?? SPREAD_UNIT.exec(t);
  const unit = m?.[m.length - 1];
  return unit && /\//.test(unit) ? unit : undefined;
}

/** The base unit (`s`, `bytes`) of a spread cell whose unit is a time or a size (`120.5 ± 2.1 ms`). */
export function spreadUnit(c: string): 's' | 'bytes' | undefined {
  const m = SPREAD_UNIT.exec(plainCell(c));
  return m ? cellUnit(`${m[1]} ${m[3]}`) : undefined;
}

/** A value the plain number readers miss: a number with a rate unit (as written), or runs (their mean and spread). */
export function decoratedValue(c: string): { v: number; sd?: number; samples?: number[] } | undefined {
  const t = plainCell(c);
  const rate = RATE_CELL.exec(t);
  if (rate) {
    const v = parseNumber(rate[1]!)?.value;
    return v === undefined ? undefined : { v };
  }
  const spread = SPREAD_UNIT.exec(t);
  if (spread) {
    const unit = spread[3]!;
    // a time or size converts to base units (`ms` -> s); a rate stays as written
    const base = cellUnit(`${spread[1]} ${unit}`) !== undefined;
    const v = base ? cellNumber(`${spread[1]} ${unit}`) : parseNumber(spread[1]!)?.value;
    const sd = base ? cellNumber(`${spread[2]} ${unit}`) : parseNumber(spread[2]!)?.value;
    return v === undefined || (!base && !/\//.test(unit)) ? undefined : { v, sd };
  }
  const parts = t.split(RUNS_SEPARATOR);
  // three runs at least: `a / b` is as often a pair of different things (read / write) as two runs
  if (parts.length < 3) return undefined;
  const xs = parts.map((p) => {
    const n = parseNumber(p.replace(/\s?[A-Za-z]{1,12}\/(?:s|sec)$/, ''));
    return n && !n.ratio && !n.percent ? n.value : undefined;
  });
  if (xs.some((x) => x === undefined)) return undefined;
  const vals = xs as number[];
  const v = finiteNumber(mean(vals));
  return v === undefined ? undefined : { v, sd: finiteNumber(stddev(vals)), samples: vals };
}
