/** Turn a raw paste into cleaned lines: e-mail quoting, shell prompts, code fences and common indentation removed. */
import { Lines } from './lines';

const COMMAND_WORDS =
  /^(sudo|cat|echo|grep|egrep|numastat|numactl|sysctl|vmstat|watch|for|while|\.\/|\S*\/bin\/|llama-|perf|taskset|uname|du|free|git|cd|ls|head|tail|awk|sed|hugeadm|time|env|export|mount|modprobe|damo|python3?|bash|sh|make|cmake)\b/;

/**
 * A benchmark or disk tool with an option or a `key=value` after it (`dd if=/dev/zero ...`, `fio --name=x`,
 * `iperf3 -c host`): typed after a root prompt's `#`, a command; `# fio results` stays a heading.
 */
const TOOL_WITH_OPTIONS =
  /^(?:dd|fio|iperf3?|netperf|hackbench|stress-ng|sysbench|wrk2?|ab|redis-benchmark|memtier_benchmark|hyperfine|pgbench|fallocate|xfs_io|mkfs(?:\.\w+)?|cyclictest|schbench)\s+(?:-{1,2}\w|\w+=)/;

/** A command typed without its prompt, as a caption writes it (`make -j32:`): a command word, then an option. */
export const isBareCommand = (t: string): boolean => COMMAND_WORDS.test(t) && /\s-{1,2}[A-Za-z\d]/.test(t);

/** Remove `> `, `>> `, `> > > ` quote markers; returns the rest of the line. */
function stripQuote(s: string): string {
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 62 /* > */) i++;
    // `> > > > > >`: a space between two marks belongs to the run of marks, however deep the reply quotes
    else if (c === 32 && i + 1 < s.length && s.charCodeAt(i + 1) === 62 && (i < 4 || s.charCodeAt(i - 1) === 62)) i++;
    else break;
  }
  if (i === 0) return s;
  if (s.charCodeAt(i) === 32) i++;
  return s.slice(i);
}

/**
 * A shell prompt: `$ cmd`, `# cmd` (when cmd is a command), `user@host:~$ cmd`, `[root@localhost ~]# cmd` (the
 * bracketed prompt of Red Hat's shells), `(venv) $ cmd`, `/work/dir # cmd`, `~/dir ❯❯❯ cmd` (zsh's and fish's glyphs).
 */
