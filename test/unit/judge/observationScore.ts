/**
 * Whether the findings on a text cover a conclusion its author or reviewers state (test/wild/OBSERVATIONS.json):
 * a finding that names both runs and the metric, on a comparison of those runs that points the stated way.
 */
import { compareOne } from '../../../src/core/judge/compare';
import type { Analysis, Finding, Measurement } from '../../../src/core/model';
import { labelMatches } from '../wildScore';

export interface Observation {
  metric: string;
  /** The run the conclusion is about, then the run it is compared with. */
  runs: [string, string];
  direction: 'better' | 'worse';
  /** The words of the text that state it. */
  text: string;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9.%/]+|(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
/** Whether a name holds every word of the expected metric. */
export function metricNamed(name: string, metric: string): boolean {
  const have = new Set(words(name));
  return words(metric).every((w) => have.has(w) || [...have].some((h) => h.split('/').includes(w)));
}
const names = (f: Finding, run: string) => f.configs.some((c) => labelMatches(c, run)) || labelMatches(f.message, run);

/** The measurements of a run that match the metric: a run named exactly is that run, not every label holding its words (`base`, not `base-numascan`). */
function ofRun(all: Measurement[], run: string, metric: string): Measurement[] {
  const named = all.filter((m) => labelMatches(m.config, run) && metricNamed(m.metric, metric));
  const exact = named.filter((m) => labelMatches(run, m.config));
  return exact.length ? exact : named;
}

/** The stated comparison as the paste's numbers give it: run against the other, each metric that matches. */
function verdicts(a: Analysis, o: Observation): { metric: string; verdict: string }[] {
  const all = [...a.measurements, ...a.derived];
  const other = ofRun(all, o.runs[1], o.metric);
  return ofRun(all, o.runs[0], o.metric).flatMap((m: Measurement) => {
    const base = other.find((b) => b.metric === m.metric && b.config !== m.config);
    const c = base && compareOne(m, base);
    return c ? [{ metric: m.metric, verdict: c.verdict }] : [];
  });
}

/**
 * Where an uncovered observation is lost, first stage first: `reading` (a run, or the metric of a run, is not
 * among the measurements), `direction` (the pair is there but the metric has no better side), `numbers`
 * (the pair points the other way), `findings` (no finding names both runs with the metric).
 */
export type Cause = 'reading' | 'direction' | 'numbers' | 'findings';

/** Why an observation is not covered (its cause and the words), or undefined when a finding covers it. */
export function whyUncovered(a: Analysis, o: Observation): { cause: Cause; why: string } | undefined {
  const all = [...a.measurements, ...a.derived];
  for (const run of o.runs) {
    if (!all.some((m) => labelMatches(m.config, run)))
      return {
        cause: 'reading',
        why: `no run read as "${run}" (runs: ${[...new Set(all.map((m) => m.config))].join(', ') || 'none'})`,
      };
    if (!ofRun(all, run, o.metric).length) return { cause: 'reading', why: `run "${run}" has no ${o.metric} read` };
  }
  const found = verdicts(a, o);
  if (!found.length) return { cause: 'reading', why: `no ${o.metric} of ${o.runs.join(' and ')} in the same measure` };
  const agreeing = found.filter((v) => v.verdict === o.direction);
  if (!agreeing.length) {
    const sided = found.filter((v) => v.verdict !== 'n/a');
    return sided.length
      ? {
          cause: 'numbers',
          why: `${sided[0]!.metric}: ${o.runs.join(' against ')} is ${sided[0]!.verdict}, stated ${o.direction}`,
        }
      : { cause: 'direction', why: `${found.map((v) => v.metric).join(', ')}: no better side` };
  }
  const hit = a.findings.some(
    (f) => names(f, o.runs[0]) && names(f, o.runs[1]) && agreeing.some((v) => f.message.includes(v.metric)),
  );
  return hit
    ? undefined
    : { cause: 'findings', why: `no finding names ${o.runs.join(' and ')} with ${agreeing[0]!.metric}` };
}

/** Why an observation is not covered, or undefined when a finding covers it. */
export function uncovered(a: Analysis, o: Observation): string | undefined {
  const w = whyUncovered(a, o);
  return w && `${w.cause}: ${w.why}`;
}
