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
const ARM = join(__dirname, '../fixtures/time-runs-named-two-ways.txt');
/** A table read surely and a perf stat block nothing names (45%: low). */
const LOW = join(__dirname, '../fixtures/table-then-unnamed-perf-stat.txt');
/** `N  a   vs   b` rows whose footnote says the numbers are in usec. */
const VMALLOC = join(__dirname, '../wild/lkml-table-vmalloc-lock-contention-jobs-rows-vs-separator-cover.txt');
/** Two llama.cpp timings outputs one under the other, read as one block. */
const LLAMA = join(__dirname, '../wild/github-gh-llamacpp-5377-numactl-parallel-print-timings.txt');
/** `| workload | cap | run | run | run |`: a column of sizes read as a run. */
const GAPBS = join(__dirname, '../wild/gh-gapbs-reclaim-retry-hint-faults-build-columns.txt');
/** Twenty perf stat outputs under two captions, none named. */
const PERFSTAT = join(__dirname, '../wild/perfstat-lkml-anon-vma-mutex-mmap-merge-old-layout.txt');
/** A table whose runs are named by its second column (`| IGB-HOM-small/19 | \`localalloc\` | ...`). */
/** One run name (`NUMA enabled`) under two sections (`on Windows 11`, `on Linux`): ollama --verbose outputs. */
const OLLAMA = join(__dirname, '../wild/github-gh-ollama-10030-windows-linux-numa-verbose.txt');
const GNN = join(__dirname, '../wild/gh-gnn-hs-forward-localalloc-interleave-double-dash-ranges.txt');
/** Two JVM layouts compared, beside a spec table, a latency matrix and headings read as runs (9 runs for 2). */
const OPTZONE = join(__dirname, '../wild/gh-intel-optzone-java-3jvm-vs-2jvm-numa-sla-percent.txt');

/** hyperfine's four commands, read without the `bench.txt` they share (the runs named anew, all four at once). */
const HYPERFINE = join(__dirname, '../wild/gh-counting-words-2-hyperfine-four-binaries-mmap-summary-times-faster.txt');

/** fix's qps stated only as a change against revert, which has no value of its own (`0.57% smaller`). */
const ROCKSDB = join(__dirname, '../wild/gh-rocksdb-10461-fix-vs-revert-block-cache-by-rx-by-os-bullets.txt');

/** The only result in a sentence: `the maximum PSS ... going from 545MiB to 517MiB` (nothing read without a correction). */
const DATADOG = join(__dirname, '../wild/github-gh-datadog-38493-thp-disabled-pss-prose.txt');
/** compare.rb rows `old  +x%  new  test-case`, the test case last, under two kernel names (nothing read). */
const WRITEBACK = join(
  __dirname,
  '../wild/lkml-table-linux-mm-writeback-bdi-reserve-dd-thresh-rows-chained-three-kernels-compare-rb-2011.txt',
);

/** Columns of ratios (`col-1  col-2` over `0.30  0.31  hot-points_range=100`) to a base named in `Relative to: X`. */
const ORIOLE = join(
  __dirname,
  '../wild/gh-orioledb-450-col-1-col-2-relative-to-base-tab-ratios-sysbench-microbench-rows.txt',
);

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

/**
 * A lines form checked by axe (no violation at all) and photographed as `shot`, then sent with Enter: it posts
 * a well-formed `correctLines` of lines `from`-`to` read as `read`. The drawings before it, to wait for the next.
 */
