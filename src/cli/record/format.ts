/**
 * The .tierlog a recorded run is written as: the forms people paste and the analyzer reads. Each run opens
 * with a `==> LABEL <==` file header (the one `head`/`tail` print for several files), which names the config
 * of everything up to the next header, then a description line, the topology (numactl -H), the tunables
 * (`key = value`), /proc/vmstat and per-node vmstat dumps with timestamps, `time`'s real/user/sys, meminfo,
 * numastat -m and -p at the command's peak memory, and the command's own output.
 */
import type { Part, SpoolRange } from './spool';
import { CATEGORIES, type MemorySnapshot, type ProcessMemory, type Topology, type Tunable } from './read';

/** A single-token value is written as a sysctl; a multi-word one (THP's `always [madvise] never`) as its path. */
export function tunableLines(ts: Tunable[]): string[] {
  return ts.map((t) => {
    if (t.key.startsWith('/')) return `${t.key} = ${t.value}`;
    return /^\S+$/.test(t.value) ? `${t.key} = ${t.value}` : `/proc/sys/${t.key.replace(/\./g, '/')} = ${t.value}`;
  });
}

/** `0-3,8` -> `0 1 2 3 8`, as numactl prints CPUs. */
function cpus(list: string | undefined): string {
  const out: number[] = [];
  for (const part of (list ?? '').split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (m) for (let c = Number(m[1]); c <= Number(m[2] ?? m[1]); c++) out.push(c);
  }
  return out.join(' ');
}

/** numactl -H from sysfs. */
export function numactlLines(t: Topology): string[] {
  if (!t.nodes.length) return [];
  const ids = t.nodes.map((n) => n.id);
  const out = [`available: ${ids.length} nodes (${ids.length === 1 ? ids[0] : `${ids[0]}-${ids[ids.length - 1]}`})`];
  for (const n of t.nodes) {
    out.push(`node ${n.id} cpus:${n.cpus ? ` ${cpus(n.cpus)}` : ''}`);
    if (n.sizeMB !== undefined) out.push(`node ${n.id} size: ${n.sizeMB} MB`);
    if (n.freeMB !== undefined) out.push(`node ${n.id} free: ${n.freeMB} MB`);
  }
  if (t.nodes.every((n) => n.distance?.length === ids.length)) {
    out.push('node distances:', `node ${ids.map((i) => String(i).padStart(3)).join(' ')}`);
    for (const n of t.nodes)
      out.push(`${String(n.id).padStart(3)}: ${n.distance!.map((d) => String(d).padStart(3)).join(' ')}`);
  }
  return out;
}

/** ISO time with milliseconds, which the vmstat reader takes from the command line above a dump. */
export const iso = (d: Date) => d.toISOString();

/** One dump as the lines of the `cat` that prints it, with its time, each line ending with a newline. */
export function dumpText(file: string, at: Date, what: string, text: string): string {
  return `$ cat ${file}   # ${iso(at)} ${what}\n${text.replace(/\n+$/, '')}\n`;
}

/** A vmstat snapshot whose dumps are in the spool. */
export interface SpooledSnapshot {
  at: Date;
  what: string;
  global?: SpoolRange;
  nodes: Map<number, SpoolRange | undefined>;
}

const mb = (v: number) => v.toFixed(2).padStart(15);
const row = (name: string, values: number[], width: number) => name.padEnd(width) + values.map(mb).join(' ');
const header = (ids: number[], width: number) => [
  ' '.repeat(width) + [...ids.map((i) => `Node ${i}`), 'Total'].map((h) => h.padStart(15)).join(' '),
  ' '.repeat(width) + [...ids, 0].map(() => '-'.repeat(15)).join(' '),
];

