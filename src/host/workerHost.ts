/**
 * The analysis worker in Node's extension host: a worker_threads Worker running dist/analysis-worker.js.
 * The browser bundle uses workerHost.web.ts instead (a Web Worker), chosen by scripts/build.mjs.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as vscode from 'vscode';
import type { OffThreadReply, OffThreadRequest } from './offThreadMessages';

/** A worker that answers one request. */
export interface AnalysisWorker {
  post(request: OffThreadRequest, transfer: ArrayBuffer[]): void;
  onReply(fn: (r: OffThreadReply) => void): void;
  onError(fn: (e: Error) => void): void;
  terminate(): void;
}

let workerFile = join(__dirname, 'analysis-worker.js');

/** Where the worker bundle is (the extension's dist/). */
export function setWorkerDir(dir: string): void {
  workerFile = join(dir, 'analysis-worker.js');
}

/** The extension's dist/ folder, as VS Code gives it. */
export function setWorkerLocation(dist: vscode.Uri): void {
  setWorkerDir(dist.fsPath);
}

/** A Promise, as its web twin's (which reads the worker's script first). */
export function startWorker(): Promise<AnalysisWorker> {
  const w = new Worker(workerFile);
  return Promise.resolve({
    post: (request, transfer) => w.postMessage(request, transfer),
    onReply: (fn) => w.once('message', fn),
    onError: (fn) => w.once('error', fn),
    terminate: () => void w.terminate(),
  });
}

/** Let the event loop run (between slices of a long job). */
export function breathe(): Promise<void> {
  return new Promise((r) => setImmediate(r));
}
