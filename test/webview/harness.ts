/** Serves the webview bundle in a page like VS Code's panel: same CSP, a stub of acquireVsCodeApi that records messages. */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { dashboardShell } from '../../src/core/report/html';
import { analyzeOffThread, OFF_THREAD_CHARS, setWorkerDir } from '../../src/host/offThread';
import { analyzeDocuments } from '../../src/core/analyze';
import { blockOtherReadings } from '../../src/core/otherReadings';
import { dashboardView } from '../../src/core/report/dashboardView';
import type { Hint } from '../../src/core/hints/format';
import { linesCorrection, type DocPayload, type FromWebview, type ToWebview, type View } from '../../src/protocol';
import { linesRef } from '../../src/core/reading/linesRef';

const ROOT = join(__dirname, '../..');
const NONCE = 'harnessnonce0123456789';

/**
 * `--vscode-*` variables of a light, a dark and a high-contrast theme: the ones the dashboard and its
 * controls use, with the values of VS Code's Light Modern, Dark Modern and High Contrast themes (and of
 * its colour registry where a theme leaves one to it), so contrast is checked against what users see.
 */
export const THEMES: Record<'light' | 'dark' | 'hc', Record<string, string>> = {
  light: {
    foreground: '#3b3b3b',
    'editor-foreground': '#3b3b3b',
    'editor-background': '#ffffff',
    descriptionForeground: '#3b3b3b',
    focusBorder: '#005fb8',
    'charts-foreground': '#1f1f1f',
    'charts-lines': '#d0d0d0',
    'charts-blue': '#1a85ff',
    'charts-orange': '#d18616',
    'charts-green': '#388a34',
    'charts-purple': '#652d90',
    'charts-red': '#e51400',
    'charts-yellow': '#bf8803',
    'panel-border': '#e5e5e5',
    'textLink-foreground': '#005fb8',
    'textLink-activeForeground': '#005fb8',
    'panelTitle-activeForeground': '#3b3b3b',
    'panelTitle-inactiveForeground': '#3b3b3b',
    'panelTitle-activeBorder': '#005fb8',
    'button-background': '#005fb8',
    'button-foreground': '#ffffff',
    'button-hoverBackground': '#0258a8',
    'button-secondaryBackground': '#e5e5e5',
    'button-secondaryForeground': '#3b3b3b',
    'button-secondaryHoverBackground': '#cccccc',
    'button-border': '#0000001a',
    'input-background': '#ffffff',
    'input-foreground': '#3b3b3b',
    'input-border': '#cecece',
    'badge-background': '#cccccc',
    'badge-foreground': '#3b3b3b',
    'textCodeBlock-background': '#f8f8f8',
    'editorWidget-background': '#f8f8f8',
    'settings-checkboxBackground': '#f8f8f8',
    'settings-checkboxBorder': '#cecece',
    'settings-checkboxForeground': '#3b3b3b',
    errorForeground: '#f85149',
    'editorWarning-foreground': '#bf8803',
    'editorInfo-foreground': '#1a85ff',
    'font-family': 'sans-serif',
  },
  dark: {
    foreground: '#cccccc',
    'editor-foreground': '#cccccc',
    'editor-background': '#1f1f1f',
    descriptionForeground: '#9d9d9d',
    focusBorder: '#0078d4',
    'charts-foreground': '#cccccc',
    'charts-lines': '#444444',
    'charts-blue': '#3794ff',
    'charts-orange': '#d18616',
    'charts-green': '#89d185',
    'charts-purple': '#b180d7',
    'charts-red': '#f14c4c',
    'charts-yellow': '#cca700',
    'panel-border': '#2b2b2b',
    'textLink-foreground': '#4daafc',
    'textLink-activeForeground': '#4daafc',
    'panelTitle-activeForeground': '#cccccc',
    'panelTitle-inactiveForeground': '#9d9d9d',
    'panelTitle-activeBorder': '#0078d4',
    'button-background': '#0078d4',
    'button-foreground': '#ffffff',
    'button-hoverBackground': '#026ec1',
    'button-secondaryBackground': '#313131',
    'button-secondaryForeground': '#cccccc',
    'button-secondaryHoverBackground': '#3c3c3c',
    'button-border': '#ffffff12',
    'input-background': '#313131',
    'input-foreground': '#cccccc',
    'input-border': '#3c3c3c',
    'badge-background': '#616161',
    'badge-foreground': '#f8f8f8',
    'textCodeBlock-background': '#2b2b2b',
    'editorWidget-background': '#202020',
    'settings-checkboxBackground': '#313131',
    'settings-checkboxBorder': '#3c3c3c',
    'settings-checkboxForeground': '#cccccc',
    errorForeground: '#f85149',
    'editorWarning-foreground': '#cca700',
    'editorInfo-foreground': '#3794ff',
    'font-family': 'sans-serif',
  },
  hc: {
    foreground: '#ffffff',
    'editor-foreground': '#ffffff',
    'editor-background': '#000000',
    descriptionForeground: '#ffffff',
    focusBorder: '#f38518',
    contrastBorder: '#6fc3df',
    'charts-foreground': '#ffffff',
    'charts-lines': '#ffffff',
    'charts-blue': '#00ffff',
    'charts-orange': '#ffa500',
    'charts-green': '#00ff00',
    'charts-purple': '#ff00ff',
    'charts-red': '#ff0000',
    'charts-yellow': '#ffff00',
    'panel-border': '#6fc3df',
    'textLink-foreground': '#21a6ff',
    'textLink-activeForeground': '#21a6ff',
    'panelTitle-activeForeground': '#ffffff',
    'panelTitle-inactiveForeground': '#ffffff',
    'panelTitle-activeBorder': '#6fc3df',
    'button-background': '#000000',
    'button-foreground': '#ffffff',
    'button-secondaryBackground': '#000000',
    'button-secondaryForeground': '#ffffff',
    'button-border': '#6fc3df',
    'input-background': '#000000',
    'input-foreground': '#ffffff',
    'input-border': '#6fc3df',
    'badge-background': '#000000',
    'badge-foreground': '#ffffff',
    'textCodeBlock-background': '#000000',
    'editorWidget-background': '#0c141f',
    'settings-checkboxBackground': '#000000',
    'settings-checkboxBorder': '#6fc3df',
    'settings-checkboxForeground': '#ffffff',
    errorForeground: '#f48771',
    'editorWarning-foreground': '#ffd370',
    'editorInfo-foreground': '#3794ff',
    'font-family': 'sans-serif',
  },
};

