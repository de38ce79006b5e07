/**
 * The fuzzer's short deterministic pass: every kept corpus input and seed through its target, then a
 * fixed-seed round of mutations, with the invariants of test/fuzz/targets.ts. Long runs: npm run fuzz.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusInputs, seedInputs } from '../fuzz/corpus';
import { mutateSim, mutateText, Rng } from '../fuzz/mutate';
import { runTarget, type Target } from '../fuzz/targets';

const ROOT = join(__dirname, '../..');
const corpus = corpusInputs(ROOT);
const seeds = seedInputs(ROOT);

const passes = (target: Target, inputs: string[]) => {
  const failed: string[] = [];
  for (const input of inputs)
    try {
      runTarget(target, input);
    } catch (e) {
      failed.push(`${(e as Error).message.split('\n')[0]}\n  input: ${JSON.stringify(input.slice(0, 300))}`);
    }
  return failed;
};

describe('fuzz corpus (deterministic pass)', () => {
  it('the corpus is kept in the repo', () => {
    expect(corpus.analysis.length + corpus.sim.length + corpus.calibrate.length).toBeGreaterThan(20);
  });

  it('analysis: every corpus input and seed, then 150 mutations', () => {
    const pool = [...corpus.analysis, ...seeds.analysis];
    const r = new Rng(20261203);
    const mutated = Array.from({ length: 150 }, () => mutateText(r.pick(pool), r, r.pick(pool)));
    expect(passes('analysis', [...pool, ...mutated])).toEqual([]);
  }, 120_000);

  it('simulator: every corpus scenario and preset, then 30 mutations', () => {
    const pool = [...corpus.sim, ...seeds.sim];
    const r = new Rng(7);
    const mutated = Array.from({ length: 30 }, () => mutateSim(r.pick(pool), r, r.pick(pool)));
    expect(passes('sim', [...pool, ...mutated])).toEqual([]);
  }, 120_000);

  it('calibration: the kept corpus inputs', () => {
    expect(passes('calibrate', corpus.calibrate.slice(0, 12))).toEqual([]);
  }, 120_000);
});
