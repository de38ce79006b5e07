/** The dashboard: draws six views from the view model the host sends (`load`); it analyzes nothing itself. */
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-tab-header/index.js';
import '@vscode-elements/elements/dist/vscode-tab-panel/index.js';
import '@vscode-elements/elements/dist/vscode-tabs/index.js';
import {
  keptInState,
  VIEWS,
  type DocPayload,
  type FromWebview,
  type KeptPrediction,
  type ToWebview,
  type View,
  type WebviewState,
} from '../src/protocol';
import { h, lineLinks } from './dom';
import type { Host } from './host';
import { SimClient } from './sim/client';
import { watchTheme } from './theme';
import { renderCharts, savePng } from './views/charts';
import { renderCompare } from './views/compare';
import type { CompareFilter, OtherReadingsReply, ViewContext } from './views/context';
import { renderExport } from './views/exportView';
import { renderOverview } from './views/overview';
import { renderSources } from './views/sources';
import { renderWhatIf } from './views/whatIf';
import { closeFloating } from './menu';
import type { ReadingView } from '../src/core/report/dashboardView';
import { describeHint, type Hint } from '../src/core/hints/format';
import { correctedNotice } from '../src/core/report/readingNotice';

type Load = Extract<ToWebview, { type: 'load' }>;

/** What is waiting for its load: a correction (of a block or a run; of lines the host names), an undo, a forget. */
type PendingKind = 'correct' | 'lines' | 'undo' | 'forget';

const TITLES: Record<View, string> = {
  overview: 'Overview',
  compare: 'Compare',
  charts: 'Charts',
  sources: 'Sources',
  whatif: 'What-if',
  export: 'Export',
};

/** What the dashboard shows and keeps. */
interface DashboardState {
  /** The newest load: the documents, the view model and the analysis id. */
  load: Load | undefined;
  /** The baseline the user chose (null: the analysis's default). */
  baseline: string | null;
  view: View;
  kept: KeptPrediction[];
  scenarioJson: string | null;
  /** Compare's row filter: what was typed stays when a new baseline draws the views again. */
  filter: CompareFilter;
  /** A correction sent, waiting for the load it brings: what it was and the reading before it. */
  pending: { what: string; kind: PendingKind; before: ReadingView } | undefined;
  /** What the last correction changed, shown until the next load. */
  notice: string | null;
}

/** A reading with no blocks (a view model built before readings were sent). */
const NO_READING: ReadingView = { blocks: [], low: 0, hints: [], cells: [], runs: {} };

