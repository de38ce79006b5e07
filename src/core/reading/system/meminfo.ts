/**
 * /proc/meminfo, whole or `grep Huge`, /proc/PID/smaps(_rollup) fields, and a node's own (/sys/devices/system/node/nodeN/meminfo, `Node 1 MemFree:`,
 * its fields named `node1 MemFree`); kB values become bytes, HugePages_* stay page counts.
 */
import { lineAt } from '../../text/lines';
import { finiteNumber } from '../../text/numbers';
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { KEY_NUMBER, LEADS_LETTER, startHas } from '../kit/lineShape';

const LINE = /^\s*(?:Node (\d+) +)?([A-Za-z][A-Za-z0-9_()]*):\s+(\d+)(?:\s+(kB))?\s*(?:#.*)?$/;
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
    // a field this list does not know yet (`Balloon`, a new kernel's) goes on the block when it is in kB
    if (!m || l.command || !(KNOWN.has(m[2]!) || (k > i && m[4] === 'kB'))) break;
    const kb = m[4] === 'kB';
    values.set(m[1] === undefined ? m[2]! : `node${m[1]} ${m[2]}`, {
      value: finiteNumber(Number(m[3]) * (kb ? 1024 : 1)),
      unit: kb ? 'bytes' : m[2]!.startsWith('HugePages_') ? 'pages' : '',
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
  start: /^\s*(?:Node \d+ +)?[A-Za-z][A-Za-z0-9_()]*:\s+\d/,
  read: parseMeminfo,
};
