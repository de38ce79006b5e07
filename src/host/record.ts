/** Record a run...: `tierscope record` in a terminal (Node's extension host; record.web.ts in a browser). */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { defaultLabel } from './recordLabel';
import { fromDocument } from './documents';
import { DashboardPanel } from './panel';

export function registerRecord(context: vscode.ExtensionContext, log: vscode.OutputChannel): void {
  // `tierscope record` in a terminal; the dashboard opens on the file when the terminal closes. Runs go to
  // runs.tierlog in the workspace (--append), so each new one is compared with the ones before.
  context.subscriptions.push(
    vscode.commands.registerCommand('tierscope.record', async (arg?: unknown) => {
      const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
      if (folder && folder.scheme !== 'file') {
        void vscode.window.showWarningMessage(
          `TierScope: recording needs a local shell and folder; this workspace is ${folder.scheme}:. Run \`tierscope record\` on the machine and open the .tierlog here.`,
        );
        return undefined;
      }
      const given = (arg ?? {}) as { command?: string; label?: string };
      const command =
        given.command ??
        (await vscode.window.showInputBox({
          title: 'TierScope: record a run',
          prompt: 'The command to run and record (run by your shell)',
          placeHolder: './llama-bench -m model.gguf -p 512 -n 128',
          ignoreFocusOut: true,
        }));
      if (!command?.trim()) return undefined;
      const guess = defaultLabel(command);
      const label =
        given.label ??
        (await vscode.window.showInputBox({
          title: 'TierScope: record a run',
          prompt: 'Label of the run (the config name in the comparison), e.g. nb=2',
          value: guess,
          ignoreFocusOut: true,
        }));
      if (!label?.trim()) return undefined;
      const out = join(folder?.fsPath ?? tmpdir(), 'runs.tierlog');
      const cli = vscode.Uri.joinPath(context.extensionUri, 'bin', 'tierscope.js').fsPath;
      const terminal = vscode.window.createTerminal({
        name: `TierScope record: ${label}`,
        shellPath: process.execPath,
        shellArgs: [
          cli,
          'record',
          '--label',
          label.trim(),
          '--out',
          out,
          '--append',
          '--',
          process.env.SHELL || '/bin/sh',
          '-c',
          command,
        ],
        env: { ELECTRON_RUN_AS_NODE: '1' },
      });
      terminal.show();
      await new Promise<void>((resolve) => {
        const sub = vscode.window.onDidCloseTerminal((t) => {
          if (t !== terminal) return;
          sub.dispose();
          resolve();
        });
      });
      const uri = vscode.Uri.file(out);
      try {
        await vscode.workspace.fs.stat(uri);
      } catch {
        void vscode.window.showWarningMessage(
          `TierScope: the recording wrote no ${out} (exit status ${terminal.exitStatus?.code ?? 'unknown'}).`,
        );
        return undefined;
      }
      const doc = await vscode.workspace.openTextDocument(uri);
      DashboardPanel.show(
        context,
        log,
        [fromDocument(doc)],
        `Recorded "${label.trim()}" (exit status ${terminal.exitStatus?.code ?? 'unknown'}) into ${vscode.workspace.asRelativePath(uri, false)}.`,
      );
      return out;
    }),
  );
}
