/** Corrections of a reading in Chromium: the menus and forms by keyboard and mouse, what they send, what the dashboard shows after. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isFromWebview } from '../../src/protocol';
import { SHOTS } from '../browser';
import { axeViolations } from './axe';
import { harnessForFile, loadFiles, show, type HarnessPage } from './pages';

/** Two time(1) outputs quoted in a reply and a side-by-side table of the same runs named another way (4 runs for 2). */
const ARM = join(__dirname, '../wild/lkml-arm64-tlb-batch-reclaim-time-wo-w-quoted.txt');
/** A table read surely and a perf stat block nothing names (45%: low). */
const LOW = join(__dirname, '../fixtures/table-then-unnamed-perf-stat.txt');

const harness = harnessForFile();

type Posted = { type: string; [k: string]: unknown };
const posted = (page: Page) => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted);
const lastOf = async (page: Page, type: string) => (await posted(page)).filter((m) => m.type === type).pop();
const renders = (page: Page) => page.evaluate(() => Number(document.body.dataset.renders ?? 0));
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const activeRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase());

/** axe's violations of every impact (the new controls: none at all). */
const allViolations = async (page: Page) => (await axeViolations(page)).map((v) => `${v.id}: ${v.targets.join(' ')}`);

/** Wait for the dashboard to draw again after `n` drawings. */
const drawnAfter = (page: Page, n: number) =>
  page.waitForFunction((k) => Number(document.body.dataset.renders ?? 0) > k, n);

/** Tab from the Sources tab until the focus is on `selector`; how many presses it took (null: not reached in 60). */
async function tabTo(page: HarnessPage, selector: string): Promise<number | null> {
  await page.focus('vscode-tab-header[data-view=sources]');
  for (let i = 1; i <= 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i;
  }
  return null;
}

