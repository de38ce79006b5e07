/**
 * Where the lines of a known shape begin inside a text whose line breaks were lost. Flattening turns each
 * line break into one space and keeps every other space, so a line starts one space into the whitespace
 * run before it (its indentation, and so its columns, stay as they were). Each finder names the offsets of
 * those runs for one shape: markdown table rows (counted by the separator row's cells), lkp comparison
 * tables (a row ends with its metric name), perf stat counter lines, markdown headings and paragraph breaks.
 */

/** A part of a long line: `done` when it is one whole line of a shape and must not be cut further. */
export interface Part {
  text: string;
  done: boolean;
}

/** A line of a shape, as offsets in the text. */
interface Span {
  from: number;
  to: number;
}

/** Cut `t` into the spans given (whole lines, done, without indentation) and the open text between them. */
function partsOf(t: string, spans: Span[]): Part[] {
  const out: Part[] = [];
  let at = 0;
  const open = (a: number, b: number) => {
    const s = t.slice(a, b);
    if (s.trim() !== '') out.push({ text: s.trim(), done: false });
  };
  for (const s of spans.sort((x, y) => x.from - y.from)) {
    if (s.from < at) continue;
    open(at, s.from);
    out.push({ text: t.slice(s.from, s.to).trim(), done: true });
    at = s.to;
  }
  open(at, t.length);
  return out;
}

/** The text of a line starting at `from`: with the indentation it had, one space (the line break) dropped. */
function lineAt(t: string, from: number, to: number): string {
  let a = from;
  while (a > 0 && t[a - 1] === ' ') a--;
  // the run before the line held the line break (one space) and the line's own indentation
  const indent = Math.max(from - a - 1, 0);
  return (' '.repeat(indent) + t.slice(from, to)).trimEnd();
}

/**
 * Cut text at the offsets given (each the first character of a line). A line that starts at one of the
 * `whole` offsets is a whole line of a shape (done) unless it is still long.
 */
export function cutAt(t: string, starts: number[], whole: ReadonlySet<number>, long: number): Part[] {
  const sorted = [...new Set(starts)].filter((s) => s > 0 && s < t.length).sort((x, y) => x - y);
  if (!sorted.length) return [{ text: t, done: false }];
  const first = sorted[0]!;
  const out: Part[] = t.slice(0, first).trim() ? [{ text: t.slice(0, first).trimEnd(), done: false }] : [];
  sorted.forEach((s, i) => {
    const line = lineAt(t, s, sorted[i + 1] ?? t.length);
    if (line.trim()) out.push({ text: line, done: whole.has(s) && line.length < long });
  });
  return out;
}

const PIPE = '|';

/** The offset just after the `n`-th pipe from `at` on, or -1. */
function afterPipes(t: string, at: number, n: number): number {
  let k = 0;
  for (let i = at; i < t.length; i++) if (t[i] === PIPE && ++k === n) return i + 1;
  return -1;
}

/** The offset of the `n`-th pipe counting back from `at` (exclusive), or -1. */
function pipeBack(t: string, at: number, n: number): number {
  let k = 0;
  for (let i = at - 1; i >= 0; i--) if (t[i] === PIPE && ++k === n) return i;
  return -1;
}

const skipSpace = (t: string, at: number) => {
  while (at < t.length && /\s/.test(t[at]!)) at++;
  return at;
};

/** A markdown separator row with outer pipes: `| --- | ---: |`. */
const MD_SEPARATOR = /\|(?:[ \t]*:?-+:?[ \t]*\|){2,}/g;
/** How far a stray line (llama.cpp's `Repacked N tensors`) may sit between the separator and the rows. */
const STRAY = 160;

/**
 * Markdown tables with outer pipes: the separator row gives the cell count k; the header is the k cells
 * before it, each row the next k cells. A short pipe-free line right after the separator stays its own line
 * when rows follow it; the table ends at the first text that does not open a row.
 */
