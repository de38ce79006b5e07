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

/** The stated comparison as the paste's numbers give it: run against the other, each metric that matches. */
function verdicts(a: Analysis, o: Observation): { metric: string; verdict: string }[] {
  const all = [...a.measurements, ...a.derived];
  // a run named exactly is that run, not every label holding its words (`base`, not `base-numascan`)
  const of = (run: string) => {
    const named = all.filter((m) => labelMatches(m.config, run) && metricNamed(m.metric, o.metric));
    const exact = named.filter((m) => labelMatches(run, m.config));
    return exact.length ? exact : named;
  };
  const other = of(o.runs[1]);
  return of(o.runs[0]).flatMap((m: Measurement) => {
    const base = other.find((b) => b.metric === m.metric && b.config !== m.config);
    const c = base && compareOne(m, base);
    return c ? [{ metric: m.metric, verdict: c.verdict }] : [];
  });
}

/** Why an observation is not covered, or undefined when a finding covers it. */
export function uncovered(a: Analysis, o: Observation): string | undefined {
  const agreeing = verdicts(a, o).filter((v) => v.verdict === o.direction);
  if (!agreeing.length) return `no ${o.direction} comparison of ${o.metric} between ${o.runs.join(' and ')}`;
  const hit = a.findings.some(
    (f) => names(f, o.runs[0]) && names(f, o.runs[1]) && agreeing.some((v) => f.message.includes(v.metric)),
  );
  return hit ? undefined : `no finding names ${o.runs.join(' and ')} with ${agreeing[0]!.metric}`;
}
