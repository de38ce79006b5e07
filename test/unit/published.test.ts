import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  comparePublished,
  configScenarioOf,
  errorsByFamily,
  renderPublished,
  type PublishedCase,
} from '../../src/core/sim/published';
import { resolveScenario } from '../../src/core/sim/scenario';

const dir = join(__dirname, '../../validation/cases');
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, c: JSON.parse(readFileSync(join(dir, f), 'utf8')) as PublishedCase }));

describe('published validation cases (validation/cases)', () => {
  it('each case names its source with a verbatim quote, lists its assumptions, and compares configs it defines', () => {
    // Issue 36: at least 40 published setups from at least 9 source families.
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((x) => x.c.family)).size).toBeGreaterThanOrEqual(9);
    for (const { file, c } of cases) {
      expect(c.id, file).toBe(file.replace(/\.json$/, ''));
      expect(c.family, file).toMatch(/^[a-z0-9-]+$/);
      expect(c.source.where.length, file).toBeGreaterThan(10);
      expect(c.source.quote.length, file).toBeGreaterThan(40);
      expect(Array.isArray(c.assumptions), file).toBe(true);
      expect(c.results.length, file).toBeGreaterThan(0);
      for (const r of c.results) {
        expect(c.configs[r.baseline], `${file} ${r.baseline}`).toBeDefined();
        expect(c.configs[r.config], `${file} ${r.config}`).toBeDefined();
        expect(r.ratio ?? r.measured, file).toBeDefined();
      }
    }
  });

  it('a config that uses no missing mechanism resolves; one that does is refused by name, and the case says what it needs', () => {
    for (const { file, c } of cases)
      for (const label of Object.keys(c.configs)) {
        try {
          resolveScenario(configScenarioOf(c, label));
        } catch (e) {
          expect(c.needs, `${file} ${label}: ${(e as Error).message}`).toBeTruthy();
        }
      }
  });

  it('every published ratio gets a prediction or the reason it has none, per family', () => {
    const subset = cases.map((x) => x.c).filter((c) => c.family === 'damon-tiering');
    const rows = comparePublished(subset);
    expect(rows.length).toBe(subset.reduce((n, c) => n + c.results.length, 0));
    for (const r of rows) expect(r.predicted !== undefined || (r.missing?.length ?? 0) > 5).toBe(true);
    const predicted = rows.filter((r) => r.predicted !== undefined);
    expect(predicted.length).toBeGreaterThan(5);
    for (const r of predicted) expect(Number.isFinite(r.predicted!) && Number.isFinite(r.error!)).toBe(true);
    expect(errorsByFamily(rows)[0]!.compared).toBe(predicted.length);
  });

  it("a run its source calls unrepresentative is still counted, with the source's words beside it", () => {
    const c = cases.find((x) => x.c.results.some((r) => r.sourceCaveat))!.c;
    const one = { ...c, results: c.results.filter((r) => r.sourceCaveat) };
    const rows = comparePublished([one]);
    expect(rows[0]!.sourceCaveat).toBe(one.results[0]!.sourceCaveat);
    expect(rows[0]!.predicted).toBeDefined();
    const md = renderPublished([one], rows);
    expect(md).toContain(`the source: "${one.results[0]!.sourceCaveat}"`);
  });

  it("a measured ratio within two of its runs' combined standard deviations of 1 has no direction; one beyond them has", () => {
    const c = cases.find((x) => x.c.results.some((r) => r.sourceCaveat && r.stdevPct))!.c;
    const noisy = c.results.find((r) => r.sourceCaveat && r.stdevPct)!;
    const rows = comparePublished([{ ...c, results: [noisy, { ...noisy, stdevPct: { baseline: 0.6, config: 0.5 } }] }]);
    const sd = Math.hypot(noisy.stdevPct!.baseline, noisy.stdevPct!.config) / 100;
    expect(Math.abs(rows[0]!.measured - 1)).toBeLessThan(2 * sd);
    expect(rows[0]!.noDirection).toBeCloseTo(sd, 6);
    expect(rows[0]!.wrongDirection).toBe(false);
    expect(rows[1]!.noDirection).toBeUndefined();
    expect(rows[1]!.wrongDirection).toBe(rows[0]!.predicted! < 0.98);
    expect(renderPublished([c], rows)).toContain(
      `no measured direction: the ratio's stdev is ${(sd * 100).toFixed(1)}%`,
    );
  });

  it('a case whose result depends on something its source does not state is counted and marked on every predicted row', () => {
    const c = cases.find((x) => x.c.decidedBy)!.c;
    const rows = comparePublished([c]);
    const predicted = rows.filter((r) => r.predicted !== undefined);
    expect(predicted.length).toBeGreaterThan(0);
    for (const r of predicted) expect(r.decidedBy).toBe(c.decidedBy);
    const md = renderPublished([c], rows);
    expect(md).toContain(`not stated by the source and decisive: ${c.decidedBy!.replace(/\|/g, '\\|')}`);
    // A row without a prediction says what it needs, not what would have decided it.
    for (const r of rows.filter((x) => x.predicted === undefined)) expect(r.missing).toBeTruthy();
  });
});
