/** The dashboard panel: one webview, its documents, the protocol's host side, updates when a source changes. */
import * as vscode from 'vscode';
import type { Hint } from '../core/hints/format';
import type { Analysis } from '../core/model';
import type { BlockOtherReadings } from '../core/otherReadings';
import { dashboardShell } from '../core/report/html';
import {
  isFromWebview,
  isWebviewState,
  linesCorrection,
  VIEWS,
  type FromWebview,
  type ToWebview,
  type View,
} from '../protocol';
import { analyzed } from './analyses';
import { fromDocument, fromState, linesRange, toPayload, type SourceDoc } from './documents';
import { corrections, hintsFor, hintsOfDocument, onDidChangeHints, storageKey } from './hintSources';
import { correctionNote } from './hintsFile';
import { loadCore } from './loadCore';
import { loadMessages } from './loadMessages';
import { Cancelled, otherReadingsOffThread } from './offThread';
import { forgetCorrections, saveHints, undoCorrection } from './saveHints';
import { breathe } from './workerHost';

export const VIEW_TYPE = 'tierscope.dashboard';

function nonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

/**
 * Where the dashboard opens: beside the editor, in a group that is already there when there is one (the
 * other of two side-by-side editors), so it does not split off a third group.
 */
function besideColumn(): vscode.ViewColumn {
  const groups = vscode.window.tabGroups.all;
  if (groups.length < 2) return vscode.ViewColumn.Beside;
  const active = vscode.window.tabGroups.activeTabGroup;
  const next = groups[groups.indexOf(active) + 1] ?? groups.find((g) => g !== active);
  return next?.viewColumn ?? vscode.ViewColumn.Beside;
}

/** The view's plain-text (LKML) export is 80 columns wide; `tierscope.export.textWidth` asks for another width (0: none). */
const DEFAULT_TEXT_WIDTH = 80;

async function withTextWidth<V extends { model: { exports: { text: string } } }>(
  view: V,
  analysis: Parameters<Awaited<ReturnType<typeof loadCore>>['renderText']>[0],
): Promise<V> {
  const width = vscode.workspace.getConfiguration('tierscope').get<number>('export.textWidth', DEFAULT_TEXT_WIDTH);
  if (!Number.isInteger(width) || width === DEFAULT_TEXT_WIDTH || (width > 0 && width < 40)) return view;
  const { renderText } = await loadCore();
  return { ...view, model: { ...view.model, exports: { ...view.model.exports, text: renderText(analysis, width) } } };
}

export class DashboardPanel {
  static current: DashboardPanel | undefined;
  private docs: SourceDoc[] = [];
  /** The baseline the user chose; null: the analysis's default (the first measured config). */
  private baseline: string | null = null;
  private note: string | null = null;
  private view: View | null = null;
  private ready = false;
  /** The newest load, sent again whenever the webview (re)starts: a hidden webview is torn down. */
  private latest: ToWebview[] | undefined;
  /** Bumped by every load, so an older chunked send stops. */
  private sending = 0;
  /** Bumped by every analysis asked for, so an older one that finishes later is not shown. */
  private loads = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The editor tab holding the what-if scenario JSON, whose edits go back to the webview. */
  private scenarioDoc: vscode.Uri | undefined;
  /** Its latest text: sent again whenever the webview (re)starts, e.g. after being hidden. */
  private scenarioJson: string | undefined;
  private scenarioTimer: NodeJS.Timeout | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  /** Set while the panel changes its documents' corrections itself: it sends the new load, with what changed. */
  private correcting = 0;
  /** The reading hints of the newest load, to tell a change of them from a change that leaves them as they were. */
  private sentHints = '';
  /** When the newest load was ready to post (performance.now()), for the time a correction takes. */
  private loadReady = 0;
  /** When the newest load's analysis and view were done, for the same. */
  private loadSteps = { analyzed: 0, viewed: 0 };
  readonly log: vscode.OutputChannel;

  /** Open the dashboard (or reuse the open one) for these documents. */
  static show(
    context: vscode.ExtensionContext,
    log: vscode.OutputChannel,
    docs: SourceDoc[],
    note: string,
  ): DashboardPanel {
    if (!DashboardPanel.current) {
      const panel = vscode.window.createWebviewPanel(
        VIEW_TYPE,
        'TierScope',
        besideColumn(),
        DashboardPanel.options(context),
      );
      DashboardPanel.current = new DashboardPanel(panel, context, log);
    } else DashboardPanel.current.panel.reveal(DashboardPanel.current.panel.viewColumn ?? besideColumn());
    DashboardPanel.current.setDocs(docs, note);
    return DashboardPanel.current;
  }

