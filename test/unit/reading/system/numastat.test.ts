/** numastat's tables (reading/system/numastat.ts): `-c -p` with notes at the right, the old `PID N0` form, notes glued to cells. */
import { describe, expect, it } from 'vitest';
import { analyze, dataBlocks, fixture, labels, m, shape } from '../../helpers';

describe('numastat -c -p', () => {
  it('numastat -c -p of several processes with `<- ...` notes at the right: MB -> bytes, notes not read', () => {
    // from test/wild/dump-numastat-damon-hot-cold-tiers.txt, lines 165-180
    const a = analyze(fixture('numastat-p-annotated.txt'));
    expect(shape('numastat-p-annotated.txt')).toEqual(['numastat 7-16']);
    const b = dataBlocks('numastat-p-annotated.txt')[0]!;
    if (b.data.type !== 'numastat') throw new Error(b.kind);
    const t = b.data.tables[0]!;
    expect(t.unit).toBe('MB');
    expect(t.nodes).toEqual(['node0', 'node1', 'node2']);
    expect(t.rows.map((r) => r.name)).toEqual([
      '754 (hot_cold)',
      '1184 (hot_cold)',
      '1818 (hot_cold)',
      '30289 (hot_cold)',
      '30325 (hot_cold)',
      'Total',
    ]);
    expect(t.rows[2]!.values).toEqual([801, 0, 3199, 4000]);
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'process 754 (hot_cold) on node0').value).toBe(1800 * 2 ** 20);
    expect(m(a, 'run', 'process 1818 (hot_cold) on node2').value).toBe(3199 * 2 ** 20);
    expect(m(a, 'run', 'process Total on node2').value).toBe(5756 * 2 ** 20);
    expect(m(a, 'run', 'process 1818 (hot_cold) on node2').line).toBe(12);
  });
});

describe("numastat's old `PID N0` tables and notes glued to cells", () => {
  it('`PID N0 N1 ...` rows under `Per-node process memory usage (in MBs):`, one run per heading', () => {
    // from test/wild/numastat-lkml-autonuma27-pid-nodes-specjbb-mmtests.txt, lines 31-46
    const a = analyze(fixture('numastat-pid-n0-headings.txt'));
    expect(labels(a)).toEqual(['3.6.0numactl', 'autonuma26MoF']);
    expect(m(a, '3.6.0numactl', 'process 38901 on node0').value).toBe(3075.56 * 2 ** 20);
    expect(m(a, 'autonuma26MoF', 'process 9706 on node0').value).toBe(2941.8 * 2 ** 20);
    expect(shape('numastat-pid-n0-headings.txt')).toEqual(['numastat 2-8', 'numastat 11-16']);
  });

  it('`(grow)2248.00` and `3073.45(Killed first. ...)` are the numbers; the heading above the fence names the run', () => {
    // from test/wild/numastat-lkml-oom-per-node-before-after-annotated.txt, lines 112-122
    const a = analyze(fixture('numastat-annotated-cells.txt'));
    expect(labels(a)).toEqual(['OOM before patches']);
    expect(m(a, 'OOM before patches', 'process 3805 c.out on node1').value).toBe(2248 * 2 ** 20);
    expect(m(a, 'OOM before patches', 'process 3095 a.out total').value).toBe(3073.45 * 2 ** 20);
  });
});
