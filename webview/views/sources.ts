/** Sources: every recognized block with its kind and line range, and what could not be parsed, each a link to the editor. */
import { h } from '../dom';
import { gridNav } from '../gridNav';
import type { ViewContext } from './context';

export function renderSources(ctx: ViewContext): HTMLElement {
  const { model } = ctx;
  const many = new Set(model.sources.map((s) => s.doc)).size > 1;
  const root = h('section', { class: 'view sources', 'aria-label': 'Sources' });
  const table = h(
    'table',
    { class: 'grid sources-table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'lines'),
        h('th', { scope: 'col' }, 'kind'),
        h('th', { scope: 'col' }, 'title'),
        h('th', { scope: 'col' }, 'config'),
      ),
    ),
  );
  const body = h('tbody');
  for (const s of model.sources) {
    const lines = ctx.links.mark(
      h('td', { class: 'num' }, `${many ? `${s.name}:` : ''}${s.startLine}-${s.endLine}`),
      s.doc,
      s.startLine,
      s.endLine,
    );
    body.append(h('tr', {}, lines, h('td', {}, s.kind), h('td', {}, s.title ?? ''), h('td', {}, s.config ?? '')));
  }
  table.append(body);
  gridNav(table, 'Recognized blocks: lines, kind, title, config');
  root.append(h('h2', {}, `Recognized blocks (${model.sources.length})`), h('div', { class: 'table-wrap' }, table));
  root.append(h('h2', {}, `Not parsed (${model.problems.length})`));
  if (!model.problems.length)
    root.append(h('p', { class: 'muted' }, 'Everything that looked like data was recognized.'));
  const ul = h('ul', { class: 'problems' });
  for (const p of model.problems)
    ul.append(
      h(
        'li',
        {},
        ctx.links.button(`${many ? `${p.name}:` : ''}lines ${p.startLine}-${p.endLine}`, p.doc, p.startLine, p.endLine),
        ': ',
        p.reason,
      ),
    );
  root.append(ul);
  return root;
}
