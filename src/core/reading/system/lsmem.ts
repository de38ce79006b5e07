/**
 * `lsmem` output, as pasted in CXL and memory-tiering how-tos: a `RANGE SIZE STATE REMOVABLE BLOCK` table
 * of memory blocks, then `Memory block size:` / `Total online memory:` / `Total offline memory:` lines.
 * It describes the machine's memory layout, not a measurement of a config: the block is recognized so
 * no table reader takes its columns (or its summary lines) for configs, and it yields no values.
 */
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const HEAD = /^\s*RANGE\s+SIZE\s+STATE\s+REMOVABLE\s+BLOCK\b[\w\s]*$/;
const ROW = /^\s*0x[0-9a-f]+-0x[0-9a-f]+\s+\S+\s+(?:online|offline|going-offline)\b/i;
const SUMMARY = /^\s*(?:Memory block size|Total online memory|Total offline memory):\s+\S+\s*$/;

export const parseLsmem: Parser = (lines, i) => {
  if (!HEAD.test(lines.at(i))) return undefined;
  let end = i + 1;
  for (let k = i + 1; k < lines.count; k++) {
    const t = lines.at(k);
    if (ROW.test(t) || SUMMARY.test(t)) end = k + 1;
    // one blank line separates the table from its summary
    else if (t.trim() !== '' || (k + 1 < lines.count && !SUMMARY.test(lines.at(k + 1)))) break;
  }
  if (end === i + 1) return undefined;
  return {
    kind: 'prose',
    end,
    data: { type: 'prose', lines: end - i },
    title: 'lsmem: memory blocks (layout, no measurements)',
  };
};

/** Starts at its `RANGE  SIZE ...` header. */
export const lsmemReader: Reader = {
  name: 'lsmem',
  shape: startHas(LEADS_LETTER),
  start: /^\s*RANGE\s/,
  read: parseLsmem,
};
