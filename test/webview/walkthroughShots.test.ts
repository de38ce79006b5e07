/**
 * The walkthrough's pictures in the theme they are shown in (issue 33: light PNGs in dark themes): the
 * Compare and What-if views of the sample, drawn by the real webview bundle in the harness in VS Code's
 * Light Modern and Dark Modern colours, written to test-output/walkthrough-*.png (copied to
 * media/screenshots/ by hand, as the other screenshots are).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS } from '../browser';
import { harnessForFile, loadFiles, show } from './pages';

const SAMPLE = join(__dirname, '../../examples/pghot-llama-bench.txt');

const harness = harnessForFile();

describe('walkthrough pictures per theme', () => {
  it.each(['light', 'dark'] as const)(
    'Compare and What-if of the sample in %s',
    async (theme) => {
      const page = await harness.open(theme, 640);
      await loadFiles(page, [SAMPLE]);
      await show(page, 'compare');
      await page.waitForSelector('.compare table.grid');
      await page.screenshot({
        path: join(SHOTS, `walkthrough-dashboard-${theme}.png`),
        clip: { x: 0, y: 0, width: 640, height: 620 },
      });
      await show(page, 'whatif');
      await page.waitForFunction(() =>
        /Predicted in \d+ ms/.test(document.getElementById('whatif-status')?.textContent ?? ''),
      );
      // the controls and the predicted column, not the scenario above them
      await page.evaluate(() =>
        [...document.querySelectorAll('h2')].find((h) => h.textContent === 'What if')?.scrollIntoView(),
      );
      await page.screenshot({
        path: join(SHOTS, `walkthrough-whatif-${theme}.png`),
        clip: { x: 0, y: 0, width: 640, height: 620 },
      });
      expect(page.errors).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
