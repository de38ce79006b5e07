/**
 * The time-stepped simulation: the step loop over one explicit state (state.ts). Each step solves
 * the workload's speed for the current placement, then runs the kernel's mechanisms in order
 * (sim/mechanisms/) and turns their work into costs for the next step. Every run ends: a step cap,
 * a wall-time budget and a finiteness check after each mechanism end it with an answer or an error
 * naming what diverged.
 */
import { SimulationError } from './errors';
import { ageArmedPages, armedNow } from './mechanisms/armedAge';
import { chargeCosts } from './mechanisms/costs';
import { damonTiering } from './mechanisms/damon';
import { chmuReports, ibsSamples } from './mechanisms/hwSources';
import { advanceWindows, hintFaults } from './mechanisms/hintFaults';
import { kmigrated } from './mechanisms/kmigrated';
import { initKmmscand, kmmscand } from './mechanisms/kmmscand';
import { throughput } from './mechanisms/memory';
import { placeInitialPages, relocateHotSet } from './mechanisms/placement';
import { allocateBuffers, kswapd } from './mechanisms/reclaim';
import { scanPtes } from './mechanisms/scanner';
import { taskPlacement } from './mechanisms/taskPlacement';
import type { Scenario } from './scenario';
import { createState, firstNonFinite, resetStepWork, type EngineState } from './state';
import { TimelineRecorder, type TimelinePoint } from './timeline';
import type { Plan, Segment } from './workload';

export { SimulationError, type TimelinePoint };

export interface EngineResult {
  times: { seg: Segment; seconds: number }[];
  counters: Record<string, number>;
  timeline: TimelinePoint[];
  simulatedSeconds: number;
  /** Memory accesses (cache lines) the benchmark made. */
  accesses: number;
  steps: number;
  /** Operations per second over the run's last `plan.reportLastSeconds`, when the plan asks for it. */
  lastRate?: number;
}

export interface EngineOptions {
  /** Fewer, longer steps (a first answer while the precise one runs). */
  coarse?: boolean;
  /** Wall-clock milliseconds the run may take (default 30 s). */
  budgetMs?: number;
}

/** Most steps a run may take (the presets take up to 15,000): beyond it the scenario is rejected, not run for minutes. */
const MAX_STEPS = 400_000;

/** The kernel's mechanisms in the order they act within a step. */
const MECHANISMS: [string, (st: EngineState) => void][] = [
  ["the armed pages' ages", ageArmedPages],
  ['the NUMA-balancing scanner', scanPtes],
  ['the newly armed pages', armedNow],
  ['the promotion windows', advanceWindows],
  ['hint faults', hintFaults],
  ['NUMA task placement', taskPlacement],
  ['IBS sampling', ibsSamples],
  ['CHMU reports', chmuReports],
  ['kmigrated', kmigrated],
  ['kmmscand', kmmscand],
  ['DAMON', damonTiering],
  ['kswapd', kswapd],
  ['the cost accounting', chargeCosts],
];

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export function runEngine(s: Scenario, plan: Plan, opts: EngineOptions = {}): EngineResult {
  const st = createState(s, plan);
  placeInitialPages(st);
  if (st.T['kmmscand.enabled'] === 1) st.kmmscand = initKmmscand(st);
  const deadline = now() + (opts.budgetMs ?? 30_000);
  const times: { seg: Segment; seconds: number }[] = [];
  const timeline = new TimelineRecorder(st.nodes.map((n) => n.id));
  let steps = 0;
  let accesses = 0;
  let nextPhase = plan.phaseSeconds ?? Infinity;
  const lastOfTest = new Map(plan.segments.map((seg) => [seg.test, seg]));
  for (const seg of plan.segments) {
    if (seg.allocPages) allocateBuffers(st, (st.allocated = seg.allocPages));
    let left = seg.ops;
    let segTime = 0;
    const first = throughput(st, seg).X;
    const dtTarget = opts.coarse
      ? Math.min(2, Math.max(0.01, left / first / 8))
      : Math.min(0.25, Math.max(0.002, left / first / 40));
    while (left > 1e-9) {
      const sol = throughput(st, seg);
      if (!Number.isFinite(sol.X))
        throw new SimulationError(
          'the simulated access rate became non-finite; the scenario is outside what the model covers',
        );
      if (steps >= MAX_STEPS)
        throw new SimulationError(
          `the run did not finish in ${MAX_STEPS.toLocaleString('en-US')} steps (${st.t.toFixed(0)} simulated seconds); reduce the work (accesses, iterations) or the simulated time`,
        );
      if ((steps & 255) === 0 && now() > deadline)
        throw new SimulationError(
          `the run took longer than its ${((opts.budgetMs ?? 30_000) / 1000).toFixed(0)} s budget (${st.t.toFixed(0)} simulated seconds, ${steps} steps); reduce the work`,
        );
      st.dt = Math.min(dtTarget, left / sol.X);
      left -= sol.X * st.dt;
      segTime += st.dt;
      accesses += sol.X * st.dt * sol.linesPerOp;
      steps++;
      for (let c = 0; c < st.C; c++) {
        const cl = plan.classes[c]!;
        st.lambda[c] =
          cl.owner === 'hog' ? (cl.background ?? 0) : cl.pages > 0 ? (sol.X * (seg.touches[c] ?? 0)) / cl.pages : 0;
      }
      st.barrierInterval = seg.barriersPerOp ? 1 / (sol.X * seg.barriersPerOp) : Infinity;
      resetStepWork(st.work);
      if (st.t >= nextPhase && st.benchClasses.length >= 2) {
        nextPhase += plan.phaseSeconds!;
        relocateHotSet(st);
      }
      for (const [name, mechanism] of MECHANISMS) {
        mechanism(st);
        const bad = firstNonFinite(st);
        if (bad)
          throw new SimulationError(
            `${bad} became non-finite in ${name} at ${st.t.toFixed(1)} s; the scenario is outside what the model covers`,
          );
      }
      st.t += st.dt;
      timeline.record(
        st.t,
        seg.rep === 0 ? `${seg.test} (warmup)` : seg.test,
        sol.X,
        sol.topShare,
        st.work.promoted / st.dt,
        st.work.demoted / st.dt,
        st.free,
      );
    }
    if (seg.rep > 0) times.push({ seg, seconds: segTime });
    if (st.allocated && lastOfTest.get(seg.test) === seg) {
      allocateBuffers(st, -st.allocated);
      st.allocated = 0;
    }
  }
  const lastRate = plan.reportLastSeconds ? timeline.rateOverLast(plan.reportLastSeconds) : undefined;
  return {
    times,
    counters: st.counters,
    timeline: timeline.points(400),
    simulatedSeconds: st.t,
    accesses,
    steps,
    ...(lastRate !== undefined ? { lastRate } : {}),
  };
}
