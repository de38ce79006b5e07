/**
 * fio's status of one job, the part of its output people paste most:
 *
 *   test: (groupid=0, jobs=1): err= 0: pid=2465: Sat May  3 17:51:24 2025
 *     read: IOPS=203k, BW=49.6GiB/s (53.2GB/s)(1487GiB/30001msec)
 *       slat (usec): min=3, max=1053, avg= 4.60, stdev= 1.76
 *       clat (usec): min=104, max=4776, avg=310.53, stdev=29.49
 *       ...
 *     cpu          : usr=10.20%, sys=89.70%, ctx=1180, majf=0, minf=4106
 *
 * (with the job's preamble above it, `test: (g=0): rw=read, bs=...`, `Starting 1 process`, `Jobs: ...`, or without),
 * and the direction lines alone, as mails quote them (`write: IOPS=66.1k, BW=258MiB/s (271MB/s)(7750MiB/30002msec)`),
 * or renamed by the author (` - Random read: IOPS=1643, BW=6574KiB/s`). One run per job: each direction's IOPS,
 * bandwidth (in the unit its first value is written in), mean latencies and their stdev over the I/Os in seconds, and the
 * job's CPU use. A direction written again is the job run again: its values are the repetitions of one run.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber, parseNumber } from '../../text/numbers';
import { bytesPer, secondsPer } from '../../text/units';
import { mean, stddev } from '../../math/stats';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, startHas } from '../kit/lineShape';

const PREAMBLE = /^\s*\S+: \(g=\d+\): rw=/;
const JOB_HEAD = /^\s*(\S[^:]{0,80}): \(groupid=\d+, jobs=\d+\): err=/;
/** A direction's results: its name (`read`, or the author's `Random read`), IOPS and bandwidth. */
const DIRECTION =
  /(?:^|\s)([A-Za-z][\w /-]{0,30}?)\s*:\s*IOPS=(\d+(?:\.\d+)?)([kKM]?),\s*BW=(\d+(?:\.\d+)?)([kKMGT]i?B\/s)/g;
const LATENCY =
  /^\s*(slat|clat|lat)\s*\((nsec|usec|msec|sec)\)\s*:\s*min=\s*[\d.]+[kKM]?,\s*max=\s*[\d.]+[kKM]?,\s*avg=\s*(\d+(?:\.\d+)?)([kKM]?),\s*stdev=\s*(\d+(?:\.\d+)?)([kKM]?)/;
