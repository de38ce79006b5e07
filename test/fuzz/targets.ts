/**
 * The fuzzing targets and the invariants checked on every output: no exception but the typed user
 * errors, every number finite, no NaN/Infinity/undefined in any text unless the input wrote it,
 * every measurement's config exists, the CR-only and CRLF twins of a text read as it does, JSON made
 * terminal-safe parses to the same value, the analysis's peak memory stays within 3x the input + 200 MB, and
 * the run ends within its budget.
 */
import { analyze } from '../../src/core/analyze';
import { hoverMarkdown } from '../../src/core/knowledge/hover';
import { dashboardModel } from '../../src/core/report/dashboard';
import { renderCsv } from '../../src/core/report/csv';
import { toJson } from '../../src/core/report/json';
import { renderMarkdown } from '../../src/core/report/markdown';
import { renderText } from '../../src/core/report/text';
import { parseUserJson } from '../../src/core/text/safeJson';
import { calibrate } from '../../src/core/sim/calibrate';
import { SimulationError } from '../../src/core/sim/errors';
import { proposeScenario } from '../../src/core/sim/propose';
import { renderCalibrationText, renderSimulationText } from '../../src/core/sim/report';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { checkSweep, simulateResolved } from '../../src/core/sim/simulate';
import { terminalSafe } from '../../src/cli/terminal';
import { endProbe, startProbe } from './memory';
import { asViolation, Violation } from './violation';

export { Violation } from './violation';

/** `record` runs `tierscope record` and is asynchronous: test/fuzz/recordTarget.ts. */
export type Target = 'analysis' | 'sim' | 'calibrate' | 'record';
export const TARGETS: readonly Target[] = ['analysis', 'sim', 'calibrate', 'record'];
export type SyncTarget = Exclude<Target, 'record'>;

export interface Limits {
  /** Budget the simulator gets for one run (sim) or one calibration. */
  simBudgetMs: number;
  calibrateBudgetMs: number;
  /** Slack over the budget before a run counts as over budget. */
  slackMs: number;
}
export const DEFAULT_LIMITS: Limits = { simBudgetMs: 3_000, calibrateBudgetMs: 8_000, slackMs: 3_000 };

/**
 * Whether a value holds a non-finite number anywhere (objects, arrays, maps, sets): the same walk as
 * nonFinitePath without building a path per value, which made the check a tenth of an analysis's time.
 */
function hasNonFinite(v: unknown, seen: Set<unknown>): boolean {
  if (typeof v === 'number') return !Number.isFinite(v);
  if (typeof v !== 'object' || v === null || seen.has(v)) return false;
  seen.add(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (hasNonFinite(v[i], seen)) return true;
    return false;
  }
  if (v instanceof Map || v instanceof Set) {
    for (const x of v.values()) if (hasNonFinite(x, seen)) return true;
    return false;
  }
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (hasNonFinite(o[k], seen)) return true;
  return false;
}

/** The path of the first non-finite number in a value (objects, arrays, maps, sets), or undefined. */
export function nonFinitePath(v: unknown, path = '$'): string | undefined {
  return hasNonFinite(v, new Set()) ? pathOf(v, path, new Set()) : undefined;
}

function pathOf(v: unknown, path: string, seen: Set<unknown>): string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : `${path} = ${v}`;
  if (typeof v !== 'object' || v === null || seen.has(v)) return undefined;
  seen.add(v);
  const entries: [string, unknown][] =
    v instanceof Map
      ? [...v.entries()].map(([k, x]) => [String(k), x])
      : v instanceof Set
        ? [...v].map((x, i) => [String(i), x])
        : Object.entries(v);
  for (const [k, x] of entries) {
    if (v instanceof Map && typeof x === 'undefined') continue;
    const p = pathOf(x, `${path}.${k}`, seen);
    if (p) return p;
  }
  return undefined;
}

const BAD_WORD = /\b(NaN|Infinity|undefined)\b/;

