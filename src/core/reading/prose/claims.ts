/**
 * Ratios and percentages an author states against a named run, in prose or in `label: value` lines:
 * `+264% over default interleave`, `Gain over DRAM only: 1.38x`, `a ~40% regression over baseline`,
 * `1.8x faster than vanilla`. Each claim keeps the number as written (its decimals are its precision), the
 * run it is against, the words before it (what it is about) and its line. A bound (`up to 2x`), a range
 * (`-6% to +4%`, `2.6-3.4x`) or a number with no run named is no claim: it cannot be checked.
 */
import type { Claim } from '../../model';
import { AGAINST_WORDS, APPROXIMATE_WORDS, BOUND_WORDS } from '../../vocabulary/claims';

const alt = (words: readonly string[]) => words.join('|');
/** Words that end a run's name after `over ...`: `slower than llama because ...`. */
const RUN_ENDS = [
  'and',
  'while',
  'but',
  'for',
  'on',
  'in',
  'with',
  'when',
  'at',
  'which',
  'as',
  'because',
  'since',
  'due',
  'if',
  'so',
  'across',
  'using',
  'by',
  'is',
  'are',
  'was',
  'were',
  'here',
  'there',
];
/** `+264%`, `1.38x`, `2.5 ×`: sign, number, unit. */
const NUMBER = /([+\-−]?)(\d{1,3}(?:,\d{3})+(?:\.\d{1,3})?|\d{1,7}(?:\.\d{1,3})?)\s?(%|x\b|×)/gi;
/** The run named after the number: `over default interleave.`, `vs. base,` (at most five words). */
const AGAINST_AFTER = new RegExp(
  `^\\s{0,4}(?:[a-z-]{1,20}\\s{1,4}){0,3}?(?:${alt(AGAINST_WORDS)})\\s{1,4}(?:the\\s{1,4})?([A-Za-z0-9][\\w:./+=-]*(?:\\s{1,3}[\\w:./+=-]+){0,4}?)\\s{0,4}(?=[,.;:()\\[\\]]\\s|[,.;:()\\[\\]]?$|\\s(?:${alt(RUN_ENDS)})\\b)`,
  'i',
);
/** The run named before the number in a `label: value` line: `Gain over DRAM only:   1.38x`. */
const AGAINST_BEFORE = new RegExp(
  `\\b(?:${alt(AGAINST_WORDS)})\\s{1,4}(?:the\\s{1,4})?([^:]{1,40}?)\\s{0,4}:\\s{0,40}$`,
  'i',
);
const APPROXIMATE = new RegExp(`(?:${alt(APPROXIMATE_WORDS)})\\s{0,2}$`, 'i');
const BOUND = new RegExp(`(?:^|\\s)(?:${alt(BOUND_WORDS)})\\s{0,2}(?:~\\s{0,2})?$`, 'i');
/** A number that closes or opens a range: `-6% to +4%`, `2.6–3.4x`, `1.6--31x`. */
const RANGE_BEFORE = /\d\s{0,2}[%x×]?\s{0,2}(?:to|-|–|—|--|~)\s{0,2}$/i;
const RANGE_AFTER = /^\s{0,2}(?:to|-|–|—|--)\s{0,2}[+-]?\d/i;
/** Words that say the change is a loss; without them and without a sign the direction is not stated. */
const DOWN =
  /\b(?:regress\w*|slow\w*|worse|drops?|dropped|loss|decreas\w*|reduc\w*|degrad\w*|lower|less|fewer|penalty)\b/i;
const UP = /\b(?:improv\w*|faster|gains?|better|increas\w*|speed-?ups?|higher|more|uplift|boost\w*)\b/i;
/** Quote marks of a mail reply (`> > `), which are not part of the sentence. */
const QUOTE = /^(?:\s{0,3}>)+\s?/;

/** A run's name as a claim writes it, without trailing filler words. */
const runName = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .replace(/\s(?:baseline|case|config|configuration|kernel|run|results?)$/i, (m) => (/baseline/i.test(m) ? m : ''))
    .trim();

