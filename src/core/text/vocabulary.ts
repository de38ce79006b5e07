/** Names the field uses: metric directions, known counters, NUMA balancing modes, test labels (tunables: knowledge/tunables.ts). */

/** Which side of a metric is better: higher (throughput), lower (time), none (a counter). */
export type Direction = 'higher' | 'lower' | 'none';

/** Higher is better for throughput-like metrics, lower for time-like; counters have no direction. */
const directions = new Map<string, Map<string, Direction>>();
/** How many directions are remembered: a paste of many tables has tens of thousands of metric names. */
let remembered = 0;
const REMEMBER = 200_000;

/** Whether higher or lower is better for a metric (memoized per unit, then metric: asked once per measurement and comparison). */
export function metricDirection(metric: string, unit = ''): Direction {
  let byMetric = directions.get(unit);
  let d = byMetric?.get(metric);
  if (d === undefined) {
    if (remembered >= REMEMBER) {
      directions.clear();
      remembered = 0;
      byMetric = undefined;
    }
    if (byMetric === undefined) directions.set(unit, (byMetric = new Map<string, Direction>()));
    byMetric.set(metric, (d = direction(metric, unit)));
    remembered++;
  }
  return d;
}

/**
 * The rules, first match wins. A metric is often qualified by its table (`1-socket Skylake: Amean elapsed`,
 * `lkp-icl-2sp1 0xb000280 perf-sched.wait_time.avg.ms`): anchored rules look at the last part.
 */
function direction(metric: string, unit: string): Direction {
  const m = `${metric} ${unit}`.toLowerCase();
  const core = metric.toLowerCase().replace(/^.*:\s+/, '');
  const last = core.trim().split(/\s+/).pop() ?? '';
  if (isKnownCounter(metric)) return 'none';
  // the table says so itself: `Time taken (microseconds, lower is better)`
  if (/\b(?:lower|less|lesser|smaller)(?: is |-)better\b/.test(m)) return 'lower';
  if (/\b(?:higher|more|larger|bigger)(?: is |-)better\b/.test(m)) return 'higher';
  // a spread written with underscores (`stddev_time`, `harmonic_stddev_TEPS`) is a spread too
  if (SPREAD_OR_DELTA.test(m.replace(/_/g, ' '))) return 'none';
  if (DIAGNOSTIC_NAMESPACE.test(last) || COUNT_LIKE.test(core) || isKernelActivity(core)) return 'none';
  // a value in seconds is a time, whatever the row calls it (`Benchmark score (us)`)
  if (unit === 's' || /\((?:ns|us|usecs?|ms|msecs?|s|secs?|seconds|microseconds|milliseconds|nanoseconds)\)/.test(m))
    return 'lower';
  if (COST_PER_UNIT.test(m)) return 'lower';
  // a name written with underscores is named by its last word (`harmonic_mean_TEPS`, `mean_time`; not `time_based`)
  const tail = metric.includes('_')
    ? (metric
        .toLowerCase()
        .trim()
        .split(/[_\s]+/)
        .pop() ?? '')
    : '';
  if (HIGHER.test(m) || HIGHER.test(tail) || /^hmean\s/.test(core) || WORK_RATE.test(m) || LLAMA_PHASE.test(core))
    return 'higher';
  if (
    LOWER.test(m) ||
    LOWER.test(tail) ||
    /^(?:real|user|sys)$/.test(core) ||
    MMTESTS_TIME.test(core) ||
    PERCENTILE.test(m)
  )
    return 'lower';
  return 'none';
}

const HIGHER =
  /t\/s|tok(en)?s?\/s|tokens per second|\bteps\b|lookups\/s|\bqps\b|speedup|throughput|ops\/s|ops_per_sec|\bper_(?:process|thread)_ops\b|jobs-per-min|will-it-scale\.workload|vm-scalability\.median\b|\bscore\b|\b[ij]?ops\b|\b(?:rps|tps)\b|requests per second|\b(?:transactions|queries|events|requests|operations) per sec\b|[kmgt]i?b\/s|[kmgt]i?bytes?\/s|bandwidth|\b(?:speedometer|jetstream|motionmark)\b|\bgups\b|\bspeed_|\bs_(pp|tg)\b/;
