/**
 * Large documents are segmented and analyzed in a worker thread, so the extension host's thread is
 * never blocked by a 200 MB paste; small ones (the common case) inline, where they take milliseconds.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as vscode from 'vscode';
import type { Analysis } from '../core/model';

/** Texts longer than this (characters) go to the worker. */
export const OFF_THREAD_CHARS = 1_000_000;

/** The text goes as UTF-8 in one transferred buffer, not copied: a 200 MB string cloned in one piece would block the host. */
export type OffThreadRequest = { kind: 'recognize' | 'analyze'; bytes: Uint8Array };
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

/** Slices of a large text (characters): encoded one at a time here, posted one at a time to the webview (panel.ts). */
export const TEXT_SLICE = 4 * 1024 * 1024;

/** Slice ends that never split a surrogate pair. */
function slices(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < text.length; ) {
    let b = Math.min(text.length, a + TEXT_SLICE);
    if (b < text.length && /[\ud800-\udbff]/.test(text.charAt(b - 1))) b--;
    out.push([a, b]);
    a = b;
  }
  return out;
}

/** UTF-8 length of text[a, b). */
function utf8Length(text: string, a: number, b: number): number {
  let n = 0;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < b) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Encode into one buffer in slices, yielding between them, so no single step blocks the thread for long. */
async function encode(text: string, token?: vscode.CancellationToken): Promise<Uint8Array> {
  const parts = slices(text);
  const breathe = async () => {
    await new Promise((r) => setImmediate(r));
    if (token?.isCancellationRequested) throw new Cancelled();
  };
  let size = 0;
  for (const [a, b] of parts) {
    size += utf8Length(text, a, b);
    await breathe();
  }
  const out = new Uint8Array(size);
  const enc = new TextEncoder();
  let pos = 0;
  for (const [a, b] of parts) {
    pos += enc.encodeInto(text.slice(a, b), out.subarray(pos)).written;
    await breathe();
  }
  return out;
}

async function run(kind: OffThreadRequest['kind'], text: string, token?: vscode.CancellationToken): Promise<OffThreadReply> {
  const bytes = await encode(text, token);
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
    w.postMessage({ kind, bytes } satisfies OffThreadRequest, [bytes.buffer as ArrayBuffer]);
  });
}

/** Whether anything beyond prose is recognized in the text. */
export async function recognizes(text: string, token?: vscode.CancellationToken): Promise<boolean> {
  // the analysis core loads on first use, not at activation
  if (text.length <= OFF_THREAD_CHARS) return (await import('../core/segment')).segment(text).blocks.some((b) => b.kind !== 'prose');
  const r = await run('recognize', text, token);
  return r.kind === 'recognize' && r.recognized;
}

/** The analysis of a text, off the host's thread when it is large. */
export async function analyzeText(text: string, token?: vscode.CancellationToken): Promise<Analysis> {
  if (text.length <= OFF_THREAD_CHARS) return (await import('../core/analyze')).analyze(text);
  const r = await run('analyze', text, token);
  if (r.kind !== 'analyze') throw new Error('unexpected reply from the analysis worker');
  return r.analysis;
}
