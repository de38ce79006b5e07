/** Compare: configs side by side (configs as columns, metrics as rows), ratio rows coloured by direction, a baseline picker. */
import { h } from '../dom';
import { gridNav } from '../gridNav';
import type { CompareFilter, ViewContext } from './context';
import type { ReadBlock } from '../../src/core/report/dashboardView';
import { isMenuKey } from '../menu';
import { openBlocksMenu, openRunMenu, readingPhrases } from './corrections';

/** Where a number or a run came from, for its tooltip: the block's lines, its reader, how sure, the decisions. */
export function originText(b: ReadBlock): string {
  const lines = b.startLine === b.endLine ? `line ${b.startLine}` : `lines ${b.startLine}-${b.endLine}`;
  const sure = b.confidence === null ? '' : `, ${Math.round(b.confidence * 100)}%${b.low ? ' low' : ''}`;
  const decided = [...readingPhrases(b), ...(b.corrected.length ? [`corrected: ${b.corrected.join('; ')}`] : [])];
  return `From ${lines} (${b.kind}${b.reader ? `, read by ${b.reader}` : ''}${sure})${decided.length ? `: ${decided.join('; ')}` : ''}`;
}

/** Longest metric name drawn in full; longer ones keep their head and tail (lkp's perf-profile rows run to 130 characters). */
export const METRIC_CHARS = 40;
/** In a narrow panel (half of the window, where "Beside" puts it). */
export const METRIC_CHARS_NARROW = 28;

/**
 * A long metric name shortened in the middle, where lkp's names repeat themselves: the source
 * (`perf-profile.calltrace`) and the last segments (the function) stay, `perf-profile.calltrace.cycles-pp.
 * walk_pmd_range.walk_pud_range...` -> `perf-profile.calltrace…walk_pgd_range.__walk_page_range`.
 */
export function shortMetric(name: string, max = METRIC_CHARS): string {
  if (name.length <= max) return name;
  const headMax = Math.floor(max * 0.45);
  const dot = Math.max(name.lastIndexOf('.', headMax), name.lastIndexOf(' ', headMax));
  const head = name.slice(0, dot > 8 ? dot : headMax);
  const tailLen = max - head.length - 1;
  let tail = name.slice(name.length - tailLen);
  const cut = tail.indexOf('.');
  if (cut > 0 && cut < tailLen / 3) tail = tail.slice(cut + 1);
  return `${head}…${tail}`;
}

