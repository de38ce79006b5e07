/** The dashboard panel: one webview, its documents, the protocol's host side, updates when a source changes. */
import * as vscode from 'vscode';
import { dashboardShell } from '../core/report/html';
import { isFromWebview, isWebviewState, VIEWS, type FromWebview, type ToWebview, type View } from '../protocol';
import { fromDocument, fromState, linesRange, toPayload, type SourceDoc } from './documents';
import { TEXT_SLICE } from './offThread';

export const VIEW_TYPE = 'tierscope.dashboard';
/** Loads larger than this (characters) go to the webview in slices of TEXT_SLICE. */
const CHUNKED_ABOVE = 8 * 1024 * 1024;

function nonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

export class DashboardPanel {
  static current: DashboardPanel | undefined;
  private docs: SourceDoc[] = [];
  private baseline: string | null = null;
  private view: View | null = null;
  private ready = false;
  private pending: ToWebview[] | undefined;
  /** Bumped by every load, so an older chunked send stops. */
  private sending = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The editor tab holding the what-if scenario JSON, whose edits go back to the webview. */
  private scenarioDoc: vscode.Uri | undefined;
  /** Its latest text: sent again whenever the webview (re)starts, e.g. after being hidden. */
  private scenarioJson: string | undefined;
  private scenarioTimer: NodeJS.Timeout | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  readonly log: vscode.OutputChannel;

  /** Open the dashboard (or reuse the open one) for these documents. */
  static show(context: vscode.ExtensionContext, log: vscode.OutputChannel, docs: SourceDoc[], note: string): DashboardPanel {
    if (!DashboardPanel.current) {
      const panel = vscode.window.createWebviewPanel(VIEW_TYPE, 'TierScope', vscode.ViewColumn.Beside, DashboardPanel.options(context));
      DashboardPanel.current = new DashboardPanel(panel, context, log);
    } else DashboardPanel.current.panel.reveal(vscode.ViewColumn.Beside);
    DashboardPanel.current.setDocs(docs, note);
    return DashboardPanel.current;
  }

