/** The simulation worker's entry: tasks in, results out. */
import type { FromWorker, ToWorker } from './messages';
import { runTask } from './tasks';

const post = (m: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);
self.addEventListener('message', (e: MessageEvent<ToWorker>) => void runTask(e.data, post));
