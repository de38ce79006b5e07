/**
 * Table lines a mail client cut at its width and did not mark (no `format=flowed`): each row of a wide table
 * (lkp's four-commit comparison in a reply) becomes a long line and the row's rest, moved to the start of the
 * next line at the same quote depth. The evidence is the run, never one line: three such pairs in a row at
 * least, each first line long, aligned (cells apart) and about as long as the others (cut at one width), most
 * of them indented as rows are, each rest shorter than its line, at the margin and less indented. A rest that
 * ends on a colon names what follows (`25%-UDP_RR:` over its row); that is no cut. Each pair is joined again, two
 * spaces apart, and keeps the original lines it came from.
 */
import { maxOf, minOf } from '../../math/stats';
import type { Lines } from '../../text/lines';

/** A quote prefix: `> `, `> > `, `>>`. */
const PREFIX = /^(?:>[ \t]?)*/;
/** The shortest line a client wraps, and how far apart the lengths of one run's cut lines may be. */
const MIN_CUT = 50;
const CUT_SPREAD = 14;
const MIN_PAIRS = 3;
/** Cells set apart (aligned columns), or a rule of dashes. */
const ALIGNED = /\S {3,}\S|^\s*-{3,}(?:\s+-{3,})+\s*$/;

interface Line {
  depth: string;
  body: string;
}

function split(t: string): Line {
  const p = PREFIX.exec(t)![0];
  return { depth: p.replace(/\s/g, ''), body: t.slice(p.length) };
}

const indent = (t: string): number => t.length - t.trimStart().length;

/**
 * Line p and the next are a cut row and its rest: the rest is shorter, at the margin (a space at most), and
 * less indented than the row (a line indented as the one above is its sibling: a diffstat's next file).
 */
function cutAt(at: (k: number) => Line | undefined, p: number): boolean {
  const a = at(p);
  const b = at(p + 1);
  if (!a || !b || a.depth !== b.depth || a.body.length < MIN_CUT || b.body.length >= a.body.length) return false;
  const ia = indent(a.body);
  const ib = indent(b.body);
  return ib <= 1 && (ib < ia || ia === 0) && b.body.trim() !== '' && !/:\s*$/.test(b.body) && ALIGNED.test(a.body);
}

const unbreakable = (l: Line | undefined): boolean => l !== undefined && /^\s*\S+\s*$/.test(l.body);

/** The first lines of the pairs of a run that starts at p, when the run is one of cut rows. */
function cutRun(at: (k: number) => Line | undefined, p: number): number[] | undefined {
  const firsts: number[] = [];
  for (let q = p; ; q += 2) {
    // a line with no space in it (a long rule under a header) cannot be cut: the run goes on after it
    if (!cutAt(at, q) && unbreakable(at(q)) && cutAt(at, q + 1)) q++;
    if (!cutAt(at, q)) break;
    firsts.push(q);
  }
  if (firsts.length < MIN_PAIRS) return undefined;
  const lengths = firsts.map((q) => at(q)!.body.length);
  const indented = firsts.filter((q) => /^\s/.test(at(q)!.body)).length;
  return maxOf(lengths) - minOf(lengths) <= CUT_SPREAD && indented * 2 >= firsts.length ? firsts : undefined;
}

/** The text with its cut rows joined, and for each of its lines the lines of the text before. */
export interface Rejoined {
  text: string;
  /** Per line of `text`: the first and last line (0-based) of the text it was made of. */
  from: Int32Array;
  to: Int32Array;
}

/** The text with its cut rows joined again, or undefined when it has none. */
export function rejoinWrappedRows(lines: Lines): Rejoined | undefined {
  const at = (k: number): Line | undefined => (k >= 0 && k < lines.count ? split(lines.at(k)) : undefined);
  const joined = new Set<number>();
  for (let p = 0; p + 1 < lines.count; p++) {
    // only a long line can start a run: the others are passed over without being split
    if (lines.to(p) - lines.from(p) < MIN_CUT) continue;
    const run = cutRun(at, p);
    if (!run) continue;
    for (const q of run) joined.add(q);
    p = run[run.length - 1]! + 1;
  }
  if (!joined.size) return undefined;
  const parts: string[] = [];
  const from = new Int32Array(lines.count - joined.size);
  const to = new Int32Array(lines.count - joined.size);
  let j = 0;
  for (let k = 0; k < lines.count;) {
    if (joined.has(k)) {
      parts.push(`${lines.at(k).trimEnd()}  ${at(k + 1)!.body.trim()}`);
      from[j] = k;
      to[j++] = k + 1;
      k += 2;
      continue;
    }
    // the lines up to the next cut row, as they were
    let end = k;
    for (; end < lines.count && !joined.has(end); end++) {
      from[j] = end;
      to[j++] = end;
    }
    parts.push(linesAsThey(lines, k, end));
    k = end;
  }
  return { text: parts.join('\n'), from, to };
}

/** Lines [k, end) joined by newlines: one cut of the text when they are as it has them (no string per line). */
function linesAsThey(lines: Lines, k: number, end: number): string {
  let raw = true;
  for (let q = k; q < end && raw; q++) raw = lines.isRaw(q);
  const run = raw ? lines.source.slice(lines.from(k), lines.to(end - 1)) : undefined;
  // a CR before a newline inside the run is no part of its line
  return run !== undefined && !run.includes('\r') ? run : lines.slice(k, end).join('\n');
}
