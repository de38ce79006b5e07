/** Compare on a wide lkp report in a half-width panel (issue 33): a frozen metric column, short names with the full one on hover, a filter. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS } from '../browser';
import { harnessForFile, loadFiles, show } from './pages';

const WILD = join(__dirname, '../wild');
/** A raw lkp-robot mail: a base and three commits, 130 rows. */
const LKP = join(WILD, 'lkp-aim7-disk-rr-memcg-pad-4commits.txt');
/** A raw lkp-robot mail (MIME multipart): 229 metrics, 219 of them longer than 40 characters (perf-profile call chains). */
const LONG = join(WILD, 'mime-multipart-lkp-will-it-scale-mmap1-gup.txt');
/** Half of a 1200-pixel window, as "Beside" gives the panel. */
const HALF = 600;

const harness = harnessForFile();

/** The visible value rows' metric names (full names: the title where the name was shortened). */
const visibleMetrics = (page: import('playwright-core').Page) =>
  page.$$eval('.compare tr.value:not([hidden]) th.metric', (ths) =>
    ths
      .filter((th) => (th as HTMLElement).offsetParent !== null)
      .map((th) => (th as HTMLElement).title || th.textContent),
  );

describe('Compare on a wide lkp report at half width', () => {
  it('freezes the metric column, shortens long names with the full name on hover, and filters by name and by kind', async () => {
    const page = await harness.open('dark', HALF);
    await loadFiles(page, [LONG]);
    await show(page, 'compare');
    await page.waitForSelector('.compare table.grid');
    await page.screenshot({ path: join(SHOTS, 'compare-long-names-half.png') });

    // long names: at most 40 characters drawn, the full name in the title and for screen readers
    const names = await page.$$eval('.compare th.metric', (ths) =>
      ths.map((th) => ({
        text: th.textContent,
        title: (th as HTMLElement).title,
        aria: th.getAttribute('aria-label'),
      })),
    );
    expect(Math.max(...names.map((n) => n.text.length))).toBeLessThanOrEqual(40);
    const long = names.filter((n) => n.title.length > 40);
    expect(long.length).toBeGreaterThan(10);
    for (const n of long) {
      expect(n.aria).toBe(n.title);
      expect(n.text).toContain('…');
    }

    // the filter box is reached by keyboard: Tab from the baseline picker
    await page.focus('#baseline');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('compare-filter');
    const all = (await visibleMetrics(page)).length;
    await page.keyboard.type('icl-2sp1 perf');
    const typed = await visibleMetrics(page);
    expect(typed.length).toBeGreaterThan(3);
    expect(typed.length).toBeLessThan(all);
    expect(typed.every((m) => m.includes('icl-2sp1') && m.includes('perf'))).toBe(true);
    expect(await page.textContent('.filter-count')).toContain(`${typed.length} of`);
    await page.screenshot({ path: join(SHOTS, 'compare-long-names-half-filtered.png') });
    expect(page.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('on a four-commit report the metric column stays while the values scroll; the tiering filter and the focus survive a new baseline', async () => {
    const page = await harness.open('dark', HALF);
    await loadFiles(page, [LKP]);
    await show(page, 'compare');
    await page.waitForSelector('.compare table.grid');
    await page.screenshot({ path: join(SHOTS, 'compare-wide-lkp-half.png') });
    // the metric column stays at the left edge while the values scroll under it
    const wrap = page.locator('.compare .table-wrap').first();
    const before = await wrap.evaluate((w) => {
      const th = w.querySelector('tbody th.metric')!;
      return { scroll: w.scrollWidth - w.clientWidth, left: th.getBoundingClientRect().left };
    });
    expect(before.scroll).toBeGreaterThan(0);
    const after = await wrap.evaluate((w) => {
      w.scrollLeft = w.scrollWidth;
      return w.querySelector('tbody th.metric')!.getBoundingClientRect().left;
    });
    expect(after).toBeCloseTo(before.left, 0);
    await page.screenshot({ path: join(SHOTS, 'compare-wide-lkp-half-scrolled.png') });

    // "tiering counters only": the counters and fields the knowledge base explains
    await page.focus('#compare-tiering');
    await page.keyboard.press('Space');
    const tiering = await visibleMetrics(page);
    expect(tiering.length).toBeGreaterThan(3);
    expect(tiering.some((m) => m.startsWith('perf-profile.'))).toBe(false);
    expect(tiering.some((m) => m.startsWith('numa-vmstat.') || m.startsWith('proc-vmstat.'))).toBe(true);

    // a new baseline draws the views again: the focus stays on the picker and the filter stays applied
    const renders = await page.evaluate(() => document.body.dataset.renders);
    await page.focus('#baseline');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((r) => document.body.dataset.renders !== r, renders);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('baseline');
    expect(await page.isChecked('#compare-tiering')).toBe(true);
    expect((await visibleMetrics(page)).length).toBe(tiering.length);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
