/**
 * The BPF selftests' `bench` (tools/testing/selftests/bpf/bench), in many bpf, mm and trace mails:
 *
 *   Setting up benchmark 'crypto-decrypt'...
 *   Benchmark 'crypto-decrypt' started.
 *   Iter   0 (325.719us): hits    5.105M/s (  5.105M/prod), drops 0.000M/s, total operations    5.105M/s
 *   Summary: hits    5.092 ± 0.228M/s (  5.092M/prod), drops    0.000 ±0.000M/s, total operations    5.092 ± 0.228M/s
 *
 * One run per output: each measure of the summary (`hits`, `latency`, `total operations`) with its spread, the
 * iterations its samples; a measure the summary does not give (or without a summary, cut by the author), the mean
 * of the iterations.
 */
import type { ConfigTable, TableRow } from '../../model';
import { mean, stddev } from '../../math/stats';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const SETUP = /^\s*Setting up benchmark '([^']+)'\.\.\.\s*$/;
const STARTED = /^\s*Benchmark '([^']+)' started\.\s*$/;
/** An iteration: its number and how far its time was off, then its measures. */
const ITER = /^\s*Iter\s+\d+\s+\(\s*-?\d+(?:\.\d+)?us\):\s+(\S.*)$/;
const SUMMARY = /^\s*Summary:\s+(\S.*)$/;
const NUMBER = /(?<![\w.])-?\d+(?:\.\d+)?/;

interface Stated {
  name: string;
  v: number;
  sd?: number;
  unit: string;
}

/**
 * The measures of an iteration's or the summary's line: comma-parted, each its name, its value, a spread after
 * `±` and its unit (`M/s`, `M ops/s`, `ns/op`), a note in brackets after it dropped (`(  5.092M/prod)`).
 */
function measuresOf(text: string): Stated[] {
  const out: Stated[] = [];
  // measures parted by commas, or by ` ... ` (sockmap's `Send Speed 1143.693 MB/s ... Rcv Speed  109.572 MB/s`)
  for (const part of text.split(/,\s+|\s\.\.\.\s/)) {
    // (a note in brackets cut by a scan: a pattern's blanks before it backtracked on a long run of them)
    const end = part.trimEnd();
    const note = end.endsWith(')') ? end.lastIndexOf('(') : -1;
    const t = (note >= 0 ? end.slice(0, note) : end).trim();
    const at = NUMBER.exec(t);
    if (!at || at.index === 0) continue;
    const name = t.slice(0, at.index).trim();
    let rest = t.slice(at.index + at[0].length).trim();
    const spread = /^±\s*(\d+(?:\.\d+)?)/.exec(rest);
    if (spread) rest = rest.slice(spread[0].length).trim();
    // a unit, then a spread in a unit of its own (`7758 MB ± 1293.506 MB/s`): the spread is no spread of the value
    const unitFirst = spread ? null : /^([A-Za-z/%]{1,16})\s*±\s*\d+(?:\.\d+)?\s*[A-Za-z/%]{0,16}$/.exec(rest);
    if (unitFirst) rest = unitFirst[1]!;
    const v = finiteNumber(at[0]);
    if (!/^[A-Za-z_][\w ]*$/.test(name) || v === undefined || !/^[A-Za-z/% ]{0,16}$/.test(rest)) continue;
    out.push({ name, v, sd: spread ? finiteNumber(spread[1]) : undefined, unit: rest.replace(/\s+/g, ' ') });
  }
  return out;
}

export const parseBpfBench: Parser = (lines, i) => {
  let name: string | undefined;
  let k = i;
  for (; k < lines.count && k < i + 2; k++) {
    const m = SETUP.exec(lines.at(k)) ?? STARTED.exec(lines.at(k));
    if (!m) break;
    name = m[1];
  }
  const iterations: Stated[][] = [];
  for (; k < lines.count; k++) {
    const m = ITER.exec(lines.at(k));
    if (!m) break;
    iterations.push(measuresOf(m[1]!));
  }
  // started by its setup or start line or an iteration, never by a summary alone (load tools print `Summary:` too)
  if (k === i) return undefined;
  const summary = k < lines.count ? SUMMARY.exec(lines.at(k)) : null;
  const summed = summary ? measuresOf(summary[1]!) : [];
  if (summary) k++;
  if (!summed.length && iterations.length < 2) return undefined;
  const samplesOf = (measure: string) =>
    iterations.flatMap((it) => it.filter((s) => s.name === measure).map((s) => s.v));
  // the summary's measures, then those only the iterations print (sockmap sums up its transfers, not its speeds)
  const inSummary = new Set(summed.map((s) => s.name));
  const onlyIterated = (iterations[0] ?? []).filter((s) => !inSummary.has(s.name));
  const rows: TableRow[] = [...summed, ...onlyIterated].map((s) => {
    const samples = samplesOf(s.name);
    const summaryOwn = inSummary.has(s.name);
    const v = summaryOwn ? s.v : mean(samples);
    const sd = summaryOwn ? s.sd : finiteNumber(stddev(samples));
    return {
      name: s.name,
      values: [v],
      unit: s.unit,
      line: summary ? k : i + 1,
      ...(sd !== undefined && { stddev: [sd] }),
      ...(samples.length > 1 && { samples: [samples] }),
    };
  });
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: name ? `bpf bench ${name}` : 'bpf bench' };
};

/** Starts at the benchmark's setup or start line, or at its first iteration. */
export const bpfBenchReader: Reader = {
  name: 'bpf bench',
  shape: startHas(LEADS_LETTER),
  start: /^\s*(?:Setting up benchmark '|Benchmark '[^']+' started\.|Iter\s+\d+\s+\(\s*-?\d+(?:\.\d+)?us\):)/,
  read: parseBpfBench,
};
