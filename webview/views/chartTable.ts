/** A chart's numbers as a table, the alternative to its picture for screen readers and keyboards. */
import type { ChartConfiguration } from 'chart.js';
import { formatValue } from '../../src/core/text/numbers';
import type { SourceRef } from '../../src/core/report/dashboard';
import { h, type LineLinks } from '../dom';
import { gridNav } from '../gridNav';

type Value = number | null | undefined;

const shown = (v: Value) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : formatValue(v));

/**
 * The x labels as rows, one column per series (and its stddev where the bars carry error bars); where
 * the chart reveals a bar's line on click, that row's numbers link to it (Enter on the cell).
 */
export function chartTable(
  name: string,
  config: ChartConfiguration,
  xTitle: string,
  links: LineLinks,
  refs?: (SourceRef | null)[],
): HTMLTableElement {
  const labels = (config.data.labels ?? []).map(String);
  const series = config.data.datasets.map((ds) => ({
    label: ds.label ?? '',
    data: ds.data as Value[],
    stddev: (ds as unknown as { errorBars?: Value[] }).errorBars,
  }));
  const head = h('tr', {}, h('th', { scope: 'col', class: 'metric' }, xTitle));
  for (const s of series) {
    head.append(h('th', { scope: 'col' }, s.label));
    if (s.stddev) head.append(h('th', { scope: 'col' }, 'stddev'));
  }
  const body = h('tbody');
  labels.forEach((label, i) => {
    const tr = h('tr', {}, h('th', { scope: 'row', class: 'metric' }, label));
    const ref = refs?.[i];
    /** A number; a stddev with as many decimals as the mean it belongs to (`of`), as the Compare table shows it. */
    const cell = (v: Value, of?: string) => {
      const decimals = of === undefined ? undefined : /\.(\d+)$/.exec(of)?.[1]?.length;
      const text = decimals !== undefined && shown(v) !== '-' ? v!.toFixed(decimals) : shown(v);
      const td = h('td', { class: 'num' }, text);
      if (ref && text !== '-') links.mark(td, ref.doc, ref.line);
      return td;
    };
    for (const s of series) {
      tr.append(cell(s.data[i]));
      if (s.stddev) tr.append(cell(s.stddev[i], shown(s.data[i])));
    }
    body.append(tr);
  });
  const table = h('table', { class: 'grid chart-data' }, h('thead', {}, head), body);
  return gridNav(table, `${name}: the chart's data`);
}
