/**
 * The web extension in code-server's web worker extension host (as on vscode.dev): the packaged .vsix with
 * `remote.extensionKind` set to `web`, so the browser bundle (dist/web/extension.js) runs in the page's
 * Web Worker host instead of Node; a 2 MB vmstat series goes through the analysis Web Worker.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, SHOTS } from '../browser';
import { installVsix, packVsix, setup, start, type CodeServer, runCommand, dashboardFrame } from './codeServer';

const ROOT = join(__dirname, '../..');
let cs: CodeServer;
let browser: Browser;
let page: Page;

/** A /proc/vmstat time series of about `bytes` characters: above 1 MB the host hands it to the analysis worker. */
function series(bytes: number): string {
  const dumps: string[] = [];
  for (let t = 0, size = 0; size < bytes; t++) {
    const d =
      `${1764669600 + t}\npgpromote_success ${t * 100}\npgdemote_kswapd ${t * 7}\n` +
      Array.from({ length: 40 }, (_, k) => `nr_zone_counter_${k} ${k}\n`).join('');
    dumps.push(d);
    size += d.length;
  }
  return dumps.join('');
}

beforeAll(async () => {
  setup();
  const vsix = join(mkdtempSync(join(tmpdir(), 'tierscope-vsix-')), 'tierscope.vsix');
  packVsix(vsix);
  const extensions = mkdtempSync(join(tmpdir(), 'tierscope-ext-'));
  installVsix(vsix, extensions);
  const ws = mkdtempSync(join(tmpdir(), 'tierscope-webws-'));
  for (const f of readdirSync(join(ROOT, 'examples'))) copyFileSync(join(ROOT, 'examples', f), join(ws, f));
  writeFileSync(join(ws, 'big.vmstat'), series(2 * 1024 * 1024));
  // a reading hint beside a log, as Save Reading Hints writes it: the web extension reads it through workspace.fs
  writeFileSync(
    join(ws, 'pghot-microbenchmark.txt.tierscope.json'),
    JSON.stringify({ format: 'tierscope.hints/v1', hints: [{ kind: 'rename', from: 'C2', to: 'C2-hinted' }] }),
  );
  cs = await start(ws, extensions, {
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'remote.extensionKind': { 'tierscope.tierscope': ['web'] },
    'extensions.webWorker': true,
  });
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(cs.url);
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
}, 400_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page?.screenshot({
      path: join(SHOTS, `webhost-FAILED-${ctx.task.name.slice(0, 40).replace(/\W+/g, '_')}.png`),
    });
});

afterAll(async () => {
  await browser?.close();
  cs?.stop();
});

const palette = (command: string) => runCommand(page, command);

const dashboard = () => dashboardFrame(page);

describe("the web extension in code-server's web worker extension host", () => {
  it('runs the browser bundle: Record a run... says a browser has no shell', async () => {
    await palette('TierScope: Record a run...');
    await page
      .locator('.notification-toast', { hasText: 'VS Code in a browser does not have' })
      .waitFor({ timeout: 20_000 });
  });

  it('analyzes a 2 MB vmstat series through the analysis Web Worker into the dashboard', async () => {
    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'big.vmstat' }).click();
    await page.locator('.editor-group-container').first().locator('.tab.active:has-text("big.vmstat")').waitFor();
    await page.locator('.editor-group-container').first().locator('.monaco-editor .view-lines').click();
    await palette('TierScope: Analyze tiering log');
    await dashboard()
      .locator('body[data-ready="true"] header .muted', { hasText: 'big.vmstat' })
      .waitFor({ timeout: 60_000 });
    await dashboard().locator('vscode-tab-header[data-view=sources]').click();
    await expect
      .poll(async () => (await dashboard().locator('.sources-table').first().textContent()) ?? '', { timeout: 20_000 })
      .toMatch(/2-98384\s*vmstat/);
    await page.screenshot({ path: join(SHOTS, 'webhost-big-vmstat.png') });
  });

  it('applies the hints file beside a log; Save Reading Hints reads it and says nothing new is stored', async () => {
    await palette('View: Focus First Editor Group');
    await page
      .locator('.explorer-folders-view .monaco-list-row', { hasText: 'pghot-microbenchmark.txt' })
      .first()
      .click();
    await page
      .locator('.editor-group-container')
      .first()
      .locator('.tab.active:has-text("pghot-microbenchmark.txt")')
      .waitFor();
    await page.locator('.editor-group-container').first().locator('.monaco-editor .view-lines').click();
    await palette('TierScope: Analyze tiering log');
    await dashboard()
      .locator('body[data-ready="true"] header .muted', { hasText: 'pghot-microbenchmark.txt' })
      .waitFor({ timeout: 60_000 });
    await dashboard().locator('vscode-tab-header[data-view=compare]').click();
    await expect
      .poll(async () => (await dashboard().locator('table.grid').first().textContent()) ?? '', { timeout: 20_000 })
      .toContain('C2-hinted');
    await page.locator('.editor-group-container').first().locator('.monaco-editor .view-lines').click();
    await palette('TierScope: Save Reading Hints');
    await page
      .locator('.notification-toast', {
        hasText: 'no new corrections; pghot-microbenchmark.txt.tierscope.json holds 1 hint',
      })
      .waitFor({ timeout: 20_000 });
  });
});
