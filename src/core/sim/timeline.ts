/**
 * The run's timeline: one sample per engine step kept as plain numbers, and at most `n` points
 * (bucket averages of the rates) built at the end, so a long run allocates no object per step.
 */
import { GiB, PAGE } from './constants';

export interface TimelinePoint {
  t: number;
  test: string;
  /** Benchmark operations per second (accesses, tokens, edges, lookups, requests). */
  opsPerSec: number;
  /** Share of the benchmark's memory traffic served by the top tier. */
  topShare: number;
  promotionsPerSec: number;
  demotionsPerSec: number;
  freeGiB: Record<string, number>;
}

export class TimelineRecorder {
  private readonly rates: number[][] = [[], [], [], []];
  private readonly times: number[] = [];
  private readonly tests: string[] = [];
  private readonly free: number[][];
  constructor(private readonly nodeIds: number[]) {
    this.free = nodeIds.map(() => []);
  }

  record(
    t: number,
    test: string,
    opsPerSec: number,
    topShare: number,
    promotionsPerSec: number,
    demotionsPerSec: number,
    freePages: Float64Array,
  ): void {
    this.times.push(t);
    this.tests.push(test);
    [opsPerSec, topShare, promotionsPerSec, demotionsPerSec].forEach((v, k) => this.rates[k]!.push(v));
    this.free.forEach((f, i) => f.push((freePages[i]! * PAGE) / GiB));
  }

  /**
   * Benchmark operations per second over the last `seconds` of the run (all of it when shorter): what a
   * benchmark that reports a steady-state rate from its final samples prints. Undefined before any step.
   */
  rateOverLast(seconds: number): number | undefined {
    const len = this.times.length;
    if (!len) return undefined;
    const end = this.times[len - 1]!;
    const from = Math.max(0, end - seconds);
    let ops = 0;
    let spanned = 0;
    for (let j = len - 1; j >= 0; j--) {
      const start = j > 0 ? this.times[j - 1]! : 0;
      const overlap = this.times[j]! - Math.max(start, from);
      if (overlap <= 0) break;
      ops += this.rates[0]![j]! * overlap;
      spanned += overlap;
    }
    return spanned > 0 ? ops / spanned : undefined;
  }

  /** At most n points: rates averaged over each bucket, time, test and free memory from its last step. */
  points(n: number): TimelinePoint[] {
    const len = this.times.length;
    const buckets = Math.min(n, len);
    const out: TimelinePoint[] = [];
    for (let k = 0; k < buckets; k++) {
      const from = Math.floor((k * len) / buckets);
      const to = Math.floor(((k + 1) * len) / buckets);
      if (to <= from) continue;
      const avg = (xs: number[]) => {
        let s = 0;
        for (let j = from; j < to; j++) s += xs[j]!;
        return s / (to - from);
      };
      const last = to - 1;
      out.push({
        t: this.times[last]!,
        test: this.tests[last]!,
        opsPerSec: avg(this.rates[0]!),
        topShare: avg(this.rates[1]!),
        promotionsPerSec: avg(this.rates[2]!),
        demotionsPerSec: avg(this.rates[3]!),
        freeGiB: Object.fromEntries(this.nodeIds.map((id, i) => [`node${id}`, this.free[i]![last]!])),
      });
    }
    return out;
  }
}
