/** `tierscope record [--label L] [--interval S] [--out FILE] [--append] [--grace S] [--proc-root DIR] -- CMD [ARGS...]` */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runChild } from './child';
import { printErr } from '../terminal';
import { writeReason } from '../io';
import {
  defaultLabel,
  dumpText,
  endedHow,
  iso,
  partialHead,
  runParts,
  SIGNALS,
  type Recorded,
  type SpooledSnapshot,
} from './format';
import { RunFile, Spool } from './spool';
import {
  kernelRelease,
  nodeIds,
  nodePath,
  readMemory,
  readProcessMemory,
  readTopology,
  readTunables,
  readVmstat,
  Reader,
  totalMB,
  type MemorySnapshot,
  type ProcessMemory,
} from './read';

export const RECORD_USAGE = `usage: tierscope record [--label L] [--interval S] [--out FILE] [--append] [--grace S] [--proc-root DIR] -- CMD [ARGS...]

Runs CMD and writes one .tierlog that tierscope analyze reads as one config named L: /proc/vmstat and
per-node vmstat before and after (and every S seconds), meminfo, numastat -m and -p at the command's
peak memory, the topology, the tiering tunables, uname -r, the exit status, the wall time, and CMD's
own output (also shown as it runs). --append adds the run to FILE, to compare runs side by side.
Ctrl-C, SIGTERM and SIGHUP are passed on to CMD's process group; if CMD is still running --grace S
seconds later (default 5) it gets SIGTERM, then SIGKILL, and the run is written. The file holds a
readable partial run while CMD runs (the /proc/vmstat samples are appended as they are taken). --proc-root reads /proc and /sys
under DIR (for tests). The exit status is CMD's.`;

