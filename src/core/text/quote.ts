/** The `>` quote depth of a line as written (the cleaned line has lost its markers). */
import type { Lines } from './lines';

export function quoteDepth(lines: Lines, k: number): number {
  const s = lines.source;
  let depth = 0;
  for (let p = lines.from(k), end = lines.to(k); p < end; p++) {
    const c = s.charCodeAt(p);
    if (c === 62) depth++;
    else if (c !== 32 && c !== 9) break;
  }
  return depth;
}
