/**
 * `npm run fuzz -- --minutes N`: coverage-guided fuzzing of the analysis core, the simulator, the
 * calibration and `tierscope record`. Inputs are mutated from the corpus in test/fuzz/corpus (seeded from
 * test/fixtures, examples, test/wild, files of other kinds, the simulator presets and the record specs);
 * each runs in a child process under a time limit and a heap limit, so a hang or a blow-up is a reported
 * failure. Inputs that reach new code join the corpus (minimized); failures are minimized and written to
 * test/fuzz/failures.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusInputs, EXT, seedInputs } from '../test/fuzz/corpus';
import { sizeSeeds } from '../test/fuzz/kinds';
import { memoryBound } from '../test/fuzz/memory';
import { mutateSim, mutateText, Rng } from '../test/fuzz/mutate';
import { mutateRecord } from '../test/fuzz/recordMutate';
import { parseSpec, RECORD_DIR_PREFIX, recordBoundMs } from '../test/fuzz/recordSpec';
import { DEFAULT_LIMITS, TARGETS, type Target } from '../test/fuzz/targets';
import type { WorkerPreload, WorkerReply, WorkerRequest } from '../test/fuzz/worker';

const ROOT = join(__dirname, '..');
const CORPUS = join(ROOT, 'test/fuzz/corpus');
const FAILURES = join(ROOT, 'test/fuzz/failures');
/** Shares of the inputs; a recording takes a second or two, a hundred analyses' time: 1% of the inputs is about a third of the time. */
const WEIGHT: Record<Target, number> = { analysis: 0.78, sim: 0.2, calibrate: 0.02, record: 0.01 };
const HEAP_MB = 1024;
const MAX_ENTRY = 64 * 1024;
/** Inputs that share one coverage take, at most (a take costs about as much as a small input's run). */
const MAX_GROUP = 32;
const INITIAL_GROUP = 16;

interface Options {
  minutes: number;
  inputs: number;
  seed: number;
  /** Child processes run side by side (one run, one corpus, one coverage map). */
  jobs: number;
  targets: Target[];
  save: boolean;
}

const FUZZ_USAGE = `usage: node dist/fuzz.js [--minutes N] [--inputs N] [--seed N] [--jobs N] [--targets analysis,sim,calibrate,record] [--no-save]

Mutates the corpus (test/fuzz/corpus/<target>/) and runs each input in a child process with a time limit
and a 1 GB heap, checking the invariants of docs/robustness.md; new coverage joins the corpus, failures
are minimized into test/fuzz/failures/. The record target runs \`tierscope record\` on short commands with
--proc-root trees of odd files (in the system's temporary directory, removed after each input).
Defaults: 1 minute, 1 job, every target.`;

/** A bad command line: one line and the usage, no stack trace. */
function usageError(msg: string): never {
  process.stderr.write(`fuzz: ${msg}\n${FUZZ_USAGE}\n`);
  process.exit(2);
}

function options(argv: string[]): Options {
  const o: Options = {
    minutes: 1,
    inputs: Infinity,
    seed: Date.now() % 2 ** 31,
    jobs: 1,
    targets: [...TARGETS],
    save: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = () => argv[++i] ?? '';
    if (a === '--minutes') o.minutes = Number(v());
    else if (a === '--inputs') o.inputs = Number(v());
    else if (a === '--seed') o.seed = Number(v());
    else if (a === '--jobs') o.jobs = Math.max(1, Math.min(16, Math.floor(Number(v())) || 1));
    else if (a === '--targets') o.targets = v().split(',') as Target[];
    else if (a === '--no-save') o.save = false;
    else if (a === '--help' || a === '-h') {
      process.stdout.write(`${FUZZ_USAGE}\n`);
      process.exit(0);
    } else usageError(`unknown option ${a}`);
  }
  if (!(o.minutes > 0) || o.targets.some((t) => !TARGETS.includes(t)))
    usageError('--minutes needs a positive number; targets: ' + TARGETS.join(', '));
  return o;
}