const OPTIONS = {
  label: { type: 'string', short: 'l' },
  interval: { type: 'string', short: 'i' },
  grace: { type: 'string' },
  out: { type: 'string', short: 'o' },
  append: { type: 'boolean', short: 'a' },
  'proc-root': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface RecordArgs {
  label?: string;
  intervalS?: number;
  graceS?: number;
  out?: string;
  append: boolean;
  root: string;
  argv: string[];
}

class RecordUsage extends Error {}

/** Options end at `--` or at the first word that is not one (the command). */
export function parseRecordArgs(argv: string[]): RecordArgs | 'help' {
  const loose = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const first = loose.tokens.find((t) => t.kind === 'positional' || t.kind === 'option-terminator');
  const opts = first ? argv.slice(0, first.index) : argv;
  const cmd = first ? argv.slice(first.index + (first.kind === 'option-terminator' ? 1 : 0)) : [];
  let values;
  try {
    values = parseArgs({ args: opts, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (e) {
    throw new RecordUsage((e as Error).message);
  }
  if (values.help) return 'help';
  if (!cmd.length) throw new RecordUsage('no command to record (tierscope record [options] -- CMD [ARGS...])');
  let intervalS: number | undefined;
  if (values.interval !== undefined) {
    intervalS = Number(values.interval);
    if (!(intervalS > 0)) throw new RecordUsage(`--interval needs a number of seconds > 0, not "${values.interval}"`);
  }
  let graceS: number | undefined;
  if (values.grace !== undefined) {
    graceS = Number(values.grace);
    if (!(graceS > 0 && graceS <= 3600))
      throw new RecordUsage(`--grace needs a number of seconds > 0 (at most 3600), not "${values.grace}"`);
  }
  const label = values.label?.replace(/\s+/g, ' ').trim();
  if (values.label !== undefined && !label) throw new RecordUsage('--label needs a value');
  return {
    label,
    intervalS,
    graceS,
    out: values.out,
    append: values.append ?? false,
    root: values['proc-root'] ?? '/',
    argv: cmd,
  };
}

/** Labels of the runs a .tierlog already has. */
function labelsIn(file: string): string[] {
  try {
    return [...readFileSync(file, 'utf8').matchAll(/^==> (.+) <==$/gm)].map((m) => m[1]!);
  } catch {
    return [];
  }
}

/** `demo`, or `demo #2` when the file has a run of that name. */
function freshLabel(label: string, taken: string[]): string {
  if (!taken.includes(label)) return label;
  for (let n = 2; ; n++) if (!taken.includes(`${label} #${n}`)) return `${label} #${n}`;
}

function defaultOut(label: string, at: Date): string {
  const slug =
    label
      .replace(/[^\w.+-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'run';
  return `${slug}-${iso(at)
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')
    .replace('T', '-')}.tierlog`;
}

/** CPU seconds of the children this process has waited for (user, system), from /proc/self/stat. */
function childrenCpu(): { user?: number; sys?: number } {
  try {
    const s = readFileSync('/proc/self/stat', 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    // fields 16 and 17 (cutime, cstime) in clock ticks; f[0] is field 3
    return { user: Number(f[13]) / 100, sys: Number(f[14]) / 100 };
  } catch {
    return {};
  }
}

export async function recordCommand(argv: string[]): Promise<number> {
  let args: RecordArgs | 'help';
  try {
    args = parseRecordArgs(argv);
  } catch (e) {
    if (!(e instanceof RecordUsage)) throw e;
    printErr(`tierscope record: ${e.message}\n${RECORD_USAGE}\n`);
    return 2;
  }
  if (args === 'help') {
    process.stdout.write(RECORD_USAGE + '\n');
    return 0;
  }
  const started = new Date();
  const want = args.label ?? defaultLabel(args.argv);
  const out = args.out ?? defaultOut(want, started);
  if (existsSync(out) && !args.append) {
    printErr(`tierscope record: ${out} exists; --append adds this run to it\n`);
    return 2;
  }
  const label = freshLabel(want, args.append ? labelsIn(out) : []);
  // the file is opened before any work: an unwritable path is refused before the command runs
  let file: RunFile;
  try {
    file = new RunFile(out, args.append);
  } catch (e) {
    printErr(`tierscope record: cannot write ${out}: ${writeReason(e)}\n`);
    return e instanceof Error && (e as NodeJS.ErrnoException).code === 'EEXIST' ? 2 : 1;
  }
  // a closed terminal must not stop the recording
  for (const s of [process.stdout, process.stderr]) s.on('error', () => {});
  const say = (msg: string) => printErr(`tierscope record: ${msg}\n`);

  // a signal during the before snapshot is kept and passed on to the command once it runs, not the recorder's end
  let pending: NodeJS.Signals | undefined;
  const early = (sig: NodeJS.Signals) => void (pending ??= sig);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const s of signals) process.on(s, early);
  const r = new Reader(args.root);
  const spool = new Spool();
  try {
    const nodes = nodeIds(r);
    const tunables = readTunables(r);
    const before = readMemory(r, nodes);
    const topology = readTopology(r, nodes, before);
    const kernel = kernelRelease(r);
    const vmstat: SpooledSnapshot[] = [];
    // each dump goes to the spool; the /proc/vmstat series also to the file, so a killed recorder leaves a partial run
    const takeVmstat = (what: string) => {
      const snap = readVmstat(r, nodes);
      const s: SpooledSnapshot = { at: snap.at, what, nodes: new Map() };
      if (snap.global !== undefined) {
        const text = dumpText('/proc/vmstat', snap.at, what, snap.global);
        s.global = spool.add(text);
        file.append(text);
      }
      for (const [id, t] of snap.nodes)
        s.nodes.set(id, t === undefined ? undefined : spool.add(dumpText(nodePath(id, 'vmstat'), snap.at, what, t)));
      vmstat.push(s);
    };
    file.append(partialHead({ label, kernel, argv: args.argv, started, notes: r.notes, topology, tunables }));
    takeVmstat('before');

    let peak: { p: ProcessMemory; mem: MemorySnapshot; t: number } | undefined;
    let samples = 0;
    let pid: number | undefined;
    let sampleTimer: NodeJS.Timeout | undefined;
    let vmTimer: NodeJS.Timeout | undefined;
    const t0 = Date.now();
    // the command's memory: sampled at 0.1, 0.3, 0.7 s ... then every 5 s (numa_maps of a big process costs)
    const sample = (delay: number) => {
      sampleTimer = setTimeout(() => {
        if (pid === undefined) return;
        samples++;
        const p = readProcessMemory(r, pid);
        if (p && (!peak || totalMB(p) > totalMB(peak.p)))
          peak = { p, mem: readMemory(r, nodes), t: (Date.now() - t0) / 1000 };
        sample(Math.min(delay * 2, 5000));
      }, delay);
    };
    const interval = args.intervalS;
    if (interval)
      vmTimer = setInterval(
        () => takeVmstat(`sample at ${((Date.now() - t0) / 1000).toFixed(1)} s`),
        Math.max(1, interval * 1000),
      );

    const res = await runChild(
      args.argv,
      (p) => {
        pid = p;
        sample(100);
      },
      { graceS: args.graceS, say, pending },
    );
    const wallS = (Date.now() - t0) / 1000;
    clearTimeout(sampleTimer);
    clearInterval(vmTimer);
    takeVmstat('after');
    const after = peak ? undefined : readMemory(r, nodes);
    const cpu = childrenCpu();
    const meminfo = before.meminfo ?? after?.meminfo;
    const hugepageKB = Number(/^Hugepagesize:\s+(\d+)/m.exec(meminfo ?? '')?.[1] ?? 2048);
    if (res.spawnError) r.notes.push(`note: ${res.spawnError} (not run)`);
    const rec: Recorded = {
      label,
      argv: args.argv,
      kernel,
      started,
      wallS,
      ended: endedHow(res.code, res.signal, res.spawnError),
      interrupted: res.interrupted,
      userS: cpu.user,
      sysS: cpu.sys,
      topology,
      tunables,
      vmstat,
      nodes,
      memory: peak?.mem ?? after!,
      memoryWhen: peak ? `during the run, at the command's peak memory (${peak.t.toFixed(1)} s)` : 'after the run',
      hugepageKB,
      process: peak?.p,
      processWhen: peak ? `peak of ${samples} sample(s), at ${peak.t.toFixed(1)} s` : undefined,
      samples,
      notes: r.notes,
      output: res.output,
    };
    try {
      file.finish(runParts(rec), spool);
    } catch (e) {
      say(`cannot write ${out}: ${writeReason(e)}`);
      return 1;
    }
    say(
      `run "${label}" (${rec.ended}, ${wallS.toFixed(1)} s) ${args.append ? 'added to' : 'written to'} ${out}; read it with: tierscope analyze ${out}`,
    );
    if (res.spawnError) return 127;
    if (res.signal) return 128 + (SIGNALS[res.signal] ?? 0);
    return res.code ?? 0;
  } finally {
    for (const s of signals) process.off(s, early);
    spool.close();
    file.close();
  }
}
