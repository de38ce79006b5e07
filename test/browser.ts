/** Debian's Chromium driven by playwright-core, as the machine allows (no browser download). */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A headless Chromium (playwright gives it a fresh temporary profile). */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Where tests put screenshots (git-ignored). */
export const SHOTS = join(__dirname, '..', 'test-output');
