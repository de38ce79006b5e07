/**
 * The fuzzer's child process: runs inputs one after another on a target and reports, for each, the
 * invariant it broke and the code blocks it reached that no input reached before (V8 block coverage of
 * this bundle). Inputs can come in a group whose coverage is taken once, after its last input (a take
 * costs more than most inputs' run): the group's new blocks then come back without counting as seen, and
 * the parent runs the group's inputs again one at a time to find which reached them.
 * The parent kills it past the time limit; --max-old-space-size makes a blow-up an exit, not a swap storm.
 */
import { Session } from 'node:inspector';
import { lastMeasurement } from './memory';
import { runRecordTarget } from './recordTarget';
import { runTarget, Violation, type Limits, type Target } from './targets';
import { lastBelow } from '../../src/core/math/bisect';

export type WorkerRequest = {
  id: number;
  target: Target;
  input: string;
  limits: Limits;
  coverage: boolean;
  /**
   * In a group: a `member` is run without a take (its blocks add up with the group's), the `end` is run
   * and then the group's coverage is taken; its new blocks are replied but not marked seen.
   */
  group?: 'member' | 'end';
  require?: string[];
};
/** Blocks to count as seen: sent to a new child after a restart (the blocks reached so far), and after a group's new blocks were found by single runs. */
export type WorkerPreload = { preload: string[] };
export type WorkerReply = {
  id: number;
  violation?: { kind: string; message: string };
  newBlocks: string[];
  has?: boolean;
  ms: number;
  /** Time this request spent taking and reading coverage (ms). */
  takeMs?: number;
  /** The analysis's peak memory growth and its input's size (bytes), when this input was measured. */
  memory?: { inputBytes: number; grownBytes: number };
  /**
   * Blocks this request's takes named (a block gets its name where a run first skips it) that the last
   * group's take ran: the group's new blocks could not hold them.
   */
  unnamed?: number;
};

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}
interface FunctionCoverage {
  functionName: string;
  ranges: Range[];
}
interface ScriptCoverage {
  url: string;
  functions: FunctionCoverage[];
}

