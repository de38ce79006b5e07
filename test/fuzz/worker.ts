/**
 * The fuzzer's child process: runs inputs one after another on a target and reports, for each, the
 * invariant it broke and the code blocks it reached that no input reached before (V8 block coverage of
 * this bundle). Inputs can come in a group whose coverage is taken once, after its last input (a take
 * costs more than most inputs' run): the group's new blocks then come back without counting as seen, and
 * the parent runs the group's inputs again one at a time to find which reached them.
 * The parent kills it past the time limit; --max-old-space-size makes a blow-up an exit, not a swap storm.
 */
import { Session } from 'node:inspector';
import { runTarget, Violation, type Limits, type Target } from './targets';

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
const seen = new Set<string>();
/** Per function (its start offset), the offsets where a block of it was seen not to run. */
const holeStarts = new Map<number, Set<number>>();
const learn = (key: string) => {
  const [fn, at] = key.split(':').map(Number);
  if (at === undefined || fn === undefined) return;
  const known = holeStarts.get(fn) ?? new Set<number>();
  holeStarts.set(fn, known.add(at));
};
/** Blocks ran since the last take (a take resets them), so the take after a run is the next run's reset. */
let dirty = true;
const self = __filename;

/** Blocks of this bundle run since the last call: `fn` for a function, `fn:offset` for a block in it. */
function covered(): string[] {
  const { result } = post<{ result: ScriptCoverage[] }>('Profiler.takePreciseCoverage');
  const out: string[] = [];
  for (const s of result) {
    if (!s.url.endsWith(self) && s.url !== `file://${self}`) continue;
    for (const f of s.functions) {
      const whole = f.ranges[0];
      if (!whole?.count) continue;
      const fn = whole.startOffset;
      out.push(String(fn));
      const holes = f.ranges.filter((r) => r.count === 0);
      for (const h of holes) learn(`${fn}:${h.startOffset}`);
      for (const at of holeStarts.get(fn) ?? [])
        if (!holes.some((h) => h.startOffset <= at && at < h.endOffset)) out.push(`${fn}:${at}`);
    }
  }
  return out;
}

process.on('message', (m: WorkerRequest | WorkerPreload) => {
  if ('preload' in m) {
    for (const b of m.preload) {
      seen.add(b);
      learn(b);
    }
    return;
  }
  if (dirty) covered();
  const t0 = performance.now();
  let violation: WorkerReply['violation'];
  try {
    runTarget(m.target, m.input, m.limits);
  } catch (e) {
    violation =
      e instanceof Violation ? { kind: e.kind, message: e.message } : { kind: 'exception', message: String(e) };
  }
  const ms = performance.now() - t0;
  if (m.group === 'member') {
    dirty = false; // the next input of the group adds to these blocks
    process.send!({ id: m.id, violation, newBlocks: [], ms } satisfies WorkerReply);
    return;
  }
  if (m.group === 'end') {
    dirty = false;
    const fresh = covered().filter((b) => !seen.has(b));
    process.send!({ id: m.id, violation, newBlocks: fresh, ms } satisfies WorkerReply);
    return;
  }
  dirty = !(m.coverage || m.require);
  const blocks = dirty ? [] : covered();
  if (m.require) {
    const have = new Set(blocks);
    process.send!({
      id: m.id,
      violation,
      newBlocks: [],
      has: m.require.every((b) => have.has(b)),
      ms,
    } satisfies WorkerReply);
    return;
  }
  const fresh = blocks.filter((b) => !seen.has(b));
  for (const b of fresh) seen.add(b);
  process.send!({ id: m.id, violation, newBlocks: fresh, ms } satisfies WorkerReply);
});
// Ctrl-C reaches the whole process group: the parent decides when a child stops (it finishes the run)
process.on('SIGINT', () => {});
process.send!({ id: 0, newBlocks: [], ms: 0 } satisfies WorkerReply);
