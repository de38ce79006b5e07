/**
 * The `record` fuzz target: `tierscope record` run in this process (its own entry, recordCommand) on the spec's
 * command, with a `--proc-root` tree of odd files, signals sent to the recorder and files changed while it
 * runs. The invariant: whatever the files and however the command ends, a run file is written, it is the
 * finished run (not the partial one the recorder streams), it says the exit status the recorder returned, it
 * reads back with each run as a config of its label, and every recording ends within its bound.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordCommand } from '../../src/cli/record';
import { defaultLabel } from '../../src/cli/record/format';
import { analyze } from '../../src/core/analyze';
import { commandArgv, parseSpec, RECORD_DIR_PREFIX, recordBoundMs, type RecordSpec } from './recordSpec';
import { buildTree, childPids, makeFile, makeProcess } from './recordTree';
import { asViolation, Violation, type ViolationKind } from './violation';

/** What one input's recordings left, for the invariant. */
export interface RecordedRuns {
  /** The label each run should read back as (the second of a label is `L #2`). */
  labels: string[];
  /** What recordCommand returned for each run (the exit status the CLI would exit with). */
  codes: number[];
  elapsedMs: number[];
  boundMs: number;
  /** The run file's text; undefined when there is no file. */
  text?: string;
  /** The config labels the analysis of the file found. */
  configs?: string[];
}

/** The partial run's description (src/cli/record/format.ts), which the finished run replaces. */
const PARTIAL = 'run not finished: the recorder ended before the command';

/** The invariant of one input's recordings: the broken part, in words, or undefined. */
export function recordViolation(r: RecordedRuns): { kind: ViolationKind; message: string } | undefined {
  if (r.text === undefined)
    return { kind: 'record-lost', message: `no run file written (recorder returned ${r.codes.join(', ')})` };
  const lines = r.text.split('\n');
  for (let k = 0; k < r.labels.length; k++) {
    const label = r.labels[k]!;
    const at = lines.indexOf(`==> ${label} <==`);
    if (at < 0)
      return {
        kind: 'record-lost',
        message: `run ${k + 1} (${JSON.stringify(label)}) is not in the file (recorder returned ${r.codes[k]})`,
      };
    const said = lines[at + 1] ?? '';
    if (!said.startsWith(`${label}: `) || said.includes(PARTIAL))
      return {
        kind: 'record-partial',
        message: `run ${k + 1} is the partial run, not the finished one: ${JSON.stringify(said.slice(0, 200))}`,
      };
    // after the label (which may say anything), the status just before the wall time
    const status = /exit status (\d+)(?: \(interrupted by \w+\))?; wall time /.exec(said.slice(label.length + 2))?.[1];
    if (Number(status) !== r.codes[k])
      return {
        kind: 'record-status',
        message: `run ${k + 1} says exit status ${status ?? '(none)'}, the recorder returned ${r.codes[k]}: ${JSON.stringify(said.slice(0, 200))}`,
      };
    if (r.configs && !r.configs.includes(label))
      return {
        kind: 'record-unread',
        message: `run ${k + 1} (${JSON.stringify(label)}) does not read back as a config: ${JSON.stringify(r.configs.slice(0, 5))}`,
      };
    if (r.elapsedMs[k]! > r.boundMs)
      return {
        kind: 'over-budget',
        message: `run ${k + 1} took ${Math.round(r.elapsedMs[k]!)} ms, bound ${r.boundMs} ms`,
      };
  }
  return undefined;
}

/** The label recordCommand gives a run (--label with its white space folded, else the command's own). */
export function runLabel(spec: RecordSpec): { option?: string; label: string } {
  const option = spec.label?.replace(/\s+/g, ' ').trim() || undefined;
  return { option, label: option ?? defaultLabel(commandArgv(spec)) };
}

/**
 * What happens while a run goes on: the spec's timed files, its signals to the recorder (this process), and
 * the command's /proc entry once it runs. Errors of the fuzzer's own file work are kept, not thrown in a timer.
 */
function during(root: string, spec: RecordSpec, errors: unknown[]): () => void {
  const timers: NodeJS.Timeout[] = [];
  const later = (ms: number, f: () => void) =>
    timers.push(
      setTimeout(() => {
        try {
          f();
        } catch (e) {
          errors.push(e);
        }
      }, ms),
    );
  for (const t of spec.timed) later(t.atS * 1000, () => makeFile(root, t.op));
  for (const s of spec.signals) later(s.atS * 1000, () => process.kill(process.pid, s.sig));
  const proc = spec.pid;
  if (proc) {
    const known = new Set(childPids());
    const look = (tries: number) =>
      later(10, () => {
        const pid = childPids().find((p) => !known.has(p));
        if (pid !== undefined) makeProcess(root, pid, proc);
        else if (tries < 100) look(tries + 1);
      });
    look(0);
  }
  // cleared as soon as the recorder returns, while its signal handlers are still the last ones installed
  return () => timers.forEach(clearTimeout);
}

/** Record the spec's runs into a fresh directory, read the file back and check it; the directory is removed. */
async function recordRuns(spec: RecordSpec): Promise<RecordedRuns> {
  const dir = mkdtempSync(join(tmpdir(), `${RECORD_DIR_PREFIX}${process.pid}-`));
  const root = join(dir, 'root');
  const out = join(dir, 'run.tierlog');
  try {
    buildTree(root, spec);
    const { option, label } = runLabel(spec);
    const runs: RecordedRuns = { labels: [], codes: [], elapsedMs: [], boundMs: recordBoundMs(spec) };
    const errors: unknown[] = [];
    for (let k = 0; k < (spec.again ? 2 : 1); k++) {
      runs.labels.push(k ? `${label} #2` : label);
      const args = [
        ...(option ? [`--label=${option}`] : []),
        `--out=${out}`,
        `--proc-root=${root}`,
        ...(spec.intervalS ? [`--interval=${spec.intervalS}`] : []),
        ...(spec.graceS ? [`--grace=${spec.graceS}`] : []),
        ...(k ? ['--append'] : []),
        '--',
        ...commandArgv(spec),
      ];
      const stop = during(root, spec, errors);
      const t0 = performance.now();
      try {
        runs.codes.push(await recordCommand(args));
      } finally {
        stop();
      }
      runs.elapsedMs.push(performance.now() - t0);
      if (errors.length) throw errors[0];
    }
    if (existsSync(out)) {
      runs.text = readFileSync(out, 'utf8');
      runs.configs = analyze(runs.text).configs.map((c) => c.label);
      // FUZZ_RECORD_KEEP=DIR: the run file of an input that breaks the invariant is kept there, to read
      const keep = process.env.FUZZ_RECORD_KEEP;
      if (keep && recordViolation(runs)) copyFileSync(out, join(keep, `${process.pid}-${Date.now()}.tierlog`));
    }
    return runs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Run one `record` input; throws a Violation (an unexpected exception becomes one). */
export async function runRecordTarget(input: string): Promise<void> {
  let broken: ReturnType<typeof recordViolation>;
  try {
    broken = recordViolation(await recordRuns(parseSpec(input)));
  } catch (e) {
    throw asViolation(e);
  }
  if (broken) throw new Violation(broken.kind, broken.message);
}