export function markdownRows(t: string): Part[] {
  const spans: Span[] = [];
  for (const m of t.matchAll(MD_SEPARATOR)) {
    if (!m[0].includes('---')) continue;
    const k = m[0].split(PIPE).length - 2;
    const sep: Span = { from: m.index, to: m.index + m[0].length };
    const head = pipeBack(t, sep.from, k + 1);
    if (head >= 0 && t.slice(head, sep.from).trim().endsWith(PIPE)) spans.push({ from: head, to: sep.from });
    spans.push(sep);
    let at = sep.to;
    let strayAllowed = true;
    for (;;) {
      const q = skipSpace(t, at);
      if (t[q] === PIPE) {
        const end = afterPipes(t, q, k + 1);
        if (end < 0) break;
        spans.push({ from: q, to: end });
        at = end;
        strayAllowed = false;
        continue;
      }
      const next = t.indexOf(PIPE, q);
      if (!strayAllowed || next < 0 || next - q > STRAY || !/\s/.test(t[next - 1] ?? '')) break;
      // a stray line only when a row follows it
      if (afterPipes(t, next, k + 1) < 0) break;
      spans.push({ from: q, to: next });
      at = next;
      strayAllowed = false;
    }
  }
  return spans.length ? partsOf(t, spans) : [{ text: t, done: false }];
}

/** A markdown heading after a blank line (two spaces) or a sentence: `# numa balancing=0`, up to the next blank line. */
const HEADING = /(?<=^|\S {2}|[.:!?] )#{1,6} (?=[A-Za-z_~./-])/g;
/**
 * A paragraph break: a sentence or a caption ends, then exactly two spaces (an empty line) and a line that
 * starts with a word, a `[n]` reference or a `#` (not a number or a `(...)` column of the same row).
 */
