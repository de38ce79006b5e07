/** /proc/vmstat dumps (reading/system/vmstat.ts): per-node dumps, a series under `watch`, quoted counters, a run's before and after readings. */
import { describe, expect, it } from 'vitest';
import { segment } from '../../../../src/core/reading/segment';
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

describe('a vmstat series under `watch`', () => {
  it('each refresh’s header is a separator with its time: one series, deltas over the run', () => {
    const refresh = (time: string, promoted: number) =>
      `Every 1.0s: grep -E 'pgpromote|pgdemote' /proc/vmstat      host: Tue Mar  5 ${time} 2024\n\npgpromote_success ${promoted}\npgpromote_candidate ${promoted * 3}\npgdemote_kswapd 200\n`;
    const text = [refresh('10:00:01', 1000), refresh('10:00:02', 2000), refresh('10:00:03', 3500)].join('\n');
    expect(
      segment(text)
        .blocks.filter((b) => b.kind !== 'prose')
        .map((b) => `${b.kind} ${b.startLine}-${b.endLine}`),
    ).toEqual(['vmstat 3-17']);
    expect(m(analyze(text), 'run', 'pgpromote_success').value).toBe(2500);
  });
});

describe('quoted counters with a reply between them', () => {
  // from test/wild/vmstat-lkml-mglru-promotion-qp-quoted-interleaved.txt (quoted-printable decoded), lines 116-174
  const a = analyze(fixture('quoted-vmstat-interleaved-remarks.txt'));

  it('reads the aligned `name = value` run configuration as setup, not as a table', () => {
    expect(shape('quoted-vmstat-interleaved-remarks.txt').filter((k) => k.startsWith('results-table'))).toEqual([]);
    expect(a.measurements.some((x) => /Memory-size|Access pattern|Nr repetitions/.test(x.metric))).toBe(false);
  });

  it('keeps one run: the remarks are neither headings nor labels, a blank line between counter groups continues the dump', () => {
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'numa_hit').value).toBe(63621437);
    expect(m(a, 'run', 'kpromoted_recorded_accesses').value).toBe(27647687);
    expect(m(a, 'run', 'kpromoted_mig_promoted').value).toBe(19509);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('0');
  });
});

describe("a run's readings captioned `<run>, before:` / `<run>, after:`", () => {
  it('two runs, each a before and an after dump: one run each, its counters the change', () => {
    const dump = (p: number, d: number, h: number) => [
      `pgpromote_success ${p}`,
      `pgdemote_kswapd ${d}`,
      `numa_hint_faults ${h}`,
      '',
    ];
    const a = analyze(
      [
        'numa_balancing=0, before:',
        ...dump(1000, 500, 200),
        'numa_balancing=0, after:',
        ...dump(1000, 900, 200),
        'numa_balancing=2, before:',
        ...dump(1000, 900, 200),
        'numa_balancing=2, after:',
        ...dump(51000, 1900, 90200),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'pgpromote_success').value).toBe(50000);
    expect(m(a, 'numa_balancing=0', 'pgdemote_kswapd').value).toBe(400);
  });
});
