/** The dashboard's side of the simulation worker: requests with ids, replies routed back, cancel (which stops a run in progress). */
import WORKER_SOURCE from 'tierscope:sim-worker';
import type { FromWorker, ToWorker } from './messages';
import { runTask } from './tasks';

type Request = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

export class SimClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private handlers = new Map<number, (m: FromWorker) => void>();
  /** What each unfinished task was sent, to send it again to a new worker after a cancel. */
  private pending = new Map<number, ToWorker>();
  /** False when the page's policy refused the worker: tasks then run on the page between frames. */
  readonly offThread: boolean;

  constructor() {
    this.worker = this.spawn();
    this.offThread = !!this.worker;
  }

  private spawn(): Worker | undefined {
    try {
      const w = new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' })));
      w.addEventListener('message', (e: MessageEvent<FromWorker>) => this.dispatch(e.data));
      return w;
    } catch {
      return undefined;
    }
  }

  private dispatch(m: FromWorker): void {
    const h = this.handlers.get(m.id);
    if (!h) return;
    if (m.kind !== 'progress') {
      this.handlers.delete(m.id);
      this.pending.delete(m.id);
    }
    h(m);
  }

  /** Send a task; `onMessage` sees its progress and its final reply. Returns the id to cancel it with. */
  request(req: Request, onMessage: (m: FromWorker) => void): number {
    const id = this.nextId++;
    this.handlers.set(id, onMessage);
    const msg = { ...req, id } as ToWorker;
    this.pending.set(id, msg);
    if (this.worker) this.worker.postMessage(msg);
    else setTimeout(() => void runTask(msg, (m) => this.dispatch(m)), 0);
    return id;
  }

  /** A worker busy with the task is stopped and replaced (a run cannot look at messages while it runs); the other unfinished tasks go to the new one. */
  cancel(id: number): void {
    if (!this.handlers.has(id)) return;
    if (!this.worker) {
      void runTask({ id, kind: 'cancel' }, () => undefined);
      return;
    }
    this.worker.terminate();
    this.pending.delete(id);
    this.dispatch({ id, kind: 'error', message: 'cancelled' });
    this.worker = this.spawn();
    for (const msg of this.pending.values()) {
      if (this.worker) this.worker.postMessage(msg);
      else this.dispatch({ id: msg.id, kind: 'error', message: 'the simulation worker could not restart' });
    }
  }
}
