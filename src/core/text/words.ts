/** Words of names set side by side. */

/** Words that carry no name of their own (`The latency of A is 12 ms`: the measure is `latency`). */
export const FILLER_WORD = /^(?:the|a|an|is|are|was|were|of|for|to|at|in|on|and|by|from|as|it|its)$/i;

/**
 * The words in which several names differ, when they have as many words and those words tell each apart
 * (`run -t 8 MIMALLOC_ALLOW_THP=0` / `... =1` -> `MIMALLOC_ALLOW_THP=0`, `MIMALLOC_ALLOW_THP=1`); the names
 * whole otherwise.
 */
export function differingWords(names: string[]): string[] {
  const split = names.map((c) => c.split(/\s+/));
  if (names.length < 2 || split.some((w) => w.length !== split[0]!.length)) return names;
  const differ = split[0]!.map((_, k) => split.some((w) => w[k] !== split[0]![k]));
  const out = split.map((w) => w.filter((_, k) => differ[k]).join(' '));
  return out.every((n) => n !== '') && new Set(out).size === out.length ? out : names;
}
