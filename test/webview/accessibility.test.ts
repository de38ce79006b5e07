/** The dashboard for keyboards and screen readers, in Chromium: axe-core on every view, and a keyboard-only walk. */
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS } from '../browser';
import { axeViolations } from './axe';
import { harnessForFile, loadFiles, setTheme, show, VIEW_NAMES, type HarnessPage } from './pages';

const EXAMPLES = join(__dirname, '../../examples');
const WILD = join(__dirname, '../wild');
const INPUTS = [
  join(EXAMPLES, 'pghot-llama-bench.txt'),
  join(EXAMPLES, 'pghot-microbenchmark.txt'),
  join(EXAMPLES, 'ik-llama-thp-thread.md'),
  join(WILD, 'dump-vmstat-numa01-numascan-3way.txt'),
  join(WILD, 'dump-numastat-damon-hot-cold-tiers.txt'),
];

const harness = harnessForFile();

/** What has the focus: its tag, id or class, and the table it is in (grid cells: row,column). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const table = el.closest('table');
    if (table && el instanceof HTMLTableCellElement)
      return `cell ${table.dataset.table ?? table.id ?? ''}@${(el.parentElement as HTMLTableRowElement).rowIndex},${el.cellIndex}`;
    return `${el.tagName.toLowerCase()}${el.id && !/^t\d+-/.test(el.id) ? `#${el.id}` : ''}${el.dataset.view ? `[${el.dataset.view}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
  });
}

/** The controls of the shown view a keyboard should reach, in document order: one per table (its tab stop), each visible control. */
function controlsOf(page: Page, view: string): Promise<number> {
  return page.evaluate((v) => {
    const panel = document.querySelector(`vscode-tab-panel[data-view=${v}]`)!;
    const sel =
      'button, select, input, summary, vscode-button:not([disabled]), vscode-checkbox, pre[tabindex], table[role=grid] [tabindex="0"]';
    // the panel itself is a stop too (the tabs make it one, as the ARIA tabs pattern has it)
    return (
      [...panel.querySelectorAll<HTMLElement>(sel)].filter((e) => e.checkVisibility()).length +
      ((panel as HTMLElement).tabIndex >= 0 ? 1 : 0)
    );
  }, view);
}

/** Tab from the view's tab header until the focus leaves the view; the stops on the way, and how many distinct elements they were. */
async function tabStops(page: Page, view: string): Promise<string[] & { distinct?: number }> {
  await page.focus(`vscode-tab-header[data-view=${view}]`);
  await page.evaluate(() => ((window as unknown as { __seen: Set<Element> }).__seen = new Set()));
  const stops: string[] & { distinct?: number } = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const inView = await page.evaluate((v) => {
      const el = document.activeElement;
      if (!el?.closest(`vscode-tab-panel[data-view=${v}]`)) return false;
      (window as unknown as { __seen: Set<Element> }).__seen.add(el);
      return true;
    }, view);
    if (!inView) break;
    stops.push(await focused(page));
  }
  stops.distinct = await page.evaluate(() => (window as unknown as { __seen: Set<Element> }).__seen.size);
  return stops;
}

const reveals = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __posted: { type: string }[] }).__posted.filter((m) => m.type === 'reveal'),
  );

