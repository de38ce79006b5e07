import { describe, expect, it } from 'vitest';
import { hoverMarkdown } from '../../src/core/knowledge/hover';
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
