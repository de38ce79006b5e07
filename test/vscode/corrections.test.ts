/**
 * Corrections in code-server's real extension host: a misread text of test/wild corrected through the
 * dashboard's protocol, the window reloaded, the corrections still applied; Save Reading Hints writes
 * `<file>.tierscope.json` and `tierscope analyze` reads it beside its input; lines read as a table, named by the
 * host (test/vscode/corrections/index.ts).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../browser';
import { dashboardFrame, setup, start, type CodeServer } from './codeServer';

const ROOT = join(__dirname, '../..');
/** Two time(1) outputs and a table of the same runs named another way (test/fixtures), misread as four runs. */
const SLUG = 'time-runs-named-two-ways';
const tests = join(ROOT, '.vscode-test/corrections-tests');

/** The misread arm64 text, then other lkml pastes of test/wild to 50 KB (as scripts/benchCorrect.ts builds it). */
function paste50k(): string {
  const wild = join(ROOT, 'test/wild');
  const parts = [readFileSync(join(ROOT, 'test/fixtures', `${SLUG}.txt`), 'utf8')];
  let size = parts[0]!.length;
  for (const f of readdirSync(wild).sort()) {
    // (not the mail the fixture was made from: its blocks have the fixture's keys)
    if (!f.startsWith('lkml-') || !f.endsWith('.txt') || f.startsWith('lkml-arm64-tlb-batch')) continue;
    const n = statSync(join(wild, f)).size;
    if (size + n > 52 * 1024) continue;
    parts.push(readFileSync(join(wild, f), 'utf8'));
    size += n;
    if (size >= 50 * 1024) break;
  }
  return parts.join('\n\n');
}
let cs: CodeServer;
let browser: Browser;
let page: Page;
let ws: string;
let exit: (code: number) => void = () => undefined;
const logs: string[] = [];

beforeAll(async () => {
  setup();
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--no-check'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  await build({
    entryPoints: [join(__dirname, 'corrections/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['vscode'],
    outfile: join(tests, 'index.js'),
    logLevel: 'warning',
  });
  ws = mkdtempSync(join(tmpdir(), 'tierscope-corrections-'));
  copyFileSync(join(ROOT, 'test/fixtures', `${SLUG}.txt`), join(ws, 'arm64.txt'));
  copyFileSync(join(ROOT, 'test/fixtures/hints', `${SLUG}.tierscope.json`), join(ws, 'expected-hints.json'));
  copyFileSync(join(ROOT, 'examples/pghot-llama-bench.txt'), join(ws, 'other.txt'));
  copyFileSync(
    join(ROOT, 'test/wild/lkml-table-vmalloc-lock-contention-jobs-rows-vs-separator-cover.txt'),
    join(ws, 'vmalloc.txt'),
  );
  writeFileSync(join(ws, 'paste50k.txt'), paste50k());
  cs = await start(ws, mkdtempSync(join(tmpdir(), 'tierscope-noext-')), { 'workbench.startupEditor': 'none' });
  browser = await launch();
  page = await browser.newPage();
  await page.exposeFunction('codeAutomationLog', (...args: unknown[]) => logs.push(args.map(String).join(' ')));
  await page.exposeFunction('codeAutomationExit', (code: number) => exit(code));
}, 400_000);

afterAll(async () => {
  await browser?.close();
  cs?.stop();
});

/** Load the window with the extension under development and the in-host tests, for one phase; its exit code. */
async function phase(n: number, load: (url: string) => Promise<unknown>): Promise<number> {
  writeFileSync(join(ws, 'phase.json'), JSON.stringify({ phase: n }));
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const remote = (p: string) => `vscode-remote://${cs.authority}${p}`;
  const payload = JSON.stringify([
    ['extensionDevelopmentPath', remote(ROOT)],
    ['extensionTestsPath', remote(join(tests, 'index.js'))],
    ['skipWelcome', 'true'],
  ]);
  await load(`${cs.url}&payload=${encodeURIComponent(payload)}`);
  return Promise.race([exited, new Promise<number>((r) => setTimeout(() => r(-1), 150_000))]);
}

function result(n: number): { failures: string[] } {
  const file = join(ws, `corrections-result-${n}.json`);
  expect(existsSync(file), `phase ${n} wrote no result:\n${logs.slice(-30).join('\n')}`).toBe(true);
  return JSON.parse(readFileSync(file, 'utf8')) as { failures: string[] };
}

describe('corrections in code-server', () => {
  it('corrected through the dashboard, kept over a window reload, saved beside the file, read by the CLI', async () => {
    const first = await phase(1, (url) => page.goto(url));
    expect(result(1).failures).toEqual([]);
    expect(first, logs.slice(-20).join('\n')).toBe(0);
    // the same window reloaded: the workspace's storage is all that carries the corrections over
    expect(existsSync(join(ws, 'arm64.txt.tierscope.json'))).toBe(false);
    const second = await phase(2, () => page.reload());
    expect(result(2).failures).toEqual([]);
    expect(second, logs.slice(-20).join('\n')).toBe(0);

    // the dashboard's context menu offers the corrections' commands (webview/context)
    await dashboardFrame(page)
      .locator('html')
      .click({ button: 'right', position: { x: 40, y: 40 } });
    const menu = page.locator('.monaco-menu .action-label');
    await menu.first().waitFor({ timeout: 15_000 });
    const items = await menu.allTextContents();
    await page.keyboard.press('Escape');
    expect(items).toEqual(
      expect.arrayContaining([
        'Undo Last Correction',
        'Forget All Corrections for This Document',
        'Save Reading Hints',
      ]),
    );

    // what the output channel logged of each correction (a measurement, not a timed test)
    const timings = spawnSync('grep', ['-rh', '^correction (', join(cs.userData, 'logs')], { encoding: 'utf8' }).stdout;
    console.log(`TierScope output channel:\n${timings}`);
    expect(timings).toMatch(/correction \(rename\) of 51 KB: analyzed in [\d.]+ ms, view built in [\d.]+ ms/);

    const cli = spawnSync(process.execPath, [join(ROOT, 'dist/cli.js'), 'analyze', join(ws, 'arm64.txt')], {
      encoding: 'utf8',
    });
    expect(cli.stderr).toMatch(/reading hints from .*arm64\.txt\.tierscope\.json: 3 applied/);
    // the two runs the text compares, not the four it is misread as
    expect(cli.stdout).toMatch(/^Configs \(baseline: w\/o patch\)\n-+\n {2}w\/ the patch\n {2}w\/o patch\n\n/);
  }, 360_000);
});
