/** `tierscope simulate`: run the embedded tiering model on a scenario or preset. */
import { parseArgs } from 'node:util';
import { analyze } from '../core/analyze';
import { againstMeasured, calibrate, type Calibration, type CalibrationRow } from '../core/sim/calibrate';
import { configScenario, proposeScenario, type Proposal } from '../core/sim/propose';
import { renderCalibrationText, renderSimulationText } from '../core/sim/report';
import { PRESETS, PRESET_NAMES, presetScenario } from '../core/sim/presets';
import { ScenarioError } from '../core/sim/scenario';
import {
  checkSweep,
  parseAssignment,
  simulate,
  simulateResolved,
  type SimRun,
  type Simulation,
} from '../core/sim/simulate';
import { trust, type Trust } from '../core/sim/trust';
import { resolveScenario } from '../core/sim/scenario';
import { clipText, parseUserJson } from '../core/text/safeJson';
import { EXIT, isUserError, UsageError, usageFromParseArgs } from './exit';
import { checkOutput, readInput, type Input } from './io';
import { writeChunks } from './output';
import { printErr } from './terminal';

export const SIMULATE_USAGE = `usage: tierscope simulate [SCENARIO.json] [--preset NAME] [--config LABEL] [--set KEY=VALUE]...
                          [--sweep KEY=V1,V2,...] [--format text|json] [--out FILE]
       tierscope simulate --calibrate LOG [--fit LABEL,LABEL] [--config LABEL] [--set ...] [--sweep ...]
       tierscope simulate --from LOG [--config LABEL] [--set ...] [--sweep ...]

Predicts the benchmark's metric, per-iteration values, a timeline and the vmstat counters for a
scenario (docs/simulator.md). A preset with named configs (C1..C6, r1..r5) runs all of them as
columns unless --config picks one. --calibrate analyzes a pasted log, proposes a scenario from it,
fits the workload's free parameters to the --fit configs (default: the first two measured), shows
predicted vs measured for every config, then runs --set/--sweep from --config (default: the first
fitted config). --from does the same without the fit: the model's own run of every config beside its
measurement. Both state the error to expect of a what-if: never less than the model's gap on the
start config, the held-out error after a fit, unknown with no published case close to the setup, and
no prediction at all for a benchmark, machine or mechanism the model does not have. Presets: ${PRESET_NAMES.join(', ')}`;

interface SimArgs {
  file?: string;
  calibrate?: string;
  /** --from: the paste's scenario, uncalibrated. */
  from?: string;
  fit?: string[];
  preset?: string;
  config?: string;
  set: Record<string, unknown>;
  sweep?: { key: string; values: string[] };
  format: 'text' | 'json';
  out?: string;
}

const SIMULATE_OPTIONS = {
  preset: { type: 'string' },
  calibrate: { type: 'string' },
  from: { type: 'string' },
  fit: { type: 'string' },
  config: { type: 'string' },
  set: { type: 'string', multiple: true },
  sweep: { type: 'string', multiple: true },
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A string option given as `--x ''` or `--x=`. */
function nonEmpty(name: string, v: string | undefined): string | undefined {
  if (v === '') throw new UsageError(`--${name} needs a value`);
  return v;
}

function parseSweep(v: string): { key: string; values: string[] } {
  const eq = v.indexOf('=');
  if (eq <= 0) throw new UsageError(`--sweep expects KEY=V1,V2,..., got "${clipText(v)}"`);
  const sweep = {
    key: v.slice(0, eq),
    values: v
      .slice(eq + 1)
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  };
  if (!sweep.values.length) throw new UsageError('--sweep needs at least one value');
  checkSweep(sweep);
  return sweep;
}

function parse(argv: string[]): SimArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: SIMULATE_OPTIONS, strict: true, allowPositionals: true });
  } catch (e) {
    usageFromParseArgs(e);
  }
  const { values: v, positionals } = parsed;
  if (v.help) return 'help';
  if (positionals.length > 1) throw new UsageError('one scenario file at a time');
  const format = nonEmpty('format', v.format) ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`unknown format: ${format} (text, json)`);
  const set: Record<string, unknown> = {};
  for (const s of v.set ?? []) {
    const { key, value } = parseAssignment(nonEmpty('set', s)!);
    set[key] = value;
  }
  const fit = nonEmpty('fit', v.fit)
    ?.split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  // one swept key per run: a second --sweep was dropped without a word
  if ((v.sweep?.length ?? 0) > 1)
    throw new UsageError(
      `--sweep given ${v.sweep!.length} times; one key is swept per run (--sweep KEY=V1,V2,...; fix the others with --set)`,
    );
  const sweep = nonEmpty('sweep', v.sweep?.[0]);
  const a: SimArgs = {
    file: positionals[0],
    calibrate: nonEmpty('calibrate', v.calibrate),
    from: nonEmpty('from', v.from),
    fit,
    preset: nonEmpty('preset', v.preset),
    config: nonEmpty('config', v.config),
    set,
    sweep: sweep === undefined ? undefined : parseSweep(sweep),
    format,
    out: nonEmpty('out', v.out),
  };
  if (a.calibrate && a.from) throw new UsageError('--calibrate and --from both read a log: give one');
  if (a.from && a.fit) throw new UsageError('--fit needs --calibrate (--from does not fit)');
  if (!a.file && !a.preset && !a.calibrate && !a.from)
    throw new UsageError('give a scenario file, --preset NAME, --calibrate LOG or --from LOG');
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
      throw new Error(`${a.file}: ${(e as Error).message}`, { cause: e });
    }
  } else raw = presetScenario(a.preset!, a.config);
  const configs = !a.file && !a.config && !a.sweep ? PRESETS[a.preset!]?.configs : undefined;
  if (!configs) return simulate(raw, { set: a.set, sweep: a.sweep });
  // Every named config of the preset, as columns.
  const runs = Object.keys(configs).map((label) =>
    simulateResolved(resolveScenario(presetScenario(a.preset!, label), a.set), label),
  );
  return { format: 'tierscope.simulation/v1', scenario: resolveScenario(raw, a.set), runs };
}

