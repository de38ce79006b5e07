/**
 * A decision about structure (which axis holds the runs, which line is the header, what a run is called) made
 * from named rules and kept with its evidence, so a user can see why and correct it. Every rule that speaks is
 * a witness with its strength; the answer with the most weight decides, and a rule that points the other way
 * lowers the confidence.
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

/**
 * Ask every rule and weigh what they say: each answer's rules are joined as independent witnesses (the answer
 * is wrong only if all of them are: 1 - product of (1 - strength)), and the answer with the most weight wins;
 * on a tie, the rule first in precedence. `fallback` decides when none speaks.
 */
export function decide<F, A extends string>(
  decision: string,
  rules: readonly Rule<F, A>[],
  facts: F,
  fallback: { answer: A; name: string; strength: number },
): Decided<A> {
  const evidence: Evidence[] = [];
  /** Per answer, the chance all its witnesses are wrong, in the order the answers first spoke. */
  const doubt = new Map<A, number>();
  for (const r of rules) {
    const says = r.says(facts);
    if (says === undefined) continue;
    doubt.set(says, (doubt.get(says) ?? 1) * (1 - r.strength));
    evidence.push({ decision, rule: r.name, says, weight: r.strength });
  }
  if (doubt.size === 0) {
    evidence.push({ decision, rule: fallback.name, says: fallback.answer, weight: fallback.strength });
    return { answer: fallback.answer, confidence: fallback.strength, evidence };
  }
  let answer: A | undefined;
  let best = -1;
  for (const [a, d] of doubt) if (1 - d > best + 1e-9) [answer, best] = [a, 1 - d];
  const dissent = doubt.size > 1;
  return { answer: answer!, confidence: round2(dissent ? best * DISSENT : best), evidence };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A decision a reader settled by one rule before the general ones were asked. */
export function settled<A extends string>(decision: string, answer: A, rule: string, strength: number): Decided<A> {
  return { answer, confidence: strength, evidence: [{ decision, rule, says: answer, weight: strength }] };
}
