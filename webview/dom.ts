/** Tiny DOM helpers: elements are built from script, never from HTML strings, so pasted text stays text. */

type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

/** `h('td', { class: 'num' }, '1.00x')` */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  ...children: Child[]
): HTMLElementTagNameMap[K];
export function h(tag: string, attrs?: Attrs, ...children: Child[]): HTMLElement;
export function h(tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** A file name the host's save dialog can suggest: `Table 1: t/s` -> `Table 1_ t_s.png`. */
export function fileName(base: string, ext: string): string {
  return `${base.replace(/[^\w.() -]+/g, '_').slice(0, 80) || 'tierscope'}.${ext}`;
}

const linesText = (startLine: number, endLine: number) =>
  `line${endLine !== startLine ? `s ${startLine}-${endLine}` : ` ${startLine}`}`;

/** Mark an element as a link to source lines (a click, or Enter/Space where it has focus, reveals them). */
export function linkTo<T extends HTMLElement>(el: T, doc: number, startLine: number, endLine = startLine): T {
  el.classList.add('ref');
  el.dataset.doc = String(doc);
  el.dataset.start = String(startLine);
  el.dataset.end = String(endLine);
  const lines = linesText(startLine, endLine);
  el.title = el.title ? `${el.title}\n(${lines})` : `Show ${lines} in the editor`;
  return el;
}

/** How the views point at source lines: links into the editor, or (a standalone report, no editor) the line named in a tooltip. */
export interface LineLinks {
  /** A table cell or other element that goes to those lines. */
  mark<T extends HTMLElement>(el: T, doc: number, startLine: number, endLine?: number): T;
  /** A link outside a table: a real button in the tab order (Enter and Space), or text where there is no editor. */
  button(text: string, doc: number, startLine: number, endLine?: number): HTMLElement;
}

export function lineLinks(toEditor: boolean): LineLinks {
  if (toEditor)
    return {
      mark: linkTo,
      button: (text, doc, start, end = start) =>
        linkTo(h('button', { type: 'button', class: 'link' }, text), doc, start, end),
    };
  const named = <T extends HTMLElement>(el: T, _doc: number, start: number, end = start): T => {
    el.title = el.title ? `${el.title}\n(${linesText(start, end)})` : linesText(start, end);
    return el;
  };
  return { mark: named, button: (text, doc, start, end = start) => named(h('span', {}, text), doc, start, end) };
}
