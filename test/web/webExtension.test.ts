/**
 * The browser bundle (package.json `browser`, for vscode.dev and github.dev) in headless Chromium: loaded in a
 * Web Worker the way VS Code's web extension host loads it, against a stand-in `vscode` module
 * (vscodeStandIn.ts): activation registers every contributed command, and a hover's analysis goes
 * through the analysis Web Worker and back.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../browser';

const ROOT = join(__dirname, '../..');
let server: Server;
let url: string;
let browser: Browser;

const PAGE = `<!doctype html><meta charset="utf-8"><title>web extension host</title><script>
const w = new Worker('/host.js');
w.onmessage = (e) => { window.__report = e.data; };
w.onerror = (e) => { window.__report = { error: e.message }; };
</script>`;

beforeAll(async () => {
  const host = await build({
    entryPoints: [join(__dirname, 'hostWorker.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    write: false,
    logLevel: 'warning',
  });
  const files: Record<string, [string, string | Buffer]> = {
    '/': ['text/html', PAGE],
    '/host.js': ['text/javascript', host.outputFiles[0]!.text],
  };
  const fromDisk: Record<string, string> = {
    '/dist/web/extension.js': 'text/javascript',
    '/dist/web/analysis-worker.js': 'text/javascript',
    '/package.json': 'application/json',
    '/test/fixtures/sniff/ring.c': 'text/plain',
    '/examples/pghot-llama-bench.txt': 'text/plain',
  };
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = files[path] ?? (fromDisk[path] ? [fromDisk[path], readFileSync(join(ROOT, path))] : undefined);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('the web extension (dist/web/extension.js) in a Web Worker of headless Chromium', () => {
  it('activates with every contributed command, hovers and CodeLens; an analysis round-trips through the Web Worker', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __report?: unknown }).__report !== undefined, undefined, {
      timeout: 30_000,
    });
    const report = (await page.evaluate(() => (window as unknown as { __report: unknown }).__report)) as {
      error?: string;
      result?: Record<string, unknown>;
    };
    expect(report.error, report.error).toBeUndefined();
    const r = report.result as {
      contributed: string[];
      commands: string[];
      providers: Record<string, number>;
      serializers: string[];
      contentProviders: string[];
      hover: string | null;
      lenses: string[];
      cLenses: number;
      workersForTheAnalysis: number;
    };
    expect(r.commands).toEqual(r.contributed);
    expect(r.providers).toEqual({ hovers: 1, codeLenses: 1, symbols: 1 });
    expect(r.serializers).toEqual(['tierscope.dashboard']);
    expect(r.contentProviders).toEqual(['tierscope-sample']);
    // the hover's analysis of a 200 KB series came back from the Web Worker with the series' delta and rate
    expect(r.workersForTheAnalysis).toBe(1);
    expect(r.hover).toContain('**pgpromote_success**');
    expect(r.hover).toMatch(/This dump:\*\* 0 -> [\d.]+k, delta [\d.]+k over \d+ s = 100\/s/);
    expect(r.lenses[0]).toMatch(/^Analyze block \(vmstat, lines \d+-\d{4}\)$/);
    expect(r.cLenses).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