interface CalibrationOutput {
  format: 'tierscope.calibration/v1';
  proposal: Pick<Proposal, 'family' | 'preset' | 'assumptions' | 'notModelled'>;
  /** Absent with --from (no fit) and when nothing can be predicted. */
  calibration?: Omit<Calibration, 'runs' | 'scenario'>;
  /** --from: the model's own run of every config against its measurement. */
  model?: CalibrationRow[];
  /** The error to expect of a what-if from `base`, and why. */
  trust: Trust & { base: string };
  whatIf?: Simulation;
}

function runCalibration(a: SimArgs, inputs: Input[]): CalibrationOutput {
  const path = (a.calibrate ?? a.from)!;
  const input = readInput(path);
  inputs.push(input);
  if (a.out) checkOutput(a.out, inputs);
  const text = input.text;
  const analysis = analyze(text);
  const proposal = proposeScenario(analysis);
  if (!proposal)
    throw new Error(`${path}: no measured configs to ${a.calibrate ? 'calibrate against' : 'compare with'}`);
  const labels = proposal.configs.map((c) => c.label);
  const fit = a.fit ?? labels.slice(0, 2);
  for (const f of fit)
    if (!labels.includes(f)) throw new Error(`--fit: no measured config "${f}"; configs: ${labels.join(', ')}`);
  const base = a.config ?? (a.calibrate ? fit[0]! : labels[0]!);
  if (!labels.includes(base)) throw new Error(`--config: no measured config "${base}"; configs: ${labels.join(', ')}`);
  const head = { family: proposal.family, preset: proposal.preset, assumptions: proposal.assumptions };
  const t0 = trust({ proposal, measured: analysis, base });
  // a benchmark, machine or mechanism the model does not have: no fit, no model run, no prediction
  if (t0.notModelled)
    return {
      format: 'tierscope.calibration/v1',
      proposal: { ...head, notModelled: t0.notModelled },
      trust: { ...t0, base },
    };
  let runs: SimRun[];
  let scenario: Record<string, unknown>;
  let calibration: Omit<Calibration, 'runs' | 'scenario'> | undefined;
  if (a.calibrate) {
    const cal = calibrate(proposal, analysis, fit);
    ({ runs, scenario } = cal);
    const { runs: _r, scenario: _s, ...rest } = cal;
    calibration = rest;
  } else {
    scenario = proposal.scenario;
    runs = labels.map((label) => simulateResolved(resolveScenario(configScenario(proposal, label)), label));
  }
  const baseRun = runs.find((r) => r.label === base)!;
  const out: CalibrationOutput = {
    format: 'tierscope.calibration/v1',
    proposal: head,
    ...(calibration ? { calibration } : { model: againstMeasured(analysis, runs, () => false) }),
    trust: { ...trust({ proposal, measured: analysis, base, modelRun: baseRun, calibration }), base },
  };
  if (Object.keys(a.set).length || a.sweep) {
    const calibrated = { ...proposal, scenario: scenario as Proposal['scenario'] };
    const sim = simulate(configScenario(calibrated, base), { set: a.set, sweep: a.sweep });
    if (!a.sweep)
      sim.runs[0]!.label = `${base} + ${Object.entries(a.set)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ')}`;
    sim.runs.unshift({ ...baseRun, label: `${base} (model)` });
    out.whatIf = sim;
  }
  return out;
}

/** Problems shown of an invalid scenario (a 10,000-node scenario had 8,977 lines of them). */
const MAX_PROBLEMS = 10;

function problemList(problems: readonly string[]): string {
  const shown = problems.slice(0, MAX_PROBLEMS).join('\n  ');
  const more = problems.length - MAX_PROBLEMS;
  return more > 0
    ? `${shown}\n  ... and ${more} more problem${more === 1 ? '' : 's'} (${problems.length} in all)`
    : shown;
}

/** Prints the usage on a usage error; a message written for the user exits 2; anything else is a bug (exit 3, from main). */
export function simulateCommand(argv: string[]): number {
  let sim: Simulation | undefined;
  let cal: CalibrationOutput | undefined;
  let a: SimArgs | 'help';
  try {
    a = parse(argv);
    if (a === 'help') {
      process.stdout.write(SIMULATE_USAGE + '\n');
      return EXIT.ok;
    }
    const inputs: Input[] = [];
    if (a.calibrate || a.from) cal = runCalibration(a, inputs);
    else sim = run(a, inputs);
  } catch (e) {
    if (!isUserError(e)) throw e;
    const msg = e instanceof ScenarioError ? `invalid scenario:\n  ${problemList(e.problems)}` : e.message;
    printErr(`tierscope simulate: ${msg}\n${e instanceof UsageError ? `${SIMULATE_USAGE}\n` : ''}`);
    return EXIT.usage;
  }
  const out =
    a.format === 'json'
      ? JSON.stringify(cal ?? sim, null, 2) + '\n'
      : cal
        ? renderCalibrationText(cal.proposal, cal.calibration, cal.model, cal.trust) +
          (cal.whatIf ? '\n' + renderSimulationText(cal.whatIf, cal.trust.error ?? undefined) : '')
        : renderSimulationText(sim!);
  writeChunks(a.out, [out]);
  return EXIT.ok;
}
