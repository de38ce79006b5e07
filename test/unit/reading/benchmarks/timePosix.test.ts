/** POSIX `time -p` and GNU time's short line with a decimal CPU share (reading/benchmarks/time.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric)?.value;

describe('time -p and short GNU time lines', () => {
  it('`real 0.06` / `user 0.09` / `sys 0.04` under each run’s caption: seconds', () => {
    const text = [
      'optimized:',
      '```',
      'real 0.06',
      'user 0.09',
      'sys 0.04',
      '```',
      'original:',
      '```',
      'real 1.47',
      'user 5.72',
      'sys 0.31',
      '```',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['optimized', 'original']);
    expect(value(a, 'original', 'user time (s)')).toBe(5.72);
  });

  it('`real 1` alone, or two clocks, are not time -p', () => {
    expect(analyze('real 1\nuser 2\n').measurements).toEqual([]);
  });

  it('GNU time without its memory part, the CPU share with decimals (`40.0%CPU`)', () => {
    const a = analyze('   0.00user 0.04system 0:00.10elapsed 40.0%CPU\n');
    expect(value(a, 'run', 'elapsed time (s)')).toBe(0.1);
    expect(value(a, 'run', 'CPU (%)')).toBe(40);
  });
});
