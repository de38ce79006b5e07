/** Overview: findings, most important first, each linking to its evidence; a summary card per headline metric. */
import { h } from '../dom';
import type { ViewContext } from './context';
import { wholeTextReadings } from './corrections';
import { runsPhrase } from '../../src/core/hints/format';

/** Runs the Overview names before the rest are counted. */
const RUNS_SHOWN = 6;

export function renderOverview(ctx: ViewContext, note: string | null): HTMLElement {
  const { model } = ctx;
  const root = h('section', { class: 'view overview', 'aria-label': 'Overview' });
  if (note) root.append(h('p', { class: 'note', role: 'status' }, note));
  const low = ctx.reading.low;
  if (low) {
    // the readings to check, where the user looks first; the button goes to them
    const go = h('button', { type: 'button', class: 'link', id: 'check-low' }, 'check them in Sources');
    go.addEventListener('click', () => ctx.showView('sources'));
    root.append(h('p', { class: 'low-note' }, `${low} block${low === 1 ? '' : 's'} read with low confidence: `, go));
  }
  // the runs as read, where the user looks first, and one click to the readings that give other runs
  const others = wholeTextReadings(ctx);
  if (others.length)
    root.append(
      h(
        'p',
        { class: 'muted', id: 'runs-as-read' },
        `Read as ${runsPhrase(
          model.configs.map((c) => c.label),
          RUNS_SHOWN,
        )}. Not the runs the text means? `,
        ...others,
      ),
    );
  const cards = h('div', { class: 'cards' });
  for (const s of model.summary) {
    // not a tab stop: it holds text, nothing to activate; what its tooltip said is in its text
    const card = h(
      'div',
      { class: 'card' },
      h('div', { class: 'card-metric' }, s.metric),
      h('div', { class: 'card-best' }, s.best),
      h(
        'div',
        { class: 'card-ratio' },
        s.best === s.baseline ? 'the baseline is best' : `${s.ratio.toFixed(2)}x vs ${s.baseline}`,
      ),
      h('div', { class: 'muted card-direction' }, `${s.direction} is better`),
    );
    cards.append(card);
  }
  if (model.summary.length) root.append(h('h2', {}, 'Best config per metric'), cards);
  root.append(h('h2', {}, `Findings (${model.findings.length})`));
  if (!model.findings.length) root.append(h('p', { class: 'muted' }, 'No findings for this paste.'));
  const list = h('ol', { class: 'findings' });
  for (const f of model.findings) {
    const li = h(
      'li',
      { class: `finding ${f.severity}` },
      h('span', { class: `badge ${f.severity}` }, f.severity),
      ' ',
      h('span', { class: 'message' }, f.message),
    );
    if (f.refs.length) {
      const ev = h('span', { class: 'evidence' }, ' evidence: ');
      f.refs.slice(0, 12).forEach((r, i) => {
        if (i) ev.append(', ');
        ev.append(ctx.links.button(ctx.where(r), r.doc, r.line));
      });
      li.append(ev);
    }
    list.append(li);
  }
  root.append(list);
  return root;
}
