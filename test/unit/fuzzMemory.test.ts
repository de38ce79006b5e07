/** The fuzzer's peak-memory invariant (test/fuzz/memory.ts): 3x the input + 200 MB, measured on a sample. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endProbe, measured, memoryBound, memoryViolation, startProbe } from '../fuzz/memory';
import * as memory from '../fuzz/memory';
import { Violation } from '../fuzz/violation';

const MB = 2 ** 20;

describe('the memory bound (memoryViolation)', () => {
  it('3x the input + 200 MB of growth over the baseline passes; a byte more does not', () => {
    expect(memoryBound(10 * MB)).toBe(230 * MB);
    expect(memoryViolation(10 * MB, 500 * MB, 730 * MB)).toBeUndefined();
    expect(memoryViolation(10 * MB, 500 * MB, 730 * MB + 1)).toBe(
      'peak resident memory grew by 230.0 MB (from 500.0 MB) on an input of 10.0 MB; the bound is 3x the input + 200 MB = 230.0 MB',
    );
    expect(memoryViolation(0, 100 * MB, 301 * MB)).toMatch(/grew by 201\.0 MB/);
    // a peak below the baseline (the collector gave memory back) is no growth
    expect(memoryViolation(1000, 300 * MB, 200 * MB)).toBeUndefined();
  });

  it('measures every input of 64 KB or more and one in 16 of the others, by length', () => {
    expect(measured(64 * 1024)).toBe(true);
    expect(measured(7)).toBe(true);
    expect(measured(23)).toBe(true);
    expect(Array.from({ length: 1600 }, (_, k) => k).filter(measured).length).toBe(100);
  });
});

// the probe needs Linux's /proc/self/clear_refs (the peak reset)
describe.runIf(existsSync('/proc/self/clear_refs'))('the probe', () => {
  const big = 'x'.repeat(64 * 1024);

  it('sees a run that touches 300 MB on a 64 KB input as past the bound, and 20 MB as within it', () => {
    const touch = (mb: number) => Buffer.alloc(mb * MB, 1).length;
    const p = startProbe(big)!;
    expect(p).toBeDefined();
    expect(touch(300)).toBe(300 * MB);
    expect(() => endProbe(p)).toThrow(Violation);
    expect(memory.lastMeasurement!.grownBytes).toBeGreaterThan(250 * MB);
    const q = startProbe(big)!;
    expect(touch(20)).toBe(20 * MB);
    expect(() => endProbe(q)).not.toThrow();
    expect(memory.lastMeasurement!.grownBytes).toBeGreaterThan(15 * MB);
    expect(memory.lastMeasurement!.grownBytes).toBeLessThan(200 * MB);
  });

  it('does not measure an input outside the sample', () => {
    expect(startProbe('x'.repeat(100))).toBeUndefined();
    expect(memory.lastMeasurement).toBeUndefined();
  });
});