const STUB = `
window.__posted = [];
window.__state = undefined;
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
window.acquireVsCodeApi = () => ({
  postMessage: (m) => { window.__posted.push(JSON.parse(JSON.stringify(m))); window.__toHost?.(JSON.parse(JSON.stringify(m))); },
  getState: () => window.__state,
  setState: (s) => { window.__state = s; },
});`;

function page(): string {
  return dashboardShell({
    csp: `default-src 'none'; script-src 'nonce-${NONCE}'; style-src http://127.0.0.1:*; font-src http://127.0.0.1:*; img-src http://127.0.0.1:* data:; worker-src blob:`,
    style: '<link rel="stylesheet" href="/media/dashboard.css">',
    scripts: `<script nonce="${NONCE}">${STUB}</script>\n<script type="module" nonce="${NONCE}" src="/dist/webview.js"></script>`,
    title: 'TierScope harness',
  });
}

export function serve(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page());
      return;
    }
    const allowed: Record<string, string> = {
      '/dist/webview.js': 'text/javascript',
      '/media/dashboard.css': 'text/css',
    };
    if (!allowed[path]) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': allowed[path] }).end(readFileSync(join(ROOT, path)));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, server }),
    ),
  );
}

setWorkerDir(join(ROOT, 'dist'));
let analysisId = 0;

/**
 * The `load` the extension host sends for these documents: analyzed on the host's path (offThread.ts), in Node;
 * with the user's corrections (`hints`), analyzed with them by the core. A text analyzed here (not in the
 * worker) gives its view the texts, for the corrections' choices (the lines above a block).
 */
export async function loadMessage(
  docs: DocPayload[],
  baseline: string | null = null,
  view: View | null = null,
  note: string | null = null,
  hints: readonly Hint[] = [],
): Promise<Extract<ToWebview, { type: 'load' }>> {
  const texts = docs.map((d) => d.text);
  const named = docs.map((d) => ({ name: d.name, text: d.text }));
  if (hints.length) {
    const a = analyzeDocuments(named, { baseline: baseline ?? undefined, hints });
    return { type: 'load', analysis: ++analysisId, docs, dashboard: dashboardView(a, texts), baseline, view, note };
  }
  const analyzed = await analyzeOffThread(named, baseline);
  const inline = texts.reduce((n, t) => n + t.length, 0) <= OFF_THREAD_CHARS;
  const dashboard = inline ? dashboardView(analyzed.analysis, texts) : analyzed.view();
  return { type: 'load', analysis: ++analysisId, docs, dashboard, baseline, view, note };
}

/**
 * Play the extension host for a page: send it documents, and answer a baseline change with a new load as
 * panel.ts does; a correction (`correct`, `correctLines`, `uncorrect`) is kept, and the documents analyzed again with them;
 * a block's other readings are tried and sent back.
 */
export async function hostFor(page: Page): Promise<{
  load(docs: DocPayload[], baseline?: string | null, view?: View | null, note?: string | null): Promise<void>;
  post(m: ToWebview): Promise<void>;
}> {
  let shown: { docs: DocPayload[]; view: View | null; note: string | null } | undefined;
  let baselineNow: string | null = null;
  const hints: Hint[] = [];
  const post = (m: ToWebview) => page.evaluate((x) => window.postMessage(x, '*'), m);
  const load = async (
    docs: DocPayload[],
    baseline: string | null = null,
    view: View | null = null,
    note: string | null = null,
  ) => {
    shown = { docs, view, note };
    baselineNow = baseline;
    await post(await loadMessage(docs, baseline, view, note, hints));
  };
  await page.exposeFunction('__toHost', async (m: FromWebview) => {
    if (!shown) return;
    if (m.type === 'baseline') await load(shown.docs, m.baseline, shown.view, shown.note);
    if (m.type === 'correctLines') {
      // as panel.ts: the lines named in the document's text, kept as a read-lines hint, or why not in the note
      const hint = linesCorrection(m, shown.docs[m.doc]?.text, linesRef);
      if (typeof hint !== 'string') hints.push(hint);
      await load(shown.docs, baselineNow, null, typeof hint === 'string' ? hint : null);
    }
    if (m.type === 'otherReadings') {
      // as panel.ts: the document alone, with the corrections so far
      const d = shown.docs[m.doc]!;
      await post({ type: 'otherReadings', doc: m.doc, key: m.key, ...blockOtherReadings(d, hints, m.key) });
    }
    if (m.type === 'correct' || m.type === 'uncorrect') {
      if (m.type === 'correct') hints.push(m.hint);
      else if (m.which === 'last') hints.pop();
      else hints.length = 0;
      await load(shown.docs, m.type === 'correct' && m.hint.kind === 'baseline' ? null : baselineNow, null, null);
    }
  });
  return { load, post };
}
