/** What the dashboard receives for an analysis: its view model and the what-if input, built once where the analysis runs. */
import type { Analysis, Measurement } from '../model';
import { proposeScenario, type Proposal } from '../sim/propose';
import { dashboardModel, type DashboardModel } from './dashboard';

/** The What-if view's input: the proposed scenario, and the measurements predictions are set against (and calibrated to). */
export interface WhatIfModel {
  proposal: Proposal;
  measurements: Measurement[];
}

/** Everything the dashboard draws; plain JSON, so it crosses to the webview as it is. */
export interface DashboardView {
  model: DashboardModel;
  /** Null when nothing measured can be simulated. */
  whatIf: WhatIfModel | null;
}

/** The view of an analysis (the proposal reads its setup blocks, not the texts); call it before slimming the analysis. */
export function dashboardView(a: Analysis): DashboardView {
  const proposal = proposeScenario(a);
  return {
    model: dashboardModel(a),
    whatIf: proposal && proposal.configs.length ? { proposal, measurements: a.measurements } : null,
  };
}
