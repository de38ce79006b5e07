/**
 * A change stated in one sentence, as patch mails give their only result: `the page promotion
 * throughput decreases 49.4% (from 208.2 MB/s to 105.3 MB/s) with the patch`, `the run time drops
 * from 82.7 s to 69.2 s with THP enabled`. The sentence may be wrapped over lines. The value before
 * is the reference run's, the value after is the run the sentence names: `with the patch` (or this
 * patchset, series, fix, change) makes them `base` and `patched`, `with X` makes them `without X` and
 * `with X`. A change with no run named (`memory grew from 2 GB to 4 GB`) compares nothing.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Lines } from '../../model';

const FROM_TO =
  /\(?\s{0,4}\bfrom\s{1,4}([-+]?\d[\d,]{0,20}(?:\.\d{1,12})?)\s{0,4}([A-Za-zµ%][\w/%µ]{0,12})?\s{1,4}to\s{1,4}([-+]?\d[\d,]{0,20}(?:\.\d{1,12})?)\s{0,4}([A-Za-zµ%][\w/%µ]{0,12})?\s{0,4}\)?/gi;
/** What the change is said of: `with the patch`, `with THP enabled`, `after the change`. */
const RUN_AFTER =
  /^[\s,]{0,8}(with|after|using)\s{1,4}((?:the|this|these|our|my)\s{1,4})?([^,.;()]{1,40}?)(?=[,.;()]|\s{1,4}(?:while|whereas|and|but|which|so)\b|$)/i;
const PATCH = /^(patch|patches|patchset|patch set|series|patch series|fix|change|changes|commit|optimization)$/i;
/** The run named before the change, opening its sentence: `With the patch, the build time decreases 3.4% (from 206s to 199s)`. */
const RUN_BEFORE =
  /(?:^|[.;!?]\s{1,4})(with|after|using)\s{1,4}((?:the|this|these|our|my)\s{1,4})?([^,.;()]{1,40}?)\s{0,4},(?:[^.;!?]|\.\d){0,160}$/i;
/** What the change came from, as a cause: `by enabling THP`, `by switching to 1G pages`: a before and an after. */
const CAUSE_AFTER =
  /^[^.;]{0,80}?\bby\s{1,4}(?:enabling|disabling|turning\s{1,4}(?:on|off)|switching\s{1,4}to|using|setting|applying|adding|moving\s{1,4}to)\s{1,4}[^\s,.;()]/i;
const VERB =
  /\s{1,4}(?:increases?|increased|decreases?|decreased|drops?|dropped|improves?|improved|reduces?|reduced|rises?|rose|falls?|fell|goes|went|changes?|changed|grows?|grew|is|was)\b(?:\s{1,4}(?:up|down|by|about|around|~)){0,3}\s{0,4}(?:[-+]?\d{1,12}(?:\.\d{1,12})?\s{0,4}%?)?\s{0,4}$/i;

export interface ProseChange {
  first: number;
  end: number;
  data: ConfigTable;
}

/** `improved query 99p latency from ...`: the metric is the verb's object. */
const VERB_OBJECT =
  /\b(?:improved|improves|reduced|reduces|increased|increases|decreased|decreases|lowered|lowers|raised|raises|cut|cuts|boosted|boosts|brought|brings)\s{1,4}([^,;:.()]{1,80})$/i;