  static options(context: vscode.ExtensionContext): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
      enableScripts: true,
      retainContextWhenHidden: false,
      localResourceRoots: [vscode.Uri.joinPath(context.extensionUri, 'dist'), vscode.Uri.joinPath(context.extensionUri, 'media')],
    };
  }

  /** Restore after a window reload from the state the webview saved. */
  static async restore(panel: vscode.WebviewPanel, context: vscode.ExtensionContext, log: vscode.OutputChannel, state: unknown): Promise<void> {
    panel.webview.options = DashboardPanel.options(context);
    const p = new DashboardPanel(panel, context, log);
    DashboardPanel.current = p;
    if (state !== undefined && !isWebviewState(state)) log.appendLine('Restore: the saved dashboard state is not well-formed; opening nothing from it');
    const s = isWebviewState(state) ? state : undefined;
    if (s) {
      p.docs = s.docs.map(fromState);
      // the webview keeps no large texts in its state: read them again from their documents
      for (const d of p.docs)
        if (d.text === '' && d.uri) {
          try {
            d.text = (await vscode.workspace.openTextDocument(d.uri)).getText();
          } catch {
            d.text = '';
          }
        }
      p.baseline = typeof s.baseline === 'string' ? s.baseline : null;
      p.view = VIEWS.includes(s.view as View) ? (s.view as View) : null;
      p.send('Restored after reload');
    }
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly context: vscode.ExtensionContext,
    log: vscode.OutputChannel,
  ) {
    this.log = log;
    panel.webview.html = this.html();
    panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'media', 'icon.png');
    this.disposables.push(
      panel.webview.onDidReceiveMessage((m) => this.receive(m)),
      panel.onDidDispose(() => this.dispose()),
      // a hidden webview is torn down (no retained context): it says `ready` again when shown
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.ready = false;
      }),
      vscode.workspace.onDidChangeTextDocument((e) => this.sourceChanged(e.document)),
    );
  }

  get documents(): readonly SourceDoc[] {
    return this.docs;
  }

  setDocs(docs: SourceDoc[], note: string): void {
    this.docs = docs;
    this.send(note);
  }

  addDocs(docs: SourceDoc[], note: string): void {
    this.docs = [...this.docs, ...docs];
    this.send(note);
  }

  private html(): string {
    const w = this.panel.webview;
    const n = nonce();
    const script = w.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'dist', 'webview.js'));
    const style = w.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'media', 'dashboard.css'));
    return dashboardShell({
      csp: `default-src 'none'; script-src 'nonce-${n}'; style-src ${w.cspSource}; font-src ${w.cspSource}; img-src ${w.cspSource} data:; worker-src blob:`,
      style: `<link rel="stylesheet" href="${style}">`,
      scripts: `<script type="module" nonce="${n}" src="${script}"></script>`,
      title: 'TierScope',
    });
  }

  private send(note: string | null): void {
    const docs = this.docs.map(toPayload);
    const total = docs.reduce((t, d) => t + d.text.length, 0);
    let messages: ToWebview[] = [{ type: 'load', docs, baseline: this.baseline, view: this.view, note }];
    if (total > CHUNKED_ABOVE) {
      // a large paste goes in slices, so serializing it never holds the extension host for long
      messages = [{ type: 'load', docs: docs.map((d) => ({ ...d, text: '' })), baseline: this.baseline, view: this.view, note, chunked: true }];
      docs.forEach((d, i) => {
        for (let a = 0; a < d.text.length || a === 0; a += TEXT_SLICE) messages.push({ type: 'text', doc: i, text: d.text.slice(a, a + TEXT_SLICE), done: false });
        if (i === docs.length - 1) (messages[messages.length - 1] as Extract<ToWebview, { type: 'text' }>).done = true;
      });
    }
    if (this.ready) void this.post(messages);
    else this.pending = messages; // the webview says `ready` first; until then the newest load waits
  }

  private async post(messages: ToWebview[]): Promise<void> {
    const mine = ++this.sending;
    for (const m of messages) {
      if (mine !== this.sending || this.disposed) return;
      await this.panel.webview.postMessage(m);
      if (messages.length > 1) await new Promise((r) => setImmediate(r));
    }
  }

  private receive(raw: unknown): void {
    if (!isFromWebview(raw)) {
      this.log.appendLine(`dropped a malformed message from the dashboard: ${JSON.stringify(raw)?.slice(0, 200)}`);
      return;
    }
    void this.handle(raw);
  }

  private async handle(m: FromWebview): Promise<void> {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        if (this.pending) void this.post(this.pending);
        this.pending = undefined;
        if (this.scenarioJson !== undefined) void this.panel.webview.postMessage({ type: 'scenario', json: this.scenarioJson } satisfies ToWebview);
        return;
      case 'state':
        this.baseline = m.baseline;
        this.view = m.view;
        return;
      case 'reveal':
        return this.reveal(m.doc, m.startLine, m.endLine);
      case 'copy':
        await vscode.env.clipboard.writeText(m.text);
        void vscode.window.showInformationMessage(`TierScope: copied the ${m.what === 'lkml' ? 'plain-text (LKML)' : 'Markdown'} tables to the clipboard.`);
        return;
      case 'openScenario': {
        const doc = await vscode.workspace.openTextDocument({ language: 'json', content: m.json });
        this.scenarioDoc = doc.uri;
        // beside the dashboard, not over it: a hidden dashboard could not follow the edits
        const column = this.panel.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One;
        await vscode.window.showTextDocument(doc, { viewColumn: column, preview: false });
        return;
      }
      case 'save': {
        const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
        const target = await vscode.window.showSaveDialog({
          defaultUri: folder ? vscode.Uri.joinPath(folder, m.suggestedName) : undefined,
          filters: m.what === 'csv' ? { CSV: ['csv'] } : { PNG: ['png'] },
        });
        if (!target) return;
        const bytes = m.what === 'csv' ? new TextEncoder().encode(m.data) : Buffer.from(m.data.slice('data:image/png;base64,'.length), 'base64');
        await vscode.workspace.fs.writeFile(target, bytes);
        return;
      }
      default: {
        const never: never = m;
        void never;
      }
    }
  }

  /** Select the lines of a block or a number in the editor it came from. */
  private async reveal(index: number, startLine: number, endLine: number): Promise<void> {
    const d = this.docs[index];
    if (!d?.uri) {
      void vscode.window.showInformationMessage(`TierScope: lines ${startLine}-${endLine} of ${d?.name ?? 'the input'} (the text came from the clipboard, there is no editor to show).`);
      return;
    }
    const doc = await vscode.workspace.openTextDocument(d.uri);
    const range = linesRange(doc, d.lineOffset + startLine, d.lineOffset + endLine);
    const column = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === d.uri!.toString())?.viewColumn ?? vscode.ViewColumn.One;
    await vscode.window.showTextDocument(doc, { viewColumn: column, selection: range, preserveFocus: false });
  }

  /** Re-analyze (debounced) when a source document changes; a closed source keeps its last text. */
  private sourceChanged(doc: vscode.TextDocument): void {
    if (this.scenarioDoc?.toString() === doc.uri.toString()) {
      clearTimeout(this.scenarioTimer);
      this.scenarioTimer = setTimeout(() => {
        this.scenarioJson = doc.getText();
        if (this.ready) void this.panel.webview.postMessage({ type: 'scenario', json: this.scenarioJson } satisfies ToWebview);
      }, 300);
      return;
    }
    const hit = this.docs.some((d) => d.uri?.toString() === doc.uri.toString());
    if (!hit) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.docs = this.docs.map((d) => {
        if (d.uri?.toString() !== doc.uri.toString()) return d;
        const fresh = fromDocument(doc, d.range && linesRange(doc, d.range.start.line + 1, d.range.end.line + 1));
        return { ...fresh, id: d.id, name: d.name };
      });
      this.send(`Updated from ${doc.isUntitled ? 'the edited document' : vscode.workspace.asRelativePath(doc.uri, false)} at ${new Date().toLocaleTimeString()}`);
    }, 400);
  }

  private disposed = false;

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.timer);
    clearTimeout(this.scenarioTimer);
    if (DashboardPanel.current === this) DashboardPanel.current = undefined;
    for (const d of this.disposables) d.dispose();
    this.panel.dispose();
  }
}
