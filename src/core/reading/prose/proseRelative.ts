/**
 * Results stated only as a change against a named run, in sentences: `regular interleaving leads to a
 * ~40% performance regression over baseline; 5:1 interleaving shows an ~8% improvement over baseline`.
 * Each run's value is its measure relative to that run (1 - 0.40, 1 + 0.08), the named run 1: the ratio
 * the sentence states, which is all it states. Runs compared with different references are not mixed:
 * the first reference named wins.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { paragraphs, type ProseChange } from './proseChange';

const VERB =
  '(?:leads?\\s{1,4}to|led\\s{1,4}to|results?\\s{1,4}in|resulted\\s{1,4}in|shows?|showed|gives?|gave|yields?|yielded|achieves?|achieved|sees?|saw|has|had|brings?|brought|delivers?|delivered|provides?|provided|gets?|got)';
const AMOUNT =
  '(?:a|an)?\\s{0,4}(?:~|about\\s|around\\s|roughly\\s|approximately\\s|nearly\\s|almost\\s|up\\s{1,4}to\\s)?\\s{0,4}(\\d{1,4}(?:\\.\\d{1,3})?)\\s?%';
const CHANGE =
  '(regression|improvement|speed-?up|slowdown|slow-?down|degradation|gain|drop|loss|increase|decrease|reduction|uplift)';
const AGAINST = '(?:over|vs\\.?|versus|compared\\s{1,4}(?:to|with)|relative\\s{1,4}to|against)';
/** `<run> <verb> a ~N% [<measure>] <change> <against> [the] <reference>`. */
const RELATIVE = new RegExp(
  `${VERB}\\s{1,4}${AMOUNT}\\s{1,4}(?:([a-z][a-z-]{1,20}(?:\\s[a-z][a-z-]{1,20})?)\\s{1,4})??${CHANGE}\\s{1,4}${AGAINST}\\s{1,4}(?:the\\s{1,4})?([A-Za-z0-9][\\w:./+-]{0,30}(?:\\s[\\w:./+-]{1,30})?)(?=\\s{0,4}(?:[,.;:)]|$|\\s(?:and|while|but|for|on|in|with|when)\\b))`,
  'gi',
);
const WORSE = /^(?:regression|slowdown|slow-?down|degradation|drop|loss|decrease|reduction)$/i;
/** The words that open a run's clause: everything before them is another clause. */
const CLAUSE_START =
  /(?:^|[.;:,(]|\b(?:that|while|whereas|and|but|where|then))\s+((?:[A-Za-z0-9][\w:./+=-]*\s){0,4}[A-Za-z0-9][\w:./+=-]*)\s*$/;

/** The run a clause names before its verb (`Results show that regular interleaving` -> `regular interleaving`). */
function runBefore(text: string): string | undefined {
  const m = CLAUSE_START.exec(text);
  const run = m?.[1]?.trim();
  return run && !/^(?:it|this|that|which|we|they|there|results?)$/i.test(run) ? run : undefined;
}

export function readProseRelative(lines: Lines, from: number, to: number): ProseChange | undefined {
  let reference: string | undefined;
  const runs: string[] = [];
  const byMeasure = new Map<string, { values: Map<string, number>; line: number }>();
  let first = -1;
  let last = -1;
  for (const { text, lineAt } of paragraphs(lines, from, to)) {
    // RELATIVE's percent, looked for before the pattern is cloned to match all of a paragraph
    if (!text.includes('%')) continue;
    for (const m of text.matchAll(RELATIVE)) {
      const [, pct, measureWords, change, against] = m;
      const run = runBefore(text.slice(Math.max(0, m.index - 120), m.index));
      const ref = against!.trim();
      if (!run || run.toLowerCase() === ref.toLowerCase()) continue;
      if (reference !== undefined && reference.toLowerCase() !== ref.toLowerCase()) continue;
      reference ??= ref;
      const ratio = 1 + ((WORSE.test(change!) ? -1 : 1) * Number(pct)) / 100;
      if (!(ratio > 0)) continue;
      const measure = measureWords?.trim() || 'performance';
      let row = byMeasure.get(measure);
      if (!row) byMeasure.set(measure, (row = { values: new Map(), line: lineAt(m.index) + 1 }));
      row.values.set(run, ratio);
      if (!runs.includes(run)) runs.push(run);
      if (first < 0) first = lineAt(Math.max(0, m.index - run.length - 1));
      last = lineAt(m.index + m[0].length - 1);
    }
  }
  if (reference === undefined || !runs.length) return undefined;
  const columns = [reference, ...runs];
  const rows: TableRow[] = [...byMeasure].map(([measure, { values, line }]) => ({
    name: `${measure} relative to ${reference}`,
    values: [1, ...runs.map((r) => values.get(r))],
    unit: 'x',
    line,
  }));
  const data: ConfigTable = { type: 'table', columns, rows };
  return { first, end: last + 1, data };
}
