/** Messages between the dashboard and its worker, which analyzes and simulates (inside the webview; the host never sees them). */
import type { Calibration } from '../../src/core/sim/calibrate';
import type { Proposal } from '../../src/core/sim/propose';
import type { SimRun } from '../../src/core/sim/simulate';
import type { Analysis } from '../../src/core/model';
import type { DashboardModel } from '../../src/core/report/dashboard';

export type ToWorker =
  | { id: number; kind: 'run'; scenario: unknown; label: string; coarse: boolean }
  | { id: number; kind: 'sweep'; scenario: unknown; key: string; values: string[] }
  | { id: number; kind: 'calibrate'; proposal: Proposal; analysis: Analysis; fit: string[] }
  | { id: number; kind: 'analyze'; docs: { name: string; text: string }[]; baseline: string | null }
  | { id: number; kind: 'cancel' };

export type FromWorker =
  | { id: number; kind: 'run'; run: SimRun }
  | { id: number; kind: 'progress'; done: number; total: number; run?: SimRun }
  | { id: number; kind: 'calibration'; calibration: Calibration }
  | { id: number; kind: 'analysis'; analysis: Analysis; model: DashboardModel }
  | { id: number; kind: 'done' }
  | { id: number; kind: 'error'; message: string };
