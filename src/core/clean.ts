/** Turn a raw paste into cleaned lines: e-mail quoting, shell prompts, code fences and common indentation removed. */
import type { Lines } from './model';

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

/** Cleaned lines of a document; line n is index n - 1, as in the original. */
export function cleanLines(input: string): Lines {
  const text = input.split('\n');
  const command = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    let s = text[i]!;
    if (s.length === 0) continue;
    let changed = false;
    if (s.charCodeAt(s.length - 1) === 13) {
      s = s.slice(0, -1);
      changed = true;
    }
    const c0 = s.charCodeAt(0);
    if (c0 === 62 || (c0 === 32 && s.trimStart().charCodeAt(0) === 62)) {
      s = stripQuote(s);
      changed = true;
    }
    const first = c0 === 32 || c0 === 9 || changed ? s.trimStart().charCodeAt(0) : c0;
    if (first === 96 /* ` */ && /^\s*(```|~~~)/.test(s)) {
      text[i] = '';
      continue;
    }
    if (first === 36 /* $ */ || first === 35 /* # */ || first === 40 /* ( */ || (s.indexOf('@') > 0 && (s.indexOf('$ ') > 0 || s.indexOf('# ') > 0))) {
      const cmd = stripPrompt(s);
      if (cmd !== undefined) {
        text[i] = cmd;
        command[i] = 1;
        continue;
      }
    }
    if (changed) text[i] = s;
  }
  const lines = { text, command };
  dedentParagraphs(lines);
  return lines;
}

/** Remove the indentation common to each run of non-blank lines (an indented code block, a quoted table). */
function dedentParagraphs(lines: Lines): void {
  const { text, command } = lines;
  let start = 0;
  while (start < text.length) {
    while (start < text.length && isBlankText(text[start]!)) start++;
    let end = start;
    let indent = Infinity;
    for (; end < text.length && !isBlankText(text[end]!); end++) {
      if (command[end]) continue;
      const t = text[end]!;
      const c = t.charCodeAt(0);
      if (c !== 32 && c !== 9) {
        indent = 0;
        break;
      }
      let k = 1;
      while (k < t.length && (t.charCodeAt(k) === 32 || t.charCodeAt(k) === 9)) k++;
      if (k < indent) indent = k;
    }
    if (indent > 0 && indent !== Infinity) for (let k = start; k < end; k++) if (!command[k]) text[k] = text[k]!.slice(indent);
    while (end < text.length && !isBlankText(text[end]!)) end++;
    start = end;
  }
}

function isBlankText(t: string): boolean {
  if (t.length === 0) return true;
  const c = t.charCodeAt(0);
  return (c === 32 || c === 9 || c === 13) && t.trim().length === 0;
}


