/**
 * Re-break text whose line breaks were lost (a mail copied from a web view as one long line): inline quote
 * markers start lines again, and runs of `label value...` rows with the same number of values become rows.
 */
import { maxOf } from '../../math/stats';
import { cutAt, lkpLines, markdownRows, paragraphStarts, perfStatLines, spreadRowLines } from './lineShapes';
import { Piece } from './source';

/** A line this long with several inline quote markers or value rows was a paragraph of lines. */
const LONG = 300;
/** Quote marks after a line break: `>`, `> >`, `>>`; two spaces between marks end an empty quoted line. */
const QUOTE = /\s(>(?: ?>)*)(?=\s|[^\s>])/g;
const NUMERIC = /^[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?[%xkKMGT]?$/;
/** Words that follow a number as its unit, not as the next row's label. */
const UNIT =
  /^(k?B|[KMGT]i?B|[KMGT]B\/s|pages?|ms|us|ns|s|sec|secs|seconds|msec|usec|%|x|t\/s|ops\/s|MB\/s|GB\/s|kB)$/i;

/** A marker after a row's values (`<-----`, `<==`, `*`): part of the row, not the next label. */
const ROW_MARK = /^(?:<[-=]{2,}|←+|\*{1,3})$/;

function isNumeric(tok: string): boolean {
  return NUMERIC.test(tok) || /^\(?\s*[-+]?\d[\d.]*%?\s*\)?$/.test(tok) || tok === '±' || tok === '+-';
}

/** Split at inline quote markers when there are several of them. */
function splitQuotes(t: string): string[] {
  const marks = [...t.matchAll(QUOTE)];
  if (marks.length < 3) return [t];
  const out: string[] = [];
  let at = 0;
  for (const m of marks) {
    out.push(t.slice(at, m.index));
    at = m.index + 1;
  }
  out.push(t.slice(at));
  return out.filter((s) => s.trim() !== '');
}

interface Tok {
  s: string;
  at: number;
}

/** Row boundaries in a long line: before a label that follows a value, kept where rows of the same width repeat. */
function splitRows(t: string): string[] {
  const toks: Tok[] = [...t.matchAll(/\S+/g)].map((m) => ({ s: m[0], at: m.index }));
  const num = toks.map((x) => isNumeric(x.s));
  const label = (i: number) => !num[i] && /^[\w#*]/.test(toks[i]!.s) && !UNIT.test(toks[i]!.s);
  // a row may end in a marker the author points with (`<-----`): the next label still opens a row
  const endsRow = (i: number) => num[i] || (ROW_MARK.test(toks[i]!.s) && i > 0 && num[i - 1]);
  const starts: number[] = [];
  for (let i = 1; i < toks.length; i++) if (endsRow(i - 1) && label(i)) starts.push(i);
  if (starts.length < 2) return [t];
  const widthOf = (a: number, b: number) => num.slice(a, b).filter(Boolean).length;
  const keep = new Set<number>();
  for (let j = 0; j + 1 < starts.length; j++) {
    const w = widthOf(starts[j]!, starts[j + 1]!);
    // a row is a label and w values: the run's rows all have w
    if (w === 0 || starts[j + 1]! - starts[j]! - w > 4) continue;
    let e = j + 1;
    while (e + 1 < starts.length && widthOf(starts[e]!, starts[e + 1]!) === w) e++;
    const run = starts.slice(j, e + 1);
    // rows before the first start that follows a value: a label and w values just before it
    let first = starts[j]!;
    while (first - w - 1 >= 0 && num.slice(first - w, first).every(Boolean) && label(first - w - 1)) {
      first -= w + 1;
      run.unshift(first);
    }
    // the run's last start opens a row too when what follows it holds w values
    const rows = run.length - (e + 1 < starts.length || widthOf(starts[e]!, toks.length) === w ? 0 : 1);
    if (rows < 3 && !(rows >= 2 && w >= 2)) continue;
    for (const q of run) keep.add(q);
    if (e + 1 < starts.length) keep.add(starts[e + 1]!);
    // the header: as many names as values, just before the first row
    // (a `key value` run has no header line)
    const h = first - w;
    if (w >= 2 && h > 0 && !num.slice(h, first).some(Boolean)) keep.add(h);
    j = e;
  }
  const cuts = [...keep].sort((x, y) => x - y).map((i) => toks[i]!.at);
  const out: string[] = [];
  let at = 0;
  for (const c of cuts) {
    out.push(t.slice(at, c).trimEnd());
    at = c;
  }
  out.push(t.slice(at));
  return out.filter((x) => x.trim() !== '');
}

const DIFFSTAT_PIECE = /\|\s+\d+(\s+[-+]+)?$|^\d+ files? changed|^(create|delete) mode \d+/;

/** A patch's diffstat (`mm/vmscan.c | 12 ++-`, `3 files changed, ...`) one entry a line, so cleaning knows it for code. */
function splitDiffstat(t: string): string[] {
  if (!/\|\s+\d+\s+[-+]/.test(t) && !/\bfiles? changed\b/.test(t)) return [t];
  const cuts = [
    ...t.matchAll(
      /(?<=\s)(?:[\w.-]+(?:\/[\w.-]+)*\s+\|\s+\d+(?:\s+[-+]+)?|\d+ files? changed|(?:create|delete) mode \d+)(?=\s|,|$)/g,
    ),
  ].map((m) => m.index);
  if (!cuts.length) return [t];
  const out: string[] = [];
  let at = 0;
  for (const c of cuts) {
    out.push(t.slice(at, c).trim());
    at = c;
  }
  out.push(t.slice(at).trim());
  // each entry ends where the next begins: the `+-` run closes it (bounded runs: an unbounded one
  // inside a lookbehind is quadratic on a long `+-` line; the lookbehinds are tried only where a space run starts)
  return out
    .flatMap((x) =>
      x.split(
        /(?=\s)(?<!\s)(?:(?<=\|\s{1,8}\d{1,9}\s{1,8}[-+]{1,200})|(?<=deletions?\(-\)|insertions?\(\+\)(?!,))|(?<=(?:create|delete) mode \d{1,8} \S{1,400}))\s+/,
      ),
    )
    .filter(Boolean);
}

/** Rules (`=====`, `-----`) stand on their own lines. */
function splitRules(t: string): string[] {
  const parts = t
    .split(/(?<!\s)\s+([=\-+]{5,})(?=\s|$)/)
    .map((x) => x.trim())
    .filter(Boolean);
  // a rule underlines a title: the title is the last short phrase before it (after a sentence end or a wide gap)
  return parts.flatMap((x, i) => {
    if (!/^[=\-+]{5,}$/.test(parts[i + 1] ?? '') || /^[=\-+]{5,}$/.test(x)) return [x];
    const tail = x.slice(-80);
    const cut = Math.max(maxOf([...tail.matchAll(/[.:;!?]\s+|\s{2,}/g)].map((m) => m.index + m[0].length)), 0);
    const at = x.length - tail.length + cut;
    return cut > 0 && at < x.length ? [x.slice(0, at).trim(), x.slice(at).trim()] : [x];
  });
}

/** Where a quoted line that runs on into the reply ends: its first paragraph break, else the whole. */
function quotedLineEnd(body: string): number {
  const starts = paragraphStarts(body);
  return starts.length ? Math.min(...starts) : body.length;
}

/** A long line cut into lines: first the known shapes' own lines, then rules and repeated rows in what is left. */
function splitLong(body: string): string[] {
  return markdownRows(body).flatMap((p) => (p.done ? [p.text] : splitOpen(p.text)));
}

function splitOpen(t: string): string[] {
  const shaped = [...lkpLines(t), ...perfStatLines(t)];
  const parts = cutAt(t, [...shaped, ...spreadRowLines(t), ...paragraphStarts(t)], new Set(shaped), LONG);
  return parts.flatMap((p) =>
    p.done
      ? [p.text]
      : splitDiffstat(p.text).flatMap((x) => (DIFFSTAT_PIECE.test(x) ? [x] : splitRules(x).flatMap(splitRows))),
  );
}

/**
 * A line longer than this is no mail paragraph that lost its breaks (a whole flattened mail is tens of KB)
 * but a minified file or a dump: it is left as it is (cutting a 16 MB line into tokens took 1.2 GB and 25 s).
 */
const MAX_PARAGRAPH = 1 << 20;

/** Re-broken pieces; a piece that was not a lost paragraph comes back as it was. */
export function rebreak(pieces: Piece[]): { pieces: Piece[]; changed: boolean } {
  let changed = false;
  const out: Piece[] = [];
  for (const p of pieces) {
    if (p.text.length < LONG || p.text.length > MAX_PARAGRAPH) {
      out.push(p);
      continue;
    }
    const parts = splitQuotes(p.text).flatMap((q) => {
      // a quoted line keeps its marker on every row it splits into
      const m = /^((?:>\s?)+)/.exec(q);
      const mark = m ? m[1]! : '';
      const body = q.slice(mark.length);
      // a line the quote marks gave back is a line already; a longer one is cut at rules and between rows
      if (body.length < LONG) return [q];
      if (!mark) return splitLong(body);
      // a quoted mail line is short: a long one ran on into the reply after the quote's last line, which
      // ends where a paragraph does (the empty line before the reply)
      const end = quotedLineEnd(body);
      return [
        ...splitLong(body.slice(0, end)).map((r) => mark + r),
        ...(end < body.length ? splitLong(body.slice(end).trim()) : []),
      ];
    });
    if (parts.length > 1) changed = true;
    for (const s of parts) out.push(p.with(s));
  }
  return { pieces: out, changed };
}
