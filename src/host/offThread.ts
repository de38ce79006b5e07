/**
 * Analysis with its dashboard view: large inputs in a worker thread, so the extension host's thread is
 * never blocked by a 200 MB paste; small ones (the common case) inline, where they take milliseconds.
 */
import type * as vscode from 'vscode';
import type { Document } from '../core/analyze';
import type { Hint } from '../core/hints/format';
import type { Analysis } from '../core/model';
import type { DashboardView } from '../core/report/dashboardView';
import { loadCore } from './loadCore';
import type { BlockOtherReadings } from '../core/otherReadings';
import type { EncodedDoc, OffThreadReply, OffThreadRequest } from './offThreadMessages';
import { breathe as yieldToHost, startWorker } from './workerHost';

export type { OffThreadReply, OffThreadRequest } from './offThreadMessages';
export { setWorkerDir, setWorkerLocation } from './workerHost';

/** Inputs longer than this (characters, all documents together) go to the worker. */
export const OFF_THREAD_CHARS = 1_000_000;

/** An analysis and its dashboard view (built on first use; in the worker, before the analysis was slimmed). */
export interface Analyzed {
  analysis: Analysis;
  view: () => DashboardView;
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** Slices of a large text (characters): encoded one at a time here, posted one at a time to the webview (panel.ts). */
export const TEXT_SLICE = 4 * 1024 * 1024;

/** Slice ends that never split a surrogate pair. */
function slices(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < text.length;) {
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
    await yieldToHost();
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

/** Ask a fresh worker one thing; it is stopped when it answers, fails or the token cancels. */
async function ask(
  request: OffThreadRequest,
  transfer: ArrayBuffer[],
  token?: vscode.CancellationToken,
): Promise<OffThreadReply> {
  const w = await startWorker();
  return new Promise((resolve, reject) => {
    const done = () => {
      sub?.dispose();
      w.terminate();
    };
    const sub = token?.onCancellationRequested(() => {
      done();
      reject(new Cancelled());
    });
    w.onReply((r) => {
      done();
      if (r.kind === 'error') reject(new Error(r.message));
      else resolve(r);
    });
    w.onError((e) => {
      done();
      reject(e);
    });
    w.post(request, transfer);
  });
}

async function encodeDoc(d: Document, token?: vscode.CancellationToken): Promise<EncodedDoc> {
  return { name: d.name, bytes: await encode(d.text, token) };
}

async function run(
  docs: Document[],
  baseline: string | null,
  hints: readonly Hint[],
  token?: vscode.CancellationToken,
): Promise<Analyzed> {
  const encoded: EncodedDoc[] = [];
  for (const d of docs) encoded.push(await encodeDoc(d, token));
  const transfer = encoded.map((d) => d.bytes.buffer as ArrayBuffer);
  const r = await ask({ kind: 'analyze', docs: encoded, baseline, hints: [...hints] }, transfer, token);
  if (r.kind !== 'analyzed') throw new Error(`the analysis worker answered ${r.kind} to an analysis`);
  return { analysis: r.analysis, view: () => r.view };
}

/**
 * The other readings of the block `key` of a document (of the whole document when `key` is ''), over its
 * corrections, tried in the worker however short the text (each is the text analyzed again, which takes from a
 * tenth of a second to seconds), up to core/otherReadings.ts's limit for a worker.
 */
export async function otherReadingsOffThread(
  doc: Document,
  hints: readonly Hint[],
  key: string,
  token?: vscode.CancellationToken,
): Promise<BlockOtherReadings> {
  const encoded = await encodeDoc(doc, token);
  const r = await ask(
    { kind: 'otherReadings', doc: encoded, hints: [...hints], key },
    [encoded.bytes.buffer as ArrayBuffer],
    token,
  );
  if (r.kind !== 'otherReadings') throw new Error(`the analysis worker answered ${r.kind} to other readings`);
  return { runs: r.runs, others: r.others, note: r.note };
}

/**
 * Analyze documents as one comparison and build their dashboard view, off the host's thread when they
 * are longer than `inlineChars` (a command's input: 1 MB; what a hover or CodeLens asks for: less), with
 * the user's corrections (`hints`) applied on either side.
 */
export async function analyzeOffThread(
  docs: Document[],
  baseline: string | null,
  token?: vscode.CancellationToken,
  inlineChars = OFF_THREAD_CHARS,
  hints: readonly Hint[] = [],
): Promise<Analyzed> {
  if (docs.reduce((n, d) => n + d.text.length, 0) > inlineChars) return run(docs, baseline, hints, token);
  const core = await loadCore();
  const analysis = core.analyzeDocuments(docs, { baseline: baseline ?? undefined, hints });
  // a hover needs no view: it is built when the dashboard first asks (a small input is kept whole until then)
  let view: DashboardView | undefined;
  return {
    analysis,
    view: () =>
      (view ??= core.dashboardView(
        analysis,
        docs.map((d) => d.text),
      )),
  };
}
