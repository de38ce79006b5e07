/** TierScope's VS Code entry point: commands and the dashboard's restore after a reload. */
import * as vscode from 'vscode';
import { registerCommands } from './host/commands';
import { registerCorrectionCommands } from './host/correctionCommands';
import { initCorrections } from './host/hintSources';
import { registerLanguageFeatures } from './host/language';
import { setWorkerLocation } from './host/offThread';
import { DashboardPanel, VIEW_TYPE } from './host/panel';
import { registerSample } from './host/sample';

export function activate(context: vscode.ExtensionContext): { panel: () => DashboardPanel | undefined } {
  const log = vscode.window.createOutputChannel('TierScope');
  setWorkerLocation(vscode.Uri.joinPath(context.extensionUri, 'dist'));
  context.subscriptions.push(log);
  // before anything analyzes: every analysis applies the documents' corrections
  initCorrections(context, log);
  registerCommands(context, log);
  registerCorrectionCommands(context);
  registerLanguageFeatures(context);
  registerSample(context);
  context.subscriptions.push(
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      async deserializeWebviewPanel(panel, state) {
        await DashboardPanel.restore(panel, context, log, state);
      },
    }),
  );
  // tests reach the open panel through the extension's exports
  return { panel: () => DashboardPanel.current };
}

export function deactivate(): void {
  DashboardPanel.current?.dispose();
}
