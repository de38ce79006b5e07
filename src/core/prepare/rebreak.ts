/**
 * Re-break text whose line breaks were lost (a mail copied from a web view as one long line): inline quote
 * markers start lines again, and runs of `label value...` rows with the same number of values become rows.
 */
import { Piece } from './source';

/** A line this long with several inline quote markers or value rows was a paragraph of lines. */
const LONG = 300;
const QUOTE = /\s((?:>\s?)+)(?=\S)/g;
const NUMERIC = /^[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?[%xkKMGT]?$/;
/** Words that follow a number as its unit, not as the next row's label. */
const UNIT = /^(k?B|[KMGT]i?B|[KMGT]B\/s|pages?|ms|us|ns|s|sec|secs|seconds|msec|usec|%|x|t\/s|ops\/s|MB\/s|GB\/s|kB)$/i;

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

/** Row boundaries in a long line: before a label that follows a value, kept where at least 3 rows in a row have the same width. */
function splitRows(t: string): string[] {
  const toks: Tok[] = [...t.matchAll(/\S+/g)].map((m) => ({ s: m[0], at: m.index }));
  const starts: number[] = [];
  for (let i = 1; i < toks.length; i++) {
    const prev = toks[i - 1]!.s;
    const cur = toks[i]!.s;
    if (isNumeric(prev) && !isNumeric(cur) && /^[A-Za-z_|#*]/.test(cur) && !UNIT.test(cur)) starts.push(i);
  }
  if (starts.length < 3) return [t];
  // width = values per candidate row; keep boundaries inside runs of >= 3 equal widths
  const widthOf = (a: number, b: number) => toks.slice(a, b).filter((x) => isNumeric(x.s)).length;
  const keep = new Set<number>();
  for (let j = 0; j + 2 < starts.length; j++) {
    const w = widthOf(starts[j]!, starts[j + 1]!);
    if (w === 0 || widthOf(starts[j + 1]!, starts[j + 2]!) !== w) continue;
    let e = j + 1;
    while (e + 1 < starts.length && widthOf(starts[e]!, starts[e + 1]!) === w) e++;
    for (let q = j; q <= e; q++) keep.add(starts[q]!);
    // the run's header: as many words as values, just before the first row
    const h = starts[j]! - w;
    if (h > 0 && toks.slice(h, starts[j]!).every((x) => !isNumeric(x.s))) keep.add(h);
    j = e;
  }
  const cuts = [...keep].sort((a, b) => a - b).map((i) => toks[i]!.at);
  const out: string[] = [];
  let at = 0;
  for (const c of cuts) {
    out.push(t.slice(at, c).trimEnd());
    at = c;
  }
  out.push(t.slice(at));
  return out.filter((s) => s.trim() !== '');
}

/** Re-broken pieces; a piece that was not a lost paragraph comes back as it was. */
export function rebreak(pieces: Piece[]): { pieces: Piece[]; changed: boolean } {
  let changed = false;
  const out: Piece[] = [];
  for (const p of pieces) {
    if (p.text.length < LONG) {
      out.push(p);
      continue;
    }
    const parts = splitQuotes(p.text).flatMap((q) => {
      // a quoted line keeps its marker on every row it splits into
      const m = /^((?:>\s?)+)/.exec(q);
      const mark = m ? m[1]! : '';
      return splitRows(q.slice(mark.length)).map((r) => mark + r);
    });
    if (parts.length > 1) changed = true;
    for (const s of parts) out.push(p.with(s));
  }
  return { pieces: out, changed };
}
