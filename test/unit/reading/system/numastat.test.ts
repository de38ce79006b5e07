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
