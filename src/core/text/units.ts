/** Units written in metric names and headers, and their conversion to base units (seconds, bytes). */
import { isKnownCounter, isKernelActivity, LLAMA_TEST_RE, metricDirection } from './vocabulary';
import { ALLOCATORS, KERNEL_TREE, REFERENCE_WORDS, TREATMENT_WORDS, WHOSE_WORDS } from '../vocabulary/runs';

export interface MetricName {
  /** Name without the unit in parentheses: `Time (us)` -> `Time`. */
  name: string;
  unit: string;
  /** Multiply the written value by this to get base units. */
  factor: number;
}

/** Every time unit a report writes after a value (`55 minutes`, `4.2 usecs`), in seconds: the one list of them. */
const TIME_UNITS: Record<string, number> = {
  ns: 1e-9,
  nsec: 1e-9,
  nsecs: 1e-9,
  nanosecond: 1e-9,
  nanoseconds: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  // the Greek letter mu, which keyboards and fonts give for the micro sign
  μs: 1e-6,
  usec: 1e-6,
  usecs: 1e-6,
  microsecond: 1e-6,
  microseconds: 1e-6,
  // fish's `time` (`Executed in  216.10 millis`, `150.00 micros`)
  micros: 1e-6,
  ms: 1e-3,
  msec: 1e-3,
  msecs: 1e-3,
  millisecond: 1e-3,
  milliseconds: 1e-3,
  millis: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
};
/** The time units as a pattern's alternatives, longest first (`seconds` before `s`). */
export const TIME_UNIT_WORDS = Object.keys(TIME_UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const SIZE_UNITS: Record<string, number> = {
  kb: 1024,
  kib: 1024,
  mb: 2 ** 20,
  mib: 2 ** 20,
  mbs: 2 ** 20,
  gb: 2 ** 30,
  gib: 2 ** 30,
  tb: 2 ** 40,
  tib: 2 ** 40,
  pib: 2 ** 50,
  b: 1,
  bytes: 1,
  // iperf's transfer column (`337 GBytes`, `9.88 MBytes`): binary, as iperf counts them
  kbytes: 1024,
  mbytes: 2 ** 20,
  gbytes: 2 ** 30,
  tbytes: 2 ** 40,
};

/** Chinese count scales written as a unit: 万 (ten thousand), 亿 (a hundred million). */
const CJK_COUNT_SCALE: Record<string, number> = { 万: 1e4, 亿: 1e8 };

/** Seconds in one of a time unit as reports write it (`ms`, `usec`, `seconds`), or undefined. */
/** Counts per second written as one word (`tps`, `IOPS`, `fps`, `2.61 Mpps`): the one list every reader takes them from. */
export const COUNT_RATE_WORDS = ['ops', 'tps', 'qps', 'pps', 'rps', 'fps', 'iops', 'jops', 'bps'];
/** The same words as a pattern's alternatives, lower and upper case (`iops`, `IOPS`; `jOPS` by its lower case). */
export const COUNT_RATE = COUNT_RATE_WORDS.flatMap((w) => [w, w.toUpperCase()]).join('|');

export const secondsPer = (unit: string): number | undefined => TIME_UNITS[unit.toLowerCase()];
/** Bytes in one of a size unit (`KiB`, `MB` as 2^20, `B`), or undefined. */
export const bytesPer = (unit: string): number | undefined => SIZE_UNITS[unit.toLowerCase()];

/** `Time (us)` -> [`Time`, `us`]: the last bracket group at the end (string work, no backtracking). */
function unitInBrackets(h: string): [string, string, string] | undefined {
  const close = h.charAt(h.length - 1);
  if (close !== ')' && close !== ']') return undefined;
  const open = Math.max(h.lastIndexOf('(', h.length - 2), h.lastIndexOf('[', h.length - 2));
  // the unit and a note after it (`(ms, lower is better)`, `(MB, ↓)`)
  const unit =
    open < 0
      ? ''
      : h
          .slice(open + 1, -1)
          .split(',')[0]!
          .trim();
  if (!unit || /[)\]]/.test(unit)) return undefined;
  return [h, h.slice(0, open).trimEnd(), unit];
}

/**
 * A name and the unit after its last comma, as a table's header writes it (`Average Latency, ms`, `p99, ms`; found
 * by the last comma, not a pattern: one backtracked over a line of many commas). `B` alone there is no unit (`Config,
 * B`). Read as a unit in brackets is.
 */
function unitAfterComma(h: string): [string, string, string] | undefined {
  const at = h.lastIndexOf(',');
  const unit = h.slice(at + 1).trim();
  if (at <= 0 || !unit || unit.toLowerCase() === 'b' || /\s/.test(unit)) return undefined;
  return [h, h.slice(0, at).trimEnd(), unit];
}

/**
 * A size unit written as the label's last word (`Max RSS KiB`, `Promoted GiB`, `Host node0 MB`): bytes
 * per unit. The words before it name the quantity; a bare number before it (`32 GB`) is a size that
 * names a config, not a unit.
 */
