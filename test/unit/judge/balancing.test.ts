/**
 * NUMA balancing's derived ratios (local hint-fault share, hint faults per PTE update, pages migrated per hint
 * fault, THP migration share) under the names lkp, mmtests and /proc/vmstat give the counters, and the finding
 * that reads a result's change beside the scanning and migration it came with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import type { Analysis } from '../../../src/core/model';

const WILD = join(__dirname, '..', '..', 'wild');
const wild = (slug: string) => analyze(readFileSync(join(WILD, `${slug}.txt`), 'utf8'));
const derived = (a: Analysis, config: string, metric: string) =>
  a.derived.find((m) => m.config === config && m.metric === metric)?.value;
const balancing = (a: Analysis) => a.findings.filter((f) => f.code === 'balancing-cost');

const table = (title: string, rows: [string, number, number][]) =>
  [
    `${title}:`,
    '',
    '                        base        patched',
    ...rows.map(([n, b, p]) => `${n.padEnd(24)}${String(b).padEnd(12)}${p}`),
    '',
  ].join('\n');

/** numa01 on two kernels: the patched one faster, with 2.1x the PTE updates and a higher local share. */
const NUMA01_FASTER_WITH_MORE_SCANNING = table('autonuma numa01, two kernels', [
  ['elapsed (s)', 341.5, 262.7],
  ['numa_pte_updates', 1000000, 2100000],
  ['numa_hint_faults', 400000, 500000],
  ['numa_hint_faults_local', 240000, 375000],
  ['numa_pages_migrated', 100000, 190000],
]);

describe('NUMA balancing ratios', () => {
  it('are derived from /proc/vmstat names', () => {
    const a = analyze(NUMA01_FASTER_WITH_MORE_SCANNING);
    expect(derived(a, 'patched', 'hint fault locality')).toBeCloseTo(0.75);
    expect(derived(a, 'base', 'hint faults per pte update')).toBeCloseTo(0.4);
    expect(derived(a, 'patched', 'pages migrated per hint fault')).toBeCloseTo(0.38);
  });

  it("are derived from lkp's proc-vmstat names, with the THP migration share", () => {
    const a = wild('lkp-autonuma-numa01-thread-alloc-vma-scan');
    // 17200 THPs of 512 pages against 8,834,573 pages migrated
    expect(derived(a, '167773d1dd', 'thp migration share')).toBeCloseTo(Math.min(1, (17200 * 512) / 8834573));
    expect(derived(a, 'af46f3c9ca', 'pages migrated per hint fault')).toBeUndefined();
  });

  it("are derived from mmtests' Ops NUMA rows", () => {
    const a = analyze(
      [
        '                                 6.1.0      6.1.0-fix',
        'Ops NUMA PTE updates         1000000.00    2000000.00',
        'Ops NUMA hint faults          500000.00     600000.00',
        'Ops NUMA hint local faults    250000.00     480000.00',
        'Ops NUMA pages migrated       100000.00     120000.00',
        '',
      ].join('\n'),
    );
    expect(derived(a, '6.1.0-fix', 'hint fault locality')).toBeCloseTo(0.8);
    expect(derived(a, '6.1.0', 'hint faults per pte update')).toBeCloseTo(0.5);
  });
});

describe('a result read beside the balancing work', () => {
  it('a gain with more scanning and a higher local share: more scanning bought locality', () => {
    const a = analyze(NUMA01_FASTER_WITH_MORE_SCANNING);
    const [f] = balancing(a);
    expect(f?.message).toContain('elapsed (s) 0.77x (better) comes with 2.10x PTE updates and 1.90x pages migrated');
    expect(f?.message).toContain('local hint-fault share 60% -> 75%');
    expect(f?.message).toContain('more scanning bought locality');
  });

  it('a gain with more scanning and a flat local share is not from locality', () => {
    const a = analyze(
      table('autonuma numa01, two kernels', [
        ['elapsed (s)', 341.5, 262.7],
        ['numa_pte_updates', 1000000, 3000000],
        ['numa_hint_faults', 400000, 800000],
        ['numa_hint_faults_local', 240000, 482000],
        ['numa_pages_migrated', 100000, 250000],
      ]),
    );
    expect(balancing(a)[0]?.message).toContain('the gain is not from locality');
  });

  it('says nothing where NUMA balancing is not what the paste is about', () => {
    const a = analyze(
      table('thpscale, two kernels', [
        ['elapsed (s)', 341.5, 262.7],
        ['numa_pte_updates', 1000000, 2100000],
        ['numa_pages_migrated', 100000, 190000],
      ]),
    );
    expect(balancing(a)).toEqual([]);
  });

  it('reads the numa01 regression of a run that stopped scanning as too little scanning (mmtests, disjoint VMA scan)', () => {
    const [f] = balancing(wild('mmtests-numab-disjoint-vma-autonuma'));
    expect(f?.message).toMatch(/^base vs base-numascan: real 1\.34x \(worse\)/);
    expect(f?.message).toContain('too little scanning');
  });

  it('does not read locality from a baseline that barely faulted', () => {
    // base: 2,705 hint faults; patched: 1,022,623: the two local shares are not comparable
    const [f] = balancing(wild('lkml-sched-numa-disjoint-vma-scan'));
    expect(f?.message).toContain('more scanning, and a better result');
    expect(f?.message).not.toContain('locality');
  });
});