  static options(context: vscode.ExtensionContext): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
      enableScripts: true,
      retainContextWhenHidden: false,
      // Ctrl+F finds text in the tables and findings
      enableFindWidget: true,
      localResourceRoots: [
        vscode.Uri.joinPath(context.extensionUri, 'dist'),
        vscode.Uri.joinPath(context.extensionUri, 'media'),
      ],
    };
  }

  /** Restore after a window reload from the state the webview saved. */
  static async restore(
    panel: vscode.WebviewPanel,
    context: vscode.ExtensionContext,
    log: vscode.OutputChannel,
    state: unknown,
  ): Promise<void> {
    panel.webview.options = DashboardPanel.options(context);
    const p = new DashboardPanel(panel, context, log);
    DashboardPanel.current = p;
    if (state !== undefined && !isWebviewState(state))
      log.appendLine('Restore: the saved dashboard state is not well-formed; opening nothing from it');
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
      p.view = VIEWS.includes(s.view) ? s.view : null;
      void p.send('Restored after reload');
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
      // a correction made by a command, or a hints file edited: analyze again
      onDidChangeHints((keys) => void this.hintsChanged(keys)),
    );
  }

  get documents(): readonly SourceDoc[] {
    return this.docs;
  }

  /** The newest load (sent, or waiting for the webview's `ready`): what the dashboard shows; the tests read it. */
  get latestLoad(): Extract<ToWebview, { type: 'load' }> | undefined {
    const m = this.latest?.[0];
    return m?.type === 'load' ? m : undefined;
  }

  /** The other readings last sent to the dashboard; the tests read them. */
  latestOtherReadings: Extract<ToWebview, { type: 'otherReadings' }> | undefined;

  setDocs(docs: SourceDoc[], note: string): void {
    this.docs = docs;
    this.baseline = null; // a new comparison: the old baseline may not exist in it
    void this.send(note);
  }

  addDocs(docs: SourceDoc[], note: string): void {
    this.docs = [...this.docs, ...docs];
    void this.send(note);
  }

  private html(): string {
    const w = this.panel.webview;
    const n = nonce();
    const script = w.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'dist', 'webview.js'));
    const style = w.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'media', 'dashboard.css'));
    return dashboardShell({
      csp: `default-src 'none'; script-src 'nonce-${n}'; style-src ${w.cspSource}; font-src ${w.cspSource}; img-src ${w.cspSource} data:; worker-src blob:`,
      style: `<link rel="stylesheet" href="${style.toString()}">`,
      scripts: `<script type="module" nonce="${n}" src="${script.toString()}"></script>`,
      title: 'TierScope',
    });
  }

  /**
   * Analyze (from the cache when the commands already did) and send the dashboard; a newer send supersedes this
   * one. The note may be made from the analysis (what a correction did); false when a newer send superseded it.
   */
  private async send(note: string | null | ((a: Analysis) => string)): Promise<boolean> {
    if (typeof note !== 'function') this.note = note;
    const mine = ++this.loads;
    let messages: ToWebview[];
    try {
      this.sentHints = JSON.stringify(await hintsFor(this.docs));
      const a = await analyzed(this.docs, this.baseline);
      const analyzedAt = performance.now();
      const dashboard = await withTextWidth(a.view(), a.analysis);
      this.loadSteps = { analyzed: analyzedAt, viewed: performance.now() };
      if (mine !== this.loads) return false;
      if (typeof note === 'function') this.note = note(a.analysis);
      messages = loadMessages({
        type: 'load',
        analysis: a.id,
        dashboard,
        docs: this.docs.map(toPayload),
        baseline: this.baseline,
        view: this.view,
        note: this.note,
      });
    } catch (e) {
      if (mine !== this.loads) return false;
      this.log.appendLine(`analysis failed: ${(e as Error).stack ?? String(e)}`);
      messages = [{ type: 'failed', message: (e as Error).message }];
    }
    this.latest = messages;
    this.loadReady = performance.now();
    if (this.ready) await this.post(messages); // the webview says `ready` first; until then the newest load waits
    return true;
  }

  private async post(messages: ToWebview[]): Promise<void> {
    const mine = ++this.sending;
    for (const m of messages) {
      if (mine !== this.sending || this.disposed) return;
      await this.panel.webview.postMessage(m);
      if (messages.length > 1) await breathe();
    }
  }

  /** What the webview posts (untrusted: checked first); the extension's tests post through it too. */
  receive(raw: unknown): void {
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
        if (this.latest) void this.post(this.latest);
        if (this.scenarioJson !== undefined)
          void this.panel.webview.postMessage({ type: 'scenario', json: this.scenarioJson } satisfies ToWebview);
        return;
      case 'state':
        this.view = m.view;
        return;
      case 'baseline':
        this.baseline = m.baseline;
        await this.send(this.note);
        return;
      case 'reveal':
        return this.reveal(m.doc, m.startLine, m.endLine);
      case 'copy':
        await vscode.env.clipboard.writeText(m.text);
        void vscode.window.showInformationMessage(
          `TierScope: copied the ${m.what === 'lkml' ? 'plain-text (LKML)' : 'Markdown'} tables to the clipboard.`,
        );
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
        const bytes =
          m.what === 'csv'
            ? new TextEncoder().encode(m.data)
            : Uint8Array.from(atob(m.data.slice('data:image/png;base64,'.length)), (c) => c.charCodeAt(0));
        await vscode.workspace.fs.writeFile(target, bytes);
        return;
      }
      case 'correct':
        return this.correct(m.doc, m.hint);
      case 'correctLines': {
        // the lines named as a hint names them, in the document's text as the dashboard numbers it
        const hint = linesCorrection(m, this.docs[m.doc]?.text, (await loadCore()).linesRef);
        if (typeof hint === 'string') await this.send(hint);
        else await this.correct(m.doc, hint);
        return;
      }
      case 'otherReadings':
        return this.otherReadings(m.doc, m.key);
      case 'uncorrect':
        await this.changeCorrections(() =>
          m.which === 'last' ? undoCorrection(this.docs) : forgetCorrections(this.docs),
        );
        return;
      case 'saveHints':
        await this.saveHints();
        return;
      default: {
        const never: never = m;
        void never;
      }
    }
  }

  /**
   * Keep a correction for the document whose block it names (`index` into the documents; run-level hints come
   * with the first), analyze again at once and send the new load, saying what the correction did. The time from
   * the message to the load posted goes to the output channel (scripts/bench.ts `correct` measures the same path).
   */
  private async correct(index: number, hint: Hint): Promise<void> {
    const t0 = performance.now();
    const d = this.docs[index];
    const store = corrections();
    if (!d || !store) {
      this.log.appendLine(`dropped a correction for document ${index}: the dashboard shows ${this.docs.length}`);
      return;
    }
    // a baseline the user now states is the one: a baseline picked in Compare before gives way to it
    if (hint.kind === 'baseline') this.baseline = null;
    // the store has it at once; the write to the workspace's storage follows, the analysis does not wait for it
    this.correcting++;
    try {
      store
        .add(storageKey(d), hint)
        .catch((e: unknown) => this.log.appendLine(`could not store the correction: ${String(e)}`));
    } finally {
      this.correcting--;
    }
    const posted = await this.send((a) => correctionNote(hint, a.hints));
    const kb = this.docs.reduce((n, x) => n + x.text.length, 0) / 1024;
    if (posted)
      this.log.appendLine(
        `correction (${hint.kind}) of ${kb.toFixed(0)} KB: analyzed in ${(this.loadSteps.analyzed - t0).toFixed(1)} ms, view built in ${(this.loadSteps.viewed - t0).toFixed(1)} ms, load ready in ${(this.loadReady - t0).toFixed(1)} ms, posted in ${(performance.now() - t0).toFixed(1)} ms: ${this.note ?? ''}`,
      );
  }

  /** The other readings being tried for the webview's menu: a newer request (the menu opened again) stops it. */
  private tryingOtherReadings: vscode.CancellationTokenSource | undefined;

  /**
   * Try the other readings of the block `key` of document `index` (each is the document analyzed again, with its
   * corrections, in the analysis worker) and post them back, unless the panel asked again meanwhile.
   */
  private async otherReadings(index: number, key: string): Promise<void> {
    const d = this.docs[index];
    if (!d) return;
    this.tryingOtherReadings?.cancel();
    const trying = (this.tryingOtherReadings = new vscode.CancellationTokenSource());
    const t0 = performance.now();
    let tried: BlockOtherReadings;
    try {
      tried = await otherReadingsOffThread({ name: d.name, text: d.text }, await hintsOfDocument(d), key, trying.token);
    } catch (e) {
      if (e instanceof Cancelled) return;
      tried = { runs: [], others: [], note: `the other readings could not be tried: ${(e as Error).message}` };
    } finally {
      trying.dispose();
      if (this.tryingOtherReadings === trying) this.tryingOtherReadings = undefined;
    }
    if (this.disposed) return;
    this.log.appendLine(
      `other readings of ${d.name} ${key || '(the whole text)'}: ${tried.note ?? `${tried.others.length} in ${(performance.now() - t0).toFixed(1)} ms`}`,
    );
    this.latestOtherReadings = { type: 'otherReadings', doc: index, key, ...tried };
    void this.panel.webview.postMessage(this.latestOtherReadings satisfies ToWebview);
  }

  /** Undo or forget the documents' corrections (the change's sentence becomes the load's note). */
  async changeCorrections(change: () => Promise<string>): Promise<string> {
    this.correcting++;
    let said: string;
    try {
      said = await change();
    } finally {
      this.correcting--;
    }
    await this.send(said);
    return said;
  }

  /** Write the documents' corrections beside them as `<file>.tierscope.json` (or say why not). */
  async saveHints(): Promise<string> {
    const r = await this.changeCorrections(async () => (await saveHints(this.docs)).message);
    if (r.startsWith('Saved')) void vscode.window.showInformationMessage(`TierScope: ${r}`);
    else void vscode.window.showWarningMessage(`TierScope: ${r}`);
    return r;
  }

  /** Hints changed elsewhere (a command, a hints file): analyze again when they change what this dashboard applies. */
  private async hintsChanged(keys: readonly string[]): Promise<void> {
    if (this.correcting || !this.docs.some((d) => keys.includes(storageKey(d)))) return;
    const docs = this.docs;
    const loads = this.loads;
    const hints = JSON.stringify(await hintsFor(docs));
    // a load asked for since (other documents, a correction) reads the hints as they are now
    if (docs !== this.docs || loads !== this.loads || hints === this.sentHints) return;
    await this.send(`Reading hints changed at ${new Date().toLocaleTimeString()}`);
  }

  /** Select the lines of a block or a number in the editor it came from. */
  private async reveal(index: number, startLine: number, endLine: number): Promise<void> {
    const d = this.docs[index];
    if (!d?.uri) {
      void vscode.window.showInformationMessage(
        `TierScope: lines ${startLine}-${endLine} of ${d?.name ?? 'the input'} (the text came from the clipboard, there is no editor to show).`,
      );
      return;
    }
    const doc = await vscode.workspace.openTextDocument(d.uri);
    const range = linesRange(doc, d.lineOffset + startLine, d.lineOffset + endLine);
    const column =
      vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === d.uri!.toString())?.viewColumn ??
      vscode.ViewColumn.One;
    await vscode.window.showTextDocument(doc, { viewColumn: column, selection: range, preserveFocus: false });
  }

  /** Re-analyze (debounced) when a source document changes; a closed source keeps its last text. */
  private sourceChanged(doc: vscode.TextDocument): void {
    if (this.scenarioDoc?.toString() === doc.uri.toString()) {
      clearTimeout(this.scenarioTimer);
      this.scenarioTimer = setTimeout(() => {
        this.scenarioJson = doc.getText();
        if (this.ready)
          void this.panel.webview.postMessage({ type: 'scenario', json: this.scenarioJson } satisfies ToWebview);
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
      void this.send(
        `Updated from ${doc.isUntitled ? 'the edited document' : vscode.workspace.asRelativePath(doc.uri, false)} at ${new Date().toLocaleTimeString()}`,
      );
    }, 400);
  }

  private disposed = false;

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.tryingOtherReadings?.cancel();
    clearTimeout(this.timer);
    clearTimeout(this.scenarioTimer);
    if (DashboardPanel.current === this) DashboardPanel.current = undefined;
    for (const d of this.disposables) d.dispose();
    this.panel.dispose();
  }
}
