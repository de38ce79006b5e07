/** Mutators for the fuzzer: bytes, lines, splices between corpus entries, hostile numbers, wide rows, deep nesting, simulator tunables. Deterministic for a seed. */
import { TUNABLES } from '../../src/core/sim/tunables';

/** xorshift32: small, seedable, the same sequence on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    let x = this.s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x >>> 0;
    return this.s / 2 ** 32;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
}

/** Numbers as hostile pastes write them. */
export const HOSTILE_NUMBERS = [
  '1e309',
  '-1e309',
  '9'.repeat(400),
  '.',
  '-',
  '-0',
  '1..',
  '1.. GB',
  '0x',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '1,2,3',
  '+-1',
  '1.2.3',
  '0',
  '-1',
  '4294967296',
  '1e15',
  '1e21',
  '2147483647',
  '-9999999999',
  '0.0000001',
  '1e308',
  '5e-324',
];
const JSON_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  1e308,
  -1e308,
  1e15,
  1e21,
  2 ** 31,
  2 ** 53,
  5e-324,
  1e-9,
  65535,
  100000,
  127,
  255,
  4096,
];
const TOKENS = [
  '|',
  '---',
  '|---|---|',
  ' ',
  '\t',
  '±',
  ':',
  '=',
  '(',
  ')',
  'node0',
  'node1',
  'Total',
  'MB',
  'kB',
  'GiB',
  'TiB',
  't/s',
  'pgpromote_success',
  'numa_hint_faults',
  'pp512',
  'tg128',
  'n_batch',
  'SCALE:',
  'Legend:',
  'r1',
  'C2',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("x")',
  '[x](command:x)',
  '`',
  '**',
  '\u0000',
  '\ufffd',
  '\ud800',
  '\u2028',
  '\r',
];

const lines = (t: string) => t.split('\n');

type TextMutator = (t: string, r: Rng, other: string) => string;

const TEXT_MUTATORS: TextMutator[] = [
  // byte-ish flips
  (t, r) => {
    if (!t) return t;
    const i = r.int(t.length);
    return t.slice(0, i) + String.fromCharCode(r.int(128)) + t.slice(i + 1);
  },
  (t, r) => {
    const i = r.int(t.length + 1);
    return t.slice(0, i) + r.pick(TOKENS) + t.slice(i);
  },
  (t, r) => {
    const i = r.int(t.length + 1);
    return t.slice(0, i) + t.slice(i + 1 + r.int(16));
  },
  // lines: duplicate, delete, swap, splice from another entry
  (t, r) => {
    const ls = lines(t);
    const k = r.int(ls.length);
    ls.splice(k, 0, ...Array.from({ length: 1 + r.int(r.next() < 0.1 ? 200 : 3) }, () => ls[k]!));
    return ls.join('\n');
  },
  (t, r) => {
    const ls = lines(t);
    ls.splice(r.int(ls.length), 1 + r.int(3));
    return ls.join('\n');
  },
  (t, r) => {
    const ls = lines(t);
    const [a, b] = [r.int(ls.length), r.int(ls.length)];
    [ls[a], ls[b]] = [ls[b]!, ls[a]!];
    return ls.join('\n');
  },
  (t, r, other) => {
    const ls = lines(t);
    const os = lines(other);
    const from = r.int(os.length);
    ls.splice(r.int(ls.length + 1), 0, ...os.slice(from, from + 1 + r.int(12)));
    return ls.join('\n');
  },
  // numbers
  (t, r) => {
    const nums = [...t.matchAll(/-?\d[\d,.]*(?:[eE][+-]?\d+)?/g)];
    if (!nums.length) return t;
    const m = r.pick(nums);
    return t.slice(0, m.index) + r.pick(HOSTILE_NUMBERS) + t.slice(m.index + m[0].length);
  },
  (t, r) => {
    const nums = [...t.matchAll(/\d+(?:\.\d+)?/g)];
    if (!nums.length) return t;
    const m = r.pick(nums);
    const v = Number(m[0]);
    const next = r.pick([v * 1e6, -v, v + 1, v * 1e300, 0, Math.floor(v / 1000)]);
    return t.slice(0, m.index) + String(next) + t.slice(m.index + m[0].length);
  },
  // wide rows: a row with more cells than its header, a very long line
  (t, r) => {
    const ls = lines(t);
    const k = r.int(ls.length);
    ls[k] = ls[k]!.includes('|')
      ? ls[k]! + ' 1 | 2 |'.repeat(1 + r.int(4))
      : ls[k]! + '   7'.repeat(1 + r.int(r.next() < 0.1 ? 2000 : 5));
    return ls.join('\n');
  },
  (t, r) => {
    const ls = lines(t);
    const k = r.int(ls.length);
    ls[k] = ls[k]!.replace(/ +/g, r.pick(['\t', ' | ', ',', '  ']));
    return ls.join('\n');
  },
  // nesting and line endings
  (t, r) => {
    const i = r.int(t.length + 1);
    const n = r.pick([10, 100, 1000, 20000]);
    return t.slice(0, i) + (r.next() < 0.5 ? '['.repeat(n) + ']'.repeat(n) : '> '.repeat(n)) + t.slice(i);
  },
  (t, r) => t.replace(/\n/g, r.pick(['\r\n', '\r', '\n\n'])),
];

