/**
 * The standalone HTML report (`tierscope analyze --format html`), offline in a browser: the page is its
 * own host. It analyzes the embedded documents with the same core and view builder as the extension
 * host, and sends the dashboard the same `load`; a baseline change analyzes again, and so does a
 * correction: the page keeps the corrections in memory (the CLI's hints first), and "Save reading hints"
 * downloads them as a hints file to put beside the log. A block's other readings are tried here too.
 */
import { analyzeDocuments } from '../src/core/analyze';
import { dashboardView } from '../src/core/report/dashboardView';
import { linesCorrection, type DocPayload, type FromWebview } from '../src/protocol';
import { linesRef } from '../src/core/reading/linesRef';
import { blockOtherReadings } from '../src/core/otherReadings';
import { startDashboard } from './dashboard';
import type { Host } from './host';
import { hintsFileText, type Hint } from '../src/core/hints/format';

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
/** The corrections in force: the CLI's, then the user's in this page. */
const hints: Hint[] = [...(data.hints ?? [])];
let shownBaseline: string | null = data.baseline;

function analyzeAndLoad(baseline: string | null, note: string | null = null): void {
  shownBaseline = baseline;
  const docs = data.docs.map((d) => ({ name: d.name, text: d.text }));
  try {
    const analysis = analyzeDocuments(docs, { baseline: baseline ?? undefined, hints });
    const dashboard = dashboardView(
      analysis,
      docs.map((d) => d.text),
    );
    app.receive({ type: 'load', analysis: ++analysisId, docs: data.docs, dashboard, baseline, view: null, note });
  } catch (e) {
    app.receive({ type: 'failed', message: (e as Error).message });
  }
}

/** The other readings of a block, tried here as the host tries them (each is the document analyzed again). */
function answerOtherReadings(doc: number, key: string): void {
  const d = data.docs[doc];
  if (!d) return;
  app.receive({ type: 'otherReadings', doc, key, ...blockOtherReadings({ name: d.name, text: d.text }, hints, key) });
}

/** Offer a text as a file download. */
function download(name: string, href: string): void {
  const a = document.createElement('a');
  a.download = name;
  a.href = href;
  a.click();
}

function post(m: FromWebview): void {
  if (m.type === 'baseline') setTimeout(() => analyzeAndLoad(m.baseline), 0);
  if (m.type === 'correct' || m.type === 'uncorrect') {
    if (m.type === 'correct') hints.push(m.hint);
    else if (m.which === 'last') hints.pop();
    else hints.length = 0;
    // a baseline hint chooses the baseline: the picker's earlier choice gives way to it
    const baseline = m.type === 'correct' && m.hint.kind === 'baseline' ? null : shownBaseline;
    setTimeout(() => analyzeAndLoad(baseline), 0);
  }
  if (m.type === 'correctLines') {
    const hint = linesCorrection(m, data.docs[m.doc]?.text, linesRef);
    if (typeof hint !== 'string') hints.push(hint);
    setTimeout(() => analyzeAndLoad(shownBaseline, typeof hint === 'string' ? hint : null), 0);
  }
  if (m.type === 'otherReadings') setTimeout(() => answerOtherReadings(m.doc, m.key), 0);
  if (m.type === 'saveHints') {
    const name = `${(data.docs[0]?.name ?? 'tierscope').replace(/^.*[\\/]/, '')}.tierscope.json`;
    download(name, URL.createObjectURL(new Blob([hintsFileText(hints)], { type: 'application/json' })));
  }
  if (m.type === 'copy') void navigator.clipboard?.writeText(m.text);
  if (m.type === 'save')
    download(
      m.suggestedName,
      m.what === 'png' ? m.data : URL.createObjectURL(new Blob([m.data], { type: 'text/csv' })),
    );
}

const host: Host = { standalone: true, post, getState: () => undefined, setState: () => undefined };
const app = startDashboard(host);
// after the first paint of "Analyzing...", so a large report shows that it is working
setTimeout(() => analyzeAndLoad(data.baseline), 0);
