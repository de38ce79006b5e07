/**
 * The corrections' commands: Save Reading Hints, Undo Last Correction, Forget All Corrections for This Document.
 * From the dashboard (when it has the focus, or no text editor is open) they act on its documents; from the
 * command palette, on the active text document. Each returns its sentence (what the tests read). And Other
 * Readings of the Block at the Cursor: the block's other readings in a quick pick, the one picked kept.
 */
import * as vscode from 'vscode';
import { readingAt, runsPhrase } from '../core/hints/format';
import { fromDocument, type SourceDoc } from './documents';
import { corrections, hintsOfDocument, storageKey } from './hintSources';
import { analyzed } from './analyses';
import { loadCore } from './loadCore';
import { Cancelled, otherReadingsOffThread } from './offThread';
import { DashboardPanel } from './panel';
import { forgetCorrections, saveHints, undoCorrection } from './saveHints';

/** The dashboard when it is in front (or the only thing open), else the active text document. */
function target(): { panel: DashboardPanel } | { docs: SourceDoc[] } | undefined {
  const panel = DashboardPanel.current;
  const editor = vscode.window.activeTextEditor;
  if (panel && (panel.panel.active || !editor)) return { panel };
  if (editor) return { docs: [fromDocument(editor.document)] };
  return undefined;
}

const NONE = 'TierScope: open the document (or its dashboard) whose corrections you mean.';

export function registerCorrectionCommands(context: vscode.ExtensionContext): void {
  const reg = (id: string, fn: () => Promise<string | undefined>) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  reg('tierscope.saveHints', async () => {
    const t = target();
    if (!t) return void vscode.window.showWarningMessage(NONE);
    if ('panel' in t) return t.panel.saveHints();
    const r = await saveHints(t.docs);
    if (r.saved.length) void vscode.window.showInformationMessage(`TierScope: ${r.message}`);
    else void vscode.window.showWarningMessage(`TierScope: ${r.message}`);
    return r.message;
  });

  reg('tierscope.undoCorrection', async () => {
    const t = target();
    if (!t) return void vscode.window.showWarningMessage(NONE);
    if ('panel' in t) return t.panel.changeCorrections(() => undoCorrection(t.panel.documents));
    const said = await undoCorrection(t.docs);
    void vscode.window.showInformationMessage(`TierScope: ${said}`);
    return said;
  });

  reg('tierscope.otherReadings', otherReadingsAtCursor);

  reg('tierscope.forgetCorrections', async () => {
    const t = target();
    if (!t) return void vscode.window.showWarningMessage(NONE);
    if ('panel' in t) return t.panel.changeCorrections(() => forgetCorrections(t.panel.documents));
    const said = await forgetCorrections(t.docs);
    void vscode.window.showInformationMessage(`TierScope: ${said}`);
    return said;
  });
}

/** Runs named in a quick pick item's detail before the rest are counted. */
const RUNS_SHOWN = 6;
const runsNamed = (runs: readonly string[]) => runsPhrase(runs, RUNS_SHOWN);

/**
 * The other readings of the block that holds values at the cursor of the active editor (core/otherReadings.ts; of
 * the whole text, every block's, when the cursor is in none), in a quick pick, each with the runs it gives; the one
 * picked is kept as a correction of the document (a dashboard showing it reads it again). Returns what it did, in
 * a sentence.
 */
export async function otherReadingsAtCursor(): Promise<string> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return say('open the document and put the cursor in the block to read otherwise.');
  const d = fromDocument(editor.document);
  const core = await loadCore();
  const tooLong = core.tooLongToTry(d, core.OTHER_READINGS_CHARS_IN_WORKER);
  if (tooLong) return say(tooLong);
  const line = editor.selection.active.line + 1;
  // the document's analysis as the dashboard and the hovers share it (with its corrections)
  const a = (await analyzed([d], null)).analysis;
  const holding = new Set(a.measurements.map((m) => m.block));
  const at = a.blocks.findIndex((b, i) => holding.has(i) && b.key && b.startLine <= line && line <= b.endLine);
  // the cursor in no block that gave values: the whole text's other readings, every block's
  const b = at < 0 ? undefined : a.blocks[at]!;
  const where = b ? `lines ${b.startLine}-${b.endLine}` : d.name;
  const tried = await vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: `TierScope: trying the other readings of ${where}…`,
      cancellable: true,
    },
    async (_, token) =>
      otherReadingsOffThread(d, await hintsOfDocument(d), b?.key ?? '', token).catch((e: unknown) => {
        if (e instanceof Cancelled) return null;
        throw e;
      }),
  );
  if (!tried) return 'the other readings were not tried (cancelled)';
  if (tried.note) return say(tried.note);
  const { runs, others } = tried;
  if (!others.length) return say(`no other reading of ${where} gives other runs than ${runsNamed(runs)}.`);
  const pick = await vscode.window.showQuickPick(
    others.map((o) => ({
      label: b ? o.says : readingAt(o),
      description: `${o.values} values`,
      detail: runsNamed(o.runs),
      o,
    })),
    {
      title: `TierScope: other readings of ${where} (as read: ${runsNamed(runs)})`,
      placeHolder: 'Pick the reading whose runs are the ones the text means',
      matchOnDetail: true,
    },
  );
  if (!pick) return 'no reading picked';
  const store = corrections();
  if (!store) return say('corrections cannot be kept before TierScope is active.');
  await store.add(storageKey(d), pick.o.hint);
  const said = `${where} read as "${pick.label}": ${runsNamed(pick.o.runs)} (kept as a correction of ${d.name}).`;
  void vscode.window.showInformationMessage(`TierScope: ${said}`);
  return said;
}

function say(sentence: string): string {
  void vscode.window.showInformationMessage(`TierScope: ${sentence}`);
  return sentence;
}
