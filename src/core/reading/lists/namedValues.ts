/**
 * Runs listed one per line with their result (`Hugh's implementation: 74522.08 ops/sec`,
 * `base: 12.3 s`): two or more `name: number unit` lines with the same rate or time unit. Each name is
 * a config; the metric is the short heading right above (`Throughput numbers` -> `Throughput`), else the
 * unit. A name that is a known counter, a statistic (`Slowest:`, `Average:`) or a `key: value` dump (meminfo) is
 * not a run, nor is a direction (`-> GPU: 22.30ms`, `<- CPU: 4.21ms`: what one run moved each way).
 */
import type { ConfigTable } from '../../model';
import { lookup } from '../../knowledge/lookup';
import type { Parser, Reader } from '../kit/types';
import { KEY_NUMBER, startHas } from '../kit/lineShape';
import { statedValue, type StatedValue } from '../kit/statedValue';
import { SET_DURATION } from '../../vocabulary/runs';
import { COUNT_RATE, isConfigLike, isMetricLike, isStatistic } from '../../text/units';

/** `name: value`, the name first (a bullet's mark before it); the value is read as kit/statedValue.ts reads it. */
const LINE = /^\s*(?:[-*]\s*)?([^:\s<>][^:]{0,59}?)\s*:\s+(\S.{0,200})$/;
/** A rate (`ops/sec`, `tok/s`, `MB/s`, `H/s`) or a throughput count (`tps`, `jOPS`, `IOPS`, `fps`): what runs listed by name measure, beside a time. */
const RATE_UNIT = new RegExp(`\\/(?:s|sec|second)$|^(?:${COUNT_RATE})$`, 'i');

/**
 * A value in a unit (`151us`, `2.85 seconds`), then up to four words that name what it measures (`average
 * latency`; a preposition before them is left out: `seconds for test completion`).
 */
function valueThenMeasure(text: string): { value: StatedValue; measure: string } | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 6) return undefined;
  for (const n of [1, 2]) {
    const rest = words.slice(n);
    if (rest.length < 1 || rest.length > 4 || !rest.every((w) => /^[A-Za-z][a-z-]*$/.test(w))) continue;
    const value = statedValue(words.slice(0, n).join(' '));
    if (value?.unit) return { value, measure: rest.join(' ').replace(/^(?:for|of|to|in|on|at|per)\s+/, '') };
  }
  return undefined;
}

/**
 * Line k as a run's name and its value, when the value is one (or its repeats) in a rate or a time, or unitless;
 * with the words after a value in a unit, when they name what it measures (`Before: 151us average latency`).
 */
function namedValueAt(t: string): { name: string; value: StatedValue; measure?: string } | undefined {
  const m = LINE.exec(t);
  if (!m) return undefined;
  const plain = statedValue(m[2]!);
  const tail = plain ? undefined : valueThenMeasure(m[2]!);
  const value = plain ?? tail?.value;
  if (!value || !(value.unit === '' || value.unit === 's' || RATE_UNIT.test(value.unit))) return undefined;
  return tail ? { name: m[1]!, value, measure: tail.measure } : { name: m[1]!, value };
}

/** A heading that names what unitless values measure: a benchmark's test (`pp512:`) or a result word. */
const RESULT_HEADING = /^(?:throughput|latency|bandwidth|score|runtime|speed)$/i;
/** time(1)'s clocks (`real: 263.89s`, `user:`, `sys:`): the measures of one run, never runs. */
export const CLOCK = /^(?:real|user|sys|system|elapsed|wall)$/i;

/** A heading over a list that says it sums up, not what is measured (`Summary:`): the unit names the measure. */
const GENERIC_HEADING = /^(?:summary|results?|numbers|overview|conclusions?|tl;?dr|highlights|data)$/i;

/** The short heading above line i (skipping an underline and blank lines), without `numbers`/`results`. */
function headingAbove(lines: { at(i: number): string }, i: number): string | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const t = lines
      .at(k)
      .replace(/^[>\s]+/, '')
      .trim();
    if (t === '' || /^[=\-~]{3,}$/.test(t)) continue;
    const s = t
      .replace(/:$/, '')
      .replace(/(?<!\s)\s+(numbers|results|figures)$/i, '')
      .trim();
    return s && s.split(/\s+/).length <= 4 && !/[.,;!?]$/.test(s) && !GENERIC_HEADING.test(s) ? s : undefined;
  }
  return undefined;
}

/** The words all names open with when they end in a preposition that introduces the run (`Throughput with`). */
function sharedLead(names: string[]): string | undefined {
  const words = names.map((n) => n.split(/\s+/));
  let n = 0;
  while (words.every((w) => n < w.length - 1 && w[n] === words[0]![n])) n++;
  for (; n >= 2; n--)
    if (/^(?:with|w\/|for|on|under|using|at|in)$/i.test(words[0]![n - 1]!)) return words[0]!.slice(0, n).join(' ');
  return undefined;
}

