/** stress-ng's metrics and `--perf` lines (reading/benchmarks/stressNg.ts). */
import { describe, expect, it } from 'vitest';
import { segment } from '../../../../src/core/reading/segment';
import { analyze, labels, m } from '../../helpers';

describe('stress-ng', () => {
  it('stress-ng: its lines around the metrics are one block; with or without the log prefix', () => {
    // test/wild/stress-ng-lkml-slab-shrink-lockless-before-after.txt, lines 171-189 (quoted), and the prefixed form
    const brief = [
      'setting to a 60 second run per stressor',
      'dispatching hogs: 9 ramfs',
      'stressor       bogo ops real time  usr time  sys time   bogo ops/s     bogo ops/s',
      '                          (secs)    (secs)    (secs)   (real time) (usr+sys time)',
      'ramfs            880623     60.02      7.71    226.93     14671.45        3753.09',
      'ramfs:',
      '         1 System Management Interrupt',
      'for a 60.03s run time:',
      '   5762.40s available CPU time',
      '      7.71s user time   (  0.13%)',
      'load average: 8.54 3.06 2.11',
      'passed: 9: ramfs (9)',
      'successful run completed in 60.03s (1 min, 0.03 secs)',
    ].join('\n');
    expect(segment(brief).blocks.map((b) => `${b.kind} ${b.startLine}-${b.endLine}`)).toEqual(['results-table 1-13']);
    const a = analyze(brief);
    expect(m(a, 'run', 'ramfs bogo ops/s (real time)').value).toBe(14671.45);
    expect(m(a, 'run', 'ramfs sys time').unit).toBe('s');
    const prefixed = analyze(
      [
        'stress-ng: info:  [3423] dispatching hogs: 4 numa',
        'stress-ng: metrc: [3423] stressor       bogo ops real time  usr time  sys time   bogo ops/s     bogo ops/s CPU used per       RSS Max',
        'stress-ng: metrc: [3423]                           (secs)    (secs)    (secs)   (real time) (usr+sys time) instance (%)          (KB)',
        'stress-ng: metrc: [3423] numa               5360     60.01      2.10    237.43        89.32          22.38        99.80          5616',
      ].join('\n'),
    );
    expect(labels(prefixed)).toEqual(['run']);
    expect(m(prefixed, 'run', 'numa RSS Max').value).toBe(5616 * 1024);
  });
});

describe('stress-ng --perf', () => {
  it('each event’s count and rate (B/sec, M/sec) under the run’s caption', () => {
    const a = analyze(
      [
        'w/o patch:',
        'stress-ng: info:  [6848]          4,399,219,085,152 CPU Cycles          67.327 B/sec',
        'stress-ng: info:  [6848]          1,616,524,844,832 Instructions          24.740 B/sec (0.367 instr. per cycle)',
        'stress-ng: info:  [6848]          39,529,792 Page Faults Total           0.605 M/sec',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['w/o patch']);
    expect(m(a, 'w/o patch', 'Page Faults Total').value).toBe(39529792);
    expect(m(a, 'w/o patch', 'CPU Cycles per sec').value).toBeCloseTo(67.327e9, 0);
  });
});
