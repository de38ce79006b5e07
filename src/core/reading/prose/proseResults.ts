/**
 * Results written only in sentences, as forum posts give them: `numa distribute gives ~27 T/s`,
 * `With a single 8480+ I get ~40 T/s`, `I get 12 t/s with mmap and 20 t/s without`. Read only where a
 * document holds no result block at all, and only when two or more clauses state the same kind of
 * rate for differently named runs: a lone number in a sentence is not a comparison. A change stated as
 * `from 2.4 t/s to 4.31 t/s` gives the runs `before` and `after`.
 */
import { maxOf, minOf } from '../../math/stats';
import type { ConfigTable, Lines } from '../../model';
import { isMetricLike } from '../../text/units';

/** A rate as people write it after a number; the unit as written names the metric. */
const UNITS =
  't\\/s|tok\\/s|tokens?\\/s(?:ec)?|tokens?\\/second|tokens? per second|GB\\/s|GiB\\/s|MB\\/s|MiB\\/s|ops\\/s(?:ec)?|req\\/s|qps|TEPS';
const RATE = new RegExp(`(?:^|[\\s(~≈])~?(\\d+(?:\\.\\d+)?)\\s*(${UNITS})(?![\\w/])`, 'gi');
/** Token rates however written (`t/s`, `tokens/second`, `tokens per second`) are one unit. */
const TOKEN_RATE = /^(?:t|toks?|tokens?)(?:\/s(?:ec)?|\/second| per second)$/i;
const unitKey = (unit: string) => (TOKEN_RATE.test(unit) ? 't/s' : unit.toLowerCase());
/** `from 2.4 t/s to 4.31 t/s`: a change, stated in one clause. */
const FROM_TO = new RegExp(
  `\\bfrom\\s{1,4}~?(\\d{1,12}(?:\\.\\d{1,12})?)\\s{0,4}(${UNITS})\\s{1,4}to\\s{1,4}~?(\\d{1,12}(?:\\.\\d{1,12})?)\\s{0,4}(${UNITS})(?![\\w/])`,
  'i',
);
/** What joins a run's name to its result: the name stops at the first of these. */
const VERB =
  /\s(?:gives?|gave|gets?|got|get|is|are|was|were|at|reach(?:es|ed)?|yields?|achieves?|shows?|does|did|runs?|ran|goes|went|drops?|dropped|comes?|came|would|will|could|can|has|have|had)\b|\s(?:i|we|you|it)\b|:(?:\s|$)|\s=\s|->|→/i;
/** A name that is a pronoun or a sentence opener is no run's name. */
const NOT_NAME =
  /^(i|we|you|it|this|that|these|those|there|here|which|what|speed|speeds|performance|results?|numbers?|about|around|only|just|so|and|but|then|now)\b/i;

export interface ProseResult {
  line: number;
  label: string;
  value: number;
  unit: string;
}

function nameBefore(s: string): string | undefined {
  const cut = VERB.exec(s);
  const head = cut ? s.slice(0, cut.index) : s;
  // `Running llama-server with --numa distribute`: the setting after the last `with` names the run
  const setting = /\s(?:with|using)\s+(\S.*)$/i.exec(head);
  const name = (setting ? setting[1]! : head)
    .replace(/^(?:[>*•~]|-\s)+\s*/, '')
    .replace(/^(?:(?:also|then|and)\s+)?(?:(?:tried|with|using|on|for)\s+)?(?:an?\s+|the\s+)?/i, '')
    .replace(/(?<![\s,;:~-])[\s,;:~-]+$/, '')
    .trim();
  // `The generation speed has dropped to 2.4 t/s`: a measure's name is no run's
  const measure = isMetricLike(name) || /\b(?:speeds?|rates?|performance|throughput|latency|bandwidth)$/i.test(name);
  return name && !NOT_NAME.test(name) && !measure && name.split(/\s+/).length <= 6 ? name : undefined;
}

/** `... 20 t/s with mmap`, `... 27 T/s using --numa distribute`: the name after the value, and whether it is a setting. */
function nameAfter(s: string): { name: string; setting: boolean } | undefined {
  const m = /^\s*(on|with|without|using|w\/o?|for|under)\s+((?:[^\s,;.()]+\s*){1,4})/i.exec(s);
  if (!m || NOT_NAME.test(m[2]!)) return undefined;
  const without = /^without$/i.test(m[1]!);
  return { name: `${without ? 'without ' : ''}${m[2]!.trim()}`, setting: /^(with|without|using|w\/o?)$/i.test(m[1]!) };
}

