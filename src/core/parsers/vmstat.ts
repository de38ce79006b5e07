/** /proc/vmstat: one snapshot, before/after pairs, or a time series of repeated dumps (with or without timestamps). */
import type { Line, VmstatData } from '../model';
import { isKnownCounter } from '../vocabulary';
import { commandBefore, type Parser } from './types';

const COUNTER_LINE = /^\s*([a-z][a-z0-9_]*)\s+(-?\d+)\s*$/;

/** Seconds for a timestamp line, or undefined when the line is not one. */
export function parseTimestamp(s: string): number | undefined {
  const t = s.trim().replace(/^[-=#*\s]+|[-=#*\s]+$/g, '');
  if (t === '') return undefined;
  let m = /^(?:t\s*=\s*|time:?\s*|ts:?\s*|timestamp:?\s*)?(\d{9,10}(?:\.\d+)?)$/i.exec(t);
  if (m) return Number(m[1]);
  m = /^(?:t\s*=\s*|time:?\s*|elapsed:?\s*)(\d+(?:\.\d+)?)\s*s?$/i.exec(t);
  if (m) return Number(m[1]);
  m = /(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(t);
  if (m) return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, 0) / 1000 + Number(m[6]);
  // `date` output: "Mon Dec  1 12:00:01 UTC 2025" or a bare "12:00:01"
  m = /^(?:[A-Z][a-z]{2}\s+[A-Z][a-z]{2}\s+\d{1,2}\s+)?(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:\s+[A-Z]{2,5})?(?:\s+\d{4})?$/.exec(t);
  if (m) return +m[1]! * 3600 + +m[2]! * 60 + Number(m[3]);
  return undefined;
}

const SEPARATOR_WORD = /^(before|after|start|end|begin|snapshot|sample|iteration|iter|interval|dump|---+|===+)\b/i;

/** A line allowed between two dumps of one series. */
function isSeparator(l: Line): boolean {
  const t = l.text.trim();
  if (t === '') return true;
  if (l.command) return /vmstat|date|sleep/.test(t);
  if (t.length > 60) return false;
  return parseTimestamp(t) !== undefined || SEPARATOR_WORD.test(t.replace(/^[-=#*\s]+/, ''));
}

/** Whether line i starts a vmstat dump: a counter line followed by more, or a known tiering counter. */
function startsDump(lines: Line[], i: number): boolean {
  const m = COUNTER_LINE.exec(lines[i]!.text);
  if (!m) return false;
  if (isKnownCounter(m[1]!)) return true;
  let n = 1;
  for (let k = i + 1; k < lines.length && n < 3; k++, n++) if (!COUNTER_LINE.test(lines[k]!.text)) return false;
  return n >= 3;
}

export const parseVmstat: Parser = (lines, i) => {
  const first = lines[i]!;
  if (first.command) return undefined;
  const fc = first.text.trimStart().charCodeAt(0);
  if (!(fc >= 97 && fc <= 122)) return undefined;
  if (!startsDump(lines, i)) return undefined;

  const series = new Map<string, (number | undefined)[]>();
  const times: (number | undefined)[] = [];
  const resets: VmstatData['resets'] = [];
  const tsBefore = i > 0 ? parseTimestamp(lines[i - 1]!.text) : undefined;
  let snap = 0;
  let seen = new Set<string>();
  let pendingTime: number | undefined = tsBefore;
  let k = i;
  let end = i;
  let separated = false;
  while (k < lines.length) {
    const l = lines[k]!;
    const m = COUNTER_LINE.exec(l.text);
    if (m && !l.command) {
      const name = m[1]!;
      if (separated || seen.has(name)) {
        if (seen.size > 0) {
          snap++;
          seen = new Set();
        }
        separated = false;
      }
      if (seen.size === 0) times[snap] = pendingTime;
      pendingTime = undefined;
      seen.add(name);
      const v = Number(m[2]);
      let arr = series.get(name);
      if (!arr) {
        arr = [];
        series.set(name, arr);
      }
      arr[snap] = v;
      end = k + 1;
      k++;
      continue;
    }
    if (!isSeparator(l)) break;
    // look ahead: a separator belongs to the block only if more counters follow
    let j = k;
    while (j < lines.length && !COUNTER_LINE.test(lines[j]!.text) && isSeparator(lines[j]!)) j++;
    if (j >= lines.length || !COUNTER_LINE.test(lines[j]!.text) || !startsDump(lines, j)) break;
    for (let q = k; q < j; q++) {
      const ts = parseTimestamp(lines[q]!.text);
      if (ts !== undefined) pendingTime = ts;
      if (lines[q]!.text.trim() !== '' || lines[q]!.command) separated = true;
    }
    // a blank line alone also separates dumps
    separated = true;
    k = j;
  }
  const snapshots = snap + 1;
  const partial: string[] = [];
  for (const [name, arr] of series) {
    arr.length = snapshots;
    let missing = false;
    for (let s = 0; s < snapshots; s++) {
      const v = arr[s];
      if (v === undefined) missing = true;
      else if (s > 0) {
        const prev = arr[s - 1];
        // nr_* are gauges (they go up and down); event counters only grow
        if (prev !== undefined && v < prev && !name.startsWith('nr_')) resets.push({ counter: name, snapshot: s, line: 0 });
      }
    }
    if (missing) partial.push(name);
  }
  if (resets.length) locateResets(lines, i, end, resets);
  const data: VmstatData = { type: 'vmstat', snapshots, series, resets, partial };
  if (snapshots > 1 && times.length === snapshots && times.every((t) => t !== undefined)) {
    const t0 = times[0]!;
    data.times = times.map((t) => t! - t0);
  }
  const cmd = commandBefore(lines, i);
  const node = cmd ? /node(\d+)\/vmstat/.exec(cmd) : null;
  if (node) data.node = Number(node[1]);
  return { kind: 'vmstat', end, data, title: node ? `node${node[1]} vmstat` : undefined };
};

/** Fill in the line number of each reset (the line of the snapshot where the counter went down). */
function locateResets(lines: Line[], from: number, to: number, resets: VmstatData['resets']): void {
  const want = new Map<string, number[]>();
  for (const r of resets) want.set(r.counter, [...(want.get(r.counter) ?? []), r.snapshot]);
  const count = new Map<string, number>();
  for (let k = from; k < to; k++) {
    const m = COUNTER_LINE.exec(lines[k]!.text);
    if (!m) continue;
    const c = (count.get(m[1]!) ?? -1) + 1;
    count.set(m[1]!, c);
    for (const r of resets) if (r.counter === m[1] && r.snapshot === c) r.line = lines[k]!.line;
  }
}

/** Counter values between the first and the last snapshot (absent when missing at either end). */
export function vmstatDeltas(d: VmstatData): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, arr] of d.series) {
    if (d.snapshots === 1) {
      if (arr[0] !== undefined) out.set(name, arr[0]);
      continue;
    }
    const a = arr[0];
    const b = arr[d.snapshots - 1];
    if (a !== undefined && b !== undefined) out.set(name, b - a);
  }
  return out;
}

/** Per-interval rates (per second with timestamps, else per interval) for one counter. */
export function vmstatRates(d: VmstatData, name: string): (number | undefined)[] {
  const arr = d.series.get(name);
  if (!arr) return [];
  const out: (number | undefined)[] = [];
  for (let s = 1; s < d.snapshots; s++) {
    const a = arr[s - 1];
    const b = arr[s];
    const dt = d.times ? d.times[s]! - d.times[s - 1]! : 1;
    out.push(a === undefined || b === undefined || b < a || dt <= 0 ? undefined : (b - a) / dt);
  }
  return out;
}