async function sendLinesForm(page: HarnessPage, shot: string, [from, to]: [number, number], read: unknown) {
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, shot) });
  const n = await renders(page);
  await page.keyboard.press('Enter');
  const sent = await lastOf(page, 'correctLines');
  expect(sent).toEqual({ type: 'correctLines', doc: 0, startLine: from, endLine: to, read });
  expect(isFromWebview(sent)).toBe(true);
  return n;
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
    expect(await first.locator('td.gave').textContent()).toContain('set aside');
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
      'Other readings…',
      'Runs are in rows, not columns',
      'Header rows…',
      'Column that names the runs…',
      'Split its runs by a column…',
      'Column that names the measures…',
      'Read lines 183-186 as…',
      'Values without a unit are in…',
      'All of it is one run, named from a line above…',
      'Values are relative to a run…',
      'Every block one run, named by its caption',
      'Runs by the section line above…',
      'Rename a run…',
      'Set a tunable of a run…',
      'Make "w/o" the baseline',
      'Make "w/" the baseline',
      'Ignore lines 183-186',
    ]);
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Runs are in rows, not columns');
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
    await input.fill('w/ the patch');
    expect(await form.locator('.form-note').textContent()).toBe('"w/ the patch" exists: the runs merge into one.');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-compare-rename.png') });
    const n = await renders(page);
    await page.keyboard.press('Enter');
    expect(await lastOf(page, 'correct')).toEqual({
      type: 'correct',
      doc: 0,
      hint: { kind: 'rename', from: 'w/', to: 'w/ the patch' },
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: "w/" renamed "w/ the patch" (4 runs -> 3) Undo',
    );
    // the keyboard: the menu key on a header of the new drawing, reached with the arrows
    const table = page.locator('table.grid', { has: page.locator('th[data-run="w/ the patch"]') }).first();
    const column = await table
      .locator('thead th')
      .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('data-run') === 'w/ the patch'));
    await table.locator('[tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < column; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ContextMenu');
    expect(await menu.getAttribute('aria-label')).toBe('Correct run "w/ the patch"');
    await page.keyboard.press('Escape');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('Compare: the runs are only those checked, the others left out (by keyboard: Space unchecks, Enter sends)', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [OPTZONE]);
    await show(page, 'compare');
    await page.locator('table.grid thead th[data-run="2-JVM"]').first().click({ button: 'right' });
    const menu = page.locator('[role=menu]');
    await menu.locator('[role=menuitem]', { hasText: 'The runs are only…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('The runs are only');
    expect(await form.locator('fieldset.checks legend').textContent()).toBe('Runs');
    const boxes = form.locator('input[type=checkbox]');
    const runs = await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(runs).toEqual(expect.arrayContaining(['2-JVM', '3-JVM', 'Node 0', 'Performance Improvement']));
    expect(await boxes.evaluateAll((els) => els.every((e) => (e as HTMLInputElement).checked))).toBe(true);
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-only-runs-form.png') });
    // all checked says nothing: the form asks for the runs that are none
    await form.locator('button[type=submit]').click();
    expect(await form.locator('.form-problem').textContent()).toBe('Uncheck the runs that are none.');
    // the keyboard: the focus walks the boxes, Space unchecks each run that is none
    await boxes.first().focus();
    for (const run of runs) {
      if (run !== '2-JVM' && run !== '3-JVM') await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
    }
    const n = await renders(page);
    await form.locator('button[type=submit]').focus();
    await page.keyboard.press('Enter');
    expect(await lastOf(page, 'correct')).toEqual({
      type: 'correct',
      doc: 0,
      hint: { kind: 'only-runs', configs: runs.filter((r) => r === '2-JVM' || r === '3-JVM') },
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toMatch(
      /^Corrected: the runs are "2-JVM", "3-JVM": no other is a run \(\d+ runs -> 2\) Undo$/,
    );
    expect(
      await page
        .locator('table.grid thead th[data-run]')
        .evaluateAll((ths) => [...new Set(ths.map((th) => th.getAttribute('data-run')))]),
    ).toEqual(['2-JVM', '3-JVM']);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('Compare: the runs named at once, each in its own field (by keyboard: Tab to a field, type, Enter sends)', async () => {
    const page = await harness.open('dark');
    await loadFiles(page, [HYPERFINE]);
    await show(page, 'compare');
    await page.locator('table.grid thead th[data-run="./bin/4_threads"]').first().click({ button: 'right' });
    const menu = page.locator('[role=menu]');
    await menu.locator('[role=menuitem]', { hasText: 'Name the runs…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Name the runs');
    expect(await form.locator('fieldset.texts legend').textContent()).toBe('Runs and their names');
    const fields = form.locator('fieldset.texts input[type=text]');
    const runs = ['./bin/2_mvp', './bin/3_simd', './bin/4_threads', './bin/6_mmap'];
    expect(await fields.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(runs);
    // each field is labelled by the run it names; the focus is on the run the menu was opened on
    expect(await form.locator('fieldset.texts label span').allTextContents()).toEqual(runs);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('./bin/4_threads');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-run-names-form.png') });
    // nothing changed says nothing; a field left empty is asked for
    await form.locator('button[type=submit]').click();
    expect(await form.locator('.form-problem').textContent()).toBe('Type a new name for a run first.');
    await fields.nth(0).fill('');
    await form.locator('button[type=submit]').click();
    expect(await form.locator('.form-problem').textContent()).toBe(
      'Give every run a name (leave a name as it is to keep it).',
    );
    // the keyboard: from the first field, each name typed anew, Tab to the next, Enter sends them all
    await fields.nth(0).focus();
    for (const run of runs) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(`${run} bench.txt`);
      await page.keyboard.press('Tab');
    }
    const n = await renders(page);
    await fields.nth(3).focus();
    await page.keyboard.press('Enter');
    expect(await lastOf(page, 'correct')).toEqual({
      type: 'correct',
      doc: 0,
      hint: { kind: 'run-names', names: Object.fromEntries(runs.map((r) => [r, `${r} bench.txt`])) },
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toMatch(
      /^Corrected: runs named "\.\/bin\/2_mvp" -> /,
    );
    expect(
      await page
        .locator('table.grid thead th[data-run]')
        .evaluateAll((ths) => [...new Set(ths.map((th) => th.getAttribute('data-run')))].sort()),
    ).toEqual(runs.map((r) => `${r} bench.txt`));
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

  it('values relative to a run: the `Relative to:` line above is offered, its run put in the field, and sent', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [ORIOLE]);
    await show(page, 'sources');
    await page.locator('.sources-table tr', { hasText: '7-34' }).locator('button.correct').click();
    await page.locator('[role=menuitem]', { hasText: 'Values are relative to a run…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Values of lines 7-34 relative to');
    expect(await form.locator('input[name=base]').inputValue()).toBe('x.pg172_o2nofp.x10a_c32r128.pk1');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'correct-relative-to.png') });
    await form.locator('button[type=submit]').click();
    expect(await lastOf(page, 'correct')).toMatchObject({
      type: 'correct',
      hint: { kind: 'relative-to', base: 'x.pg172_o2nofp.x10a_c32r128.pk1', block: { lines: '7-34' } },
    });
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('runs by the section line above: a line above picked, how the section lines begin guessed from it, and sent', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [OLLAMA]);
    await show(page, 'sources');
    await page.locator('.sources-table tr', { hasText: '37-38' }).locator('button.correct').click();
    await page.locator('[role=menuitem]', { hasText: 'Runs by the section line above…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Runs by the section line above lines 37-38');
    const options = await form.locator('select[name=line] option').allTextContents();
    const linux = options.findIndex((o) => o.endsWith(': on Linux'));
    expect(linux).toBeGreaterThanOrEqual(0);
    await form.locator('select[name=line]').selectOption({ index: linux });
    expect(await form.locator('input[name=at]').inputValue()).toBe('on');
    expect(await allViolations(page)).toEqual([]);
    await form.locator('button[type=submit]').click();
    expect(await lastOf(page, 'correct')).toMatchObject({
      type: 'correct',
      hint: { kind: 'section-runs', at: 'on', as: 'qualify' },
    });
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a block read wrong is read again as a table with a separator, then given its unit: by keyboard, each re-analyzed at once', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [VMALLOC]);
    await show(page, 'sources');
    const button = page.locator('.sources-table tr', { hasText: '134-166' }).locator('button.correct');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('[role=menu]');
    expect(await menu.locator('[role=menuitem]').allTextContents()).toEqual([
      'Other readings…',
      'Runs are in rows, not columns',
      'Header rows…',
      'Column that names the runs…',
      'Split its runs by a column…',
      'Column that names the measures…',
      'Read lines 134-166 as…',
      'Values without a unit are in…',
      'Name its run from a line above…',
      'Values are relative to a run…',
      'Every block one run, named by its caption',
      'Runs by the section line above…',
      'Rename run "1-page-this-patch"…',
      'Set a tunable of "1-page-this-patch"…',
      'Ignore lines 134-166',
    ]);
    await page.screenshot({ path: join(SHOTS, 'corrections-read-lines-menu.png') });
    // a typed letter goes to the next item that starts with it: R, R -> "Read lines…"
    await page.keyboard.press('r');
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Read lines 134-166 as…');
    expect(await form.locator('input[name=lines]').inputValue()).toBe('134-166');
    // the table's fields go when the lines are not read as a table, and come back
    await form.locator('select[name=as]').selectOption('run-lines');
    expect(await form.locator('input[name=separator]').isVisible()).toBe(false);
    await form.locator('select[name=as]').selectOption('table');
    expect(await form.locator('input[name=separator]').isVisible()).toBe(true);
    await form.locator('input[name=separator]').focus();
    await page.keyboard.type('vs');
    const n = await sendLinesForm(page, 'corrections-read-lines-form.png', [134, 166], {
      as: 'table',
      separator: 'vs',
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: lines read as table (cells parted by "vs") (1 run -> 2) Undo',
    );
    expect(await page.locator('.sources .hints li').allTextContents()).toEqual([
      'applied lines read as table (cells parted by "vs"): lines 134-166',
    ]);

    // the unit the footnote gives: its menu item, typed, Enter
    const m = await renders(page);
    await page.locator('.sources-table tr', { hasText: '134-166' }).locator('button.correct').click();
    await page.locator('[role=menuitem]', { hasText: 'Values without a unit are in…' }).click();
    const unit = page.locator('form.correct-form');
    expect(await unit.locator('.form-note').textContent()).toBe('64 values have no unit; those with one keep it.');
    await page.keyboard.type('us');
    await page.keyboard.press('Enter');
    expect((await lastOf(page, 'correct'))?.hint).toMatchObject({
      kind: 'unit',
      unit: 'us',
      block: { lines: '134-166' },
    });
    await drawnAfter(page, m);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: values in us (64 values without a unit -> 0) Undo',
    );
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("values in a sentence: the line, the measure and each run's value typed, by keyboard; the runs appear", async () => {
    const page = await harness.open('light');
    await loadFiles(page, [DATADOG]);
    await show(page, 'sources');
    await page.locator('#read-lines').focus();
    await page.keyboard.press('Enter');
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Read lines as…');
    // the fields of values wait until the lines are read as values; the table's go then
    expect(await form.locator('input[name=values]').isVisible()).toBe(false);
    await page.keyboard.type('12');
    await form.locator('select[name=as]').selectOption('values');
    expect(await form.locator('input[name=separator]').isVisible()).toBe(false);
    await form.locator('input[name=measure]').focus();
    await page.keyboard.type('maximum PSS');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('values');
    // an entry without its value is refused in the form, said
    await page.keyboard.type('baseline = 545MiB; comparison');
    await page.keyboard.press('Enter');
    expect(await form.locator('.form-problem').textContent()).toBe(
      'Type each run and its value as run = value ("comparison" is not).',
    );
    await page.keyboard.type(' = 517MiB');
    const n = await sendLinesForm(page, 'corrections-values-form.png', [12, 12], {
      as: 'values',
      values: [
        { run: 'baseline', measure: 'maximum PSS', value: '545MiB' },
        { run: 'comparison', measure: 'maximum PSS', value: '517MiB' },
      ],
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: lines read as values "baseline" maximum PSS = 545MiB, "comparison" maximum PSS = 517MiB (0 runs -> 2, 0 blocks -> 1) Undo',
    );
    expect(await page.locator('.sources .hints li').allTextContents()).toEqual([
      'applied lines read as values "baseline" maximum PSS = 545MiB, "comparison" maximum PSS = 517MiB: lines 12-12',
    ]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a change against a run the text gives no value of, typed `run = value lower than run`: both runs appear', async () => {
    const page = await harness.open('dark');
    await loadFiles(page, [ROCKSDB]);
    await show(page, 'sources');
    await page.locator('#read-lines').focus();
    await page.keyboard.press('Enter');
    const form = page.locator('form.correct-form');
    await page.keyboard.type('23');
    await form.locator('select[name=as]').selectOption('values');
    await form.locator('input[name=measure]').focus();
    await page.keyboard.type('qps at 4 threads');
    await page.keyboard.press('Tab');
    // a run's change against itself is refused in the form, said
    await page.keyboard.type('fix = 0.57% lower than fix');
    await page.keyboard.press('Enter');
    expect(await form.locator('.form-problem').textContent()).toBe(
      'A run\'s change is against another run ("fix = 0.57% lower than fix").',
    );
    await form.locator('input[name=values]').fill('');
    await form.locator('input[name=values]').focus();
    await page.keyboard.type('fix = 0.57% lower than revert; fix / qps at 16 threads = 0.26% lower than revert');
    const n = await sendLinesForm(page, 'corrections-values-change-form.png', [23, 23], {
      as: 'values',
      values: [
        { run: 'fix', measure: 'qps at 4 threads', value: '0.57%', against: 'revert', direction: 'lower' },
        { run: 'fix', measure: 'qps at 16 threads', value: '0.26%', against: 'revert', direction: 'lower' },
      ],
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: lines read as values "fix" qps at 4 threads = 0.57% lower than "revert", "fix" qps at 16 threads = 0.26% lower than "revert" (0 runs -> 2) Undo',
    );
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a table whose rows are named in their last column: `(label)` typed where it stands among the names', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [WRITEBACK]);
    await show(page, 'sources');
    await page.locator('#read-lines').focus();
    await page.keyboard.press('Enter');
    const form = page.locator('form.correct-form');
    await page.keyboard.type('54-73');
    await form.locator('select[name=header]').selectOption('1');
    await form.locator('input[name=columns]').focus();
    await page.keyboard.type('3.1.0-rc4-bgthresh3+, %change, 3.1.0-rc4-bgthresh4+, (label)');
    await form.locator('select[name=runs]').selectOption('columns');
    await form.locator('input[name=columns]').focus();
    const n = await sendLinesForm(page, 'corrections-label-last-form.png', [54, 73], {
      as: 'table',
      header: 1,
      columns: ['3.1.0-rc4-bgthresh3+', '%change', '3.1.0-rc4-bgthresh4+', ''],
      runs: 'columns',
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toMatch(
      /^Corrected: lines read as table .*\(0 runs -> 2/,
    );
    expect(await page.locator('.sources .hints li').allTextContents()).toEqual([
      'applied lines read as table (columns "3.1.0-rc4-bgthresh3+", "%change", "3.1.0-rc4-bgthresh4+", "", 1 header line, runs in columns): lines 54-73',
    ]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a block of two outputs is split where the second begins; lines that hold nothing are refused, said', async () => {
    const page = await harness.open('dark');
    await loadFiles(page, [LLAMA], null, [readFileSync(LLAMA, 'utf8')]);
    await show(page, 'sources');
    await page.locator('.sources-table tr', { hasText: '5-14' }).locator('button.correct').click();
    await page.locator('[role=menuitem]', { hasText: 'Split where another output begins…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.getAttribute('aria-label')).toBe('Split lines 5-14');
    expect((await form.locator('select[name=offered] option').allTextContents())[0]).toBe(
      'llama_print_timings:        load time (2 parts)',
    );
    expect(await form.locator('input[name=at]').inputValue()).toBe('llama_print_timings:        load time');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-split-form-dark.png') });
    const n = await renders(page);
    await form.locator('button[type=submit]').click();
    expect((await lastOf(page, 'correct'))?.hint).toMatchObject({
      kind: 'split',
      at: 'llama_print_timings:        load time',
    });
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: split before each line starting "llama_print_timings:        load time" (2 blocks -> 3) Undo',
    );
    expect(await page.locator('.sources-table tbody td.num').allTextContents()).toEqual(
      expect.arrayContaining(['5-9', '11-14']),
    );

    // any lines, from the button over the blocks: a blank line holds nothing to read
    const m = await renders(page);
    await page.locator('#read-lines').click();
    const any = page.locator('form.correct-form');
    expect(await any.getAttribute('aria-label')).toBe('Read lines as…');
    await any.locator('input[name=lines]').fill('4');
    await any.locator('select[name=as]').selectOption('block');
    await page.keyboard.press('Enter');
    expect(await lastOf(page, 'correctLines')).toEqual({
      type: 'correctLines',
      doc: 0,
      startLine: 4,
      endLine: 4,
      read: { as: 'block' },
    });
    await drawnAfter(page, m);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Line 4 holds nothing to read: not corrected. Undo',
    );
    expect(await page.locator('.sources .hints li').count()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("Compare: a run's header names the runs by a column, a measure's header splits them by another", async () => {
    const page = await harness.open('light');
    await loadFiles(page, [GNN], null, [readFileSync(GNN, 'utf8')]);
    await show(page, 'compare');
    const header = page.locator('table.grid thead th[data-run="IGB-HOM-small/19 `localalloc`"]');
    await header.click({ button: 'right' });
    const menu = page.locator('[role=menu]');
    const items = await menu.locator('[role=menuitem]').allTextContents();
    expect(items).toContain('Split its runs by a column… (lines 61-66)');
    expect(items).toContain('Read lines 61-66 as…');
    await page.screenshot({ path: join(SHOTS, 'corrections-compare-run-menu.png') });
    await menu.locator('[role=menuitem]', { hasText: 'Column that names the runs…' }).click();
    await page.locator('form.correct-form select[name=column]').selectOption('memory policy');
    const n = await renders(page);
    await page.keyboard.press('Enter');
    await drawnAfter(page, n);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: runs named by column "memory policy" (7 runs -> 5) Undo',
    );
    // the graph joined the measures' names; a measure's row header splits the runs by it again
    // reached with the arrows (the table is one tab stop), the menu key on the row's header
    const table = page.locator('table.grid', { has: page.locator('tbody th', { hasText: 'IGB-HOM-small/19 TFS' }) });
    const row = await table
      .locator('tr')
      .evaluateAll((trs) =>
        trs.findIndex((tr) => tr.firstElementChild?.textContent?.startsWith('IGB-HOM-small/19 TFS')),
      );
    await table.locator('[tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+F10');
    expect(await menu.getAttribute('aria-label')).toMatch(/^Correct the reading of "IGB-HOM-small\/19 TFS wall/);
    await menu.locator('[role=menuitem]', { hasText: 'Split its runs by a column…' }).click();
    const form = page.locator('form.correct-form');
    expect(await form.locator('select[name=column] option').allTextContents()).not.toContain('memory policy');
    await form.locator('select[name=column]').selectOption('graph/classes');
    expect(await allViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'corrections-compare-split-column.png') });
    const m = await renders(page);
    await page.keyboard.press('Enter');
    expect((await lastOf(page, 'correct'))?.hint).toMatchObject({ kind: 'split-column', column: 'graph/classes' });
    await drawnAfter(page, m);
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: runs split by column "graph/classes" (5 runs -> 7) Undo',
    );
    expect(await page.locator('table.grid thead th[data-run="`localalloc` IGB-HOM-small/2983"]').count()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a column of sizes names the measures, not a run; a caption names the blocks after it too', async () => {
    const page = await harness.open('light');
    await loadFiles(page, [GAPBS], null, [readFileSync(GAPBS, 'utf8')]);
    await show(page, 'sources');
    await page
      .locator('.sources-table tr', { hasText: /^\s*24-/ })
      .locator('button.correct')
      .click();
    await page.locator('[role=menuitem]', { hasText: 'Column that names the measures…' }).click();
    const form = page.locator('form.correct-form');
    await form.locator('select[name=column]').selectOption('cap');
    const n = await renders(page);
    await page.keyboard.press('Enter');
    expect((await lastOf(page, 'correct'))?.hint).toMatchObject({ kind: 'label-column', column: 'cap' });
    await drawnAfter(page, n);
    // (4 before: each table names its rows one way for all its runs, `Result: BC`, not `BC` for some)
    expect(await page.locator('#corrected-notice').textContent()).toBe(
      'Corrected: column "cap" names the measures (4 measures -> 6) Undo',
    );
    expect(
      await page
        .locator('.sources-table tr', { hasText: /^\s*24-/ })
        .locator('td.gave')
        .textContent(),
    ).toContain('PR 8G');
    await page.close();

    const series = await harness.open('light');
    await loadFiles(series, [PERFSTAT], null, [readFileSync(PERFSTAT, 'utf8')]);
    await show(series, 'sources');
    await series
      .locator('.sources-table tr', { hasText: /^\s*62-/ })
      .locator('button.correct')
      .click();
    await series.locator('[role=menuitem]', { hasText: 'Name its run from a line above…' }).click();
    const named = series.locator('form.correct-form');
    await named.locator('input[name=name]').fill('unpatched -tip');
    await named.locator('select[name=scope]').selectOption('from');
    expect(await allViolations(series)).toEqual([]);
    const m = await renders(series);
    await series.keyboard.press('Enter');
    expect((await lastOf(series, 'correct'))?.hint).toMatchObject({ kind: 'run-from', name: 'unpatched -tip' });
    await drawnAfter(series, m);
    expect(await series.locator('.sources .hints li').allTextContents()).toEqual([
      'applied run "unpatched -tip" from this block on: 20 blocks, lines 62-275: unpatched -tip',
    ]);
    expect(series.errors).toEqual([]);
    await series.close();
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
    expect(download.suggestedFilename()).toBe('time-runs-named-two-ways.txt.tierscope.json');
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
