/** Export: the LKML plain-text table and Markdown to the clipboard, CSV and chart PNGs to files. */
import { formatValue } from '../../src/core/text/numbers';
import { csvRows } from '../../src/core/report/csv';
import { codeFence } from '../../src/core/report/escape';
import type { KeptPrediction } from '../../src/protocol';
import { fileName, h } from '../dom';
import type { ViewContext } from './context';

/** Predictions kept from the What-if view, as a plain-text block that says what they are. */
export function predictionsText(kept: KeptPrediction[]): string {
  if (!kept.length) return '';
  const lines = kept.map((k) => {
    const change =
      Object.entries(k.tunables)
        .map(([a, b]) => `${a}=${b}`)
        .join(' ') || 'no change';
    const metrics = k.metrics.map((m) => `${m.name} ${formatValue(m.value)} ${m.unit}`).join(', ');
    return `  ${k.label} = ${k.base} with ${change}: ${metrics} (expected error ${k.error === null ? 'unknown' : `±${(k.error * 100).toFixed(0)}%`}, ${k.errorSource})`;
  });
  return `\nPredicted by the TierScope simulator (not measured)\n--------------------------------------------------\n${lines.join('\n')}\n`;
}

/** The kept predictions as one more CSV block, columns labelled as predictions. */
function predictionsCsv(kept: KeptPrediction[]): string {
  if (!kept.length) return '';
  const names = [...new Set(kept.flatMap((k) => k.metrics.map((m) => `${m.name} (${m.unit})`)))];
  const rows = names.map((n) => [
    'Predicted by the TierScope simulator (not measured)',
    n,
    ...kept.map((k) => String(k.metrics.find((m) => `${m.name} (${m.unit})` === n)?.value ?? '')),
  ]);
  return `\n${csvRows([['table', 'metric', ...kept.map((k) => `${k.label} (predicted)`)], ...rows])}\n`;
}

export function renderExport(ctx: ViewContext, savePngs: () => void, kept: KeptPrediction[] = []): HTMLElement {
  const { model, host } = ctx;
  const predicted = predictionsText(kept);
  const root = h('section', { class: 'view export', 'aria-label': 'Export' });
  const button = (label: string, id: string, onClick: () => void) => {
    const b = h('vscode-button', { id }, label);
    b.addEventListener('click', onClick);
    return b;
  };
  const base = (model.title.split(/[\\/]/).pop() ?? 'tierscope').replace(/\.[^.]*$/, '') || 'tierscope';
  root.append(
    h(
      'div',
      { class: 'toolbar' },
      button('Copy as LKML plain text', 'copy-lkml', () =>
        host.post({ type: 'copy', what: 'lkml', text: model.exports.text + predicted }),
      ),
      button('Copy as Markdown', 'copy-md', () =>
        host.post({
          type: 'copy',
          what: 'markdown',
          text: model.exports.markdown + (predicted ? `\n${codeFence(predicted.trim())}\n` : ''),
        }),
      ),
      button('Save CSV...', 'save-csv', () =>
        host.post({
          type: 'save',
          what: 'csv',
          suggestedName: fileName(base, 'csv'),
          data: model.exports.csv + predictionsCsv(kept),
        }),
      ),
      button('Save all charts as PNG...', 'save-pngs', savePngs),
    ),
    h('h2', {}, 'Plain text, as posted to the list'),
    h('pre', { class: 'lkml', tabindex: 0 }, model.exports.text + predicted),
  );
  return root;
}
