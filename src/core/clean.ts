/** Turn a raw paste into cleaned lines: e-mail quoting, shell prompts, code fences and common indentation removed. */
import type { Line } from './model';

const COMMAND_WORDS =
  /^(sudo|cat|echo|grep|egrep|numastat|numactl|sysctl|vmstat|watch|for|while|\.\/|\S*\/bin\/|llama-|perf|taskset|uname|du|free|git|cd|ls|head|tail|awk|sed|hugeadm|time|env|export|mount|modprobe|damo|python3?|bash|sh|make|cmake)\b/;

/** Remove `> `, `>> ` quote markers; returns the rest of the line. */
function stripQuote(s: string): string {
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 62 /* > */) i++;
    else if (c === 32 && i + 1 < s.length && s.charCodeAt(i + 1) === 62 && i < 4) i++;
    else break;
  }
  if (i === 0) return s;
  if (s.charCodeAt(i) === 32) i++;
  return s.slice(i);
}

/** A shell prompt: `$ cmd`, `# cmd` (when cmd is a command), `user@host:~$ cmd`, `(venv) $ cmd`. */
function stripPrompt(s: string): string | undefined {
  const m = /^\s*(?:\([\w.-]+\)\s*)?(?:[\w.-]+@[\w.-]+(?::[^\s$#]*)?\s*)?([$#%])\s+(.*)$/.exec(s);
  if (!m) return undefined;
  const rest = m[2]!;
  if (m[1] === '$') return rest;
  // '#' is also a markdown heading or a comment; accept it only before a command word.
  return COMMAND_WORDS.test(rest) ? rest : undefined;
}

/** Cleaned lines of a document; line numbers stay those of the original. */
export function cleanLines(text: string): Line[] {
  const raw = text.split('\n');
  const out: Line[] = new Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    let s = raw[i]!;
    if (s.length > 0 && s.charCodeAt(s.length - 1) === 13) s = s.slice(0, -1);
    const c0 = s.charCodeAt(0);
    if (c0 === 62 || (c0 === 32 && s.length > 1 && s.trimStart().charCodeAt(0) === 62)) s = stripQuote(s);
    const first = s.length ? s.trimStart().charCodeAt(0) : 0;
    if (first === 96 /* ` */ && /^\s*(```|~~~)/.test(s)) {
      out[i] = { text: '', line: i + 1 };
      continue;
    }
    if (first === 36 /* $ */ || first === 35 /* # */ || first === 40 /* ( */ || (s.indexOf('@') > 0 && (s.indexOf('$ ') > 0 || s.indexOf('# ') > 0))) {
      const cmd = stripPrompt(s);
      if (cmd !== undefined) {
        out[i] = { text: cmd, line: i + 1, command: true };
        continue;
      }
    }
    out[i] = { text: s, line: i + 1 };
  }
  dedentParagraphs(out);
  return out;
}

/** Remove the indentation common to each run of non-blank lines (an indented code block, a quoted table). */
function dedentParagraphs(lines: Line[]): void {
  let start = 0;
  while (start < lines.length) {
    while (start < lines.length && lines[start]!.text.trim() === '') start++;
    let end = start;
    let indent = Infinity;
    for (; end < lines.length && lines[end]!.text.trim() !== ''; end++) {
      if (lines[end]!.command) continue;
      const t = lines[end]!.text;
      let k = 0;
      while (k < t.length && (t.charCodeAt(k) === 32 || t.charCodeAt(k) === 9)) k++;
      if (k < indent) indent = k;
      if (indent === 0) break;
    }
    if (indent > 0 && indent !== Infinity) for (let k = start; k < end; k++) if (!lines[k]!.command) lines[k]!.text = lines[k]!.text.slice(indent);
    while (end < lines.length && lines[end]!.text.trim() !== '') end++;
    start = end;
  }
}

/** Whether a cleaned line is blank. */
export function isBlank(l: Line | undefined): boolean {
  return !l || l.text.trim().length === 0;
}