/**
 * A change written in a comparison column beside the values it compares, against the row's reference:
 * lkp's `+20.2%`, mmtests' `(  -2.15%)` and `*   4.12%*`, `(+28.55%)`, `(1.29x)`. A signed percentage, or a
 * percentage or ratio in parentheses or stars; not a share (`(12% of memory)`).
 */
function isChangeCell(sign: string, unit: string, before: string, after: string): boolean {
  if (/^\s{0,4}(?:of|in|on|for|at|from)\b/i.test(after)) return false;
  const wrapped =
    (/\(\s{0,6}$/.test(before) && /^\s{0,3}\)/.test(after)) || (/\*\s{0,6}$/.test(before) && /^\s{0,3}\*/.test(after));
  return wrapped || (sign !== '' && unit === '%');
}

/**
 * Each line of `text` that holds one of the characters `mark` finds (a global pattern) and is no longer than
 * `max`, with its 0-based index; every line end counts (`\r\n`, `\r`, `\n`), as the readers count them. The
 * other lines are passed over without a copy: a 200 MB vmstat series is not split into millions of strings.
 */
function eachMarkedLine(text: string, mark: RegExp, max: number, visit: (line: string, i: number) => void): void {
  let line = 0;
  // where the line of the next mark starts at the latest: just past the last line end counted
  let start = 0;
  // the next `\n` and `\r` not yet counted (-1: none left)
  let nl = text.indexOf('\n');
  let cr = text.indexOf('\r');
  mark.lastIndex = 0;
  for (let m = mark.exec(text); m; m = mark.exec(text)) {
    // every line end before the mark (`\r\n` counted once, at its `\n`)
    while (nl >= 0 && nl < m.index) {
      line++;
      start = Math.max(start, nl + 1);
      nl = text.indexOf('\n', nl + 1);
    }
    while (cr >= 0 && cr < m.index) {
      if (text.charCodeAt(cr + 1) !== 10) line++;
      start = Math.max(start, cr + 1);
      cr = text.indexOf('\r', cr + 1);
    }
    const end = Math.min(nl < 0 ? text.length : nl, cr < 0 ? text.length : cr);
    if (end - start <= max) visit(text.slice(start, end), line);
    mark.lastIndex = end; // the rest of the line is read
  }
}

/** Every checkable claim of a text, with its 1-based line. */
export function readClaims(text: string): Claim[] {
  const out: Claim[] = [];
  eachMarkedLine(text, /[%x×]/gi, 2000, (raw, i) => {
    const line = raw.replace(QUOTE, '');
    if (line.length > 400) return;
    for (const m of line.matchAll(NUMBER)) {
      const at = m.index;
      const before = line.slice(0, at);
      const after = line.slice(at + m[0].length);
      if (BOUND.test(before) || RANGE_BEFORE.test(before) || RANGE_AFTER.test(after)) continue;
      // `2x2`, `0x1f`, `x86`, `4x` of a size (`4x 32GB`): a number glued to letters or followed by a size is no ratio
      if (/[\w.]$/.test(before) || (m[3] !== '%' && /^\s?\d/.test(after))) continue;
      const afterRun = AGAINST_AFTER.exec(after)?.[1];
      const beforeRun = afterRun ? undefined : AGAINST_BEFORE.exec(before)?.[1];
      const against = afterRun ?? beforeRun;
      if (!against && !isChangeCell(m[1]!, m[3]!, before, after)) continue;
      const sentence = `${before} ${after.slice(0, 80)}`;
      const unit = m[3] === '%' ? '%' : 'x';
      out.push({
        stated: Number(m[2]!.replace(/,/g, '')),
        unit,
        sign: m[1] === '+' ? 'up' : m[1] ? 'down' : DOWN.test(sentence) ? 'down' : UP.test(sentence) ? 'up' : undefined,
        decimals: m[2]!.split('.')[1]?.length ?? 0,
        approximate: APPROXIMATE.test(before),
        against: against === undefined ? undefined : runName(against),
        about: (beforeRun ? before.replace(AGAINST_BEFORE, '') : before).trim().slice(-120),
        text: line.trim().slice(0, 200),
        line: i + 1,
        block: -1,
      });
    }
  });
  return out;
}
