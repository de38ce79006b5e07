/** The dashboard webview: has its worker analyze the documents the host sends (the same pure core as the CLI) and draws six views. */
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-tab-header/index.js';
import '@vscode-elements/elements/dist/vscode-tab-panel/index.js';
import '@vscode-elements/elements/dist/vscode-tabs/index.js';
import type { Analysis } from '../src/core/model';
import type { DashboardModel } from '../src/core/report/dashboard';
import { VIEWS, type DocPayload, type KeptPrediction, type ToWebview, type View, type WebviewState } from '../src/protocol';
import { h } from './dom';
import { connectHost } from './host';
import { watchTheme } from './theme';
import { renderCharts, savePng } from './views/charts';
import type { ViewContext } from './views/context';
import { renderCompare } from './views/compare';
import { renderExport } from './views/exportView';
import { renderOverview } from './views/overview';
import { renderSources } from './views/sources';
import { renderWhatIf } from './views/whatIf';
import { SimClient } from './sim/client';

const host = connectHost();
const TITLES: Record<View, string> = { overview: 'Overview', compare: 'Compare', charts: 'Charts', sources: 'Sources', whatif: 'What-if', export: 'Export' };
const sim = new SimClient();
document.body.dataset.simThread = sim.offThread ? 'worker' : 'page';

let docs: DocPayload[] = [];
let baseline: string | null = null;
let view: View = 'overview';
let note: string | null = null;
let model: DashboardModel | undefined;
let analysis: Analysis | undefined;
/** The newest analysis asked of the worker; older replies are dropped. */
let asked = 0;
let charts: ReturnType<typeof renderCharts>['charts'] = [];
let kept: KeptPrediction[] = [];
let scenarioJson: string | null = null;
let destroyWhatIf = () => {};

/** Texts above this size are not kept in the webview state: after a reload the host reads them again from their files. */
const MAX_STATE_TEXT = 2_000_000;

function save(): void {
  const keptDocs = docs.map((d) => (d.text.length > MAX_STATE_TEXT && d.uri ? { ...d, text: '' } : d));
  host.setState({ docs: keptDocs, baseline, view, whatIf: { kept, scenario: scenarioJson } } satisfies WebviewState);
  host.post({ type: 'state', baseline, view });
}

/** Analyze in the worker (the page stays responsive on a large paste), then draw. */
function render(): void {
  const id = ++asked;
  const app = document.getElementById('app')!;
  delete document.body.dataset.ready;
  if (!model) app.replaceChildren(h('p', { role: 'status' }, `Analyzing ${docs.map((d) => d.name).join(', ')}...`));
  sim.request({ kind: 'analyze', docs: docs.map((d) => ({ name: d.name, text: d.text })), baseline }, (m) => {
    if (id !== asked) return;
    if (m.kind === 'analysis') {
      analysis = m.analysis;
      model = m.model;
      baseline = model.baseline;
      draw();
      save();
    } else if (m.kind === 'error') app.replaceChildren(h('p', { class: 'error', role: 'alert' }, `TierScope could not analyze this input: ${m.message}`));
  });
}

