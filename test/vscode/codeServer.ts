/** Start code-server (VS Code 1.100.3 from npm, installed by scripts/code-server-setup.sh) for UI tests. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';

const ROOT = join(__dirname, '../..');
export const CS_ENTRY = join(ROOT, '.vscode-test/code-server/node_modules/code-server/out/node/entry.js');

export function setup(): void {
  const r = spawnSync('bash', [join(ROOT, 'scripts/code-server-setup.sh')], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('code-server setup failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface CodeServer {
  url: string;
  /** `127.0.0.1:PORT`, for vscode-remote:// URIs. */
  authority: string;
  extensionsDir: string;
  /** The user data folder (its logs/ holds the output channels' text). */
  userData: string;
  stop(): void;
}

/** Install a .vsix into a fresh extensions folder. */
export function installVsix(vsix: string, extensionsDir: string): string {
  const r = spawnSync(process.execPath, [CS_ENTRY, '--extensions-dir', extensionsDir, '--install-extension', vsix], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`install failed: ${r.stderr}`);
  return r.stdout;
}

/** Build dist/ and package the extension as a user gets it. */
export function packVsix(out: string): void {
  const pack = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'package', ...VSCE_FLAGS, '-o', out],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (pack.status !== 0) throw new Error(`vsce package failed: ${pack.stderr}${pack.stdout}`);
}

/** The flags `npm run package` passes: no node_modules (all is bundled), no public repository to link to. */
export const VSCE_FLAGS = ['--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links'];

/** Start code-server on a workspace; `workspaceTrust` keeps VS Code's trust (Restricted Mode for a folder not trusted). */
export async function start(
  workspace: string,
  extensionsDir: string,
  settings: Record<string, unknown>,
  workspaceTrust = false,
): Promise<CodeServer> {
  const port = await freePort();
  const userData = mkdtempSync(join(tmpdir(), 'tierscope-user-'));
  mkdirSync(join(userData, 'User'), { recursive: true });
  writeFileSync(join(userData, 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  const proc: ChildProcess = spawn(
    process.execPath,
    [
      CS_ENTRY,
      '--auth',
      'none',
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--disable-telemetry',
      '--disable-update-check',
      ...(workspaceTrust ? [] : ['--disable-workspace-trust']),
      '--user-data-dir',
      userData,
      '--extensions-dir',
      extensionsDir,
      workspace,
    ],
    { stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status === 302 || res.status === 200) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url: `${url}?folder=${encodeURIComponent(workspace)}`,
    authority: `127.0.0.1:${port}`,
    extensionsDir,
    userData,
    stop() {
      try {
        process.kill(-proc.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

/** Run a command from the palette; right after start-up the extension's commands may take a while to appear. */
export async function runCommand(page: Page, command: string): Promise<void> {
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: command.split(': ').pop()! }).first();
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor();
    await input.fill(`>${command}`);
    try {
      await row.waitFor({ timeout: 10_000 });
      break;
    } catch (e) {
      await page.keyboard.press('Escape');
      if (attempt === 5) throw e;
    }
  }
  await page.keyboard.press('Enter');
}

/** The dashboard's page inside the newest webview. */
export function dashboardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
}
