/** Tiny DOM helpers: elements are built from script, never from HTML strings, so pasted text stays text. */

type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

/** `h('td', { class: 'num' }, '1.00x')` */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]): HTMLElementTagNameMap[K];
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

/** Make an element a keyboard-reachable link to source lines. */
export function linkTo(el: HTMLElement, doc: number, startLine: number, endLine = startLine): HTMLElement {
  el.classList.add('ref');
  el.tabIndex = 0;
  el.dataset.doc = String(doc);
  el.dataset.start = String(startLine);
  el.dataset.end = String(endLine);
  el.title = el.title ? `${el.title}\n(line ${startLine}${endLine !== startLine ? `-${endLine}` : ''})` : `Show line ${startLine}${endLine !== startLine ? `-${endLine}` : ''} in the editor`;
  return el;
}