/** Draw every view from the current analysis (again on a theme change, without analyzing). */
function draw(): void {
  if (!model || !analysis) return;
  const model_ = model;
  const app = document.getElementById('app')!;
  const many = docs.length > 1;
  const ctx: ViewContext = {
    model: model_,
    host,
    setBaseline(label) {
      baseline = label;
      render();
    },
    where: (r) => `${many ? `${docs[r.doc]?.name ?? '?'}:` : 'line '}${r.line}`,
  };
  for (const c of charts) c.drawn()?.destroy();
  const madeCharts = renderCharts(ctx);
  charts = madeCharts.charts;
  const savePngs = () => charts.forEach((c) => savePng(host, c));
  destroyWhatIf();
  const whatIf = renderWhatIf({
    ...ctx,
    analysis: analysis,
    text: docs.map((d) => d.text).join('\n'),
    sim,
    kept,
    scenarioJson,
    save(k, json) {
      kept = k;
      scenarioJson = json;
      save();
      panels.export.replaceWith((panels.export = renderExport(ctx, savePngs, kept)));
    },
  });
  destroyWhatIf = whatIf.destroy;
  const panels: Record<View, HTMLElement> = {
    overview: renderOverview(ctx, note),
    compare: renderCompare(ctx),
    charts: madeCharts.el,
    sources: renderSources(ctx),
    whatif: whatIf.el,
    export: renderExport(ctx, savePngs, kept),
  };
  const tabs = h('vscode-tabs', { 'selected-index': VIEWS.indexOf(view) });
  for (const v of VIEWS) tabs.append(h('vscode-tab-header', { slot: 'header', 'data-view': v }, TITLES[v]), h('vscode-tab-panel', { 'data-view': v }, panels[v]));
  tabs.addEventListener('vsc-tabs-select', (e) => {
    view = VIEWS[(e as CustomEvent<{ selectedIndex: number }>).detail.selectedIndex] ?? 'overview';
    save();
    // charts drawn while hidden have no size: resize them when shown
    if (view === 'charts') for (const c of charts) c.drawn()?.resize();
  });
  const header = h('header', { class: 'title' }, h('h1', {}, 'TierScope'), h('span', { class: 'muted' }, model_.title));
  app.replaceChildren(header, tabs);
  document.body.dataset.ready = 'true';
  document.body.dataset.renders = String(Number(document.body.dataset.renders ?? 0) + 1);
}

function load(m: Extract<ToWebview, { type: 'load' }>): void {
  docs = m.docs;
  baseline = m.baseline;
  if (m.view) view = m.view;
  note = m.note;
  render();
}

// clicks on any number or line range reveal its source in the editor
document.addEventListener('click', (e) => {
  const el = (e.target as HTMLElement).closest<HTMLElement>('.ref');
  if (!el || host.standalone) return;
  host.post({ type: 'reveal', doc: Number(el.dataset.doc), startLine: Number(el.dataset.start), endLine: Number(el.dataset.end) });
});
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  const el = (e.target as HTMLElement).closest<HTMLElement>('.ref');
  if (el) {
    e.preventDefault();
    el.click();
  }
});

/** A chunked load waiting for its texts, filled by `text` messages. */
let incoming: { load: Extract<ToWebview, { type: 'load' }>; texts: string[][] } | undefined;

window.addEventListener('message', (e: MessageEvent<ToWebview>) => {
  const m = e.data;
  if (m && m.type === 'load' && m.chunked) {
    incoming = { load: m, texts: m.docs.map(() => []) };
    document.getElementById('app')!.replaceChildren(h('p', { role: 'status' }, `Receiving ${m.docs.map((d) => d.name).join(', ')}...`));
    return;
  }
  if (m && m.type === 'text' && incoming && typeof m.text === 'string' && incoming.texts[m.doc]) {
    incoming.texts[m.doc]!.push(m.text);
    if (m.done) {
      const { load: first, texts } = incoming;
      incoming = undefined;
      load({ ...first, chunked: false, docs: first.docs.map((d, i) => ({ ...d, text: texts[i]!.join('') })) });
    }
    return;
  }
  if (m && m.type === 'load') load(m);
  if (m && m.type === 'scenario' && typeof m.json === 'string') {
    scenarioJson = m.json;
    draw();
    save();
  }
});

watchTheme(() => draw());

const embedded = document.getElementById('tierscope-data');
if (embedded?.textContent) {
  const data = JSON.parse(embedded.textContent) as { docs: DocPayload[]; baseline: string | null };
  load({ type: 'load', docs: data.docs, baseline: data.baseline, view: null, note: null });
} else {
  const restored = host.getState();
  // a large text left out of the state comes back from the host
  if (restored?.docs?.length && restored.docs.every((d) => d.text !== '')) {
    docs = restored.docs;
    baseline = restored.baseline;
    view = VIEWS.includes(restored.view) ? restored.view : 'overview';
    kept = restored.whatIf?.kept ?? [];
    scenarioJson = restored.whatIf?.scenario ?? null;
    render();
  }
  host.post({ type: 'ready' });
}
