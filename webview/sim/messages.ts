/** Messages between the dashboard and its worker, which simulates, sweeps and calibrates (inside the webview; the host never sees them). */
import type { Measured, Calibration } from '../../src/core/sim/calibrate';
import type { Proposal } from '../../src/core/sim/propose';
import type { SimRun } from '../../src/core/sim/simulate';

export type ToWorker =
  /** The measurements of the host's analysis `analysis`, sent once; calibrations name it by that id. */
  | { id: number; kind: 'hold'; analysis: number; measured: Measured }
  | { id: number; kind: 'run'; scenario: unknown; label: string; coarse: boolean }
  | { id: number; kind: 'sweep'; scenario: unknown; key: string; values: string[] }
  | { id: number; kind: 'calibrate'; proposal: Proposal; analysis: number; fit: string[] }
  /** Only where tasks run on the page (no worker): a worker is stopped instead. */
  | { id: number; kind: 'cancel' };

export type FromWorker =
  | { id: number; kind: 'run'; run: SimRun }
  | { id: number; kind: 'progress'; done: number; total: number; run?: SimRun }
  | { id: number; kind: 'calibration'; calibration: Calibration }
  | { id: number; kind: 'done' }
  | { id: number; kind: 'error'; message: string };