/** The clauses of one line that state one rate each for a named run. */
function resultsOf(text: string, line: number): ProseResult[] {
  // `... tg increased from 2.4 t/s to 4.31 t/s)`: the rate before the change and after it, wherever the sentence puts it
  const change = text.length <= 1000 ? FROM_TO.exec(text) : null;
  if (change && unitKey(change[2]!) === unitKey(change[4]!)) {
    const [a, b] = [Number(change[1]), Number(change[3])];
    if (Number.isFinite(a) && Number.isFinite(b))
      return [
        { line, label: 'before', value: a, unit: change[2]! },
        { line, label: 'after', value: b, unit: change[4]! },
      ];
  }
  if (text.length > 200 || /\?\s*$/.test(text) || /\|/.test(text)) return [];
  const clean = text.replace(/\([^()]*\)/g, ' ').replace(/\*\*|`/g, '');
  const out: ProseResult[] = [];
  // `A gives 27 T/s, B 10 T/s`; `12 t/s with mmap and 20 t/s without` is cut at `and` only between two rates
  const clauses = clean
    .split(/[,;]|[.!?]\s|\s(?:but|while|whereas|vs\.?|versus)\s/i)
    .flatMap((c) => ([...c.matchAll(RATE)].length > 1 ? c.split(/\sand\s/i) : [c]));
  for (const clause of clauses) {
    const hits = [...clause.matchAll(RATE)];
    if (hits.length !== 1) continue;
    const h = hits[0]!;
    let value = Number(h[1]);
    let at = h.index + h[0].indexOf(h[1]!);
    // `363 ± 6 t/s`: the number before the spread is the value
    const spread = /(\d{1,12}(?:\.\d{1,12})?)\s{0,4}(?:±|\+-|\+\/-)\s{0,4}$/.exec(
      clause.slice(Math.max(0, at - 40), at),
    );
    if (spread) {
      value = Number(spread[1]);
      at = Math.max(0, at - 40) + spread.index;
    }
    if (!Number.isFinite(value)) continue;
    // a setting named after the value (`20 t/s without mmap`) is the run; a place (`on Maverick`) is not
    const after = nameAfter(clause.slice(h.index + h[0].length));
    const label = (after?.setting ? after.name : undefined) ?? nameBefore(clause.slice(0, at)) ?? after?.name;
    if (label) out.push({ line, label, value, unit: h[2]! });
  }
  return out;
}

/**
 * Rates stated in the prose lines [from, to): the table (configs as columns, one row per unit) and the
 * lines it spans, or undefined when fewer than two differently named runs state the same unit.
 */
export function readProseResults(
  lines: Lines,
  from: number,
  to: number,
): { first: number; end: number; data: ConfigTable } | undefined {
  const found: ProseResult[] = [];
  for (let k = from; k < to; k++) if (!lines.command[k]) found.push(...resultsOf(lines.at(k).trim(), k));
  const byUnit = new Map<string, ProseResult[]>();
  for (const r of found) {
    const same = byUnit.get(unitKey(r.unit));
    if (same) same.push(r);
    else byUnit.set(unitKey(r.unit), [r]);
  }
  const kept = [...byUnit.values()].filter((rs) => new Set(rs.map((r) => r.label.toLowerCase())).size >= 2);
  if (!kept.length) return undefined;
  const columns = [...new Set(kept.flat().map((r) => r.label))];
  const rows = kept.map((rs) => {
    const values: (number | undefined)[] = columns.map(() => undefined);
    const at: (number | undefined)[] = columns.map(() => undefined);
    for (const r of rs) {
      const c = columns.indexOf(r.label);
      if (values[c] === undefined) [values[c], at[c]] = [r.value, r.line + 1];
    }
    return {
      name: rs[0]!.unit,
      values,
      lines: at,
      unit: unitKey(rs[0]!.unit) === 't/s' ? 't/s' : rs[0]!.unit,
      line: rs[0]!.line + 1,
    };
  });
  const all = kept.flat().map((r) => r.line);
  return { first: minOf(all), end: maxOf(all) + 1, data: { type: 'table', columns, rows } };
}