/** numastat -m from each node's meminfo: kB as MB, HugePages_* counts as MB of the default huge page size. */
export function numastatMLines(mem: MemorySnapshot, hugepageKB: number): string[] {
  const ids = [...mem.nodes.keys()];
  if (!ids.length) return [];
  const names = [...new Set(ids.flatMap((i) => [...mem.nodes.get(i)!.keys()]))];
  const out = ['Per-node system memory usage (in MBs):', ...header(ids, 17)];
  for (const name of names) {
    const toMB = name.startsWith('HugePages_') ? hugepageKB / 1024 : 1 / 1024;
    const vs = ids.map((i) => (mem.nodes.get(i)!.get(name) ?? 0) * toMB);
    out.push(row(name, [...vs, vs.reduce((a, b) => a + b, 0)], 17));
  }
  return out;
}

/** numastat -p of the command (its descendants summed in), every node shown. */
export function numastatPLines(p: ProcessMemory, nodes: number[]): string[] {
  const ids = [...new Set([...nodes, ...[...p.mb.values()].flatMap((m) => [...m.keys()])])].sort((a, b) => a - b);
  const out = [`Per-node process memory usage (in MBs) for PID ${p.pid} (${p.name})`, ...header(ids, 18)];
  const total = ids.map(() => 0);
  for (const cat of CATEGORIES) {
    const vs = ids.map((i) => p.mb.get(cat)?.get(i) ?? 0);
    vs.forEach((v, k) => (total[k]! += v));
    out.push(row(cat, [...vs, vs.reduce((a, b) => a + b, 0)], 18));
  }
  out.push(
    `${'-'.repeat(16)}  ${[...ids, 0].map(() => '-'.repeat(15)).join(' ')}`,
    row('Total', [...total, total.reduce((a, b) => a + b, 0)], 18),
  );
  return out;
}

/** bash's `time` lines. */
export function timeLines(realS: number, userS: number | undefined, sysS: number | undefined): string[] {
  const t = (s: number) => `${Math.floor(s / 60)}m${(s % 60).toFixed(3)}s`;
  return [
    `real\t${t(realS)}`,
    ...(userS !== undefined && sysS !== undefined ? [`user\t${t(userS)}`, `sys\t${t(sysS)}`] : []),
  ];
}

