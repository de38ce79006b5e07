/**
 * The hints file beside a document (`<file>.tierscope.json`, as the CLI reads it: src/cli/hints.ts) and when
 * TierScope may write one. No VS Code import: the decision is tested without it.
 */
import { describeHint, type Hint, type HintOutcome } from '../core/hints/format';
import { targetOf } from './corrections';

/** The hints file's name beside a file's (a URI's path or a file name). */
export const sidecarPath = (path: string): string => `${path}.tierscope.json`;

/** What decides whether the hints file can be written beside a document. */
export interface WritePlace {
  /** The document's URI scheme; undefined for the clipboard. */
  scheme: string | undefined;
  /** The scheme of the bundled sample (read-only). */
  sampleScheme: string;
  /** vscode.workspace.isTrusted: Restricted Mode writes no files. */
  trusted: boolean;
  /** vscode.workspace.fs.isWritableFileSystem(scheme): true, false (read-only), undefined (no file system). */
  writable: boolean | undefined;
}

/** Why the hints cannot be written beside this document; undefined when they can. */
export function whyNotWritable(p: WritePlace): string | undefined {
  const kept = "the corrections stay in this workspace's storage";
  if (p.scheme === undefined) return `the text came from the clipboard, there is no file to save beside; ${kept}`;
  if (p.scheme === 'untitled') return `the document is not saved yet: save it first, then save the hints beside it`;
  if (p.scheme === p.sampleScheme) return `the sample is read-only; ${kept}`;
  if (!p.trusted)
    return `in Restricted Mode TierScope writes no file beside your logs (trust the workspace to save them); ${kept}`;
  if (p.writable !== true)
    return `the document's file system (${p.scheme}:) ${p.writable === false ? 'is read-only' : 'cannot be written'}; ${kept}`;
  return undefined;
}

/** What the dashboard says after a correction: what it did, or why it did not apply. */
export function correctionNote(hint: Hint, outcomes: readonly HintOutcome[] | undefined): string {
  const t = targetOf(hint);
  const o = [...(outcomes ?? [])].reverse().find((x) => targetOf(x.hint) === t);
  if (!o) return `Corrected: ${describeHint(hint)}.`;
  return o.applied
    ? `Corrected: ${describeHint(o.hint)} (${o.note}).`
    : `Correction kept but not applied: ${describeHint(o.hint)}: ${o.note}.`;
}
