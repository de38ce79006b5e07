/** /proc/vmstat: one snapshot, before/after pairs, or a time series of repeated dumps (with or without timestamps); the change between snapshots is analysis (analyze/vmstatDeltas.ts). */
import type { Lines, VmstatData } from '../../model';
import { isKnownCounter } from '../../text/vocabulary';
import { commandBefore, type Parser, type Reader } from '../kit/types';
import { finiteNumber } from '../../text/numbers';
import { DIGIT, LEADS_LETTER, startHas } from '../kit/lineShape';

/** Seconds for a timestamp line, or undefined when the line is not one. */
export function parseTimestamp(s: string): number | undefined {
  const t = s.trim().replace(/^[-=#*\s]+|[-=#*\s]+$/g, '');
  if (t === '') return undefined;
  let m = /^(?:t\s*=\s*|time:?\s*|ts:?\s*|timestamp:?\s*)?(\d{9,10}(?:\.\d+)?)$/i.exec(t);
  if (m) return finiteNumber(m[1]);
  m = /^(?:t\s*=\s*|time:?\s*|elapsed:?\s*)(\d+(?:\.\d+)?)\s*s?$/i.exec(t);
  if (m) return finiteNumber(m[1]);
  m = /(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(t);
  if (m) return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, 0) / 1000 + Number(m[6]);
  // `date` output: "Mon Dec  1 12:00:01 UTC 2025" or a bare "12:00:01"
  m =
    /^(?:[A-Z][a-z]{2}\s+[A-Z][a-z]{2}\s+\d{1,2}\s+)?(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:\s+[A-Z]{2,5})?(?:\s+\d{4})?$/.exec(
      t,
    );
  if (m) return +m[1]! * 3600 + +m[2]! * 60 + Number(m[3]);
  return undefined;
}

/**
 * Seconds elapsed, written alone on a line between two dumps of a series (`0`, `1`, `2.5`, `# 3`, `t=4`): a number
 * there is a stamp only because a dump follows it, so this is asked only of the lines between dumps and of the one
 * above the first (a loop of `echo $i; cat /proc/vmstat; sleep 1`).
 */
function elapsedStamp(s: string): number | undefined {
  const m = /^[#\s]*(?:t\s*=\s*)?(\d{1,8}(?:\.\d+)?)\s*s?$/.exec(s.trim());
  return m ? finiteNumber(m[1]) : undefined;
}

/** A stamp on a line between dumps: a time in any form people print, or seconds elapsed. */
const stampBetween = (s: string): number | undefined => parseTimestamp(s) ?? elapsedStamp(s);

/** `watch`'s header over each refresh: `Every 1.0s: grep pgpromote /proc/vmstat    host: Tue Mar  5 10:00:01 2024`. */
const WATCH_HEADER = /^Every\s+\d+(?:\.\d+)?s:\s/;
/** The time of day at the end of a `watch` header, in seconds (its date's clock; the day rolls over rarely within a series). */
function watchTime(t: string): number | undefined {
  const m = /(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)\s+\d{4}\s*$/.exec(t);
  return m ? +m[1]! * 3600 + +m[2]! * 60 + Number(m[3]) : undefined;
}

const SEPARATOR_WORD = /^(before|after|start|end|begin|snapshot|sample|iteration|iter|interval|dump|---+|===+)\b/i;

/**
 * The timestamp on the nearest non-blank line above line i (`date` output, then a blank line, then the dump;
 * `watch`'s header), or on the command that printed it (`$ cat /sys/.../node1/vmstat  # 2026-12-03T05:44:21.123Z`), however long.
 */
function timestampAbove(lines: Lines, i: number): number | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const t = lines.at(k).trim();
    if (t !== '')
      return WATCH_HEADER.test(t) ? watchTime(t) : t.length <= 60 || lines.command[k] ? stampBetween(t) : undefined;
  }
  return undefined;
}

/** A `name value` counter line, parsed without allocating a match; the result is in `out`. */
interface CounterLine {
  name: string;
  value: number;
}
/** Whether t holds `name` at `at`, compared a character at a time (`startsWith` at an offset into a 100 MB source is not cheap). */
function sameName(t: string, at: number, name: string): boolean {
  const n = name.length;
  if (at + n > t.length) return false;
  for (let h = 0; h < n; h++) if (t.charCodeAt(at + h) !== name.charCodeAt(h)) return false;
  return true;
}

/** Parse t[from, to) as `name value` (and a note after it); `hint` is the name expected here (dumps repeat in one order): when it matches, no new string is made. */
function counterSpan(t: string, from: number, to: number, out: CounterLine, hint?: string): boolean {
  const n = to;
  let i = from;
  while (i < n && t.charCodeAt(i) === 32) i++;
  const s = i;
  let c = t.charCodeAt(i);
  if (i >= n || !(c >= 97 && c <= 122)) return false;
  let named = false;
  if (hint !== undefined && sameName(t, s, hint) && ((c = t.charCodeAt(s + hint.length)) === 32 || c === 9)) {
    i = s + hint.length;
    named = true;
  } else
    for (i++; i < n; i++) {
      c = t.charCodeAt(i);
      if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95)) break;
    }
  const e = i;
  if (i >= n || (c !== 32 && c !== 9)) return false;
  while (i < n && ((c = t.charCodeAt(i)) === 32 || c === 9)) i++;
  const neg = t.charCodeAt(i) === 45;
  if (neg) i++;
  const ds = i;
  let v = 0;
  for (; i < n; i++) {
    c = t.charCodeAt(i);
    if (c < 48 || c > 57) break;
    v = v * 10 + (c - 48);
  }
  if (i === ds || !Number.isFinite(v)) return false;
  while (i < n && ((c = t.charCodeAt(i)) === 32 || c === 9 || c === 13)) i++;
  // a note after the value, set off by spaces (`123456  <-- with the fix`, `# after`): the author's, no part of it
  if (i !== n && !(i > ds && (c === 60 || c === 35) && isSpace(t.charCodeAt(i - 1)))) return false;
  out.name = named ? hint! : t.slice(s, e);
  out.value = neg ? -v : v;
  return true;
}

