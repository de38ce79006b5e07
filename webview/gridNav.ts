/**
 * A table as one tab stop (the ARIA grid pattern with a roving tabindex): Tab enters the table at its
 * active cell, arrows move between cells, Home/End to the row's ends, Ctrl+Home/End to the table's,
 * PageUp/PageDown by ten rows. Enter or Space on a linked cell is handled where links are (dashboard.ts).
 */

const PAGE_ROWS = 10;

/** Where a key moves from row `r`, column `c` of a table with `rows` rows; null: not a navigation key. */
export function gridMove(
  key: string,
  ctrl: boolean,
  r: number,
  c: number,
  rows: number,
  cols: (row: number) => number,
): [number, number] | null {
  const clampCol = (row: number, col: number) => Math.max(0, Math.min(col, cols(row) - 1));
  const toRow = (row: number) => Math.max(0, Math.min(row, rows - 1));
  switch (key) {
    case 'ArrowRight':
      return [r, clampCol(r, c + 1)];
    case 'ArrowLeft':
      return [r, clampCol(r, c - 1)];
    case 'ArrowDown':
      return [toRow(r + 1), clampCol(toRow(r + 1), c)];
    case 'ArrowUp':
      return [toRow(r - 1), clampCol(toRow(r - 1), c)];
    case 'PageDown':
      return [toRow(r + PAGE_ROWS), clampCol(toRow(r + PAGE_ROWS), c)];
    case 'PageUp':
      return [toRow(r - PAGE_ROWS), clampCol(toRow(r - PAGE_ROWS), c)];
    case 'Home':
      return ctrl ? [0, 0] : [r, 0];
    case 'End':
      return ctrl ? [rows - 1, cols(rows - 1) - 1] : [r, cols(r) - 1];
    default:
      return null;
  }
}

function cellOf(table: HTMLTableElement, target: EventTarget | null): HTMLTableCellElement | null {
  const cell = (target as HTMLElement | null)?.closest?.('td, th');
  return cell instanceof HTMLTableCellElement && cell.closest('table') === table ? cell : null;
}

/**
 * Make `table` one tab stop named `label`. `detail`, when given, shows the focused cell's tooltip (a
 * config's legend and tunables, a link's line) for keyboard users, who cannot hover.
 */
export function gridNav<T extends HTMLTableElement>(table: T, label: string, detail?: HTMLElement): T {
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-readonly', 'true');
  table.setAttribute('aria-label', label);
  let active: HTMLTableCellElement | null = null;
  const activate = (cell: HTMLTableCellElement, focus: boolean) => {
    if (active && active !== cell) active.tabIndex = -1;
    active = cell;
    cell.tabIndex = 0;
    if (focus) cell.focus();
  };
  const first = table.rows[0]?.cells[0];
  if (first) activate(first, false);
  table.addEventListener('keydown', (e) => {
    const cell = cellOf(table, e.target);
    // Alt+arrows and the like belong to VS Code
    if (!cell || e.altKey) return;
    const row = cell.parentElement as HTMLTableRowElement;
    // the rows a filter hid are not there for the arrows either
    const rows = [...table.rows].filter((r) => !r.hidden);
    const to = gridMove(
      e.key,
      e.ctrlKey || e.metaKey,
      Math.max(0, rows.indexOf(row)),
      cell.cellIndex,
      rows.length,
      (r) => rows[r]?.cells.length ?? 0,
    );
    if (!to) return;
    e.preventDefault();
    const next = rows[to[0]]?.cells[to[1]];
    if (next) activate(next, true);
  });
  // a click or a focus from elsewhere moves the tab stop there, so Tab comes back to it
  table.addEventListener('focusin', (e) => {
    const cell = cellOf(table, e.target);
    if (cell) activate(cell, false);
    if (detail) detail.textContent = cell?.title ?? '';
  });
  table.addEventListener('focusout', (e) => {
    if (detail && !table.contains(e.relatedTarget as Node | null)) detail.textContent = '';
  });
  table.addEventListener('mousedown', (e) => {
    const cell = cellOf(table, e.target);
    if (cell) activate(cell, false);
  });
  return table;
}

/** The cell the focus is on inside `box`, as row and column, to focus again in a table drawn anew. */
export function focusedCell(box: HTMLElement): [number, number] | null {
  const cell = document.activeElement;
  if (!(cell instanceof HTMLTableCellElement) || !box.contains(cell)) return null;
  return [(cell.parentElement as HTMLTableRowElement).rowIndex, cell.cellIndex];
}

/** Focus row `r`, column `c` of a grid (it becomes the table's tab stop). */
export function focusCell(table: HTMLTableElement, [r, c]: [number, number]): void {
  const cell = table.rows[r]?.cells[c];
  if (!cell) return;
  cell.tabIndex = 0;
  cell.focus();
}
