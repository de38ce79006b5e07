/**
 * The fuzzer's child process: runs one input at a time on a target and reports the invariant it broke
 * and the code blocks it reached that no input reached before (V8 block coverage of this bundle).
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
  require?: string[];
};
/** Sent to a new child after a restart: the blocks reached so far, so they are not new again. */
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
post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
const seen = new Set<string>();
/** Counts ran since the last take: a take costs about 3 ms, so the one after a run is the next run's reset. */
let dirty = true;
const self = __filename;

/** Blocks of this bundle run since the last call (counts reset on every take). */
function covered(): string[] {
  const { result } = post<{ result: ScriptCoverage[] }>('Profiler.takePreciseCoverage');
  const out: string[] = [];
  for (const s of result) {
    if (!s.url.endsWith(self) && s.url !== `file://${self}`) continue;
    for (const f of s.functions) for (const r of f.ranges) if (r.count > 0) out.push(`${r.startOffset}:${r.endOffset}`);
  }
  return out;
}

process.on('message', (m: WorkerRequest | WorkerPreload) => {
  if ('preload' in m) {
    for (const b of m.preload) seen.add(b);
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
process.send!({ id: 0, newBlocks: [], ms: 0 } satisfies WorkerReply);
