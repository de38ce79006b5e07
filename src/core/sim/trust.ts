/**
 * How far to trust a what-if, stated so that it can be checked on the paste itself: the error shown
 * beside a prediction is never smaller than the gap the user can see between the model's own run of
 * the start config and its measurement, nor smaller than what the model missed on published cases of
 * the same kind; after a calibration it is the held-out error (each config predicted from a fit that
 * left it out), never the fit's own. A setup the model has no published case for has an unknown
 * error (no ±), and a benchmark, machine or mechanism the model does not have gets no prediction.
 */
import { ACCURACY, FAMILY_ACCURACY } from './accuracy';
import { measuredFor, offBy, type Calibration, type Measured } from './calibrate';
import type { Proposal } from './propose';
import type { SimRun } from './simulate';

export { offBy };

/** `12%`, `3.1x` past 100%: how a gap or an error reads. */
export function offWords(e: number): string {
  if (!Number.isFinite(e)) return 'unboundedly';
  return e >= 1 ? `${(1 + e).toFixed(1)}x` : `${Math.round(e * 100)}%`;
}

/** An error as an interval reads: `±12%` below 100%, `a factor of 3.1 either way` past it. */
export function errorWords(e: number): string {
  return e >= 1 ? `a factor of ${(1 + e).toFixed(1)} either way` : `±${Math.round(e * 100)}%`;
}

export interface ModelGap {
  config: string;
  metric: string;
  measured: number;
  modelled: number;
  /** offBy(modelled, measured). */
  off: number;
}

/** The model's largest gap on `config`: its own run against the measurement, over the metrics the paste measured. */
export function modelGap(a: Measured, config: string, run: SimRun | undefined): ModelGap | undefined {
  if (!run) return undefined;
  let worst: ModelGap | undefined;
  for (const m of run.metrics) {
    const meas = measuredFor(a, config, m);
    if (!meas || !(meas.value > 0) || !Number.isFinite(m.value)) continue;
    const off = offBy(m.value, meas.value);
    if (!worst || off > worst.off) worst = { config, metric: m.name, measured: meas.value, modelled: m.value, off };
  }
  return worst;
}

export interface Trust {
  /** The relative error a what-if ratio carries here (the interval [r / (1 + e), r (1 + e)]); null: unknown. */
  error: number | null;
  /** A lower bound on an unknown error: the gap the model shows on this paste. */
  atLeast?: number;
  /** Why there is no prediction at all (a benchmark, machine or mechanism the model does not have). */
  notModelled?: string;
  gap?: ModelGap;
  /** Where the figure comes from, short (a column's tooltip). */
  source: string;
  /** What the view says in words, one sentence each. */
  words: string[];
}

export interface TrustInput {
  proposal: Pick<Proposal, 'preset' | 'family' | 'notModelled' | 'configs'>;
  measured: Measured;
  /** The config the what-if starts from. */
  base: string;
  /** The model's own run of the base config (with the calibration, when there is one). */
  modelRun?: SimRun;
  calibration?: Pick<Calibration, 'fitConfigs' | 'heldOutError' | 'ratioError' | 'predictError'>;
}

/** What the published cases say of a setup before any calibration: the larger of the seed's and the family's error. */
export function publishedError(p: Pick<Proposal, 'preset' | 'family'>): { error: number; source: string } | undefined {
  const seed = ACCURACY[p.preset];
  const fam = FAMILY_ACCURACY[p.family];
  const parts: { error: number; source: string }[] = [];
  if (seed?.ratio !== undefined) parts.push({ error: seed.ratio, source: `median ratio error on ${seed.seed}` });
  if (fam)
    parts.push({
      error: fam.median,
      source: `median error on ${fam.cases} published ${p.family} ratios (${fam.sources} sources, none fitted)`,
    });
  if (!parts.length) return undefined;
  return parts.reduce((w, x) => (x.error > w.error ? x : w));
}

export function trust(t: TrustInput): Trust {
  const missing = t.proposal.notModelled ?? t.proposal.configs.find((c) => c.label === t.base)?.notModelled;
  if (missing)
    return { error: null, notModelled: missing, source: 'not modelled', words: [`${missing}: no prediction.`] };
  const gap = modelGap(t.measured, t.base, t.modelRun);
  const words: string[] = [];
  const cal = t.calibration;
  const heldOut = cal ? (cal.heldOutError ?? cal.ratioError ?? cal.predictError) : undefined;
  if (gap && gap.off > 0.005)
    words.push(
      `The model is ${offWords(gap.off)} off ${t.base} ${cal ? 'after' : 'before'} calibration (its own run of ${gap.metric}: ${fmt(gap.modelled)} against ${fmt(gap.measured)} measured).`,
    );
  if (cal && heldOut !== undefined) {
    const error = Math.max(heldOut, gap?.off ?? 0);
    words.push(
      `Expected error of a prediction: about ${offWords(error)} (${error === heldOut ? `held out: each config predicted from a fit on the others, calibration on ${cal.fitConfigs.join(', ')}` : `the model's gap on ${t.base}, larger than the held-out error ${offWords(heldOut)}`}).`,
    );
    return {
      error,
      gap,
      source:
        error === heldOut
          ? `held out over the configs, calibration on ${cal.fitConfigs.join(', ')}`
          : `the model's gap on ${t.base} after calibration`,
      words,
    };
  }
  const pub = publishedError(t.proposal);
  if (!pub) {
    words.push(
      `Expected error unknown${gap && gap.off > 0.005 ? ` (at least ${offWords(gap.off)}, the gap above)` : ''}: no published case close to this setup (${t.proposal.family}) was predicted; calibrate on measured configs to get one.`,
    );
    return { error: null, atLeast: gap?.off, gap, source: 'no published case for this setup', words };
  }
  const error = Math.max(pub.error, gap?.off ?? 0);
  const fromGap = gap !== undefined && gap.off > pub.error;
  words.push(
    `Expected error of a prediction: about ${offWords(error)} (${fromGap ? `the model's gap on ${t.base}, larger than the ${pub.source} (${offWords(pub.error)})` : pub.source}).`,
  );
  return {
    error,
    gap,
    source: fromGap ? `the model's gap on ${t.base} before calibration` : pub.source,
    words,
  };
}

const fmt = (x: number) => (Math.abs(x) >= 1e5 || Math.abs(x) < 1e-3 ? x.toExponential(3) : `${+x.toPrecision(4)}`);
