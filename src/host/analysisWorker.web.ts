/** The browser's analysis worker (a Web Worker started by workerHost.web.ts): the same work as analysisWorker.ts. */
import { analysisReply } from './analysisReply';
import type { OffThreadRequest } from './offThreadMessages';

// the worker's global scope, declared here: the host's tsconfig has no DOM or WebWorker library
const scope = globalThis as unknown as {
  onmessage: ((e: { data: OffThreadRequest }) => void) | null;
  postMessage(m: unknown): void;
};
scope.onmessage = (e) => scope.postMessage(analysisReply(e.data));
