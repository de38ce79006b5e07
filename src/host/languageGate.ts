/**
 * Which documents get TierScope's hovers, CodeLens and Outline: a language listed in `tierscope.languages`
 * (read per document, so `"[markdown]": {"tierscope.languages": []}` turns Markdown off, and read on each
 * request, so a change applies without a reload), and a head that holds tiering data (src/core/reading/sniff.ts),
 * sniffed once per document version.
 */
import * as vscode from 'vscode';
import { loadCore } from './loadCore';

/** Not documents a person edits: our own log and the other output channels are `log` too. */
const SKIPPED_SCHEMES = new Set(['output', 'vscode-scm', 'git', 'debug']);

type Inspected = ReturnType<vscode.WorkspaceConfiguration['inspect']>;

/** Whether the user set a setting anywhere (globally, in the workspace, for a language), not only its default. */
function userSet(i: Inspected): boolean {
  if (!i) return false;
  return [
    i.globalValue,
    i.workspaceValue,
    i.workspaceFolderValue,
    i.globalLanguageValue,
    i.workspaceLanguageValue,
    i.workspaceFolderLanguageValue,
  ].some((v) => v !== undefined);
}

/** The languages setting for this document; the old `tierscope.hover.languages` counts while the new one is not set. */
export function enabledLanguages(doc: vscode.TextDocument): readonly string[] {
  const config = vscode.workspace.getConfiguration('tierscope', doc);
  if (!userSet(config.inspect<string[]>('languages')) && userSet(config.inspect<string[]>('hover.languages')))
    return config.get<string[]>('hover.languages') ?? [];
  return config.get<string[]>('languages') ?? [];
}

const sniffed = new Map<string, { version: number; holds: Promise<boolean> }>();

/** Whether the document's head holds tiering data, asked once per version. */
function holdsData(doc: vscode.TextDocument): Promise<boolean> {
  const key = doc.uri.toString();
  const hit = sniffed.get(key);
  if (hit?.version === doc.version) return hit.holds;
  const holds = loadCore().then(({ holdsTieringData, SNIFF_READ_CHARS }) => {
    // only the head is read out of the document (a raw mail's headers, then its body's first 32 KB): a 1 MB
    // file is not copied into a string per edit
    const head = doc.getText(new vscode.Range(new vscode.Position(0, 0), doc.positionAt(SNIFF_READ_CHARS)));
    return holdsTieringData(doc.languageId, head);
  });
  sniffed.set(key, { version: doc.version, holds });
  return holds;
}

/** Whether TierScope serves this document hovers, CodeLens and the Outline. */
export async function served(doc: vscode.TextDocument): Promise<boolean> {
  if (SKIPPED_SCHEMES.has(doc.uri.scheme)) return false;
  if (!enabledLanguages(doc).includes(doc.languageId)) return false;
  return holdsData(doc);
}

/** Drop what was kept for a closed document. */
export function forgetSniff(uri: vscode.Uri): void {
  sniffed.delete(uri.toString());
}
