/** The tunables a scenario can set: the registry's modelled entries (knowledge/tunables.ts), and their checks. */
import { quoteShort } from '../text/safeJson';
import {
  canonicalTunable,
  TUNABLE_BY_NAME,
  TUNABLE_REGISTRY,
  type Tunable,
  type TunableValue,
} from '../knowledge/tunables';

export type { TunableValue };
export type TunableSpec = Tunable;
export type Tunables = Record<string, TunableValue>;

export const TUNABLES: readonly TunableSpec[] = TUNABLE_REGISTRY.filter((t) => t.modelled);
export const TUNABLE_BY_KEY: ReadonlyMap<string, TunableSpec> = new Map(TUNABLES.map((t) => [t.key, t]));

export const NOT_MODELLED = 'not modelled by the simulator (docs/simulator.md)';

function unknown(key: string): string {
  if (TUNABLE_BY_NAME.has(key.toLowerCase())) return `${key}: ${NOT_MODELLED}`;
  const prefix = key.split('.')[0]!;
  const family = TUNABLES.filter((t) => t.key.split('.')[0] === prefix).map((t) => t.key);
  const known = family.length
    ? `known ${prefix}.* tunables: ${family.join(', ')}`
    : `known prefixes: ${[...new Set(TUNABLES.map((t) => t.key.split('.')[0]))].join(', ')}`;
  return `unknown tunable ${quoteShort(key)}; ${known} (docs/simulator.md)`;
}

/** Parse and check one value given under any of the tunable's names: its canonical key and value, or an error naming the allowed range. */
export function checkTunable(name: string, raw: unknown): { key: string; value: TunableValue } | { error: string } {
  const key = canonicalTunable(name) ?? name;
  const spec = TUNABLE_BY_KEY.get(key);
  if (!spec) return { error: unknown(key) };
  if (spec.values) {
    const bool = spec.values.includes('true');
    const s =
      typeof raw === 'boolean' ? String(raw) : typeof raw === 'number' && bool ? String(raw !== 0) : String(raw).trim();
    const v = s === '1' && bool ? 'true' : s === '0' && bool ? 'false' : s.replace(/^\[(\w+)\]$/, '$1');
    if (!spec.values.includes(v))
      return { error: `${key}: ${quoteShort(String(raw))} is not one of ${spec.values.join(', ')}` };
    return { key, value: v };
  }
  const numeric = typeof raw === 'string' && /^\s*-?(0x[0-9a-f]+|\d+(\.\d+)?)\s*$/i.test(raw);
  const num = typeof raw === 'number' ? raw : numeric ? Number(raw.trim()) : NaN;
  const [min, max] = [spec.min!, spec.max!];
  if (!Number.isFinite(num))
    return { error: `${key}: ${quoteShort(String(raw))} is not a number (allowed ${min}..${max})` };
  if (!Number.isInteger(num) || num < min || num > max) {
    return { error: `${key}: ${num} is out of range (allowed integers ${min}..${max})` };
  }
  if (key === 'chmu.unit' && (num & (num - 1)) !== 0)
    return { error: `${key}: ${num} is not a power of two (allowed 4096..${max})` };
  return { key, value: num };
}

export function defaultTunables(): Tunables {
  return Object.fromEntries(TUNABLES.map((t) => [t.key, t.default]));
}