const session = new Session();
session.connect();
const post = <T>(method: string, params: object = {}): T => {
  let out: T | undefined;
  let err = null as Error | null; // the callback runs before post returns: not narrowed to null
  session.post(method, params, (e, r) => {
    err = e;
    out = r as T;
  });
  if (err) throw err;
  return out!;
};
post('Profiler.enable');
// Binary block coverage (which blocks ran, not how often): a take costs about 2.5 ms instead of 4 with
// counts. V8 reports a function that ran as its whole range plus the ranges inside it that did not run
// (holes), so a block is named by the function and the offset where it was once seen as a hole: it is
// covered in a run where that offset lies in no hole. (Keys made of ranges with a count, as before, split
// one block differently as its counts changed, and the same code looked new again and again.)
post('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
/** Blocks reported before (or preloaded): functions by their start offset, blocks per function by their offset. */
const seenFns = new Set<number>();
const seenAts = new Map<number, Set<number>>();
/** Per function (its start offset), the offsets where a block of it was seen not to run, ascending. */
const holeStarts = new Map<number, number[]>();
/**
 * The last group's take: per function it ran, the function's holes as disjoint intervals (starts, ends).
 * A block the group ran before it had a name (a block is named where a run first skips it) is not among
 * the group's new blocks even when one of its inputs reached it first.
 */
let groupTake: Map<number, [number[], number[]]> | undefined;
const ranInGroup = (fn: number, at: number): boolean => {
  const g = groupTake?.get(fn);
  if (!g) return false;
  const [starts, ends] = g;
  for (let i = 0; i < starts.length; i++) if (starts[i]! <= at && at < ends[i]!) return false;
  return true;
};
/** Blocks named since the last reply that the last group's take ran (without a name). */
let unnamed = 0;
const learn = (fn: number, at: number): void => {
  let known = holeStarts.get(fn);
  if (!known) holeStarts.set(fn, (known = []));
  // where `at` stands in the sorted starts: after the last below it
  const lo = lastBelow(known, at) + 1;
  if (known[lo] === at) return;
  known.splice(lo, 0, at);
  if (ranInGroup(fn, at)) unnamed++;
};
/** A block key (`fn` or `fn:offset`) counts as seen; a block's offset is a known hole start from now on. */
const markSeen = (key: string): void => {
  const colon = key.indexOf(':');
  if (colon < 0) {
    seenFns.add(Number(key));
    return;
  }
  const fn = Number(key.slice(0, colon));
  const at = Number(key.slice(colon + 1));
  let ats = seenAts.get(fn);
  if (!ats) seenAts.set(fn, (ats = new Set()));
  ats.add(at);
  learn(fn, at);
};
/** Blocks ran since the last take (a take resets them), so the take after a run is the next run's reset. */
let dirty = true;
const self = __filename;
/** Time spent taking and reading coverage since the last reply (ms). */
let takeMs = 0;

/**
 * Blocks of this bundle run since the last take: `fn` for a function, `fn:offset` for a block in it; with
 * `onlyNew`, only those not seen before (the others are not named at all). `ran` gets the holes of every
 * function that ran.
 */
function covered(onlyNew: boolean, ran?: Map<number, [number[], number[]]>): string[] {
  const t0 = performance.now();
  const { result } = post<{ result: ScriptCoverage[] }>('Profiler.takePreciseCoverage');
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (const s of result) {
    if (!s.url.endsWith(self) && s.url !== `file://${self}`) continue;
    for (const f of s.functions) {
      const ranges = f.ranges;
      const whole = ranges[0];
      if (!whole?.count) continue;
      const fn = whole.startOffset;
      if (!onlyNew || !seenFns.has(fn)) out.push(String(fn));
      // the holes (ranges that did not run) as disjoint intervals, ascending; each hole's start is a block
      let holes = ranges.filter((r) => r.count === 0);
      if (!holes.length && !holeStarts.has(fn)) {
        ran?.set(fn, [[], []]);
        continue;
      }
      for (let i = 1; i < holes.length; i++)
        if (holes[i]!.startOffset < holes[i - 1]!.startOffset) {
          holes = holes.sort((a, b) => a.startOffset - b.startOffset);
          break;
        }
      starts.length = 0;
      ends.length = 0;
      for (const h of holes) {
        learn(fn, h.startOffset);
        const last = ends.length - 1;
        if (last >= 0 && h.startOffset <= ends[last]!) ends[last] = Math.max(ends[last]!, h.endOffset);
        else {
          starts.push(h.startOffset);
          ends.push(h.endOffset);
        }
      }
      ran?.set(fn, [starts.slice(), ends.slice()]);
      // a known block ran when its offset lies in no hole (both lists ascending: one sweep)
      const seenHere = onlyNew ? seenAts.get(fn) : undefined;
      let j = 0;
      for (const at of holeStarts.get(fn)!) {
        while (j < ends.length && ends[j]! <= at) j++;
        if (j < ends.length && starts[j]! <= at) continue;
        if (!seenHere?.has(at)) out.push(`${fn}:${at}`);
      }
    }
  }
  takeMs += performance.now() - t0;
  return out;
}

/** One message: blocks to preload, or an input to run (a `record` input awaits its command). */
async function handle(m: WorkerRequest | WorkerPreload): Promise<void> {
  if ('preload' in m) {
    for (const b of m.preload) markSeen(b);
    return;
  }
  takeMs = 0;
  unnamed = 0;
  if (m.group) groupTake = undefined;
  if (dirty) covered(true);
  const t0 = performance.now();
  let violation: WorkerReply['violation'];
  try {
    if (m.target === 'record') await runRecordTarget(m.input);
    else runTarget(m.target, m.input, m.limits);
  } catch (e) {
    violation =
      e instanceof Violation ? { kind: e.kind, message: e.message } : { kind: 'exception', message: String(e) };
  }
  const ms = performance.now() - t0;
  const memory = m.target === 'analysis' ? lastMeasurement : undefined;
  if (m.group === 'member') {
    dirty = false; // the next input of the group adds to these blocks
    process.send!({ id: m.id, violation, newBlocks: [], ms, takeMs, unnamed, memory } satisfies WorkerReply);
    return;
  }
  if (m.group === 'end') {
    dirty = false;
    const ran = new Map<number, [number[], number[]]>();
    const fresh = covered(true, ran);
    groupTake = ran;
    process.send!({ id: m.id, violation, newBlocks: fresh, ms, takeMs, unnamed, memory } satisfies WorkerReply);
    return;
  }
  dirty = !(m.coverage || m.require);
  if (m.require) {
    const have = new Set(covered(false));
    process.send!({
      id: m.id,
      violation,
      newBlocks: [],
      has: m.require.every((b) => have.has(b)),
      ms,
      takeMs,
      unnamed,
      memory,
    } satisfies WorkerReply);
    return;
  }
  const fresh = dirty ? [] : covered(true);
  for (const b of fresh) markSeen(b);
  process.send!({ id: m.id, violation, newBlocks: fresh, ms, takeMs, unnamed, memory } satisfies WorkerReply);
}
/** Messages are handled one after another: the parent sends several inputs at a time, and a record input awaits. */
let queue = Promise.resolve();
process.on('message', (m: WorkerRequest | WorkerPreload) => {
  queue = queue
    .then(() => handle(m))
    .catch((e: unknown) => {
      // the child's own failure, not an input's: end as an uncaught exception would (the parent reports it)
      process.stderr.write(`${(e as Error)?.stack ?? String(e)}\n`);
      process.exit(70);
    });
});
// A profiled child (FUZZ_WORKER_FLAGS=--cpu-prof) writes its profile when the parent stops it
if (process.execArgv.some((a) => a.startsWith('--cpu-prof'))) process.on('SIGTERM', () => process.exit(0));
// Ctrl-C reaches the whole process group: the parent decides when a child stops (it finishes the run)
process.on('SIGINT', () => {});
// a record input sends SIGINT, SIGTERM or SIGHUP to this process while the recorder's handlers are in place;
// a hangup is never the end of a child (the parent stops it with SIGTERM)
process.on('SIGHUP', () => {});
process.send!({ id: 0, newBlocks: [], ms: 0 } satisfies WorkerReply);
