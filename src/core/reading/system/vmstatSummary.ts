/**
 * procps `vmstat -s`: one value per line, the value first (`  30517772 K total memory`, `  574959 non-nice user cpu
 * ticks`, `  95960349 CPU context switches`). Read as one run's memory state and event counts: sizes in `K` become
 * bytes, every other line is a count, named as written (`total memory`, `pages swapped in`).
 */
import { finiteNumber } from '../../text/numbers';
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { LEADS_DIGIT, startHas } from '../kit/lineShape';

/** A line of `vmstat -s`: the value, `K` for a size, then the words that name it. */
const LINE = /^\s*(\d{1,20})\s+(?:(K)\s+)?([A-Za-z][A-Za-z0-9/-]*(?: [A-Za-z0-9/-]+){0,5})\s*$/;
/** The summary's own names for its first lines: what tells it from any list of numbers and words. */
const OWN = /^(?:total|used|active|inactive|free|buffer) (?:memory|swap)$|^swap cache$/;

/** Where a summary starts: a size line of its own (`30517772 K total memory`). */
const START = /^\s*\d+\s+K\s+(?:total|used|active|inactive|free|buffer) (?:memory|swap)\b/;

export const parseVmstatSummary: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  const values: KeyValueData['values'] = new Map();
  let own = 0;
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    const name = m[3]!;
    if (OWN.test(name)) own++;
    const v = finiteNumber(Number(m[1]) * (m[2] ? 1024 : 1));
    if (v !== undefined && !values.has(name))
      values.set(name, { value: v, unit: m[2] ? 'bytes' : 'count', line: k + 1, raw: lines.at(k).trim() });
  }
  if (own < 3 || values.size < 4) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'vmstat -s' };
};

/** Starts at a size line of its own (`30517772 K total memory`). */
export const vmstatSummaryReader: Reader = {
  name: 'vmstat -s',
  shape: startHas(LEADS_DIGIT),
  start: START,
  read: parseVmstatSummary,
};