const LOWER = /\btime\b|\bruntime\b|latency|duration|elapsed|completion|\bt_(pp|tg)\b|^unit:s$/;
/** Work done per second or minute, by the unit of work: `Nodes/second`, `files/sec`, `faults/sec-48`, AIM7's `jobs/min`, `logs/sec`; also `performance relative to baseline`. */
const WORK_RATE =
  /\b(?:nodes|lookups|requests|queries|transactions|operations|items|records?|messages|logs|events|packets|frames|iterations|jobs|files|keys|edges|faults|accesses)[\s_]?(?:\/|per[\s_])(?:s(?:ec(?:ond)?)?|min(?:ute)?)\b|^(?:relative|normalized)\s+performance\b|^performance\s+(?:relative|normalized)\b/;
/** llama.cpp's phases named alone: `PP @49k`, `TG 128`, `pp512` (tokens per second, as llama-bench writes them). */
const LLAMA_PHASE = /^(?:pp|tg)\s?(?:\d+|@)/;
/** What one access, operation or element costs: `cyc/access`, `ns/op`, `usecs/op`, `cycles per update`, `ms/token`. */
const COST_PER_UNIT =
  /\b(?:cyc|cycles?|ns|nsecs?|us|usecs?|ms|msecs?)\s?(?:\/|per\s)(?:access|accesses|op|ops|operation|iter|iteration|elem|element|lookup|fault|page|update|cacheline|call|tok|token|request|query)\b/;
/** A latency percentile written without the word latency: `p99`, `p99.9`, `99th percentile`, `*99.0th`. */
const PERCENTILE =
  /(?:^|[\s*(])p(?:50|90|95|99|99\.9|999)\b|\b\d{2}(?:\.\d{1,2})?th\b|\b\d{2}(?:\.\d{1,2})?%?\s{1,4}percentile\b/;
/** mmtests: `Amean elsp-NUMA01`, `Amean syst-256`, `BAmean-50 fault-base-1` are times; Hmean rows are rates. */
const MMTESTS_TIME = /^(?:amean|bamean-\d+|min|max)\s+(?:elsp|syst|user|fault)-/;
/** The spread of a metric, or a change already computed: neither has a better side of its own. */
const SPREAD_OR_DELTA = /\b(?:stddev|stdev|coeffvar|variance|iqr)\b|stddev%|\boverhead\b|%change|%gain|%diff/;
/** lkp monitors: what the kernel did while the benchmark ran, not how well it ran. */
const DIAGNOSTIC_NAMESPACE =
  /^(?:cpuidle|perf-sched|sched_debug|mpstat|perf-stat|perf-profile|perf-c2c|proc-vmstat|vmstat|meminfo|numa-meminfo|numa-vmstat|numa-numastat|slabinfo|interrupts|softirqs|turbostat|iostat|uptime|boot-time|pmeter|latency_stats|lock_stat)\./;
/** Counts and shares that ride along in time(1) and lkp output: `time.voluntary_context_switches`. */
/**
 * The kernel's own work (`promote rate MB/s`, `demotion rate`, `scan rate`, mmtests' `Ops NUMA hint faults`):
 * the price of tiering, not the benchmark's result, so neither side is better (a patch that cuts the promote
 * rate while the score rises is the point of hot page selection). A migration throughput stays a result.
 */
export function isKernelActivity(metric: string): boolean {
  const core = metric.toLowerCase().replace(/^.*:\s+/, '');
  return KERNEL_ACTIVITY_RATE.test(core) || TIERING_THROUGHPUT.test(core) || /^ops\s+[a-z]/.test(core);
}
/** Pages tiering moved per second (`Promotion MB/s`, `demotion pages/s`): the price of tiering, as a rate. */
const TIERING_THROUGHPUT = /\b(?:promot|demot)\w{0,20}\s{1,4}(?:[kmg]i?b|pages?)\/s\b/;
const KERNEL_ACTIVITY_RATE =
  /\b(?:promot|demot|migrat|scan|reclaim|swap|compact|hint[ _-]?fault|page[ _-]?fault|fault)\w*\s+(?:rate|frequency|count)\b/;
const COUNT_LIKE =
  /context_switches$|context switches|page_faults$|page faults|percent_of_cpu|percent of cpu|\butili[sz]ation\b/;

const COUNTER_PREFIXES = [
  'pgpromote',
  'pgdemote',
  'pgmigrate',
  'numa_',
  'pghot_',
  'hwhint_',
  'thp_',
  'pgscan',
  'pgsteal',
  'nr_',
  'pgfault',
  'pgmajfault',
  'pgalloc',
  'pgfree',
  'compact_',
  'pgrefill',
  'pgactivate',
  'pgdeactivate',
  'workingset_',
  'pswp',
  'pgpg',
  'kmigrated',
  'htlb_',
  'balloon_',
  'swap_',
  'zone_reclaim',
  'pglazy',
  'drop_',
  'oom_kill',
  'unevictable_',
  'allocstall',
  'pgskip',
  'pginodesteal',
  'slabs_scanned',
  'kswapd_',
  'pageoutrun',
  'pgrotated',
  'direct_map_',
];

/** A /proc/vmstat-style counter name (lowercase identifier with a known prefix). */
export function isKnownCounter(name: string): boolean {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) return false;
  return COUNTER_PREFIXES.some((p) => name.startsWith(p));
}

