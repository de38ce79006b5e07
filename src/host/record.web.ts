/** Record a run... in a browser (vscode.dev, github.dev): there is no shell to run the benchmark in. */
import * as vscode from 'vscode';

export function registerRecord(context: vscode.ExtensionContext, _log: vscode.OutputChannel): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('tierscope.record', () => {
      void vscode.window.showWarningMessage(
        'TierScope: recording runs the benchmark in a local shell, which VS Code in a browser does not have. Run `tierscope record` on the machine and open the .tierlog here.',
      );
      return undefined;
    }),
  );
}
