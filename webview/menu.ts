/**
 * A context menu (the ARIA menu pattern) and a small form that opens in its place, both floating by the
 * element they were opened from: arrows, Home/End and a typed letter move in the menu, Enter or Space picks,
 * Escape closes and gives the focus back. One is open at a time.
 */
import { h } from './dom';

/** An item of a menu; `detail`, a line under its label, says what picking it gives (the runs of another reading). */
export type MenuItem = { label: string; run: () => void; title?: string; detail?: string } | 'separator';

let open: { el: HTMLElement; back: HTMLElement | null; closed: () => void; at: { x: number; y: number } } | undefined;

/** Close what is open (the menu or the form); the focus goes back where it was opened from unless `keepFocus`. */
export function closeFloating(keepFocus = false): void {
  const was = open;
  if (!was) return;
  open = undefined;
  was.el.remove();
  if (was.back?.hasAttribute('aria-haspopup')) was.back.setAttribute('aria-expanded', 'false');
  was.closed();
  if (!keepFocus && was.back?.isConnected) was.back.focus();
}

/**
 * Put `el` under (or over, near the bottom) the anchor, or at the pointer, inside the window; in the anchor's
 * view, so it is in the page's landmarks (fixed: the window's coordinates).
 */
function place(el: HTMLElement, anchor: HTMLElement, at?: { x: number; y: number }): void {
  (anchor.closest('section.view') ?? document.getElementById('app') ?? document.body).append(el);
  const r = anchor.getBoundingClientRect();
  const w = el.offsetWidth;
  const hgt = el.offsetHeight;
  let x = at?.x ?? r.left;
  let y = at?.y ?? r.bottom + 2;
  if (x + w > window.innerWidth - 4) x = Math.max(4, window.innerWidth - w - 4);
  if (y + hgt > window.innerHeight - 4) y = Math.max(4, (at?.y ?? r.top) - hgt - 2);
  el.style.left = `${x}px`;
  el.style.top = `${y}px`;
}

function show(el: HTMLElement, anchor: HTMLElement, at: { x: number; y: number } | undefined, closed: () => void) {
  listen();
  closeFloating(true);
  place(el, anchor, at);
  const r = anchor.getBoundingClientRect();
  open = { el, back: anchor, closed, at: { x: r.left, y: r.top } };
  // a menu button says its menu is open (the ARIA menu button pattern)
  if (anchor.hasAttribute('aria-haspopup'))
    anchor.setAttribute('aria-expanded', String(el.getAttribute('role') === 'menu'));
}

/** The page's listeners for what is open, added when the first thing opens (a module imported where there is no
 * page, a Node test of a view's helpers, adds none). */
let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  // a click elsewhere closes it
  document.addEventListener('mousedown', (e) => {
    if (open && !open.el.contains(e.target as Node)) closeFloating(true);
  });
  // what is open stays by what opened it when the page or a table scrolls
  document.addEventListener(
    'scroll',
    () => {
      if (!open?.back?.isConnected) return;
      const r = open.back.getBoundingClientRect();
      const dx = r.left - open.at.x;
      const dy = r.top - open.at.y;
      open.at = { x: r.left, y: r.top };
      open.el.style.left = `${parseFloat(open.el.style.left) + dx}px`;
      open.el.style.top = `${parseFloat(open.el.style.top) + dy}px`;
    },
    true,
  );
  // the browser's own menu does not follow ours (the menu key fires `contextmenu` after the key that opened it)
  document.addEventListener('contextmenu', (e) => {
    if (open?.el.contains(e.target as Node) || (open && e.target === document.documentElement)) e.preventDefault();
  });
}