function trailingSizeUnit(h: string): number | undefined {
  const sp = h.lastIndexOf(' ');
  if (sp < 0) return undefined;
  const unit = /^(KiB|MiB|GiB|TiB|KB|kB|MB|GB|TB)$/.exec(h.slice(sp + 1))?.[1];
  const before = h.slice(0, sp).trimEnd();
  const lastWord = before.slice(before.lastIndexOf(' ') + 1);
  if (!unit || !/[A-Za-z]/.test(lastWord)) return undefined;
  return SIZE_UNITS[unit.toLowerCase()];
}

/** What a time is counted per (`ms/iter`, `ns/op`, `ms/token`): one list for a unit in brackets and one ending a name. */
const PER_OPERATION = 'iter|iteration|op|call|query|request|req|run|token|tok|step';
const PER_OPERATION_UNIT = new RegExp(`^([a-zµ]+)\\/(${PER_OPERATION})$`);
const PER_OPERATION_SUFFIX = new RegExp(`(?:^|[\\s_])(ns|us|µs|ms|sec|s)\\/(?:${PER_OPERATION})$`, 'i');

/**
 * A unit that ends a name after a space or an underscore, as tables and CSV headers write it: a time per
 * operation (`ns/op`, `lat ms/token`), a time (`latency_ms`), a size (`migrated_GiB`): base unit and factor.
 */
function unitSuffix(h: string): { unit: string; factor: number } | undefined {
  // a time per what a name goes on to say (`µs per first touch`, `ns per op`)
  const lead = /^(\S+) per \S/.exec(h)?.[1];
  if (lead !== undefined && TIME_UNITS[lead.toLowerCase()] !== undefined)
    return { unit: 's', factor: TIME_UNITS[lead.toLowerCase()]! };
  const per = PER_OPERATION_SUFFIX.exec(h);
  if (per) return { unit: 's', factor: TIME_UNITS[per[1]!.toLowerCase()]! };
  // `ops_per_sec` is a rate, not a time
  const m = /[a-z](?<!per)_(ns|us|µs|usec|ms|msec|sec|secs|seconds|KiB|MiB|GiB|TiB|KB|kB|MB|GB|TB|bytes)$/.exec(h);
  if (!m) return undefined;
  const u = m[1]!.toLowerCase();
  return TIME_UNITS[u] !== undefined ? { unit: 's', factor: TIME_UNITS[u] } : { unit: 'bytes', factor: SIZE_UNITS[u]! };
}

/** Parse `Time (us)`, `pp512 t/s`, `Lookups/s`, `pgpromote_success` into name, base unit and factor. */
export function metricName(header: string): MetricName {
  const h = header.trim();
  const paren = unitInBrackets(h) ?? unitAfterComma(h);
  if (paren) {
    const u = paren[2].toLowerCase();
    if (TIME_UNITS[u] !== undefined) return { name: `${paren[1]} (s)`, unit: 's', factor: TIME_UNITS[u] };
    // a time per operation (`ms/iter`, `us/op`): a time, in seconds per the same operation
    const per = PER_OPERATION_UNIT.exec(u);
    if (per && TIME_UNITS[per[1]!] !== undefined)
      return { name: `${paren[1]} (s/${per[2]})`, unit: 's', factor: TIME_UNITS[per[1]!]! };
    if (SIZE_UNITS[u] !== undefined) return { name: `${paren[1]} (bytes)`, unit: 'bytes', factor: SIZE_UNITS[u] };
    if (u === 't/s' || u === 'tok/s' || u === 'tokens/s') return { name: `${paren[1]} t/s`, unit: 't/s', factor: 1 };
    // a count in Chinese myriads, as a header or a user writes it (`QPS (万)` over `40W`: 400000)
    const myriads = CJK_COUNT_SCALE[u];
    if (myriads !== undefined) {
      const base = metricName(paren[1]);
      return { ...base, factor: base.factor * myriads };
    }
  }
  const trailing = trailingSizeUnit(h);
  if (trailing) return { name: h, unit: 'bytes', factor: trailing };
  // (lkp's dotted names, `meminfo.max_used_kB`, keep their values as the robot prints them)
  const suffixed = isKnownCounter(h) || h.includes('.') ? undefined : unitSuffix(h);
  if (suffixed) return { name: h, ...suffixed };
  if (/\bt\/s\b|tokens\/s|tok\/s/i.test(h)) return { name: h, unit: 't/s', factor: 1 };
  if (/\bTEPS\b/.test(h)) return { name: h, unit: 'TEPS', factor: 1 };
  if (/lookups\/s/i.test(h)) return { name: h, unit: 'lookups/s', factor: 1 };
  if (/\bqps\b/i.test(h)) return { name: h, unit: 'qps', factor: 1 };
  if (/speedup/i.test(h)) return { name: h, unit: 'x', factor: 1 };
  if (LLAMA_TEST_RE.test(h) || /^(pp|tg)$/i.test(h)) return { name: `${h} t/s`, unit: 't/s', factor: 1 };
  if (isKnownCounter(h)) return { name: h, unit: 'count', factor: 1 };
  return { name: h, unit: '', factor: 1 };
}

