/**
 * Snapshot readers for `tierscope record`: every path is read under a root directory (`/` on the machine,
 * a fixture tree in tests), and a file that cannot be read becomes a note, never an error.
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { TUNABLE_REGISTRY } from '../../core/knowledge/tunables';

/** A file larger than this is skipped with a note (a /proc or /sys file is kilobytes; numa_maps of a huge process megabytes). */
export const MAX_FILE = 16 << 20;

/** What a path that is not a regular file or directory is, in words. */
function kind(st: Stats): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** A file that is not read, with the reason in words (a device, a FIFO, too large). */
class Skipped extends Error {}

/**
 * The file's bytes as UTF-8, at most MAX_FILE of them. Opened non-blocking, so a FIFO neither waits for a
 * writer nor is read; only regular files are read (a symlink to /dev/zero is a device, refused before a byte).
 */
function readBounded(path: string): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (!st.isFile()) throw new Skipped(`${kind(st)}, not a file`);
    if (st.size > MAX_FILE) throw new Skipped(`larger than ${MAX_FILE >> 20} MB`);
    // /proc files say size 0: read until the end, never past the limit
    let buf = Buffer.allocUnsafe(Math.max(st.size + 1, 64 << 10));
    let total = 0;
    for (;;) {
      if (total === buf.length) {
        if (total > MAX_FILE) throw new Skipped(`larger than ${MAX_FILE >> 20} MB`);
        const grown = Buffer.allocUnsafe(Math.min(buf.length * 2, MAX_FILE + 1));
        buf.copy(grown, 0, 0, total);
        buf = grown;
      }
      const n = readSync(fd, buf, total, buf.length - total, null);
      if (n === 0) break;
      total += n;
    }
    return buf.toString('utf8', 0, total);
  } finally {
    closeSync(fd);
  }
}

export class Reader {
  /** One line per file or directory that could not be read, in the order met. */
  readonly notes: string[] = [];
  private noted = new Set<string>();
  constructor(readonly root = '/') {}

  private path(p: string): string {
    return this.root === '/' ? p : join(this.root, p);
  }

  private note(p: string, e: unknown, quiet: boolean): void {
    if (quiet || this.noted.has(p)) return;
    this.noted.add(p);
    this.notes.push(`note: cannot read ${p}: ${why(e)} (not recorded)`);
  }

  /** The file's text; undefined (and a note, unless quiet) when it cannot be read. */
  text(p: string, quiet = false): string | undefined {
    try {
      return readBounded(this.path(p));
    } catch (e) {
      // a device, a FIFO or a huge file is worth a note even where a missing file is not
      this.note(p, e, quiet && !(e instanceof Skipped));
      return undefined;
    }
  }

  /** The file's first line, trimmed. */
  value(p: string, quiet = false): string | undefined {
    const t = this.text(p, quiet);
    return t === undefined ? undefined : t.split('\n')[0]!.trim();
  }

  /** The names in a directory, sorted; undefined (and a note, unless quiet) when it cannot be listed. */
  list(p: string, quiet = false): string[] | undefined {
    try {
      return readdirSync(this.path(p)).sort(natural);
    } catch (e) {
      this.note(p, e, quiet);
      return undefined;
    }
  }
}

