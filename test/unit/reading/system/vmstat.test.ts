/** /proc/vmstat dumps (reading/system/vmstat.ts): per-node dumps, a series under `watch`, quoted counters, a run's before and after readings. */
import { describe, expect, it } from 'vitest';
import { analyze, dataBlocks, fixture, labels, m, shape } from '../../helpers';

describe('per-node dumps', () => {
  it('per-node vmstat dumps beside the global one: node counters are named by their node', () => {
    // from test/wild/mime-base64-ironport-pgdemote-pernode.txt, the decoded base64 body (quoted patch), 21 lines
    const a = analyze(fixture('vmstat-pernode-global.txt'));
    expect(shape('vmstat-pernode-global.txt')).toEqual(['vmstat 5-7', 'vmstat 11-13', 'vmstat 15-17', 'vmstat 19-21']);
    expect(dataBlocks('vmstat-pernode-global.txt').map((b) => (b.data.type === 'vmstat' ? b.data.node : 'x'))).toEqual([
      undefined,
      0,
      1,
      3,
    ]);
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'pgdemote_kswapd').value).toBe(254288);
    expect(m(a, 'run', 'pgdemote_direct').value).toBe(113497);
    expect(m(a, 'run', 'node0 pgdemote_kswapd').value).toBe(68454);
    expect(m(a, 'run', 'node1 pgdemote_kswapd').value).toBe(185834);
    expect(m(a, 'run', 'node3 pgdemote_direct').value).toBe(0);
    expect(m(a, 'run', 'node1 pgdemote_kswapd').line).toBe(15);
  });

  it.todo(
    "each counter of a vmstat dump points at its own line (`node0 pgdemote_direct` is on line 12 of vmstat-pernode-global.txt; now every counter of a dump gets the dump's first line, 11)",
  );
});
