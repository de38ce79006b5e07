/**
 * Runs pasted one after another, each a label line right above the `key: value [unit]` lines it printed:
 *
 *   no numa                              $ likwid-bench -t triad -w S0:20GB:20-0:S1 | egrep "(Time:|MByte/s:)"
 *   Avg latency: 4.73 seconds            Time:      3.348323e+00 sec
 *   50% percentile latency: 4.51 s       MByte/s:   191140.47
 *
 * Each label (or command, without its prompt and the filter it was piped into) is a config, each key a
 * metric. Runs pasted together share a key; the first has two values at least. One run alone (its label,
 * or none, then its lines; other runs may follow after prose) is read when its values are of several units,
 * one a rate or a measured time (a latency, an elapsed or total time; not a duration that was set): `CPU: 2 sockets` and `Memory: 512 GB` under `Machine:` describe the setup, and
 * `base: 12.3 s` over `patched: 11.1 s` lists runs (named-values).
 */
import { isConfigLike, isMetricLike } from '../../text/units';
import { isLabelSized } from '../../vocabulary/runs';
import { statedValue, type StatedValue } from '../kit/statedValue';
import { lookup } from '../../knowledge/lookup';
import { captionName, namesData, withoutListMark, withoutOpenEmphasis } from '../../text/marks';
import type { ConfigTable, Lines, TableRow } from '../../model';
import { CLOCK } from './namedValues';
import type { Parser, Reader } from '../kit/types';
import { COLON, DIGIT, type ShapeTest } from '../kit/lineShape';

/** `key: value`: the key (a footnote's `*` may mark it), then the value as kit/statedValue.ts reads it. */
const KEY_COLON = /^\s*\*?([\w%][^:]{0,47}?)\s*:\s+(\S.{0,200})$/;

/**
 * Line t as a key and the values stated for it, or undefined when it is no `key: value` line. Several values,
 * each in a unit of its own quantity, are one measure each (`many_lines:  3.0420 seconds,  9.357 MB/s`): the
 * first is the key's, the others named by their unit (`many_lines MB/s`).
 */
function keyValue(t: string): { key: string; value: StatedValue; more: [string, StatedValue][] } | undefined {
  const m = KEY_COLON.exec(withoutListMark(withoutOpenEmphasis(t)));
  if (!m) return undefined;
  const value = statedValue(m[2]!);
  if (value) return { key: m[1]!, value, more: [] };
  const several = valuesInUnits(m[2]!);
  if (!several) return undefined;
  const more = several.slice(1).map((v): [string, StatedValue] => [`${m[1]} ${v.written ?? v.unit}`, v]);
  return { key: m[1]!, value: several[0]!, more };
}

/** A unit that says which quantity a value is: a time, a size (both in base units then) or a rate. */
const QUANTITY_UNIT = /^(?:s|bytes)$|\/(?:s|sec)$/;

/**
 * Two to four values one after another, parted by commas or gaps, each with a unit of a different quantity
 * (`3.0420 seconds,  9.357 MB/s`, `89.314 GB/s   125.130003 ms`); a note in brackets after them is left out
 * (`(normalized:  2.457 KB/s)`). Undefined for anything else: counts of things (`1000 total, 990 done`), one
 * size in several units, shares.
 */
