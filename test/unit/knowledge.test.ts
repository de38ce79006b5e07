import { describe, expect, it } from 'vitest';
import { KNOWLEDGE, lookup } from '../../src/core/knowledge/lookup';
import { analyze, example } from './helpers';

describe('knowledge base', () => {
  it('has enough of each kind', () => {
    const count = (k: string) => KNOWLEDGE.filter((e) => e.kind === k).length;
    expect(count('counter')).toBeGreaterThanOrEqual(60);
    expect(count('tunable')).toBeGreaterThanOrEqual(25);
    expect(count('field')).toBeGreaterThanOrEqual(20);
    expect(count('metric')).toBeGreaterThanOrEqual(10);
  });

  it.each(KNOWLEDGE.map((e) => [e.name, e]))('%s is complete and its related entries exist', (_name, e) => {
    for (const field of ['meaning', 'unit', 'source', 'since', 'read'] as const)
      expect(e[field].length, field).toBeGreaterThan(0);
    expect(e.related.length).toBeGreaterThan(0);
    for (const r of e.related) expect(lookup(r), `related ${r}`).toBeDefined();
    expect(e.meaning.length).toBeLessThan(200);
  });

  it('names are unique', () => {
    const names = KNOWLEDGE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every counter, field and metric the seeds show has an entry', () => {
    const missing = new Set<string>();
    for (const name of ['pghot-llama-bench.txt', 'pghot-microbenchmark.txt', 'ik-llama-thp-thread.md']) {
      const a = analyze(example(name));
      for (const m of a.measurements) {
        const base = m.metric
          .replace(/ t\/s$/, '')
          .replace(/^(?:process )?(\S+) (?:on [Nn]ode ?\d+|total)$/, '$1')
          .replace(/ \(s\)$/, '');
        if (!lookup(base) && !lookup(m.metric)) missing.add(m.metric);
      }
      for (const b of a.blocks)
        if (b.data.type === 'numastat')
          for (const t of b.data.tables)
            for (const r of t.rows)
              if (
                !/^\d/.test(r.name) &&
                [
                  'Huge',
                  'Heap',
                  'Stack',
                  'Private',
                  'Total',
                  'MemTotal',
                  'MemFree',
                  'MemUsed',
                  'AnonHugePages',
                  'HugePages_Total',
                  'HugePages_Free',
                  'HugePages_Surp',
                ].includes(r.name) &&
                !lookup(r.name)
              )
                missing.add(r.name);
    }
    expect([...missing]).toEqual([]);
  });

  it('resolves aliases, paths and test labels', () => {
    expect(lookup('/proc/sys/kernel/numa_balancing')?.name).toBe('kernel.numa_balancing');
    expect(lookup('/sys/kernel/debug/pghot/freq_threshold')?.name).toBe('vm.pghot_freq_threshold');
    expect(lookup('interleave_hit')?.name).toBe('numa_interleave');
    expect(lookup('Numa_Hit')?.name).toBe('numa_hit');
    expect(lookup('tg64@pp512')?.name).toBe('tgN@ppM');
    expect(lookup('pp512')?.name).toBe('ppN');
    expect(lookup('nb')?.name).toBe('kernel.numa_balancing');
    expect(lookup('not_a_counter_at_all')).toBeUndefined();
  });
});
