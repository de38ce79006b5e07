import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import type { Analysis, Block, Measurement } from '../../src/core/model';
import { segment } from '../../src/core/reading/segment';

/** The seeds, bundled as the examples the README analyzes. */
export const EXAMPLES = join(__dirname, '../../examples');
export const FIXTURES = join(__dirname, '../fixtures');

export const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** The measurement of a config and metric, failing loudly when absent. */
export function m(a: Analysis, config: string, metric: string): Measurement {
  const found =
    a.measurements.find((x) => x.config === config && x.metric === metric) ??
    a.derived.find((x) => x.config === config && x.metric === metric);
  if (!found)
    throw new Error(
      `no ${metric} for ${config}; have ${[...new Set(a.measurements.map((x) => `${x.config}:${x.metric}`))].slice(0, 30).join(', ')}`,
    );
  return found;
}

export function has(a: Analysis, config: string, metric: string): boolean {
  return a.measurements.some((x) => x.config === config && x.metric === metric);
}

export { analyze };

/** A fixture's data blocks as `kind first-last` (prose and setup facts left out). */
export const shape = (name: string): string[] =>
  segment(fixture(name))
    .blocks.filter((b) => b.kind !== 'prose' && b.kind !== 'setup')
    .map((b) => `${b.kind} ${b.startLine}-${b.endLine}`);
/** A fixture's data blocks (prose and setup facts left out). */
export const dataBlocks = (name: string): Block[] =>
  segment(fixture(name)).blocks.filter((b) => b.kind !== 'prose' && b.kind !== 'setup');
/** The configs' labels in order. */
export const labels = (a: Analysis) => a.configs.map((c) => c.label);
/** The configs that have measurements, in the order first measured. */
export const measuredConfigs = (a: Analysis) => [...new Set(a.measurements.map((x) => x.config))];

/** Two DRAM sockets of 16 CPUs and 64 GiB, SLIT 10/32: the machine of the simulator's mode-1 tests. */
export const TWO_SOCKETS = {
  nodes: [
    { id: 0, memGiB: 64, cpus: 16 },
    { id: 1, memGiB: 64, cpus: 16 },
  ],
  distances: [
    [10, 32],
    [32, 10],
  ],
};