/** Whether a row's metric passes the filter. */
export function rowShown(metric: string, tiering: boolean, f: CompareFilter): boolean {
  if (f.tiering && !tiering) return false;
  const m = metric.toLowerCase();
  return f.text
    .toLowerCase()
    .split(/\s+/)
    .every((w) => !w || m.includes(w));
}

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
    td.append(
      h(
        'sup',
        {
          class: 'ns',
          'aria-hidden': 'true',
          title: 'not distinguishable (Welch p >= 0.05, or inside the stated ± spreads)',
        },
        '~',
      ),
    );
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return;
  const change = changeText(ratio);
  td.append(' ', h('span', { class: 'change', 'aria-hidden': 'true' }, change));
  // not distinguishable (Welch p >= 0.05, or inside the stated spreads): neither better nor worse
  const judged =
    significant === false ? null : verdict === 'better' || verdict === 'worse' || verdict === 'same' ? verdict : null;
  if (judged === 'better' || judged === 'worse') {
    td.classList.add(judged);
    td.append(h('span', { class: 'mark', 'aria-hidden': 'true' }, judged === 'better' ? ' ✓' : ' ✗'));
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
  const filter = h('input', {
    id: 'compare-filter',
    type: 'search',
    placeholder: 'e.g. numa pgpromote',
    value: ctx.filter.text,
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const tieringOnly = h('input', { id: 'compare-tiering', type: 'checkbox', checked: ctx.filter.tiering });
  const shownCount = h('span', { class: 'muted filter-count', role: 'status', 'aria-live': 'polite' });
  const rowCount = model.tables.reduce((n, t) => n + t.rows.filter((r) => r.kind === 'value').length, 0);
  root.append(
    h(
      'div',
      { class: 'toolbar' },
      h('label', { for: 'baseline' }, 'Baseline '),
      select,
      h(
        'span',
        { class: 'filter' },
        h('label', { for: 'compare-filter' }, 'Filter metrics '),
        filter,
        tieringOnly,
        h('label', { for: 'compare-tiering' }, 'Tiering counters only'),
        shownCount,
      ),
      h(
        'span',
        { class: 'muted legend-hint' },
        "✓ better, ✗ worse (by the metric's direction), ~ not distinguishable (Welch p ≥ 0.05, or inside the stated ± spreads). Hover or focus a header for its legend and where it was read; arrows move in a table, Enter shows the line, a right-click or Shift+F10 corrects a run or its reading.",
      ),
    ),
  );

  // the width at drawing time: CSS cuts with an ellipsis if the panel narrows later
  const chars = window.innerWidth <= 700 ? METRIC_CHARS_NARROW : METRIC_CHARS;
  const byId = new Map(ctx.reading.blocks.map((b) => [b.id, b]));
  const sections: {
    box: HTMLElement[];
    rows: { tr: HTMLTableRowElement; metric: string; tiering: boolean; value: boolean }[];
  }[] = [];
  for (const [ti, t] of model.tables.entries()) {
    const section: (typeof sections)[number] = { box: [], rows: [] };
    sections.push(section);
    // the focused cell's tooltip (a config's legend and tunables, a number's line) for keyboard users
    const detail = h('p', { class: 'cell-detail muted', 'aria-hidden': 'true' });
    const table = h('table', { class: 'grid', 'data-table': ti });
    const cellBlocks = ctx.reading.cells[ti] ?? [];
    /** The blocks of a column's (or a row's) numbers, each once, in document order. */
    const blocksOf = (ids: (number | null | undefined)[]): ReadBlock[] =>
      [...new Set(ids.filter((x): x is number => typeof x === 'number'))]
        .sort((x, y) => x - y)
        .map((id) => byId.get(id))
        .filter((b): b is ReadBlock => !!b);
    const columnBlocks = t.configs.map((_, ci) => blocksOf(cellBlocks.map((r) => r[ci])));
    const head = h('tr', {}, h('th', { scope: 'col', class: 'metric' }, 'metric'));
    for (const [ci, c] of t.configs.entries()) {
      const th = h('th', { scope: 'col', class: c === t.baseline ? 'baseline' : null, 'data-run': c }, c);
      th.title = [configTitle(ctx, c), ...columnBlocks[ci]!.slice(0, 3).map(originText)].join('\n');
      head.append(th);
    }
    table.append(h('thead', {}, head));
    const body = h('tbody');
    t.rows.forEach((r, ri) => {
      const tr = h('tr', { class: r.kind });
      const label = r.label.trim();
      // a ratio row by its metric and "ratio": the baseline is the underlined column and the picker's choice
      const shown = r.kind === 'ratio' ? `${shortMetric(r.metric, chars - 6)} ratio` : shortMetric(label, chars);
      const name = h('th', { scope: 'row', class: 'metric' }, shown);
      // the full name on hover, and for keyboard users in the line under the table (gridNav's detail)
      if (name.textContent !== label) {
        name.title = label;
        name.setAttribute('aria-label', label);
      }
      tr.append(name);
      section.rows.push({ tr, metric: r.metric, tiering: t.tiering[ri] ?? false, value: r.kind === 'value' });
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
        const from = byId.get(cellBlocks[ri]?.[ci] ?? -1);
        if (from && cell !== '-') td.title = originText(from);
        const ref = t.refs[ri]?.[ci];
        if (ref && cell !== '-') ctx.links.mark(td, ref.doc, ref.line);
        tr.append(td);
      });
      body.append(tr);
    });
    table.append(body);
    /** The corrections of a header or number: a run's (its column) with its block's, a metric's blocks. */
    const menuFor = (cell: HTMLTableCellElement, at?: { x: number; y: number }): boolean => {
      const row = cell.parentElement as HTMLTableRowElement;
      const ri = row.rowIndex - 1;
      const ci = cell.cellIndex - 1;
      if (ri < 0 && ci >= 0) {
        openRunMenu(ctx, cell, t.configs[ci]!, columnBlocks[ci]!, at);
        return true;
      }
      if (ri >= 0 && ci < 0) {
        const r = t.rows[ri];
        const blocks = blocksOf(cellBlocks[ri] ?? []);
        if (!r || !blocks.length) return false;
        openBlocksMenu(ctx, cell, `Correct the reading of "${r.metric}"`, blocks, at);
        return true;
      }
      if (ri >= 0 && ci >= 0) {
        const from = byId.get(cellBlocks[ri]?.[ci] ?? -1);
        openRunMenu(ctx, cell, t.configs[ci]!, from ? [from] : columnBlocks[ci]!, at);
        return true;
      }
      return false;
    };
    table.addEventListener('contextmenu', (e) => {
      const cell = (e.target as HTMLElement).closest('td, th');
      if (cell instanceof HTMLTableCellElement && menuFor(cell, { x: e.clientX, y: e.clientY })) e.preventDefault();
    });
    table.addEventListener('keydown', (e) => {
      const cell = (e.target as HTMLElement).closest('td, th');
      if (isMenuKey(e) && cell instanceof HTMLTableCellElement && menuFor(cell)) e.preventDefault();
    });
    gridNav(
      table,
      `${t.title}: configs as columns, metrics as rows; the menu key corrects a run or its reading`,
      detail,
    );
    section.box.push(h('h2', {}, t.title), h('div', { class: 'table-wrap' }, table), detail);
    root.append(...section.box);
  }
  const apply = () => {
    let shown = 0;
    for (const sec of sections) {
      let any = false;
      for (const r of sec.rows) {
        const ok = rowShown(r.metric, r.tiering, ctx.filter);
        r.tr.hidden = !ok;
        any ||= ok;
        if (ok && r.value) shown++;
      }
      for (const el of sec.box) el.hidden = !any;
    }
    const filtered = ctx.filter.text.trim() !== '' || ctx.filter.tiering;
    shownCount.textContent = filtered ? ` ${shown} of ${rowCount} metrics` : '';
  };
  filter.addEventListener('input', () => {
    ctx.filter.text = filter.value;
    apply();
  });
  tieringOnly.addEventListener('change', () => {
    ctx.filter.tiering = tieringOnly.checked;
    apply();
  });
  apply();
  if (!model.tables.length)
    root.append(h('p', { class: 'muted' }, 'Nothing to compare: no measurements were recognized.'));
  return root;
}