const hash = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 12);
/**
 * An analysis gets 10 s and 5 s per MB of input (every output, hovers and coverage counters included): a hang,
 * not a slow read, is what it catches. A recording, three times its own bound and a minute to read its file
 * back, in wall time (it waits for its command, using little CPU).
 */
const limitMs = (t: Target, input: string) =>
  t === 'analysis'
    ? 10_000 + Math.round((input.length / 1e6) * 5_000)
    : t === 'sim'
      ? DEFAULT_LIMITS.simBudgetMs + DEFAULT_LIMITS.slackMs + 6_000
      : t === 'calibrate'
        ? DEFAULT_LIMITS.calibrateBudgetMs + DEFAULT_LIMITS.slackMs + 10_000
        : 3 * recordBoundMs(parseSpec(input)) + 60_000;
/** Targets whose limit is wall time, not CPU time. */
const WALL_TIMED: readonly Target[] = ['record'];

/** Wall time a starved child may take, in multiples of its limit, before it counts as hung anyway. */
const STARVED_WALL = 10;
const CLOCK_TICKS = 100; // USER_HZ: /proc reports CPU time in these on every Linux architecture Node runs on

/** CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat; undefined where there is no /proc. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3 (state) on
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime
  } catch {
    return undefined;
  }
}

/** The temporary directories a killed child's record input left (its tree and run file). */
function removeRecordDirs(pid: number | undefined): void {
  const prefix = `${RECORD_DIR_PREFIX}${pid}-`;
  for (const d of readdirSync(tmpdir()))
    if (d.startsWith(prefix)) rmSync(join(tmpdir(), d), { recursive: true, force: true });
}

interface Failure {
  target: Target;
  kind: string;
  message: string;
  input: string;
}

type Result = WorkerReply | { dead: string };
interface Job {
  target: Target;
  input: string;
  extra?: Partial<WorkerRequest>;
}

/**
 * One child process, restarted after a hang or a crash. Inputs are sent to it several at a time and it
 * runs them back to back (no round trip to the parent between them); its replies come in order, and the
 * oldest unanswered input is the one running, the one the time limit watches.
 */