/** `node2` before `node10`, `hugepages-64kB` before `hugepages-2048kB`. */
export function natural(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function why(e: unknown): string {
  if (e instanceof Skipped) return `${e.message}; skipped`;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file on this kernel (or the file system is not mounted)';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied (root can read it)';
  if (code === 'ENOTDIR') return 'not a directory';
  return (e as Error).message;
}

const NODE_DIR = '/sys/devices/system/node';

/** The NUMA node ids, from sysfs (node0, node1, ...); [] when sysfs has none. */
export function nodeIds(r: Reader): number[] {
  return (r.list(NODE_DIR) ?? []).filter((n) => /^node\d+$/.test(n)).map((n) => Number(n.slice(4)));
}

export const nodePath = (id: number, file: string) => `${NODE_DIR}/node${id}/${file}`;

/** One vmstat snapshot: /proc/vmstat and each node's vmstat, as read. */
export interface VmstatSnapshot {
  at: Date;
  global?: string;
  nodes: Map<number, string | undefined>;
}

export function readVmstat(r: Reader, nodes: number[], at = new Date()): VmstatSnapshot {
  const snap: VmstatSnapshot = { at, global: r.text('/proc/vmstat'), nodes: new Map() };
  for (const id of nodes) snap.nodes.set(id, r.text(nodePath(id, 'vmstat')));
  return snap;
}

/** `Node 0 MemFree:  123 kB` lines of a node's meminfo -> name -> kB (HugePages_* stay counts). */
export function nodeMeminfo(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^Node\s+\d+\s+([\w()]+):\s+(\d+)/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

/** A process's memory per node in MB, by numastat -p's categories. */
export interface ProcessMemory {
  pid: number;
  name: string;
  /** How many processes (the command and its descendants) were summed. */
  processes: number;
  /** category (Huge, Heap, Stack, Private) -> node -> MB */
  mb: Map<string, Map<number, number>>;
}

export const CATEGORIES = ['Huge', 'Heap', 'Stack', 'Private'] as const;

/** Add one /proc/PID/numa_maps to `into`, the way numastat -p sorts mappings: huge, heap, stack, the rest private. */
export function addNumaMaps(text: string, into: ProcessMemory['mb']): void {
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const words = line.split(/\s+/);
    const cat = words.includes('huge')
      ? 'Huge'
      : words.includes('heap')
        ? 'Heap'
        : words.includes('stack')
          ? 'Stack'
          : 'Private';
    const kb = Number(/\bkernelpagesize_kB=(\d+)/.exec(line)?.[1] ?? 4);
    for (const w of words) {
      const m = /^N(\d+)=(\d+)$/.exec(w);
      if (!m) continue;
      let byNode = into.get(cat);
      if (!byNode) into.set(cat, (byNode = new Map<number, number>()));
      byNode.set(Number(m[1]), (byNode.get(Number(m[1])) ?? 0) + (Number(m[2]) * kb) / 1024);
    }
  }
}

/** The total MB of a process sample. */
export function totalMB(p: ProcessMemory): number {
  let t = 0;
  for (const byNode of p.mb.values()) for (const v of byNode.values()) t += v;
  return t;
}

/** `pid (comm) S ppid ...` -> [comm, ppid]; comm may hold spaces and parentheses. */
function stat(text: string): [string, number] | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const rest = text.slice(close + 2).split(' ');
  return [text.slice(open + 1, close), Number(rest[1])];
}

/** The process and all its descendants (one pass over /proc/[0-9]*\/stat). */
export function processTree(r: Reader, pid: number): { pids: number[]; name: string } {
  const parent = new Map<number, number>();
  let name = String(pid);
  for (const d of r.list('/proc', true) ?? []) {
    if (!/^\d+$/.test(d)) continue;
    const s = r.text(`/proc/${d}/stat`, true);
    const st = s ? stat(s) : undefined;
    if (!st) continue;
    parent.set(Number(d), st[1]);
    if (Number(d) === pid) name = st[0];
  }
  const pids = [pid];
  for (let changed = true; changed;) {
    changed = false;
    for (const [p, pp] of parent)
      if (pids.includes(pp) && !pids.includes(p)) {
        pids.push(p);
        changed = true;
      }
  }
  return { pids, name };
}

/** The command's memory per node now: numa_maps of it and its descendants; undefined when none could be read. */
export function readProcessMemory(r: Reader, pid: number): ProcessMemory | undefined {
  const tree = processTree(r, pid);
  const mb: ProcessMemory['mb'] = new Map();
  let read = 0;
  for (const p of tree.pids) {
    // the command may exit between the listing and the read: not worth a note (the numastat -p line says so)
    const t = r.text(`/proc/${p}/numa_maps`, true);
    if (t === undefined) continue;
    addNumaMaps(t, mb);
    read++;
  }
  return read ? { pid, name: tree.name, processes: read, mb } : undefined;
}

/** System memory now: /proc/meminfo and each node's meminfo. */
export interface MemorySnapshot {
  at: Date;
  meminfo?: string;
  nodes: Map<number, Map<string, number>>;
}

