/** How a finding writes its numbers and names its evidence: shares, ratios, and the (block, line) pairs. */
import type { Finding, Measurement } from '../model';

/** A share in a sentence: `0.7%`, `21%`, and `<0.1%` rather than a `0.0%` that reads as none. */
/** A share as a percentage; a share that is not finite (a change from about 0) is not written as one. */
export const pct = (x: number) =>
  !Number.isFinite(x)
    ? 'a change from about 0'
    : Math.abs(x) >= 1e4
      ? `${x < 0 ? '<-' : '>'}1,000,000%`
      : x > 0 && x < 0.001
        ? '<0.1%'
        : `${(x * 100).toFixed(x < 0.1 ? 1 : 0)}%`;
/** A ratio in a sentence: `0.73x`, and `0.0031x` rather than a `0.00x` that reads as rounded; a value of 0 gives `0x`. */
export const ratio = (r: number) =>
  !Number.isFinite(r) ? '-' : r === 0 ? '0x' : r > 0 && r < 0.01 ? `${Number(r.toPrecision(2))}x` : `${r.toFixed(2)}x`;
export const f = (
  severity: Finding['severity'],
  code: string,
  message: string,
  ms: (Measurement | undefined)[],
): Finding => {
  const present = ms.filter((m): m is Measurement => !!m);
  // each (block, line) once, the first time it is named, then by line
  const seen = new Set<string>();
  const refs: Finding['refs'] = [];
  for (const m of present) {
    const key = `${m.block}:${m.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push({ block: m.block, line: m.line });
  }
  refs.sort((x, y) => x.line - y.line);
  return {
    severity,
    code,
    message,
    configs: [...new Set(present.map((m) => m.config))],
    lines: [...new Set(present.map((m) => m.line))].sort((x, y) => x - y),
    refs,
  };
};
