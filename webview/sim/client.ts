/** The dashboard's side of the simulation worker: requests with ids, replies routed back, cancel by restarting the worker. */
import WORKER_SOURCE from 'tierscope:sim-worker';
import type { Measured } from '../../src/core/sim/calibrate';
import type { FromWorker, ToWorker } from './messages';
import { runTask } from './tasks';

type Request = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;
type Task = Exclude<Request, { kind: 'hold' | 'cancel' }>;

export class SimClient {
  private worker: Worker | undefined;
  private readonly url: string;
  private nextId = 1;
  /** Requests not answered yet, to post again to a new worker after a cancel. */
  private inFlight = new Map<number, { msg: ToWorker; onMessage: (m: FromWorker) => void }>();
  /** The analysis the worker holds (the newest one sent), sent again to a new worker. */
  private held: Extract<ToWorker, { kind: 'hold' }> | undefined;
  /** False when the page's policy refused the worker: tasks then run on the page between frames. */
  readonly offThread: boolean;

  constructor() {
    this.url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    this.worker = this.spawn();
    this.offThread = !!this.worker;
  }

  private spawn(): Worker | undefined {
    try {
      const w = new Worker(this.url);
      w.addEventListener('message', (e: MessageEvent<FromWorker>) => this.dispatch(e.data));
      return w;
    } catch {
      return undefined;
    }
  }

  private post(msg: ToWorker): void {
    if (this.worker) this.worker.postMessage(msg);
    else setTimeout(() => void runTask(msg, (m) => this.dispatch(m)), 0);
  }

  private dispatch(m: FromWorker): void {
    const r = this.inFlight.get(m.id);
    if (!r) return;
    if (m.kind !== 'progress') this.inFlight.delete(m.id);
    r.onMessage(m);
  }

  /** Hand the worker an analysis's measurements once; calibrations then name it by `analysis`. */
  hold(analysis: number, measured: Measured): void {
    if (this.held?.analysis === analysis) return;
    this.held = { id: 0, kind: 'hold', analysis, measured };
    this.post(this.held);
  }

  /** Send a task; `onMessage` sees its progress and its final reply. Returns the id to cancel it with. */
  request(req: Task, onMessage: (m: FromWorker) => void): number {
    const id = this.nextId++;
    const msg = { ...req, id } as ToWorker;
    this.inFlight.set(id, { msg, onMessage });
    this.post(msg);
    return id;
  }

  /** Stop a task: the worker is terminated mid-run and a new one takes the other requests again. */
  cancel(id: number): void {
    const r = this.inFlight.get(id);
    if (!r) return;
    if (!this.worker) return void runTask({ id, kind: 'cancel' }, () => undefined);
    this.inFlight.delete(id);
    this.worker.terminate();
    this.worker = this.spawn();
    if (this.held) this.post(this.held);
    for (const other of this.inFlight.values()) this.post(other.msg);
    r.onMessage({ id, kind: 'error', message: 'cancelled' });
  }
}
