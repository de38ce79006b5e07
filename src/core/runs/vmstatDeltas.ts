/** A vmstat block's counters as change: over the whole run (last snapshot minus first) and per interval (rates). The reader only reads snapshots (parsers/vmstat.ts). */
import type { VmstatData } from '../model';

/** Counter values between the first and the last snapshot (absent when missing at either end). */
export function vmstatDeltas(d: VmstatData): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, arr] of d.series) {
    if (d.snapshots === 1) {
      if (arr[0] !== undefined) out.set(name, arr[0]);
      continue;
    }
    const a = arr[0];
    const b = arr[d.snapshots - 1];
    if (a !== undefined && b !== undefined) out.set(name, b - a);
  }
  return out;
}

/** Per-interval rates (per second with timestamps, else per interval) for one counter. */
export function vmstatRates(d: VmstatData, name: string): (number | undefined)[] {
  const arr = d.series.get(name);
  if (!arr) return [];
  const out: (number | undefined)[] = [];
  for (let s = 1; s < d.snapshots; s++) {
    const a = arr[s - 1];
    const b = arr[s];
    const dt = d.times ? d.times[s]! - d.times[s - 1]! : 1;
    out.push(a === undefined || b === undefined || b < a || dt <= 0 ? undefined : (b - a) / dt);
  }
  return out;
}