export function readMemory(r: Reader, nodes: number[], at = new Date()): MemorySnapshot {
  const snap: MemorySnapshot = { at, meminfo: r.text('/proc/meminfo'), nodes: new Map() };
  for (const id of nodes) {
    const t = r.text(nodePath(id, 'meminfo'));
    if (t !== undefined) snap.nodes.set(id, nodeMeminfo(t));
  }
  return snap;
}

/** The topology as numactl -H shows it: CPUs, size and free per node, distances. */
export interface Topology {
  nodes: { id: number; cpus?: string; sizeMB?: number; freeMB?: number; distance?: number[] }[];
}

export function readTopology(r: Reader, ids: number[], mem: MemorySnapshot): Topology {
  return {
    nodes: ids.map((id) => {
      const mi = mem.nodes.get(id);
      const dist = r.value(nodePath(id, 'distance'));
      return {
        id,
        cpus: r.value(nodePath(id, 'cpulist')),
        sizeMB: mi?.get('MemTotal') !== undefined ? Math.floor(mi.get('MemTotal')! / 1024) : undefined,
        freeMB: mi?.get('MemFree') !== undefined ? Math.floor(mi.get('MemFree')! / 1024) : undefined,
        distance: dist === undefined ? undefined : dist.split(/\s+/).filter(Boolean).map(Number),
      };
    }),
  };
}

/** A tunable as read: its sysctl name (for /proc/sys files) or its path, and its value. */
export interface Tunable {
  key: string;
  value: string;
}

/** The tunables' files, from the one registry: each tunable's /proc/sys or /sys/kernel/mm path. */
const REGISTRY_FILES = TUNABLE_REGISTRY.flatMap((t) =>
  t.aliases.filter((a) => /^\/(proc\/sys|sys\/kernel\/mm)\//.test(a)),
);
/** Missing, these are worth a note (every tiering setup has them); any other may simply not exist on this kernel. */
const ESSENTIAL = new Set([
  '/proc/sys/kernel/numa_balancing',
  '/sys/kernel/mm/numa/demotion_enabled',
  '/sys/kernel/mm/transparent_hugepage/enabled',
  '/sys/kernel/mm/transparent_hugepage/defrag',
]);
const THP = '/sys/kernel/mm/transparent_hugepage';
/** debugfs directories of tiering knobs: NUMA balancing's scan and hot-threshold values, pghot's. */
export const DEBUGFS = ['/sys/kernel/debug/sched/numa_balancing', '/sys/kernel/debug/pghot'];

/** The tiering tunables by their kernel names; what cannot be read is noted on the reader. */
export function readTunables(r: Reader): Tunable[] {
  const out: Tunable[] = [];
  const read = (p: string, quiet: boolean) => {
    const v = r.value(p, quiet);
    // a /proc/sys file by its sysctl name; a /sys file by its path
    if (v !== undefined) out.push({ key: p.startsWith('/proc/sys/') ? p.slice(10).replace(/\//g, '.') : p, value: v });
  };
  for (const p of REGISTRY_FILES) read(p, !ESSENTIAL.has(p));
  // knobs the registry does not list: older kernels keep scan knobs in kernel/, pghot revisions theirs in vm/; THP and hugetlb per size
  const more = (dir: string, name: RegExp, file = (f: string) => `${dir}/${f}`) => {
    for (const f of r.list(dir, true) ?? []) if (name.test(f) && !REGISTRY_FILES.includes(file(f))) read(file(f), true);
  };
  more('/proc/sys/kernel', /^numa_balancing_/);
  more('/proc/sys/vm', /^pghot_/);
  more(THP, /^hugepages-\d+kB$/, (d) => `${THP}/${d}/enabled`);
  more('/sys/kernel/mm/hugepages', /^hugepages-\d+kB$/, (d) => `/sys/kernel/mm/hugepages/${d}/nr_hugepages`);
  for (const dir of DEBUGFS) for (const f of r.list(dir) ?? []) read(`${dir}/${f}`, false);
  return out;
}

/** Kernel release, as `uname -r` prints it. */
export function kernelRelease(r: Reader): string | undefined {
  return r.value('/proc/sys/kernel/osrelease');
}
