/**
 * `/proc/cpuinfo` records (`processor : 15`, `model name : ...`, `flags : ...`, one record per CPU,
 * blank lines between): a description of the machine, not results. Read as a setup block whose facts
 * are the CPU model, the records shown and, from the first record, cores and siblings per package, so
 * that no key (`stepping`, `cpuid level`) becomes a config.
 */
import type { SetupData, SetupFact } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { COLON, LEADS_LETTER, startHas } from '../kit/lineShape';

const FIELD = /^\s*([A-Za-z][\w ]*?)\s*:\s?(.*)$/;
const PROCESSOR = /^\s*processor\s*:\s*\d+\s*$/;
/** The fields kept as facts, under their setup names. */
const KEPT: Record<string, string> = {
  'model name': 'cpuModel',
  'cpu cores': 'coresPerPackage',
  siblings: 'threadsPerPackage',
};

export const parseCpuinfo: Parser = (lines, i) => {
  if (!PROCESSOR.test(lines.at(i))) return undefined;
  const facts: SetupFact[] = [];
  let records = 0;
  let k = i;
  let end = i;
  while (k < lines.count) {
    const t = lines.at(k);
    if (t.trim() === '') {
      // the next record, after the blank line between records
      if (k + 1 < lines.count && PROCESSOR.test(lines.at(k + 1))) {
        k++;
        continue;
      }
      break;
    }
    const f = FIELD.exec(t);
    if (!f) break;
    if (PROCESSOR.test(t)) records++;
    const key = KEPT[f[1]!];
    if (key && !facts.some((x) => x.key === key)) facts.push({ key, value: f[2]!.trim(), line: k + 1, text: t.trim() });
    k++;
    end = k;
  }
  // a record has more than its processor line
  if (end - i < 3) return undefined;
  facts.push({ key: 'cpuinfoRecords', value: String(records), line: i + 1, text: lines.at(i).trim() });
  const data: SetupData = { type: 'setup', facts };
  return { kind: 'setup', end, data, title: '/proc/cpuinfo' };
};

/** Starts at a `processor : N` line. */
export const cpuinfoReader: Reader = {
  name: 'cpuinfo',
  shape: startHas(LEADS_LETTER | COLON),
  start: /^\s*processor\s*:/,
  read: parseCpuinfo,
};
