/** The dashboard's heavy tasks, run by the worker (or on the page when a worker cannot start): simulation, sweeps, calibration. */
import { calibrate, type Measured } from '../../src/core/sim/calibrate';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { checkSweep, simulate, simulateResolved } from '../../src/core/sim/simulate';
import type { FromWorker, ToWorker } from './messages';

/** The analyses held, by the host's id; a dashboard shows one at a time, the previous one may still be calibrating. */
const held = new Map<number, Measured>();
const HELD = 2;
const cancelled = new Set<number>();
const errorText = (e: unknown) => (e instanceof ScenarioError ? e.problems.join('; ') : (e as Error).message);
/** Let queued messages (a cancel on the page) in between runs. */
const breathe = () => new Promise((r) => setTimeout(r, 0));

export async function runTask(m: ToWorker, reply: (m: FromWorker) => void): Promise<void> {
  if (m.kind === 'cancel') {
    cancelled.add(m.id);
    return;
  }
  if (m.kind === 'hold') {
    held.set(m.analysis, m.measured);
    for (const old of held.keys()) if (held.size > HELD) held.delete(old);
    return;
  }
  try {
    if (m.kind === 'run') {
      reply({
        id: m.id,
        kind: 'run',
        run: simulateResolved(resolveScenario(m.scenario), m.label, { coarse: m.coarse }),
      });
    } else if (m.kind === 'sweep') {
      checkSweep({ key: m.key, values: m.values });
      for (let i = 0; i < m.values.length; i++) {
        await breathe();
        if (cancelled.has(m.id)) return reply({ id: m.id, kind: 'error', message: 'cancelled' });
        const run = simulate(m.scenario, { sweep: { key: m.key, values: [m.values[i]] } }).runs[0]!;
        reply({ id: m.id, kind: 'progress', done: i + 1, total: m.values.length, run });
      }
      reply({ id: m.id, kind: 'done' });
    } else {
      const measured = held.get(m.analysis);
      if (!measured) throw new Error('the analysis was replaced; calibrate again');
      const calibration = calibrate(m.proposal, measured, m.fit, (share) =>
        reply({ id: m.id, kind: 'progress', done: share, total: 1 }),
      );
      reply({ id: m.id, kind: 'calibration', calibration });
    }
  } catch (e) {
    reply({ id: m.id, kind: 'error', message: errorText(e) });
  } finally {
    cancelled.delete(m.id);
  }
}
