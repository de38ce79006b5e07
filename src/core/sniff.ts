/**
 * Whether a document of another language (C, Markdown, plain text...) holds tiering data, from its first
 * few KB and the vocabulary the readers and hovers use (knowledge-base names, vmstat counter prefixes):
 * cheap enough to ask on every edit, so a C file or a README that holds nothing is never analyzed.
 */
import { lookup, WORD_PATTERN } from './knowledge/lookup';
import { segment } from './segment';
import { isKnownCounter } from './text/vocabulary';

/** How much of a document the sniff reads: the first lines, at most this many characters. */
export const SNIFF_CHARS = 32 * 1024;
export const SNIFF_LINES = 2000;

/** What the first few KB of a document showed. */
export interface Sniff {
  /** Lines that give a value for a known counter, field, tunable or metric (`pgpromote_success 1234`, `| pp512 | 69.31 |`). */
  dataLines: number;
  /** The known names those lines hold. */
  names: string[];
}

const WORDS = new RegExp(WORD_PATTERN.source, 'g');
/** A number standing on its own (`12`, `1,234`, `0.5`), not the digits of a name (`node0`, `pp512`). */
const NUMBER = /(?:^|[^\w.])[-+]?\d/;
/** LF, CRLF or a lone CR (a CR-only file is lines, not one line). */
const LINE_BREAK = /\r\n?|\n/;

/**
 * A name that says tiering: the knowledge base knows it and it is not a plain word a C file or prose
 * uses for something else (`Total`, `Stack`, `src`, `runtime`): it has `_`, `.`, `/`, a digit or an
 * inner capital (`MemFree`), or a vmstat counter's prefix (`pgfault`).
 */
function tieringName(word: string): boolean {
  if (!/[_./\d]|[a-z][A-Z]/.test(word) && !isKnownCounter(word)) return false;
  return lookup(word) !== undefined;
}

/** The part of a text the sniff reads. */
export function sniffHead(text: string): string {
  return text.length > SNIFF_CHARS ? text.slice(0, SNIFF_CHARS) : text;
}

/** Read the head of a document for lines that give known names a value. */
export function sniff(head: string): Sniff {
  const names = new Set<string>();
  let dataLines = 0;
  const lines = sniffHead(head).split(LINE_BREAK, SNIFF_LINES);
  for (const line of lines) {
    // most lines of code and prose have no number of their own: they are skipped before any lookup
    if (!NUMBER.test(line)) continue;
    let found = false;
    for (const m of line.matchAll(WORDS)) {
      if (!tieringName(m[0])) continue;
      names.add(m[0]);
      found = true;
    }
    if (found) dataLines++;
  }
  return { dataLines, names: [...names] };
}

/**
 * Languages whose documents are mostly pasted tool output (a terminal log, an untitled paste): where no
 * known name gives a value, the readers themselves try the first few KB, for the formats without such
 * names (numactl -H, lkp, mmtests, perf stat, llama-bench CSV). In code and prose (C, Markdown, shell)
 * that would cost more than an edit may, so the names decide alone.
 */
const READ_BY_PARSERS = new Set(['plaintext', 'log']);
export const PARSED_HEAD_CHARS = 4 * 1024;

/** The first lines of a text, at most `chars` characters, cut at a line end when there is one. */
function firstLines(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const end = text.lastIndexOf('\n', chars);
  return text.slice(0, end > 0 ? end : chars);
}

/** Whether a document gets hovers, CodeLens and the Outline: a tiering log always, another language when its head holds data. */
export function holdsTieringData(languageId: string, head: string): boolean {
  if (languageId === 'tiering-log') return true;
  if (sniff(head).dataLines > 0) return true;
  if (!READ_BY_PARSERS.has(languageId)) return false;
  return segment(firstLines(head, PARSED_HEAD_CHARS)).blocks.some((b) => b.kind !== 'prose' && b.kind !== 'setup');
}
