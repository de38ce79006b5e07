/** Export: the LKML plain-text table and Markdown to the clipboard, CSV and chart PNGs to files. */
import { fileName, h } from '../dom';
import type { ViewContext } from './context';

export function renderExport(ctx: ViewContext, savePngs: () => void): HTMLElement {
  const { model, host } = ctx;
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
      button('Copy as LKML plain text', 'copy-lkml', () => host.post({ type: 'copy', what: 'lkml', text: model.exports.text })),
      button('Copy as Markdown', 'copy-md', () => host.post({ type: 'copy', what: 'markdown', text: model.exports.markdown })),
      button('Save CSV...', 'save-csv', () => host.post({ type: 'save', what: 'csv', suggestedName: fileName(base, 'csv'), data: model.exports.csv })),
      button('Save all charts as PNG...', 'save-pngs', savePngs),
    ),
    h('h2', {}, 'Plain text, as posted to the list'),
    h('pre', { class: 'lkml', tabindex: 0 }, model.exports.text),
  );
  return root;
}
