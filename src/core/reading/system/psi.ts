/**
 * Pressure stall information (Documentation/accounting/psi.rst): `/proc/pressure/memory` or a cgroup's
 * `memory.pressure`, a `some` and a `full` line of `avg10=12.34 avg60=8.10 avg300=2.05 total=123456789`:
 * the share of time tasks stalled on the resource over 10, 60 and 300 s (%), and the stalled time in
 * all (microseconds, read as seconds). The resource comes from the file the command above read (memory
 * when none is shown: tiering pastes are about memory).
 */
import { finiteNumber } from '../../text/numbers';
import type { KeyValueData } from '../../model';
import { commandBefore, type Parser, type Reader } from '../kit/types';
import { DIGIT, EQUALS, LEADS_LETTER, startHas } from '../kit/lineShape';

const LINE = /^\s*(some|full) avg10=(\d+\.\d+) avg60=(\d+\.\d+) avg300=(\d+\.\d+) total=(\d+)\s*$/;

export const parsePsi: Parser = (lines, i) => {
  if (!LINE.test(lines.at(i))) return undefined;
  const read = /pressure\/(memory|io|cpu|irq)\b|\b(memory|io|cpu|irq)\.pressure\b/.exec(commandBefore(lines, i) ?? '');
  const resource = read?.[1] ?? read?.[2] ?? 'memory';
  const values: KeyValueData['values'] = new Map();
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m || lines.command[k] || values.has(`${resource} ${m[1]} avg10`)) break;
    const at = { line: k + 1, raw: lines.at(k).trim() };
    ['avg10', 'avg60', 'avg300'].forEach((w, c) => {
      const v = finiteNumber(m[2 + c]);
      if (v !== undefined) values.set(`${resource} ${m[1]} ${w}`, { value: v, unit: '%', ...at });
    });
    const total = finiteNumber(m[5]);
    if (total !== undefined) values.set(`${resource} ${m[1]} total`, { value: total / 1e6, unit: 's', ...at });
  }
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: `${resource} pressure` };
};

/** Starts at a `some avg10=` or `full avg10=` line. */
export const psiReader: Reader = {
  name: 'psi',
  shape: startHas(LEADS_LETTER | EQUALS | DIGIT),
  start: /^\s*(?:some|full) avg10=/,
  read: parsePsi,
};
