import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoverMarkdown } from '../../src/core/knowledge/hover';
import { lookup } from '../../src/core/knowledge/lookup';
import { analyze, example, fixture } from './helpers';

describe('hover text', () => {
  const a000 = analyze(example('pghot-llama-bench.txt'));

  it('pgpromote_candidate in 000: what it counts, where in the kernel, the values per config and the yield', () => {
    const md = hoverMarkdown({ analysis: a000, word: 'pgpromote_candidate', line: 56 })!;
    expect(md).toContain('**pgpromote_candidate**');
    expect(md).toContain('should_numa_migrate_memory() in kernel/sched/fair.c');
    expect(md).toContain('- r2: 14.34M (54.7 GiB as 4 KiB pages)');
    expect(md).toContain('- promotion yield: r2 21.3%, r3 28.8%, r4 15.7%, r5 31.0%');
  });

  it('M2 in 001 resolves through the legend to pgpromote_candidate_nrl', () => {
    const a = analyze(example('pghot-microbenchmark.txt'));
    const md = hoverMarkdown({ analysis: a, word: 'M2', line: 49 })!;
    expect(md).toContain('`M2` is **pgpromote_candidate_nrl** in this paste');
    expect(md).toContain('- C2: 2.28M');
  });

  it('a config label shows its legend and tunables', () => {
    const md = hoverMarkdown({ analysis: a000, word: 'r3', line: 32 })!;
    expect(md).toContain('**r3** — pghot / hintfaults');
    expect(md).toContain('- `vm.pghot_enabled_sources` = 0x1');
    expect(md).toContain('- tg128 t/s: 5.993 ± 1.255 t/s');
  });

  it('a time series shows the delta and the rate per second', () => {
    const a = analyze(fixture('vmstat-series.txt'));
    const md = hoverMarkdown({ analysis: a, word: 'pgpromote_success', line: 3 })!;
    expect(md).toMatch(/\*\*This dump:\*\* .* -> .*, delta .* over 25 s = .*\/s/);
  });

  it('tunables, paths and test labels; unknown words give nothing', () => {
    expect(hoverMarkdown({ analysis: a000, word: 'kernel.numa_balancing', line: 1 })).toContain(
      'NUMA_BALANCING_MEMORY_TIERING',
    );
    expect(hoverMarkdown({ analysis: a000, word: 'tg128', line: 36 })).toContain(
      '- r5: 6.851 ± 1.807 t/s (1.61x vs r1)',
    );
    expect(hoverMarkdown({ analysis: a000, word: 'Legend', line: 21 })).toBeUndefined();
  });
});

describe('lkp names (issue 33)', () => {
  const text = readFileSync(join(__dirname, '../wild/lkp-autonuma-numa01-thread-alloc-vma-scan.txt'), 'utf8');
  const a = analyze(text);

  it('proc-vmstat.X, numa-vmstat.nodeN.X and numa-meminfo.nodeN.X are explained like X', () => {
    for (const [word, name] of [
      ['proc-vmstat.numa_hint_faults', 'numa_hint_faults'],
      ['numa-vmstat.node0.nr_active_anon', 'nr_active_anon'],
      ['numa-meminfo.node1.MemFree', 'MemFree'],
      ['numa-numastat.node0.numa_hit', 'numa_hit'],
    ] as const) {
      expect(lookup(word)?.name, word).toBe(name);
    }
    expect(lookup('proc-vmstat.no_such_counter')).toBeUndefined();
    expect(lookup('perf-stat.numa_hit')).toBeUndefined();
  });

  it('hovering proc-vmstat.numa_pages_migrated in a raw lkp mail shows the entry and both commits', () => {
    const line = text.split('\n').findIndex((l) => l.includes('proc-vmstat.numa_pages_migrated')) + 1;
    const md = hoverMarkdown({ analysis: a, word: 'proc-vmstat.numa_pages_migrated', line })!;
    expect(md).toContain('**numa_pages_migrated**');
    expect(md).toContain('(as `proc-vmstat.numa_pages_migrated`)');
    expect(md).toContain('**In this paste**');
    expect(md).toContain('- 167773d1dd: ');
    expect(md).toContain('- af46f3c9ca: ');
  });
});

describe('lkp names in a four-commit mail (issue 33)', () => {
  const text = readFileSync(join(__dirname, '../wild/lkp-aim7-disk-rr-memcg-pad-4commits.txt'), 'utf8');
  const a = analyze(text);
  const lineOf = (w: string) => text.split('\n').findIndex((l) => l.endsWith(` ${w}`)) + 1;

  it.each([
    ['numa-meminfo.node0.Mapped', '**Mapped**'],
    ['numa-vmstat.node0.nr_active_anon', '**nr_active_anon**'],
  ])('%s is explained with its values per commit', (word, shows) => {
    const md = hoverMarkdown({ analysis: a, word, line: lineOf(word) })!;
    expect(md).toContain(shows);
    expect(md).toContain('**In this paste**');
  });
});
