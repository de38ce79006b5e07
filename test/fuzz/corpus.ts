/** The fuzzer's inputs: the kept corpus (test/fuzz/corpus/<target>/, inputs that reached new code, minimized) and the seeds it grew from. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRESET_NAMES, PRESETS, presetScenario } from '../../src/core/sim/presets';
import { kindSeeds } from './kinds';
import { RECORD_SEEDS } from './recordMutate';
import { TARGETS, type Target } from './targets';

export const EXT: Record<Target, string> = { analysis: 'txt', sim: 'json', calibrate: 'txt', record: 'txt' };

/**
 * Seeds: the repo's fixtures, examples and real posts (test/wild) for text, with files of other kinds (source
 * code, JSON, a PDF-like binary, tables of several sizes); the presets and their configs for the simulator;
 * one spec per class of odd file and ending for the recorder.
 */
export function seedInputs(root: string): Record<Target, string[]> {
  const texts = ['test/fixtures', 'examples', 'test/wild'].flatMap((d) =>
    readdirSync(join(root, d))
      .filter(
        (f) => /\.(txt|md|csv|tsv|json|jsonl|sql)$/.test(f) && !f.endsWith('.expect.json') && !/^[A-Z]+\.md$/.test(f),
      )
      .sort()
      .map((f) => readFileSync(join(root, d, f), 'utf8')),
  );
  const sims = PRESET_NAMES.flatMap((n) =>
    [undefined, ...Object.keys(PRESETS[n]!.configs ?? {})].map((c) =>
      JSON.stringify({ scenario: presetScenario(n, c) }),
    ),
  );
  return {
    analysis: [...texts, ...kindSeeds(root)],
    sim: sims,
    calibrate: texts.filter((t) => t.length < 40_000),
    record: RECORD_SEEDS,
  };
}

/** The kept corpus, per target. */
export function corpusInputs(root: string): Record<Target, string[]> {
  const out = { analysis: [], sim: [], calibrate: [], record: [] } as Record<Target, string[]>;
  for (const t of TARGETS) {
    const d = join(root, 'test/fuzz/corpus', t);
    if (existsSync(d))
      out[t] = readdirSync(d)
        .sort()
        .map((f) => readFileSync(join(d, f), 'utf8'));
  }
  return out;
}