/** The metric a sentence's change is said of: the words before its verb (or the verb's object), after the last clause break. */
function subjectOf(before: string): string | undefined {
  const cut = VERB.exec(before);
  const object = cut ? undefined : VERB_OBJECT.exec(before);
  if (!cut && !object) return undefined;
  const clause = (object ? object[1]! : before.slice(0, cut!.index)).split(/[,;:.]\s+|\(/).pop()!;
  const words = clause
    .trim()
    .replace(/^(?:(?:and|but|so|then|also)\s+)?(?:the|its|our|a|an)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length || words.length > 6) return undefined;
  return words.join(' ');
}

/** A paragraph of prose: its lines joined by spaces, and the line each of its characters came from. */
export interface Paragraph {
  text: string;
  lineAt: (at: number) => number;
}

/**
 * The paragraphs of lines [from, to): consecutive non-blank prose lines joined by spaces, with the line of
 * each character (kept as where each line starts: a number per character was 40 MB of a million tiny
 * paragraphs); a paragraph over 2,000 characters is no sentence's and is passed over.
 */
export function* paragraphs(lines: Lines, from: number, to: number): Generator<Paragraph> {
  for (let k = from; k < to;) {
    if (lines.command[k] || lines.at(k).trim() === '') {
      k++;
      continue;
    }
    let text = '';
    let over = false;
    const starts: number[] = [];
    const lineNumbers: number[] = [];
    for (; k < to && !lines.command[k] && lines.at(k).trim() !== ''; k++) {
      // past the limit the paragraph is passed over: its characters are not counted one by one (a 16 MB line took 7 s)
      const t: string = over ? '' : `${lines.at(k).trim()} `;
      over ||= text.length + t.length > 2000;
      if (over) continue;
      starts.push(text.length);
      lineNumbers.push(k);
      text += t;
    }
    if (!over) yield { text, lineAt: (at) => lineNumbers[lastAtOrBefore(starts, at)]! };
  }
}

/** The index of the last start at or before `at` (the first, before them all). */
function lastAtOrBefore(starts: readonly number[], at: number): number {
  let i = starts.length - 1;
  while (i > 0 && starts[i]! > at) i--;
  return i;
}

/** Changes stated in the prose lines [from, to): one table of two runs, or undefined. */
export function readProseChange(lines: Lines, from: number, to: number): ProseChange | undefined {
  const rows: TableRow[] = [];
  let runs: [string, string] | undefined;
  let first = -1;
  let last = -1;
  for (const { text, lineAt } of paragraphs(lines, from, to)) {
    // FROM_TO's word, looked for before the pattern is cloned to match all of a paragraph
    if (!/from/i.test(text)) continue;
    for (const m of text.matchAll(FROM_TO)) {
      const [, a, ua = '', b, ub = ''] = m;
      if (ua && ub && ua.toLowerCase() !== ub.toLowerCase()) continue;
      const unit = ua || ub;
      const rest = text.slice(m.index + m[0].length);
      const after = RUN_AFTER.exec(rest) ?? CAUSE_AFTER.exec(rest) ?? RUN_BEFORE.exec(text.slice(0, m.index));
      const metric = subjectOf(text.slice(0, m.index));
      if (!after || !metric) continue;
      const what = after[3]?.trim();
      const pair: [string, string] =
        what === undefined
          ? ['before', 'after']
          : PATCH.test(what)
            ? ['base', 'patched']
            : [`without ${what}`, `with ${what}`];
      if (runs && (runs[0] !== pair[0] || runs[1] !== pair[1])) continue;
      runs = pair;
      const x = finiteNumber(a!.replace(/,/g, ''));
      const y = finiteNumber(b!.replace(/,/g, ''));
      if (x === undefined || y === undefined) continue;
      const s = unit ? secondsPer(unit) : undefined;
      const line = lineAt(m.index);
      rows.push({
        name: metric,
        values: s === undefined ? [x, y] : [x * s, y * s],
        unit: s === undefined ? unit : 's',
        line: line + 1,
      });
      if (first < 0) first = lineAt(Math.max(0, m.index - metric.length - 1));
      last = lineAt(Math.min(text.length - 1, m.index + m[0].length + after[0].length - 1));
    }
  }
  if (!runs || !rows.length) return undefined;
  return {
    first: Math.min(first, ...rows.map((r) => r.line - 1)),
    end: last + 1,
    data: { type: 'table', columns: runs, rows },
  };
}
