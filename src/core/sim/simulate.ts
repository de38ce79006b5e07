/** Run a scenario (or a sweep of one tunable) and shape the result as `tierscope.simulation/v1`. */
import { runEngine, type EngineOptions, type TimelinePoint } from './engine';
import { changedTunables, resolveScenario, type Scenario } from './scenario';
import { checkTunable, type TunableValue, type Tunables } from './tunables';
import { buildPlan } from './workload';
import { quoteShort } from '../text/safeJson';

export interface SimMetric {
  name: string;
  value: number;
  unit: string;
  better: 'higher' | 'lower';
}

/** `completion time (s)`, but `accesses/s` rather than `accesses/s (accesses/s)`. */
export function metricLabel(m: { name: string; unit: string }): string {
  return m.name.toLowerCase().endsWith(m.unit.toLowerCase()) ? m.name : `${m.name} (${m.unit})`;
}

export interface SimRun {
  label: string;
  /** The tunables that differ from the kernel defaults. */
  tunables: Tunables;
  metrics: SimMetric[];
  iterations: { metric: string; values: number[] }[];
  counters: Record<string, number>;
  timeline: TimelinePoint[];
  stats: { simulatedSeconds: number; accesses: number; steps: number; wallMs: number };
}

export interface Simulation {
  format: 'tierscope.simulation/v1';
  scenario: Scenario;
  runs: SimRun[];
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export function simulateResolved(s: Scenario, label = 'predicted', opts: EngineOptions = {}): SimRun {
  const t0 = now();
  const plan = buildPlan(s);
  const r = runEngine(s, plan, opts);
  const { values, iterations } = plan.summarize(r.times, r.lastRate);
  return {
    label,
    tunables: changedTunables(s.tunables),
    metrics: plan.metrics.map((m, i) => ({ ...m, value: values[i]! })),
    iterations,
    counters: r.counters,
    timeline: r.timeline,
    stats: { simulatedSeconds: r.simulatedSeconds, accesses: r.accesses, steps: r.steps, wallMs: now() - t0 },
  };
}

export interface SimulateOptions {
  set?: Record<string, unknown>;
  /** One tunable swept over values: one run per value. */
  sweep?: { key: string; values: unknown[] };
}

/** Resolve, then run once or once per sweep value. Throws ScenarioError on bad input. */
export function simulate(raw: unknown, opts: SimulateOptions = {}): Simulation {
  const scenario = resolveScenario(raw, opts.set ?? {});
  if (!opts.sweep) return { format: 'tierscope.simulation/v1', scenario, runs: [simulateResolved(scenario)] };
  const checked = checkSweep(opts.sweep);
  const runs = checked.map((c) =>
    simulateResolved(
      { ...scenario, tunables: { ...scenario.tunables, [c.key]: c.value } },
      `${c.key.split('.').pop()}=${String(c.value)}`,
    ),
  );
  return { format: 'tierscope.simulation/v1', scenario, runs };
}

export const MAX_SWEEP_VALUES = 200;

/** Every value of a sweep checked before the first run; at most MAX_SWEEP_VALUES of them. */
export function checkSweep(sweep: { key: string; values: unknown[] }): { key: string; value: TunableValue }[] {
  if (sweep.values.length > MAX_SWEEP_VALUES)
    throw new Error(
      `--sweep: ${sweep.values.length.toLocaleString('en-US')} values, at most ${MAX_SWEEP_VALUES} (one run each)`,
    );
  return sweep.values.map((v) => {
    const c = checkTunable(sweep.key, v);
    if ('error' in c) throw new Error(c.error);
    return c;
  });
}

/** Parse `KEY=VALUE` as given on a command line. */
export function parseAssignment(a: string): { key: string; value: TunableValue } {
  const eq = a.indexOf('=');
  if (eq <= 0) throw new Error(`expected KEY=VALUE, got ${quoteShort(a)}`);
  const key = a.slice(0, eq).trim();
  const raw = a.slice(eq + 1).trim();
  const c = checkTunable(key, raw);
  if ('error' in c) throw new Error(c.error);
  return { key: c.key, value: c.value };
}
