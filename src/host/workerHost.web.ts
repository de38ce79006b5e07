/**
 * The analysis worker in the browser's extension host (vscode.dev, github.dev): a Web Worker running
 * dist/web/analysis-worker.js, started from a blob: URL of its text, since the extension's files come
 * from another origin than the extension host. scripts/build.mjs puts this file in place of workerHost.ts.
 */
import * as vscode from 'vscode';
import type { AnalysisWorker } from './workerHost';
import type { OffThreadReply } from './offThreadMessages';

/** The browser's worker API, declared here: the host's tsconfig has no DOM library (the core must not use it). */
interface WebWorker {
  postMessage(m: unknown, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', fn: (e: { data: OffThreadReply }) => void, options: { once: boolean }): void;
  addEventListener(type: 'error', fn: (e: { message?: string }) => void, options: { once: boolean }): void;
  terminate(): void;
}
interface WebGlobals {
  Worker: new (url: string) => WebWorker;
  Blob: new (parts: Uint8Array[], options: { type: string }) => unknown;
  URL: { createObjectURL(blob: unknown): string };
}
const web = globalThis as unknown as WebGlobals;

let dist: vscode.Uri | undefined;
let scriptUrl: Promise<string> | undefined;

/** Where the worker bundle is: a URI string (the extension's dist/). */
export function setWorkerDir(dir: string): void {
  setWorkerLocation(vscode.Uri.parse(dir));
}

/** The extension's dist/ folder, as VS Code gives it. */
export function setWorkerLocation(location: vscode.Uri): void {
  dist = location;
  scriptUrl = undefined;
}

async function workerScript(): Promise<string> {
  if (!dist) throw new Error('TierScope: the analysis worker was not located (setWorkerLocation)');
  const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(dist, 'web', 'analysis-worker.js'));
  return web.URL.createObjectURL(new web.Blob([bytes], { type: 'text/javascript' }));
}

export async function startWorker(): Promise<AnalysisWorker> {
  const w = new web.Worker(await (scriptUrl ??= workerScript()));
  return {
    post: (request, transfer) => w.postMessage(request, transfer),
    onReply: (fn) => w.addEventListener('message', (e) => fn(e.data), { once: true }),
    onError: (fn) =>
      w.addEventListener('error', (e) => fn(new Error(e.message || 'the analysis worker failed')), { once: true }),
    terminate: () => w.terminate(),
  };
}

/** Let the event loop run (between slices of a long job); a browser has no setImmediate. */
export function breathe(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0));
}
