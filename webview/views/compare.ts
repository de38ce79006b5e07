/** Compare: configs side by side (configs as columns, metrics as rows), ratio rows coloured by direction, a baseline picker. */
import { h } from '../dom';
import { gridNav } from '../gridNav';
import type { ViewContext } from './context';

function configTitle(ctx: ViewContext, label: string): string {
  const c = ctx.model.configs.find((x) => x.label === label);
  if (!c) return label;
  const tun = Object.entries(c.tunables).map(([k, v]) => `${k}=${v}`);
  return [c.description ? `${label}: ${c.description}` : label, c.kernel ? `kernel ${c.kernel}` : null, ...tun]
    .filter(Boolean)
    .join('\n');
}

/** A ratio as the change it is: 1.09 -> `+9%`, 0.79 -> `-21%`, 1.004 -> `0%`. */
export function changeText(ratio: number): string {
  const p = Math.round((ratio - 1) * 100);
  return p === 0 ? '0%' : `${p > 0 ? '+' : '-'}${Math.abs(p)}%`;
}

/** A ratio cell: the ratio, its change with a sign, `~` where not significant; better/worse in its name, not in its colour alone. */
function ratioCell(
  td: HTMLTableCellElement,
  text: string,
  ratio: number | null | undefined,
  verdict: string | undefined,
  significant: boolean | undefined,
): void {
  td.append(text);
  if (significant === false)
    td.append(h('sup', { class: 'ns', 'aria-hidden': 'true', title: 'not significant (Welch p >= 0.05)' }, '~'));
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return;
  const change = changeText(ratio);
  td.append(' ', h('span', { class: 'change', 'aria-hidden': 'true' }, change));
  const judged = verdict === 'better' || verdict === 'worse' ? verdict : verdict === 'same' ? 'same' : null;
  if (verdict === 'better' || verdict === 'worse') {
    td.classList.add(verdict);
    td.append(h('span', { class: 'mark', 'aria-hidden': 'true' }, verdict === 'better' ? ' ✓' : ' ✗'));
  }
  td.setAttribute(
    'aria-label',
    [text, change, judged, significant === false ? 'not significant' : null].filter(Boolean).join(', '),
  );
}

export function renderCompare(ctx: ViewContext): HTMLElement {
  const { model } = ctx;
  const root = h('section', { class: 'view compare', 'aria-label': 'Compare' });
  const measured = new Set(model.tables.flatMap((t) => t.configs));
  // a native select: its label reaches it (the toolkit's select keeps its combobox in a shadow root no label names)
  const select = h('select', { id: 'baseline' });
  for (const c of model.configs.filter((x) => measured.has(x.label)))
    select.append(h('option', { value: c.label, selected: c.label === model.baseline }, c.label));
  select.addEventListener('change', () => ctx.setBaseline(select.value));
  root.append(
    h(
      'div',
      { class: 'toolbar' },
      h('label', { for: 'baseline' }, 'Baseline '),
      select,
      h(
        'span',
        { class: 'muted legend-hint' },
        "Ratios: ✓ better, ✗ worse (by the metric's direction), ~ not significant (Welch p >= 0.05). A config's legend and tunables show on hover or focus of its header; arrow keys move in a table, Enter shows a number's line.",
      ),
    ),
  );

  for (const [ti, t] of model.tables.entries()) {
    // the focused cell's tooltip (a config's legend and tunables, a number's line) for keyboard users
    const detail = h('p', { class: 'cell-detail muted', 'aria-hidden': 'true' });
    const table = h('table', { class: 'grid', 'data-table': ti });
    const head = h('tr', {}, h('th', { scope: 'col', class: 'metric' }, 'metric'));
    for (const c of t.configs) {
      const th = h('th', { scope: 'col', class: c === t.baseline ? 'baseline' : null }, c);
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
        if (r.kind === 'ratio')
          ratioCell(
            td,
            r.significant?.[ci] === false ? cell.replace(/~$/, '') : cell,
            r.ratios?.[ci],
            r.verdicts?.[ci],
            r.significant?.[ci],
          );
        else td.append(cell);
        const ref = t.refs[ri]?.[ci];
        if (ref && cell !== '-') ctx.links.mark(td, ref.doc, ref.line);
        tr.append(td);
      });
      body.append(tr);
    });
    table.append(body);
    gridNav(table, `${t.title}: configs as columns, metrics as rows`, detail);
    root.append(h('h2', {}, t.title), h('div', { class: 'table-wrap' }, table), detail);
  }
  if (!model.tables.length)
    root.append(h('p', { class: 'muted' }, 'Nothing to compare: no measurements were recognized.'));
  return root;
}