/** A counter name shape: lowercase identifier with at least one underscore, as vmstat prints. */
export function looksLikeCounter(name: string): boolean {
  return (/^[a-z][a-z0-9_]*$/.test(name) && name.slice(1, -1).includes('_')) || isKnownCounter(name);
}

const NUMAB =
  /\bnumab[-_ ]?(?:mode)?\s*[=:]?\s*([0-3])\b|\bnuma[ _]balancing\s+(?:mode\s*)?[=:]?\s*([0-3])\b|\bNUMA_BALANCING_(MEMORY_TIERING|NORMAL|DISABLED)\b|\bnuma[ _]balancing\s(?:memory\s)?(tiering)\b/gi;
const MODE_NAMES: Record<string, string> = { memory_tiering: '2', normal: '1', disabled: '0' };

/** NUMA balancing modes as people write them: `NUMAB2`, `NUMAB-2`, `numab mode = 2`, `numa balancing mode 2`, the kernel's mode names, `numa balancing tiering on`. */
export function numaBalancingModes(text: string): Set<string> {
  return new Set(numaBalancingMentions(text).map((m) => m.mode));
}

/** Each NUMA balancing mode a text states, with where it is written. */
export function numaBalancingMentions(text: string): { mode: string; at: number; text: string }[] {
  return [...text.matchAll(NUMAB)].map((m) => ({
    mode: m[1] ?? m[2] ?? (m[4] ? '2' : MODE_NAMES[m[3]!.toLowerCase()]!),
    at: m.index,
    text: m[0],
  }));
}

/** The one NUMA balancing mode a text states (`NUMAB2` -> '2'), if it states exactly one. */
export function numabTunable(text: string): string | undefined {
  const modes = numaBalancingModes(text);
  return modes.size === 1 ? [...modes][0] : undefined;
}

/** Test-label shape of llama-bench and friends: pp512, tg128, pp512+tg128, tg64@pp512, pp512 @ d512. */
export const LLAMA_TEST_RE = /^(?:pp\d+|tg\d+|pp\d+\+tg\d+|tg\d+@pp\d+|pp\d+@d\d+|tg\d+@d\d+)$/;

/** Canonical test label: `pp512 @ d512` -> `pp512@d512`. */
export function canonicalTest(t: string): string {
  return t
    .split('@')
    .map((s) => s.trim())
    .join('@')
    .trim();
}

/** Prefill (compute-bound) vs decode (bandwidth-bound) phase of an LLM metric name. */
export function llmPhase(metric: string): 'prefill' | 'decode' | undefined {
  const m = metric.toLowerCase();
  if (/^tg\d+|generation|decode|\bs_tg\b|\btg\b/.test(m)) return 'decode';
  if (/^pp\d+|prompt|prefill|\bs_pp\b|\bpp\b/.test(m)) return 'prefill';
  return undefined;
}