/** A name that reads as a run's (`before`, `v6.1`), or does before a bracket (`after(premapped)`). */
const runLike = (name: string) => isConfigLike(name) || isConfigLike(name.split('(')[0]!.trimEnd());

/** Whether the names of the `name: value` lines from line i on are two or more, all a run's. */
function namesRuns(lines: { at(i: number): string; count: number }, i: number): boolean {
  let n = 0;
  for (let k = i; k < lines.count; k++) {
    const at = namedValueAt(lines.at(k));
    if (!at) break;
    if (!runLike(at.name)) return false;
    n++;
  }
  return n >= 2;
}

/** The unit in brackets that ends the line leading into a list (`Sample result from open1 -t 20 (ops/s):`). */
function unitLeadingIn(lines: { at(i: number): string }, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    return /\(([A-Za-zµ%][\w/%µ]{0,15})\):?$/.exec(t)?.[1];
  }
  return undefined;
}

/** How many words all names end with, after words of their own in each (`... provider average inference time`). */
function sharedTail(names: string[]): number {
  const words = names.map((n) => n.split(/\s+/));
  const last = (w: string[], k: number) => w[w.length - 1 - k];
  let n = 0;
  while (words.every((w) => n < w.length - 1 && last(w, n) === last(words[0]!, n))) n++;
  return n;
}

export const parseNamedValues: Parser = (lines, i) => {
  const first = namedValueAt(lines.at(i));
  if (!first) return undefined;
  const unit = first.value.unit;
  const heading = headingAbove(lines, i);
  // unitless values (`- load-mode auto: 363 ± 6` under `pp512:`) only where the heading says what they measure, or
  // where every name is a run's (`before: 12539898`, `after(premapped): 1600014.00`): then in the unit the line
  // leading in states, or as a value
  const measured = heading && (lookup(heading)?.kind === 'metric' || RESULT_HEADING.test(heading));
  const runs = !unit && !measured && namesRuns(lines, i);
  if (!unit && !measured && !runs) return undefined;
  const timed = unit === 's';
  const names: string[] = [];
  const values: number[] = [];
  const stddev: (number | undefined)[] = [];
  const samples: (number[] | undefined)[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const at = namedValueAt(lines.at(k));
    // one unit, however its case is written (`1250K IOPs`, `1.55M IOPS`)
    const sameUnit = at?.value.unit.toLowerCase() === unit.toLowerCase();
    if (!at || !sameUnit || names.includes(at.name) || lookup(at.name) || CLOCK.test(at.name) || isStatistic(at.name))
      break;
    // the words after each value name one measure, the same on every line
    if (at.measure !== first.measure) break;
    // `Timeout: 21600 seconds`, `Sampling interval: 5 seconds`: times set for the setup, no runs
    if (timed && SET_DURATION.test(at.name)) return undefined;
    names.push(at.name);
    values.push(at.value.v);
    stddev.push(at.value.sd);
    samples.push(at.value.samples);
  }
  if (names.length < 2) return undefined;
  // `Throughput with numa_balancing=0: 1234.5 ops/s`: the words every name opens with, up to a `with`, name the measure
  const shared = sharedLead(names);
  // names that all say what is measured are one run's measures (`Populate memory time:`, `Disabling dirty logging
  // time:`), unless they end in words of one measure after the runs' own (`Default CPU provider average inference
  // time:`, `OpenVINO execution provider average inference time:`)
  if (!shared && names.every((n) => isMetricLike(n) && !isConfigLike(n)) && sharedTail(names) < 2) {
    const rows = names.map((name, c) => ({
      name,
      values: [values[c]!],
      ...(stddev[c] !== undefined && { stddev: [stddev[c]] }),
      ...(samples[c] !== undefined && { samples: [samples[c]] }),
      unit,
      line: i + c + 1,
    }));
    return { kind: 'results-table', end: k, data: { type: 'table', columns: ['value'], rows } };
  }
  const data: ConfigTable = {
    type: 'table',
    columns: shared ? names.map((n) => n.slice(shared.length).trim()) : names,
    rows: [
      {
        name: shared
          ? shared.replace(/\s+\S+\s*$/, '')
          : runs
            ? (unitLeadingIn(lines, i) ?? 'value')
            : (first.measure ?? heading ?? first.value.written ?? unit),
        values,
        ...(stddev.some((x) => x !== undefined) ? { stddev } : {}),
        ...(samples.some((x) => x !== undefined) ? { samples } : {}),
        unit,
        line: i + 1,
        lines: names.map((_, c) => i + c + 1),
      },
    ],
  };
  return { kind: 'results-table', end: k, data };
};

/** Starts at a `name: number` line. */
export const namedValuesReader: Reader = {
  name: 'named-values',
  shape: startHas(KEY_NUMBER),
  start: /:\s+[-+~≈*`]{0,3}\d/,
  read: parseNamedValues,
};