/** Start the dashboard on a host; `receive` takes the host's messages. */
export function startDashboard(host: Host): { receive(m: ToWebview): void } {
  const sim = new SimClient();
  document.body.dataset.simThread = sim.offThread ? 'worker' : 'page';
  const app = document.getElementById('app')!;
  const restored = host.getState();
  const s: DashboardState = {
    load: undefined,
    baseline: restored?.baseline ?? null,
    view: restored && VIEWS.includes(restored.view) ? restored.view : 'overview',
    kept: restored?.whatIf?.kept ?? [],
    scenarioJson: restored?.whatIf?.scenario ?? null,
    filter: { text: '', tiering: false },
    pending: undefined,
    notice: null,
  };
  // the notice of what a correction changed: one live region, kept across drawings
  const noticeEl = h('p', { class: 'note corrected-notice', role: 'status', id: 'corrected-notice' });
  let charts: ReturnType<typeof renderCharts>['charts'] = [];
  let destroyWhatIf = () => {};
  /** Who waits for the other readings of a block (`doc` and key), answered by `otherReadings` messages. */
  const waiting = new Map<string, (r: OtherReadingsReply) => void>();
  /** A chunked load waiting for its texts, filled by `text` messages. */
  let incoming: { load: Load; texts: string[][] } | undefined;

  function save(): void {
    const docs: DocPayload[] = (s.load?.docs ?? []).map((d) => (keptInState(d) ? d : { ...d, text: '' }));
    host.setState({
      docs,
      baseline: s.baseline,
      view: s.view,
      whatIf: { kept: s.kept, scenario: s.scenarioJson },
    } satisfies WebviewState);
    host.post({ type: 'state', baseline: s.baseline, view: s.view });
  }

  /** Draw every view from the view model (again on a theme change or an edited scenario). */
  function draw(): void {
    const load = s.load;
    if (!load) return;
    const { model, whatIf: whatIfModel } = load.dashboard;
    const reading = load.dashboard.reading ?? NO_READING;
    const many = load.docs.length > 1;
    closeFloating(true);
    const sendCorrection = (m: FromWebview, what: string, kind: PendingKind) => {
      s.pending = { what, kind, before: reading };
      host.post(m);
    };
    const ctx: ViewContext = {
      model,
      host,
      links: lineLinks(!host.standalone),
      setBaseline(label) {
        s.baseline = label;
        save();
        host.post({ type: 'baseline', baseline: label });
      },
      where: (r) => `${many ? `${load.docs[r.doc]?.name ?? '?'}:` : 'line '}${r.line}`,
      filter: s.filter,
      reading,
      correct: (doc: number, hint: Hint) =>
        sendCorrection({ type: 'correct', doc, hint }, describeHint(hint), 'correct'),
      correctLines: (doc, startLine, endLine, read) =>
        sendCorrection(
          { type: 'correctLines', doc, startLine, endLine, read },
          // the hint in words as the host's outcome will say it (the block it names plays no part in them)
          describeHint({ kind: 'read-lines', block: { key: '' }, ...read }),
          'lines',
        ),
      docNames: load.docs.map((d) => d.name),
      uncorrect: (which) => {
        const last = reading.hints[reading.hints.length - 1];
        sendCorrection(
          { type: 'uncorrect', which },
          which === 'last' ? (last?.text ?? '') : String(reading.hints.length),
          which === 'last' ? 'undo' : 'forget',
        );
      },
      saveHints: () => host.post({ type: 'saveHints' }),
      otherReadings: (doc, key) =>
        new Promise((resolve) => {
          waiting.set(`${doc}\n${key}`, resolve);
          host.post({ type: 'otherReadings', doc, key });
        }),
      showView: (v) => {
        (tabs as unknown as { selectedIndex: number }).selectedIndex = VIEWS.indexOf(v);
        selectView(VIEWS.indexOf(v));
      },
    };
    for (const c of charts) c.drawn()?.destroy();
    const madeCharts = renderCharts(ctx);
    charts = madeCharts.charts;
    const savePngs = () => charts.forEach((c) => savePng(host, c));
    destroyWhatIf();
    if (whatIfModel) sim.hold(load.analysis, { measurements: whatIfModel.measurements });
    const whatIf = renderWhatIf({
      ...ctx,
      whatIf: whatIfModel,
      analysis: load.analysis,
      sim,
      kept: s.kept,
      scenarioJson: s.scenarioJson,
      save(k, json) {
        s.kept = k;
        s.scenarioJson = json;
        save();
        panels.export.replaceWith((panels.export = renderExport(ctx, savePngs, s.kept)));
      },
    });
    destroyWhatIf = whatIf.destroy;
    const panels: Record<View, HTMLElement> = {
      overview: renderOverview(ctx, load.note),
      compare: renderCompare(ctx),
      charts: madeCharts.el,
      sources: renderSources(ctx),
      whatif: whatIf.el,
      export: renderExport(ctx, savePngs, s.kept),
    };
    const tabs = h('vscode-tabs', { 'selected-index': VIEWS.indexOf(s.view) });
    for (const v of VIEWS)
      tabs.append(
        h('vscode-tab-header', { slot: 'header', 'data-view': v }, TITLES[v]),
        h('vscode-tab-panel', { 'data-view': v }, panels[v]),
      );
    const selectView = (i: number) => {
      s.view = VIEWS[i] ?? 'overview';
      save();
      // charts drawn while hidden have no size: resize them when shown
      if (s.view === 'charts') for (const c of charts) c.drawn()?.resize();
    };
    tabs.addEventListener('vsc-tabs-select', (e) =>
      selectView((e as CustomEvent<{ selectedIndex: number }>).detail.selectedIndex),
    );
    // the tabs take Enter; Space selects too, as on every other button-like control
    tabs.addEventListener('keydown', (e) => {
      const header = (e.target as HTMLElement).closest?.('vscode-tab-header');
      if (e.key !== ' ' || !header) return;
      e.preventDefault();
      const i = VIEWS.indexOf(header.getAttribute('data-view') as View);
      (tabs as unknown as { selectedIndex: number }).selectedIndex = i;
      selectView(i);
    });
    const header = h(
      'header',
      { class: 'title' },
      h('h1', {}, 'TierScope'),
      h('span', { class: 'muted' }, model.title),
    );
    // a control that had the focus (the baseline picker, the filter box) has it again in the new drawing,
    // rather than the focus dropping to the page's body
    const focusedId = document.activeElement?.id;
    const caret = document.activeElement instanceof HTMLInputElement ? document.activeElement.selectionStart : null;
    noticeEl.replaceChildren();
    if (s.notice) {
      noticeEl.append(s.notice);
      if (reading.hints.length) {
        const undo = h('button', { type: 'button', class: 'link', id: 'notice-undo' }, 'Undo');
        undo.addEventListener('click', () => ctx.uncorrect('last'));
        noticeEl.append(' ', undo);
      }
    }
    noticeEl.hidden = !s.notice;
    app.replaceChildren(header, noticeEl, tabs);
    // a correction's control that is gone (an ignored block has no "Correct…") leaves the focus on the notice's Undo
    const again =
      (focusedId ? document.getElementById(focusedId) : null) ??
      (focusedId && s.notice ? document.getElementById('notice-undo') : null);
    // after the tabs have drawn their selected panel: an element in a panel not yet shown takes no focus
    if (again && again !== document.body)
      requestAnimationFrame(() => {
        again.focus();
        if (again instanceof HTMLInputElement && caret !== null && again.type === 'search')
          again.setSelectionRange(caret, caret);
      });
    document.body.dataset.ready = 'true';
    document.body.dataset.renders = String(Number(document.body.dataset.renders ?? 0) + 1);
  }

  function show(load: Load): void {
    const p = s.pending;
    s.pending = undefined;
    const after = load.dashboard.reading ?? NO_READING;
    s.notice = !p
      ? null
      : p.kind === 'correct' || p.kind === 'lines'
        ? correctedNotice(p.what, p.before, after, p.kind === 'lines' ? (load.note ?? undefined) : undefined)
        : p.kind === 'undo'
          ? `Took back: ${p.what}`
          : `Forgot ${p.what} correction${p.what === '1' ? '' : 's'}`;
    s.load = load;
    s.baseline = load.baseline;
    if (load.view) s.view = load.view;
    draw();
    save();
  }

  function receive(m: ToWebview): void {
    if (!m || typeof m !== 'object') return;
    switch (m.type) {
      case 'load':
        if (!m.chunked) return show(m);
        incoming = { load: m, texts: m.docs.map(() => []) };
        app.replaceChildren(h('p', { role: 'status' }, `Receiving ${m.docs.map((d) => d.name).join(', ')}...`));
        return;
      case 'text': {
        if (!incoming || typeof m.text !== 'string' || !incoming.texts[m.doc]) return;
        incoming.texts[m.doc]!.push(m.text);
        if (!m.done) return;
        const { load, texts } = incoming;
        incoming = undefined;
        return show({ ...load, chunked: false, docs: load.docs.map((d, i) => ({ ...d, text: texts[i]!.join('') })) });
      }
      case 'failed':
        app.replaceChildren(
          h('p', { class: 'error', role: 'alert' }, `TierScope could not analyze this input: ${m.message}`),
        );
        return;
      case 'otherReadings': {
        const id = `${m.doc}\n${m.key}`;
        waiting.get(id)?.(m);
        waiting.delete(id);
        return;
      }
      case 'scenario':
        if (typeof m.json !== 'string') return;
        s.scenarioJson = m.json;
        draw();
        save();
        return;
      default: {
        const never: never = m;
        void never;
      }
    }
  }

  // clicks on any number or line range reveal its source in the editor
  document.addEventListener('click', (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('.ref');
    if (!el || host.standalone) return;
    host.post({
      type: 'reveal',
      doc: Number(el.dataset.doc),
      startLine: Number(el.dataset.start),
      endLine: Number(el.dataset.end),
    });
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('.ref');
    // a button activates itself on Enter and Space; a linked table cell is activated here
    if (el && !(el instanceof HTMLButtonElement)) {
      e.preventDefault();
      el.click();
    }
  });
  watchTheme(() => draw());
  return { receive };
}