/**
 * Longest mutated text. Past half a megabyte (8 times the largest corpus entry, far past a pasted post)
 * only stacked duplications get, and the 0.2% of inputs past 256 K took a sixth of the analysis time;
 * multi-megabyte pastes are the benchmark's (`npm run bench`, 10 MB) and the 150,000-row test's.
 */
export const MAX_TEXT = 512 * 1024;

/**
 * Mutate a text 1..8 times, splicing from `other` sometimes; cut to MAX_TEXT after each step: stacked
 * duplications of a long line (200 copies, then 200 of those) passed V8's longest string before the cut at
 * the end (the run of 2026-12-05 05:17 ended in `RangeError: Invalid string length` after 189,659 inputs).
 */
export function mutateText(t: string, r: Rng, other: string): string {
  let out = t;
  for (let n = 1 + r.int(8); n > 0; n--) {
    out = r.pick(TEXT_MUTATORS)(out, r, other);
    if (out.length > MAX_TEXT) out = out.slice(0, MAX_TEXT);
  }
  return out;
}

/** All leaves' paths in a JSON value. */
function paths(v: unknown, p: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(p);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...p, i], out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) paths(x, [...p, k], out);
  return out;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function setAt(root: Record<string, unknown>, p: (string | number)[], v: unknown): void {
  let cur = root as Record<string | number, unknown>;
  for (const k of p.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  cur[p[p.length - 1]!] = v;
}

/** A simulator input mutated as data (numbers, keys, tunables) or, sometimes, as text. */
export function mutateSim(json: string, r: Rng, other: string): string {
  if (r.next() < 0.15) return mutateText(json, r, other);
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return mutateText(json, r, other);
  }
  if (!isObj(o)) return mutateText(json, r, other);
  for (let n = 1 + r.int(4); n > 0; n--) {
    const choice = r.int(6);
    if (choice <= 1) {
      const ps = paths(o).filter((p) => p.length > 0);
      if (!ps.length) continue;
      const p = r.pick(ps);
      setAt(
        o,
        p,
        r.next() < 0.7
          ? r.pick(JSON_NUMBERS) * (r.next() < 0.2 ? -1 : 1)
          : r.pick([null, 'x', true, [], {}, r.pick(HOSTILE_NUMBERS)]),
      );
    } else if (choice <= 3) {
      const t = r.pick(TUNABLES);
      if (!isObj(o.set)) o.set = {};
      const set = o.set as Record<string, unknown>;
      set[t.key] = t.values
        ? r.pick([...t.values, 'bogus'])
        : r.pick([
            t.min,
            t.max,
            t.default,
            Math.round(((t.min ?? 0) + (t.max ?? 0)) / 2),
            (t.max ?? 0) + 1,
            r.pick(HOSTILE_NUMBERS),
          ]);
    } else if (choice === 4) {
      const sc = isObj(o.scenario) ? o.scenario : {};
      if (!isObj(sc.workload)) sc.workload = {};
      const w = sc.workload as Record<string, unknown>;
      w[
        r.pick([
          'accessesPerThread',
          'iterations',
          'threads',
          'footprintGiB',
          'scale',
          'lookups',
          'requests',
          'gridPoints',
          'mlp',
          'computeNsPerOp',
        ])
      ] = r.pick([1, 1e3, 1e9, 1e12, 1e15, 64, 42, 0.001]);
      o.scenario = sc;
    } else {
      const other2 = (() => {
        try {
          return JSON.parse(other) as Record<string, unknown>;
        } catch {
          return undefined;
        }
      })();
      const sc = o.scenario;
      const osc = isObj(other2) ? other2.scenario : undefined;
      if (isObj(sc) && isObj(osc)) {
        const k = r.pick(['machine', 'workload', 'placement', 'tunables', 'hog']);
        if (osc[k] !== undefined) sc[k] = osc[k];
      }
    }
  }
  return JSON.stringify(o);
}
