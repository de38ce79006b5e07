/**
 * Sources: every recognized block with its kind and line range, the reader that took it, how sure the reading
 * is and why (the least sure first, marked low), and what could not be parsed, each a link to the editor.
 */
import { h } from '../dom';
import { gridNav } from '../gridNav';
import type { ViewContext } from './context';
import { LOW_CONFIDENCE } from '../../src/core/report/explain';

/** The evidence of a block's reading, folded: a summary naming the decisions, the rules that spoke inside. */
function why(evidence: { decision: string; lines: string[] }[]): HTMLElement | string {
  if (!evidence.length) return '';
  const details = h('details', {}, h('summary', {}, evidence.map((e) => e.decision).join(', ')));
  for (const e of evidence) {
    const ul = h('ul', {});
    for (const l of e.lines) ul.append(h('li', {}, l));
    details.append(h('div', { class: 'why' }, h('strong', {}, `${e.decision}:`), ul));
  }
  return details;
}

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
        h('th', { scope: 'col' }, 'read by'),
        h('th', { scope: 'col' }, 'confidence'),
        h('th', { scope: 'col' }, 'title'),
        h('th', { scope: 'col' }, 'config'),
        h('th', { scope: 'col' }, 'why'),
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
    const low = s.confidence !== null && s.confidence < LOW_CONFIDENCE;
    body.append(
      h(
        'tr',
        low ? { class: 'low-confidence' } : {},
        lines,
        h('td', {}, s.kind),
        h('td', {}, s.reader ?? ''),
        h(
          'td',
          { class: 'num' },
          s.confidence === null ? '' : `${Math.round(s.confidence * 100)}%${low ? ' low' : ''}`,
        ),
        h('td', {}, s.title ?? ''),
        h('td', {}, s.config ?? ''),
        h('td', {}, why(s.evidence)),
      ),
    );
  }
  table.append(body);
  gridNav(table, 'Recognized blocks, least sure first: lines, kind, reader, confidence, title, config, why');
  const lowCount = model.sources.filter((s) => s.confidence !== null && s.confidence < LOW_CONFIDENCE).length;
  root.append(
    h('h2', {}, `Recognized blocks (${model.sources.length})`),
    h(
      'p',
      { class: 'muted' },
      lowCount
        ? `${lowCount} read with low confidence, listed first: check how they were read.`
        : 'The least sure readings are listed first.',
    ),
    h('div', { class: 'table-wrap' }, table),
  );
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