describe('dashboard accessibility in Chromium', () => {
  it.each(INPUTS)('axe-core finds nothing serious or critical in any view of %s', async (path) => {
    const page = await harness.open('light');
    await loadFiles(page, [path]);
    const found: Record<string, unknown[]> = {};
    for (const view of VIEW_NAMES) {
      await show(page, view);
      if (view === 'whatif' && (await page.locator('#whatif-status').count()))
        await page.waitForFunction(
          // a run, a refusal, or no prediction for a benchmark the model does not have (issue 36)
          () => /Predicted in|Cannot|No prediction/.test(document.getElementById('whatif-status')?.textContent ?? ''),
          undefined,
          { timeout: 30_000 },
        );
      // every chart's data table open too, so axe reads them
      if (view === 'charts')
        for (const t of await page.locator('vscode-tab-panel[data-view=charts] .data-toggle').all()) await t.click();
      await page.waitForTimeout(50);
      const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (bad.length) found[view] = bad;
      // the first focus stop of the view, with its ring, for a person to look at
      await page.focus(`vscode-tab-header[data-view=${view}]`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.screenshot({ path: join(SHOTS, `a11y-${basename(path).replace(/\W+/g, '_')}-${view}-light.png`) });
    }
    expect(found).toEqual({});
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('axe-core in the dark and high-contrast themes too, and it does catch a violation', async () => {
    const page = await harness.open('dark');
    await loadFiles(page, [join(EXAMPLES, 'ik-llama-thp-thread.md')]);
    for (const theme of ['dark', 'hc'] as const) {
      await setTheme(page, theme);
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      for (const view of VIEW_NAMES) {
        await show(page, view);
        await page.waitForTimeout(50);
        const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad, `${theme} ${view}`).toEqual([]);
      }
      await show(page, 'compare');
      await page.focus('table.grid[data-table="0"] [tabindex="0"]');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.screenshot({ path: join(SHOTS, `a11y-compare-focus-${theme}.png`) });
    }
    // the check is not blind: an unnamed text field and a low-contrast line are reported
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'faint';
      p.style.color = '#222';
      document.querySelector('vscode-tab-panel[data-view=compare]')!.append(document.createElement('input'), p);
    });
    expect((await axeViolations(page)).map((v) => v.id)).toEqual(expect.arrayContaining(['label', 'color-contrast']));
    await page.close();
  });

  it('keyboard only: Tab reaches every control of every view, a table is one stop, arrows move in it, Enter and Space activate', async () => {
    const page: HarnessPage = await harness.open('dark');
    await loadFiles(page, [join(EXAMPLES, 'pghot-llama-bench.txt')]);
    // into the page: the first stop is the selected tab; arrows move between tabs, Enter and Space select
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('vscode-tab-header[overview]');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('vscode-tab-header[compare]');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __state: { view: string } }).__state.view))
      .toBe('compare');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __state: { view: string } }).__state.view))
      .toBe('charts');

    for (const view of VIEW_NAMES) {
      await show(page, view);
      if (view === 'whatif')
        await page.waitForFunction(
          () => /Predicted in/.test(document.getElementById('whatif-status')?.textContent ?? ''),
          undefined,
          { timeout: 30_000 },
        );
      const stops = await tabStops(page, view);
      expect(stops.length, `${view}: ${stops.join(' | ')}`).toBe(await controlsOf(page, view));
      expect(stops.distinct, `${view}: each stop once`).toBe(stops.length);
    }

    // overview: the evidence links are buttons: Enter and Space reveal their lines
    await show(page, 'overview');
    let stops = await tabStops(page, 'overview');
    // "Other readings…" of the text first, then the evidence
    expect(stops.slice(1, 3)).toEqual(['button.secondary', 'button.link']);
    await page.focus('vscode-tab-header[data-view=overview]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect((await reveals(page)).length).toBe(2);

    // compare: one stop per table, the arrows, Home/End, Ctrl+End, Enter on a number
    await show(page, 'compare');
    stops = await tabStops(page, 'compare');
    // the filter box and "Tiering counters only" come after the baseline picker, before the tables
    expect(stops.slice(0, 6)).toEqual([
      'vscode-tab-panel[compare]',
      'select#baseline',
      'input#compare-filter',
      'input#compare-tiering',
      'cell 0@0,0',
      'cell 1@0,0',
    ]);
    await page.focus('#compare-tiering');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('cell 0@1,1');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('cell 0@1,5');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('cell 0@1,0');
    await page.keyboard.press('Control+End');
    const rows = await page.locator('table.grid[data-table="0"] tr').count();
    expect(await focused(page)).toBe(`cell 0@${rows - 1},5`);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect((await reveals(page)).pop()).toEqual({ type: 'reveal', doc: 0, startLine: 34, endLine: 34 });
    // a header's legend and tunables, which a mouse gets on hover, show for the focused header
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.cell-detail').first().textContent()).toContain('vm.pghot_enabled_sources=0x1');
    // Tab leaves the table from wherever in it; Shift+Tab comes back to the same cell
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('cell 1@0,0');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('cell 0@0,3');
    await page.screenshot({ path: join(SHOTS, 'a11y-compare-focus-dark.png') });

    // charts: the data table opens from the keyboard, and Enter on a bar's number reveals its line as a click on the bar does
    await show(page, 'charts');
    await page.focus('vscode-tab-header[data-view=charts]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('vscode-button.data-toggle');
    await page.keyboard.press('Enter');
    expect(await page.locator('.data-toggle').first().getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^cell @0,0$|^cell\s*@0,0$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect((await reveals(page)).pop()).toEqual({ type: 'reveal', doc: 0, startLine: 34, endLine: 34 });
    // the numbers the bars draw, the stddev with the mean's decimals as in Compare
    expect(
      await page.locator('table.chart-data').first().locator('tbody tr').first().locator('th, td').allTextContents(),
    ).toEqual(['r1', '69.31', '2.70']);
    await page.screenshot({ path: join(SHOTS, 'a11y-charts-data-dark.png') });
    await page.focus('.data-toggle');
    await page.keyboard.press('Space');
    expect(await page.locator('.data-toggle').first().getAttribute('aria-expanded')).toBe('false');

    // sources: Enter on a block's lines selects them in the editor
    await show(page, 'sources');
    await page.focus('vscode-tab-header[data-view=sources]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await reveals(page)).pop()).toMatchObject({ type: 'reveal', doc: 0 });

    // what-if: a new answer redraws the table; a keyboard user in it stays on the same cell
    await show(page, 'whatif');
    await page.focus('#whatif-table table [tabindex="0"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const before = await page.locator('#whatif-table table').elementHandle();
    await page.evaluate(() => {
      const sel = document.querySelector('select[data-key="kernel.numa_balancing"]') as HTMLSelectElement;
      sel.value = '2';
      sel.dispatchEvent(new Event('change'));
    });
    await page.waitForFunction(
      () =>
        document.querySelector('#whatif-table table')?.getAttribute('data-whatif') === 'kernel.numa_balancing=2' &&
        /Predicted in/.test(document.getElementById('whatif-status')?.textContent ?? ''),
    );
    expect(await before.evaluate((t) => t.isConnected)).toBe(false);
    expect(
      await page.evaluate(() => {
        const c = document.activeElement as HTMLTableCellElement;
        return [
          c.closest('#whatif-table') !== null,
          (c.parentElement as HTMLTableRowElement).rowIndex,
          c.cellIndex,
          c.tabIndex,
        ];
      }),
    ).toEqual([true, 1, 2, 0]);

    // export: the buttons take Enter and Space
    await show(page, 'export');
    await page.focus('#copy-lkml');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const copies = await page.evaluate(() =>
      (window as unknown as { __posted: { type: string; what?: string }[] }).__posted
        .filter((m) => m.type === 'copy')
        .map((m) => m.what),
    );
    expect(copies).toEqual(['lkml', 'markdown']);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a 50 x 200 table is one tab stop', async () => {
    const cols = Array.from({ length: 50 }, (_, i) => `c${i + 1}`);
    const wide =
      [
        ['metric', ...cols].join('  '),
        ...Array.from({ length: 200 }, (_, m) =>
          [`metric_${m}_t/s`, ...cols.map((_, i) => (100 + ((m * 37 + i * 11) % 97) / 3).toFixed(2))].join('  '),
        ),
      ].join('\n') + '\n';
    const page = await harness.open();
    await page.host.load([{ id: 0, name: 'wide', text: wide, uri: null, lineOffset: 0 }], null, 'compare');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
    const table = page.locator('table.grid[data-table="0"]');
    expect(await table.locator('td').count()).toBeGreaterThan(10_000);
    expect(await table.locator('[tabindex="0"]').count()).toBe(1);
    await page.focus('#compare-tiering');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('cell 0@0,0');
    await page.keyboard.press('Control+End');
    const rows = await table.locator('tr').count();
    expect(await focused(page)).toBe(`cell 0@${rows - 1},50`);
    await page.keyboard.press('PageUp');
    expect(await focused(page)).toBe(`cell 0@${rows - 11},50`);
    expect(await table.locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement?.closest('table[data-table="0"]'))).toBe(true);
    await page.close();
  });
});
