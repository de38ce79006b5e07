/** Markdown marks around a name in a post. */
import { REFERENCE_WORDS, TREATMENT_WORDS, WHOSE_WORDS } from '../vocabulary/runs';

/** A label without the emphasis around it (`**TQ fork PR #7**`); code marks are kept, they are part of the name. */
export function unemphasized(c: string): string {
  let t = c.trim();
  for (let k = 0; k < 2; k++) {
    const m = /^(\*\*|__|\*|_)(.+)\1$/.exec(t);
    if (!m) break;
    t = m[2]!.trim();
  }
  // a bold name, then a note on it: `**2 NUMAs, tp=1** (VLLM_CPU_OMP_THREADS_BIND=0-191)`
  const lead = /^(\*\*|__)([^*_]+)\1(\s+\S.*)$/.exec(t);
  return lead && !lead[3]!.includes(lead[1]!) ? `${lead[2]!.trim()}${lead[3]}` : t;
}

/**
 * A line whose emphasis opens on it and closes on a later line (`**Avg TTFT: 76.51ms` ... `124.08token/s**`):
 * the line without the mark at its start or end.
 */
export function withoutOpenEmphasis(t: string): string {
  return t.replace(/^(\s*)(?:\*\*|__)(?=\S)/, '$1').replace(/(\S)(?:\*\*|__)\s*$/, '$1');
}

/** A list item's mark at a line's start (`- `, `* `, `• `, `+ `), kept apart from the item's text. */
const LIST_MARK = /^(\s*)[-*•+][ \t]+(?=\S)/;
/** The line without its list item's mark (`  - lint: 6m 37s` -> `  lint: 6m 37s`). */
export const withoutListMark = (t: string): string => t.replace(LIST_MARK, '$1');

/** A sentence's opening word before its comma (`Now, lets get ...`, `So, the results:`): no run's name. */
const DISCOURSE =
  /^(now|so|then|here|there|also|and|but|ok|okay|well|next|finally|first|second|again|note|however|still|anyway|yes|no|thanks|hi|hello|this|that|these|those|i|we|you)$/i;

/** What a caption's clause after the comma says it shows: results, repeats, runs, a measure over runs. */
const SHOWS_DATA = /\b(results?|repeats?|repetitions?|runs?|iterations?|samples?|output|numbers|measurements?)\b/i;

/**
 * A caption that names its run, then what is shown of it: `Disabling CPU binding, take 5th repeat result:`,
 * `Baseline, 3 runs:` -> the name (`Disabling CPU binding`, `Baseline`); undefined for any other line.
 */
export function captionName(t: string): string | undefined {
  const m = /^([^,:]{2,40}),\s+([^:]{3,80}):$/.exec(t.trim());
  if (!m || !SHOWS_DATA.test(m[2]!)) return undefined;
  const name = m[1]!.trim();
  const words = name.split(/\s+/);
  return words.length <= 4 && /^[A-Za-z]/.test(name) && !DISCOURSE.test(words[0]!) ? name : undefined;
}

/** An elision mark on its own line, where the author cut lines: `[...]`, `[ ... snip ... ]`, `<snip>`, `...`. */
export const isElision = (t: string): boolean =>
  /^(?:\[\s*(?:\.{3}|…|snip)[^\]]{0,200}\]|<\s*snip\s*>|\.{3}|…)$/i.test(t.trim());

/** A line that names what follows (`Global stats:`, `vmstat counters:`), not the config it belongs to. */
export const NAMES_DATA =
  /\b(stats|statistics|counters|output|results?|numbers|info|information|data|details|summary|dump|snapshot|configuration|parameters|setup|environment|hardware|(?<![=:]\s?)performance|timings|measurements)$/i;
/** `Previous result:`, `New numbers:`: the word before says whose results they are, a run's name. */
const WHOSE_RESULTS = new RegExp(
  `^(?:${[...WHOSE_WORDS, ...REFERENCE_WORDS, ...TREATMENT_WORDS].join('|')})\\s+(?:results?|numbers|data)$`,
  'i',
);
export const namesData = (heading: string | undefined): boolean =>
  heading !== undefined &&
  NAMES_DATA.test(heading.replace(/(?<!\s)\s+#\d+$/, '')) &&
  !WHOSE_RESULTS.test(heading.replace(/(?<!\s)\s+#\d+$/, '').trim());

/** `s` without the characters of `marks` (or whitespace) at its end, by a scan (a pattern `[...]+$` is quadratic on a long run of them). */
export function trimEndOf(s: string, marks: string): string {
  let end = s.length;
  while (end > 0 && (marks.includes(s[end - 1]!) || /\s/.test(s[end - 1]!))) end--;
  return s.slice(0, end);
}
