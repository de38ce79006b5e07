/** The dashboard's side of the simulation worker: requests with ids, replies routed back, cancel. */
import WORKER_SOURCE from 'tierscope:sim-worker';
import type { FromWorker, ToWorker } from './messages';
import { runTask } from './tasks';

type Request = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

export class SimClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private handlers = new Map<number, (m: FromWorker) => void>();
  /** False when the page's policy refused the worker: tasks then run on the page between frames. */
  readonly offThread: boolean;

  constructor() {
    try {
      this.worker = new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' })));
      this.worker.addEventListener('message', (e: MessageEvent<FromWorker>) => this.dispatch(e.data));
    } catch {
      this.worker = undefined;
    }
    this.offThread = !!this.worker;
  }

  private dispatch(m: FromWorker): void {
    const h = this.handlers.get(m.id);
    if (!h) return;
    if (m.kind !== 'progress') this.handlers.delete(m.id);
    h(m);
  }

  /** Send a task; `onMessage` sees its progress and its final reply. Returns the id to cancel it with. */
  request(req: Request, onMessage: (m: FromWorker) => void): number {
    const id = this.nextId++;
    this.handlers.set(id, onMessage);
    const msg = { ...req, id } as ToWorker;
    if (this.worker) this.worker.postMessage(msg);
    else setTimeout(() => void runTask(msg, (m) => this.dispatch(m)), 0);
    return id;
  }

  cancel(id: number): void {
    if (this.worker) this.worker.postMessage({ id, kind: 'cancel' } satisfies ToWorker);
    else void runTask({ id, kind: 'cancel' }, () => undefined);
  }
}
