/**
 * The host's one analysis path: each input is analyzed once (in a worker thread when large) together
 * with its dashboard view, and kept by what it is (document URI + version, the lines of a selection,
 * the baseline, the reading hints). The commands, hovers, CodeLens, the Outline and the dashboard all read from
 * here, so each applies the document's corrections (hintSources.ts).
 */
import type * as vscode from 'vscode';
import type { Analysis } from '../core/model';
import { fromDocument, type SourceDoc } from './documents';
import { hintsFor } from './hintSources';
import { analyzeOffThread, type Analyzed } from './offThread';

/** An analysis with the id the webview's what-if worker holds it by. */
export type CachedAnalysis = Analyzed & { id: number };

/** The newest analyses kept (a hover, the dashboard and a command on one document share one). */
const KEEP = 8;
const cache = new Map<string, Promise<CachedAnalysis>>();
let nextId = 1;

/** The analysis of documents as one comparison, computed only when one of them (or the baseline) changed. */
export async function analyzed(
  docs: readonly SourceDoc[],
  baseline: string | null,
  token?: vscode.CancellationToken,
  inlineChars?: number,
): Promise<CachedAnalysis> {
  // the documents' corrections travel with every analysis of them (and name it: a correction is a new analysis)
  const hints = await hintsFor(docs);
  const key = JSON.stringify([docs.map((d) => [d.key, d.name]), baseline, hints]);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit); // newest last: the oldest goes first
    return hit;
  }
  const id = nextId++;
  const result = analyzeOffThread(
    docs.map((d) => ({ name: d.name, text: d.text })),
    baseline,
    token,
    inlineChars,
    hints,
  ).then((a) => ({ ...a, id }));
  result.catch(() => cache.get(key) === result && cache.delete(key));
  cache.set(key, result);
  for (const old of cache.keys()) if (cache.size > KEEP) cache.delete(old);
  return result;
}

/** What a hover, CodeLens or the Outline analyzes on the host's thread; longer documents go to the worker. */
export const LANGUAGE_INLINE_CHARS = 64 * 1024;

/** The analysis of a whole document at its current version (for hovers, CodeLens and the Outline). */
export async function analysisFor(doc: vscode.TextDocument): Promise<Analysis> {
  return (await analyzed([fromDocument(doc)], null, undefined, LANGUAGE_INLINE_CHARS)).analysis;
}

/** Drop what was kept for a closed document. */
export function forgetDocument(uri: vscode.Uri): void {
  const prefix = JSON.stringify(`${uri.toString()}@`).slice(0, -1);
  for (const key of [...cache.keys()]) if (key.includes(prefix)) cache.delete(key);
}