describe('corrections in Chromium', () => {
  it('Overview says how many blocks were read with low confidence, and its button goes to them in Sources', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [LOW]);
    const line = page.locator('.overview .low-note');
    expect(await line.textContent()).toBe('1 block read with low confidence: check them in Sources');
    await page.focus('#check-low');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __state: { view: string } }).__state.view))
      .toBe('sources');
    expect(await page.locator('vscode-tab-panel[data-view=sources] .sources-table').isVisible()).toBe(true);
    const first = page.locator('.sources-table tbody tr').first();
    expect(await first.getAttribute('class')).toBe('low-confidence');
    expect(await first.locator('td.gave').textContent()).toContain('measures:');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('Sources: each block has a labelled "Correct…" button the keyboard reaches; its menu opens on Enter, Shift+F10 and a right-click, and Escape gives the focus back', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [ARM]);
    await show(page, 'sources');
    const buttons = page.locator('.sources-table button.correct');
    expect(await buttons.count()).toBe(3);
    expect(await buttons.first().getAttribute('aria-label')).toBe('Correct lines 183-186');
    expect(await buttons.first().getAttribute('aria-haspopup')).toBe('menu');
    expect(await tabTo(page, '.sources-table button.correct')).not.toBeNull();
    await page.keyboard.press('Enter');
    const menu = page.locator('[role=menu]');
    await menu.waitFor();
    expect(await menu.getAttribute('aria-label')).toBe('Correct lines 183-186');
    expect(await activeRole(page)).toBe('menuitem');
    expect(await buttons.first().getAttribute('aria-expanded')).toBe('true');
    const items = await menu.locator('[role=menuitem]').allTextContents();
    expect(items).toEqual([
      'Runs are in rows, not columns',
      'Header rows…',
      'Column that names the runs…',
      'All of it is one run, named from a line above…',
      'Every block one run, named by its caption',
      'Rename a run…',
      'Set a tunable of a run…',
      'Make "w/o" the baseline',
      'Make "w/" the baseline',
      'Ignore lines 183-186',
    ]);
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Header rows…');
    await page.keyboard.press('End');
    expect(await activeText(page)).toBe('Ignore lines 183-186');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-sources-menu.png') });
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('correct'))).toBe(true);
    expect(await buttons.first().getAttribute('aria-expanded')).toBe('false');

    // the menu key on a cell of the row, and a right-click
    await page.focus('.sources-table [tabindex="0"]');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+F10');
    expect(await menu.getAttribute('aria-label')).toBe('Correct line 174');
    await page.keyboard.press('Escape');
    await page.locator('.sources-table tbody tr').nth(2).locator('td.gave').click({ button: 'right' });
    expect(await menu.getAttribute('aria-label')).toBe('Correct line 177');
    await page.keyboard.press('Escape');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a menu action sends the correction; the new load marks the block corrected and says what changed; Undo takes it back', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [ARM]);
    await show(page, 'sources');
    const key = await page.evaluate(() => document.querySelector('.sources-table button.correct')!.id.slice(8));
    const n = await renders(page);
    await page.locator('.sources-table button.correct').first().click();
    await page.locator('[role=menuitem]', { hasText: 'Ignore lines 183-186' }).click();
    const sent = await lastOf(page, 'correct');
    expect(sent).toEqual({
      type: 'correct',
      doc: 0,
      hint: { kind: 'ignore', block: { key, first: 'w/o             w/', lines: '183-186' } },
    });
    expect(isFromWebview(sent)).toBe(true);
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe('Corrected: ignored (4 runs -> 2) Undo');
    const row = page.locator('.sources-table tbody tr.corrected');
    expect(await row.count()).toBe(1);
    expect(await row.locator('td.read-as').textContent()).toContain('corrected ignored');
    expect(await row.locator('td.gave').textContent()).toBe('ignored: nothing taken from it');
    expect(await page.locator('.sources .hints li').allTextContents()).toEqual([
      'applied ignored: lines 183-186: 6 measurements left out',
    ]);
    // the block's button is gone with its values (nothing left to correct): the focus is on the notice's Undo
    expect(await row.locator('button.correct').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notice-undo');
    await page.screenshot({ path: join(SHOTS, 'corrections-sources-corrected.png'), fullPage: true });
    expect(await allViolations(page)).toEqual([]);

    const m = await renders(page);
    await page.locator('#notice-undo').click();
    expect(await lastOf(page, 'uncorrect')).toEqual({ type: 'uncorrect', which: 'last' });
    await drawnAfter(page, m);
    expect(await page.locator('#corrected-notice').textContent()).toBe('Took back: ignored');
    expect(await page.locator('.sources-table tbody tr.corrected').count()).toBe(0);
    expect(await page.locator('.sources .hints').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('Compare: a number and a run say where they were read; a right-click on a run renames it, into another: merged', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [ARM]);
    await show(page, 'compare');
    const cell = page.locator('table.grid td.ref').first();
    expect(await cell.getAttribute('title')).toMatch(/^From lines? \d+(-\d+)? \(results-table, read by \w+, \d+%\)/);
    const header = page.locator('table.grid thead th[data-run="w/"]');
    expect(await header.getAttribute('title')).toContain(
      'From lines 183-186 (results-table, read by table, 70%): runs in columns',
    );
    await header.click({ button: 'right' });
    const menu = page.locator('[role=menu]');
    expect(await menu.getAttribute('aria-label')).toBe('Correct run "w/"');
    expect(await menu.locator('[role=menuitem]').first().textContent()).toBe('Rename "w/"…');
    await page.keyboard.press('Enter');
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Rename run "w/"');
    const input = form.locator('input[name=to]');
    await input.fill('w/ patch');
    expect(await form.locator('.form-note').textContent()).toBe('"w/ patch" exists: the runs merge into one.');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-compare-rename.png') });
    const n = await renders(page);
    await page.keyboard.press('Enter');
    expect(await lastOf(page, 'correct')).toEqual({
      type: 'correct',
      doc: 0,
      hint: { kind: 'rename', from: 'w/', to: 'w/ patch' },
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: "w/" renamed "w/ patch" (4 runs -> 3) Undo',
    );
    // the keyboard: the menu key on a header of the new drawing, reached with the arrows
    const table = page.locator('table.grid', { has: page.locator('th[data-run="w/ patch"]') }).first();
    const column = await table
      .locator('thead th')
      .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('data-run') === 'w/ patch'));
    await table.locator('[tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < column; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ContextMenu');
    expect(await menu.getAttribute('aria-label')).toBe('Correct run "w/ patch"');
    await page.keyboard.press('Escape');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("a block's run named from a line above it, picked in the form", async () => {
    const page = await harness.open('light');
    const text = readFileSync(ARM, 'utf8');
    await loadFiles(page, [ARM], null, [text]);
    await show(page, 'sources');
    const row = page.locator('.sources-table tbody tr', { hasText: '174-174' });
    await row.locator('button.correct').click();
    await page.locator('[role=menuitem]', { hasText: 'Name its run from a line above…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Run name of line 174');
    const options = await form.locator('select[name=line] option').allTextContents();
    expect(options[0]).toBe('173: time taskset -c 4 ./a.out');
    expect(options[1]).toBe('172: Typical collapsed time w/o patch');
    await form.locator('select[name=line]').selectOption({ index: 1 });
    await form.locator('input[name=name]').fill('w/o patch');
    await form.locator('button[type=submit]').click();
    expect(await lastOf(page, 'correct')).toMatchObject({
      type: 'correct',
      hint: { kind: 'run-name', name: 'w/o patch', block: { lines: '174-174' } },
    });
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('the standalone report corrects in the page, takes it back, and offers the hints as a file to download', async () => {
    const out = join(SHOTS, 'report-corrections.html');
    const cli = spawnSync(
      process.execPath,
      [join(__dirname, '../../bin/tierscope.js'), 'analyze', ARM, '--format', 'html', '--out', out],
      { encoding: 'utf8' },
    );
    expect(cli.status).toBe(0);
    const page = await harness.browser().newPage({ viewport: { width: 1200, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${out}`);
    await page.waitForSelector('body[data-ready="true"]');
    await show(page, 'sources');
    const n = await renders(page);
    await page.locator('.sources-table button.correct').first().click();
    await page.locator('[role=menuitem]', { hasText: 'Ignore lines 183-186' }).click();
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe('Corrected: ignored (4 runs -> 2) Undo');
    const save = page.locator('#hints-save');
    expect(await save.getAttribute('title')).toContain('Download');
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe('lkml-arm64-tlb-batch-reclaim-time-wo-w-quoted.txt.tierscope.json');
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; hints: unknown[] };
    expect(saved.format).toBe('tierscope.hints/v1');
    expect(saved.hints).toMatchObject([{ kind: 'ignore', block: { lines: '183-186' } }]);
    const m = await renders(page);
    await page.locator('#hints-forget').click();
    await drawnAfter(page, m);
    expect(await page.locator('#corrected-notice').textContent()).toBe('Forgot 1 correction');
    expect(await page.locator('.sources-table tbody tr.corrected').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a correction that did not apply (its block gone) is listed on top of Sources, in the dark theme too', async () => {
    const page = await harness.open('dark');
    await loadFiles(page, [LOW]);
    await show(page, 'sources');
    const n = await renders(page);
    // as a hints file kept from an older version of the text would: its block is not in this one
    await page.evaluate(() =>
      (window as unknown as { __toHost: (m: unknown) => void }).__toHost({
        type: 'correct',
        doc: 0,
        hint: { kind: 'runs-axis', block: { key: 'ffffffffffff-3', lines: '10-12' }, runs: 'rows' },
      }),
    );
    await drawnAfter(page, n);
    const first = page.locator('.sources .hints li').first();
    expect(await first.getAttribute('class')).toBe('not-applied');
    expect(await first.textContent()).toBe(
      'block gone runs in rows: no block of the text has this content now (it was lines 10-12)',
    );
    expect(await page.locator('.sources .hints-summary').textContent()).toBe(
      '1 did not apply: listed first, with why.',
    );
    // the low block is still first, marked; its menu open for a look
    await page.locator('.sources-table tbody tr.low-confidence button.correct').click();
    await page.locator('[role=menu]').waitFor();
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-sources-gone-dark.png') });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
