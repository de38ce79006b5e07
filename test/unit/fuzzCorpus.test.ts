/**
 * The fuzzer's short deterministic pass: every kept corpus input and seed through its target, then a
 * fixed-seed round of mutations, with the invariants of test/fuzz/targets.ts. Long runs: npm run fuzz.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusInputs, seedInputs } from '../fuzz/corpus';
import { mutateSim, mutateText, Rng } from '../fuzz/mutate';
import { nonFinitePath, runTarget, type SyncTarget } from '../fuzz/targets';

const ROOT = join(__dirname, '../..');
const corpus = corpusInputs(ROOT);
const seeds = seedInputs(ROOT);

const passes = (target: SyncTarget, inputs: string[]) => {
  const failed: string[] = [];
  for (const input of inputs)
    try {
      runTarget(target, input);
    } catch (e) {
      failed.push(`${(e as Error).message.split('\n')[0]}\n  input: ${JSON.stringify(input.slice(0, 300))}`);
    }
  return failed;
};

describe('the non-finite check', () => {
  it('finds a NaN or an Infinity anywhere, with its path, and nothing in finite values', () => {
    const cyclic: Record<string, unknown> = { a: [1, 2] };
    cyclic.self = cyclic;
    expect(nonFinitePath({ a: [1, { b: new Map([['k', { c: NaN }]]) }] })).toBe('$.a.1.b.k.c = NaN');
    expect(nonFinitePath({ s: new Set([1, -Infinity]) })).toBe('$.s.1 = -Infinity');
    expect(nonFinitePath([0, [Infinity]])).toBe('$.1.0 = Infinity');
    expect(nonFinitePath(cyclic)).toBeUndefined();
    expect(
      nonFinitePath({ a: '1e999', b: null, c: undefined, d: new Map([['x', undefined]]), e: 5e-324 }),
    ).toBeUndefined();
  });
});

describe('fuzz corpus (deterministic pass)', () => {
  it('the corpus is kept in the repo', () => {
    expect(corpus.analysis.length + corpus.sim.length + corpus.calibrate.length).toBeGreaterThan(20);
  });

  // about a minute on the quiet 2-core machine, over two when other work shares the cores: the limit catches a hang
  it('analysis: every corpus input and seed, then 150 mutations', () => {
    const pool = [...corpus.analysis, ...seeds.analysis];
    const r = new Rng(20261203);
    const mutated = Array.from({ length: 150 }, () => mutateText(r.pick(pool), r, r.pick(pool)));
    expect(passes('analysis', [...pool, ...mutated])).toEqual([]);
  }, 300_000);

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
