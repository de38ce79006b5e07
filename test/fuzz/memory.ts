/**
 * Peak memory of an analysis against the size of its input (issue 35: within 3x the input + 200 MB, whatever
 * its shape). Measured cheaply, on a sample: every input of 64 KB or more and one in 16 of the others (by
 * length, so a run again measures the same inputs). A measurement is a full garbage collection, the resident
 * size as the baseline, the kernel's peak (VmHWM) reset to it by writing 5 to /proc/self/clear_refs, the run,
 * and the peak read back: the growth is what the analysis and its outputs took at their height. Where that
 * cannot be done (not Linux, no clear_refs) nothing is measured, and the fuzzer's summary says how many were.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Violation } from './violation';

const MB = 2 ** 20;
/** The bound's constant part: the runtime's own growth (a collection's headroom, code compiled for a new shape). */
export const MEMORY_SLACK_BYTES = 200 * MB;
/** Inputs at least this long are always measured. */
export const MEASURE_ALWAYS_CHARS = 64 * 1024;

/** The most a run on an input of this many bytes may grow the resident memory by. */
export const memoryBound = (inputBytes: number) => 3 * inputBytes + MEMORY_SLACK_BYTES;

/** Whether an input of this many characters is measured. */
export const measured = (chars: number) => chars >= MEASURE_ALWAYS_CHARS || chars % 16 === 7;

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** What breaks the bound, in words; undefined within it. */
export function memoryViolation(inputBytes: number, baselineBytes: number, peakBytes: number): string | undefined {
  const grown = peakBytes - baselineBytes;
  const bound = memoryBound(inputBytes);
  if (grown <= bound) return undefined;
  return `peak resident memory grew by ${mb(grown)} MB (from ${mb(baselineBytes)} MB) on an input of ${mb(inputBytes)} MB; the bound is 3x the input + 200 MB = ${mb(bound)} MB`;
}

let gc: (() => void) | undefined | null = null;
/** The runtime's full collection, exposed once (undefined where the flag cannot be set). */
function collector(): (() => void) | undefined {
  if (gc === null)
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      gc = undefined;
    }
  return gc;
}

/** A field of /proc/self/status in bytes (VmRSS now, VmHWM the peak). */
function status(field: 'VmRSS' | 'VmHWM'): number | undefined {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : undefined;
}

export interface MemoryProbe {
  inputBytes: number;
  baselineBytes: number;
}

/** The last measurement (the fuzzer's child reports it): the input's size and the growth, in bytes. */
export let lastMeasurement: { inputBytes: number; grownBytes: number } | undefined;

/** Start measuring a run on `text`, when it is one of the sample and the machine allows it. */
export function startProbe(text: string): MemoryProbe | undefined {
  lastMeasurement = undefined;
  if (!measured(text.length)) return undefined;
  const collect = collector();
  if (!collect) return undefined;
  try {
    collect();
    writeFileSync('/proc/self/clear_refs', '5');
    const baselineBytes = status('VmRSS');
    return baselineBytes === undefined ? undefined : { inputBytes: Buffer.byteLength(text), baselineBytes };
  } catch {
    return undefined;
  }
}

/** The peak since the probe started, against the bound: a Violation past it. */
export function endProbe(p: MemoryProbe): void {
  const peak = status('VmHWM');
  if (peak === undefined) return;
  lastMeasurement = { inputBytes: p.inputBytes, grownBytes: Math.max(0, peak - p.baselineBytes) };
  const broken = memoryViolation(p.inputBytes, p.baselineBytes, peak);
  if (broken) throw new Violation('memory', broken);
}
