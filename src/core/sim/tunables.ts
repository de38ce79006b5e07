/** The tunables a scenario can set, by the kernel's names, with defaults and allowed ranges. */

export type TunableValue = number | string | boolean;

export interface TunableSpec {
  key: string;
  default: TunableValue;
  /** Numeric range (inclusive) or the allowed words. */
  min?: number;
  max?: number;
  values?: readonly string[];
  integer?: boolean;
  doc: string;
}

const n = (key: string, def: number, min: number, max: number, doc: string, integer = true): TunableSpec => ({ key, default: def, min, max, integer, doc });
const w = (key: string, def: string, values: readonly string[], doc: string): TunableSpec => ({ key, default: def, values, doc });

export const TUNABLES: readonly TunableSpec[] = [
  n('kernel.numa_balancing', 0, 0, 3, 'bitmask: 1 NORMAL (between sockets), 2 MEMORY_TIERING (promote hot lower-tier pages), 3 both'),
  n('kernel.numa_balancing_promote_rate_limit_MBps', 65536, 0, 1 << 20, 'promotion rate limit per target node in MB/s (1 s windows)'),
  n('numa_balancing.hot_threshold_ms', 1000, 1, 600000, 'hint-fault latency below which a lower-tier page is hot (auto-adjusted every scan_period_max)'),
  n('numa_balancing.scan_period_min_ms', 1000, 10, 600000, 'shortest time for one scan pass over the task (per-window periods are this / windows)'),
  n('numa_balancing.scan_period_max_ms', 60000, 10, 3600000, 'longest time for one scan pass; also the threshold adjustment period'),
  n('numa_balancing.scan_size_mb', 256, 1, 1 << 20, 'PTE updates per scan window, in MB'),
  n('numa_balancing.scan_delay_ms', 1000, 0, 600000, 'delay before the first scan of a new task'),
  w('mm.numa.demotion_enabled', 'false', ['true', 'false'], 'reclaim demotes cold pages to the next lower tier instead of swapping or dropping them'),
  w('mm.transparent_hugepage.enabled', 'madvise', ['always', 'madvise', 'never'], 'THP mode; "always" maps anonymous memory with 2 MB pages when possible'),
  n('vm.nr_hugepages', 0, 0, 1 << 30, 'explicit 2 MB hugetlb pages reserved; the workload uses them when they cover its footprint (llama.cpp -thp 1)'),
  n('vm.watermark_scale_factor', 10, 1, 3000, 'watermark step in 1/10000 of node memory (min -> low -> high -> promo)'),
  w('kernel.variant', 'base', ['base', 'pghot'], 'base: promotion inside the hint fault; pghot: recorded accesses, promotion by kmigrated'),
  n('vm.pghot_enabled_sources', 0, 0, 7, 'pghot sources: 0x1 NUMA hint faults, 0x2 AMD IBS samples, 0x4 CXL CHMU'),
  n('vm.pghot_freq_threshold', 2, 1, 127, 'accesses needed within the window to make a page hot'),
  n('vm.pghot_promote_freq_window_ms', 3000, 1, 600000, 'window for the access count'),
  n('vm.pghot_promote_rate_limit_MBps', 65536, 0, 1 << 20, 'kmigrated promotion rate limit per target node in MB/s'),
  n('vm.pghot_target_nid', -1, -1, 1023, 'node pghot promotes to (-1 = the node of the accessing CPU)'),
  n('pghot.kmigrated_sleep_ms', 100, 1, 60000, 'kmigrated sleeps this long between passes over the hot list'),
  n('pghot.kmigrated_batch_nr', 512, 1, 1 << 20, 'pages migrated per batch (one TLB flush per batch)'),
  n('pghot.precise', 0, 0, 1, 'precise hotness records (wide counter, exact time) instead of the compact default record'),
  n('ibs.period', 10000, 1000, 1 << 26, 'IBS op sampling period (ops per sample per CPU)'),
  n('ibs.l3miss_only', 1, 0, 1, 'IBS reports only ops that missed the L3'),
  n('chmu.unit', 4096, 4096, 1 << 30, 'CHMU tracking unit in bytes (a power of two)'),
  n('chmu.epoch_ms', 1000, 1, 600000, 'CHMU counting epoch'),
  n('chmu.threshold', 1024, 1, 1 << 30, 'accesses to a unit within an epoch for the CHMU to report it hot'),
];

export const TUNABLE_BY_KEY = new Map(TUNABLES.map((t) => [t.key, t]));

export type Tunables = Record<string, TunableValue>;

/** Parse and check one value; an error message naming the key and the allowed range. */
export function checkTunable(key: string, raw: unknown): { value: TunableValue } | { error: string } {
  const spec = TUNABLE_BY_KEY.get(key);
  if (!spec) {
    const family = TUNABLES.filter((t) => t.key.split('.')[0] === key.split('.')[0]).map((t) => t.key);
    return { error: `unknown tunable "${key}"; ${family.length ? `known ${key.split('.')[0]}.* tunables: ${family.join(', ')}` : `known prefixes: ${[...new Set(TUNABLES.map((t) => t.key.split('.')[0]))].join(', ')}`} (docs/simulator.md)` };
  }
  if (spec.values) {
    const s = typeof raw === 'boolean' ? String(raw) : typeof raw === 'number' && spec.values.includes('true') ? String(raw !== 0) : String(raw).trim();
    const v = s === '1' && spec.values.includes('true') ? 'true' : s === '0' && spec.values.includes('false') ? 'false' : s.replace(/^\[(\w+)\]$/, '$1');
    if (!spec.values.includes(v)) return { error: `${key}: "${String(raw)}" is not one of ${spec.values.join(', ')}` };
    return { value: v };
  }
  const num = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?(0x[0-9a-f]+|\d+(\.\d+)?)\s*$/i.test(raw) ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(num)) return { error: `${key}: "${String(raw)}" is not a number (allowed ${spec.min}..${spec.max})` };
  if ((spec.integer && !Number.isInteger(num)) || num < spec.min! || num > spec.max!)
    return { error: `${key}: ${num} is out of range (allowed ${spec.integer ? 'integers ' : ''}${spec.min}..${spec.max})` };
  if (key === 'chmu.unit' && (num & (num - 1)) !== 0) return { error: `${key}: ${num} is not a power of two (allowed 4096..${spec.max})` };
  return { value: num };
}

export function defaultTunables(): Tunables {
  return Object.fromEntries(TUNABLES.map((t) => [t.key, t.default]));
}
