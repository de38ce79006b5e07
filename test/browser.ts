/** Debian's Chromium driven by playwright-core, as the machine allows (no browser download). */
import { chromium, type Browser } from 'playwright-core';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const executable = (p: string) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((d) => join(d, name))
    .find(executable);

/** The same order as scripts/prereq.mjs (npm test's first step): $TIERSCOPE_CHROMIUM, then chromium or chromium-browser on the PATH. */
export const CHROMIUM =
  process.env.TIERSCOPE_CHROMIUM || (onPath('chromium') ?? onPath('chromium-browser') ?? '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium (playwright gives it a fresh temporary profile). */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Where tests put screenshots (git-ignored). */
export const SHOTS = join(__dirname, '..', 'test-output');
