/** /proc/cpuinfo (reading/system/cpuinfo.ts): a setup block of the machine, no results. */
import { describe, expect, it } from 'vitest';
import { segment } from '../../../../src/core/reading/segment';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('/proc/cpuinfo', () => {
  it('records are one setup block of the machine (model, cores, records shown), no key a config', () => {
    // the guest record of test/wild/vmstat-lkml-numa-bare-after-perf-tracepoint-cpuinfo.txt, twice
    expect(shape('cpuinfo.txt')).toEqual(['vmstat 57-59']);
    const b = segment(fixture('cpuinfo.txt')).blocks.find((x) => x.kind === 'setup')!;
    expect([b.startLine, b.endLine, b.title]).toEqual([3, 55, '/proc/cpuinfo']);
    if (b.data.type !== 'setup') throw new Error(b.kind);
    const fact = (k: string) => b.data.type === 'setup' && b.data.facts.find((f) => f.key === k)?.value;
    expect(fact('cpuModel')).toBe('QEMU Virtual CPU version 2.0.0');
    expect(fact('cpuinfoRecords')).toBe('2');
    expect(fact('coresPerPackage')).toBe('1');
    const a = analyze(fixture('cpuinfo.txt'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'numa_pte_updates').value).toBe(83924860);
  });
});