const PARAGRAPH = /(?<=[.:!?)]) {2}(?=[A-Za-z_[#])/g;

/** A shell prompt opens a command line: `$ grep numa /proc/vmstat`. */
const PROMPT = /(?<=\S )\$ (?=[a-z./~])/g;

/** Headings, paragraph breaks and command lines of prose whose line breaks were lost. */
export function paragraphStarts(t: string): number[] {
  const starts: number[] = [];
  for (const m of t.matchAll(HEADING)) {
    starts.push(m.index);
    const end = t.slice(m.index).search(/ {2,}/);
    if (end > 0) starts.push(skipSpace(t, m.index + end));
  }
  for (const m of t.matchAll(PARAGRAPH)) starts.push(m.index + 2);
  for (const m of t.matchAll(PROMPT)) starts.push(m.index);
  return starts;
}

/** The lkp table's head lines: `%stddev  %change  %stddev` and the `\  |  \` marker under it. */
const LKP_HEAD = /%stddev(?:\s+%?change\s+%stddev)+/g;
const LKP_MARKER = /\\(?:\s+\|\s+\\)+/y;
const LKP_RULE = /(?<!-)(?:-{8,}\s+)+-{8,}/g;
const LKP_NUMERIC = /^(?:[-+]?\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?%?|±|±\d+%|\d+%)$/;
const HEX_ID = /^[0-9a-f]{8,}$/;

/**
 * lkp comparison tables (the kernel test robot): the commit list, the id header over the `----` rule, the
 * `%stddev` head and its marker, then rows of values that end with the metric name.
 */
export function lkpLines(t: string): number[] {
  if (!t.includes('%stddev')) return [];
  const starts: number[] = [];
  for (const m of t.matchAll(/(?<=\s)commits?:\s/g)) starts.push(m.index);
  for (const m of t.matchAll(/(?<=\s{2})(?=[\w.+\-/]+ \(")/g)) starts.push(m.index);
  for (const m of t.matchAll(LKP_RULE)) {
    starts.push(m.index);
    starts.push(idHeaderStart(t, m.index));
  }
  for (const h of t.matchAll(LKP_HEAD)) {
    starts.push(h.index);
    LKP_MARKER.lastIndex = skipSpace(t, h.index + h[0].length);
    const marker = LKP_MARKER.exec(t);
    if (!marker) continue;
    starts.push(marker.index);
    for (const r of lkpRows(t, marker.index + marker[0].length)) starts.push(r);
  }
  return starts;
}

/** Where the column header of commit ids just before an lkp rule starts (the rule's own start when there is none). */
function idHeaderStart(t: string, rule: number): number {
  const before = t.slice(Math.max(0, rule - 200), rule).split(/(\s+)/);
  let off = rule;
  for (let i = before.length - 1; i >= 0; i--) {
    const tok = before[i]!;
    if (tok.trim() !== '' && !HEX_ID.test(tok)) break;
    off -= tok.length;
  }
  return skipSpace(t, off);
}

/** Row starts after an lkp marker: a row is values then one name; the table ends where no value follows a name. */
function lkpRows(t: string, from: number): number[] {
  const starts: number[] = [];
  const tok = /\S+/g;
  tok.lastIndex = from;
  let values = 0;
  let named = false;
  for (let m = tok.exec(t); m; m = tok.exec(t)) {
    const numeric = LKP_NUMERIC.test(m[0]);
    if (numeric) {
      if (named || starts.length === 0) starts.push(m.index);
      if (named) values = 0;
      named = false;
      values++;
    } else {
      if (named || values === 0) {
        // two words in a row: the table ended after the last name
        starts.push(m.index);
        break;
      }
      named = true;
    }
  }
  return starts;
}

/** A row with a spread cell: `clear_page_erms()  22.37 ( +- 0.14s )  ...` (a name, a value, `( +- x )` or `( ± x )`). */
const SPREAD_ROW =
  /(?<=\s)[A-Za-z_][\w.()-]{0,60}\s+[-+]?\d[\d,]*(?:\.\d+)?\s*\(\s*(?:\+-|±)\s*\d[\d.]*[a-z%]{0,4}\s*\)/g;
/** A sentence after a two-space gap (an empty line): a capitalized word, then a lowercase one. */
const SENTENCE_NEAR = / {2}(?=[A-Z][a-z]+ [a-z])/;
/** How far after a row's start its sentence may be looked for. */
const ROW_REACH = 400;

/**
 * Summary rows with a spread cell (`clear_page_erms()  22.37 ( +- 0.14s )  -26.28%  # 9.21 bytes/ns`):
 * each row's start, and after the last row of a run the sentence that follows it. Rows of one table
 * differ in width (an empty delta cell), so they are found by their spread, not by counting values.
 */
export function spreadRowLines(t: string): number[] {
  const rows = [...t.matchAll(SPREAD_ROW)].map((m) => m.index);
  if (rows.length < 2) return [];
  const starts = [...rows];
  // the sentence after a row: looked for within the row's reach (a row is short), so the scan stays linear
  for (const r of rows) {
    const s = SENTENCE_NEAR.exec(t.slice(r, r + ROW_REACH));
    if (s) starts.push(r + s.index + 2);
  }
  return starts;
}

/** One perf stat counter line's start: `[-+] count [unit] event` then its `#` comment, a spread or columns. */
const PERF_COUNTER =
  /(?<!#\s{0,64})(?<=\s)(?:[-+]\s+)?(?:\d[\d,]*(?:\.\d+)?|<not (?:supported|counted)>)\s+(?:msec\s+)?[A-Za-z][\w.:/-]*(?=\s+#|\s+\(|\s{2,}|\s*$)/g;
const PERF_FOOTER = /(?<=\s)[\d.]+(?:\s+\+-\s+[\d.]+)?\s+seconds (?:time elapsed|user|sys)/g;
const PERF_TITLE = /(?<=\s)Performance counter stats for /g;

/** perf stat blocks: the title, each counter line, the `seconds time elapsed` footers. */
export function perfStatLines(t: string): number[] {
  const counters = [...t.matchAll(PERF_COUNTER)];
  // counters with their `#` comments, or the block's title: a table of other numbers is not perf stat
  const commented = counters.filter((m) => /^\s+#/.test(t.slice(m.index + m[0].length, m.index + m[0].length + 40)));
  if (!PERF_TITLE.test(t) && commented.length < 4) return [];
  PERF_TITLE.lastIndex = 0;
  const starts = counters.map((m) => m.index);
  for (const m of t.matchAll(PERF_TITLE)) starts.push(m.index);
  for (const m of t.matchAll(PERF_FOOTER)) starts.push(m.index);
  // the line after a footer (its spread ends the line)
  for (const m of t.matchAll(/seconds (?:time elapsed|user|sys)(?:\s+\(\s*\+-\s*[\d.]+%\s*\))?/g))
    starts.push(skipSpace(t, m.index + m[0].length));
  return starts;
}
