/**
 * Save reading hints, undo, forget: the corrections of documents, for the dashboard and the commands alike.
 * Saving writes `<file>.tierscope.json` beside each file whose corrections are stored (the first document's
 * always), in the CLI's format (hintsFileText), and moves them there: from then on they come from the file, once.
 */
import * as vscode from 'vscode';
import { describeHint, hintsFileText } from '../core/hints/format';
import { mergeHints } from './corrections';
import { SAMPLE_SCHEME, type SourceDoc } from './documents';
import { corrections, readSidecar, sidecarUri, storageKey, wroteSidecar } from './hintSources';
import { whyNotWritable } from './hintsFile';

type Doc = Pick<SourceDoc, 'uri' | 'text' | 'name'>;

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The documents' storage keys, each once. */
const keysOf = (docs: readonly Doc[]) => [...new Set(docs.map(storageKey))];

/** Write the hints files; what happened, in a sentence or two for a message. */
export async function saveHints(docs: readonly Doc[]): Promise<{ saved: vscode.Uri[]; message: string }> {
  const store = corrections();
  const first = docs[0];
  if (!store || !first) return { saved: [], message: 'There is no document to save reading hints for.' };
  const targets = docs.filter((d, k) => k === 0 || (d.uri && store.list(storageKey(d)).length > 0));
  const saved: vscode.Uri[] = [];
  const said: string[] = [];
  for (const d of new Map(targets.map((t) => [storageKey(t), t])).values()) {
    const why = whyNotWritable({
      scheme: d.uri?.scheme,
      sampleScheme: SAMPLE_SCHEME,
      trusted: vscode.workspace.isTrusted,
      writable: d.uri ? vscode.workspace.fs.isWritableFileSystem(d.uri.scheme) : undefined,
    });
    const file = sidecarUri(d.uri);
    if (why || !file || !d.uri) {
      said.push(`${d.name}: not saved: ${why ?? 'there is no file beside which to save'}.`);
      continue;
    }
    const name = vscode.workspace.asRelativePath(file, false);
    const stored = store.list(storageKey(d));
    const side = await readSidecar(d.uri, true);
    if (!stored.length) {
      said.push(
        side.found && side.hints.length
          ? `${d.name}: no new corrections; ${name} holds ${plural(side.hints.length, 'hint')}.`
          : `${d.name}: no corrections to save.`,
      );
      continue;
    }
    if (side.found && side.problems.length) {
      said.push(`${d.name}: not saved: ${name} is not a hints file TierScope can add to (${side.problems[0]}).`);
      continue;
    }
    const hints = mergeHints(side.hints, stored);
    try {
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(hintsFileText(hints)));
    } catch (e) {
      said.push(`${d.name}: could not write ${name}: ${(e as Error).message}.`);
      continue;
    }
    // the file holds them now: forget the stored copies, so no hint is applied twice
    wroteSidecar(d.uri, hints);
    await store.forget([storageKey(d)]);
    saved.push(file);
    said.push(
      `Saved ${plural(hints.length, 'reading hint')} to ${name}; they are read from there now (and by \`tierscope analyze\`).`,
    );
  }
  return { saved, message: said.join(' ') };
}

/** Take back the newest correction of these documents; a sentence saying what. */
export async function undoCorrection(docs: readonly Doc[]): Promise<string> {
  const store = corrections();
  const gone = await store?.undo(keysOf(docs));
  if (gone) return `Took back the correction ${describeHint(gone.hint)}.`;
  return `No correction of ${docs.map((d) => d.name).join(', ') || 'this document'} to take back${await fromFiles(docs)}.`;
}

/** Forget every stored correction of these documents; a sentence saying how many. */
export async function forgetCorrections(docs: readonly Doc[]): Promise<string> {
  const n = (await corrections()?.forget(keysOf(docs))) ?? 0;
  return `${n ? `Forgot ${plural(n, 'correction')}` : 'No stored corrections'} of ${docs.map((d) => d.name).join(', ') || 'this document'}${await fromFiles(docs)}.`;
}

/** Hints files still applied to these documents, said after an undo or forget (they are not TierScope's to take back). */
async function fromFiles(docs: readonly Doc[]): Promise<string> {
  const files: string[] = [];
  for (const d of docs) {
    const side = d.uri ? await readSidecar(d.uri) : undefined;
    const file = sidecarUri(d.uri);
    if (side?.found && side.hints.length && file)
      files.push(`${vscode.workspace.asRelativePath(file, false)} (${plural(side.hints.length, 'hint')})`);
  }
  return files.length ? `; still applied from ${files.join(', ')}: edit or delete the file to change them` : '';
}
