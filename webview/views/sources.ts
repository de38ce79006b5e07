/**
 * Sources: every recognized block with how it was read (the runs' axis, the header, what names the runs, the
 * runs and measures it gave), the reader, how sure and why, the least sure first and marked low; the user's
 * corrections, those that did not apply on top; each block's corrections by its "Correct…" button, a
 * right-click or the menu key; and what could not be parsed. Lines are links to the editor.
 */
import { h } from '../dom';
import { gridNav } from '../gridNav';
import { isMenuKey } from '../menu';
import type { ReadBlock } from '../../src/core/report/dashboardView';
import type { ViewContext } from './context';
import { openBlockMenu, readingPhrases, readLinesForm, wholeTextReadings } from './corrections';

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

/** How the block was read, a phrase a line: the runs' axis, the header, what names the runs; its corrections marked. */
function readAs(b: ReadBlock): HTMLElement {
  const cell = h('td', { class: 'read-as' });
  const said = readingPhrases(b);
  for (const x of said) cell.append(h('div', {}, x));
  if (b.corrected.length)
    cell.append(
      h(
        'div',
        { class: 'corrections' },
        h('span', { class: 'badge corrected' }, 'corrected'),
        ` ${b.corrected.join('; ')}`,
      ),
    );
  return cell;
}

/** What the block gave: its runs and measures (nothing, when ignored). */
function gave(b: ReadBlock): HTMLElement {
  const cell = h('td', { class: 'gave' });
  if (b.ignored) cell.append(h('div', { class: 'muted' }, 'ignored: nothing taken from it'));
  else {
    if (b.setAside)
      cell.append(
        h('div', { class: 'muted' }, 'set aside: no run named, and it measures nothing the named runs measure'),
      );
    if (b.runs.length) cell.append(h('div', {}, `${b.runs.length === 1 ? 'run' : 'runs'}: ${b.runs.join(', ')}`));
    if (b.measureCount)
      cell.append(
        h(
          'div',
          {},
          `${b.measureCount === 1 ? 'measure' : 'measures'}: ${b.measures.join(', ')}${b.measureCount > b.measures.length ? ` (+${b.measureCount - b.measures.length})` : ''}`,
        ),
      );
  }
  return cell;
}

/** How sure; a corrected block is as sure as the user, which its percentage would not say. */
const confidenceText = (b: ReadBlock) =>
  b.confidence === null
    ? ''
    : b.corrected.length
      ? 'corrected'
      : `${Math.round(b.confidence * 100)}%${b.low ? ' low' : ''}`;

/** The corrections given: those that did not apply first (their block gone, or why), then the rest; Undo, Forget all, Save. */
function corrections(ctx: ViewContext): HTMLElement[] {
  const { hints } = ctx.reading;
  if (!hints.length) return [];
  const undo = h('button', { type: 'button', class: 'secondary', id: 'hints-undo' }, 'Undo last correction');
  const forget = h('button', { type: 'button', class: 'secondary', id: 'hints-forget' }, 'Forget all corrections');
  const save = h('button', { type: 'button', class: 'secondary', id: 'hints-save' }, 'Save reading hints');
  undo.title = `Take back: ${hints[hints.length - 1]!.text}`;
  save.title = ctx.host.standalone
    ? 'Download the corrections as a hints file, to keep beside the log'
    : 'Write the corrections beside the log as <file>.tierscope.json';
  undo.addEventListener('click', () => ctx.uncorrect('last'));
  forget.addEventListener('click', () => ctx.uncorrect('all'));
  save.addEventListener('click', () => ctx.saveHints());
  const list = h('ul', { class: 'hints' });
  const order = [...hints.filter((x) => !x.applied), ...hints.filter((x) => x.applied)];
  for (const x of order)
    list.append(
      h(
        'li',
        { class: x.applied ? 'applied' : 'not-applied' },
        h(
          'span',
          { class: `badge ${x.applied ? 'applied' : 'warning'}` },
          x.applied ? 'applied' : x.gone ? 'block gone' : 'not applied',
        ),
        ' ',
        h('strong', {}, x.text),
        `: ${x.note}`,
      ),
    );
  const notApplied = hints.filter((x) => !x.applied).length;
  return [
    h('h2', {}, `Your corrections (${hints.length})`),
    ...(notApplied ? [h('p', { class: 'hints-summary' }, `${notApplied} did not apply: listed first, with why.`)] : []),
    list,
    h('div', { class: 'toolbar' }, undo, forget, save),
  ];
}

