/**
 * kernbench's summary, as mm and scheduler mails paste it: an `Average Optimal load -j 32 Run (std
 * deviation):` line (Half, Optimal or Maximal load), then six rows `Elapsed Time 650.742 (2.49774)`
 * (User Time, System Time, Percent CPU, Context Switches, Sleeps), each a mean and its standard
 * deviation over the builds. One block per load level.
 *
 * Authors line several kernels up side by side: a line of names under the `Average` line (or just above
 * it) and one `mean (stddev)` pair per kernel on each row, often followed by their own delta (`1.53%`,
 * `( + 2 % vs base)`), which is not read. Hand alignment mixes TABs and spaces, even inside the labels
 * (`Elapsed\tTime`): a row is read by its words, not by columns. Without a line of names the block is
 * one config, named by the line above it (`Base:`, `Kernel: 3.7.0-rc3-vanilla-default`).
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const AVERAGE = /^\s*Average\s+(Half|Optimal|Maximal)\s+load\s+-j\s*(\d+)\b(.*)$/i;
const RUN_LINE = /^\s*Run\s*\(\s*std\.?\s*deviation\s*\):?\s*$/i;
const NUM = String.raw`[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?`;
const PAIR = new RegExp(`(?<![\\d.])(${NUM})\\s*\\(\\s*(${NUM})\\s*\\)`, 'g');
const LABEL = /^(Elapsed Time|User Time|System Time|Percent CPU|Context Switches|Sleeps)\b/i;

const UNIT: Record<string, string> = {
  'elapsed time': 's',
  'user time': 's',
  'system time': 's',
  'percent cpu': '%',
  'context switches': 'count',
  sleeps: 'count',
};

interface Row {
  label: string;
  line: number;
  pairs: [number | undefined, number | undefined][];
}

/** A kernbench row: its label (whitespace collapsed) and every `mean (stddev)` pair on it. */
function readRow(t: string, line: number): Row | undefined {
  const flat = t.replace(/\s+/g, ' ').trim();
  const m = LABEL.exec(flat);
  if (!m) return undefined;
  const pairs = [...flat.slice(m[0].length).matchAll(PAIR)].map(
    (p) => [finiteNumber(p[1]), finiteNumber(p[2])] as [number | undefined, number | undefined],
  );
  return pairs.length ? { label: m[1]!.replace(/\b\w/g, (c) => c.toUpperCase()), line, pairs } : undefined;
}

/** Names of the kernels side by side (`Base\t\t\tSPF`, `4.13.0-rc5\t\t4.13.0-rc5-spf`): cells split on TABs or 2+ spaces. */
function namesOf(t: string, count: number): string[] | undefined {
  const cells = t
    .trim()
    .split(/\t+|\s{2,}/)
    .map((c) => c.trim())
    .filter((c) => c !== '' && !RUN_LINE.test(c) && !/^Run$|^\(std deviation\)$/i.test(c));
  if (cells.length !== count || cells.some((c) => c.length > 40 || /[.!?:]$/.test(c))) return undefined;
  return cells;
}

/** The names lined up over the pairs of the block at line i: under its Average line or just above it. */
function namesAt(lines: Lines, i: number, count: number): string[] | undefined {
  for (let k = i + 1; k < lines.count && k <= i + 3; k++) {
    const t = lines.at(k);
    if (readRow(t, k + 1)) break;
    if (t.trim() === '' || RUN_LINE.test(t)) continue;
    const names = namesOf(t, count);
    if (names) return names;
  }
  // `5.1.0-rc4-mm1+\t\t\t\t5.1.0-rc4-mm1-spf-rcu+` on the line right above the Average line
  for (let a = i - 1; a >= 0 && a >= i - 2; a--) if (lines.at(a).trim() !== '') return namesOf(lines.at(a), count);
  return undefined;
}

/** The names of the nearest kernbench block above (within 40 lines) with as many pairs: later blocks often repeat no names. */
function earlierNames(lines: Lines, i: number, count: number): string[] | undefined {
  for (let a = i - 1; a >= 0 && a >= i - 40; a--) {
    if (!AVERAGE.test(lines.at(a))) continue;
    const first = readRow(lines.at(a + 1), a + 2) ?? readRow(lines.at(a + 2), a + 3) ?? readRow(lines.at(a + 3), a + 4);
    return first?.pairs.length === count ? namesAt(lines, a, count) : undefined;
  }
  return undefined;
}

export const parseKernbench: Parser = (lines: Lines, i: number) => {
  const head = AVERAGE.exec(lines.at(i));
  if (!head) return undefined;
  const load = `${head[1]!.charAt(0).toUpperCase()}${head[1]!.slice(1).toLowerCase()} load -j ${head[2]}`;
  let k = i + 1;
  // the names and `Run (std deviation)` lines sit between the Average line and the first row, in either order
  while (k < lines.count && k <= i + 3 && !readRow(lines.at(k), k + 1)) k++;
  const rows: Row[] = [];
  let end = k;
  for (; k < lines.count; k++) {
    const r = readRow(lines.at(k), k + 1);
    if (!r) break;
    rows.push(r);
    end = k + 1;
  }
  if (rows.length < 2) return undefined;
  const count = rows[0]!.pairs.length;
  if (rows.some((r) => r.pairs.length !== count)) return undefined;
  const columns = count === 1 ? ['value'] : (namesAt(lines, i, count) ?? earlierNames(lines, i, count));
  if (!columns) return undefined;
  const out: TableRow[] = rows.map((r) => ({
    name: `${r.label} (${load})`,
    values: r.pairs.map((p) => p[0]),
    stddev: r.pairs.map((p) => p[1]),
    unit: UNIT[r.label.toLowerCase()] ?? '',
    line: r.line,
  }));
  const data: ConfigTable = { type: 'table', columns, rows: out };
  return { kind: 'results-table', end, data, title: `kernbench ${load}` };
};

/** Starts at kernbench's `Average <Half|Optimal|Maximal> load -j N` line. */
export const kernbenchReader: Reader = {
  name: 'kernbench',
  shape: startHas(LEADS_LETTER),
  start: /^\s*Average\s+(?:Half|Optimal|Maximal)\s+load\b/i,
  read: parseKernbench,
};
