/**
 * Runs written one per line in a shape of the writer's own, found by what stays the same from line to line:
 *
 *   built-in mem: 177816 duration: 5.463205008
 *   tcmalloc 2.4 mem: 168828 duration: 4.073669654
 *
 *   TestConnections=1 : AverageLatency_ms=0.09733 AverageOpsPerSec=10024.99
 *   TestConnections=2 : AverageLatency_ms=0.08700 AverageOpsPerSec=22113.13
 *
 * Consecutive lines are cut into pieces (kit/pieces.ts); the words every line has, in the same order, are the
 * template and the rest its slots. A slot holding a value in every line is a measure, named by the template's words
 * before it; the words that change name the line's run (or, where only values change, the first key and its value:
 * `TestConnections=1`); a slot of numbers it cannot read is left unread. Whether the lines are runs at all, and
 * which axis holds them, is decided from evidence (namesRuns, across). It is the last reader tried.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { mean, stddev } from '../../math/stats';
import { COMPARISON_WORDS, isLabelSized, REFERENCE_LEADS, TREATMENT_WORDS } from '../../vocabulary/runs';
import type { Parser, Reader } from '../kit/types';
import { lineValue } from '../../text/lineMemo';
import { DIGIT, startHas } from '../kit/lineShape';
import type { StatedValue } from '../kit/statedValue';
import { piecesOf, type Piece } from '../kit/pieces';
import { isConfigLike, isMetricLike, isStatistic, namesAVersion } from '../../text/units';
import { FILLER_WORD } from '../../text/words';

/** A key that names the spread of the value before it: no measure of its own. */
const SPREAD_KEY = /^(?:\+-|±|\+\/-|stddev|stdev|std|sd|σ)$/i;
/** A key that names the author's comparison of the values before it (`diff -14.7 MB/s`): computed, not measured. */
const COMPARED = new RegExp(`^(?:${COMPARISON_WORDS.join('|')})$`, 'i');
/** A word before a run's name that says with or without what (vocabulary/runs.ts). */
const WITH_OR_WITHOUT = new RegExp(`^(?:${[...TREATMENT_WORDS, ...REFERENCE_LEADS].join('|')})$`, 'i');

const key = (p: Piece): string => p.text.toLowerCase();

