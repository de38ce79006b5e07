/** The commands: Analyze tiering log, Analyze files..., Compare with..., the sample (Record a run...: record.ts). */
import * as vscode from 'vscode';
import { analyzed } from './analyses';
import { fromClipboard, fromDocument, linesRange, type SourceDoc } from './documents';
import { loadCore } from './loadCore';
import { Cancelled } from './offThread';
import { DashboardPanel } from './panel';
import { registerRecord } from './record';
import { sampleUri } from './sample';

const MAX_FILE_BYTES = 200 * 1024 * 1024;

/** The selection, else the active document, else the clipboard; says which. */
async function currentInput(uri?: vscode.Uri): Promise<{ doc: SourceDoc; used: string } | undefined> {
  if (uri instanceof vscode.Uri) {
    const doc = await vscode.workspace.openTextDocument(uri);
    return { doc: fromDocument(doc), used: `file ${vscode.workspace.asRelativePath(uri, false)}` };
  }
  const editor = vscode.window.activeTextEditor;
  if (editor && !editor.selection.isEmpty) {
    const s = editor.selection;
    return {
      doc: fromDocument(editor.document, s),
      used: `the selection (lines ${s.start.line + 1}-${s.end.line + 1}) of ${fromDocument(editor.document).name}`,
    };
  }
  if (editor)
    return { doc: fromDocument(editor.document), used: `the whole document ${fromDocument(editor.document).name}` };
  const clip = await vscode.env.clipboard.readText();
  if (clip.trim()) return { doc: fromClipboard(clip), used: 'the clipboard (no editor was open)' };
  return undefined;
}

const MB = 1024 * 1024;

/** Past the configured size, ask before analyzing (a 200 MB paste takes seconds and about 3x its size in memory). */
async function confirmLarge(docs: SourceDoc[]): Promise<boolean> {
  const limit = vscode.workspace.getConfiguration('tierscope').get<number>('confirmAboveMB', 50);
  const chars = docs.reduce((t, d) => t + d.text.length, 0);
  if (!(limit > 0) || chars <= limit * MB) return true;
  const go = await vscode.window.showWarningMessage(
    `TierScope: the input is ${(chars / MB).toFixed(0)} MB. Analyzing it takes a few seconds per 100 MB and about three times its size in memory.`,
    { modal: true, detail: 'The limit is the setting tierscope.confirmAboveMB.' },
    'Analyze',
  );
  return go === 'Analyze';
}

/** Analyze with progress; false (and a message naming what was tried) when nothing was recognized. */
async function check(docs: SourceDoc[], used: string): Promise<boolean> {
  if (!(await confirmLarge(docs))) return false;
  const size = docs.reduce((t, d) => t + d.text.length, 0);
  const title = `TierScope: analyzing ${docs.map((d) => d.name).join(', ')}${size > MB ? ` (${(size / MB).toFixed(0)} MB)` : ''}`;
  const ok = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title, cancellable: true },
    async (_progress, token) => {
      // the analysis the dashboard then shows (the cache keeps it); large inputs go to a worker
      // thread, so the host stays responsive and Cancel stops it
      try {
        const { analysis } = await analyzed(docs, null, token);
        return (await loadCore()).recognizedAnything(analysis);
      } catch (e) {
        if (e instanceof Cancelled) return undefined;
        throw e;
      }
    },
  );
  if (ok === undefined) return false;
  if (!ok) {
    // one line in the notification; what was tried (60 formats) goes to the output channel
    const { FORMATS_TRIED } = await loadCore();
    output?.appendLine(`Nothing recognized in ${used}. Tried: ${FORMATS_TRIED}.`);
    const pick = await vscode.window.showWarningMessage(
      `TierScope: nothing recognized in ${used}.`,
      'Supported formats',
      'Details',
    );
    if (pick === 'Supported formats') await vscode.commands.executeCommand('tierscope.showFormats');
    else if (pick === 'Details') output?.show(true);
  }
  return ok;
}

/** The TierScope output channel, where a notification's details go. */
let output: vscode.OutputChannel | undefined;