/** Open a menu named `label` by `anchor` (at the pointer for a right-click); the first item has the focus. */
export function openMenu(
  anchor: HTMLElement,
  label: string,
  items: MenuItem[],
  at?: { x: number; y: number },
  closed: () => void = () => {},
): HTMLElement {
  const menu = h('div', { role: 'menu', class: 'menu floating', 'aria-label': label, tabindex: -1 });
  const entries: HTMLElement[] = [];
  for (const item of items) {
    if (item === 'separator') {
      menu.append(h('div', { role: 'separator', class: 'menu-separator' }));
      continue;
    }
    const el = h('div', { role: 'menuitem', class: 'menu-item', tabindex: -1, title: item.title }, item.label);
    if (item.detail) el.append(h('div', { class: 'menu-detail' }, item.detail));
    const pick = () => {
      // the focus goes back first: a form opened next takes it, and a drawing after a correction finds it there
      closeFloating();
      item.run();
    };
    el.addEventListener('click', pick);
    el.addEventListener('mousemove', () => el !== document.activeElement && el.focus());
    el.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      pick();
    });
    entries.push(el);
    menu.append(el);
  }
  const go = (i: number) => entries[(i + entries.length) % entries.length]?.focus();
  menu.addEventListener('keydown', (e) => {
    const i = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i < 0 ? -1 : i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(-1);
    else if (e.key === 'Escape') closeFloating();
    else if (e.key === 'Tab') closeFloating();
    else if (e.key.length === 1 && /\S/.test(e.key)) {
      // a letter goes to the next item that starts with it
      const k = e.key.toLowerCase();
      const n = entries.length;
      for (let j = 1; j <= n; j++) if (entries[(i + j) % n]!.textContent.toLowerCase().startsWith(k)) return go(i + j);
      return;
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  show(menu, anchor, at, closed);
  go(0);
  return menu;
}

/**
 * A field of a form: a labelled select or text input, a group of checkboxes (their checked values, one a line),
 * or a group of text inputs each labelled (their values in order, one a line: the runs' names).
 */
export type Field =
  | { kind: 'select'; name: string; label: string; options: { value: string; text: string }[]; value?: string }
  | { kind: 'text'; name: string; label: string; value?: string; suggestions?: string[]; placeholder?: string }
  | { kind: 'checks'; name: string; label: string; options: { value: string; text: string; checked?: boolean }[] }
  | { kind: 'texts'; name: string; label: string; items: { label: string; value: string }[] };

let fieldIds = 0;

/**
 * Open a small form named `label` by `anchor`: its fields, a note, OK and Cancel. Enter, in a field or a list, submits (when
 * `submit` accepts the values: it returns null, or what is wrong, shown under the fields), Escape cancels.
 */
export function openForm(
  anchor: HTMLElement,
  label: string,
  fields: Field[],
  submit: (values: Record<string, string>) => string | null,
  note?: string,
  change?: (name: string, value: string, form: HTMLFormElement) => void,
): HTMLFormElement {
  const form = h('form', { class: 'correct-form floating', 'aria-label': label });
  form.append(h('div', { class: 'form-title' }, label));
  for (const f of fields) {
    if (f.kind === 'checks') {
      form.append(checksField(f));
      continue;
    }
    if (f.kind === 'texts') {
      form.append(textsField(f));
      continue;
    }
    const id = `cf-${++fieldIds}`;
    let control: HTMLSelectElement | HTMLInputElement;
    if (f.kind === 'select') {
      control = h('select', { id, name: f.name });
      for (const o of f.options) control.append(h('option', { value: o.value, selected: o.value === f.value }, o.text));
    } else {
      control = h('input', {
        id,
        name: f.name,
        type: 'text',
        value: f.value ?? '',
        placeholder: f.placeholder,
        spellcheck: 'false',
        autocomplete: 'off',
      });
      if (f.suggestions?.length) {
        const list = h('datalist', { id: `${id}-list` });
        for (const s of f.suggestions) list.append(h('option', { value: s }));
        control.setAttribute('list', list.id);
        form.append(list);
      }
    }
    control.addEventListener('input', () => change?.(f.name, control.value, form));
    control.addEventListener('change', () => change?.(f.name, control.value, form));
    form.append(h('label', { class: 'field', for: id }, h('span', {}, f.label), control));
  }
  if (note) form.append(h('p', { class: 'muted form-note' }, note));
  const problem = h('p', { class: 'form-problem', role: 'alert' });
  form.append(
    problem,
    h(
      'div',
      { class: 'form-buttons' },
      h('button', { type: 'submit', class: 'primary' }, 'OK'),
      h('button', { type: 'button', class: 'secondary', 'data-cancel': '' }, 'Cancel'),
    ),
  );
  form.querySelector('[data-cancel]')!.addEventListener('click', () => closeFloating());
  form.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeFloating();
    }
    // Enter submits from a list too, as it does from a text field (a form of one choice: pick it, Enter)
    if (e.key === 'Enter' && e.target instanceof HTMLSelectElement) {
      e.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
      if (el instanceof HTMLInputElement && el.type === 'checkbox') {
        // a group's checked values, one a line ('' when none is)
        values[el.name] ??= '';
        if (el.checked) values[el.name] = values[el.name] ? `${values[el.name]}\n${el.value}` : el.value;
      } else if (el.dataset.group !== undefined)
        // a group of text inputs: each one's value, in order, one a line
        values[el.name] = values[el.name] === undefined ? el.value : `${values[el.name]}\n${el.value}`;
      else values[el.name] = el.value;
    const wrong = submit(values);
    if (wrong) problem.textContent = wrong;
    else closeFloating();
  });
  show(form, anchor, undefined, () => {});
  form.querySelector<HTMLElement>('input, select')?.focus();
  return form;
}

/** A group of checkboxes under its legend, each labelled by its text. */
function checksField(f: Extract<Field, { kind: 'checks' }>): HTMLFieldSetElement {
  const set = h('fieldset', { class: 'field checks' }, h('legend', {}, f.label));
  for (const o of f.options) {
    const id = `cf-${++fieldIds}`;
    const box = h('input', { id, type: 'checkbox', name: f.name, value: o.value, checked: o.checked });
    set.append(h('label', { class: 'check', for: id }, box, h('span', {}, o.text)));
  }
  return set;
}

/** A group of text inputs under its legend, each labelled by its item's label (a run's name as read). */
function textsField(f: Extract<Field, { kind: 'texts' }>): HTMLFieldSetElement {
  const set = h('fieldset', { class: 'field texts' }, h('legend', {}, f.label));
  for (const o of f.items) {
    const id = `cf-${++fieldIds}`;
    const input = h('input', {
      id,
      type: 'text',
      name: f.name,
      value: o.value,
      'data-group': '',
      spellcheck: 'false',
      autocomplete: 'off',
    });
    set.append(h('label', { class: 'named', for: id }, h('span', {}, o.label), input));
  }
  return set;
}

/** Whether a key opens a context menu: the menu key, or Shift+F10. */
export const isMenuKey = (e: KeyboardEvent): boolean => e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10');
