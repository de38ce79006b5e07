/** Compare: configs side by side (configs as columns, metrics as rows), ratio rows coloured by direction, a baseline picker. */
import { h, linkTo } from '../dom';
import type { ViewContext } from './context';

function configTitle(ctx: ViewContext, label: string): string {
  const c = ctx.model.configs.find((x) => x.label === label);
  if (!c) return label;
  const tun = Object.entries(c.tunables).map(([k, v]) => `${k}=${v}`);
  return [c.description ? `${label}: ${c.description}` : label, c.kernel ? `kernel ${c.kernel}` : null, ...tun].filter(Boolean).join('\n');
}

export function renderCompare(ctx: ViewContext): HTMLElement {
  const { model } = ctx;
  const root = h('section', { class: 'view compare', 'aria-label': 'Compare' });
  const measured = new Set(model.tables.flatMap((t) => t.configs));
  const select = h('vscode-single-select', { id: 'baseline', 'aria-label': 'Baseline config' });
  for (const c of model.configs.filter((x) => measured.has(x.label))) {
    const opt = h('vscode-option', { value: c.label }, c.label);
    if (c.label === model.baseline) opt.setAttribute('selected', '');
    select.append(opt);
  }
  select.addEventListener('change', () => ctx.setBaseline((select as unknown as { value: string }).value));
  root.append(h('div', { class: 'toolbar' }, h('label', { for: 'baseline' }, 'Baseline '), select, h('span', { class: 'muted legend-hint' }, '~ not significant (Welch p >= 0.05). Hover a config for its legend and tunables.')));

  for (const [ti, t] of model.tables.entries()) {
    const table = h('table', { class: 'grid', 'data-table': ti });
    const head = h('tr', {}, h('th', { scope: 'col', class: 'metric' }, 'metric'));
    for (const c of t.configs) {
      const th = h('th', { scope: 'col', tabindex: 0, class: c === t.baseline ? 'baseline' : null }, c);
      th.title = configTitle(ctx, c);
      head.append(th);
    }
    table.append(h('thead', {}, head));
    const body = h('tbody');
    t.rows.forEach((r, ri) => {
      const tr = h('tr', { class: r.kind });
      tr.append(h('th', { scope: 'row', class: 'metric' }, r.label.trim()));
      r.cells.forEach((cell, ci) => {
        const td = h('td', { class: 'num' });
        const sig = r.significant?.[ci];
        const text = sig === false ? cell.replace(/~$/, '') : cell;
        td.append(text);
        if (sig === false) td.append(h('sup', { class: 'ns', title: 'not significant (Welch p >= 0.05)' }, '~'));
        const verdict = r.verdicts?.[ci];
        if (verdict === 'better' || verdict === 'worse') td.classList.add(verdict);
        const ref = t.refs[ri]?.[ci];
        if (ref && cell !== '-') linkTo(td, ref.doc, ref.line);
        tr.append(td);
      });
      body.append(tr);
    });
    table.append(body);
    root.append(h('h2', {}, t.title), h('div', { class: 'table-wrap' }, table));
  }
  if (!model.tables.length) root.append(h('p', { class: 'muted' }, 'Nothing to compare: no measurements were recognized.'));
  return root;
}
