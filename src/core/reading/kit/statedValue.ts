/**
 * One value as a post states it after a name (`name: value`): the number in base units and its unit, in every
 * form the table cells are read in (kit/cells.ts: emphasis, a hedge, a note or the author's change after it,
 * `1m10.877s`, a spread, as a share of the value too, a range) and as repeats listed in one place (`1m10.877s; 1m10.778s; 1m10.356s`,
 * `12.80, 12.56`, `0.71 / 0.72 / 0.74`). The list readers read values here, so a form learned for a table cell is
 * read after a name as well.
 */
import { finiteNumber, parseNumber } from '../../text/numbers';
import { mean, stddev } from '../../math/stats';
import { bytesPer, secondsPer } from '../../text/units';
import { plainCell } from './cells';
import { cellNumber, cellUnit, countWithMagnitude } from './columns';

export interface StatedValue {
  /** In base units: seconds for a time, bytes for a size; anything else as written. */
  v: number;
  /** `s`, `bytes`, or the unit as written (`tok/s`, `ops/sec`, `H/s`), `` when none. */
  unit: string;
  /** The unit as written (`ms`, `seconds`), where it differs from `unit`. */
  written?: string;
  sd?: number;
  samples?: number[];
}

const NUM = String.raw`[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?`;
/** A number and the unit written after it, if any (`74522.08 ops/sec`, `10 us`, `3.5`). */
const NUMBER_UNIT = new RegExp(`^(${NUM})\\s?([A-Za-zµ%][\\w/%µ]{0,15})?$`);
/** A value and its spread (`363 ± 6`, `1261.107 ± 5.100  ms/op`): the unit, if any, after both. */
const SPREAD = new RegExp(`^(${NUM})\\s*(?:±|\\+-|\\+/-)\\s*(${NUM})\\s*([A-Za-zµ%][\\w/%µ]{0,15})?$`);
/** A range written for one value (`515-540 tok/s`, `650–700`): its middle, the ends its samples. */
const RANGE = new RegExp(`^(${NUM})\\s?(?:–|—|-|to)\\s?(${NUM})\\s*([A-Za-zµ%][\\w/%µ]{0,15})?$`);
/**
 * Where repeats listed in one place part, and how many make a list: `;` or a comma before a blank, two; a `/`
 * between blanks, three (`5.0G / 16G`, `read / write` are as often a pair of different things, as in kit/cells.ts).
 */
const REPEATS: readonly [RegExp, number][] = [
  [/;|,(?=\s)/, 2],
  [/(?<=\s)\/(?=\s)/, 3],
];
/** A value and its spread as a share of it, in brackets or not (`650.98 ms (+-1.94%)`, `12.3 s ± 2%`). */
const RELATIVE_SPREAD = new RegExp(
  `^(${NUM}(?:\\s?[A-Za-zµ][\\w/µ]{0,15})?)\\s*(\\(\\s*)?(?:±|\\+-|\\+/-)\\s*(\\d+(?:\\.\\d+)?)\\s*%\\s*(\\))?$`,
);
/** A hedge before the value (`~10 us`, `≈ 4.5`): how it was written. */
const HEDGE = /^(?:~|≈)\s?/;
/** The Greek small mu typed for the micro sign before a unit (`898 μs`): the micro sign the units list holds. */
const GREEK_MU = /\u03bc(?=[A-Za-z])/g;

/** A number with its unit, in base units where the unit is a time or a size. */
function numberWithUnit(t: string): StatedValue | undefined {
  // a count per second with its magnitude (`7k iops`, `570 KIOPS`): the count, in the unit without it
  const count = countWithMagnitude(t);
  if (count) return count;
  // a unit holds no digit: `2m6s` is no 2 in `m6s`
  const found = NUMBER_UNIT.exec(t);
  const m = found && !/\d/.test(found[2] ?? '') ? found : null;
  if (!m && cellUnit(t) === 's') {
    // `1m10.877s`, `2m6s`, `1:02.5`: a clock's reading
    const v = cellNumber(t);
    return v === undefined ? undefined : { v, unit: 's', written: 's' };
  }
  const n = m ? parseNumber(m[1]!) : undefined;
  if (!m || !n) return undefined;
  // `1.5x`, `12%`: a ratio or a share, in `x` or `%` (a reader that lists runs takes neither as a run's value)
  if (n.ratio || n.percent) return m[2] ? undefined : { v: n.value, unit: n.ratio ? 'x' : '%' };
  return inUnit(n.value, m[2] ?? '');
}

function inUnit(n: number, unit: string): StatedValue | undefined {
  const s = unit ? secondsPer(unit) : undefined;
  const b = unit && s === undefined ? bytesPer(unit) : undefined;
  const v = finiteNumber(n * (s ?? b ?? 1));
  if (v === undefined) return undefined;
  return s === undefined && b === undefined ? { v, unit } : { v, unit: s !== undefined ? 's' : 'bytes', written: unit };
}

/** The value a name is given in `text`, or undefined when the text is not one value (or its repeats). */
export function statedValue(text: string): StatedValue | undefined {
  const t = plainCell(text).replace(HEDGE, '').replace(GREEK_MU, 'µ');
  const one = numberWithUnit(t);
  if (one) return one;
  const relative = RELATIVE_SPREAD.exec(t);
  if (relative && !relative[2] === !relative[4]) {
    const a = numberWithUnit(relative[1]!);
    const share = Number(relative[3]);
    return a && !a.sd ? { ...a, sd: Math.abs(a.v) * (share / 100) } : undefined;
  }
  const spread = SPREAD.exec(t);
  if (spread) {
    const [v, sd] = [parseNumber(spread[1]!)?.value, parseNumber(spread[2]!)?.value];
    const a = v === undefined ? undefined : inUnit(v, spread[3] ?? '');
    const b = sd === undefined ? undefined : inUnit(sd, spread[3] ?? '');
    return a && b ? { ...a, sd: b.v } : undefined;
  }
  const range = RANGE.exec(t);
  if (range) {
    const [lo, hi] = [range[1]!, range[2]!].map((x) => inUnit(parseNumber(x)?.value ?? NaN, range[3] ?? ''));
    if (!lo || !hi || !(lo.v < hi.v) || lo.v < 0) return undefined;
    return { v: (lo.v + hi.v) / 2, unit: lo.unit, samples: [lo.v, hi.v] };
  }
  const [at, least] = REPEATS.find(([sep]) => sep.test(t)) ?? [undefined, 0];
  const parts = at ? t.split(at).map((p) => p.trim()) : [];
  if (parts.length < least || parts.length < 2) return undefined;
  const each = parts.map(numberWithUnit);
  if (each.some((x) => x === undefined || x.unit !== each[0]!.unit)) return undefined;
  const samples = each.map((x) => x!.v);
  const v = finiteNumber(mean(samples));
  return v === undefined ? undefined : { v, unit: each[0]!.unit, sd: finiteNumber(stddev(samples)), samples };
}
