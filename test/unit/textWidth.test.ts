/** The plain-text (LKML) report fits a mail (issue 33): every corpus text's export within 80 columns, tables in lkp's layout when they must. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText, TEXT_WIDTH, wrapLine } from '../../src/core/report/text';
import { analyze, example } from './helpers';

const WILD = join(__dirname, '../wild');
const texts = readdirSync(WILD).filter((f) => f.endsWith('.txt'));
const widest = (t: string) => Math.max(...t.split('\n').map((l) => l.length));

describe('the LKML text fits a mail', () => {
  it('every corpus text exports within 80 columns', () => {
    let most = { file: '', width: 0 };
    const over: string[] = [];
    for (const f of texts) {
      const a = analyze(readFileSync(join(WILD, f), 'utf8'));
      const w = widest(renderText(a));
      if (w > TEXT_WIDTH) over.push(`${f}: ${w}`);
      const unlimited = widest(renderText(a, 0));
      if (unlimited > most.width) most = { file: f, width: unlimited };
    }
    expect(over).toEqual([]);
    // the widest report before: hundreds of columns (a table of long perf-profile names and many configs)
    expect(most.width).toBeGreaterThan(300);
  }, 120_000);

  it('a table that fits stays as it was: metric first, configs as columns', () => {
    const t = renderText(analyze(example('pghot-llama-bench.txt')));
    expect(t).toMatch(/pp512 t\/s\s+69\.31\s+62\.46\s+54\.53\s+53\.95\s+51\.49/);
  });

  it("a wide lkp report is in lkp's layout: values aligned, the metric last, long names wrapped under themselves", () => {
    const t = renderText(analyze(readFileSync(join(WILD, 'lkp-aim7-disk-rr-memcg-pad-4commits.txt'), 'utf8')));
    expect(t).toMatch(/^ {2}94b7e5bf09 {2}98c9daf5ae {2}6df13230b6 {2}7b3274adca {2}metric$/m);
    expect(t).toMatch(/^ +778,685 +549,435 +698,378 +694,234 {2}aim7\.jobs-per-min$/m);
    expect(t).toMatch(/^Ratios to 94b7e5bf09:$/m);
  });

  it('long config labels become A, B, ... with a legend', () => {
    const head = '| config | t/s |\n|---|---|\n';
    const rows = [
      'numa_balancing=2 pghot_freq_threshold=2 with the patch set applied',
      'numa_balancing=0 the baseline without any of the patches at all',
    ].map((c, i) => `| ${c} | ${(10 + i).toFixed(2)} |`);
    const t = renderText(analyze(`${head}${rows.join('\n')}\n`));
    expect(widest(t)).toBeLessThanOrEqual(80);
  });

  it('wrapLine breaks at spaces, then inside a name after . or _', () => {
    expect(wrapLine('short', 80)).toEqual(['short']);
    const words = wrapLine(`${'word '.repeat(30)}end`, 40);
    expect(words.every((l) => l.length <= 40)).toBe(true);
    const name = wrapLine(`  ${'perf-profile.calltrace.cycles-pp.walk_pmd_range.walk_pud_range.'.repeat(3)}x`, 60, 4);
    expect(name.every((l) => l.length <= 60)).toBe(true);
    expect(name.join('').replace(/ /g, '')).toBe(
      `${'perf-profile.calltrace.cycles-pp.walk_pmd_range.walk_pud_range.'.repeat(3)}x`,
    );
  });
});
