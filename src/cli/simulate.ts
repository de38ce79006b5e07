/** `tierscope simulate`: run the embedded tiering model on a scenario or preset. */
import { analyze } from '../core/analyze';
import { calibrate, type Calibration } from '../core/sim/calibrate';
import { configScenario, proposeScenario, type Proposal } from '../core/sim/propose';
import { renderCalibrationText, renderSimulationText } from '../core/sim/report';
import { PRESETS, PRESET_NAMES, presetScenario } from '../core/sim/presets';
import { ScenarioError } from '../core/sim/scenario';
import { checkSweep, parseAssignment, simulate, simulateResolved, type Simulation } from '../core/sim/simulate';
import { resolveScenario } from '../core/sim/scenario';
import { clipText, parseUserJson } from '../core/safeJson';
import { checkOutput, readInput, writeOutput, type Input } from './io';

export const SIMULATE_USAGE = `usage: tierscope simulate [SCENARIO.json] [--preset NAME] [--config LABEL] [--set KEY=VALUE]...
                          [--sweep KEY=V1,V2,...] [--format text|json] [--out FILE]
       tierscope simulate --calibrate LOG [--fit LABEL,LABEL] [--config LABEL] [--set ...] [--sweep ...]

Predicts the benchmark's metric, per-iteration values, a timeline and the vmstat counters for a
scenario (docs/simulator.md). A preset with named configs (C1..C6, r1..r5) runs all of them as
columns unless --config picks one. --calibrate analyzes a pasted log, proposes a scenario from it,
fits the workload's free parameters to the --fit configs (default: the first two measured), shows
predicted vs measured for every config, then runs --set/--sweep from --config (default: the first
fitted config). Presets: ${PRESET_NAMES.join(', ')}`;

interface SimArgs {
  file?: string;
  calibrate?: string;
  fit?: string[];
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
    else if (opt === '--calibrate') a.calibrate = value();
    else if (opt === '--fit') a.fit = value().split(',').map((x) => x.trim()).filter(Boolean);
    else if (opt === '--config') a.config = value();
    else if (opt === '--set') {
      const { key, value: v } = parseAssignment(value());
      a.set[key] = v;
    } else if (opt === '--sweep') {
      const v = value();
      const eq = v.indexOf('=');
      if (eq <= 0) throw new Error(`--sweep expects KEY=V1,V2,..., got "${clipText(v)}"`);
      a.sweep = { key: v.slice(0, eq), values: v.slice(eq + 1).split(',').map((x) => x.trim()).filter(Boolean) };
      if (!a.sweep.values.length) throw new Error('--sweep needs at least one value');
      checkSweep(a.sweep);
    } else if (opt === '--format' || opt === '-f') {
      const f = value();
      if (f !== 'text' && f !== 'json') throw new Error(`unknown format: ${f} (text, json)`);
      a.format = f;
    } else if (opt === '--out' || opt === '-o') a.out = value();
    else if (arg.startsWith('-')) throw new Error(`unknown option: ${arg}`);
    else if (a.file) throw new Error('one scenario file at a time');
    else a.file = arg;
  }
  if (!a.file && !a.preset && !a.calibrate) throw new Error('give a scenario file, --preset NAME or --calibrate LOG');
  return a;
}

function run(a: SimArgs, inputs: Input[]): Simulation {
  let raw: unknown;
  if (a.file) {
    const input = readInput(a.file);
    inputs.push(input);
    if (a.out) checkOutput(a.out, inputs);
    try {
      raw = parseUserJson(input.text);
    } catch (e) {
      throw new Error(`${a.file}: ${(e as Error).message}`);
    }
  } else raw = presetScenario(a.preset!, a.config);
  const configs = !a.file && !a.config && !a.sweep ? PRESETS[a.preset!]?.configs : undefined;
  if (!configs) return simulate(raw, { set: a.set, sweep: a.sweep });
  // Every named config of the preset, as columns.
  const runs = Object.keys(configs).map((label) => simulateResolved(resolveScenario(presetScenario(a.preset!, label), a.set), label));
  return { format: 'tierscope.simulation/v1', scenario: resolveScenario(raw, a.set), runs };
}

interface CalibrationOutput {
  format: 'tierscope.calibration/v1';
  proposal: Pick<Proposal, 'family' | 'preset' | 'assumptions'>;
  calibration: Omit<Calibration, 'runs' | 'scenario'>;
  whatIf?: Simulation;
}

function runCalibration(a: SimArgs, inputs: Input[]): CalibrationOutput {
  const input = readInput(a.calibrate!);
  inputs.push(input);
  if (a.out) checkOutput(a.out, inputs);
  const text = input.text;
  const analysis = analyze(text);
  const proposal = proposeScenario(analysis, text);
  if (!proposal) throw new Error(`${a.calibrate}: no measured configs to calibrate against`);
  const labels = proposal.configs.map((c) => c.label);
  const fit = a.fit ?? labels.slice(0, 2);
  for (const f of fit) if (!labels.includes(f)) throw new Error(`--fit: no measured config "${f}"; configs: ${labels.join(', ')}`);
  const cal = calibrate(proposal, analysis, fit);
  const { runs, scenario, ...calibration } = cal;
  const out: CalibrationOutput = { format: 'tierscope.calibration/v1', proposal: { family: proposal.family, preset: proposal.preset, assumptions: proposal.assumptions }, calibration };
  if (Object.keys(a.set).length || a.sweep) {
    const base = a.config ?? fit[0]!;
    if (!labels.includes(base)) throw new Error(`--config: no measured config "${base}"; configs: ${labels.join(', ')}`);
    const calibrated = { ...proposal, scenario: scenario as Proposal['scenario'] };
    const baseRun = runs.find((r) => r.label === base)!;
    const sim = simulate(configScenario(calibrated, base), { set: a.set, sweep: a.sweep });
    if (!a.sweep) sim.runs[0]!.label = `${base} + ${Object.entries(a.set).map(([k, v]) => `${k}=${v}`).join(' ')}`;
    sim.runs.unshift({ ...baseRun, label: `${base} (model)` });
    out.whatIf = sim;
  }
  return out;
}

export function simulateCommand(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(SIMULATE_USAGE + '\n');
    return 0;
  }
  let sim: Simulation | undefined;
  let cal: CalibrationOutput | undefined;
  let a: SimArgs;
  try {
    a = parse(argv);
    const inputs: Input[] = [];
    if (a.calibrate) cal = runCalibration(a, inputs);
    else sim = run(a, inputs);
  } catch (e) {
    const msg = e instanceof ScenarioError ? `invalid scenario:\n  ${e.problems.join('\n  ')}` : (e as Error).message;
    process.stderr.write(`tierscope simulate: ${msg}\n`);
    return 2;
  }
  const out =
    a.format === 'json'
      ? JSON.stringify(cal ?? sim, null, 2) + '\n'
      : cal
        ? renderCalibrationText(cal.proposal, cal.calibration) + (cal.whatIf ? '\n' + renderSimulationText(cal.whatIf, cal.calibration.ratioError) : '')
        : renderSimulationText(sim!);
  writeOutput(a.out, out);
  return 0;
}
