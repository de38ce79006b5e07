/**
 * The output of redis's `INFO` (also valkey's, dragonfly's, keydb's): `# Memory` section heads over
 * `field:value` lines with no space (`used_memory:1449434592`, `mem_fragmentation_ratio:1.02`), a blank line
 * between sections. Each number is
 * a measure named by its field, sizes (`*memory*`, `*_bytes`, `allocator_*` but their ratios) in bytes; the
 * `*_human` restatements, percentages' `%` and words (`maxmemory_policy:noeviction`) are left out of the
 * measures but part of the block. Five numeric fields at least, or two under a section head: fewer could be any
 * `key:value` lines.
 */
import type { KeyValueData } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const FIELD = /^\s*([a-z][a-z0-9_]*):(\S+)\s*$/;
const SECTION = /^\s*# [A-Z][A-Za-z ]{1,30}$/;
/** How many numeric fields make the block redis's without a section head: a few `key:value` lines could be anything's. */
const MIN_FIELDS = 5;

/** Whether a field holds a size in bytes (`used_memory`, `maxmemory`, `mem_fragmentation_bytes`), not a ratio or a count. */
function isBytes(field: string): boolean {
  if (/ratio|perc|_count$|^number_of|keys|scripts$|clients$/.test(field)) return false;
  return /memory|_bytes$|^allocator_(?:allocated|active|resident)|^mem_/.test(field);
}

/** A field's unit: bytes for sizes, `%` for shares, none for ratios (`mem_fragmentation_ratio`), else a count. */
function unitOf(field: string, raw: string): string {
  if (raw.endsWith('%')) return '%';
  if (/ratio/.test(field)) return 'ratio';
  return isBytes(field) ? 'bytes' : 'count';
}

export const parseRedisInfo: Parser = (lines, i) => {
  const values: KeyValueData['values'] = new Map();
  let headed = false;
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const t = lines.at(k);
    if (SECTION.test(t)) {
      headed = true;
      continue;
    }
    // sections are set apart by a blank line: the next section goes on with the block
    if (t.trim() === '' && SECTION.test(lines.get(k + 1) ?? '')) continue;
    const m = FIELD.exec(t);
    if (!m) break;
    const [, field, raw] = m;
    if (field!.endsWith('_human')) continue;
    const value = finiteNumber(raw!.replace(/%$/, ''));
    if (value === undefined || !/^-?\d/.test(raw!)) continue;
    values.set(field!, { value, unit: unitOf(field!, raw!), line: k + 1, raw: t.trim() });
  }
  if (values.size < (headed ? 2 : MIN_FIELDS)) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'redis INFO' };
};

/** Starts at a section head (`# Memory`) or a `field:value` line. */
export const redisInfoReader: Reader = {
  name: 'redis INFO',
  start: /^\s*(?:# [A-Z][A-Za-z ]{1,30}$|[a-z][a-z0-9_]*:\S)/,
  read: parseRedisInfo,
};
