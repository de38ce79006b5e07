/**
 * Which configs can be set against each other, and the nearest earlier one that can: label factors
 * read once per config, and buckets of configs that agree in all factors but one, so finding a
 * config's reference does not walk every config before it.
 */
import { canonicalTunable } from '../knowledge/tunables';
import type { Config } from '../model';
import { lastBelow } from '../math/bisect';

/**
 * The factors a label names: `key=value` tokens (`Prompt=2 -thp=1`, plus the words around them as one
 * more factor), else comma-separated parts (`Milan, create 192GB qemu-VM, clear_pages_erms()`).
 */
export function factors(label: string): Map<string, string> {
  const out = new Map<string, string>();
  const rest = label
    .replace(/(?:^|\s)-{0,2}([A-Za-z][\w.-]*)=(\S+)/g, (_, k: string, v: string) => (out.set(k.toLowerCase(), v), ' '))
    .trim();
  if (out.size) {
    if (rest) out.set('', rest);
    return out;
  }
  label.split(',').forEach((p, i) => out.set(`#${i}`, p.trim()));
  return out;
}

export const isTunableKey = (k: string) => k !== '' && !k.startsWith('#') && canonicalTunable(k) !== undefined;

/** Bucket hashes are sums modulo 2^52 (a sum of two stays exact below 2^53). */
const HASH_MOD = 2 ** 52;

/** A factor's hash in [0, 2^52): FNV-1a of `key\u0000value` (32 bits) over 20 bits of a second mix. */
function factorHash(k: string, v: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  const s = `${k}\u0000${v}`;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0) * 0x100000 + ((b >>> 0) & 0xfffff);
}

/** The configs of one analysis by label, in order, with their factors read once. */
export class ConfigIndex {
  private readonly byLabel = new Map<string, Config>();
  private readonly position = new Map<string, number>();
  private readonly factorsOf = new Map<string, Map<string, string>>();
  private readonly knobsOf = new Map<string, string>();
  /** Bucket key -> positions (ascending) of the configs in it; every comparable pair shares a bucket. */
  private readonly buckets = new Map<string, number[]>();

  constructor(readonly configs: readonly Config[]) {
    configs.forEach((c, i) => {
      if (this.byLabel.has(c.label)) return;
      this.byLabel.set(c.label, c);
      this.position.set(c.label, i);
      for (const key of this.bucketKeys(c)) {
        const list = this.buckets.get(key) ?? [];
        list.push(i);
        this.buckets.set(key, list);
      }
    });
  }

  /** The config with this label (the first, if two share it). */
  config(label: string): Config | undefined {
    return this.byLabel.get(label);
  }

  private factors(c: Config): Map<string, string> {
    let f = this.factorsOf.get(c.label);
    if (!f) this.factorsOf.set(c.label, (f = factors(c.label)));
    return f;
  }

  private knobs(c: Config): string {
    let k = this.knobsOf.get(c.label);
    if (k === undefined) this.knobsOf.set(c.label, (k = Object.keys(c.tunables).sort().join('\u0000')));
    return k;
  }

  /**
   * The buckets a config is filed in, and looked up in: labels of one factor or none share one bucket;
   * otherwise two comparable configs agree in every factor but one key with the same tunables (both
   * have the key: `-key` buckets; one lacks it: its factors are the other's without the key, `+`
   * buckets), or agree in every factor with other tunables (`=`). A bucket is named by a hash of the
   * factors it holds (a sum of each factor's hash, so the factors without one key cost one subtraction,
   * not a new signature: a label of 1,600 comma parts was cubic); a collision only adds a candidate that
   * `comparable` turns down.
   */
  private bucketKeys(c: Config): string[] {
    const f = this.factors(c);
    const knobs = this.knobs(c);
    const hashes = [...f].map(([k, v]) => factorHash(k, v));
    let all = 0;
    for (const h of hashes) all = (all + h) % HASH_MOD;
    const without = (h: number) => (all - h + HASH_MOD) % HASH_MOD;
    const keys = new Set([`=${all}`, `+${all}\u0001${knobs}`]);
    if (f.size < 2) keys.add('single');
    [...f.keys()].forEach((k, i) => {
      const rest = without(hashes[i]!);
      keys.add(`-${k}\u0001${rest}\u0001${knobs}`).add(`+${rest}\u0001${knobs}`);
    });
    return [...keys];
  }

  /**
   * Whether two configs can be set against each other. A label of several factors is a design: a
   * comparison must change one factor only (not the machine and the function at once, nor one of them
   * while the machine's own knobs differ too), and where the label names a tunable (`-thp=0`), the
   * change must be in a tunable: `Prompt=2` against `Prompt=1` is another workload, not a result.
   * Single-factor labels (r1, base, patched, threads=64) are taken as one series.
   */
  comparable(a: Config | undefined, b: Config | undefined): boolean {
    if (!a || !b) return true;
    const fa = this.factors(a);
    const fb = this.factors(b);
    if (fa.size < 2 && fb.size < 2) return true;
    const keys = [...new Set([...fa.keys(), ...fb.keys()])];
    const differ = keys.filter((k) => fa.get(k) !== fb.get(k));
    if (differ.length + (this.knobs(a) === this.knobs(b) ? 0 : 1) !== 1) return false;
    return !keys.some(isTunableKey) || isTunableKey(differ[0]!);
  }

  /**
   * Whether two cells of one table ran the same workload: where the labels name a tunable, every other
   * `key=value` factor (the prompt, the input) must agree; the best of a table is the best at one workload.
   */
  sameWorkload(a: Config | undefined, b: Config | undefined): boolean {
    if (!a || !b) return true;
    const fa = this.factors(a);
    const fb = this.factors(b);
    const keys = [...new Set([...fa.keys(), ...fb.keys()])].filter((k) => k !== '' && !k.startsWith('#'));
    return !keys.some(isTunableKey) || keys.every((k) => isTunableKey(k) || fa.get(k) === fb.get(k));
  }

  /**
   * The label of the nearest config before `label` (in config order) that is comparable with it and
   * passes `ok`; a label not among the configs looks before the last config.
   */
  nearestEarlier(label: string, ok: (label: string) => boolean): string | undefined {
    const me = this.byLabel.get(label);
    const before = this.position.get(label) ?? this.configs.length - 1;
    if (!me) {
      for (let p = before - 1; p >= 0; p--) if (ok(this.configs[p]!.label)) return this.configs[p]!.label;
      return undefined;
    }
    let best = -1;
    for (const key of this.bucketKeys(me)) {
      const list = this.buckets.get(key);
      if (!list) continue;
      // the last position below `before`, then back until one qualifies (positions above `best` only)
      for (let q = lastBelow(list, before); q >= 0 && list[q]! > best; q--) {
        const other = this.configs[list[q]!]!;
        if (ok(other.label) && this.comparable(me, other)) {
          best = list[q]!;
          break;
        }
      }
    }
    return best < 0 ? undefined : this.configs[best]!.label;
  }
}
