/**
 * Large documents are segmented and analyzed in a worker thread, so the extension host's thread is
 * never blocked by a 200 MB paste; small ones (the common case) inline, where they take milliseconds.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as vscode from 'vscode';
import { analyze } from '../core/analyze';
import type { Analysis } from '../core/model';
import { segment } from '../core/segment';

/** Texts longer than this (characters) go to the worker. */
export const OFF_THREAD_CHARS = 1_000_000;

export type OffThreadRequest = { kind: 'recognize' | 'analyze'; text: string };
export type OffThreadReply = { kind: 'recognize'; recognized: boolean } | { kind: 'analyze'; analysis: Analysis } | { kind: 'error'; message: string };

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

let workerFile = join(__dirname, 'analysis-worker.js');
/** Where the worker bundle is (the extension's dist/). */
export function setWorkerDir(dir: string): void {
  workerFile = join(dir, 'analysis-worker.js');
}

function run(req: OffThreadRequest, token?: vscode.CancellationToken): Promise<OffThreadReply> {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerFile);
    const done = () => {
      sub?.dispose();
      void w.terminate();
    };
    const sub = token?.onCancellationRequested(() => {
      done();
      reject(new Cancelled());
    });
    w.once('message', (r: OffThreadReply) => {
      done();
      if (r.kind === 'error') reject(new Error(r.message));
      else resolve(r);
    });
    w.once('error', (e) => {
      done();
      reject(e);
    });
    w.postMessage(req);
  });
}

/** Whether anything beyond prose is recognized in the text. */
export async function recognizes(text: string, token?: vscode.CancellationToken): Promise<boolean> {
  if (text.length <= OFF_THREAD_CHARS) return segment(text).blocks.some((b) => b.kind !== 'prose');
  const r = await run({ kind: 'recognize', text }, token);
  return r.kind === 'recognize' && r.recognized;
}

/** The analysis of a text, off the host's thread when it is large. */
export async function analyzeText(text: string, token?: vscode.CancellationToken): Promise<Analysis> {
  if (text.length <= OFF_THREAD_CHARS) return analyze(text);
  const r = await run({ kind: 'analyze', text }, token);
  if (r.kind !== 'analyze') throw new Error('unexpected reply from the analysis worker');
  return r.analysis;
}
