/** perf stat's counter block (reading/benchmarks/perfStat.ts): `( +- x% )` spreads, runs named by the line above or the command counted, a bare counter list. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from '../../helpers';

describe('perf stat', () => {
  it('`( +- x% )` counters and `mean +- abs seconds time elapsed`, each block named by the line above it', () => {
    // from test/wild/perfstat-arm64-tlbi-rhel8-rpmbuild.txt, lines 179-212
    const a = analyze(fixture('perf-stat-repeat.txt'));
    expect(shape('perf-stat-repeat.txt')).toEqual(['results-table 3-16', 'results-table 21-34']);
    expect(labels(a)).toEqual(['stock RHEL-8 build', "RHEL8 kernel + Andrea's patches"]);
    const stock = 'stock RHEL-8 build';
    const patched = "RHEL8 kernel + Andrea's patches";
    const elapsed = m(a, stock, 'seconds time elapsed');
    expect(elapsed.value).toBe(0.1230361);
    expect(elapsed.unit).toBe('s');
    expect(elapsed.stddev).toBe(0.0000435);
    expect(elapsed.line).toBe(16);
    const clock = m(a, patched, 'task-clock');
    expect(clock.value).toBeCloseTo(0.12557, 9); // msec -> s
    expect(clock.stddev).toBeCloseTo(0.12557 * 0.0005, 12);
    expect(m(a, patched, 'dTLB-load-misses').value).toBe(45340);
    expect(m(a, patched, 'dTLB-load-misses').stddev).toBeCloseTo(45340 * 0.0507, 6);
    // a counter printed without `( +- )` has no stddev
    expect(m(a, stock, 'cpu-migrations').stddev).toBeUndefined();
  });
});

describe('a bare perf counter list under a heading written twice', () => {
  // from test/wild/xsbench-lkml-migrc-before-after-quoted.txt, lines 146-215 (quoted)
  const a = analyze(fixture('quoted-bare-perf-counters-headings.txt'));

  it('reads `count  event` lines without perf’s head as counters of the heading’s run', () => {
    expect(shape('quoted-bare-perf-counters-headings.txt')[0]).toBe('results-table 20-25');
    expect(m(a, 'BEFORE', 'itlb.itlb_flush').value).toBe(40417078);
    expect(m(a, 'AFTER', 'dTLB-load-misses').value).toBe(117610390021);
  });

  it('the same heading over the timings later names the same run, not `BEFORE #2`', () => {
    expect(labels(a)).toEqual(['BEFORE', 'AFTER']);
    expect(m(a, 'AFTER', 'Runtime').value).toBe(913.21);
  });

  it('`numa balancing tiering on, demotion enabled` in the environment holds for both runs', () => {
    for (const c of a.configs)
      expect(c.tunables).toMatchObject({ 'kernel.numa_balancing': '2', 'mm.numa.demotion_enabled': 'true' });
  });

  it('a lone `count name` line is not perf stat without perf’s spread; with it, it is', () => {
    expect(has(analyze('Files:\n 12 foo.c\n'), 'run', 'foo.c')).toBe(false);
    const one = analyze('Made no difference:\n\n\t357,635      migrate:mm_migrate_pages      ( +-  4.11% )\n');
    expect(m(one, 'run', 'migrate:mm_migrate_pages').value).toBe(357635);
  });
});

describe('perf stat under two placements', () => {
  it("`Performance counter stats for 'numactl --membind=0 ./stream'` and `--membind=1`: the placements are the runs", () => {
    const block = (node: number, ms: string) => [
      ` Performance counter stats for 'numactl --cpunodebind=0 --membind=${node} ./stream':`,
      '',
      `        ${ms} msec task-clock                #    1.000 CPUs utilized`,
      '           123,456      page-faults              #    0.010 M/sec',
      '',
      `      ${ms.replace(',', '').slice(0, 6)} seconds time elapsed`,
      '',
    ];
    const a = analyze([...block(0, '12,345.67'), ...block(1, '18,345.67')].join('\n'));
    expect(labels(a)).toEqual(['numactl --cpunodebind=0 --membind=0', 'numactl --cpunodebind=0 --membind=1']);
    expect(m(a, 'numactl --cpunodebind=0 --membind=1', 'task-clock').value).toBeCloseTo(18.34567, 6);
  });
});

describe('bare counters with modifiers and the author’s changes', () => {
  it('`cycles:khH` is perf’s event; `-1.5 %` after a count and a `-> #1` line over the counts are the author’s, not read', () => {
    const a = analyze(
      [
        '1) Baseline:',
        '',
        '   39,530,448,181,974      cycles:khH',
        '    2,872,985,410,904      instructions:khH',
        '      640,968,094,639      branches:khH',
        '',
        '2) Patched:',
        '                                                      -> #1',
        '   39,005,607,758,104      cycles:khH                 -1.5 %',
        '    2,853,676,629,923      instructions:khH           -0.8 %',
        '      635,538,256,875      branches:khH               -1.0 %',
        '',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Baseline', 'Patched']);
    expect(a.measurements.find((m) => m.config === 'Patched' && m.metric === 'cycles:khH')?.value).toBe(39005607758104);
  });
});