export function renderSources(ctx: ViewContext): HTMLElement {
  const { model, reading } = ctx;
  const many = new Set(reading.blocks.map((s) => s.doc)).size > 1;
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
        h('th', { scope: 'col' }, 'read as'),
        h('th', { scope: 'col' }, 'gave'),
        h('th', { scope: 'col' }, 'why'),
        h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'corrections')),
      ),
    ),
  );
  const body = h('tbody');
  const rowBlock = new Map<HTMLTableRowElement, ReadBlock>();
  const ids = new Set<string>();
  for (const b of reading.blocks) {
    const where = `${b.startLine === b.endLine ? 'line' : 'lines'} ${many ? `${b.name}:` : ''}${b.startLine}${b.startLine === b.endLine ? '' : `-${b.endLine}`}`;
    const lines = ctx.links.mark(
      h('td', { class: 'num' }, `${many ? `${b.name}:` : ''}${b.startLine}-${b.endLine}`),
      b.doc,
      b.startLine,
      b.endLine,
    );
    const action = h('td', { class: 'action' });
    // an ignored block has nothing left to correct (Undo or Forget all take the ignoring back)
    if (b.key && b.reader !== null && !b.ignored) {
      let id = `correct-${b.key}`;
      for (let n = 2; ids.has(id); n++) id = `correct-${b.key}-${n}`;
      ids.add(id);
      const button = h(
        'button',
        { type: 'button', class: 'secondary correct', id, 'aria-haspopup': 'menu', 'aria-label': `Correct ${where}` },
        'Correct…',
      );
      button.addEventListener('click', () => openBlockMenu(ctx, button, b));
      action.append(button);
    }
    const tr = h(
      'tr',
      b.low ? { class: 'low-confidence' } : b.corrected.length ? { class: 'corrected' } : {},
      lines,
      h('td', {}, b.kind),
      h('td', {}, b.reader ?? ''),
      h('td', { class: 'num' }, confidenceText(b)),
      h('td', { class: 'block-title' }, b.title ?? ''),
      readAs(b),
      gave(b),
      h('td', { class: 'why-cell' }, why(b.evidence)),
      action,
    );
    rowBlock.set(tr, b);
    body.append(tr);
  }
  table.append(body);
  // a right-click on a block's row, or the menu key (Shift+F10) on one of its cells, opens its corrections
  table.addEventListener('contextmenu', (e) => {
    const tr = (e.target as HTMLElement).closest('tr');
    const b = tr && rowBlock.get(tr);
    if (!b?.key || b.reader === null) return;
    e.preventDefault();
    openBlockMenu(ctx, (e.target as HTMLElement).closest('td') ?? tr!, b, { x: e.clientX, y: e.clientY });
  });
  table.addEventListener('keydown', (e) => {
    if (!isMenuKey(e)) return;
    const tr = (e.target as HTMLElement).closest('tr');
    const b = tr && rowBlock.get(tr);
    if (!b?.key || b.reader === null) return;
    e.preventDefault();
    openBlockMenu(ctx, e.target as HTMLElement, b);
  });
  gridNav(
    table,
    'Recognized blocks, least sure first: lines, kind, reader, confidence, title, how read, what it gave, why; the menu key corrects a block',
  );
  const lowCount = reading.low;
  // lines no block holds, or a part of one, read as the user says (a table, a run per line...)
  const readLines = h(
    'button',
    { type: 'button', class: 'secondary', id: 'read-lines', 'aria-haspopup': 'dialog' },
    'Read lines as…',
  );
  readLines.title = 'Say how any lines of the text are read: a table (its separator, header, columns), a run per line…';
  readLines.addEventListener('click', () => readLinesForm(ctx, readLines));
  const others = wholeTextReadings(ctx);
  root.append(
    ...corrections(ctx),
    h('h2', {}, `Recognized blocks (${reading.blocks.length})`),
    h(
      'p',
      { class: 'muted' },
      lowCount
        ? `${lowCount} read with low confidence, listed first: check how they were read.`
        : 'The least sure readings are listed first.',
      ' Read wrong? Correct a block with its button, a right-click or Shift+F10. Lines no block holds, or a part of one: ',
      readLines,
      ...(others.length ? [' The runs of the whole text read otherwise: ', ...others] : []),
    ),
    h('div', { class: 'table-wrap' }, table),
  );
  root.append(h('h2', {}, `Not parsed (${model.problems.length})`));
  if (!model.problems.length)
    root.append(h('p', { class: 'muted' }, 'Everything that looked like data was recognized.'));
  const ul = h('ul', { class: 'problems' });
  for (const p of model.problems) {
    const where = `${many ? `${p.name}:` : ''}lines ${p.startLine}-${p.endLine}`;
    const read = h(
      'button',
      { type: 'button', class: 'secondary read-as', 'aria-haspopup': 'dialog', 'aria-label': `Read ${where} as…` },
      'Read as…',
    );
    read.addEventListener('click', () =>
      readLinesForm(ctx, read, { doc: p.doc, startLine: p.startLine, endLine: p.endLine }),
    );
    ul.append(h('li', {}, ctx.links.button(where, p.doc, p.startLine, p.endLine), ': ', p.reason, ' ', read));
  }
  root.append(ul);
  return root;
}
