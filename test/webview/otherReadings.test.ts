/** A block's other readings in Chromium: asked of the host from its corrections menu, shown with their runs, one click takes one. */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isFromWebview } from '../../src/protocol';
import { SHOTS } from '../browser';
import { axeViolations } from './axe';
import { harnessForFile, loadFiles, show } from './pages';

/**
 * Two Markdown tables of build results: the second (`| \`aura\` binary | Size |` over five builds) is read with its
 * one column as a run, so the five builds it compares are no runs of their own.
 */
const AURA = join(__dirname, '../wild/gh-aura-668-release-lto-cgu1-with-vs-without-build-min-sec-plus-size-table.txt');

const harness = harnessForFile();

type Posted = { type: string; [k: string]: unknown };
const posted = (page: Page) => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted);
const lastOf = async (page: Page, type: string) => (await posted(page)).filter((m) => m.type === type).pop();
const renders = (page: Page) => page.evaluate(() => Number(document.body.dataset.renders ?? 0));

describe('other readings', () => {
  it("a block's other readings are listed with the runs each gives; picking one sends its correction, and the runs change", async () => {
    const page = await harness.open('light');
    await loadFiles(page, [AURA]);
    await show(page, 'sources');
    const row = page.locator('.sources-table tbody tr', { hasText: '19-23' });
    await row.locator('button.correct').click();
    await page.locator('[role=menuitem]', { hasText: 'Other readings…' }).click();
    const menu = page.locator('[role=menu][aria-label="Other readings of lines 19-23"]');
    // "Trying the other readings…" until the host answers
    await menu.locator('[role=menuitem]', { hasText: 'runs in rows' }).waitFor();
    const asked = await lastOf(page, 'otherReadings');
    expect(isFromWebview(asked)).toBe(true);
    expect(asked).toMatchObject({ type: 'otherReadings', doc: 0 });
    const items = await menu.locator('[role=menuitem]').allTextContents();
    expect(items).toContain(
      'runs in rows5 runs: With lto + codegen-units=1, Without, No strip, no LTO, default codegen units, Strip only, and 1 more; 9 values',
    );
    // every item gives runs other than the reading's, and no two give the same
    expect(new Set(items).size).toBe(items.length);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: join(SHOTS, 'other-readings-menu.png'),
      clip: { x: 0, y: 0, width: 1200, height: 800 },
    });

    const n = await renders(page);
    await menu.locator('[role=menuitem]', { hasText: 'runs in rows5 runs' }).click();
    const sent = await lastOf(page, 'correct');
    expect(isFromWebview(sent)).toBe(true);
    expect(sent).toMatchObject({ type: 'correct', doc: 0, hint: { kind: 'runs-axis', runs: 'rows' } });
    await page.waitForFunction((k) => Number(document.body.dataset.renders ?? 0) > k, n);
    expect(await page.locator('#corrected-notice').textContent()).toMatch(/^Corrected: runs in rows/);
    await show(page, 'compare');
    for (const run of ['Strip only', 'No strip, no LTO, default codegen units'])
      expect(await page.locator(`table.grid thead th[data-run="${run}"]`).count()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("the whole text's other readings, from the Overview and from Sources: every block's, each saying its lines", async () => {
    const page = await harness.open('dark');
    await loadFiles(page, [AURA]);
    await show(page, 'overview');
    // the runs as read, beside the button that reads them otherwise
    expect(await page.locator('#runs-as-read').textContent()).toMatch(
      /^Read as 3 runs: With lto \+ codegen-units=1, Without, linux-amd64\. Not the runs the text means\? Other readings…$/,
    );
    await page.locator('.overview button.other-readings').click();
    const menu = page.locator('[role=menu][aria-label="Other readings of the text"]');
    await menu.locator('[role=menuitem]', { hasText: 'lines 19-23: runs in rows' }).waitFor();
    const asked = await lastOf(page, 'otherReadings');
    expect(isFromWebview(asked)).toBe(true);
    expect(asked).toMatchObject({ type: 'otherReadings', doc: 0, key: '' });
    const items = await menu.locator('[role=menuitem]').allTextContents();
    // both tables' readings, and the text's: more than the block's menu holds
    expect(items.some((t) => t.startsWith('lines 7-11: runs in rows'))).toBe(true);
    expect(items.some((t) => t.startsWith('each block one run'))).toBe(true);
    // a list taller than the window scrolls inside it: its last reading can be reached
    const box = await menu.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
    await menu.locator('[role=menuitem]').last().scrollIntoViewIfNeeded();
    expect(await menu.locator('[role=menuitem]').last().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: join(SHOTS, 'other-readings-text.png'),
      clip: { x: 0, y: 0, width: 1200, height: 800 },
    });
    await page.keyboard.press('Escape');
    await show(page, 'sources');
    await page.locator('.sources button.other-readings').click();
    await page
      .locator('[role=menu][aria-label="Other readings of the text"] [role=menuitem]', { hasText: 'runs in rows' })
      .first()
      .waitFor();
    const n = await renders(page);
    await page.locator('[role=menuitem]', { hasText: 'lines 19-23: runs in rows5 runs' }).click();
    expect(await lastOf(page, 'correct')).toMatchObject({ hint: { kind: 'runs-axis', runs: 'rows' } });
    await page.waitForFunction((k) => Number(document.body.dataset.renders ?? 0) > k, n);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
