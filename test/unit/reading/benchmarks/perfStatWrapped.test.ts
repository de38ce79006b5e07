/** perf stat output as a mail client wraps it at its width: each counter's comment cut after its number. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const wrapped = (label: string, instructions: string) =>
  [
    `${label}`,
    '',
    "Performance counter stats for 'netperf' (3 runs):",
    '',
    '          9,966.81 msec task-clock                       #    0.995',
    'CPUs utilized               ( +-  0.04% )',
    '               780      context-switches                 #   78.260',
    '/sec                        ( +-  1.74% )',
    `     ${instructions}      instructions                     #    0.39`,
    'insn per cycle              ( +-  0.88% )',
    '                 0      branch-misses',
    '',
    '          10.01376 +- 0.00290 seconds time elapsed  ( +-  0.03% )',
    '',
  ].join('\n');

describe('perf stat wrapped at a mail’s width', () => {
  it('the rest of a comment on the next line is the counter’s, its ( +- x% ) its spread: one block per run', () => {
    const a = analyze(wrapped('With C extension,', '7,681,821,013') + wrapped('Without C extension,', '6,639,648,698'));
    expect(a.blocks.filter((b) => b.kind === 'results-table')).toHaveLength(2);
    // a label ending on a comma names its run without it
    expect(a.configs.map((c) => c.label)).toEqual(['With C extension', 'Without C extension']);
    const ins = a.measurements.filter((m) => m.metric === 'instructions');
    expect(ins.map((m) => m.value)).toEqual([7681821013, 6639648698]);
    expect(ins[0]!.stddev).toBeCloseTo(7681821013 * 0.0088, 0);
    expect(a.measurements.some((m) => m.metric === 'seconds time elapsed')).toBe(true);
  });
});
