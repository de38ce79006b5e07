/** One run's results as `workload => value` lines (reading/lists/arrowResults.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../../helpers';

describe('workload => value lines under a caption', () => {
  // from test/wild/gh-lineairdb-245-setaffinity-arrow-tps-lines.txt, lines 5-21
  const a = analyze(fixture('arrow-results.txt'));

  it('each fence is one run named by its caption (`w/ X` as well as `w/o X`), each command line a metric', () => {
    expect(labels(a)).toEqual(['w/o numa_sched_setaffinity (master, f2d6a47 )', 'w/ numa_sched_setaffinity']);
    expect(m(a, 'w/o numa_sched_setaffinity (master, f2d6a47 )', 'bench/ycsb -t 18 -q 8 (tps)').value).toBe(450423);
    expect(m(a, 'w/ numa_sched_setaffinity', 'bench/ycsb -t 18 -q 8 (tps)').value).toBe(635739);
    expect(m(a, 'w/ numa_sched_setaffinity', 'bench/ycsb -t 72 -q 36 (tps)').unit).toBe('tps');
  });

  it('arrows between words that name no command are not read as results', () => {
    expect(analyze('base => 12 s\npatched => 10 s\n').measurements).toEqual([]);
    const c = analyze('./run -n 4 -> 1.5 ms\n./run -n 8 -> 0.9 ms\n');
    expect(m(c, 'run', './run -n 8 (s)').value).toBeCloseTo(0.0009, 12);
  });
});
