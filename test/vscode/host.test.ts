/** Extension tests inside code-server's real extension host: hovers, CodeLens, Outline and the language. */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from '../browser';
import { setup, start, type CodeServer } from './codeServer';

const ROOT = join(__dirname, '../..');
let cs: CodeServer;
let browser: Browser;
let ws: string;
const tests = join(ROOT, '.vscode-test/host-tests');

beforeAll(async () => {
  setup();
  await build({
    entryPoints: [join(__dirname, 'host/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['vscode'],
    outfile: join(tests, 'index.js'),
    logLevel: 'warning',
  });
  ws = mkdtempSync(join(tmpdir(), 'tierscope-hostws-'));
  for (const f of readdirSync(join(ROOT, 'examples'))) copyFileSync(join(ROOT, 'examples', f), join(ws, f));
  copyFileSync(join(ROOT, 'test/fixtures/vmstat-series.txt'), join(ws, 'run.vmstat'));
  copyFileSync(join(ROOT, 'test/fixtures/sniff/ring.c'), join(ws, 'ring.c'));
  // three real pastes as a user saves them: plain .txt, opened before any TierScope command runs
  for (const [from, to] of <[string, string][]>[
    ['lkp-autonuma-numa01-thread-alloc-vma-scan.txt', 'paste-lkp-mail.txt'],
    ['lkp-aim7-disk-rr-memcg-pad-4commits.txt', 'paste-lkp-mail-4commits.txt'],
    ['lkml-numab-disjoint-rfc-v1-tab-3way-wo-numascan.txt', 'paste-lkml-mail.txt'],
    ['gh-hmsdk-qemu-cxl-gups-vmstat-metric-rows-memhog.txt', 'paste-github-thread.txt'],
  ])
    copyFileSync(join(ROOT, 'test/wild', from), join(ws, to));
  cs = await start(ws, mkdtempSync(join(tmpdir(), 'tierscope-noext-')), { 'workbench.startupEditor': 'none' });
  browser = await launch();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  cs?.stop();
});

describe('extension host tests in code-server', () => {
  it('hovers explain counters with this paste values, CodeLens and the Outline show the blocks, *.vmstat is a tiering log, Record a run... records in a terminal, C that holds nothing is left alone, tierscope.languages applies live, the sample opens', async () => {
    const page = await browser.newPage();
    const logs: string[] = [];
    let exit: (code: number) => void = () => undefined;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    await page.exposeFunction('codeAutomationLog', (...args: unknown[]) => logs.push(args.map(String).join(' ')));
    await page.exposeFunction('codeAutomationExit', (code: number) => exit(code));
    const remote = (p: string) => `vscode-remote://${cs.authority}${p}`;
    const payload = JSON.stringify([
      ['extensionDevelopmentPath', remote(ROOT)],
      ['extensionTestsPath', remote(join(tests, 'index.js'))],
      ['skipWelcome', 'true'],
    ]);
    await page.goto(`${cs.url}&payload=${encodeURIComponent(payload)}`);
    const code = await Promise.race([exited, new Promise<number>((r) => setTimeout(() => r(-1), 180_000))]);
    const file = join(ws, 'host-test-result.json');
    expect(existsSync(file), `exit ${code}; the host tests wrote no result:\n${logs.slice(-30).join('\n')}`).toBe(true);
    const result = JSON.parse(readFileSync(file, 'utf8')) as { failures: string[] };
    expect(result.failures).toEqual([]);
    expect(code, logs.slice(-20).join('\n')).toBe(0);
    await page.close();
  }, 240_000);
});
