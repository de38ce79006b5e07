/**
 * The reading hints every analysis of a document applies: its hints file `<file>.tierscope.json` first, then the
 * user's newer corrections kept in the workspace's storage (corrections.ts), so the newer win. All through VS
 * Code's APIs (workspaceState, workspace.fs), the same in Node and in the browser, in Restricted Mode too
 * (reading a hints file is reading data; only writing one needs a trusted workspace: saveHints.ts).
 */
import * as vscode from 'vscode';
import { parseHints, type Hint } from '../core/hints/format';
import { Corrections, mergeHints, textKey } from './corrections';
import { SAMPLE_SCHEME, type SourceDoc } from './documents';
import { sidecarPath } from './hintsFile';

let store: Corrections | undefined;
let log: vscode.OutputChannel | undefined;
const changed = new vscode.EventEmitter<readonly string[]>();

/** Fired with the storage keys (storageKey) of documents whose hints changed: a correction, a hints file edited. */
export const onDidChangeHints = changed.event;

/** What a hints file beside a document holds; `found`: there is one. */
export interface SidecarHints {
  found: boolean;
  hints: Hint[];
  problems: string[];
}

/** Hints files read, by the URI of the document they sit beside; a watcher forgets the ones that change. */
const sidecars = new Map<string, Promise<SidecarHints>>();

/** Keep corrections in this workspace's storage; watch the hints files. */
export function initCorrections(context: vscode.ExtensionContext, output: vscode.OutputChannel): Corrections {
  log = output;
  store = new Corrections(context.workspaceState);
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.tierscope.json');
  const forget = (file: vscode.Uri) => {
    const source = file.with({ path: file.path.slice(0, -'.tierscope.json'.length) }).toString();
    if (sidecars.delete(source)) changed.fire([source]);
  };
  context.subscriptions.push(
    changed,
    watcher,
    watcher.onDidChange(forget),
    watcher.onDidCreate(forget),
    watcher.onDidDelete(forget),
    store.onDidChange((docs) => changed.fire(docs)),
  );
  return store;
}

/** The store (undefined before activation: then no analysis has corrections). */
export function corrections(): Corrections | undefined {
  return store;
}

/** Which document a text's corrections belong to: its URI (a selection's too), or for the clipboard its text. */
export function storageKey(d: Pick<SourceDoc, 'uri' | 'text'>): string {
  return d.uri ? d.uri.toString() : textKey(d.text);
}

/** The hints file beside a document, where one can be (not beside an untitled document or the sample). */
export function sidecarUri(uri: vscode.Uri | undefined): vscode.Uri | undefined {
  if (!uri || uri.scheme === 'untitled' || uri.scheme === SAMPLE_SCHEME || uri.path.endsWith('/')) return undefined;
  return uri.with({ path: sidecarPath(uri.path), query: '', fragment: '' });
}

async function readSidecarNow(uri: vscode.Uri): Promise<SidecarHints> {
  const file = sidecarUri(uri);
  if (!file) return { found: false, hints: [], problems: [] };
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(file);
  } catch {
    return { found: false, hints: [], problems: [] };
  }
  const got = parseHints(new TextDecoder().decode(bytes));
  for (const p of got.problems) log?.appendLine(`${file.toString(true)}: ${p} (left out)`);
  return { found: true, ...got };
}

/** The hints file beside a document, read once until it changes; `fresh` reads it again. */
export function readSidecar(uri: vscode.Uri, fresh = false): Promise<SidecarHints> {
  const key = uri.toString();
  let hit = fresh ? undefined : sidecars.get(key);
  if (!hit) {
    hit = readSidecarNow(uri);
    sidecars.set(key, hit);
  }
  return hit;
}

/** After TierScope wrote a hints file: what it holds now, without reading it back. */
export function wroteSidecar(uri: vscode.Uri, hints: Hint[]): void {
  sidecars.set(uri.toString(), Promise.resolve({ found: true, hints, problems: [] }));
}

/** One document's hints: its file's, then its stored corrections. */
export async function hintsOfDocument(d: Pick<SourceDoc, 'uri' | 'text'>): Promise<Hint[]> {
  const file = d.uri ? await readSidecar(d.uri) : undefined;
  return mergeHints(file?.hints ?? [], store?.list(storageKey(d)) ?? []);
}

/** The hints of documents analyzed together, each document's once, in the documents' order. */
export async function hintsFor(docs: readonly Pick<SourceDoc, 'uri' | 'text'>[]): Promise<Hint[]> {
  const seen = new Set<string>();
  const out: Hint[] = [];
  for (const d of docs) {
    const key = storageKey(d);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(...(await hintsOfDocument(d)));
  }
  return out;
}
