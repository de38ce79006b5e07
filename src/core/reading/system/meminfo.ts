/**
 * /proc/meminfo, whole or `grep Huge`, /proc/PID/smaps(_rollup) fields, and a node's own (/sys/devices/system/node/nodeN/meminfo, `Node 1 MemFree:`,
 * its fields named `node1 MemFree`); kB values become bytes, HugePages_* stay page counts.
 */
import { lineAt } from '../../text/lines';
import { finiteNumber } from '../../text/numbers';
import { bytesPer } from '../../text/units';
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { KEY_NUMBER, LEADS_LETTER, startHas } from '../kit/lineShape';

/**
 * `Field:  value kB` as the file prints it, or as an author retypes it with a hedge and a larger unit
 * (`MemFree:  ~61.6 GiB`, `Slab: 142 MiB`): the unit is a size kit's units know.
 */
const LINE =
  /^\s*(?:Node (\d+) +)?([A-Za-z][A-Za-z0-9_()]*):\s+(?:[~≈]\s?)?(\d+(?:\.\d+)?)(?:\s?([kKMGT]i?B))?\s*(?:#.*)?$/;
const KNOWN = new Set([
  'MemTotal',
  'MemFree',
  'MemAvailable',
  'Buffers',
  'Cached',
  'SwapCached',
  'Active',
  'Inactive',
  'Active(anon)',
  'Inactive(anon)',
  'Active(file)',
  'Inactive(file)',
  'Unevictable',
  'Mlocked',
  'SwapTotal',
  'SwapFree',
  'Dirty',
  'Writeback',
  'AnonPages',
  'Mapped',
  'Shmem',
  'KReclaimable',
  'Slab',
  'SReclaimable',
  'SUnreclaim',
  'KernelStack',
  'PageTables',
  'SecPageTables',
  'NFS_Unstable',
  'Bounce',
  'WritebackTmp',
  'CommitLimit',
  'Committed_AS',
  'VmallocTotal',
  'VmallocUsed',
  'VmallocChunk',
  'Percpu',
  'HardwareCorrupted',
  'AnonHugePages',
  'ShmemHugePages',
  'ShmemPmdMapped',
  'FileHugePages',
  'FilePmdMapped',
  'CmaTotal',
  'CmaFree',
  'Unaccepted',
  'HugePages_Total',
  'HugePages_Free',
  'HugePages_Rsvd',
  'HugePages_Surp',
  'Hugepagesize',
  'Hugetlb',
  'DirectMap4k',
  'DirectMap2M',
  'DirectMap1G',
  'Zswap',
  'Zswapped',
  'MemUsed',
  'FilePages',
  // /proc/PID/smaps and smaps_rollup (a mapping's or a process's own memory, in kB)
  'Size',
  'KernelPageSize',
  'MMUPageSize',
  'Rss',
  'Pss',
  'Pss_Dirty',
  'Pss_Anon',
  'Pss_File',
  'Pss_Shmem',
  'Shared_Clean',
  'Shared_Dirty',
  'Private_Clean',
  'Private_Dirty',
  'Referenced',
  'Anonymous',
  'KSM',
  'LazyFree',
  'Shared_Hugetlb',
  'Private_Hugetlb',
  'Swap',
  'SwapPss',
  'Locked',
]);

/** A command that shows fields of a meminfo file: `cat /proc/meminfo | grep MemTotal`, `grep Huge /sys/.../node0/meminfo`. */
const GREP_MEMINFO = /\bmeminfo\b.*\|\s*e?grep\b|\be?grep\b.*\bmeminfo\b/;

export const parseMeminfo: Parser = (lines, i) => {
  const l0 = lineAt(lines, i);
  if (l0.command) return undefined;
  const m0 = LINE.exec(l0.text);
  if (!m0 || !KNOWN.has(m0[2]!)) return undefined;
  const values: KeyValueData['values'] = new Map();
  let k = i;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    // `$ cat /proc/meminfo | grep Meta` between one-line outputs: the same file, read a field at a time
    if (l.command && GREP_MEMINFO.test(l.text) && k + 1 < lines.count && LINE.test(lineAt(lines, k + 1).text)) continue;
    const m = LINE.exec(l.text);
    const size = m?.[4] === undefined ? undefined : bytesPer(m[4]);
    // a field this list does not know yet (`Balloon`, a new kernel's) goes on the block when it is a size
    if (!m || l.command || !(KNOWN.has(m[2]!) || (k > i && size !== undefined))) break;
    // a count with a fraction is no field's value (`Node 0: 1.5`)
    if (size === undefined && m[3]!.includes('.')) break;
    values.set(m[1] === undefined ? m[2]! : `node${m[1]} ${m[2]}`, {
      value: finiteNumber(Number(m[3]) * (size ?? 1)),
      unit: size !== undefined ? 'bytes' : m[2]!.startsWith('HugePages_') ? 'pages' : '',
      line: l.line,
      raw: l.text.trim(),
    });
  }
  const grepped = i > 0 && lines.command[i - 1] === 1 && GREP_MEMINFO.test(lines.at(i - 1));
  if (values.size < 2 && !m0[2]!.includes('Huge') && !grepped) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values } };
};

/** Starts at a `Field:  value` line. */
export const meminfoReader: Reader = {
  name: 'meminfo',
  shape: startHas(LEADS_LETTER | KEY_NUMBER),
  start: /^\s*(?:Node \d+ +)?[A-Za-z][A-Za-z0-9_()]*:\s+[~≈]?\s?\d/,
  read: parseMeminfo,
};
