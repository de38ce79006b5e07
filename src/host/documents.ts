/** What the dashboard shows: documents with where they came from, so lines can be revealed and updates followed. */
import * as vscode from 'vscode';
import { keptInState, type DocPayload } from '../protocol';

export interface SourceDoc {
  id: number;
  /** What the text is, for the analysis cache: the document URI and version (and the lines of a selection). */
  key: string;
  name: string;
  text: string;
  /** The document the text came from; undefined for the clipboard. */
  uri?: vscode.Uri;
  /** Line of the document where the text starts (0-based): a selection does not start at the top. */
  lineOffset: number;
  /** The analyzed part when it was a selection. */
  range?: vscode.Range;
}

let nextId = 1;

export function fromDocument(doc: vscode.TextDocument, range?: vscode.Range): SourceDoc {
  const name =
    doc.isUntitled || doc.uri.scheme === SAMPLE_SCHEME
      ? doc.uri.path.replace(/^\//, '')
      : vscode.workspace.asRelativePath(doc.uri, false);
  const whole = !range || range.isEmpty;
  const lines = whole ? '' : `:${range.start.line + 1}-${range.end.line + 1}`;
  return {
    id: nextId++,
    key: whole
      ? documentKey(doc)
      : `${documentKey(doc)}#${range.start.line}.${range.start.character}-${range.end.line}.${range.end.character}`,
    name: `${name}${lines}`,
    text: whole ? doc.getText() : doc.getText(range),
    uri: doc.uri,
    lineOffset: whole ? 0 : range.start.line,
    range: whole ? undefined : range,
  };
}

/** A document at its current version. */
export function documentKey(doc: vscode.TextDocument): string {
  return `${doc.uri.toString()}@${doc.version}`;
}

/** Lines startLine..endLine (1-based, inclusive) of a document as a range, clamped to the document. */
export function linesRange(doc: vscode.TextDocument, startLine: number, endLine: number): vscode.Range {
  const last = Math.min(doc.lineCount, Math.max(startLine, endLine)) - 1;
  return new vscode.Range(Math.min(startLine, doc.lineCount) - 1, 0, last, doc.lineAt(last).text.length);
}

export function fromClipboard(text: string): SourceDoc {
  const id = nextId++;
  return { id, key: `clipboard:${id}`, name: 'clipboard', text, lineOffset: 0 };
}

/** The bundled sample's read-only documents (the walkthrough opens them). */
export const SAMPLE_SCHEME = 'tierscope-sample';

/**
 * Whether a URI from a restored dashboard's state may be opened again: files, untitled documents, the
 * bundled sample, and any scheme a file system is registered for, which is how a virtual workspace
 * (github.dev's `vscode-vfs`, a remote's `vscode-remote`, a `memfs`) gives its files. Settings and other
 * internal schemes have no file system provider here and stay closed.
 */
function reopenable(uri: vscode.Uri): boolean {
  if (uri.scheme === 'file' || uri.scheme === 'untitled' || uri.scheme === SAMPLE_SCHEME) return true;
  if (uri.scheme === 'vscode-userdata') return false;
  if (vscode.workspace.workspaceFolders?.some((f) => f.uri.scheme === uri.scheme)) return true;
  return vscode.workspace.fs.isWritableFileSystem(uri.scheme) !== undefined;
}

export function fromState(p: DocPayload): SourceDoc {
  let uri: vscode.Uri | undefined;
  try {
    uri = p.uri ? vscode.Uri.parse(p.uri, true) : undefined;
  } catch {
    uri = undefined;
  }
  // only reveal in documents the workspace can open, whatever the state says
  if (uri && !reopenable(uri)) uri = undefined;
  const id = nextId++;
  return {
    id,
    key: `restored:${id}`,
    name: String(p.name),
    text: String(p.text),
    uri,
    lineOffset: Number.isInteger(p.lineOffset) && p.lineOffset >= 0 ? p.lineOffset : 0,
  };
}

/** What the webview gets of a document: its text only where the webview keeps it in its state. */
export function toPayload(d: SourceDoc): DocPayload {
  const p = { id: d.id, name: d.name, text: d.text, uri: d.uri?.toString() ?? null, lineOffset: d.lineOffset };
  return keptInState(p) ? p : { ...p, text: '' };
}
