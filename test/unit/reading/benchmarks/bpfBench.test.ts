/** The BPF selftests' `bench` output (reading/benchmarks/bpfBench.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const bench = (hits: string[], summary: string) => [
  "Setting up benchmark 'crypto-decrypt'...",
  "Benchmark 'crypto-decrypt' started.",
  ...hits.map(
    (h, n) => `Iter   ${n} (325.719us): hits    ${h}M/s (  ${h}M/prod), drops 0.000M/s, total operations    ${h}M/s`,
  ),
  summary,
  '',
];
const value = (a: ReturnType<typeof analyze>, run: string, metric: string) =>
  a.measurements.find((m) => m.config === run && m.metric === metric);

describe('bpf bench', () => {
  it('each measure of the summary with its spread, the iterations its samples; runs named by the labels over them', () => {
    const text = [
      'Before:',
      '',
      ...bench(
        ['5.105', '5.224'],
        'Summary: hits    5.092 ± 0.228M/s (  5.092M/prod), drops    0.000 ±0.000M/s, total operations    5.092 ± 0.228M/s',
      ),
      'After:',
      '',
      ...bench(
        ['5.312', '5.354'],
        'Summary: hits    5.326 ± 0.029M/s (  5.326M/prod), drops    0.000 ±0.000M/s, total operations    5.326 ± 0.029M/s',
      ),
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    const hits = value(a, 'After', 'hits')!;
    expect([hits.value, hits.stddev, hits.samples]).toEqual([5.326, 0.029, [5.312, 5.354]]);
    expect(value(a, 'Before', 'total operations')!.value).toBe(5.092);
    expect(a.blocks.find((b) => b.reading?.reader === 'bpf bench')!.title).toBe('bpf bench crypto-decrypt');
  });

  it('a summary in ops/s with a latency; iterations alone give their mean', () => {
    const ops = analyze(
      ["Benchmark 'lpm-trie' started.", 'Summary: throughput 1500.00 ± 10.00 K ops/s, latency 78.05 ns/op', ''].join(
        '\n',
      ),
    );
    expect(ops.measurements.map((m) => [m.metric, m.value])).toEqual([
      ['throughput', 1500],
      ['latency', 78.05],
    ]);
    const iters = analyze(bench(['5.0', '6.0'], '').join('\n'));
    expect(value(iters, 'run', 'hits')!.value).toBe(5.5);
  });
});

describe("sockmap's bench", () => {
  it("`Send Speed ... Rcv Speed` iterations: each measure the mean of its iterations beside the summary's total", () => {
    const a = analyze(
      [
        'Without affinity:',
        "Setting up benchmark 'sockmap'...",
        "Benchmark 'sockmap' started.",
        'Iter   0 ( 36.031us): Send Speed 1140.000 MB/s ... Rcv Speed  110.000 MB/s',
        'Iter   1 (  0.608us): Send Speed 1320.000 MB/s ... Rcv Speed   50.000 MB/s',
        'Summary: total trans     7758 MB ± 1293.506 MB/s',
        '',
      ].join('\n'),
    );
    const rcv = a.measurements.find((m) => m.metric === 'Rcv Speed')!;
    expect(rcv).toMatchObject({ config: 'Without affinity', value: 80, unit: 'MB/s' });
    expect(rcv.samples).toEqual([110, 50]);
    expect(a.measurements.find((m) => m.metric === 'total trans')).toMatchObject({ value: 7758, unit: 'MB' });
  });
});