class Runner {
  private child!: ChildProcess;
  private nextId = 1;
  private stderr = '';
  /** Sent and not answered yet, oldest first. */
  private queue: { id: number; limit: number; wall: boolean; resolve: (r: Result | undefined) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private ready!: Promise<void>;
  /** CPU time (ms) of the children this runner ended. */
  private cpuEnded = 0;
  /** Time the children spent taking and reading coverage (ms), as they reported it. */
  takeMs = 0;
  /** @param blocks every block any child reached (shared by the parallel runners), handed to a restarted child */
  constructor(
    private readonly file: string,
    private readonly blocks: Set<string>,
  ) {
    this.spawn();
  }
  private spawn(): void {
    this.stderr = '';
    this.child = fork(this.file, [], {
      // FUZZ_WORKER_FLAGS: more node flags for the children (`--cpu-prof --cpu-prof-dir=DIR` to profile one)
      execArgv: [
        `--max-old-space-size=${HEAP_MB}`,
        ...(process.env.FUZZ_WORKER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      ],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.child.stderr!.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-2000)));
    this.ready = new Promise((r) =>
      this.child.once('message', () => {
        if (this.blocks.size) this.child.send({ preload: [...this.blocks] } satisfies WorkerPreload);
        r();
      }),
    );
    this.child.on('message', (m: WorkerReply) => {
      const head = this.queue[0];
      if (!head || m.id !== head.id) return;
      this.takeMs += m.takeMs ?? 0;
      this.queue.shift();
      this.watch();
      head.resolve(m);
    });
    this.child.on('exit', (code, signal) => {
      if (!this.queue.length) return;
      const oom = /heap out of memory|Allocation failed/i.test(this.stderr);
      this.fail(
        oom
          ? `out of memory (heap limit ${HEAP_MB} MB)`
          : `child exited (code ${code}, signal ${signal}): ${this.stderr.trim().split('\n').slice(-3).join(' | ')}`,
      );
    });
  }
  /** The oldest unanswered input failed: it gets `dead`, the ones queued behind it did not run; a new child. */
  private fail(dead: string): void {
    clearTimeout(this.timer);
    const [head, ...rest] = this.queue;
    this.queue = [];
    this.child.removeAllListeners('exit');
    this.child.removeAllListeners('message');
    this.cpuEnded += cpuMs(this.child.pid) ?? 0;
    this.child.kill('SIGKILL');
    removeRecordDirs(this.child.pid);
    this.spawn();
    head?.resolve({ dead });
    for (const q of rest) q.resolve(undefined);
  }
  /**
   * Time limit of the oldest unanswered input, from now. A hang is a child that used the limit in CPU
   * time. One that other work on the machine starved is waited for (up to STARVED_WALL times the limit in
   * wall time): on the loaded 2-core machine, wall time alone called a 1.5 s analysis a 10 s hang.
   */
  private watch(): void {
    clearTimeout(this.timer);
    const head = this.queue[0];
    if (!head) return;
    const { limit, wall } = head;
    const pid = this.child.pid;
    const cpuAtStart = wall ? undefined : cpuMs(pid);
    const wait = (ms: number, waited: number) =>
      (this.timer = setTimeout(() => {
        if (this.queue[0] !== head) return;
        const used = cpuAtStart === undefined ? undefined : (cpuMs(pid) ?? Infinity) - cpuAtStart;
        const total = waited + ms;
        if (used !== undefined && used < limit && total < limit * STARVED_WALL)
          wait(Math.max(100, limit - used), total);
        else this.fail(`no result within ${limit / 1000} s of ${wall ? 'wall' : 'CPU'} time (a hang)`);
      }, ms));
    wait(limit, 0);
  }
  /**
   * Run inputs back to back. Each gets its result, or undefined when an earlier one of the same call
   * killed the child first (it did not run). New blocks of a single run are filtered against the run's
   * blocks and marked reached; a group's end reply keeps all the blocks new to this child.
   */
  async runMany(jobs: Job[]): Promise<(Result | undefined)[]> {
    await this.ready;
    const results = jobs.map(
      (j) =>
        new Promise<Result | undefined>((resolve) => {
          const id = this.nextId++;
          this.queue.push({ id, limit: limitMs(j.target, j.input), wall: WALL_TIMED.includes(j.target), resolve });
          this.child.send({
            id,
            target: j.target,
            input: j.input,
            limits: DEFAULT_LIMITS,
            coverage: true,
            ...j.extra,
          } satisfies WorkerRequest);
        }),
    );
    if (this.queue.length === jobs.length) this.watch();
    const out = await Promise.all(results);
    for (let i = 0; i < out.length; i++) {
      const r = out[i];
      if (!r || 'dead' in r || jobs[i]!.extra?.group) continue;
      // new to this child, maybe not to the run
      r.newBlocks = r.newBlocks.filter((b) => !this.blocks.has(b));
      for (const b of r.newBlocks) this.blocks.add(b);
    }
    return out;
  }
  async run(target: Target, input: string, extra: Partial<WorkerRequest> = {}): Promise<Result> {
    const [r] = await this.runMany([{ target, input, extra }]);
    return r!;
  }
  /** Blocks this child should not report again (reached by another child, or by no single input of a group). */
  markSeen(blocks: string[]): void {
    if (blocks.length) this.child.send({ preload: blocks } satisfies WorkerPreload);
  }
  /** CPU time (ms) this runner's children used so far. */
  cpu(): number {
    return this.cpuEnded + (cpuMs(this.child.pid) ?? 0);
  }
  stop(): void {
    this.cpuEnded += cpuMs(this.child.pid) ?? 0;
    this.child.removeAllListeners('exit');
    this.child.kill();
  }
}

const failureOf = (target: Target, input: string, r: Result): Failure | undefined =>
  'dead' in r
    ? {
        target,
        kind: /memory/.test(r.dead) ? 'out-of-memory' : /hang/.test(r.dead) ? 'hang' : 'crash',
        message: r.dead,
        input,
      }
    : r.violation
      ? { target, kind: r.violation.kind, message: r.violation.message, input }
      : undefined;

/** The same failure: kind and first line with numbers blurred. */
const signature = (f: Failure) =>
  `${f.target}/${f.kind}/${f.message.split('\n')[0]!.replace(/\d+/g, 'N').slice(0, 160)}`;

/** Delta debugging by lines, then by characters, while `keeps` holds; bounded in attempts. */
async function minimize(input: string, keeps: (s: string) => Promise<boolean>, attempts = 200): Promise<string> {
  let cur = input;
  for (const unit of ['\n', '']) {
    let parts = unit ? cur.split('\n') : [...cur];
    if (!unit && parts.length > 4000) break;
    let chunk = Math.max(1, Math.floor(parts.length / 2));
    while (chunk >= 1 && attempts > 0) {
      let changed = false;
      for (let i = 0; i < parts.length && attempts > 0;) {
        const next = [...parts.slice(0, i), ...parts.slice(i + chunk)];
        attempts--;
        if (next.length && (await keeps(next.join(unit)))) {
          parts = next;
          changed = true;
        } else i += chunk;
      }
      if (!changed) chunk = Math.floor(chunk / 2);
    }
    cur = parts.join(unit);
  }
  return cur;
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const rng = new Rng(o.seed);
  const reached = new Set<string>();
  const runners = Array.from({ length: o.jobs }, () => new Runner(join(__dirname, 'fuzz-worker.js'), reached));
  const runner = runners[0]!;
  const seeds = seedInputs(ROOT);
  const kept = corpusInputs(ROOT);
  const pool = {} as Record<Target, string[]>;
  const fresh: { target: Target; input: string; blocks: string[] }[] = [];
  const failures = new Map<string, Failure>();
  const counts = { analysis: 0, sim: 0, calibrate: 0, record: 0 } as Record<Target, number>;
  const busyMs = { analysis: 0, sim: 0, calibrate: 0, record: 0 } as Record<Target, number>;
  /** Analyses whose peak memory was measured, and the largest growth against its bound (test/fuzz/memory.ts). */
  const memory = { measured: 0, largestGrowthMB: 0, ofInputKB: 0, highestShareOfBound: 0 };
  const noteMemory = (r: Result | undefined) => {
    const m = r && !('dead' in r) ? r.memory : undefined;
    if (!m) return;
    memory.measured++;
    const share = m.grownBytes / memoryBound(m.inputBytes);
    if (m.grownBytes / 2 ** 20 > memory.largestGrowthMB) {
      memory.largestGrowthMB = Number((m.grownBytes / 2 ** 20).toFixed(1));
      memory.ofInputKB = Math.round(m.inputBytes / 1024);
    }
    memory.highestShareOfBound = Math.max(memory.highestShareOfBound, Number(share.toFixed(3)));
  };
  let blocks = 0;
  const record = (f: Failure | undefined) => {
    if (!f || failures.has(signature(f))) return;
    failures.set(signature(f), f);
    mkdirSync(FAILURES, { recursive: true });
    writeFileSync(join(FAILURES, `raw-${f.target}-${f.kind}-${hash(f.input)}.${EXT[f.target]}`), f.input);
    process.stdout.write(`\nFAILURE ${f.target} ${f.kind}: ${f.message.split('\n')[0]}\n`);
  };
  /** Run inputs as groups of `jobs.length` (one coverage take after the last); the group's blocks new to this child. */
  const runGroup = async (runner: Runner, jobs: Job[]) => {
    const n = jobs.length;
    const results = await runner.runMany(
      jobs.map((j, i) => ({ ...j, extra: n > 1 ? { group: i === n - 1 ? 'end' : 'member' } : {} })),
    );
    const last = results[n - 1];
    return { results, groupNew: n > 1 && last && !('dead' in last) ? last.newBlocks : [] };
  };
  const cpuNow = () => {
    const u = process.cpuUsage();
    return { parent: (u.user + u.system) / 1000, children: runners.reduce((s, r) => s + r.cpu(), 0) };
  };
  // the corpus and the seeds once, for the coverage to start from (in groups, on every runner)
  const initial: Job[] = [];
  for (const t of o.targets) {
    pool[t] = [...new Set([...kept[t], ...seeds[t]])];
    for (const input of pool[t]) initial.push({ target: t, input });
  }
  // large tables: once, for their time and peak memory, not into the pool
  if (o.targets.includes('analysis')) for (const input of sizeSeeds()) initial.push({ target: 'analysis', input });
  await Promise.all(
    runners.map(async (r, k) => {
      const mine = initial.filter((_, i) => i % runners.length === k);
      for (let i = 0; i < mine.length; i += INITIAL_GROUP) {
        const jobs = mine.slice(i, i + INITIAL_GROUP);
        const { results, groupNew } = await runGroup(r, jobs);
        for (let j = 0; j < jobs.length; j++) {
          const { target: t, input } = jobs[j]!;
          // not run (an earlier input of the group killed the child): alone, then
          const res = results[j] ?? (await r.run(t, input));
          counts[t]++;
          noteMemory(res);
          record(failureOf(t, input, res));
          if (!results[j] && !('dead' in res)) blocks += res.newBlocks.length;
        }
        const unseen = groupNew.filter((b) => !reached.has(b));
        for (const b of unseen) reached.add(b);
        blocks += unseen.length;
        r.markSeen(groupNew);
      }
    }),
  );
  let unconfirmed = 0;
  /** Inputs run again to find which of a group reached new code. */
  let reruns = 0;
  let rerunMs = 0;
  /**
   * A time or memory failure (a hang, a run over its budget, a peak past its bound) counts when a second run,
   * without coverage counters, fails the same way: on a loaded machine the first can be the machine's
   * slowness, not the input's, and a peak can hold garbage of the inputs before it.
   */
  const confirmed = async (
    runner: Runner,
    t: Target,
    input: string,
    f: Failure | undefined,
  ): Promise<Failure | undefined> => {
    if (!f || (f.kind !== 'hang' && f.kind !== 'over-budget' && f.kind !== 'memory')) return f;
    const again = failureOf(t, input, await runner.run(t, input, { coverage: false }));
    if (again?.kind === f.kind) return f;
    unconfirmed++;
    return undefined;
  };
  /** An input that reached new blocks joins the pool and, when small enough, the corpus. */
  const keep = (t: Target, input: string, r: Result): boolean => {
    if ('dead' in r || r.violation || !r.newBlocks.length) return false;
    blocks += r.newBlocks.length;
    if (input.length <= MAX_ENTRY) {
      pool[t].push(input);
      fresh.push({ target: t, input, blocks: r.newBlocks });
    }
    return true;
  };
  /**
   * A group reached blocks no input had: its inputs run again one at a time (not counted twice), each with
   * its own take, quickest first, until every new block is found. Blocks none of them reaches alone are not
   * reported again by this child.
   */
  const attribute = async (runner: Runner, jobs: Job[], results: (Result | undefined)[], groupNew: string[]) => {
    let found = false;
    // the group's new blocks that no input is known to reach yet: once every one is found, the inputs
    // left cannot reach a block the group did not (its take holds the blocks of all of them), as long as
    // no run named a block the group ran before it had a name (then every input runs again)
    const unexplained = new Set(groupNew.filter((b) => !reached.has(b)));
    let exact = true;
    // the quickest first (one calibration can take as long as a hundred analyses): the slow ones are
    // often not needed again
    const order = jobs
      .map((_, i) => i)
      .filter((i) => {
        const first = results[i];
        return first && !('dead' in first) && !first.violation;
      })
      .sort((a, b) => (results[a] as WorkerReply).ms - (results[b] as WorkerReply).ms);
    for (const i of order) {
      if (exact && !unexplained.size) break;
      const { target: t, input } = jobs[i]!;
      reruns++;
      const r = await runner.run(t, input);
      if (!('dead' in r)) rerunMs += r.ms;
      if ('dead' in r || r.unnamed !== 0) exact = false;
      record(await confirmed(runner, t, input, failureOf(t, input, r)));
      if (keep(t, input, r)) found = true;
      for (const b of unexplained) if (reached.has(b)) unexplained.delete(b);
    }
    runner.markSeen(groupNew);
    return found;
  };
  const takeMs = () => runners.reduce((s, r) => s + r.takeMs, 0);
  const start = Date.now();
  const cpuAtStart = cpuNow();
  const takeAtStart = takeMs();
  const rerunsAtStart = reruns;
  const rerunMsAtStart = rerunMs;
  let end = start + o.minutes * 60_000;
  // Ctrl-C or a kill ends the run as its time limit would: the summary and the minimizations still come
  // (a second one stops at once)
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      if (end === 0) process.exit(130);
      end = 0;
      process.stdout.write(`\n${sig}: stopping after the inputs running now (again to stop at once)\n`);
    });
  let inputs = 0;
  /** Inputs handed to a lane, not all run yet: no lane goes past --inputs. */
  let claimed = 0;
  let lastReport = start;
  const targets = o.targets;
  const totalWeight = targets.reduce((s, t) => s + WEIGHT[t], 0);
  const mutated = (): Job => {
    let x = rng.next() * totalWeight;
    const t = targets.find((tt) => (x -= WEIGHT[tt]) < 0) ?? targets[0]!;
    const base = rng.pick(pool[t]);
    const other = rng.pick(pool[t]);
    const mutate = t === 'sim' ? mutateSim : t === 'record' ? mutateRecord : mutateText;
    return { target: t, input: mutate(base, rng, other) };
  };
  /**
   * A lane feeds one runner groups of mutated inputs. Every input is run and checked in full; only the
   * coverage take is shared by a group. The group grows (up to MAX_GROUP) while groups find no new
   * code and shrinks to single inputs when they do, as new code comes in bursts.
   */
  const lane = async (runner: Runner) => {
    let size = 1;
    while (Date.now() < end && claimed < o.inputs) {
      const jobs = Array.from({ length: Math.min(size, o.inputs - claimed) }, mutated);
      claimed += jobs.length;
      const { results, groupNew } = await runGroup(runner, jobs);
      let found = false;
      for (let i = 0; i < jobs.length; i++) {
        const r = results[i];
        const { target: t, input } = jobs[i]!;
        if (!r) {
          claimed--; // not run: an earlier input of the group killed the child
          continue;
        }
        inputs++;
        counts[t]++;
        noteMemory(r);
        if (!('dead' in r)) busyMs[t] += r.ms;
        record(await confirmed(runner, t, input, failureOf(t, input, r)));
        if (jobs.length === 1 && keep(t, input, r)) found = true;
      }
      if (groupNew.length && (await attribute(runner, jobs, results, groupNew))) found = true;
      size = found ? Math.max(1, size >> 2) : Math.min(MAX_GROUP, size * 2);
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        const min = (Date.now() - start) / 60_000;
        const cpu = cpuNow();
        const cpuS = (cpu.parent - cpuAtStart.parent + cpu.children - cpuAtStart.children) / 1000;
        process.stdout.write(
          `${min.toFixed(1)} min: ${inputs} inputs (${(inputs / (min * 60)).toFixed(1)}/s, ${(inputs / cpuS).toFixed(1)} per CPU second), ${blocks} blocks, corpus +${fresh.length}, failures ${failures.size} (time or memory failures not reproduced: ${unconfirmed}); ms per input ${targets.map((tt) => `${tt} ${(busyMs[tt] / Math.max(1, counts[tt])).toFixed(1)}`).join(', ')}, coverage ${((takeMs() - takeAtStart) / Math.max(1, inputs)).toFixed(1)}; re-runs ${reruns - rerunsAtStart} (${((rerunMs - rerunMsAtStart) / Math.max(1, inputs)).toFixed(1)} ms per input)\n`,
        );
      }
    }
  };
  await Promise.all(runners.map(lane));
  const cpuAtEnd = cpuNow();
  const takeAtEnd = takeMs();
  for (const r of runners.slice(1)) r.stop();
  const minutes = (Date.now() - start) / 60_000;
  // minimized failures, then the new corpus entries (each keeps the code it reached first)
  if (failures.size) mkdirSync(FAILURES, { recursive: true });
  for (const f of failures.values()) {
    const sig = signature(f);
    const small = await minimize(f.input, async (s) => {
      const g = failureOf(f.target, s, await runner.run(f.target, s, { coverage: false }));
      return !!g && signature(g) === sig;
    });
    const name = `${f.target}-${f.kind}-${hash(small)}.${EXT[f.target]}`;
    writeFileSync(join(FAILURES, name), small);
    process.stdout.write(`minimized ${f.target} ${f.kind} to ${small.length} characters: test/fuzz/failures/${name}\n`);
  }
  let saved = 0;
  if (o.save) {
    // a recording's spec is a few lines already, and each try of it a second or more: kept as it is
    const entries = [
      ...fresh.filter((e) => e.target !== 'record').slice(0, 100),
      ...fresh.filter((e) => e.target === 'record').slice(0, 20),
    ];
    for (const e of entries) {
      const small =
        e.target === 'record'
          ? e.input
          : await minimize(
              e.input,
              async (s) => {
                const r = await runner.run(e.target, s, { coverage: false, require: e.blocks });
                return !('dead' in r) && !r.violation && !!r.has;
              },
              40,
            );
      const dir = join(CORPUS, e.target);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${hash(small)}.${EXT[e.target]}`), small);
      saved++;
    }
  }
  runner.stop();
  const summary = {
    date: new Date().toISOString(),
    seed: o.seed,
    inputs,
    perTarget: counts,
    minutes: Number(minutes.toFixed(1)),
    perSecond: Number((inputs / (minutes * 60)).toFixed(1)),
    /** CPU time of the fuzzing (after the corpus and seeds ran): the parent and its children. */
    cpuSeconds: {
      parent: Number(((cpuAtEnd.parent - cpuAtStart.parent) / 1000).toFixed(1)),
      children: Number(((cpuAtEnd.children - cpuAtStart.children) / 1000).toFixed(1)),
    },
    perCpuSecond: Number(
      (inputs / ((cpuAtEnd.parent - cpuAtStart.parent + cpuAtEnd.children - cpuAtStart.children) / 1000)).toFixed(1),
    ),
    /**
     * Per input, ms: the target's own run (all targets, first runs), the coverage takes (reading
     * included), the runs again that found which input of a group reached new code.
     */
    targetMsPerInput: Number((Object.values(busyMs).reduce((a, b) => a + b, 0) / Math.max(1, inputs)).toFixed(1)),
    coverageMsPerInput: Number(((takeAtEnd - takeAtStart) / Math.max(1, inputs)).toFixed(1)),
    rerunMsPerInput: Number(((rerunMs - rerunMsAtStart) / Math.max(1, inputs)).toFixed(1)),
    reruns: reruns - rerunsAtStart,
    blocks,
    corpusAdded: saved,
    /** Hangs, runs over budget and peaks past the memory bound that a second run did not repeat. */
    failuresNotReproduced: unconfirmed,
    memory,
    failures: [...failures.values()].map((f) => `${f.target} ${f.kind}: ${f.message.split('\n')[0]}`),
  };
  process.stdout.write(`\n${JSON.stringify(summary, null, 2)}\n`);
  process.exitCode = failures.size ? 1 : 0;
}

void main();