export function registerCommands(context: vscode.ExtensionContext, log: vscode.OutputChannel): void {
  output = log;
  const reg = (id: string, fn: (...args: unknown[]) => unknown) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  reg('tierscope.analyze', async (arg?: unknown) => {
    const input = await currentInput(arg instanceof vscode.Uri ? arg : undefined);
    if (!input) {
      void vscode.window.showWarningMessage(
        'TierScope: nothing to analyze: select text, open a file, or copy a log to the clipboard.',
      );
      return;
    }
    if (await check([input.doc], input.used)) DashboardPanel.show(context, log, [input.doc], `Analyzed ${input.used}.`);
  });

  // from a CodeLens: (uri, startLine, endLine) of one block
  reg('tierscope.analyzeRange', async (uri?: unknown, startLine?: unknown, endLine?: unknown) => {
    if (!(uri instanceof vscode.Uri) || typeof startLine !== 'number' || typeof endLine !== 'number') return;
    const doc = await vscode.workspace.openTextDocument(uri);
    const d = fromDocument(doc, linesRange(doc, startLine, endLine));
    if (await check([d], `lines ${startLine}-${endLine}`))
      DashboardPanel.show(context, log, [d], `Analyzed lines ${startLine}-${endLine} of ${fromDocument(doc).name}.`);
  });

  // from the explorer: (clicked file, all selected files)
  reg('tierscope.analyzeFiles', async (_clicked?: unknown, many?: unknown) => {
    let uris = Array.isArray(many) && many.every((u) => u instanceof vscode.Uri) ? many : undefined;
    uris ??= await vscode.window.showOpenDialog({
      canSelectMany: true,
      openLabel: 'Compare',
      title: 'TierScope: files to compare (one run or set of runs each)',
    });
    if (!uris?.length) return;
    const docs: SourceDoc[] = [];
    for (const uri of uris) {
      const stat = await vscode.workspace.fs.stat(uri);
      if (stat.size > MAX_FILE_BYTES) {
        void vscode.window.showWarningMessage(
          `TierScope: ${vscode.workspace.asRelativePath(uri, false)} is larger than 200 MB and was skipped.`,
        );
        continue;
      }
      docs.push(fromDocument(await vscode.workspace.openTextDocument(uri)));
    }
    if (docs.length && (await check(docs, `${docs.length} file(s)`)))
      DashboardPanel.show(
        context,
        log,
        docs,
        `Compared ${docs.length} file(s): ${docs.map((d) => d.name).join(', ')}.`,
      );
  });

  // from a CodeLens: (uri, startLine, endLine) of the block to add
  reg('tierscope.compareWith', async (uri?: unknown, startLine?: unknown, endLine?: unknown) => {
    const panel = DashboardPanel.current;
    if (uri instanceof vscode.Uri && typeof startLine === 'number' && typeof endLine === 'number') {
      if (!panel) return vscode.commands.executeCommand('tierscope.analyzeRange', uri, startLine, endLine);
      const doc = await vscode.workspace.openTextDocument(uri);
      const d = fromDocument(doc, linesRange(doc, startLine, endLine));
      panel.addDocs([d], `Added ${d.name}.`);
      return;
    }
    if (!panel) return vscode.commands.executeCommand('tierscope.analyze');
    const editor = vscode.window.activeTextEditor;
    const choices: (vscode.QuickPickItem & { id: string })[] = [];
    if (editor && !editor.selection.isEmpty)
      choices.push({
        id: 'selection',
        label: 'The current selection',
        description: fromDocument(editor.document).name,
      });
    if (editor)
      choices.push({ id: 'document', label: 'The active document', description: fromDocument(editor.document).name });
    choices.push({ id: 'files', label: 'Files...' }, { id: 'clipboard', label: 'The clipboard' });
    const pick = await vscode.window.showQuickPick(choices, { title: 'TierScope: compare the open dashboard with...' });
    if (!pick) return;
    let docs: SourceDoc[] = [];
    if (pick.id === 'selection' && editor) docs = [fromDocument(editor.document, editor.selection)];
    if (pick.id === 'document' && editor) docs = [fromDocument(editor.document)];
    if (pick.id === 'clipboard') docs = [fromClipboard(await vscode.env.clipboard.readText())];
    if (pick.id === 'files') {
      const uris = await vscode.window.showOpenDialog({ canSelectMany: true, openLabel: 'Add' });
      for (const u of uris ?? []) docs.push(fromDocument(await vscode.workspace.openTextDocument(u)));
    }
    if (docs.length && (await check(docs, pick.label.toLowerCase())))
      panel.addDocs(docs, `Added ${docs.map((d) => d.name).join(', ')}.`);
  });

  registerRecord(context, log);

  // the walkthrough's first step: the bundled sample, read-only, beside its dashboard
  reg('tierscope.openSample', async () => {
    const doc = await vscode.workspace.openTextDocument(sampleUri());
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.One, preview: false });
    const d = fromDocument(doc);
    if (await check([d], 'the sample'))
      DashboardPanel.show(context, log, [d], 'Analyzed the bundled sample (examples/pghot-llama-bench.txt).');
  });

  reg('tierscope.showFormats', async () => {
    const readme = vscode.Uri.joinPath(context.extensionUri, 'README.md');
    await vscode.commands.executeCommand('markdown.showPreview', readme.with({ fragment: 'what-it-reads' }));
  });
}
