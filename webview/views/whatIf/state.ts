/**
 * The What-if view's one state object: the proposal it simulates, the config it starts from, the
 * tunables the user changed, the calibration, and the runs the worker returned. Every part
 * (form, calibration, controls, prediction, sweep) reads and writes this object; none keeps its own copy.
 */
import type { WhatIfModel } from '../../../src/core/report/dashboardView';
import type { Calibration } from '../../../src/core/sim/calibrate';
import type { Proposal } from '../../../src/core/sim/propose';
import type { SimRun } from '../../../src/core/sim/simulate';
import { TUNABLE_BY_KEY } from '../../../src/core/sim/tunables';
import { trust, type Trust } from '../../../src/core/sim/trust';
import type { KeptPrediction } from '../../../src/protocol';
import type { SimClient } from '../../sim/client';
import type { ViewContext } from '../context';

export interface WhatIfContext extends ViewContext {
  /** The proposal and measurements the host built from its analysis; null when nothing measured can be simulated. */
  whatIf: WhatIfModel | null;
  /** The id of that analysis, which the worker holds its measurements by. */
  analysis: number;
  sim: SimClient;
  kept: KeptPrediction[];
  /** The scenario JSON the user edited (null = as proposed). */
  scenarioJson: string | null;
  save(kept: KeptPrediction[], scenarioJson: string | null): void;
}

export interface WhatIfState {
  readonly ctx: WhatIfContext;
  /** A copy of the proposal (the form edits it), or the scenario JSON the user edited in its place. */
  readonly proposal: Proposal;
  /** Why the edited scenario JSON was not used (null when it was, or there was none). */
  readonly jsonError: string | null;
  readonly measured: { measurements: WhatIfModel['measurements'] };
  /** The measured configs, in the proposal's order. */
  readonly labels: string[];
  /** The config the what-if starts from. */
  base: string;
  /** The tunables the controls changed from the base config's. */
  readonly overrides: Record<string, string | number>;
  calibration: Calibration | undefined;
  /** The base configs as the model runs them (cached per base; cleared by a calibration). */
  readonly modelRuns: Map<string, SimRun>;
  /** The latest what-if run, and whether a precise one is still to come. */
  whatIf: SimRun | undefined;
  refining: boolean;
}

export function whatIfState(ctx: WhatIfContext, model: WhatIfModel): WhatIfState {
  // a copy: the form edits it, and a redraw starts again from the proposal
  const proposed = structuredClone(model.proposal);
  let proposal: Proposal = proposed;
  let jsonError: string | null = null;
  if (ctx.scenarioJson) {
    try {
      proposal = { ...proposed, scenario: JSON.parse(ctx.scenarioJson) as Proposal['scenario'] };
    } catch (e) {
      jsonError = `The edited scenario is not JSON (${(e as Error).message}); using the proposed one.`;
    }
  }
  const labels = proposal.configs.map((c) => c.label);
  return {
    ctx,
    proposal,
    jsonError,
    measured: { measurements: model.measurements },
    labels,
    base: labels.includes(ctx.model.baseline ?? '') ? ctx.model.baseline! : labels[0]!,
    overrides: {},
    calibration: undefined,
    modelRuns: new Map(),
    whatIf: undefined,
    refining: false,
  };
}

/** The proposal to simulate: with the calibrated scenario once there is one. */
export function scenarioOf(s: WhatIfState): Proposal {
  return s.calibration ? { ...s.proposal, scenario: s.calibration.scenario as Proposal['scenario'] } : s.proposal;
}

/**
 * The error to expect of a prediction, where that figure comes from and what the view says of it
 * (sim/trust.ts): never less than the model's gap on the base config, so unknown until the model's
 * run of the base config is there.
 */
export function expected(s: WhatIfState): Trust & { pending?: boolean } {
  const t = trust({
    proposal: s.proposal,
    measured: s.measured,
    base: s.base,
    modelRun: s.modelRuns.get(s.base),
    calibration: s.calibration,
  });
  if (t.notModelled || s.modelRuns.has(s.base)) return t;
  return {
    error: null,
    pending: true,
    source: `waiting for the model's run of ${s.base}`,
    words: [`Expected error: waiting for the model's own run of ${s.base} to compare with its measurement.`],
  };
}

/** A tunable's value in the what-if: changed, else the base config's, else the scenario's, else the registry's default. */
export function current(s: WhatIfState, key: string): string | number | boolean | undefined {
  if (key in s.overrides) return s.overrides[key];
  const t = {
    ...s.proposal.scenario.tunables,
    ...(s.proposal.configs.find((c) => c.label === s.base)?.tunables ?? {}),
  };
  return (t[key] as string | number | undefined) ?? TUNABLE_BY_KEY.get(key)?.default;
}

export function clearOverrides(s: WhatIfState): void {
  for (const k of Object.keys(s.overrides)) delete s.overrides[k];
}
