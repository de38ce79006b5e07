/** TierScope in a real VS Code (code-server 4.100.3 in headless Chromium), installed from its packaged .vsix. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../webview/axe';
import { launch, SHOTS } from '../browser';
import { installVsix, packVsix, setup, start, type CodeServer, runCommand, dashboardFrame } from './codeServer';

const ROOT = join(__dirname, '../..');
let cs: CodeServer;
let browser: Browser;
let page: Page;
let vsixBytes = 0;
const timings: Record<string, number> = {};

beforeAll(async () => {
  setup();
  const out = mkdtempSync(join(tmpdir(), 'tierscope-vsix-'));
  const vsix = join(out, 'tierscope.vsix');
  packVsix(vsix);
  vsixBytes = statSync(vsix).size;
  const extensions = mkdtempSync(join(tmpdir(), 'tierscope-ext-'));
  installVsix(vsix, extensions);
  const ws = mkdtempSync(join(tmpdir(), 'tierscope-ws-'));
  for (const f of readdirSync(join(ROOT, 'examples'))) copyFileSync(join(ROOT, 'examples', f), join(ws, f));
  cs = await start(ws, extensions, {
    'workbench.startupEditor': 'none',
    'workbench.colorTheme': 'Default Light Modern',
    'security.workspace.trust.enabled': false,
    'workbench.tips.enabled': false,
  });
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(cs.url);
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
  await page.waitForTimeout(1500);
}, 400_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page?.screenshot({
      path: join(SHOTS, `vscode-FAILED-${ctx.task.name.slice(0, 40).replace(/\W+/g, '_')}.png`),
    });
});

afterAll(async () => {
  if (Object.keys(timings).length || vsixBytes)
    console.log(`code-server figures: vsix ${vsixBytes} bytes; command to first chart ${JSON.stringify(timings)} ms`);
  await browser?.close();
  cs?.stop();
});

const palette = (command: string) => runCommand(page, command);

/** Open a file in the first editor group (the dashboard sits beside it) and focus it. */
async function openFile(name: string): Promise<void> {
  await palette('View: Focus First Editor Group');
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: name }).click();
  const group = page.locator('.editor-group-container').first();
  await group.locator(`.tab.active:has-text("${name}")`).waitFor();
  await group.locator('.monaco-editor .view-lines').click();
}

const dashboard = () => dashboardFrame(page);

async function analyzeAll(name: string): Promise<number> {
  await openFile(name);
  await page.keyboard.press('Control+A');
  // the same document may be on show already: wait for a render after the command, not before it
  const open = page
    .frameLocator('iframe.webview.ready')
    .last()
    .frameLocator('iframe#active-frame')
    .locator('body[data-renders]');
  const renders = (await page.locator('iframe.webview.ready').count())
    ? Number((await open.getAttribute('data-renders', { timeout: 2000 }).catch(() => '0')) ?? 0)
    : 0;
  const t0 = Date.now();
  await palette('TierScope: Analyze tiering log');
  await dashboard()
    .locator(`body[data-ready="true"]:not([data-renders="${renders}"]) header .muted`, { hasText: name })
    .waitFor({ timeout: 30_000 });
  // the first chart a user sees: open the Charts tab and wait for a drawn canvas
  await dashboard().locator('vscode-tab-header[data-view=charts]').click();
  await dashboard().locator('figure.chart canvas[height]:not([height="0"])').first().waitFor({ timeout: 30_000 });
  return Date.now() - t0;
}

/** A small screenshot of part of the window (for the README and the walkthrough: test-output/readme-*.png, copied to media/screenshots/ by hand). */
async function smallShot(name: string, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  await page.screenshot({
    path: join(SHOTS, `readme-${name}.png`),
    clip: { x, y, width: Math.min(box.width, 1500 - x), height: Math.min(box.height, 950 - y) },
  });
}

/** Where an element is once the editor has stopped scrolling to it (two reads 200 ms apart agree). */
async function settledBox(el: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let before = await el.boundingBox();
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(200);
    const now = await el.boundingBox();
    if (before && now && before.x === now.x && before.y === now.y) return now;
    before = now;
  }
  return (await el.boundingBox())!;
}

/** Where the dashboard is in the window. */
async function dashboardBox() {
  return (await page.locator('iframe.webview.ready').last().boundingBox())!;
}

