/**
 * Numbers written under a locale with a decimal comma and dot thousands (`perf stat` under de_DE prints
 * `1.834.487,82 msec task-clock` and `(66,53%)`; `perf bench` `Averaged 1.487.148 operations/sec (+- 0,53%)`),
 * rewritten as the readers read numbers: `1834487.82`, `66.53`. Decided per paragraph (a run of non-blank lines) from
 * the evidence its numbers give, never per number: `1.705` alone is a thousand and seven hundred and five only where
 * other numbers of the paragraph say so. Each number keeps its width (spaces before it take the dots' place), so
 * columns found by position stay where they were and every line keeps its length.
 */

/** Dot thousands: two groups or more (`3.128.339.845.336`), or one before a decimal comma (`1.834.487,82`). */
const DOT_THOUSANDS = /(?<![\w.,])\d{1,3}(?:(?:\.\d{3}){2,}(?:,\d+)?|(?:\.\d{3})+,\d+)(?![\w.]|,\d)/g;
/** A decimal comma before a unit or a percent: `0,53%`, `9,986 CPUs`, `183,707988693 seconds` (no list `1,2,3`). */
const DECIMAL_COMMA = /(?<![\w.,])\d+,\d+(?=\s?[%a-zA-Zµ)])/g;
/** Comma thousands with a decimal point (`11,474,982.05`), or two comma groups: the paragraph writes numbers the other way. */
const POINT_EVIDENCE = /(?<![\w.,])\d{1,3}(?:,\d{3})+\.\d+|(?<![\w.,])\d{1,3}(?:,\d{3}){2,}(?![\d.,])/;
/** A number a converted paragraph writes under the locale: dot groups, a decimal comma, or both. */
const LOCALE_NUMBER = /(?<![\w.,])\d+(?:\.\d{3})*(?:,\d+)?(?![\w.]|,\d)/g;

/** `10.180.168.240`: an address, not a count. */
function isAddress(s: string): boolean {
  const g = s.split('.');
  return g.length === 4 && g.every((x) => Number(x) <= 255);
}

function count(re: RegExp, s: string, skip?: (m: string) => boolean): number {
  let n = 0;
  for (const m of s.matchAll(re)) if (!skip?.(m[0])) n++;
  return n;
}

/** A decimal comma (`0,53`) in a number that is only a comma-grouped count under the usual reading: three digits after it. */
function ambiguous(s: string): boolean {
  return /,\d{3}$/.test(s) && !s.includes('.');
}

function writesDecimalCommas(paragraph: string): boolean {
  if (POINT_EVIDENCE.test(paragraph)) return false;
  const thousands = count(DOT_THOUSANDS, paragraph, isAddress);
  const commas = count(DECIMAL_COMMA, paragraph, ambiguous);
  return (thousands >= 1 && thousands + commas >= 2) || commas >= 3;
}

/** Each number of `text` as the readers read it (`1.487.148` -> `1487148`, `0,53` -> `0.53`); `pad` keeps widths. */
function numbersAsRead(text: string, pad: boolean): string {
  return text.replace(LOCALE_NUMBER, (s) => {
    if ((!s.includes('.') && !s.includes(',')) || isAddress(s)) return s;
    const plain = s.replace(/\./g, '').replace(',', '.');
    return pad ? ' '.repeat(s.length - plain.length) + plain : plain;
  });
}

/**
 * A value a user copied from a paragraph this step rewrote (`1.487.148 operations/sec`), as the lines read now
 * (`1487148 operations/sec`), or undefined when it holds no number written that way.
 */
export function copiedValueAsRead(value: string): string | undefined {
  if (!/\d\.\d{3}|\d,\d/.test(value)) return undefined;
  const read = numbersAsRead(value, false);
  return read === value ? undefined : read;
}

/** Quick test over the whole text: a paragraph can convert only where one of these is written. */
const ANY_EVIDENCE = /\d\.\d{3}[.,]\d|\d,\d+(?=\s?[%a-zA-Zµ)])/;

/** ANY_EVIDENCE, each place: a paragraph's own evidence is a place of the text's (it spans no line break). */
const EVIDENCE_AT = new RegExp(ANY_EVIDENCE.source, 'g');

/**
 * The text with its locale-written paragraphs' numbers as the readers read them, or undefined when none is. Only
 * the paragraphs around a piece of evidence are weighed (each once, in order); the rest of the text is not split.
 */
export function readDecimalCommas(text: string): string | undefined {
  const parts: string[] = [];
  let done = 0;
  let changed = false;
  EVIDENCE_AT.lastIndex = 0;
  for (let m = EVIDENCE_AT.exec(text); m; m = EVIDENCE_AT.exec(text)) {
    const { from, to } = paragraphAt(text, m.index);
    const paragraph = text.slice(from, to);
    if (writesDecimalCommas(paragraph)) {
      parts.push(text.slice(done, from), numbersAsRead(paragraph, true));
      done = to;
      changed = true;
    }
    EVIDENCE_AT.lastIndex = to + 1;
  }
  if (!changed) return undefined;
  parts.push(text.slice(done));
  return parts.join('');
}

/** The paragraph (a run of lines with a printed character) that holds offset `at`: [from, to), without the newlines around it. */
function paragraphAt(text: string, at: number): { from: number; to: number } {
  let from = text.lastIndexOf('\n', at - 1) + 1;
  while (from > 0) {
    const above = text.lastIndexOf('\n', from - 2) + 1;
    if (!/\S/.test(text.slice(above, from - 1))) break;
    from = above;
  }
  let to = text.indexOf('\n', at);
  while (to >= 0) {
    const below = text.indexOf('\n', to + 1);
    if (!/\S/.test(text.slice(to + 1, below < 0 ? text.length : below))) break;
    to = below;
  }
  return { from, to: to < 0 ? text.length : to };
}