/** A command line as one shell-quoted string. */
export function shellQuote(argv: string[]): string {
  return argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** A short label for a run that has none: the program's name and its first arguments. */
export function defaultLabel(argv: string[]): string {
  const words = [argv[0]!.replace(/^.*\//, ''), ...argv.slice(1, 4)].map((w) =>
    w.length > 16 ? `${w.slice(0, 15)}~` : w,
  );
  return words.join(' ').replace(/[\r\n]+/g, ' ');
}

/** How the command ended, in words. */
export function endedHow(code: number | null, signal: string | null, spawnError?: string): string {
  if (spawnError) return `not run (${spawnError}); exit status 127`;
  if (signal) return `killed by ${signal}; exit status ${128 + (SIGNALS[signal] ?? 0)}`;
  return `exit status ${code ?? 0}`;
}

export const SIGNALS: Record<string, number> = {
  SIGHUP: 1,
  SIGINT: 2,
  SIGQUIT: 3,
  SIGKILL: 9,
  SIGSEGV: 11,
  SIGPIPE: 13,
  SIGTERM: 15,
  SIGABRT: 6,
  SIGBUS: 7,
};

/** Everything recorded of one run. */
export interface Recorded {
  label: string;
  argv: string[];
  kernel?: string;
  started: Date;
  wallS: number;
  ended: string;
  /** The signal the recorder received and passed on, when the run was interrupted. */
  interrupted?: string;
  userS?: number;
  sysS?: number;
  topology: Topology;
  tunables: Tunable[];
  vmstat: SpooledSnapshot[];
  nodes: number[];
  /** meminfo and numastat -m, taken with the process sample at the command's peak (else after the run) */
  memory: MemorySnapshot;
  memoryWhen: string;
  hugepageKB: number;
  process?: ProcessMemory;
  processWhen?: string;
  samples: number;
  notes: string[];
  output: string;
}

/** The first line of a run: the file header `head`/`tail` print, which names the config of what follows. */
export const runHeader = (label: string) => `==> ${label} <==`;

/** The description line: `label: ...` is how prose describes a config; it ends on words no label reader takes. */
export function describeRun(r: Pick<Recorded, 'label' | 'kernel' | 'argv' | 'started'>, how: string): string {
  const cmd = shellQuote(r.argv);
  const short = cmd.length > 60 ? `${cmd.slice(0, 57)}...` : cmd;
  return `${r.label}: kernel ${r.kernel ?? 'unknown'}; ${how}; ran \`${short}\`; recorded at ${iso(r.started)}.`;
}

/** The lines a partial run opens with (before the command starts), ending with the blank line before the vmstat dumps. */
export function partialHead(
  r: Pick<Recorded, 'label' | 'kernel' | 'argv' | 'started' | 'notes' | 'topology' | 'tunables'>,
): string {
  const out: string[] = [runHeader(r.label), describeRun(r, 'run not finished: the recorder ended before the command')];
  for (const lines of [r.notes, topologyBlock(r.topology), tunablesBlock(r.tunables)])
    if (lines.length) {
      out.push('');
      for (const l of lines) out.push(l);
    }
  out.push('', '');
  return out.join('\n');
}

const topologyBlock = (t: Topology) => {
  const topo = numactlLines(t);
  return topo.length ? ['$ numactl -H   # from /sys/devices/system/node', ...topo] : [];
};

const tunablesBlock = (ts: Tunable[]) => {
  const tun = tunableLines(ts);
  if (!tun.length) return [];
  const out = [
    '$ sysctl kernel.numa_balancing ...   # tiering tunables by their kernel names; sysfs and debugfs files by path',
  ];
  for (const l of tun) out.push(l);
  return out;
};

/** The text of one run as parts (lines, and the vmstat dumps in the spool), ending with a blank line. */
export function runParts(r: Recorded): Part[] {
  const cmd = shellQuote(r.argv);
  const out: Part[] = [];
  const line = (l: string) => out.push(`${l}\n`);
  // lines are pushed one at a time: a block of 70,000 lines spread as arguments overflowed the stack
  const block = (lines: string[]) => {
    if (!lines.length) return;
    line('');
    for (const l of lines) line(l);
  };
  const dumps = (pick: (s: SpooledSnapshot) => SpoolRange | undefined) => {
    let first = true;
    for (const s of r.vmstat) {
      const range = pick(s);
      if (range === undefined) continue;
      if (first) line('');
      first = false;
      out.push(range);
    }
  };
  line(runHeader(r.label));
  line(
    describeRun(
      r,
      `${r.ended}${r.interrupted ? ` (interrupted by ${r.interrupted})` : ''}; wall time ${r.wallS.toFixed(3)} s`,
    ),
  );
  block(r.notes);
  block(topologyBlock(r.topology));
  block(tunablesBlock(r.tunables));
  dumps((s) => s.global);
  for (const id of r.nodes) dumps((s) => s.nodes.get(id));
  block([`$ time ${cmd}`, ...timeLines(r.wallS, r.userS, r.sysS)]);
  if (r.memory.meminfo !== undefined) {
    line('');
    line(`$ cat /proc/meminfo   # ${iso(r.memory.at)} ${r.memoryWhen}`);
    line(r.memory.meminfo.replace(/\n+$/, ''));
  }
  const m = numastatMLines(r.memory, r.hugepageKB);
  if (m.length)
    block([`$ numastat -m   # ${iso(r.memory.at)} ${r.memoryWhen}, from /sys/devices/system/node/node*/meminfo`, ...m]);
  if (r.process)
    block([
      `$ numastat -p ${r.process.pid}   # ${r.processWhen}; ${r.process.processes} process(es), from /proc/PID/numa_maps`,
      ...numastatPLines(r.process, r.nodes),
    ]);
  else
    block([
      `$ numastat -p   # no sample of the command's /proc/PID/numa_maps: it ended first, or the file could not be read`,
    ]);
  line('');
  line(`$ ${cmd}`);
  if (r.output) line(r.output.replace(/\n$/, ''));
  line('');
  return out;
}
