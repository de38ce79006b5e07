import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/core/report/text';
import { analyze, example, has, m } from './helpers';

describe('000: pghot llama-bench reply (configs as columns, legend, stddev/ratio/iteration rows, millions)', () => {
  const a = analyze(example('pghot-llama-bench.txt'));

  it('reads the legend into configs with canonical tunables and kernels', () => {
    expect(a.configs.map((c) => c.label)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    const r3 = a.configs.find((c) => c.label === 'r3')!;
    expect(r3.description).toBe('pghot / hintfaults');
    expect(r3.kernel).toBe('7.2.0-rc2-pghot');
    expect(r3.tunables).toEqual({ 'kernel.numa_balancing': '2', 'vm.pghot_enabled_sources': '0x1' });
    // src=- means "not set", not a value
    expect(a.configs.find((c) => c.label === 'r1')!.tunables).toEqual({ 'kernel.numa_balancing': '0' });
  });

  it('takes means with the stddev row below them and n from the title', () => {
    const pp = m(a, 'r2', 'pp512 t/s');
    expect(pp.value).toBe(62.46);
    expect(pp.stddev).toBe(6.65);
    expect(pp.n).toBe(5);
    expect(pp.unit).toBe('t/s');
    expect(pp.line).toBe(34);
    expect(m(a, 'r1', 'tg128 t/s').stddev).toBe(0.004);
  });

  it('keeps "vs r1" rows out of the measurements and agrees with them', () => {
    expect(a.measurements.some((x) => /vs/.test(x.metric))).toBe(false);
    const r5 = a.comparisons.find((c) => c.metric === 'tg128 t/s' && c.config === 'r5')!;
    expect(r5.baseline).toBe('r1');
    expect(r5.ratio).toBeCloseTo(1.607, 3);
    expect(r5.verdict).toBe('better');
    expect(a.comparisons.find((c) => c.metric === 'pp512 t/s' && c.config === 'r5')!.verdict).toBe('worse');
    expect(a.findings.some((f) => f.code === 'ratio-row-mismatch')).toBe(false);
  });

  it('attaches Table 1b iterations as samples of tg128', () => {
    expect(m(a, 'r5', 'tg128 t/s').samples).toEqual([4.415, 5.602, 7.322, 8.152, 8.763]);
  });

  it('applies the "(millions of pages/events)" scale to Table 2', () => {
    expect(m(a, 'r3', 'pgpromote_success').value).toBe(6.95e6);
    expect(m(a, 'r4', 'hwhint_extmem_accesses').value).toBe(13.83e6);
    expect(m(a, 'r1', 'pgpromote_success').value).toBe(0);
  });

  it('derives tiering metrics from the counters', () => {
    expect(m(a, 'r2', 'promotion yield').value).toBeCloseTo(3.05 / 14.34, 6);
    expect(m(a, 'r3', 'demote/promote churn').value).toBeCloseTo(10.84 / 6.95, 6);
    expect(m(a, 'r5', 'migrated').value).toBe(14.59e6 * 4096);
    // no candidates in r1: the yield is absent, not 0 or NaN
    expect(a.derived.some((x) => x.config === 'r1' && x.metric === 'promotion yield')).toBe(false);
  });

  it('finds the decode gain, the prefill loss, convergence, a full top tier and noise', () => {
    const codes = a.findings.map((f) => f.code);
    for (const c of [
      'prefill-regressed-decode-improved',
      'still-converging',
      'top-tier-full',
      'promote-demote-ping-pong',
      'noisy',
      'significant-regression',
      'best-config',
      'single-tunable-effect',
    ])
      expect(codes).toContain(c);
    const pd = a.findings.find((f) => f.code === 'prefill-regressed-decode-improved')!;
    expect(pd.message).toContain('r5 pp512 t/s 0.74x / tg128 t/s 1.61x vs r1');
    expect(pd.lines).toEqual([34, 36]);
    expect(a.findings.find((f) => f.code === 'best-config' && /tg128/.test(f.message))!.message).toContain(
      'r5 (1.61x vs r1; r2 1.09x, r3 1.41x, r4 1.21x)',
    );
    expect(a.findings[0]!.severity).not.toBe('info');
  });

  it('prints the seed tables with the seed numbers', () => {
    const t = renderText(a);
    expect(t).toMatch(/pp512 t\/s\s+69\.31\s+62\.46\s+54\.53\s+53\.95\s+51\.49/);
    expect(t).toMatch(/ {2}stddev\s+2\.70\s+6\.65\s+10\.41\s+8\.12\s+4\.79/);
    expect(t).toMatch(/tg128 vs r1\s+1\.00x\s+1\.09x~\s+1\.41x\s+1\.21x\s+1\.61x/);
    expect(t).toMatch(/pgpromote_candidate\s+0\.00\s+14\.34\s+24\.12\s+13\.83\s+21\.09/);
    expect(t).toContain('r2  base / tier (NUMAB2)');
  });
});

describe('001: pghot microbenchmark (configs as rows, M-legend, "-" absent)', () => {
  const a = analyze(example('pghot-microbenchmark.txt'));

  it('reads configs as rows with times in base units and drops the rounded duplicate column', () => {
    expect(a.configs.map((c) => c.label)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
    expect(m(a, 'C1', 'Time (s)').value).toBeCloseTo(97.165273, 9);
    expect(m(a, 'C1', 'Time (s)').unit).toBe('s');
    expect(a.measurements.filter((x) => x.config === 'C1' && /^Time/.test(x.metric))).toHaveLength(1);
    expect(m(a, 'C5', 'Speedup').value).toBe(2.35);
    expect(a.comparisons.find((c) => c.metric === 'Time (s)' && c.config === 'C2')!.verdict).toBe('better');
  });

  it('maps M1..M13 through the counter legend and keeps "-" absent', () => {
    expect(m(a, 'C2', 'pgpromote_success').value).toBe(2097152);
    expect(m(a, 'C6', 'hwhint_extmem_accesses').value).toBe(3105182);
    expect(has(a, 'C1', 'pghot_recorded_accesses')).toBe(false);
    expect(m(a, 'C3', 'pghot_recorded_accesses').value).toBe(0);
    expect(a.measurements.some((x) => /^M\d+$/.test(x.metric))).toBe(false);
  });

  it('parses NUMABn and key=value legends', () => {
    const c5 = a.configs.find((c) => c.label === 'C5')!;
    expect(c5.tunables).toEqual({ 'vm.pghot_freq_threshold': '1', 'kernel.numa_balancing': '0' });
    expect(c5.kernel).toBe('pghot');
    expect(a.configs.find((c) => c.label === 'C2')!.tunables['kernel.numa_balancing']).toBe('2');
  });

  it('says which counters the base kernel lacks and what the threshold change did', () => {
    const k = a.findings.find((f) => f.code === 'counters-from-different-kernels')!;
    expect(k.configs).toEqual(['C1', 'C2']);
    expect(k.message).toContain('kernel base');
    const t = a.findings.find((f) => f.code === 'single-tunable-effect')!;
    expect(t.message).toContain('C5 -> C6 (vm.pghot_freq_threshold 1 -> 2)');
  });
});

describe('004: ik_llama.cpp THP thread (markdown, many kinds in one paste)', () => {
  const a = analyze(example('ik-llama-thp-thread.md'));
  const kinds = new Set(a.blocks.map((b) => b.kind));

  it('recognizes every kind in the thread', () => {
    for (const k of ['llama-bench', 'llama-timings', 'numastat', 'meminfo', 'sysctl', 'results-table', 'prose'])
      expect(kinds).toContain(k);
  });

  it('reads print_timings per section: with -thp ("Test Case") vs without ("Baseline")', () => {
    expect(m(a, 'Test Case', 'generation t/s').samples).toEqual([8.98, 9.08, 8.91, 9.02]);
    expect(m(a, 'Baseline', 'prompt eval t/s').samples).toEqual([99.46, 63.3, 100.32, 59.49]);
  });

  it('reads numastat -m -p past the "Token ... not in hash table" noise', () => {
    const b = a.blocks.find((x) => x.kind === 'numastat')!;
    if (b.data.type !== 'numastat') throw new Error('not numastat');
    expect(b.data.tables.map((t) => t.rows.length)).toEqual([5, 36]);
    expect(b.data.tables[0]!.pid).toBe('3635 (llama-server)');
    expect(b.data.tables[1]!.rows.find((r) => r.name === 'HugePages_Total')!.values).toEqual([400190, 399810, 800000]);
    expect(m(a, 'Test Case', 'process Huge on node0').value).toBe(385692 * 2 ** 20);
  });

  it('labels llama-bench tables by what differs: thp=1 vs the default thp=0, and sections x threads', () => {
    expect(m(a, 'thp=1', 'pp512 t/s').n).toBeGreaterThanOrEqual(2);
    expect(m(a, 'thp=0', 'tg64@pp8192 t/s').value).toBe(6.65);
    expect(m(a, 'Explicit Huge Pages threads=64', 'tg64@pp512 t/s').value).toBe(9.6);
    expect(m(a, 'Baseline threads=128', 'pp512 t/s').stddev).toBe(6.69);
  });

  it('reads meminfo in bytes and the THP setting from its brackets', () => {
    expect(m(a, 'Test Case', 'AnonHugePages').value).toBe(1478656 * 1024);
    expect(
      a.configs.find((c) => c.label === 'Transparent Huge Pages')!.tunables['mm.transparent_hugepage.enabled'],
    ).toBe('always');
  });

  it('flags the memory split and 4 KiB pages in the baseline', () => {
    const codes = a.findings.map((f) => f.code);
    expect(codes).toContain('memory-split-across-nodes');
    expect(codes).toContain('huge-pages-not-in-use');
    expect(m(a, 'Test Case', 'huge page coverage').value).toBeGreaterThan(0.99);
  });
});
