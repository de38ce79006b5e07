/** YCSB's summary lines (reading/benchmarks/ycsb.ts), beside runs listed with their result. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, measuredConfigs } from '../../helpers';

describe('YCSB and runs listed with their result', () => {
  it('`[OVERALL], RunTime(ms), N` blocks under their names; `name: N ops/sec` lines under a heading; settings under a short name go to its run', () => {
    // from test/wild/ycsb-lkml-thp-tmpfs-overall-two-kernels.txt, lines 59-100
    const a = analyze(fixture('ycsb-named-values.txt'));
    expect(measuredConfigs(a).sort()).toEqual([
      "Hugh's implementation",
      "Kirill's implementation",
      "v4.6-rc2 + Hugh's implementation",
      'v4.7-rc1 + my implementation',
    ]);
    expect(m(a, 'v4.7-rc1 + my implementation', 'RunTime').value).toBeCloseTo(822.862, 6);
    expect(m(a, 'v4.7-rc1 + my implementation', 'RunTime').unit).toBe('s');
    expect(m(a, "v4.6-rc2 + Hugh's implementation", 'Throughput').value).toBeCloseTo(60012.698687, 5);
    // the heading `Throughput numbers` names the metric of the listed runs
    expect(m(a, "Kirill's implementation", 'Throughput').value).toBe(54919.1);
    // `- For Kirill's:` / `sudo mount ...` / `echo force > .../shmem_enabled`: Kirill's run's setting, no run of its own
    expect(
      a.configs.find((c) => c.label === "Kirill's implementation")!.tunables['mm.transparent_hugepage.shmem_enabled'],
    ).toBe('force');
    expect(labels(a).some((l) => /sudo|mount/.test(l))).toBe(false);
  });
});
