/**
 * Runs listed one per line with their result (`Hugh's implementation: 74522.08 ops/sec`,
 * `base: 12.3 s`): two or more `name: number unit` lines with the same rate or time unit. Each name is
 * a config; the metric is the short heading right above (`Throughput numbers` -> `Throughput`), else the
 * unit. A name that is a known counter or a `key: value` dump (meminfo) is not a run, nor is a direction
 * (`-> GPU: 22.30ms`, `<- CPU: 4.21ms`: what one run moved each way).
 */
import type { ConfigTable } from '../../model';
import { lookup } from '../../knowledge/lookup';
import type { Parser, Reader } from '../kit/types';
import { KEY_NUMBER, startHas } from '../kit/lineShape';
import { secondsPer, TIME_UNIT_WORDS } from '../../text/units';
import { SET_DURATION } from '../../vocabulary/runs';

const LINE = new RegExp(
  `^\\s*(?:[-*]\\s*)?([^:\\s<>][^:]{0,59}?)\\s*:\\s+(-?\\d[\\d,]*(?:\\.\\d+)?)(?:\\s{0,4}(?:±|\\+-|\\+\\/-)\\s{0,4}(\\d[\\d,]*(?:\\.\\d+)?)|-(\\d[\\d,]*(?:\\.\\d+)?))?\\s*(ops\\/sec|ops\\/s|req\\/s|qps|tps|pps|[tT]\\/s|tok\\/s|tokens?\\/s(?:ec)?|tokens?\\/second|MB\\/s|GB\\/s|MiB\\/s|GiB\\/s|KB\\/s|[MG]b\\/s(?:ec)?|jOPS|${TIME_UNIT_WORDS})?\\s*$`,
);
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

const num = (s: string | undefined) => (s === undefined ? undefined : Number(s.replace(/,/g, '')));

/** The words all names open with when they end in a preposition that introduces the run (`Throughput with`). */
function sharedLead(names: string[]): string | undefined {
  const words = names.map((n) => n.split(/\s+/));
  let n = 0;
  while (words.every((w) => n < w.length - 1 && w[n] === words[0]![n])) n++;
  for (; n >= 2; n--)
    if (/^(?:with|w\/|for|on|under|using|at|in)$/i.test(words[0]![n - 1]!)) return words[0]!.slice(0, n).join(' ');
  return undefined;
}

export const parseNamedValues: Parser = (lines, i) => {
  const first = LINE.exec(lines.at(i));
  if (!first) return undefined;
  const unit = first[5] ?? '';
  const heading = headingAbove(lines, i);
  // unitless values (`- load-mode auto: 363 ± 6` under `pp512:`) only where the heading says what they measure
  if (!unit && !(heading && (lookup(heading)?.kind === 'metric' || RESULT_HEADING.test(heading)))) return undefined;
  // times in any of their units are one measure (`55 minutes`, `1.5 hours`): each line's own unit to seconds
  const timed = secondsPer(unit) !== undefined;
  const sameUnit = (u: string) => u === unit || (timed && secondsPer(u) !== undefined);
  const names: string[] = [];
  const values: number[] = [];
  const stddev: (number | undefined)[] = [];
  const samples: (number[] | undefined)[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m || !sameUnit(m[5] ?? '') || names.includes(m[1]!) || lookup(m[1]!) || CLOCK.test(m[1]!)) break;
    // `Timeout: 21600 seconds`, `Sampling interval: 5 seconds`: times set for the setup, no runs
    if (timed && SET_DURATION.test(m[1]!)) return undefined;
    const scale = secondsPer(m[5] ?? '') ?? 1;
    const [v, spread, upTo] = [num(m[2]), num(m[3]), num(m[4])];
    names.push(m[1]!);
    // `515-540`: a range of runs, its middle the value
    values.push((upTo === undefined ? v! : (v! + upTo) / 2) * scale);
    stddev.push(spread === undefined ? undefined : spread * scale);
    samples.push(upTo === undefined ? undefined : [v! * scale, upTo * scale]);
  }
  if (
    names.length < 2 ||
    values.some((v) => !Number.isFinite(v)) ||
    stddev.some((v) => v !== undefined && !Number.isFinite(v))
  )
    return undefined;
  // `Throughput with numa_balancing=0: 1234.5 ops/s`: the words every name opens with, up to a `with`, name the measure
  const shared = sharedLead(names);
  const data: ConfigTable = {
    type: 'table',
    columns: shared ? names.map((n) => n.slice(shared.length).trim()) : names,
    rows: [
      {
        name: shared ? shared.replace(/\s+\S+\s*$/, '') : (heading ?? unit),
        values,
        ...(stddev.some((x) => x !== undefined) ? { stddev } : {}),
        ...(samples.some((x) => x !== undefined) ? { samples } : {}),
        unit: timed ? 's' : unit,
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
  start: /:\s+-?\d/,
  read: parseNamedValues,
};
