/**
 * The standalone HTML report (`tierscope analyze --format html`), offline in a browser: the page is its
 * own host. It analyzes the embedded documents with the same core and view builder as the extension
 * host, and sends the dashboard the same `load`; a baseline change analyzes again.
 */
import { analyzeDocuments } from '../src/core/analyze';
import { dashboardView } from '../src/core/report/dashboardView';
import type { DocPayload, FromWebview } from '../src/protocol';
import { startDashboard } from './dashboard';
import type { Host } from './host';
import type { Hint } from '../src/core/hints/format';

/** What the CLI embeds in the page (htmlReport.ts). */
export interface ReportData {
  docs: DocPayload[];
  baseline: string | null;
  /** The reading hints the CLI applied (older reports have none). */
  hints?: Hint[];
}

const data = JSON.parse(
  document.getElementById('tierscope-data')?.textContent || '{"docs":[],"baseline":null}',
) as ReportData;
let analysisId = 0;

function analyzeAndLoad(baseline: string | null): void {
  const docs = data.docs.map((d) => ({ name: d.name, text: d.text }));
  try {
    const analysis = analyzeDocuments(docs, { baseline: baseline ?? undefined, hints: data.hints ?? [] });
    const dashboard = dashboardView(analysis);
    app.receive({ type: 'load', analysis: ++analysisId, docs: data.docs, dashboard, baseline, view: null, note: null });
  } catch (e) {
    app.receive({ type: 'failed', message: (e as Error).message });
  }
}

function post(m: FromWebview): void {
  if (m.type === 'baseline') setTimeout(() => analyzeAndLoad(m.baseline), 0);
  if (m.type === 'copy') void navigator.clipboard?.writeText(m.text);
  if (m.type === 'save') {
    const a = document.createElement('a');
    a.download = m.suggestedName;
    a.href = m.what === 'png' ? m.data : URL.createObjectURL(new Blob([m.data], { type: 'text/csv' }));
    a.click();
  }
}

const host: Host = { standalone: true, post, getState: () => undefined, setState: () => undefined };
const app = startDashboard(host);
// after the first paint of "Analyzing...", so a large report shows that it is working
setTimeout(() => analyzeAndLoad(data.baseline), 0);
