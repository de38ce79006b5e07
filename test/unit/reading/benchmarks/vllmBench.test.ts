/** vLLM's serving benchmark summary (reading/benchmarks/vllmBench.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe("vLLM's serving benchmark summary", () => {
  const result = (ttft: string) => [
    '============ Serving Benchmark Result ============',
    'Successful requests:                     1000',
    'Benchmark duration (s):                  123.45',
    'Total input tokens:                      215196',
    'Total generated tokens:                  198343',
    'Request throughput (req/s):              8.10',
    'Output token throughput (tok/s):         1606.65',
    'Total Token throughput (tok/s):          3349.80',
    '---------------Time to First Token----------------',
    `Mean TTFT (ms):                          ${ttft}`,
    'Median TTFT (ms):                        40.12',
    'P99 TTFT (ms):                           120.34',
    '-----Time per Output Token (excl. 1st token)------',
    'Mean TPOT (ms):                          12.34',
    '==================================================',
    '',
  ];
  it('one run per summary, named by the heading above; times in seconds; the section rules are no runs', () => {
    const a = analyze(
      ['### DRAM only', '', ...result('45.67'), '### DRAM + CXL interleave', '', ...result('55.67')].join('\n'),
    );
    expect(labels(a)).toEqual(['DRAM only', 'DRAM + CXL interleave']);
    expect(m(a, 'DRAM + CXL interleave', 'Mean TTFT (s)').value).toBeCloseTo(0.05567, 9);
    expect(m(a, 'DRAM only', 'Request throughput (req/s)').value).toBe(8.1);
  });
});