function checkFinite(what: string, v: unknown): void {
  const p = nonFinitePath(v);
  if (p) throw new Violation('non-finite', `${what}: ${p}`);
}

function checkText(what: string, text: string, input: string): void {
  const m = BAD_WORD.exec(text);
  // the input's own word, escaped for Markdown (`Q-Infinity_-` shown as `Q-Infinity\_-`), is the input's
  if (m && !input.toLowerCase().includes(m[1]!.toLowerCase()) && !/\binf\b|\bnan\b/i.test(input)) {
    const at = Math.max(0, m.index - 60);
    throw new Violation(
      'non-finite-text',
      `${what} shows "${m[1]}": …${text.slice(at, m.index + 40).replace(/\n/g, '⏎')}…`,
    );
  }
}

/** Words to hover: every config label and metric, and the first words of the first lines. */
function hoverWords(text: string, a: ReturnType<typeof analyze>): { word: string; line: number }[] {
  const out: { word: string; line: number }[] = [];
  for (const c of a.configs.slice(0, 20)) out.push({ word: c.label, line: 1 });
  for (const m of a.measurements.slice(0, 40)) out.push({ word: m.metric.split(/\s/)[0]!, line: m.line });
  text
    .split(/\r\n|\r|\n/)
    .slice(0, 60)
    .forEach((l, i) => {
      const w = /[A-Za-z_][\w.]*/.exec(l);
      if (w) out.push({ word: w[0], line: i + 1 });
    });
  return out;
}

