/** Legends people write under their tables: config labels, metric aliases (M1 = pgpromote_success), tunable shorthands (nb = kernel.numa_balancing). */
import type { Lines } from '../../model';
import { bytesPer, isMetricLike, secondsPer } from '../../text/units';
import { canonicalTunable, tunableValue } from '../../knowledge/tunables';
import { looksLikeCounter, numabTunable } from '../../text/vocabulary';

export interface LegendEntry {
  label: string;
  description: string;
  kernel?: string;
  tunables: Record<string, string>;
  line: number;
}

export interface Legend {
  configs: Map<string, LegendEntry>;
  /** Row label -> metric/counter name. */
  metrics: Map<string, { name: string; line: number }>;
  /** Shorthand -> canonical tunable key. */
  shorthands: Map<string, string>;
  /** The words of what the text sets against each other (`lru vs clock`, `Puc Lua versus LuaJIT`), lowercase. */
  announced: Set<string>;
}

const ENTRY = /^\s*([A-Za-z][\w.+-]{0,11})\s+=\s+(.+?)\s*$/;
const KERNEL_VERSION = /\b\d+\.\d+(?:\.\d+)?(?:-[\w.+]+)+\b|\b\d+\.\d+\.\d+\b/;
const KV = /(?:^|[\s,;(])([A-Za-z_][\w.]*)=([^\s,;)]+)/g;

/** Collect legend entries from the whole document. */
export function readLegend(lines: Lines): Legend {
  const legend: Legend = {
    configs: new Map(),
    metrics: new Map(),
    shorthands: new Map(),
    announced: announcedComparison(lines),
  };
  const pending: { label: string; rhs: string; line: number }[] = [];
  // only lines with ` = ` can hold an entry: find them in the source instead of visiting every line, by
  // their `=` (a search for ` = ` stops at every space of the text)
  const src = lines.source;
  let k = 0;
  for (let e = src.indexOf('='); e >= 0; e = src.indexOf('=', e + 1)) {
    if (src.charCodeAt(e - 1) !== 32 || src.charCodeAt(e + 1) !== 32) continue;
    while (k + 1 < lines.count && lines.from(k + 1) <= e - 1) k++;
    if (lines.command[k]) continue;
    const t = lines.at(k).trim();
    // `(nb = kernel.numa_balancing; src = pghot_enabled_sources)`
    const inner = /^\((.*)\)$/.exec(t);
    const parts = inner ? inner[1]!.split(/;\s*/) : [t];
    for (const part of parts) {
      const m = ENTRY.exec(part);
      if (m) pending.push({ label: m[1]!, rhs: m[2]!, line: k + 1 });
    }
    e = lines.to(k); // one visit per line
  }
  // shorthands first, so config entries can use them
  for (const e of pending) {
    if (/\s/.test(e.rhs)) continue;
    const tun = canonicalTunable(e.rhs);
    if (tun && !looksLikeCounter(e.label)) legend.shorthands.set(e.label.toLowerCase(), tun);
    else if (looksLikeCounter(e.rhs)) legend.metrics.set(e.label, { name: e.rhs, line: e.line });
  }
  for (const e of pending) {
    if (!/\s/.test(e.rhs) && (legend.shorthands.has(e.label.toLowerCase()) || legend.metrics.has(e.label))) continue;
    if (isMetricLike(e.label)) continue; // `Speedup = C1 time / config time` defines a metric, not a config
    legend.configs.set(e.label, parseEntry(e.label, e.rhs, e.line, legend.shorthands));
  }
  return legend;
}

/** Words too common to tell what a comparison sets against each other. */
const COMMON = new Set([
  'the',
  'a',
  'an',
  'with',
  'without',
  'of',
  'on',
  'in',
  'for',
  'and',
  'to',
  'at',
  'by',
  'is',
  'my',
  'our',
]);
const WORD = /[a-z0-9][\w.+-]*/g;
/** Up to three words on each side of `vs` or `versus`, within their clause. */
const AGAINST = /([^\s,;:()|][^,;:()|]{0,60}?)\s+(?:vs\.?|versus)\s+([^,;:()|]{1,60})/gi;

/**
 * The words on either side of `vs` in any line but a command (a title, a heading, a sentence): the runs a text
 * announces it compares, found by the `vs` in the source rather than a visit of every line.
 */
function announcedComparison(lines: Lines): Set<string> {
  const words = new Set<string>();
  const take = (ws: string[]) => {
    for (const w of ws)
      if (!COMMON.has(w) && !/^\d/.test(w) && secondsPer(w) === undefined && bytesPer(w) === undefined && w.length > 1)
        words.add(w);
  };
  const src = lines.source;
  const vs = /\b(?:vs|versus)\b/gi;
  let k = 0;
  for (let m = vs.exec(src); m; m = vs.exec(src)) {
    while (k + 1 < lines.count && lines.from(k + 1) <= m.index) k++;
    // not in a command, nor in a table's row (`| B vs A |` heads a column of changes)
    const t = lines.at(k);
    if (!lines.command[k] && !/[|\t]/.test(t))
      for (const a of t.matchAll(AGAINST)) {
        const before = wordsOf(a[1]!);
        const after = wordsOf(a[2]!);
        // values set against each other (`26.41 vs 5.71 tok/s`) are no runs
        if (/^\d/.test(before.at(-1) ?? '0') || /^\d/.test(after[0] ?? '0')) continue;
        take(before.slice(-3));
        take(after.slice(0, 3));
      }
    // one visit per line
    vs.lastIndex = Math.max(vs.lastIndex, lines.to(k));
  }
  return words;
}

/** A label's words as the announced ones are kept: lowercase, without a closing period. */
const wordsOf = (s: string): string[] => (s.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/[.]+$/, ''));

/** Whether a label holds a word of what the text announces it compares. */
export const namesAnnounced = (legend: Legend, label: string): boolean =>
  wordsOf(label).some((w) => legend.announced.has(w));

/** `base / tier (NUMAB2) 7.2.0-rc2-base nb=2 src=-` -> description, kernel, tunables. */
export function parseEntry(label: string, rhs: string, line: number, shorthands: Map<string, string>): LegendEntry {
  const tunables: Record<string, string> = {};
  let firstKv = rhs.length;
  for (const m of rhs.matchAll(KV)) {
    const key = shorthands.get(m[1]!.toLowerCase()) ?? canonicalTunable(m[1]!);
    if (!key) continue;
    firstKv = Math.min(firstKv, m.index + (m[0].startsWith(m[1]!) ? 0 : 1));
    if (m[2] !== '-') tunables[key] = tunableValue(key, m[2]!);
  }
  const numab = numabTunable(rhs);
  if (numab !== undefined && tunables['kernel.numa_balancing'] === undefined) tunables['kernel.numa_balancing'] = numab;
  let description = rhs.slice(0, firstKv).trim();
  const kv = KERNEL_VERSION.exec(description);
  let kernel: string | undefined;
  if (kv) {
    kernel = kv[0];
    description = description.slice(0, kv.index).trim() || description;
  } else {
    const named = /\b([\w-]+) kernel\b/i.exec(rhs);
    if (named) kernel = named[1]!.toLowerCase();
  }
  for (let t = description.trimEnd(); ; t = t.slice(0, -1).trimEnd())
    if (!t.endsWith(',')) {
      description = t;
      break;
    }
  return { label, description: description || rhs, kernel, tunables, line };
}
