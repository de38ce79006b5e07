/**
 * A stranger's first screen: the packaged extension in code-server with workspace trust on and the folder
 * not trusted (Restricted Mode, as when opening someone else's logs), its walkthrough, its commands.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
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
let ws: string;

beforeAll(async () => {
  setup();
  const vsix = join(mkdtempSync(join(tmpdir(), 'tierscope-vsix-')), 'tierscope.vsix');
  packVsix(vsix);
  const extensions = mkdtempSync(join(tmpdir(), 'tierscope-ext-'));
  installVsix(vsix, extensions);
  ws = mkdtempSync(join(tmpdir(), 'tierscope-untrusted-'));
  for (const f of readdirSync(join(ROOT, 'examples'))) copyFileSync(join(ROOT, 'examples', f), join(ws, f));
  const settings = {
    'workbench.startupEditor': 'none',
    'security.workspace.trust.enabled': true,
    'security.workspace.trust.startupPrompt': 'never',
    'security.workspace.trust.untrustedFiles': 'open',
    'workbench.tips.enabled': false,
    'workbench.colorTheme': 'Default Light Modern',
  };
  cs = await start(ws, extensions, settings, true);
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(cs.url);
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
}, 400_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await page?.screenshot({
      path: join(SHOTS, `restricted-FAILED-${ctx.task.name.slice(0, 40).replace(/\W+/g, '_')}.png`),
    });
});

afterAll(async () => {
  await browser?.close();
  cs?.stop();
});

const palette = (command: string) => runCommand(page, command);

const dashboard = () => dashboardFrame(page);

async function compareRow(label: string): Promise<string[]> {
  await dashboard().locator('vscode-tab-header[data-view=compare]').click();
  return dashboard()
    .locator('table.grid[data-table="0"] tr', { has: dashboard().locator(`th:text-is("${label}")`) })
    .locator('td')
    .allTextContents();
}

describe('TierScope in Restricted Mode (workspace trust on, folder not trusted)', () => {
  it('the workspace is in Restricted Mode', async () => {
    await expect
      .poll(async () => (await page.locator('.statusbar-item').allTextContents()).join(' | '), { timeout: 20_000 })
      .toContain('Restricted Mode');
  });

  it('the walkthrough opens the bundled sample and analyzes it', async () => {
    await palette('Welcome: Open Walkthrough...');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Get started with TierScope' }).first().click();
    const button = page.getByRole('button', { name: 'Open the sample and analyze it' }).first();
    await button.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(SHOTS, 'restricted-walkthrough.png') });
    await button.click();
    await dashboard()
      .locator('body[data-ready="true"] header .muted', { hasText: 'pghot-llama-bench.txt' })
      .waitFor({ timeout: 30_000 });
    expect(await compareRow('pp512 t/s')).toEqual(['69.31', '62.46', '54.53', '53.95', '51.49']);
    await expect
      .poll(async () => page.locator('.editor-group-container .tab.active').allTextContents(), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining('pghot-llama-bench.txt'));
    await page.screenshot({ path: join(SHOTS, 'restricted-sample.png') });
  });

  it('the explorer offers TierScope on log-like files only, in its own group after the others', async () => {
    const menuOf = async (name: string) => {
      await page.locator('.explorer-folders-view .monaco-list-row', { hasText: name }).click({ button: 'right' });
      const menu = page.locator('.monaco-menu .action-label');
      await menu.first().waitFor();
      const items = (await menu.allTextContents()).filter((t) => t.trim());
      await page.keyboard.press('Escape');
      return items;
    };
    const txt = await menuOf('pghot-microbenchmark.txt');
    expect(txt).toContain('Analyze tiering log');
    expect(txt).toContain('Analyze files...');
    expect(txt.indexOf('Analyze tiering log')).toBeGreaterThan(txt.indexOf('Open to the Side'));
    const md = await menuOf('ik-llama-thp-thread.md');
    expect(md).toContain('Open to the Side');
    expect(md).not.toContain('Analyze tiering log');
  });

  it('Analyze tiering log works on a file of the untrusted folder', async () => {
    await palette('View: Focus First Editor Group');
    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'pghot-microbenchmark.txt' }).click();
    await page
      .locator('.editor-group-container')
      .first()
      .locator('.tab.active:has-text("pghot-microbenchmark.txt")')
      .waitFor();
    await page.locator('.editor-group-container').first().locator('.monaco-editor .view-lines').click();
    await palette('TierScope: Analyze tiering log');
    await dashboard()
      .locator('body[data-ready="true"] header .muted', { hasText: 'pghot-microbenchmark.txt' })
      .waitFor({ timeout: 30_000 });
    expect(await compareRow('Speedup')).toEqual(['1.00x', '2.41x', '1.02x', '2.40x', '2.35x', '1.51x']);
  });

  it('Save Reading Hints writes no file beside the log in Restricted Mode, and says why', async () => {
    await palette('TierScope: Save Reading Hints');
    const toast = page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'Restricted Mode' });
    await toast.first().waitFor({ timeout: 15_000 });
    expect(await toast.first().textContent()).toMatch(
      /pghot-microbenchmark\.txt: not saved: in Restricted Mode TierScope writes no file beside your logs/,
    );
    expect(readdirSync(ws).filter((f) => f.endsWith('.tierscope.json'))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('after a window reload the dashboard still reveals lines of the sample (a tierscope-sample: URI, not a file)', async () => {
    await palette('TierScope: Open the sample and analyze it');
    await dashboard()
      .locator('body[data-ready="true"] header .muted', { hasText: 'pghot-llama-bench.txt' })
      .waitFor({ timeout: 30_000 });
    await palette('Developer: Reload Window');
    await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
    await dashboard().locator('body[data-ready="true"]').waitFor({ timeout: 60_000 });
    await dashboard().locator('vscode-tab-header[data-view=sources]').click();
    await dashboard().locator('.sources-table td.ref', { hasText: '32-39' }).click();
    await expect
      .poll(async () => page.locator('.editor-group-container .tab.active').allTextContents(), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('pghot-llama-bench.txt'));
    await expect
      .poll(async () => page.locator('.statusbar-item[id="status.editor.selection"]').textContent(), {
        timeout: 10_000,
      })
      .toMatch(/Ln 39, Col \d+ \(\d+ selected\)/);
  });
});
