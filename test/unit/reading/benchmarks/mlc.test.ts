/** Intel Memory Latency Checker's output (reading/benchmarks/mlc.ts): node matrices and the peak injection bandwidths. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('Intel MLC', () => {
  it('idle-latency and bandwidth matrices (TAB-aligned) and the peak injection list, one config named above', () => {
    // from test/wild/mlc-smt-on-off-full-run.txt, lines 20-47
    const a = analyze(fixture('mlc-smt-matrices.txt'));
    expect(shape('mlc-smt-matrices.txt')).toEqual(['results-table 3-28']);
    expect(labels(a)).toEqual(['With SMT']);
    const lat = m(a, 'With SMT', 'idle latencies node 1 -> node 0');
    expect(lat.value).toBeCloseTo(133.7e-9, 15);
    expect(lat.unit).toBe('s');
    expect(lat.line).toBe(9);
    expect(m(a, 'With SMT', 'idle latencies node 0 -> node 0').value).toBeCloseTo(78.5e-9, 15);
    expect(m(a, 'With SMT', 'Memory Bandwidths node 1 -> node 1').value).toBe(111529.8);
    expect(m(a, 'With SMT', 'Memory Bandwidths node 0 -> node 1').unit).toBe('MB/s');
    expect(m(a, 'With SMT', 'Peak Injection Memory Bandwidths: ALL Reads').value).toBe(222557.1);
    expect(m(a, 'With SMT', 'Peak Injection Memory Bandwidths: Stream-triad like').value).toBe(184524.3);
  });
});
