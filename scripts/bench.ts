/** `npm run bench`: parse throughput on generated inputs, each beside a bare line-split loop measured in the same run. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../src/core/analyze';
import { segment } from '../src/core/segment';
import { PRESETS, presetScenario } from '../src/core/sim/presets';
import { resolveScenario } from '../src/core/sim/scenario';
import { simulateResolved } from '../src/core/sim/simulate';

const MB = 1024 * 1024;

/** A `/proc/vmstat` time series: a timestamp line, then ~180 counters, repeated. */
function vmstatSeries(bytes: number): string {
  const names: string[] = [];
  for (const p of ['nr_', 'pgpromote_', 'pgdemote_', 'numa_', 'pgmigrate_', 'thp_', 'pgscan_', 'pgsteal_', 'compact_', 'workingset_'])
    for (let i = 0; i < 18; i++) names.push(`${p}counter_${i}`);
  const values = names.map((_, i) => 1000 + i * 7919);
  const parts: string[] = [];
  let size = 0;
  let t = 1764669600;
  while (size < bytes) {
    const lines = [String(t)];
    for (let i = 0; i < names.length; i++) {
      values[i]! += (i * 37) % 1000;
      lines.push(`${names[i]} ${values[i]}`);
    }
    const dump = lines.join('\n') + '\n';
    parts.push(dump);
    size += dump.length;
    t += 1;
  }
  return parts.join('');
}

/** A mixed paste: the examples and fixtures, some quoted as in an e-mail reply, repeated. */
function mixedPaste(bytes: number): string {
  const root = join(__dirname, '..');
  const docs = [
    ...readdirSync(join(root, 'examples')).map((f) => readFileSync(join(root, 'examples', f), 'utf8')),
    ...readdirSync(join(root, 'test/fixtures')).map((f) => readFileSync(join(root, 'test/fixtures', f), 'utf8')),
  ];
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const d = docs[k % docs.length]!;
    const text = k % 3 === 1 ? d.split('\n').map((l) => `> ${l}`).join('\n') : d;
    parts.push(`\nOn run ${k} we measured:\n\n${text}\n`);
    size += text.length + 30;
  }
  return parts.join('');
}

function time(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** The reference: split into lines and touch every line, as any parser must. */
function lineSplit(text: string): void {
  let n = 0;
  for (const l of text.split('\n')) n += l.length;
  if (n < 0) throw new Error('unreachable');
}

function best(fn: () => void, runs: number): number {
  let b = Infinity;
  for (let i = 0; i < runs; i++) b = Math.min(b, time(fn));
  return b;
}

function row(name: string, text: string, runs: number): void {
  const mb = text.length / MB;
  const base = best(() => lineSplit(text), runs);
  const seg = best(() => segment(text), runs);
  const full = best(() => analyze(text), runs);
  const f = (s: number) => `${(mb / s).toFixed(0).padStart(6)} MB/s`;
  console.log(`${name.padEnd(28)} ${mb.toFixed(1).padStart(6)} MB  line-split ${f(base)}  segment ${f(seg)} (${(seg / base).toFixed(1)}x)  analyze ${f(full)} (${(full / base).toFixed(1)}x)`);
}

console.log(`tierscope bench, node ${process.version}, ${new Date().toISOString()}`);
console.log('best of N runs; (Nx) = time relative to the bare line-split loop on the same text');
for (const size of [25, 50, 100]) row(`vmstat time series`, vmstatSeries(size * MB), size === 100 ? 2 : 3);
for (const size of [2.5, 5, 10]) row(`mixed paste`, mixedPaste(size * MB), 3);

console.log('');
console.log('simulator presets (each config; best of 3; accesses = cache-line accesses the benchmark made in the simulated run)');
for (const [name, p] of Object.entries(PRESETS)) {
  for (const config of Object.keys(p.configs ?? { '': {} })) {
    const scenario = resolveScenario(presetScenario(name, config || undefined));
    let wall = Infinity;
    let run = simulateResolved(scenario);
    for (let i = 0; i < 3; i++) {
      const t0 = process.hrtime.bigint();
      run = simulateResolved(scenario);
      wall = Math.min(wall, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const label = `${name}${config ? ` ${config}` : ''}`;
    console.log(`${label.padEnd(36)} ${wall.toFixed(1).padStart(7)} ms  simulated ${run.stats.simulatedSeconds.toFixed(0).padStart(6)} s in ${String(run.stats.steps).padStart(6)} steps  ${(run.stats.accesses / (wall / 1000) / 1e12).toFixed(2).padStart(8)} T accesses/s`);
  }
}
