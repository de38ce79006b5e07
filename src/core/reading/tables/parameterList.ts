/**
 * A benchmark's parameters listed one per line, as mails give the setup of a run:
 *
 *     Memory-size             = 206158430208
 *     Access pattern          = random
 *
 *     Threads run on			Node 1
 *     Allocated memory size		192G (mmap, MAP_POPULATE)
 *
 * Two fields per line, a name and a value, apart by an aligned `=` or by TABs / a wide gap, and values
 * that are words (`random`, `no`, `Node 1`): the workload's settings, not results. Read as prose (the
 * setup reader keeps what it knows of them), so that no table reader takes the names for configs or the
 * sizes for measurements. A list of numbers only (`Throughput = 123`) is left to the result readers.
 */
import type { Lines } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

/** `name = value` with the `=` set apart, or `name<TAB(s)>value`, `name<3+ spaces>value`. */
const LINE =
  /^\s*([A-Za-z][\w./()+-]{0,40}(?: [\w./()+-]{1,40}){0,5})(\s{1,40}=\s{1,40}|[ ]{0,40}\t\s{0,40}|\s{3,40})(\S.{0,200})$/;

/** A value that is a word, not a number with a unit (`random`, `true`, `Node 1`, `2 for base, 0 for ...`). */
const wordy = (v: string): boolean => /^[A-Za-z]/.test(v) || /\d\s+[a-z]{3,}\b(?!\/)/.test(v);

function fieldsOf(lines: Lines, k: number): { name: string; value: string; eq: boolean } | undefined {
  if (lines.command[k]) return undefined;
  const t = lines.at(k);
  if (t.length > 160 || /\|/.test(t)) return undefined;
  const m = LINE.exec(t);
  if (!m) return undefined;
  const value = m[3]!.trim();
  // a third field (`numa_hint_faults   4427809   0`) makes a table row, not a name and its value
  if (/\t|\s{3,}/.test(value)) return undefined;
  // `Avg 10281.50 MB/s Max 27664.48 MB/s`: measured rates, not a setting
  if (/\d\s*[A-Za-z]+\/(?:s|sec)\b/i.test(value) || (value.match(/\d\.\d/g) ?? []).length >= 2) return undefined;
  return { name: m[1]!, value, eq: m[2]!.includes('=') };
}

export const parseParameterList: Parser = (lines, i) => {
  const first = fieldsOf(lines, i);
  if (!first) return undefined;
  let k = i;
  let words = 0;
  let eq = 0;
  for (; k < lines.count; k++) {
    const f = fieldsOf(lines, k);
    if (!f) break;
    if (wordy(f.value)) words++;
    if (f.eq) eq++;
  }
  const n = k - i;
  // one word among `=` assignments, or two among gap-separated pairs: a list of settings
  if (n < 3 || words < (eq === n ? 1 : 2) || (eq !== n && eq !== 0)) return undefined;
  return { kind: 'prose', end: k, data: { type: 'prose', lines: n } };
};

/** Starts at a name followed by `=`, a TAB or a wide gap. */
export const parameterListReader: Reader = {
  name: 'parameter list',
  shape: startHas(LEADS_LETTER),
  start: /^\s*[A-Za-z][^\t=]*(?:\t|\s{3}|\s=\s)/,
  read: parseParameterList,
};
