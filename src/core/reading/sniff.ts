/**
 * Whether a document of another language (C, Markdown, plain text...) holds tiering data, from its first
 * few KB and the vocabulary the readers and hovers use (knowledge-base names, vmstat counter prefixes):
 * cheap enough to ask on every edit, so a C file or a README that holds nothing is never analyzed.
 */
import { lookup, WORD_PATTERN } from '../knowledge/lookup';
import { segment } from './segment';
import { isKnownCounter } from '../text/vocabulary';

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

/** How much a host reads out of a document for the sniff: room for a mail's headers before the 32 KB of body. */
export const SNIFF_READ_CHARS = 2 * SNIFF_CHARS;

/** A header line of a mail (`Received: from ...`) and an mbox separator (`From a@b Mon Jan 1 ...`). */
const HEADER_LINE = /^[A-Za-z][A-Za-z0-9-]{0,60}:/;
const MBOX_FROM = /^From \S+ /;
const MAIL_HEADER =
  /^(?:from|to|cc|subject|date|message-id|in-reply-to|references|received|return-path|delivered-to|mime-version|content-type|dkim-signature|x-[\w-]+|arc-[\w-]+):/i;

/**
 * Where the body of a raw mail starts (after its header block and the blank line), or 0 when the text does
 * not start with one: a raw lkp-robot mail spends its first 4-10 KB on Received, DKIM and ARC headers,
 * which say nothing about the data. Line by line, stops at the first line that is no header.
 */
export function bodyStart(text: string): number {
  let at = 0;
  let mail = 0;
  let lines = 0;
  // a header block longer than what a host reads is not looked past
  const stop = Math.min(text.length, SNIFF_READ_CHARS);
  while (at < stop) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end).replace(/\r$/, '');
    if (line === '') return mail >= 2 ? Math.min(text.length, end + 1) : 0;
    const c = line.charCodeAt(0);
    if (lines === 0 && MBOX_FROM.test(line)) {
      // the mbox separator of the first message
    } else if (c === 32 || c === 9) {
      if (lines === 0) return 0;
    } else if (HEADER_LINE.test(line)) {
      if (MAIL_HEADER.test(line)) mail++;
    } else return 0;
    lines++;
    if (nl < 0) break;
    at = nl + 1;
  }
  return 0;
}

/** Of a raw mail's header block, the lines the readers need to decode its body (a base64 or quoted-printable part). */
const DECODING_HEADER = /^(?:from|subject|date|mime-version|content-[\w-]+):/i;

function decodingHeaders(text: string): string {
  const end = bodyStart(text);
  if (!end) return '';
  const kept: string[] = [];
  let keep = false;
  for (const line of text.slice(0, end).split(LINE_BREAK)) {
    const c = line.charCodeAt(0);
    if (c !== 32 && c !== 9) keep = DECODING_HEADER.test(line);
    if (keep) kept.push(line);
  }
  return `${kept.join('\n')}\n\n`;
}

/** The part of a text the sniff reads: the first 32 KB of the body of a raw mail, of the text itself otherwise. */
export function sniffHead(text: string): string {
  const from = bodyStart(text);
  return text.length - from > SNIFF_CHARS ? text.slice(from, from + SNIFF_CHARS) : from ? text.slice(from) : text;
}

/** Read the head of a document for lines that give known names a value. */
export function sniff(head: string): Sniff {
  const names = new Set<string>();
  let dataLines = 0;
  const lines = (head.length > SNIFF_CHARS ? head.slice(0, SNIFF_CHARS) : head).split(LINE_BREAK, SNIFF_LINES);
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

/** The kernel test robot's subject (`[drm/i915/gem] 59dd13ad31: phoronix-test-suite... -54.0% regression`): a report, replied to or not. */
const LKP_SUBJECT = /^Subject:.*\]\s+[0-9a-f]{10}:/m;

/** Whether a document gets hovers, CodeLens and the Outline: a tiering log always, another language when its head holds data. */
export function holdsTieringData(languageId: string, head: string): boolean {
  if (languageId === 'tiering-log') return true;
  const body = sniffHead(head);
  if (sniff(body).dataLines > 0) return true;
  if (!READ_BY_PARSERS.has(languageId)) return false;
  if (LKP_SUBJECT.test(head.slice(0, bodyStart(head)))) return true;
  return segment(decodingHeaders(head) + firstLines(body, PARSED_HEAD_CHARS)).blocks.some(
    (b) => b.kind !== 'prose' && b.kind !== 'setup',
  );
}
