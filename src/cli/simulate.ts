/** `tierscope simulate`: run the embedded tiering model on a scenario or preset. */
import { readFileSync, writeFileSync } from 'node:fs';
import { renderSimulationText } from '../core/sim/report';
import { PRESETS, PRESET_NAMES, presetScenario } from '../core/sim/presets';
import { ScenarioError } from '../core/sim/scenario';
import { parseAssignment, simulate, simulateResolved, type Simulation } from '../core/sim/simulate';
import { resolveScenario } from '../core/sim/scenario';

export const SIMULATE_USAGE = `usage: tierscope simulate [SCENARIO.json] [--preset NAME] [--config LABEL] [--set KEY=VALUE]...
                          [--sweep KEY=V1,V2,...] [--format text|json] [--out FILE]

Predicts the benchmark's metric, per-iteration values, a timeline and the vmstat counters for a
scenario (docs/simulator.md). A preset with named configs (C1..C6, r1..r5) runs all of them as
columns unless --config picks one. Presets: ${PRESET_NAMES.join(', ')}`;

interface SimArgs {
  file?: string;
  preset?: string;
  config?: string;
  set: Record<string, unknown>;
  sweep?: { key: string; values: string[] };
  format: 'text' | 'json';
  out?: string;
}

function parse(argv: string[]): SimArgs {
  const a: SimArgs = { set: {}, format: 'text' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = arg.includes('=') && arg.startsWith('--') && arg.indexOf('=') < arg.indexOf('.') + 100 && /^--[a-z]+=/.test(arg) ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (v === undefined || v === '') throw new Error(`${arg.replace(/=.*/, '')} needs a value`);
      return v;
    };
    const opt = arg.replace(/=.*/, '');
    if (opt === '--preset') a.preset = value();
    else if (opt === '--config') a.config = value();
    else if (opt === '--set') {
      const { key, value: v } = parseAssignment(value());
      a.set[key] = v;
    } else if (opt === '--sweep') {
      const v = value();
      const eq = v.indexOf('=');
      if (eq <= 0) throw new Error(`--sweep expects KEY=V1,V2,..., got "${v}"`);
      a.sweep = { key: v.slice(0, eq), values: v.slice(eq + 1).split(',').map((x) => x.trim()).filter(Boolean) };
      if (!a.sweep.values.length) throw new Error('--sweep needs at least one value');
    } else if (opt === '--format' || opt === '-f') {
      const f = value();
      if (f !== 'text' && f !== 'json') throw new Error(`unknown format: ${f} (text, json)`);
      a.format = f;
    } else if (opt === '--out' || opt === '-o') a.out = value();
    else if (arg.startsWith('-')) throw new Error(`unknown option: ${arg}`);
    else if (a.file) throw new Error('one scenario file at a time');
    else a.file = arg;
  }
  if (!a.file && !a.preset) throw new Error('give a scenario file or --preset NAME');
  return a;
}

function run(a: SimArgs): Simulation {
  let raw: unknown;
  if (a.file) {
    let text: string;
    try {
      text = readFileSync(a.file === '-' ? 0 : a.file, 'utf8');
    } catch (e) {
      throw new Error(`${a.file}: cannot read: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    }
    try {
      raw = JSON.parse(text);
    } catch (e) {
      throw new Error(`${a.file}: not JSON: ${(e as Error).message}`);
    }
  } else raw = presetScenario(a.preset!, a.config);
  const configs = !a.file && !a.config && !a.sweep ? PRESETS[a.preset!]?.configs : undefined;
  if (!configs) return simulate(raw, { set: a.set, sweep: a.sweep });
  // Every named config of the preset, as columns.
  const runs = Object.keys(configs).map((label) => simulateResolved(resolveScenario(presetScenario(a.preset!, label), a.set), label));
  return { format: 'tierscope.simulation/v1', scenario: resolveScenario(raw, a.set), runs };
}

export function simulateCommand(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(SIMULATE_USAGE + '\n');
    return 0;
  }
  let sim: Simulation;
  let a: SimArgs;
  try {
    a = parse(argv);
    sim = run(a);
  } catch (e) {
    const msg = e instanceof ScenarioError ? `invalid scenario:\n  ${e.problems.join('\n  ')}` : (e as Error).message;
    process.stderr.write(`tierscope simulate: ${msg}\n`);
    return 2;
  }
  const out = a.format === 'json' ? JSON.stringify(sim, null, 2) + '\n' : renderSimulationText(sim);
  if (a.out) writeFileSync(a.out, out);
  else process.stdout.write(out);
  return 0;
}