async function cells(label: string, table = 0): Promise<string[]> {
  await dashboard().locator('vscode-tab-header[data-view=compare]').click();
  return dashboard()
    .locator(`table.grid[data-table="${table}"] tr`, { has: dashboard().locator(`th:text-is("${label}")`) })
    .locator('td')
    .allTextContents();
}

describe('TierScope in code-server', () => {
  it('analyzes 000 (select all, command palette) into the seed tables, convergence chart and findings', async () => {
    timings['000'] = await analyzeAll('pghot-llama-bench.txt');
    expect(await cells('pp512 t/s')).toEqual(['69.31', '62.46', '54.53', '53.95', '51.49']);
    // a ratio row reads `tg128 t/s ratio`; 1.09x~ is not distinguishable: no better/worse mark
    expect(await cells('tg128 t/s ratio')).toEqual([
      '1.00x 0%',
      '1.09x~ +9%',
      '1.41x +41% ✓',
      '1.21x +21% ✓',
      '1.61x +61% ✓',
    ]);
    // Ctrl+F in the dashboard opens VS Code's find widget over the webview (enableFindWidget) and finds in the tables
    await dashboard().locator('table.grid[data-table="0"] th:text-is("pp512 t/s")').click();
    await page.keyboard.press('Control+F');
    await page.locator('.simple-find-part.visible').waitFor({ timeout: 10_000 });
    await page.keyboard.type('pgpromote_candidate');
    const outer = await (await page.locator('iframe.webview.ready').last().elementHandle()).contentFrame();
    const inner = await (await outer!.locator('iframe#active-frame').elementHandle()).contentFrame();
    await expect
      .poll(() => inner!.evaluate(() => String(getSelection())), { timeout: 10_000 })
      .toBe('pgpromote_candidate');
    await page.screenshot({ path: join(SHOTS, 'vscode-000-find.png') });
    await page.keyboard.press('Escape');
    expect(await cells('pgpromote_candidate', 1)).toEqual(['0.00', '14.34', '24.12', '13.83', '21.09']);
    await page.screenshot({ path: join(SHOTS, 'vscode-000-compare-light.png') });
    const dash = await dashboardBox();
    await smallShot('dashboard', { ...dash, height: Math.min(dash.height, 620) });
    await dashboard().locator('vscode-tab-header[data-view=charts]').click();
    await dashboard().locator('figure[data-chart="tg128 t/s per iteration"] canvas').waitFor();
    await page.screenshot({ path: join(SHOTS, 'vscode-000-charts-light.png') });
    await dashboard().locator('vscode-tab-header[data-view=overview]').click();
    const findings = await dashboard().locator('.findings').textContent();
    expect(findings).toContain('Prefill regressed while decode improved');
    expect(findings).toContain('tg128 t/s 1.61x vs r1');
    await palette('Preferences: Toggle between Light/Dark Themes');
    await page.waitForTimeout(1500);
    await dashboard().locator('vscode-tab-header[data-view=charts]').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, 'vscode-000-charts-dark.png') });
    await dashboard().locator('vscode-tab-header[data-view=overview]').click();
    await page.screenshot({ path: join(SHOTS, 'vscode-000-overview-dark.png') });
  });

  it('axe-core in the real webview, Dark Modern and Light Modern: nothing serious or critical in any view', async () => {
    const outer = await (await page.locator('iframe.webview.ready').last().elementHandle()).contentFrame();
    const frame = (await (await outer!.locator('iframe#active-frame').elementHandle()).contentFrame()) as Frame;
    const found: Record<string, unknown[]> = {};
    // the theme the last test left (dark), then the other; two toggles leave it as the next tests expect
    for (const theme of ['dark', 'light']) {
      for (const view of ['overview', 'compare', 'charts', 'sources', 'whatif', 'export']) {
        await dashboard().locator(`vscode-tab-header[data-view=${view}]`).click();
        if (view === 'whatif')
          await dashboard().locator('#whatif-status', { hasText: 'Predicted in' }).waitFor({ timeout: 30_000 });
        await page.waitForTimeout(200);
        const bad = (await axeViolations(frame)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
        if (bad.length) found[`${theme} ${view}`] = bad;
      }
      await palette('Preferences: Toggle between Light/Dark Themes');
      await page.waitForTimeout(1500);
    }
    expect(found).toEqual({});
  });

  it('analyzes 001 and 004 with their own numbers', async () => {
    timings['001'] = await analyzeAll('pghot-microbenchmark.txt');
    expect(await cells('Speedup')).toEqual(['1.00x', '2.41x', '1.02x', '2.40x', '2.35x', '1.51x']);
    expect(await cells('pgpromote_success', 1)).toEqual(['0', '2,097,152', '0', '2,097,152', '1,966,188', '1,444,783']);
    timings['004'] = await analyzeAll('ik-llama-thp-thread.md');
    expect(await cells('generation t/s', 1)).toEqual(['8.998', '7.992']);
    await page.screenshot({ path: join(SHOTS, 'vscode-004-compare.png') });
  });

  it('what-if: changing vm.pghot_freq_threshold in the view updates the predicted column; the scenario opens as JSON', async () => {
    await analyzeAll('pghot-microbenchmark.txt');
    const d = dashboard();
    await d.locator('vscode-tab-header[data-view=whatif]').click();
    await d.locator('#whatif-base').selectOption('C6');
    const status = d.locator('#whatif-status');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/Predicted in \d+ ms/);
    const row = () =>
      d
        .locator('#whatif-table tr', { has: d.locator('th:text-is("completion time (s)")') })
        .locator('td')
        .allTextContents();
    expect((await row())[0]).toBe('64.26');
    const t0 = Date.now();
    await d.locator('input[data-key="vm.pghot_freq_threshold"]').fill('3');
    await d.locator('input[data-key="vm.pghot_freq_threshold"]').press('Enter');
    await d.locator('input[data-key="vm.pghot_freq_threshold"]').dispatchEvent('change');
    await d.locator('#whatif-table table[data-whatif="vm.pghot_freq_threshold=3"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/Predicted in \d+ ms/);
    timings['what-if answer'] = Date.now() - t0;
    const [measured, model, predicted, delta] = await row();
    expect(measured).toBe('64.26');
    // a higher threshold promotes fewer pages: the C6 run takes longer than the model's C6
    expect(Number(predicted)).toBeGreaterThan(Number(model));
    // slower is worse: the mark says so beside the colour
    expect(delta).toMatch(/^\+\d+\.\d% \([+-]\d+\.\d%\.\.\+\d+\.\d%\) ✗$/);
    expect(await d.locator('#whatif-table thead th.predicted').first().textContent()).toMatch(/predicted ±\d+%/);
    await page.screenshot({ path: join(SHOTS, 'vscode-whatif.png') });
    // the predicted column needs the width: the dashboard's group alone for this one shot
    await palette('View: Toggle Maximize Editor Group');
    await page.waitForTimeout(800);
    await d.locator('#whatif-table').scrollIntoViewIfNeeded();
    const table = (await d.locator('#whatif-table table').first().boundingBox())!;
    const top = Math.max(0, table.y - 170);
    await smallShot('whatif', {
      x: table.x - 12,
      y: top,
      width: Math.min(table.width + 24, 980),
      height: Math.min(table.y + table.height + 60 - top, 560),
    });
    await palette('View: Toggle Maximize Editor Group');
    await page.waitForTimeout(800);
    await d.locator('#edit-scenario').click();
    const group = page.locator('.editor-group-container', {
      has: page.locator('.tab.active[data-resource-name^="Untitled"]'),
    });
    await group.waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => (await group.locator('.monaco-editor .view-lines').first().textContent()) ?? '')
      .toContain('"workload"');
    await page.screenshot({ path: join(SHOTS, 'vscode-whatif-json.png') });
    // an edit in that tab reaches the view: 64 threads -> 32
    // find the workload's thread count wherever the scenario puts it, then rewrite its value
    await page.keyboard.press('Control+F');
    await page.keyboard.type('"threads": 64,');
    await page.keyboard.press('Escape');
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('32,');
    await expect.poll(() => d.locator('#f-threads').inputValue(), { timeout: 15_000 }).toBe('32');
  });

  it('a source link selects those lines in the editor', async () => {
    await analyzeAll('pghot-microbenchmark.txt');
    await dashboard().locator('vscode-tab-header[data-view=sources]').click();
    await dashboard().locator('.sources-table td.ref', { hasText: '46-60' }).click();
    const status = page.locator('.statusbar-item[id="status.editor.selection"]');
    await expect.poll(async () => status.textContent(), { timeout: 10_000 }).toMatch(/Ln 60, Col \d+ \(\d+ selected\)/);
    await expect
      .poll(async () => page.locator('.editor-group-container').first().locator('.tab.active').textContent())
      .toContain('pghot-microbenchmark.txt');
  });

  it('the dashboard is restored after a window reload', async () => {
    await palette('Developer: Reload Window');
    await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
    await dashboard().locator('body[data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await cells('Speedup')).toEqual(['1.00x', '2.41x', '1.02x', '2.40x', '2.35x', '1.51x']);
    await page.screenshot({ path: join(SHOTS, 'vscode-restored.png') });
  });

  it("hovering a counter with the mouse shows its explanation and this paste's values", async () => {
    await openFile('pghot-llama-bench.txt');
    await page.keyboard.press('Control+G');
    await page.keyboard.type('56');
    await page.keyboard.press('Enter');
    const word = page
      .locator('.editor-group-container')
      .first()
      .locator('.view-line span', { hasText: /^pgpromote_candidate/ })
      .first();
    const hoverText = async () => (await page.locator('.monaco-hover').allTextContents()).join(' ');
    // the editor shows a hover after the mouse rests on a word; move in from outside, a few times if needed.
    // Wait for this counter's own hover: another counter's (pgdemote_kswapd's) names pgpromote_success too
    const ours = async () => (await hoverText()).includes('should_numa_migrate_memory()');
    for (let attempt = 0; attempt < 6 && !(await ours()); attempt++) {
      await page.mouse.move(5, 5);
      const box = await settledBox(word);
      await page.mouse.move(box.x + 30 + attempt * 5, box.y + box.height / 2, { steps: 5 });
      await page.waitForTimeout(1500);
    }
    await expect.poll(hoverText, { timeout: 10_000 }).toContain('should_numa_migrate_memory()');
    expect(await hoverText()).toContain('r2: 14.34M');
    await page.screenshot({ path: join(SHOTS, 'vscode-hover.png') });
    // the README's small shot, when the hover is still up (it may have closed by now: that fails nothing)
    const hb = await page
      .locator('.monaco-hover:visible', { hasText: 'should_numa_migrate_memory()' })
      .first()
      .boundingBox({ timeout: 2000 })
      .catch(() => null); // closed already: no small shot, and no 30 s wait that fails the test
    if (hb) await smallShot('hover', { x: hb.x - 40, y: hb.y - 40, width: hb.width + 80, height: hb.height + 80 });
    await page.keyboard.press('Escape');
  });

  it('follows edits of the source document and says so', async () => {
    await openFile('pghot-microbenchmark.txt');
    await page.keyboard.press('Control+G');
    await page.keyboard.type('26');
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('9.99x');
    await dashboard()
      .locator('.note', { hasText: 'Updated from pghot-microbenchmark.txt' })
      .waitFor({ state: 'attached', timeout: 15_000 });
    expect((await cells('Speedup'))[1]).toBe('9.99x');
  });

  it('was installed from a .vsix of dist/, the CLI, media/ and the docs only', () => {
    expect(vsixBytes).toBeGreaterThan(10_000);
    const list = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .stdout.trim()
      .split('\n')
      .sort();
    expect(list).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'bin/tierscope.js',
      'dist/analysis-worker.js',
      'dist/cli.js',
      'dist/extension.js',
      'dist/host-core.js',
      'dist/web/analysis-worker.js',
      'dist/web/extension.js',
      'dist/webview.js',
      'docs/cli.md',
      'docs/development.md',
      'docs/hints.md',
      'docs/limits.md',
      'docs/performance.md',
      'docs/reading.md',
      'docs/robustness.md',
      'docs/simulator.md',
      'docs/validation.md',
      'docs/vscode.md',
      'examples/pghot-llama-bench.txt',
      'media/dashboard.css',
      'media/icon.png',
      'media/icon.svg',
      'media/screenshots/corrections.png',
      'media/screenshots/dashboard-dark.png',
      'media/screenshots/dashboard-light.png',
      'media/screenshots/dashboard.png',
      'media/screenshots/hover.png',
      'media/screenshots/other-readings.png',
      'media/screenshots/whatif-dark.png',
      'media/screenshots/whatif-light.png',
      'media/screenshots/whatif.png',
      'media/tiering-log.tmLanguage.json',
      'media/walkthrough/formats.md',
      'package.json',
    ]);
  });
});
