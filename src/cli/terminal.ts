/**
 * Text the CLI prints is made safe for a terminal: C0 control characters other than tab and newline (and a CR
 * that ends a CRLF line), DEL, C1 controls and the bidi controls are shown as visible escapes (`\x1b`,
 * `\x9b`, `\u202e`), so a label holding `ESC ] 0;title BEL`, `ESC [ 2J` or U+202E can neither retitle, clear
 * or hide parts of the terminal nor reorder what is shown. Files written with --out keep the text as read.
 */

/** C0 but tab and LF, DEL, C1; a CR not before LF; LRM/RLM/ALM, LRE..RLO, LRI..PDI. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;

const hex = (c: number, width: number) => c.toString(16).padStart(width, '0');

/** C0 as `\x1b`; DEL, C1 and bidi controls as `\u009b`, which is also a valid escape inside JSON (C0 never is raw there). */
function escape(ch: string): string {
  const c = ch.charCodeAt(0);
  return c < 0x20 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`;
}

/** `s` with every character that could steer a terminal shown as an escape. */
export function terminalSafe(s: string): string {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(s) ? s.replace(UNSAFE, escape) : s;
}

/** Whether `s` holds nothing a terminal would act on (the property the tests check). */
export function isTerminalSafe(s: string): boolean {
  UNSAFE.lastIndex = 0;
  return !UNSAFE.test(s);
}

/** Chunks of output made terminal-safe; a CR that ends one chunk is judged with the next (a CRLF split in two). */
export function* terminalSafeChunks(chunks: Iterable<string>): Generator<string> {
  let held = '';
  for (const c of chunks) {
    const s = held + c;
    held = s.endsWith('\r') ? '\r' : '';
    const body = held ? s.slice(0, -1) : s;
    if (body) yield terminalSafe(body);
  }
  if (held) yield terminalSafe(held);
}

/** A message on stderr, terminal-safe (messages quote file names, labels and scenario values). */
export function printErr(text: string): void {
  process.stderr.write(terminalSafe(text));
}
