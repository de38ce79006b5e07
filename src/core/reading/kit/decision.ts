/**
 * A decision about structure (which axis holds the runs, which line is the header, what a run is called) made
 * from named rules and kept with its evidence, so a user can see why and correct it. The rules are a list in
 * order of precedence: the first that speaks decides; every other that speaks is kept as evidence, and one
 * that points the other way lowers the confidence.
 */
import type { Evidence } from '../../model';

export interface Rule<F, A extends string> {
  /** What the rule looks at, in words a user reads (`a legend names the columns`). */
  name: string;
  /** How often this rule alone is right on the texts it speaks on, 0..1. */
  strength: number;
  says(facts: F): A | undefined;
}

export interface Decided<A extends string> {
  answer: A;
  confidence: number;
  evidence: Evidence[];
}

/** How much a dissenting rule takes off the confidence of the decision it lost to. */
const DISSENT = 0.6;

/** Ask every rule; the first that speaks decides, the others are kept as evidence. `fallback` decides when none speaks. */
export function decide<F, A extends string>(
  decision: string,
  rules: readonly Rule<F, A>[],
  facts: F,
  fallback: { answer: A; name: string; strength: number },
): Decided<A> {
  const evidence: Evidence[] = [];
  let answer: A | undefined;
  let strength = fallback.strength;
  let dissent = false;
  for (const r of rules) {
    const says = r.says(facts);
    if (says === undefined) continue;
    if (answer === undefined) {
      answer = says;
      strength = r.strength;
    } else if (says !== answer) dissent = true;
    evidence.push({ decision, rule: r.name, says, weight: r.strength });
  }
  if (answer === undefined) {
    answer = fallback.answer;
    evidence.push({ decision, rule: fallback.name, says: answer, weight: fallback.strength });
  }
  return { answer, confidence: round2(dissent ? strength * DISSENT : strength), evidence };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A decision a reader settled by one rule before the general ones were asked. */
export function settled<A extends string>(decision: string, answer: A, rule: string, strength: number): Decided<A> {
  return { answer, confidence: strength, evidence: [{ decision, rule, says: answer, weight: strength }] };
}
