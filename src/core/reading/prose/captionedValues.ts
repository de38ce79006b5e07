/**
 * One value per run, each on a line of its own under the run's caption, in prose (`Case 2: Running two
 * workloads stacked ...` / `Avg= 62.7 (-25.9%)`, `Enabled:` / `Total: 12.3 s`). A lone `name = value` is a
 * remark; the same measure stated under two or more captions, each naming another run, is the author's
 * comparison. Read only where a document holds no result block at all, as the other readings of prose.
 */
import type { ConfigTable, Lines } from '../../model';
import { statedValue } from '../kit/statedValue';
import { isMetricLike, isStatistic } from '../../text/units';

/** `Avg= 62.7 (-25.9%)`, `Avg rate reported by SPEC= 84.7`, `Total: 12.3 s`: a name, then its value (kit/statedValue.ts). */
const NAME_VALUE = /^\s*(?:[-*•]\s+)?([A-Za-z][\w./%-]*(?: [\w./%-]+){0,5}?)\s*(?:=|:(?=\s))\s*(\S.{0,80})$/;

/** Line t as a measure's name and the one value stated for it. */
function nameValue(t: string): { measure: string; value: number; unit: string } | undefined {
  const m = NAME_VALUE.exec(t);
  const v = m ? statedValue(m[2]!) : undefined;
  return v && v.samples === undefined ? { measure: m![1]!.trim(), value: v.v, unit: v.unit } : undefined;
}
/** A caption's name: the words before its colon (`Case 2: Running two workloads ...` -> `Case 2`, `Enabled:` -> `Enabled`), by a scan. */
function captionName(line: string): string | undefined {
  const t = line.trim().replace(/^[-*•#]+\s+/, '');
  const colon = t.indexOf(':');
  if (colon < 1 || colon > 40 || (colon + 1 < t.length && !/\s/.test(t[colon + 1]!))) return undefined;
  const name = t.slice(0, colon).trim();
  return name && !/[.!?]/.test(name) && name.split(/\s+/).length <= 4 ? name : undefined;
}

interface Stated {
  line: number;
  run: string;
  measure: string;
  value: number;
  unit: string;
}

/** The caption of the paragraph line k lies in: its first line's words before a colon, at most 4 words. */
function captionOf(lines: Lines, k: number, from: number): string | undefined {
  let p = k - 1;
  while (p > from && p >= k - 4 && lines.at(p - 1).trim() !== '') p--;
  // the caption opens its paragraph: a line in the middle of one (`node 2 cpus:` in numactl -H's output) is none
  if (p < from || p === k || lines.at(p).trim() === '' || (p > from && lines.at(p - 1).trim() !== '')) return undefined;
  return captionName(lines.at(p));
}

/** The measure the lines share: all start with the same word; the shortest name is the measure's. */
function sharedMeasure(found: Stated[]): string | undefined {
  const first = (s: Stated) => s.measure.split(' ')[0]!.toLowerCase();
  if (new Set(found.map(first)).size !== 1) return undefined;
  return found.map((s) => s.measure).sort((a, b) => a.length - b.length)[0];
}

export function readCaptionedValues(
  lines: Lines,
  from: number,
  to: number,
): { first: number; end: number; data: ConfigTable } | undefined {
  const found: Stated[] = [];
  for (let k = from; k < to; k++) {
    if (lines.command[k]) continue;
    const nv = nameValue(lines.at(k));
    const run = nv ? captionOf(lines, k, from) : undefined;
    if (run) found.push({ line: k, run, ...nv! });
  }
  const runs = [...new Set(found.map((s) => s.run))];
  if (runs.length < 2 || runs.length !== found.length) return undefined;
  const measure = sharedMeasure(found);
  // `Memory: 512` under `Machine A:` states a setting; a result is a measured quantity or a statistic of one
  const measured = measure !== undefined && (isMetricLike(measure) || isStatistic(measure));
  if (!measured || new Set(found.map((s) => s.unit)).size !== 1) return undefined;
  const data: ConfigTable = {
    type: 'table',
    columns: runs,
    rows: [
      {
        name: measure,
        values: found.map((s) => s.value),
        lines: found.map((s) => s.line + 1),
        unit: found[0]!.unit,
        line: found[0]!.line + 1,
      },
    ],
  };
  return { first: found[0]!.line, end: found[found.length - 1]!.line + 1, data };
}
