/**
 * Runs listed one per line with their result (`Hugh's implementation: 74522.08 ops/sec`,
 * `base: 12.3 s`): two or more `name: number unit` lines with the same rate or time unit. Each name is
 * a config; the metric is the short heading right above (`Throughput numbers` -> `Throughput`), else the
 * unit. A name that is a known counter or a `key: value` dump (meminfo) is not a run, nor is a direction
 * (`-> GPU: 22.30ms`, `<- CPU: 4.21ms`: what one run moved each way).
 */
import type { ConfigTable } from '../model';
import { lookup } from '../knowledge/lookup';
import type { Parser, Reader } from './types';

const LINE =
  /^\s*(?:[-*]\s*)?([^:\s<>][^:]{0,59}?)\s*:\s+(-?\d[\d,]*(?:\.\d+)?)\s*(ops\/sec|ops\/s|req\/s|qps|tps|t\/s|tok\/s|tokens\/s|MB\/s|GB\/s|MiB\/s|GiB\/s|KB\/s|jOPS|s|sec|secs|seconds|ms|us|µs|ns)\s*$/;
/** time(1)'s clocks (`real: 263.89s`, `user:`, `sys:`): the measures of one run, never runs. */
export const CLOCK = /^(?:real|user|sys|system|elapsed|wall)$/i;
const SECONDS: Record<string, number> = { s: 1, sec: 1, secs: 1, seconds: 1, ms: 1e-3, us: 1e-6, µs: 1e-6, ns: 1e-9 };

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
    return s && s.split(/\s+/).length <= 4 && !/[.,;!?]$/.test(s) ? s : undefined;
  }
  return undefined;
}

export const parseNamedValues: Parser = (lines, i) => {
  const first = LINE.exec(lines.at(i));
  if (!first) return undefined;
  const unit = first[3]!;
  const names: string[] = [];
  const values: number[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m || m[3] !== unit || names.includes(m[1]!) || lookup(m[1]!) || CLOCK.test(m[1]!)) break;
    names.push(m[1]!);
    values.push(Number(m[2]!.replace(/,/g, '')) * (SECONDS[unit] ?? 1));
  }
  if (names.length < 2 || values.some((v) => !Number.isFinite(v))) return undefined;
  const metric = headingAbove(lines, i) ?? unit;
  const data: ConfigTable = {
    type: 'table',
    columns: names,
    rows: [
      { name: metric, values, unit: unit in SECONDS ? 's' : unit, line: i + 1, lines: names.map((_, c) => i + c + 1) },
    ],
  };
  return { kind: 'results-table', end: k, data };
};

/** Starts at a `name: number` line. */
export const namedValuesReader: Reader = { name: 'named-values', start: /:\s+-?\d/, read: parseNamedValues };