/** A statistic of a distribution of samples (`Avg`, `Median`, `p99`, `Slowest`): what a row or column of measures summarizes, never a run. */
const DISTRIBUTION =
  'avg|average|mean|median|min|minimum|max|maximum|slowest|fastest|stddev|stdev|std|q[13]|p\\d{1,2}(?:\\.\\d{1,3})?';
const OF_DISTRIBUTION = new RegExp(`^(?:${DISTRIBUTION})$`, 'i');
/** A statistic of a measured quantity, named alone (`avg = 7162 nsecs, total: ..., count: 2248034`, `Avg= 62.7`). */
const STATISTIC = new RegExp(`^(?:${DISTRIBUTION}|total|sum|count|samples)$`, 'i');
export const isStatistic = (name: string): boolean => STATISTIC.test(name);

/** A count per second in any unit (`page/s`, `Mop/s`, `faults/sec`), or a statistic over a unit (`avg / us`, `99% / us`). */
const RATE_OR_STATISTIC_UNIT = new RegExp(
  `[A-Za-z%]\\/s(?:ec|econd)?\\b|^(?:${DISTRIBUTION}|\\d{1,2}(?:\\.\\d+)?%)\\s*\\/\\s*[a-zµ]+$`,
  'i',
);

/** A header or row label that names a measured quantity (not a config key), a result or the kernel's own rate. */
export function isMetricLike(h: string): boolean {
  const m = metricName(h);
  const t = h.trim();
  return (
    m.unit !== '' ||
    metricDirection(h) !== 'none' ||
    isKernelActivity(h) ||
    RATE_OR_STATISTIC_UNIT.test(t) ||
    OF_DISTRIBUTION.test(t)
  );
}

/** A time unit a table's title gives its values: `Time taken (microseconds, lower is better)`, `latency in ms`. */
export function titleTimeFactor(title: string): number | undefined {
  const t = title.toLowerCase();
  if (!/time|latency|duration|elapsed|runtime|\((?:us|ms|ns|s|sec|usec|msec)\)/.test(t)) return undefined;
  if (/\b(microseconds?|usecs?|us|µs)\b/.test(t)) return 1e-6;
  if (/\b(milliseconds?|msecs?|ms)\b/.test(t)) return 1e-3;
  if (/\b(nanoseconds?|nsecs?|ns)\b/.test(t)) return 1e-9;
  if (/\b(seconds?|secs?|sec)\b/.test(t)) return 1;
  return undefined;
}

/** A size unit a table's title gives its values (`CXL usage of redis-server in GB`), to bytes. */
export function titleSizeFactor(title: string): number {
  const m = /\bin (KB|KiB|kB|MB|MiB|GB|GiB|TB|TiB)\b/.exec(title);
  return m ? SIZE_UNITS[m[1]!.toLowerCase()]! : 1;
}

const CONFIG_LIKE = new RegExp(
  `^(${[...REFERENCE_WORDS, ...TREATMENT_WORDS, ...WHOSE_WORDS, 'before', 'orig'].join('|')}|(?:${KERNEL_TREE})\\b.*|baseline\\b.*|with(out)?\\b.*|w\\/o?\\b.*|v?\\d+\\.\\d+(\\.\\d+)?(-\\S+)?|[0-9a-f]{7,40}|.*\\bkernel\\b.*|.*\\bpatch(ed|es)?\\b.*|.*\\+\\s*(fix|patch|series).*|[A-Za-z][\\w-]{1,20} (?:on|off|enabled|disabled)|[^\\s/]+(?: [^\\s/]+){0,3} (?:${[...REFERENCE_WORDS, 'before', 'after'].join('|')})|.*\\b(?:${ALLOCATORS.join('|')})\\b.*)$`,
  'i',
);

/**
 * A label that names a configuration in the way result tables do: base/patched, a kernel version, a commit, a
 * few words that end on the reference or the moment (`fp32 baseline`, `int8 before`, `int8 after`).
 */
export function isConfigLike(label: string): boolean {
  return CONFIG_LIKE.test(label.trim());
}

/**
 * A version (`22.14`, `v6.1-rc3`, not a size or a rate: `1.5 GB`) or a commit id (`5812a61`) among a label's words
 * (`Node 22.14`, `Node main commit 5812a61`): what a build compared is named by.
 */
const VERSION_OR_COMMIT =
  /(?:^|[\s(@])(?:v?\d+\.\d+(?:\.\d+)*(?:-rc\d+)?(?![\d.]|\s*(?:%|[kKMGTP]i?B\b|[kMG]Hz\b|[a-z]*\/|x\b|[mun]?s\b|secs?\b))|(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b)/;
/** A number standing alone among a label's words: two of them make a row of data, not a version's name. */
const LONE_NUMBER = /(?:^|\s)[-+]?\d[\d.,]*(?=\s|$)/g;
export const namesAVersion = (label: string): boolean =>
  VERSION_OR_COMMIT.test(label) && (label.match(LONE_NUMBER)?.length ?? 0) <= 1;
