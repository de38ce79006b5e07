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

/** The text goes as UTF-8 chunks whose buffers are transferred, not copied: a 200 MB string cloned in one piece would block the host. */
export type OffThreadRequest = { kind: 'recognize' | 'analyze'; chunks: Uint8Array[] };
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

const CHUNK = 4 * 1024 * 1024;

/** Encode in slices, yielding between them, so no single step blocks the thread for long. */
async function encode(text: string, token?: vscode.CancellationToken): Promise<Uint8Array[]> {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (let a = 0; a < text.length; ) {
    let b = Math.min(text.length, a + CHUNK);
    // never split a surrogate pair
    if (b < text.length && /[\ud800-\udbff]/.test(text.charAt(b - 1))) b--;
    chunks.push(enc.encode(text.slice(a, b)));
    a = b;
    await new Promise((r) => setImmediate(r));
    if (token?.isCancellationRequested) throw new Cancelled();
  }
  return chunks;
}

async function run(kind: OffThreadRequest['kind'], text: string, token?: vscode.CancellationToken): Promise<OffThreadReply> {
  const chunks = await encode(text, token);
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
    w.postMessage({ kind, chunks } satisfies OffThreadRequest, chunks.map((c) => c.buffer as ArrayBuffer));
  });
}

/** Whether anything beyond prose is recognized in the text. */
export async function recognizes(text: string, token?: vscode.CancellationToken): Promise<boolean> {
  if (text.length <= OFF_THREAD_CHARS) return segment(text).blocks.some((b) => b.kind !== 'prose');
  const r = await run('recognize', text, token);
  return r.kind === 'recognize' && r.recognized;
}

/** The analysis of a text, off the host's thread when it is large. */
export async function analyzeText(text: string, token?: vscode.CancellationToken): Promise<Analysis> {
  if (text.length <= OFF_THREAD_CHARS) return analyze(text);
  const r = await run('analyze', text, token);
  if (r.kind !== 'analyze') throw new Error('unexpected reply from the analysis worker');
  return r.analysis;
}