function runAnalysis(text: string): void {
  const probe = startProbe(text);
  const a = analyze(text);
  const labels = new Set(a.configs.map((c) => c.label));
  for (const m of [...a.measurements, ...a.derived])
    if (!labels.has(m.config))
      throw new Violation(
        'orphan-measurement',
        `${m.metric} has config ${JSON.stringify(m.config)}, not one of the configs`,
      );
  const json = toJson(a);
  checkFinite('json', json);
  const model = dashboardModel(a);
  checkFinite('dashboard model', model);
  checkFinite('analysis', {
    blocks: a.blocks,
    measurements: a.measurements,
    derived: a.derived,
    comparisons: a.comparisons,
  });
  const texts: [string, string][] = [
    ['text', renderText(a)],
    ['markdown', renderMarkdown(a)],
    ['csv', renderCsv(a)],
    ['json', JSON.stringify(json)],
    ['dashboard', JSON.stringify(model)],
  ];
  for (const f of a.findings) texts.push(['finding', f.message]);
  for (const c of a.configs)
    texts.push([
      'config',
      `${c.label} ${c.description ?? ''} ${Object.entries(c.tunables)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    ]);
  for (const { word, line } of hoverWords(text, a))
    texts.push([`hover ${word}@${line}`, hoverMarkdown({ analysis: a, word, line }) ?? '']);
  const proposal = proposeScenario(a);
  if (proposal) {
    checkFinite('proposal', proposal);
    texts.push(['proposal', JSON.stringify(proposal)]);
  }
  for (const [what, t] of texts) checkText(what, t, text);
  // the analysis and every output of it, the twins' analyses not counted
  if (probe) endProbe(probe);
  checkTwins(text, json);
  // JSON on stdout goes through the terminal sanitizer: its escapes must be JSON's, the value unchanged
  const shown = JSON.stringify(json);
  const safe = terminalSafe(shown);
  if (safe !== shown && JSON.stringify(JSON.parse(safe)) !== shown)
    throw new Violation('terminal-json', 'JSON made terminal-safe no longer parses to the same value');
}

/**
 * A text and its LF, CR-only and CRLF twins give the same analysis (a CR-only vmstat once gave 1 counter of
 * 12). Two more analyses per input: checked on a third of the inputs, chosen by length so a rerun checks too.
 */
function checkTwins(text: string, json: ReturnType<typeof toJson>): void {
  if (text.length % 3 !== 0 || !/[\r\n]/.test(text)) return;
  const lf = text.replace(/\r\n?/g, '\n');
  const want = JSON.stringify(json);
  for (const [name, twin] of [
    ['CR', lf.replace(/\n/g, '\r')],
    ['CRLF', lf.replace(/\n/g, '\r\n')],
  ] as const) {
    const got = JSON.stringify(toJson(analyze(twin)));
    if (got !== want) {
      let at = 0;
      while (at < got.length && got[at] === want[at]) at++;
      throw new Violation(
        'line-end-twin',
        `its ${name} twin reads differently: …${want.slice(Math.max(0, at - 60), at + 40)}… vs …${got.slice(Math.max(0, at - 60), at + 40)}…`,
      );
    }
  }
}

/** A simulator input: a scenario and --set tunables (and optionally a sweep, checked but not run). */
export interface SimInput {
  scenario: unknown;
  set?: Record<string, unknown>;
  sweep?: { key: string; values: unknown[] };
}

const userError = (e: unknown) => e instanceof ScenarioError || e instanceof SimulationError;

function runSim(json: string, limits: Limits): void {
  let input: SimInput;
  try {
    input = parseUserJson(json) as SimInput;
  } catch {
    return; // not JSON, or nested too deep: a message, which is the point
  }
  if (typeof input !== 'object' || input === null) return;
  const set = typeof input.set === 'object' && input.set !== null ? input.set : {};
  try {
    if (input.sweep && typeof input.sweep.key === 'string' && Array.isArray(input.sweep.values))
      checkSweep(input.sweep);
  } catch {
    return; // a sweep refused before the first run
  }
  let scenario;
  try {
    scenario = resolveScenario(input.scenario, set);
  } catch (e) {
    if (userError(e)) return;
    throw e;
  }
  const t0 = performance.now();
  try {
    const run = simulateResolved(scenario, 'fuzz', { coarse: true, budgetMs: limits.simBudgetMs });
    checkFinite('simulation', run);
    checkText(
      'simulation text',
      renderSimulationText({ format: 'tierscope.simulation/v1', scenario, runs: [run] }),
      json,
    );
  } catch (e) {
    if (!userError(e)) throw e;
  }
  const ms = performance.now() - t0;
  if (ms > limits.simBudgetMs + limits.slackMs)
    throw new Violation('over-budget', `simulation took ${ms.toFixed(0)} ms, budget ${limits.simBudgetMs} ms`);
}

function runCalibration(text: string, limits: Limits): void {
  const a = analyze(text);
  const proposal = proposeScenario(a);
  if (!proposal) return;
  const fit = proposal.configs.map((c) => c.label).slice(0, 2);
  const t0 = performance.now();
  try {
    const cal = calibrate(proposal, a, fit, undefined, limits.calibrateBudgetMs);
    checkFinite('calibration', cal);
    const { runs: _runs, scenario: _scenario, ...rest } = cal;
    checkText(
      'calibration text',
      renderCalibrationText(
        { family: proposal.family, preset: proposal.preset, assumptions: proposal.assumptions },
        rest,
      ),
      text,
    );
  } catch (e) {
    if (!userError(e) && !(e instanceof Error && /^no measured config/.test(e.message))) throw e;
  }
  const ms = performance.now() - t0;
  if (ms > limits.calibrateBudgetMs + limits.slackMs)
    throw new Violation('over-budget', `calibration took ${ms.toFixed(0)} ms, budget ${limits.calibrateBudgetMs} ms`);
}

/** Run one input of a synchronous target; throws a Violation (an unexpected exception becomes one). */
export function runTarget(target: SyncTarget, input: string, limits: Limits = DEFAULT_LIMITS): void {
  try {
    if (target === 'analysis') runAnalysis(input);
    else if (target === 'sim') runSim(input, limits);
    else runCalibration(input, limits);
  } catch (e) {
    throw asViolation(e);
  }
}
