/** What the dashboard receives for an analysis: its view model and the what-if input, built once where the analysis runs. */
import type { Analysis, Measurement } from '../model';
import { proposeScenario, PROSE_SCAN, type Proposal } from '../sim/propose';
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

/** The texts one after another as the proposal reads them, no longer than it reads (a 200 MB paste is not joined whole). */
function proposalText(texts: readonly string[]): string {
  const parts: string[] = [];
  let size = 0;
  for (const t of texts) {
    if (size >= PROSE_SCAN) break;
    parts.push(t.length > PROSE_SCAN ? t.slice(0, PROSE_SCAN) : t);
    size += t.length + 1;
  }
  return parts.join('\n');
}

/** The view of an analysis of `texts` (the documents, in the order they were analyzed); call it before slimming the analysis. */
export function dashboardView(a: Analysis, texts: readonly string[]): DashboardView {
  const proposal = proposeScenario(a, proposalText(texts));
  return {
    model: dashboardModel(a),
    whatIf: proposal && proposal.configs.length ? { proposal, measurements: a.measurements } : null,
  };
}