/** The words both lists hold in the same order, the longest such list (words only, never values). */
function commonWords(a: readonly string[], b: readonly Piece[]): string[] {
  const bw = b.filter((p) => !p.value).map(key);
  const len: number[][] = a.map(() => new Array<number>(bw.length + 1).fill(0));
  len.push(new Array<number>(bw.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = bw.length - 1; j >= 0; j--)
      len[i]![j] = a[i] === bw[j] ? len[i + 1]![j + 1]! + 1 : Math.max(len[i + 1]![j]!, len[i]![j + 1]!);
  const out: string[] = [];
  for (let i = 0, j = 0; i < a.length && j < bw.length;) {
    if (a[i] === bw[j]) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (len[i + 1]![j]! >= len[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}

/** Where each template word stands among the pieces (the first place in order), or undefined when one is missing. */
function placesOf(template: readonly string[], ps: readonly Piece[]): number[] | undefined {
  const at: number[] = [];
  let k = 0;
  for (const w of template) {
    while (k < ps.length && (ps[k]!.value || key(ps[k]!) !== w)) k++;
    if (k === ps.length) return undefined;
    at.push(k++);
  }
  return at;
}

/** A line's slots: the pieces between template words (slot 0 before the first word), each a list of pieces. */
function slotsOf(ps: readonly Piece[], places: readonly number[]): Piece[][] {
  const bounds = [-1, ...places, ps.length];
  return bounds.slice(1).map((end, s) => ps.slice(bounds[s]! + 1, end));
}

interface Line {
  text: string;
  pieces: Piece[];
  slots: Piece[][];
}

/** The measure a slot holds in every line, named by the template's words since the previous measure. */
interface Measure {
  slot: number;
  /** The template's words (as the first line writes them) that name it. */
  words: Piece[];
  /** The slot after which the words naming it start (the previous measure's, or 0). */
  from: number;
  /** Which of the slot's pieces holds the value (-1: the last, after the words that name the run); all when undefined. */
  piece?: number;
  name: string;
}

/** The runs (one per line) and measures the lines give; `across` when the measures' keys name the runs instead. */
interface Template {
  runs: string[];
  measures: Measure[];
  /** How many measures differ from line to line. */
  varying: number;
  across: boolean;
}

/** A measure's name from the template's words before its value, without the words that name nothing. */
function nameOf(words: readonly string[]): string {
  return words.filter((w) => !FILLER_WORD.test(w)).join(' ');
}

/**
 * The template's words after naming slot s (by index) that are the run's: up to the value when words before the slot
 * name the measure (`swp out bandwidth w/o patch: 1815716`: the run is `w/o patch`), or up to the key's colon when
 * they make the run's name one a config has (`Before patch: KVM_CREATE_MAPPINGS: 52.83s`, `Unpatched kernel: ...`).
 */
function wordsOfRun(
  lines: readonly Line[],
  places: readonly number[][],
  s: number,
  measures: readonly Measure[],
): number[] {
  const next = measures.find((m) => m.slot > s);
  if (!next || !lines.every((l) => l.slots[s]!.length > 0)) return [];
  const between = (to: number) => Array.from({ length: to - s }, (_, k) => s + k);
  const before = places[0]!.slice(next.from, s).map((k) => lines[0]!.pieces[k]!.text);
  if (next.from < s && nameOf(before) && slotsBetween(lines, s, next.slot))
    return between(next.slot).filter((k) => /\p{L}/u.test(lines[0]!.pieces[places[0]![k]!]!.text));
  // the words up to the first key mark (`:`, `=`) after the slot, while the slots between are empty
  const out: number[] = [];
  for (let k = s; k < next.slot && slotsBetween(lines, s, k + 1); k++) {
    if (lines.some((l, n) => /[:=\uff1a]/.test(l.text.slice(l.slots[s]!.at(-1)!.to, l.pieces[places[n]![k]!]!.from))))
      break;
    out.push(k);
  }
  const named = (l: Line, n: number) =>
    [spanOf(l, l.slots[s]!), ...out.map((k) => l.pieces[places[n]![k]!]!.text)].join(' ');
  return out.length && lines.every((l, n) => isConfigLike(named(l, n))) ? out : [];
}

/**
 * The template's words right before naming slot s (by index) when the slot names a build written with its value
 * (`RPCS3 v0.0.5-6652 ~130 FPS`): they are the build's name, no key mark (`:`, `=`) or bracket between them and it
 * (`rps(with this repo, ...): 223104.76`: `rps` names the measure).
 */
function wordsBeforeBuild(
  lines: readonly Line[],
  places: readonly number[][],
  s: number,
  measures: readonly Measure[],
): number[] {
  const m = measures.find((x) => x.slot === s && x.piece === -1);
  if (!m) return [];
  const out: number[] = [];
  for (let k = s - 1; k >= m.from && slotsBetween(lines, k, s); k--) {
    if (lines.some((l, n) => /[:=(\uff1a]/.test(l.text.slice(l.pieces[places[n]![k]!]!.to, l.slots[s]![0]!.from))))
      break;
    out.unshift(k);
  }
  return out;
}

/** What a slot holds in every line: only values (the first is read), words then a value, or words only. */
type SlotKind = 'value' | 'named value' | 'words' | 'empty' | 'other';

/** A piece that is a word or a version (`v0.0.5-6652`), not a number it cannot read (`235k/189k`, `7f5c90200000`). */
const wordLike = (x: Piece): boolean => !x.value && (!/\d/.test(x.text) || namesAVersion(x.text));

function kindOf(lines: readonly Line[], s: number): SlotKind {
  const words = (p: readonly Piece[]) => p.every(wordLike);
  const slots = lines.map((l) => l.slots[s]!);
  if (slots.every((p) => p.length === 0)) return 'empty';
  if (slots.every((p) => p.length > 0 && p.every((x) => x.value))) return 'value';
  if (slots.every((p) => p.length > 1 && p.at(-1)!.value && words(p.slice(0, -1)))) return 'named value';
  return slots.every(words) ? 'words' : 'other';
}

/** The slots that name each line's run and those that hold its measures, or undefined when a slot is unreadable. */
function slotRoles(lines: readonly Line[]): { naming: number[]; measures: Measure[] } | undefined {
  const measures: Measure[] = [];
  const naming: number[] = [];
  const slots = lines[0]!.slots.length;
  const measure = (slot: number, piece: number | undefined) =>
    measures.push({ slot, piece, from: measures.at(-1)?.slot ?? 0, name: '', words: [] });
  for (let s = 0; s < slots; s++) {
    const kind = kindOf(lines, s);
    const lone = lines.some((l) => l.slots[s]!.length === 1 && l.slots[s]![0]!.value);
    if (kind === 'empty') continue;
    if (s > 0 && kind === 'value') {
      // values side by side in different units (`2396594pps 1150Mb/sec`): a measure each, the unit naming the rest
      const units = lines[0]!.slots[s]!.map((p) => p.value!.unit);
      const apart = new Set(units).size === units.length && lines.every((l) => sameUnits(l.slots[s]!, units));
      if (apart && units.length > 1) units.forEach((_, k) => measure(s, k));
      else measure(s, undefined);
    } else if (kind === 'named value') {
      // `RPCS3 v0.0.5-6652 ~130 FPS`: the build, then its value (`GRPC 0.370 ms avg, ...`: first on the line)
      naming.push(s);
      measure(s, -1);
    }
    // a name with a value in every line (`cycles 805.58`, `Node 0 - 2GB`) or only a value (`1 (wr 3.09 sec, ...)`)
    // is a row of a table or a step of a series, not a run
    else if (
      (kind === 'words' || (s === 0 && lines.every((l) => l.slots[s]!.every((x) => x.value || wordLike(x))))) &&
      !lone &&
      !lines.every((l) => l.slots[s]!.some((x) => x.value))
    )
      naming.push(s);
    else if (s === 0) return undefined;
    // otherwise a remark after the values (`????`) or a number it cannot read (`235k/189k.`): not read
  }
  return measures.length ? { naming, measures } : undefined;
}

/** The whole numbers from a up to b (excluded). */
const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a) }, (_, k) => a + k);

/**
 * The template's words (by index) that name the value right before them, where no words before the value do: one
 * word after it, then a comma or the line's end (`GRPC 0.370 ms avg, 21631.1 qps`: `avg` names the 0.370 ms).
 */
function wordsAfterValues(
  lines: readonly Line[],
  places: readonly number[][],
  measures: readonly Measure[],
  taken: ReadonlySet<number>,
): Set<number> {
  const out = new Set<number>();
  for (const m of measures) {
    const t = m.slot;
    if (t >= places[0]!.length || range(m.from, t).some((k) => !taken.has(k) && !out.has(k))) continue;
    const follows = lines.every((l, n) => {
      const value = l.slots[t]!.at(-1);
      const word = l.pieces[places[n]![t]!]!;
      return value && /^\s+$/.test(l.text.slice(value.to, word.from)) && /^\s*(?:[,;]|$)/.test(l.text.slice(word.to));
    });
    if (follows) out.add(t);
  }
  return out;
}

/** Each line's run and the measures, or undefined when the lines are not runs of one template. */
function readTemplate(lines: Line[], places: number[][]): Template | undefined {
  const roles = slotRoles(lines);
  if (!roles) return undefined;
  const { naming, measures } = roles;
  // the template's words (by their index) that belong to the run a naming slot names: after it, and before a build
  // named with its value (`bevy 0.9.1 910-915 fps`: the run `bevy 0.9.1`, the measure its unit)
  const tails = new Map(naming.map((s) => [s, wordsOfRun(lines, places, s, measures)] as const));
  const heads = new Map(naming.map((s) => [s, wordsBeforeBuild(lines, places, s, measures)] as const));
  const taken = new Set([...tails.values(), ...heads.values()].flat());
  const after = wordsAfterValues(lines, places, measures, taken);
  for (const m of measures) {
    const own = (m.piece ?? 0) > 0 ? [] : range(m.from, m.slot).filter((t) => !taken.has(t) && !after.has(t));
    m.words = (after.has(m.slot) ? [m.slot] : own).map((t) => lines[0]!.pieces[places[0]![t]!]!);
    m.name = nameOf(m.words.map((p) => p.text)) || valueOf(lines[0]!, m).unit;
  }
  const ownWords = (l: Line, at: readonly number[], s: number): Piece[] => {
    const own = measures.some((x) => x.slot === s && x.piece === -1) ? l.slots[s]!.slice(0, -1) : l.slots[s]!;
    const tail = tails.get(s)!.map((k) => l.pieces[at[k]!]!);
    // `rps(with this repo, ...)`: the word that says with or without what is the run's, though every line has one
    const head = heads.get(s)!.map((k) => l.pieces[at[k]!]!);
    const lead =
      !head.length && s > 0 && WITH_OR_WITHOUT.test(l.pieces[at[s - 1]!]!.text) ? [l.pieces[at[s - 1]!]!] : [];
    return [...lead, ...head, ...own, ...tail];
  };
  let runs: string[];
  if (naming.length) runs = lines.map((l, n) => naming.map((s) => spanOf(l, ownWords(l, places[n]!, s))).join(' '));
  else {
    // only values change: the first key and its whole-number value name the run, when the line starts with that
    // key and `=` (`TestConnections=1 : ...`: a setting swept), not a stamp (`<idle>-0 [003] 5.405208: ...`) or a
    // place (`Node 0 - 2GB - Tier 1`)
    const first = measures.shift()!;
    const whole = lines.every((l) => Number.isInteger(valueOf(l, first).v));
    const assigned = lines.every((l) =>
      /^[^=]*=\s*$/.test(l.text.slice(l.pieces[0]!.to, l.slots[first.slot]![0]!.from)),
    );
    if (!measures.length || first.slot !== 1 || !whole || !assigned || places.some((p) => p[0] !== 0)) return undefined;
    runs = lines.map((l) => l.text.slice(l.pieces[0]!.from, l.slots[first.slot]![0]!.to));
  }
  runs = runs.map(trimMarks);
  if (runs.some((r) => !r || !isLabelSized(r)) || new Set(runs).size !== runs.length) return undefined;
  if (measures.some((m) => !m.name)) return undefined;
  // what does not differ from line to line (`numab mode = 1`, `total secs = 10` in each) is a setting, and a spread
  // (`+- 0.41%`) or the author's difference (`diff -14.7`) no measure: the lines are runs when something else differs
  const measured = measures.filter((m) => !SPREAD_KEY.test(m.name) && !COMPARED.test(m.name));
  const varying = measured.filter((m) => lines.some((l) => valueOf(l, m).v !== valueOf(lines[0]!, m).v)).length;
  if (!varying) return undefined;
  // `Trigger time: 0.84 s`, `I/O time: 263.17 s`: the changing words and the key after them name a measure
  const keyAfter = (l: Line, n: number, s: number) =>
    `${spanOf(l, l.slots[s]!)} ${l.pieces[places[n]![s]!]?.text ?? ''}`;
  if (naming.some((s) => lines.every((l, n) => isMetricLike(keyAfter(l, n, s)) && !isConfigLike(keyAfter(l, n, s)))))
    return undefined;
  return { runs, measures: measured, varying, across: across(lines, runs, measured) };
}

/**
 * The keys name the runs and each line a measure of them: a unit kept along each line and changing between lines
 * (`compression rate : zlib.org 99.9%, zlib-ng 99.9%`, `deflate speed : zlib.org 56.7 MB/s, ...`), or keys named as
 * configs are (`STRICT: before = 570 KIOPS, after = 5.01 MIOPS`), or lines named as measures are.
 */
function across(lines: readonly Line[], runs: readonly string[], measures: readonly Measure[]): boolean {
  if (measures.length < 2) return false;
  const unitsOf = (l: Line) => new Set(measures.map((m) => valueOf(l, m).unit));
  const lineUnits = lines.map(unitsOf);
  if (lineUnits.every((u) => u.size === 1) && new Set(lineUnits.map((u) => [...u][0])).size > 1) return true;
  const keys = measures.map((m) => keyOf(lines[0]!, m)[1]);
  return (
    (keys.every(isConfigLike) && !runs.every(isConfigLike)) ||
    (runs.every((r) => isMetricLike(r) && !isConfigLike(r)) && !keys.some(isMetricLike))
  );
}

/**
 * Where the keys name runs, a measure's name is its key but for the words before a key mark (`:`, `=`), which are
 * the line's (`cache misses: after 5.4%`: the key `after`, the line's `cache misses`); as [line's words, key].
 */
function keyOf(line: Line, m: Measure): [string, string] {
  const value = m.piece === undefined ? line.slots[m.slot]![0]! : line.slots[m.slot]!.at(m.piece)!;
  const mark = line.text.slice(0, value.from).search(/[:=\uff1a][^:=\uff1a]*$/);
  const own = m.words.filter((p) => p.to <= mark);
  if (!own.length || own.length === m.words.length) return ['', m.name];
  return [nameOf(own.map((p) => p.text)), nameOf(m.words.slice(own.length).map((p) => p.text))];
}

/** The value line l holds for measure m. */
function valueOf(l: Line, m: Measure): StatedValue {
  const slot = l.slots[m.slot]!;
  if (m.piece !== undefined) return slot.at(m.piece)!.value!;
  // three or more values in one unit are repetitions (`52.8338s 52.8327s 52.8336s`); of two, the second is an aside
  const values = slot.map((p) => p.value!);
  if (values.length < 3 || values.some((v) => v.unit !== values[0]!.unit)) return values[0]!;
  const samples = values.map((v) => v.v);
  return { v: mean(samples), unit: values[0]!.unit, sd: stddev(samples), samples };
}

/** Whether the values of a slot are in the units given, one each. */
const sameUnits = (ps: readonly Piece[], units: readonly string[]): boolean =>
  ps.length === units.length && ps.every((p, k) => p.value!.unit === units[k]);

/** Whether every slot between s and t (both excluded) is empty in every line. */
function slotsBetween(lines: readonly Line[], s: number, t: number): boolean {
  return lines.every((l) => l.slots.slice(s + 1, t).every((p) => p.length === 0));
}

/** An address or a range of them (`7f5c90200000-7f5c90220000`): where a line of a map is, no run. */
const ADDRESS = /^(?:0x)?[0-9a-f]{8,}(?:-(?:0x)?[0-9a-f]{8,})?$/i;

/** The same name but for a count from 0 or 1 on (`0/stats.json`, `1/stats.json`): repetitions of one run. */
function counted(runs: readonly string[]): boolean {
  const numbers = runs.map((r) => /\d+/.exec(r));
  const shapes = new Set(runs.map((r) => r.replace(/\d+/, '#')));
  if (shapes.size !== 1 || numbers.some((m) => !m)) return false;
  const n = numbers.map((m) => Number(m![0]));
  return n.every((x, k) => x === n[0]! + k) && n[0]! <= 1;
}

/**
 * The changing words name runs: none names a measure (`iTLB-load-misses/Sec`) or is cut across an aside (a
 * sentence's `(6.14.5-300.fc42.x86_64) and then Rocky`), they are no count of repetitions,
 * and two lines alone name their runs as configs are named (`base`, `v6.1`, `with THP`): two lines of one template
 * are as often two parts of one system (`Guest: ...`, `Host: ...`).
 */
function namesRuns(runs: readonly string[], measures: number): boolean {
  const cut = (r: string) => (r.match(/\(/g)?.length ?? 0) !== (r.match(/\)/g)?.length ?? 0);
  if (runs.some((r) => (isMetricLike(r) && !isConfigLike(r)) || isStatistic(r) || ADDRESS.test(r) || cut(r)))
    return false;
  if (counted(runs)) return false;
  return (runs.length > 2 && measures > 1) || runs.some((r) => isConfigLike(r) || namesAVersion(r));
}

/** A run's name without a bullet before it or the marks after it (`- STRICT:` -> `STRICT`). */
function trimMarks(name: string): string {
  let end = name.length;
  while (end > 0 && /[\s:=,;|\uff1a-]/.test(name[end - 1]!)) end--;
  return name.slice(0, end).replace(/^[-*•#>\s]+/, '');
}

/** The text of pieces as the line writes them, from the first to the last. */
function spanOf(line: Line, ps: readonly Piece[]): string {
  return ps.length ? line.text.slice(ps[0]!.from, ps[ps.length - 1]!.to) : '';
}

/** A line's pieces, cut once per document (readers look at the same lines from every line above them). */
const cut = (lines: Lines, k: number): Piece[] | undefined => (lines.command[k] ? undefined : piecesOf(lines.at(k)));
const piecesAt = lineValue(cut);
/** The most lines read as one template: a longer list of one shape is a log, not runs. */
const MAX_LINES = 100;
/** Per document, the lines of the last group of one template that was not read as runs: none of its lines is tried again. */
const declined = new WeakMap<Lines, { from: number; to: number }>();

/** The lines from i on that share a template (each may drop one of its words), with the template; undefined if none. */
function linesOfOneTemplate(lines: Lines, i: number): { read: Line[]; places: number[][] } | undefined {
  const found: { text: string; pieces: Piece[] }[] = [];
  let template: string[] = [];
  for (let k = i; k < lines.count && found.length < MAX_LINES; k++) {
    // (the first two lines cut afresh: most lines start no group, and a document of them keeps nothing)
    const pieces = found.length < 2 ? cut(lines, k) : piecesAt(lines, k);
    if (!pieces) break;
    const common = found.length ? commonWords(found.length === 1 ? words(found[0]!.pieces) : template, pieces) : [];
    if (found.length && (!common.length || (found.length > 1 && common.length < template.length - 1))) break;
    template = common;
    found.push({ text: lines.at(k), pieces });
  }
  if (found.length < 2) return undefined;
  // the first line shares half or less of what the second shares with the third: it belongs to no group of theirs
  // (a table's row over the lines it sums up), and the group starts at the next line
  const shared = (a: number) => commonWords(words(found[a]!.pieces), found[a + 1]!.pieces).length;
  if (found.length > 2 && shared(0) * 2 <= shared(1)) return undefined;
  const places = found.map((f) => placesOf(template, f.pieces)!);
  return { read: found.map((f, n) => ({ ...f, slots: slotsOf(f.pieces, places[n]!) })), places };
}

const words = (ps: readonly Piece[]): string[] => ps.filter((p) => !p.value).map(key);

export const parseLineTemplates: Parser = (lines, i) => {
  const last = declined.get(lines);
  if (last && last.from < i && i < last.to) return undefined;
  const whole = linesOfOneTemplate(lines, i);
  if (!whole) return undefined;
  // a line that states more values than the first (`6.0.5  WRITE: bw=3055MiB/s, WRITE: bw=3225MiB/s`, a run
  // measured twice) is no row of the lines above it: they are read without it and the lines after it
  const values = (l: Line) => l.pieces.filter((p) => p.value).length;
  const alike = whole.read.findIndex((l) => values(l) !== values(whole.read[0]!));
  const one = alike >= 2 ? { read: whole.read.slice(0, alike), places: whole.places.slice(0, alike) } : whole;
  const found = runsOf(one.read, one.places);
  if (!found) declined.set(lines, { from: i, to: i + whole.read.length });
  return found && { kind: 'results-table', end: i + one.read.length, data: tableOf(found, one.read, i) };
};

/** What the lines of one template give, when they are runs (or measures of runs named by their keys). */
function runsOf(read: Line[], places: number[][]): Template | undefined {
  const found = readTemplate(read, places);
  if (!found || !(found.across || namesRuns(found.runs, found.varying))) return undefined;
  // `slat (nsec): min=1111, max=183816, avg=2117.94`: statistics of the measure each line names, no runs
  return found.measures.every((m) => isStatistic(keyOf(read[0]!, m)[1])) ? undefined : found;
}

/** The table of runs and measures the lines of one template give; i is the first line's index. */
function tableOf(found: Template, read: readonly Line[], i: number): ConfigTable {
  const rows: TableRow[] = found.across
    ? read.map((l, n) => ({
        name: `${found.runs[n]!} ${keyOf(read[0]!, found.measures[0]!)[0]}`.trim(),
        values: found.measures.map((m) => valueOf(l, m).v),
        lines: found.measures.map(() => i + n + 1),
        unit: valueOf(l, found.measures[0]!).unit,
        line: i + n + 1,
      }))
    : found.measures.map((m) => ({
        name: m.name,
        values: read.map((l) => valueOf(l, m).v),
        lines: read.map((_, n) => i + n + 1),
        unit: valueOf(read[0]!, m).unit,
        ...(read.some((l) => valueOf(l, m).sd !== undefined) && { stddev: read.map((l) => valueOf(l, m).sd) }),
        line: i + 1,
      }));
  const columns = found.across ? found.measures.map((m) => keyOf(read[0]!, m)[1]) : found.runs;
  return { type: 'table', columns, rows };
}

/** Starts at a line with a digit; tried after every other reader. */
export const lineTemplatesReader: Reader = {
  name: 'line templates',
  shape: startHas(DIGIT),
  start: /\d/,
  read: parseLineTemplates,
};
