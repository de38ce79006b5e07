/** Runs listed one per line with a spread (reading/tables/spreadRows.ts): `label value(+/- x%)`, `±`, a decimal comma slipped in. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('runs listed with a spread', () => {
  it('`label value(+/- x%)` lines are runs as rows under the benchmark named above; the trailing change is not read', () => {
    // the form of test/wild/hackbench-lkml-plus-minus-spread-comma-slip.txt (with 13.255 for the author's `13,255`)
    expect(shape('spread-rows.txt')).toEqual(['results-table 5-6']);
    const a = analyze(fixture('spread-rows.txt'));
    expect(labels(a)).toEqual(['v5.10-rc7 + tip/sched/core', 'with your patchset']);
    const base = m(a, 'v5.10-rc7 + tip/sched/core', 'hackbench -l 256000 -g 1');
    expect(base.value).toBe(13.255);
    expect(base.stddev).toBeCloseTo(13.255 * 0.0322, 9);
    expect(m(a, 'with your patchset', 'hackbench -l 256000 -g 1').stddev).toBe(2.74);
    expect(m(a, 'with your patchset', 'hackbench -l 256000 -g 1').line).toBe(6);
  });
});

describe('a decimal comma among decimal points', () => {
  // from test/wild/hackbench-lkml-plus-minus-spread-comma-slip.txt, lines 105-108 (quoted)
  it('`13,255(+/- 3.22%)` beside `15.368(+/- 2.74)` is 13.255: rows of one benchmark are of one magnitude', () => {
    const a = analyze(fixture('spread-rows-decimal-comma.txt'));
    const base = m(a, 'v5.10-rc7 + tip/sched/core', 'hackbench -l 256000 -g 1');
    expect(base.value).toBe(13.255);
    expect(base.stddev).toBeCloseTo(13.255 * 0.0322, 9);
  });

  it('thousands stay thousands when the rows are of that magnitude', () => {
    const a = analyze('hackbench\n\nbase 13,255(+/- 3.22%)\npatched 15,368(+/- 2.74%)\n');
    expect(m(a, 'base', 'hackbench').value).toBe(13255);
  });
});

describe('runs one per line with a ± spread', () => {
  it('`base:   90569.11±1.15%` / `node:  104152.26±0.34%  +15.0%` under `nr_thread=100% on SPR:`', () => {
    // Aaron Lu, sched/fair: ratelimit update to tg->load_avg (postgres_sysbench)
    const a = analyze(
      [
        'nr_thread=100% on SPR:',
        'base:   90569.11±1.15%',
        'node:  104152.26±0.34%  +15.0%',
        'delay: 127309.46±4.25%  +40.6%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['base', 'node', 'delay']);
    const d = m(a, 'delay', 'nr_thread=100% on SPR');
    expect(d.value).toBe(127309.46);
    expect(d.stddev).toBeCloseTo(127309.46 * 0.0425, 6);
  });
});