const CPU = /^\s*cpu\s*:\s*usr=(\d+(?:\.\d+)?)%,\s*sys=(\d+(?:\.\d+)?)%/;
/** The other lines of a job's status: percentiles, per-sample statistics, depths, the latency spread. */
const JOB_LINE =
  /^\s*(?:clat percentiles|lat percentiles|\||bw\s*\(|iops\s*:|lat\s*\(\w+\)\s*:|IO depths|submit\s*:|complete\s*:|issued rwts|latency\s*:)/;
/** The lines of fio's preamble between `(g=0): rw=` and the job's status (`...` where it starts several jobs alike). */
const PREAMBLE_LINE = /^\s*(?:\d+[KMG]?i?B-|fio-\d|Starting \d+ (?:process|thread)|Jobs: \d|\.\.\.\s*$)/;

/** A number with fio's count suffix (`203k`, `1.2M`), as the house reads them. */
const counted = (v: string, suffix: string) => parseNumber(`${v}${suffix}`)?.value;
/** A bandwidth unit's bytes per second (`49.6GiB/s`, `6574KiB/s`; as the house reads sizes, GB as GiB). */
const bytesPerSecond = (unit: string) => bytesPer(unit.slice(0, -2)) ?? 1;

/** A measure of the job: its values (one per repetition of the job), unit, first line. */
interface Measure {
  xs: number[];
  unit: string;
  line: number;
}

/** The job's measures in the order read, each direction's under its name. */
interface Job {
  measures: Map<string, Measure>;
  /** The direction the latency lines below belong to. */
  current?: string;
}

function add(job: Job, name: string, value: number | undefined, unit: string, line: number): void {
  if (value === undefined) return;
  const m = job.measures.get(name);
  if (m) m.xs.push(value);
  else job.measures.set(name, { xs: [value], unit, line });
}

/** The author's summary of the repetitions above (`average: IOPS=546k, BW=2132MiB/s`): theirs, not a run's. */
const SUMMARY = /^(?:average|avg|mean|median|total|sum)$/i;

/** The direction lines of one line into the job (a direction read again is the job run again); false when none. */
function directions(job: Job, t: string, line: number): boolean {
  const found = [...t.matchAll(DIRECTION)];
  if (!found.length) return false;
  // `Random R/W: read: IOPS=...  write: IOPS=...`: the line's lead names both directions' workload
  const lead = /^\s*(?:[-*]\s+)?([A-Za-z][\w /-]{0,30}?)\s*:\s*(?:read|write|trim)\s*:/i.exec(t)?.[1];
  for (const m of found) {
    const own = m[1]!.replace(/^[-*]\s+/, '').trim();
    if (SUMMARY.test(own)) continue;
    const name = lead ? `${lead} ${own}` : own;
    job.current = name;
    add(job, `${name} IOPS`, counted(m[2]!, m[3]!), 'IOPS', line);
    const unit = job.measures.get(`${name} BW`)?.unit ?? m[5]!;
    add(job, `${name} BW`, finiteNumber((Number(m[4]) * bytesPerSecond(m[5]!)) / bytesPerSecond(unit)), unit, line);
  }
  return true;
}

/** A measure's row: the mean of its repetitions and their spread (one value alone has none). */
function rowOf(name: string, m: Measure): TableRow {
  const many = m.xs.length > 1;
  return {
    name,
    values: [many ? mean(m.xs) : m.xs[0]],
    ...(many && { stddev: [stddev(m.xs)], samples: [m.xs] }),
    unit: m.unit,
    line: m.line,
  };
}

/** `pmem-nowait-off-1.fio:  read:  IOPS=3683k, ...`: grep's file name before a line of each file. */
const GREPPED = /^\s*((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w{0,7}):\s+(?=\S)/;

/**
 * The direction lines of several files grepped together (`grep IOPS pmem*fio | column -t`): each file a run
 * (a blank line may part them into groups), its lines read as one job's.
 */
function grepped(lines: { count: number; at(k: number): string }, i: number): ReturnType<Parser> {
  const jobs = new Map<string, Job>();
  let k = i;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const file = GREPPED.exec(t);
    if (!file) {
      if (t.trim() === '' && k + 1 < lines.count && GREPPED.test(lines.at(k + 1))) continue;
      break;
    }
    let job = jobs.get(file[1]!);
    if (!job) jobs.set(file[1]!, (job = { measures: new Map() }));
    if (!directions(job, t.slice(file[0].length), k + 1)) break;
  }
  while (k > i && lines.at(k - 1).trim() === '') k--;
  const files = [...jobs.keys()];
  const names = [...new Set([...jobs.values()].flatMap((j) => [...j.measures.keys()]))];
  const rows = names.map((name) => {
    const cells = files.map((f) => jobs.get(f)!.measures.get(name));
    const first = cells.find((c) => c !== undefined)!;
    const each = cells.map((c) => (c ? rowOf(name, c) : undefined));
    return {
      name,
      values: each.map((r) => r?.values[0]),
      lines: cells.map((c) => c?.line),
      unit: first.unit,
      line: first.line,
    };
  });
  return { kind: 'results-table', end: k, data: { type: 'table', columns: files, rows }, title: 'fio' };
}

/** A line of the preamble (its options wrapped onto a line of their own: `4096B-4096B, ioengine=libaio, iodepth=16`). */
const preamble = (t: string): boolean => PREAMBLE_LINE.test(t) || t.includes('ioengine=');

/** A line of a job's status after the first direction's. */
const continues = (t: string): boolean =>
  LATENCY.test(t) || CPU.test(t) || JOB_LINE.test(t) || /^\s*(?:read|write|trim)\s*:\s*IOPS=/.test(t);

/** Line t, flush left and short, as the end of the long line before it that a mail client wrapped. */
const wrappedRest = (before: string, t: string): boolean => before.length >= 60 && t.length <= 40 && /^[^\s>]/.test(t);

export const parseFioJobs: Parser = (lines, i) => {
  if (GREPPED.test(lines.at(i))) return grepped(lines, i);
  // a mail that double-spaces its lines puts a blank line after each: one is skipped wherever the output goes on
  const next = (k: number) => (k < lines.count && lines.at(k).trim() === '' ? k + 1 : k);
  let k = i;
  if (PREAMBLE.test(lines.at(k))) {
    k = next(k + 1);
    while (k < lines.count && k < i + 16 && preamble(lines.at(k))) k = next(k + 1);
  }
  // the job's name (`read_iops: (groupid=0, jobs=1): ...`, fio's `--name=`) names its run when nothing over it does
  const head = k < lines.count ? JOB_HEAD.exec(lines.at(k)) : null;
  if (head) k = next(k + 1);
  const job: Job = { measures: new Map() };
  if (k >= lines.count || !directions(job, lines.at(k), k + 1)) return undefined;
  for (k++; k < lines.count; k++) {
    if (lines.at(k).trim() === '' && k + 1 < lines.count && continues(lines.at(k + 1))) continue;
    const t = lines.at(k);
    const lat = LATENCY.exec(t);
    if (lat) {
      const per = secondsPer(lat[2]!) ?? 1;
      const avg = finiteNumber((counted(lat[3]!, lat[4]!) ?? NaN) * per);
      const sd = finiteNumber((counted(lat[5]!, lat[6]!) ?? NaN) * per);
      // fio's stdev is the spread of the I/Os' latencies, not of the mean: a measure of its own
      add(job, `${job.current} ${lat[1]} avg`, avg, 's', k + 1);
      add(job, `${job.current} ${lat[1]} stdev`, sd, 's', k + 1);
      continue;
    }
    const cpu = CPU.exec(t);
    if (cpu) {
      add(job, 'cpu usr', finiteNumber(cpu[1]), '%', k + 1);
      add(job, 'cpu sys', finiteNumber(cpu[2]), '%', k + 1);
      continue;
    }
    if (JOB_LINE.test(t) || directions(job, t, k + 1)) continue;
    // the rest of a long line a mail wrapped (`...(4035GiB/90000002msec); 0` / `zone resets`): fio indents its own
    if (!wrappedRest(lines.at(k - 1), t)) break;
  }
  if (!job.measures.size) return undefined;
  const rows = [...job.measures].map(([name, m]) => rowOf(name, m));
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'fio', toolRunName: head?.[1]!.trim() };
};

/** Starts at a job's preamble, its status line, or a direction's `IOPS=..., BW=...`. */
export const fioJobsReader: Reader = {
  name: 'fio jobs',
  shape: startHas(DIGIT),
  start: /^\s*\S+: \(g=\d+\): rw=|: \(groupid=\d+, jobs=\d+\): err=|:\s*IOPS=\d/,
  read: parseFioJobs,
};
