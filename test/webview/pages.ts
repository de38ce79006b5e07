/** The harness page as the Chromium tests drive it: opened in a theme, loaded with documents, its views shown. */
import { mkdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, SHOTS } from '../browser';
import { hostFor, serve, THEMES } from './harness';

export type HarnessPage = Page & { errors: string[]; host: Awaited<ReturnType<typeof hostFor>> };

export const VIEW_NAMES = ['overview', 'compare', 'charts', 'sources', 'whatif', 'export'] as const;

/**
 * The harness served and Chromium launched before a test file's tests, both closed after them: `open` makes a
 * page of the harness in a theme, `browser` is there for the tests that open other pages.
 */
export function harnessForFile(): {
  open: (theme?: keyof typeof THEMES, width?: number) => Promise<HarnessPage>;
  browser: () => Browser;
  url: () => string;
} {
  let browser: Browser;
  let url: string;
  let stop: () => void;
  beforeAll(async () => {
    const s = await serve();
    url = s.url;
    stop = () => s.server.close();
    browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    stop?.();
  });
  return {
    open: (theme = 'light', width = 1200) => openPage(browser, url, theme, width),
    browser: () => browser,
    url: () => url,
  };
}

/** A new page of the harness at `url` in a theme, ready for a `load`. */
export async function openPage(
  browser: Browser,
  url: string,
  theme: keyof typeof THEMES = 'light',
  width = 1200,
): Promise<HarnessPage> {
  const page = (await browser.newPage({ viewport: { width, height: 900 } })) as HarnessPage;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  page.host = await hostFor(page);
  await page.goto(url);
  await setTheme(page, theme);
  await page.waitForFunction(() =>
    (window as unknown as { __posted: { type: string }[] }).__posted.some((m) => m.type === 'ready'),
  );
  return page;
}

export async function setTheme(page: Page, theme: keyof typeof THEMES): Promise<void> {
  await page.evaluate(
    ({ vars, cls }) => {
      for (const [k, v] of Object.entries(vars)) document.body.style.setProperty(`--vscode-${k}`, v);
      document.body.className = cls;
    },
    { vars: THEMES[theme], cls: theme === 'hc' ? 'vscode-high-contrast' : `vscode-${theme}` },
  );
}

/** Load files (paths) as the host would, and wait for the dashboard to draw them. */
export async function loadFiles(
  page: HarnessPage,
  paths: string[],
  baseline: string | null = null,
  texts?: string[],
): Promise<void> {
  const docs = paths.map((p, id) => ({
    id,
    name: basename(p),
    text: texts?.[id] ?? readFileSync(p, 'utf8'),
    uri: `file://${p}`,
    lineOffset: 0,
  }));
  await page.host.load(docs, baseline, null, `Analyzed ${docs.map((d) => d.name).join(', ')}.`);
  await page.waitForSelector('body[data-ready="true"]');
}

export const show = (page: Page, view: string) => page.click(`vscode-tab-header[data-view=${view}]`);
