/** The timings ollama prints with `--verbose` (reading/benchmarks/ollamaStats.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('ollama --verbose', () => {
  it('each run’s timings under its caption: Go durations in seconds, rates in t/s', () => {
    const block = (rate: string, dur: string) => [
      'total duration:       19m6.6652296s',
      'prompt eval count:    9 token(s)',
      `eval duration:        ${dur}`,
      `eval rate:            ${rate} tokens/s`,
    ];
    const a = analyze(
      ['NUMA enabled', ...block('1.47', '11m57.6294909s'), '', 'NUMA disabled', ...block('2.28', '6m10.3s')].join(
        '\n',
      ) + '\n',
    );
    expect(labels(a)).toEqual(['NUMA enabled', 'NUMA disabled']);
    expect(m(a, 'NUMA disabled', 'eval rate (t/s)').value).toBe(2.28);
    expect(m(a, 'NUMA enabled', 'eval duration (s)').value).toBeCloseTo(717.6294909, 6);
    expect(m(a, 'NUMA enabled', 'prompt eval count').value).toBe(9);
  });
});