function valuesInUnits(text: string): StatedValue[] | undefined {
  const parts = text
    .replace(/(?<!\s)\s*\([^()]*\)\s*$/, '')
    .split(/,\s*|\s{2,}|\t/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return undefined;
  const values = parts.map(statedValue);
  if (values.some((v) => !v || !QUANTITY_UNIT.test(v.unit))) return undefined;
  const units = values.map((v) => v!.unit);
  return new Set(units).size === units.length ? (values as StatedValue[]) : undefined;
}
const DUMP_KIND = new Set(['counter', 'field']);
/** A command's pipe into a text filter (`2>&1 | egrep "(Time:|MByte/s:)"`): how it was shown, not which run. */
const FILTER_TAIL = /(?<!\s)\s*(?:2>&1\s*)?\|\s*(?:e?grep|awk|sed|head|tail|sort|uniq|cut|tr|column|tee)\b.*$/;

/**
 * A link after a run's name and its colon, ASCII or full-width (`K2：https://.../runs/2`): where its log is, no
 * part of the name. The line is `K2:` then.
 */
function withoutLinkAfterName(t: string): string {
  const at = t.search(/<?https?:\/\//);
  if (at < 0 || /\s/.test(t.slice(at))) return t;
  const name = t.slice(0, at).trimEnd();
  return /[:\uff1a]$/.test(name) ? `${name.slice(0, -1).trimEnd()}:` : t;
}

/** The run a label line names, or undefined when the line is not a label (a sentence, a value, a table). */
function labelAt(lines: Lines, k: number): string | undefined {
  // a markdown heading or a bold line names its run as well: `### THP always`, `**Before:**`
  // a list item names its run as well (`- K2: https://.../runs/2`: a link to the run's log after its name)
  const line = lines.get(k);
  const t =
    line &&
    withoutLinkAfterName(withoutListMark(line.trim()))
      .replace(/^#{1,6}\s+/, '')
      .replace(/^(\*\*|__)(.+)\1$/, '$2')
      .trim();
  if (!t || keyValue(t)) return undefined;
  if (lines.command[k]) return t.replace(FILTER_TAIL, '') || undefined;
  // `Time to build giella-sme:` over `- jemalloc: 38 minutes`: what was measured, the items are the runs
  const unmarked = t.replace(/:$/, '');
  if (isMetricLike(unmarked) && !isConfigLike(unmarked)) return undefined;
  const named = captionName(t);
  if (named) return named;
  if (!isLabelSized(t) || /[.!?;,|`]$|^[#>|`*-]|[|<>{}=]/.test(t)) return undefined;
  // `... the build` / `time is as follows:`: the end of a sentence wrapped from the line above names no run
  const prev = lines.get(k - 1)?.trim() ?? '';
  if (/^[a-z]/.test(t) && prev.split(/\s+/).length >= 4 && !/[.!?:]$/.test(prev) && !lines.command[k - 1])
    return undefined;
  return t.replace(/:$/, '');
}

/** A unit that only a measured result has: a rate. */
const RESULT_UNIT = /\/s(?:ec)?$|^(?:ops|tps|qps|iops|TEPS|jOPS)$/i;
/** A time that was measured, not set (`duration: 300 s`, `testtime: 60s` are a run's parameters). */
const MEASURED_TIME =
  /latency|elapsed|took|taken|response|completion|wall|real|total time|average|avg|mean|median|p\d/i;
/** A label that names the setup (`Machine:`, `Test environment:`): its values describe it. */
const SETUP_LABEL =
  /\b(?:machine|system|platform|hardware|environment|setup|configuration|config|parameters|params|options|settings|testbed)$/i;

interface Group {
  label: string;
  values: Map<string, { v: number; unit: string; line: number; samples?: number[] }>;
}

/** The `key: value` lines from k on, as one group. */
function valuesFrom(lines: Lines, k: number): [Group['values'], number] {
  const values: Group['values'] = new Map();
  for (; k < lines.count; k++) {
    // a run's values in one bold span over several lines: `**Avg TTFT: 76.51ms` ... `124.08token/s**`
    const kv = keyValue(lines.at(k));
    // a dump's fields (`MemFree: 8000000 kB`, `numa_hit: 12`) are read by the dump's own reader
    // `Average operations per second is: 97836.8`: the key without the verb before its colon
    const key = kv ? withoutVerb(kv.key) : '';
    if (!kv || DUMP_KIND.has(lookup(key)?.kind ?? '')) break;
    const { v, unit } = kv.value;
    const have = values.get(key);
    if (have) {
      // one key printed once per repetition (`Nodes/second : 7366232` four times): its samples
      if (values.size > 1 || kv.more.length) break;
      have.samples = [...(have.samples ?? [have.v]), v];
      continue;
    }
    values.set(key, { v, unit, line: k + 1 });
    for (const [name, x] of kv.more) values.set(name, { v: x.v, unit: x.unit, line: k + 1 });
  }
  for (const x of values.values()) if (x.samples) x.v = x.samples.reduce((a, b) => a + b, 0) / x.samples.length;
  return [values, k];
}

/** A key without the verb that ends it (`Average operations per second is`). */
function withoutVerb(key: string): string {
  const at = key.lastIndexOf(' ');
  return at > 0 && /^(?:is|was|are|were)$/i.test(key.slice(at + 1)) ? key.slice(0, at).trimEnd() : key;
}

export const parseLabeledValues: Parser = (lines, i) => {
  const kv = (k: number) => keyValue(lines.get(k) ?? '') !== undefined;
  const first = labelAt(lines, i);
  if (first === undefined)
    return kv(i) && kv(i + 1) && !kv(i - 1) && !setupAbove(lines, i) ? oneRun(lines, i) : undefined;
  if (!kv(afterLabel(lines, i))) return undefined;
  const groups: Group[] = [];
  let k = i;
  let end = i;
  for (;;) {
    const label = labelAt(lines, k);
    if (label === undefined) break;
    const [values, next] = valuesFrom(lines, afterLabel(lines, k));
    // a group of one value is a run's only when the next label's group gives the same result measure
    if (values.size === 0 || (groups.length === 0 && values.size < 2 && !sharedResult(lines, values, next))) break;
    if (groups.length > 0 && ![...values.keys()].some((key) => groups[0]!.values.has(key))) break;
    groups.push({ label, values });
    end = next;
    k = next;
    while (k < lines.count && lines.at(k).trim() === '') k++;
  }
  const labels = groups.map((g) => g.label);
  // a lone run's command (`$ ./XSBench -s XL`) is how it was run, not its name: the lines are read below it;
  // a field (`query mode: simple`) is one of the values, not a name over them
  if (groups.length === 1)
    return SETUP_LABEL.test(first) || lines.command[i] || /:\s+\S/.test(first)
      ? undefined
      : oneRun(lines, i + 1, first);
  if (groups.length < 2 || new Set(labels).size !== labels.length) return undefined;
  // keys that name runs (`- XDP_DROP:` over `* baseline: 31.47 Mpps`, `Build A:` over `- jemalloc: 38 minutes`):
  // the labels are what was measured
  if (groups.some((g) => [...g.values.keys()].some((key) => isConfigLike(key)))) return undefined;
  return { kind: 'results-table', end, data: armsTable(groups) ?? tableOf(groups) };
};

/** The label above line i (over blank lines) names the setup: `parameters:`, then a blank line, then its values. */
function setupAbove(lines: Lines, i: number): boolean {
  let k = i - 1;
  while (k >= 0 && lines.at(k).trim() === '') k--;
  const label = k >= 0 ? labelAt(lines, k) : undefined;
  return label !== undefined && SETUP_LABEL.test(label);
}

/**
 * One run's `key: value` lines from line k, under its label (a label that names the data, `Results:`, names
 * no run: the values are the document's run). Undefined unless a value is a rate or a time. The same keys
 * printed again after a blank line are the run repeated (`Total operations in the test is: 2935104` /
 * `Average operations per second is: 97836.8`, ten times): each key's values are its samples.
 */
function oneRun(lines: Lines, k: number, label?: string): ReturnType<Parser> {
  let [values, end] = valuesFrom(lines, k);
  const repeats = [values];
  for (;;) {
    let next = end;
    while (next < lines.count && next - end < 3 && lines.at(next).trim() === '') next++;
    if (next === end) break;
    const [again, after] = valuesFrom(lines, next);
    if (again.size !== values.size || ![...again.keys()].every((key) => values.has(key))) break;
    repeats.push(again);
    end = after;
  }
  if (repeats.length > 1) values = meanOf(repeats);
  const units = new Set([...values.values()].map((v) => v.unit));
  // one unit throughout is one quantity listed for several runs (`base: 12.3 s`, `patched: 11.1 s`), unless
  // the run was printed again; keys written as identifiers (`nr_threads: 1`, `reset_interval_ms: 6 s`) are a
  // tool's parameters
  const measured = [...values].some(
    ([key, v]) =>
      RESULT_UNIT.test(v.unit) ||
      (v.unit === 's' && MEASURED_TIME.test(key)) ||
      (repeats.length > 1 && RATE_KEY.test(key)),
  );
  // time(1)'s clocks (`real: 236.66s`, `user:`, `sys:`) are one run's times, in one unit
  const clocks = [...values.keys()].filter((key) => CLOCK.test(key)).length >= 2;
  if (
    (units.size < 2 && repeats.length < 2 && !clocks) ||
    !measured ||
    [...values.keys()].some((key) => key.includes('_'))
  )
    return undefined;
  const run = label === undefined || namesData(label) ? 'value' : label;
  return { kind: 'results-table', end, data: tableOf([{ label: run, values }]) };
}

/** The line a label's values start on: the next, or the one after a blank line (`Baseline (2MB pages):`, blank, values). */
function afterLabel(lines: Lines, k: number): number {
  return lines.get(k + 1)?.trim() === '' ? k + 2 : k + 1;
}

/** A key that names a rate or a measured time in words (`Average operations per second is`, `Nodes/second`). */
const RATE_KEY = /per sec(?:ond)?\b|\/s(?:ec(?:ond)?)?\b|throughput|bandwidth|latency|ops\b|\btime\b|elapsed/i;

/**
 * One `key: value` under a label, and the next label (after blank lines) over the same key: runs that each
 * printed one result (`master:` / `Nodes/second : 230514479`, `patch` / `Nodes/second : 237997728`), when the
 * key is a result (a rate or a measured time), not a setting.
 */
function sharedResult(lines: Lines, values: Group['values'], next: number): boolean {
  const [key, v] = [...values][0]!;
  if (!(RESULT_UNIT.test(v.unit) || RATE_KEY.test(key))) return false;
  let k = next;
  while (k < lines.count && lines.at(k).trim() === '') k++;
  if (labelAt(lines, k) === undefined) return false;
  return valuesFrom(lines, afterLabel(lines, k))[0].has(key);
}

/** The repeats of one run as one group: each key's mean, its repeats as the samples. */
function meanOf(repeats: Group['values'][]): Group['values'] {
  const out: Group['values'] = new Map();
  for (const [key, first] of repeats[0]!) {
    const samples = repeats.map((r) => r.get(key)!.v);
    out.set(key, { ...first, v: samples.reduce((a, b) => a + b, 0) / samples.length, samples });
  }
  return out;
}

/** The author's own comparison of the other keys of a group (`Speedup: 4.39x`). */
const isRatioKey = (key: string, unit: string) =>
  unit === 'x' || /^(?:speed-?up|improvement|gain|ratio|relative)\b/i.test(key);

/**
 * Groups whose keys are the arms of a comparison, each printed with the author's ratio of them (`Testing
 * 2MB:` over `Regular: 1.04ms`, `Hugepage: 0.24ms`, `Speedup: 4.39x`): the arms are the runs, each group
 * one measure of them; the ratio is left out (it is computed again). Undefined for any other groups.
 */
function armsTable(groups: Group[]): ConfigTable | undefined {
  const first = groups[0]!.values;
  const arms = [...first].filter(([key, v]) => !isRatioKey(key, v.unit)).map(([key]) => key);
  if (arms.length < 2 || arms.length === first.size) return undefined;
  const unit = first.get(arms[0]!)!.unit;
  for (const g of groups) for (const a of arms) if (g.values.get(a)?.unit !== unit) return undefined;
  const rows: TableRow[] = groups.map((g) => ({
    name: g.label,
    values: arms.map((a) => g.values.get(a)!.v),
    unit,
    line: g.values.get(arms[0]!)!.line,
    lines: arms.map((a) => g.values.get(a)!.line),
  }));
  return { type: 'table', columns: arms, rows };
}

/** Runs as columns, their keys as rows in the order first written. */
function tableOf(groups: Group[]): ConfigTable {
  const keys: string[] = [];
  for (const g of groups) for (const key of g.values.keys()) if (!keys.includes(key)) keys.push(key);
  const rows: TableRow[] = keys.map((key) => {
    const cells = groups.map((g) => g.values.get(key));
    const line = cells.find((c) => c)!.line;
    return {
      name: key,
      values: cells.map((c) => c?.v),
      ...(cells.some((c) => c?.samples) ? { samples: cells.map((c) => c?.samples) } : {}),
      unit: cells.find((c) => c)!.unit,
      line,
      lines: cells.map((c) => c?.line),
    };
  });
  return { type: 'table', columns: groups.map((g) => g.label), rows };
}

/**
 * A `key: value` line (KEY_COLON) has a colon and a digit: one of the two lines after the start (the second
 * past a blank line under a label) must have both.
 */
const VALUES_BELOW: ShapeTest = (shapes, i) => shapes.has(i + 1, COLON | DIGIT) || shapes.has(i + 2, COLON | DIGIT);

/** Starts at any line: the line after it (or the one after a blank line) must be a `key: value` line. */
export const labeledValuesReader: Reader = {
  name: 'labeled-values',
  start: 'any line',
  shape: VALUES_BELOW,
  read: parseLabeledValues,
};
