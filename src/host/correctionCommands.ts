/**
 * The corrections' commands: Save Reading Hints, Undo Last Correction, Forget All Corrections for This Document.
 * From the dashboard (when it has the focus, or no text editor is open) they act on its documents; from the
 * command palette, on the active text document. Each returns its sentence (what the tests read).
 */
import * as vscode from 'vscode';
import { fromDocument, type SourceDoc } from './documents';
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

  reg('tierscope.forgetCorrections', async () => {
    const t = target();
    if (!t) return void vscode.window.showWarningMessage(NONE);
    if ('panel' in t) return t.panel.changeCorrections(() => forgetCorrections(t.panel.documents));
    const said = await forgetCorrections(t.docs);
    void vscode.window.showInformationMessage(`TierScope: ${said}`);
    return said;
  });
}
