/** What the dashboard receives for an analysis: its view model and the what-if input, built once where the analysis runs. */
import type { Analysis, Measurement } from '../model';
import { proposeScenario, type Proposal } from '../sim/propose';
import { dashboardModel, type DashboardModel } from './dashboard';
import { readingView, type ReadingView } from './readingView';

export type { ReadBlock, ReadingView, HintLine } from './readingView';

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
  /** How each block was read, the corrections given, and where Compare's numbers and runs came from. */
  reading: ReadingView;
}

/**
 * The view of an analysis (the proposal reads its setup blocks, not the texts); call it before slimming the
 * analysis. `texts`, the documents' texts in order, give the corrections their choices (the lines above a block).
 */
export function dashboardView(a: Analysis, texts?: readonly string[]): DashboardView {
  const proposal = proposeScenario(a);
  return {
    model: dashboardModel(a),
    whatIf: proposal && proposal.configs.length ? { proposal, measurements: a.measurements } : null,
    reading: readingView(a, texts),
  };
}
