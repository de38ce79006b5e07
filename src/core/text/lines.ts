/** The cleaned document as offsets into the original text, so a 100 MB paste is not copied into millions of strings. */

export class Lines {
  /** Line k spans source[starts[k], starts[k + 1] - 1) (without its newline); starts has count + 1 entries. */
  private readonly starts: Uint32Array;
  /** Cleaned text of lines that differ from the source (quoting, prompt or indentation removed). */
  private readonly cleaned: (string | undefined)[] = [];
  /** 1 where the line was a shell command (`$ cmd`); its text is the command without the prompt. */
  readonly command: Uint8Array;
  /** 1 where the line lies inside a code fence (```), set by cleanLines; `hasFences` when the text has any. */
  readonly fenced: Uint8Array;
  hasFences = false;
  /** The length of the longest line in the source (with a `\r` before its newline), found in the same pass. */
  readonly longest: number;

  constructor(readonly source: string) {
    // the line ends counted first, then the starts put in one array of their size: a buffer that doubled when
    // full kept up to twice the room, and held both copies while it grew (10 MB of tiny lines: 4 million starts)
    let breaks = 0;
    for (let p = source.indexOf('\n'); p >= 0; p = source.indexOf('\n', p + 1)) breaks++;
    const starts = new Uint32Array(breaks + 2);
    let count = 1;
    let longest = 0;
    let from = 0;
    for (let p = source.indexOf('\n'); p >= 0; p = source.indexOf('\n', p + 1)) {
      if (p - from > longest) longest = p - from;
      starts[count++] = from = p + 1;
    }
    starts[count] = source.length + 1;
    this.longest = Math.max(longest, source.length - from);
    this.starts = starts;
    this.command = new Uint8Array(count);
    this.fenced = new Uint8Array(count);
  }

  get count(): number {
    return this.command.length;
  }

  /** Start offset of line k in the source. */
  from(k: number): number {
    return this.starts[k]!;
  }

  /** End offset of line k in the source (before `\r\n` or `\n`). */
  to(k: number): number {
    let e = this.starts[k + 1]! - 1;
    if (e > this.starts[k]! && this.source.charCodeAt(e - 1) === 13) e--;
    return e;
  }

  /** The line that holds source offset `pos` (a binary search over the line starts). */
  lineOf(pos: number): number {
    let lo = 0;
    let hi = this.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Whether line k is unchanged from the source (then `from`/`to` read it without a copy). */
  isRaw(k: number): boolean {
    return this.cleaned[k] === undefined;
  }

  /** A few recently read lines: parsers probe the same lines again and again. */
  private readonly recentK = new Int32Array(8).fill(-1);
  private readonly recentText: string[] = new Array<string>(8).fill('');

  /** The cleaned text of line k (0-based). */
  at(k: number): string {
    const slot = k & 7;
    if (this.recentK[slot] === k) return this.recentText[slot]!;
    const t = this.cleaned[k] ?? this.source.slice(this.starts[k], this.to(k));
    this.recentK[slot] = k;
    this.recentText[slot] = t;
    return t;
  }

  /** The cleaned text of line k, or undefined past the end. */
  get(k: number): string | undefined {
    return k >= 0 && k < this.count ? this.at(k) : undefined;
  }

  /** Replace the cleaned text of line k. */
  set(k: number, text: string): void {
    this.cleaned[k] = text;
    if (this.recentK[k & 7] === k) this.recentK[k & 7] = -1;
  }

  slice(a: number, b: number): string[] {
    const out: string[] = [];
    for (let k = a; k < Math.min(b, this.count); k++) out.push(this.at(k));
    return out;
  }
}

/** The line holding source offset `at` (binary search over line starts). */
export function lineOfOffset(lines: Lines, at: number): number {
  let lo = 0;
  let hi = lines.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines.from(mid) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** One cleaned line, for code that reads a few lines at a time (hot loops index `Lines` directly). */
export interface Line {
  text: string;
  /** 1-based line in the original document. */
  line: number;
  command: boolean;
}

/** The line at index k. */
export function lineAt(lines: Lines, k: number): Line {
  return { text: lines.at(k), line: k + 1, command: lines.command[k] === 1 };
}

/**
 * The document seen as if it ended at line `end` (0-based, excluded): a reader given it reads nothing past a
 * boundary the user set (hints: a block of its own, a run split off). Everything else is the document's own.
 */
export function linesUpTo(lines: Lines, end: number): Lines {
  return Object.create(lines, { count: { value: Math.max(0, Math.min(end, lines.count)) } }) as Lines;
}