function stripPrompt(s: string): string | undefined {
  const m =
    /^\s*(?:\([\w.-]+\)\s*)?([\w.-]+@[\w.-]+(?::[^\s$#]*)?\s*|\[[\w.-]+@[\w.-]+(?: [^\s\]]*)?\]|[~/][^\s$#\u276f\u279c]*\s+)?([$#%]|\u276f+|\u279c)(?:\s+(.*))?$/.exec(
      s,
    );
  if (!m) return undefined;
  const [, place, mark, rest = ''] = m;
  // `[root@host ~]#` alone: the prompt the shell printed after the last command, a break between outputs
  if (!rest) return mark === '$' || /@/.test(s) ? '' : undefined;
  if (mark === '$') return rest;
  // '#' alone is also a markdown heading or a comment, and zsh's glyphs (`➜`, `❯`) an arrow in prose: accepted only
  // before a command word; after a host or a directory (`/ # dd if=...`, busybox's root prompt; `~/w/r/sdk-java ❯❯❯
  // wrk -t 15 ...`) before any program's name (not a kernel log line's `[  214.3]`)
  const placed = place !== undefined && /^(?:[a-z_][\w.+-]*|[.~/]\S*)(?:\s|$)/.test(rest);
  return placed || COMMAND_WORDS.test(rest) || TOOL_WITH_OPTIONS.test(rest) ? rest : undefined;
}

/** Cleaned lines of a document; line n is index n - 1, as in the original (`found`: its lines already found, not yet cleaned). */
export function cleanLines(input: string, found?: Lines): Lines {
  const lines = found?.source === input ? found : new Lines(input);
  const n = lines.count;
  let nextAt = input.indexOf('@'); // `user@host$ ` prompts; found once, not searched per line
  const barQuoted = barQuotedLines(input, lines);
  let inFence = false;
  for (let i = 0; i < n; i++) {
    if (inFence) lines.fenced[i] = 1;
    const from = lines.from(i);
    const to = lines.to(i);
    if (from === to) continue;
    const c0 = input.charCodeAt(from);
    // most lines start with a letter or digit and need nothing: decide from the first character
    if (nextAt >= 0 && nextAt < from) nextAt = input.indexOf('@', from);
    if (
      c0 !== 62 &&
      c0 !== 32 &&
      c0 !== 9 &&
      c0 !== 42 &&
      c0 !== 95 &&
      c0 !== 36 &&
      c0 !== 35 &&
      c0 !== 40 &&
      c0 !== 96 &&
      c0 !== 60 &&
      c0 !== 47 &&
      c0 !== 126 &&
      c0 !== 0x276f &&
      c0 !== 0x279c &&
      !barQuoted?.[i] &&
      (nextAt < 0 || nextAt > to)
    )
      continue;
    let s = input.slice(from, to);
    let changed = false;
    if (c0 === 62 || ((c0 === 32 || c0 === 9) && s.trimStart().charCodeAt(0) === 62)) {
      s = stripQuote(s);
      changed = true;
    }
    if (barQuoted?.[i]) {
      s = s.replace(/^\| ?/, '');
      changed = true;
    }
    // a command in bold (`**$ sudo ./mlc --idle_latency**`, GitHub posts' way of titling each run's output) is the command
    const bold = /^\s*(\*\*|__)([$#] .+)\1\s*$/.exec(s);
    const boldCmd = bold && stripPrompt(bold[2]!);
    if (boldCmd) {
      lines.set(i, boldCmd);
      lines.command[i] = 1;
      continue;
    }
    const first = s.trimStart().charCodeAt(0);
    if (first === 96 /* ` */ && /^\s*(```|~~~)/.test(s)) {
      lines.set(i, '');
      lines.hasFences = true;
      inFence = !inFence;
      continue;
    }
    if (first === 60 /* < */) {
      const html = foldedSection(s);
      if (html !== undefined) {
        lines.set(i, html);
        continue;
      }
    }
    if (
      first === 36 /* $ */ ||
      first === 35 /* # */ ||
      first === 0x276f /* ❯, zsh's and fish's prompt */ ||
      first === 0x279c /* ➜ */ ||
      first === 40 /* ( */ ||
      ((first === 47 /* / */ || first === 126) /* ~ */ && / (?:[$#]|\u276f+|\u279c) /.test(s)) ||
      (s.indexOf('@') > 0 && /[$#](?: |$)/.test(s))
    ) {
      const cmd = stripPrompt(s);
      if (cmd !== undefined) {
        lines.set(i, cmd);
        if (cmd) lines.command[i] = 1;
        continue;
      }
    }
    if (changed) lines.set(i, s);
  }
  dedentParagraphs(lines);
  blankPatches(lines);
  dropPointers(lines);
  for (const fix of LINE_FIXES) fixMarkedLines(lines, fix);
  return lines;
}

/** A line quoted with a bar (`| 1403,441 +- 0,466 seconds time elapsed`), after any `>` marks: one bar, at its start. */
const BAR_QUOTED = /^\|(?: [^|]*)?$/;

/**
 * The lines quoted with a bar, as some mailers and authors quote a program's output: three or more in a row, each
 * with no other bar (a table's row has two); undefined when the text has none.
 */
function barQuotedLines(input: string, lines: Lines): Uint8Array | undefined {
  if (input.indexOf('| ') < 0) return undefined;
  let marked: Uint8Array | undefined;
  let run = 0;
  for (let i = 0; i <= lines.count; i++) {
    // (only a line that opens with a bar or a quote mark is cut from the text)
    const c0 = i < lines.count ? input.charCodeAt(lines.from(i)) : 0;
    const t = c0 === 124 || c0 === 62 ? stripQuote(input.slice(lines.from(i), lines.to(i))).trimEnd() : '';
    if (t.charCodeAt(0) === 124 && BAR_QUOTED.test(t)) {
      run++;
      continue;
    }
    if (run >= 3) {
      marked ??= new Uint8Array(lines.count);
      marked.fill(1, i - run, i);
    }
    run = 0;
  }
  return marked;
}

const DIFF_START = /^diff --git |^Index: \S|^--- a\/\S/;
const DIFF_LINE =
  /^(?:diff |index [0-9a-f]|--- |\+\+\+ |@@ |[ +-]|\\ No newline|new file mode|deleted file mode|similarity index|rename (?:from|to) |$)/;
const DIFFSTAT =
  /^\s*(?:create|delete) mode \d+ \S+$|^\s*\S+\s+\|\s+(?:\d+ ?[-+]*|Bin .*)$|^\s*\d+ files? changed(?:, \d+ insertions?\(\+\))?(?:, \d+ deletions?\(-\))?$/;

/**
 * Whether the text holds `diff --git `, `--- a/`, `file changed` or `files changed`: one pattern, which
 * skips through the text by its rare characters (an `indexOf` of `diff --git ` or ` changed` stops at
 * every `d` or space, 10x slower on a counter dump).
 */
const PATCH_HINT = /diff --git |--- a\/|files? changed/;
function mayHoldPatch(src: string): boolean {
  return PATCH_HINT.test(src);
}

/** A patch is code, not results: its hunks and diffstat are blanked so no reader takes them for a table. */
function blankPatches(lines: Lines): void {
  // most pastes hold no patch: look before visiting lines
  if (!mayHoldPatch(lines.source)) return;
  for (let k = 0; k < lines.count; k++) {
    const t = lines.at(k);
    if (DIFFSTAT.test(t)) {
      lines.set(k, '');
      continue;
    }
    if (!DIFF_START.test(t)) continue;
    // the start is blanked whatever follows: quilt's `Index: b/mm/vmstat.c` is no DIFF_LINE, and the
    // loop must step past it (an `Index:` line once held the reading here forever)
    lines.set(k, '');
    for (
      k++;
      k < lines.count &&
      DIFF_LINE.test(lines.at(k)) &&
      !(lines.at(k) === '' && !DIFF_LINE.test(lines.get(k + 1) ?? 'x'));
      k++
    )
      lines.set(k, '');
    k--;
  }
}

/**
 * GitHub's folded sections: `<details>` lines go, and `<summary>Title</summary>` reads as the heading it
 * shows as (`#### Title`, markup dropped), so the label logic finds the name of what is folded under it.
 */
function foldedSection(s: string): string | undefined {
  const t = s.trim();
  if (/^<\/?details(?:\s[^<>]*)?>$/i.test(t)) return '';
  const m = /^<summary(?:\s[^<>]*)?>(.*)<\/summary>$/i.exec(t);
  if (!m) return undefined;
  const title = m[1]!
    .replace(/<[^<>]*>/g, '')
    .replace(/`/g, '')
    .trim();
  return title ? `#### ${title}` : '';
}

/** Remove the indentation common to each run of non-blank lines (an indented code block, a quoted table). */
function dedentParagraphs(lines: Lines): void {
  const { command, count } = lines;
  const blank = (k: number) => isBlankText(lines, k);
  let start = 0;
  while (start < count) {
    while (start < count && blank(start)) start++;
    let end = start;
    let indent = Infinity;
    for (; end < count && !blank(end); end++) {
      if (command[end]) continue;
      const k = leadingBlanks(lines, end);
      if (k < indent) indent = k;
      if (indent === 0) break;
    }
    // a lone line keeps its indentation: a header set off to the right of the rows below a blank line
    if (indent > 0 && indent !== Infinity && end - start > 1)
      for (let k = start; k < end; k++) if (!command[k]) lines.set(k, lines.at(k).slice(indent));
    while (end < count && !blank(end)) end++;
    start = end;
  }
}

function leadingBlanks(lines: Lines, k: number): number {
  if (!lines.isRaw(k)) {
    const t = lines.at(k);
    let i = 0;
    while (i < t.length && (t.charCodeAt(i) === 32 || t.charCodeAt(i) === 9)) i++;
    return i;
  }
  const s = lines.source;
  const from = lines.from(k);
  const to = lines.to(k);
  let i = from;
  while (i < to && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++;
  return i - from;
}

function isBlankText(lines: Lines, k: number): boolean {
  if (!lines.isRaw(k)) {
    const t = lines.at(k);
    // a printable ASCII character first: not blank, without trimming a copy
    const c0 = t.charCodeAt(0);
    if (c0 > 32 && c0 < 127) return false;
    return t.trim().length === 0;
  }
  const from = lines.from(k);
  const to = lines.to(k);
  if (from === to) return true;
  // most lines start with a character that is not a blank: decided by it
  const c = lines.source.charCodeAt(from);
  return (c === 32 || c === 9) && leadingBlanks(lines, k) === to - from;
}

/** `754 (hot_cold)  1800  0  2000  3800    <- hot_cold 1800 2000`: the author's pointer after a row. */
const POINTER = /(?<!\s)\s+(?:<-+|<=+|←)(?:\s.*)?$/;

/** Whether the text holds `<-`, `<=` or `←` (one search for the first two). */
function mayHoldPointer(src: string): boolean {
  if (src.indexOf('←') >= 0) return true;
  for (let p = src.indexOf('<'); p >= 0; p = src.indexOf('<', p + 1)) {
    const c = src.charCodeAt(p + 1);
    if (c === 45 /* - */ || c === 61 /* = */) return true;
  }
  return false;
}

/** Rows with a pointer at the end are the ones the author points at: the row is kept, the pointer dropped. */
function dropPointers(lines: Lines): void {
  if (!mayHoldPointer(lines.source)) return;
  for (let k = 0; k < lines.count; k++) {
    const t = lines.at(k);
    const m = POINTER.exec(t);
    // only after a value: `a <- b` in prose stays, and so does the `==> nb=2 <==` of head and tail; `99.52% <= 105
    // milliseconds` (a bound, as redis-benchmark's latencies are written) is no pointer
    const bound = m !== null && /^\s*<=\s*\d/.test(m[0]);
    if (m && !bound && /[\d%)|]$/.test(t.slice(0, m.index)) && !t.startsWith('==> ')) lines.set(k, t.slice(0, m.index));
  }
}

/** A Markdown link to a web page (`[mimalloc](https://github.com/...)`): what it shows, at most 200 characters long. */
const WEB_LINK = /\[([^[\]\n]{1,200})\]\(https?:\/\/[^\s()]{1,2000}\)/g;

/** A number marked as code, with its unit if any (`` `8.02` ``, `` `6,365 TPS` ``, `` `~728 TPS` ``, `` `12.5%` ``). */
const CODE_VALUE = /`(~?[-+]?\d[\d,]*(?:\.\d+)?(?:\s?[A-Za-z%/]{1,12})?)`/g;

/** Unicode box drawing (U+2500-U+257F): tables and frames drawn by CLIs and REPLs. */
const BOX_ALL = /[\u2500-\u257f]/g;
const HORIZONTAL = new Set([...'─━═┄┅┈┉╌╍']);
const VERTICAL = new Set([...'│┃║┆┇┊┋╎╏']);

/** `±` as mail archives mangle it: Latin-1's byte shown as an octal escape (`152288 \261  0%`) or UTF-8 read as Latin-1 (`Â±`). */
const PLUS_MINUS = /\\261|Â±/g;

/**
 * A command timed by time(1), written without a prompt (`/usr/bin/time -v ./make-meson.sh`, `time ./bench.sh`,
 * `time make -j8`, `time timeout 60 cat /proc/net/ip_vs_conn > /tmp/all`). Bare `time` needs a program after it (a
 * path, a script, sudo, make, perf, numactl, taskset, or a word followed by a path, an option, a redirection, a pipe
 * or a `;`),
 * so a sentence that opens with the word is none.
 */
const TIMED =
  /^(?:\/usr\/bin\/time\s+\S|time\s+(?:-[a-z]+\s+)*(?:(?:\.{0,2}|~)\/\S|sudo\s|make\b|perf\s|numactl\s|taskset\s|[\w.-]+\.(?:sh|py)\b|[a-z][\w.-]*\s(?=.*(?:\s[>|<]\s|;\s|\s\/\w|(?:^|\s)--?[a-z]))))/;

/** A line's cleaned text rewritten, kept as it was when nothing changed. */
function rewrite(lines: Lines, k: number, f: (t: string) => string): void {
  const t = lines.at(k);
  const u = f(t);
  if (u !== t) lines.set(k, u);
}

/** Box drawing as the ASCII that draws the same; a frame's mark before a line of text (no bar after it) dropped. */
function boxLine(t: string): string {
  const ascii = t.replace(BOX_ALL, (c) => (HORIZONTAL.has(c) ? '-' : VERTICAL.has(c) ? '|' : '+'));
  return /^\s*[+|][-+|]*\s+(?=\S)([^|]*)$/.exec(ascii)?.[1] ?? ascii;
}

/**
 * What a person reads where a line shows markup or a mangled character: each fix is asked only at the lines that hold
 * its mark, found in the source (the cleaning reads every line once already; these add no pass over the others).
 */
interface LineFix {
  name: string;
  /** What a line must hold for the fix (global: the source is searched with it). */
  mark: RegExp;
  /** `at`: where the mark was found in the source. */
  fix: (lines: Lines, k: number, at: number) => void;
}

/** The tags of HTML that only formats text in a GitHub post (`<font color="green"><b>1.00</b></font>`, `<pre>`). */
const FORMAT_TAGS = 'b|strong|i|em|u|font|span|code|kbd|samp|tt|sub|sup|small|big|mark|pre';
const HTML_FORMAT = new RegExp(`</?(?:${FORMAT_TAGS})(?:\\s[^<>]{0,200})?/?>`, 'gi');
/** The entities such posts write for what a terminal printed. */
const HTML_ENTITY = /&(lt|gt|amp|quot|nbsp|#39);/g;
const ENTITY_TEXT: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', nbsp: ' ', '#39': "'" };

const LINE_FIXES: readonly LineFix[] = [
  {
    name: 'HTML that formats text reads as the text (`<font color="green"><b>1.00</b></font>`, `&lt;`)',
    mark: new RegExp(`</?(?:${FORMAT_TAGS})[\\s>/]|&(?:lt|gt|amp|quot|nbsp|#39);`, 'gi'),
    fix: (lines, k) => {
      if (!lines.command[k])
        rewrite(lines, k, (t) => t.replace(HTML_FORMAT, '').replace(HTML_ENTITY, (_, e: string) => ENTITY_TEXT[e]!));
    },
  },
  {
    name: 'a Markdown link reads as the text it shows (`[mimalloc](https://...): 33 minutes`)',
    mark: /\]\(https?:/g,
    fix: (lines, k) => rewrite(lines, k, (t) => t.replace(WEB_LINK, '$1')),
  },
  {
    name: 'a value marked as code reads as the value (`- pgrust: `86.97` seconds`)',
    mark: /`~?[-+]?\d/g,
    fix: (lines, k) => {
      if (!lines.command[k]) rewrite(lines, k, (t) => t.replace(CODE_VALUE, '$1'));
    },
  },
  {
    name: 'box drawing reads as the ASCII that draws the same (`│` a bar, `─` a dash, a corner or a tee `+`)',
    mark: BOX_ALL,
    fix: (lines, k) => rewrite(lines, k, boxLine),
  },
  {
    name: '`±` mangled by an archive reads as `±`, as the tool printed it',
    mark: PLUS_MINUS,
    fix: (lines, k) => rewrite(lines, k, (t) => t.replace(PLUS_MINUS, '±')),
  },
  {
    name: 'a command timed by time(1) without a prompt is a command, as a prompt would have marked it',
    mark: /time\s/g,
    fix: (lines, k, at) => {
      // the word opens the line (after a quote mark or /usr/bin/): no line of prose is copied to find out
      if (!/^[ \t>]*(?:\/usr\/bin\/)?$/.test(lines.source.slice(lines.from(k), at))) return;
      const t = lines.at(k).trimStart();
      if (lines.command[k] || !TIMED.test(t)) return;
      lines.set(k, t.trimEnd());
      lines.command[k] = 1;
    },
  },
];

/** Apply a fix once at each line whose source holds its mark. */
function fixMarkedLines(lines: Lines, { mark, fix }: LineFix): void {
  const src = lines.source;
  mark.lastIndex = 0;
  for (let m = mark.exec(src); m; m = mark.exec(src)) {
    const k = lines.lineOf(m.index);
    fix(lines, k, m.index);
    // on to the next line: each line is fixed once
    mark.lastIndex = Math.max(mark.lastIndex, lines.to(k) + 1);
  }
  mark.lastIndex = 0;
}