const isSpace = (c: number) => c === 32 || c === 9;

/** Line k of the document as a counter line (read from the source without a copy when unchanged). */
function counterLine(lines: Lines, k: number, out: CounterLine, hint?: string): boolean {
  if (lines.command[k]) return false;
  if (lines.isRaw(k)) return counterSpan(lines.source, lines.from(k), lines.to(k), out, hint);
  const t = lines.at(k);
  return counterSpan(t, 0, t.length, out, hint);
}

const scratch: CounterLine = { name: '', value: 0 };
const isCounterLine = (lines: Lines, k: number) => counterLine(lines, k, scratch);

/** A run's name, then which of its readings follows (`numa_balancing=2, before:`, `THP always - after`). */
const RUN_READING =
  /^([^,;\s](?:[^,;]{0,58}[^,;\s])?)(?:[ \t]*[,;:-][ \t]*|[ \t]+)(?:before|after|start|end)(?:[ \t]+(?:run|test|benchmark))?[ \t]*:?$/i;

/** The run a caption names before the reading it introduces (`numa_balancing=2, after:` -> `numa_balancing=2`). */
export function runOfReading(caption: string): string | undefined {
  if (caption.length > 100) return undefined;
  return RUN_READING.exec(caption.trim().replace(/^[-=#*\s]+|[-=*\s]+$/g, ''))?.[1];
}

/** The nearest non-blank line above line i, within 3 lines. */
function captionAbove(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) if (lines.at(k).trim() !== '') return lines.at(k);
  return undefined;
}

/** A line allowed between two dumps of one series (`run`: the run the caption above the first dump names). */
function isSeparator(lines: Lines, k: number, file: string | undefined, run?: string): boolean {
  const t = lines.at(k).trim();
  // `numa_balancing=2, after:` between the dumps of `numa_balancing=2, before:` is the same run's next reading
  if (run !== undefined && t.length <= 80 && runOfReading(t) === run) return true;
  // a blank line, a rule (`---`, `=====`), a timestamp however marked (`# 1764669600` reads as a prompt)
  if (t === '' || /^[-=#*~_\s]+$/.test(t) || (t.length <= 60 && stampBetween(t) !== undefined)) return true;
  // the same file dumped again is the next snapshot; another node's file starts another dump
  if (lines.command[k]) return /vmstat|date|sleep/.test(t) && (vmstatFile(t) ?? file) === file;
  if (WATCH_HEADER.test(t)) return true;
  if (t.length > 60) return false;
  return SEPARATOR_WORD.test(t.replace(/^[-=#*\s]+/, ''));
}

/** The per-node file a command reads (`.../node1/vmstat` -> `node1`). */
function vmstatFile(cmd: string): string | undefined {
  return /node(\d+)\/vmstat/.exec(cmd)?.[0];
}

/** Whether line i starts a vmstat dump: a counter line followed by more, or a known tiering counter. */
function startsDump(lines: Lines, i: number): boolean {
  const cl: CounterLine = { name: '', value: 0 };
  if (!counterLine(lines, i, cl)) return false;
  if (isKnownCounter(cl.name)) return true;
  let n = 1;
  for (let k = i + 1; k < lines.count && n < 3; k++, n++) if (!isCounterLine(lines, k)) return false;
  return n >= 3;
}

/** One counter's values by snapshot, and the snapshot it was last seen in (seen twice in one snapshot = a new dump). */
interface Entry {
  values: (number | undefined)[];
  last: number;
}

/** Whether the run of counter lines from k names any counter already read. */
function sharesCounter(lines: Lines, k: number, entries: Map<string, Entry>): boolean {
  const cl: CounterLine = { name: '', value: 0 };
  for (let j = k; j < lines.count && counterLine(lines, j, cl); j++) if (entries.has(cl.name)) return true;
  return false;
}

export const parseVmstat: Parser = (lines, i) => {
  if (!startsDump(lines, i)) return undefined;
  const cmd = commandBefore(lines, i);
  const file = cmd ? vmstatFile(cmd) : undefined;
  const caption = captionAbove(lines, i);
  const run = caption === undefined ? undefined : runOfReading(caption);

  // per counter: its values and the snapshot it was last seen in (seen twice in one snapshot = a new dump)
  const entries = new Map<string, Entry>();
  const times: (number | undefined)[] = [];
  const resets: VmstatData['resets'] = [];
  const cl: CounterLine = { name: '', value: 0 };
  const order: string[] = [];
  /** The entry of each name in `order`: a line whose name is the expected one needs no look-up. */
  const orderEntries: Entry[] = [];
  let pos = 0;
  let snap = 0;
  let count = 0;
  let pendingTime = timestampAbove(lines, i);
  let k = i;
  let end = i;
  let separated = false;
  while (k < lines.count) {
    const hint = order[pos];
    if (counterLine(lines, k, cl, hint)) {
      let e = cl.name === hint ? orderEntries[pos] : entries.get(cl.name);
      // a group of other counters after a blank line (`numa_*` then `kpromoted_*`) goes on with the same dump
      if (separated && !e && !sharesCounter(lines, k, entries)) separated = false;
      if (separated || (e && e.last === snap)) {
        if (count > 0) {
          snap++;
          count = 0;
          pos = 0;
        }
        separated = false;
        if (order[0] !== undefined && order[0] !== cl.name) pos = order.indexOf(cl.name);
      }
      if (count === 0) times[snap] = pendingTime;
      pendingTime = undefined;
      if (!e) entries.set(cl.name, (e = { values: [], last: -1 }));
      if (e.values.length < snap) e.values.length = snap;
      e.values.push(cl.value);
      e.last = snap;
      if (snap === 0) {
        // a copy of its own: a slice of the source reads slower a character at a time (every later dump compares against it)
        order.push(cl.name.split('').join(''));
        orderEntries.push(e);
      }
      count++;
      pos++;
      end = ++k;
      continue;
    }
    if (!isSeparator(lines, k, file, run)) break;
    // a separator belongs to the block only if another dump follows it
    let j = k;
    while (j < lines.count && !isCounterLine(lines, j) && isSeparator(lines, j, file, run)) j++;
    if (j >= lines.count || !startsDump(lines, j)) break;
    for (let q = k; q < j; q++) {
      const ts = stampBetween(lines.at(q));
      if (ts !== undefined) pendingTime = ts;
    }
    separated = true;
    k = j;
  }
  const series = new Map<string, (number | undefined)[]>();
  for (const [name, e] of entries) series.set(name, e.values);
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
        if (prev !== undefined && v < prev && !name.startsWith('nr_'))
          resets.push({ counter: name, snapshot: s, line: 0 });
      }
    }
    if (missing) partial.push(name);
  }
  if (resets.length) locateResets(lines, i, end, resets);
  const data: VmstatData = { type: 'vmstat', snapshots, series, resets, partial };
  if (snapshots > 1 && times.length === snapshots && times.every((t) => t !== undefined)) {
    const t0 = times[0]!;
    data.times = times.map((t) => t - t0);
  }
  const node = cmd ? /node(\d{1,6})\/vmstat/.exec(cmd) : null;
  if (node) data.node = Number(node[1]);
  return { kind: 'vmstat', end, data, title: node ? `node${node[1]} vmstat` : undefined };
};

/** Starts at a `name value` counter line. */
export const vmstatReader: Reader = {
  name: 'vmstat',
  shape: startHas(LEADS_LETTER | DIGIT),
  start: /^ *[a-z][a-z0-9_]*[ \t]+-?\d/,
  read: parseVmstat,
};

/** Fill in the line number of each reset (the line of the snapshot where the counter went down). */
function locateResets(lines: Lines, from: number, to: number, resets: VmstatData['resets']): void {
  const cl: CounterLine = { name: '', value: 0 };
  const count = new Map<string, number>();
  for (let k = from; k < to; k++) {
    if (!counterLine(lines, k, cl)) continue;
    const c = (count.get(cl.name) ?? -1) + 1;
    count.set(cl.name, c);
    for (const r of resets) if (r.counter === cl.name && r.snapshot === c) r.line = k + 1;
  }
}
