/** Names of runs across the whole document: one run spelled two ways, and which run is the baseline. */
import type { Config, Measurement } from '../model';
import { REFERENCE_START } from '../vocabulary/runs';

/** `base kernel` in one table and `base` in another are one config: the shorter name is kept. */
export function sameConfigNamedTwice(configs: Map<string, Config>, measurements: Measurement[]): void {
  const labels = [...configs.keys()];
  const rename = new Map<string, string>();
  for (const l of labels) {
    const short = l.replace(/(?<!\s)\s+kernel$/i, '');
    if (short !== l && configs.has(short)) rename.set(l, short);
  }
  // `Base, NUMAB=2` in a list and `Base,NUMAB=2` over a table's column (or `base NUMAB2`): one run, spelled apart
  // by spaces, case or the `=` of a setting
  const spelled = new Map<string, string>();
  for (const l of labels) {
    const key = l.toLowerCase().replace(/[\s=]+/g, '');
    const first = spelled.get(key);
    if (first === undefined) spelled.set(key, l);
    else if (!rename.has(l)) rename.set(l, first);
  }
  if (!rename.size) return;
  for (const m of measurements) m.config = rename.get(m.config) ?? m.config;
  for (const [from, to] of rename) {
    const into = configs.get(to);
    const c = configs.get(from)!;
    if (into && !rename.has(to)) for (const [k, v] of Object.entries(c.tunables)) into.tunables[k] ??= v;
  }
  for (const from of rename.keys()) configs.delete(from);
}

/**
 * The baseline: the one chosen, else the one measured run whose name says it is the reference (`without X`
 * beside `with X`), else the first measured.
 */
export function baselineOf(
  configs: readonly Config[],
  measured: ReadonlySet<string>,
  chosen?: string,
): string | undefined {
  if (chosen !== undefined) return chosen;
  const candidates = configs.filter((c) => measured.has(c.label));
  const reference = candidates.filter((c) => REFERENCE_START.test(c.label));
  return (reference.length === 1 && candidates.length === 2 ? reference[0]! : candidates[0])?.label;
}
