/** sysbench's report (reading/benchmarks/sysbench.ts): 1.x's sections and intervals, memory's result lines, counts with their rates under captions. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('sysbench', () => {
  it('1.x: interval tps as samples, counts with their rates, latency in seconds from a section in ms', () => {
    // the 1.x layout of sysbench oltp_read_write; 0.4 and 0.5 are test/wild/sysbench-0*.txt
    expect(shape('sysbench-1x.txt')).toEqual(['results-table 1-38']);
    const a = analyze(fixture('sysbench-1x.txt'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'transactions per sec').value).toBe(2098.76);
    expect(m(a, 'run', 'transactions').value).toBe(42141);
    expect(m(a, 'run', 'queries read').value).toBe(589974);
    expect(m(a, 'run', 'latency 95th percentile (s)').value).toBeCloseTo(0.01046, 12);
    expect(m(a, 'run', 'total time (s)').value).toBe(20.0774);
    const tps = m(a, 'run', 'tps (intervals)');
    expect(tps.samples).toEqual([2104.53, 2093.1]);
    expect(a.measurements.some((x) => /events \(avg/.test(x.metric))).toBe(false);
  });
});

describe('sysbench memory on a CXL node', () => {
  it('sysbench memory: the operations and the MiB transferred with their rates, above its sections', () => {
    const a = analyze(
      'sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\nRunning memory speed test with the following options:\n' +
        '  block size: 1024KiB\n\nThreads started!\n\nTotal operations: 102400 (11542.97 per second)\n\n' +
        '102400.00 MiB transferred (11542.97 MiB/sec)\n\n\nGeneral statistics:\n    total time:                          8.8697s\n' +
        '    total number of events:              102400\n',
    );
    expect(m(a, 'run', 'transferred per sec (MiB/s)')).toMatchObject({ value: 11542.97, unit: 'MiB/s' });
    expect(m(a, 'run', 'transferred').value).toBe(102400 * 2 ** 20);
    expect(m(a, 'run', 'operations per sec').value).toBe(11542.97);
    expect(m(a, 'run', 'total time (s)').value).toBe(8.8697);
  });
});

describe('runs named by the text around their output', () => {
  it('sysbench `transactions:` lines under captions are each its run’s result', () => {
    const a = analyze(
      [
        'Without this patchset:',
        '  transactions:                        2080188 (3466.48 per sec.)',
        '',
        'With this patch set:',
        '  transactions:                        2174296 (3623.40 per sec.)',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Without this patchset', 'With this patch set']);
    expect(m(a, 'With this patch set', 'transactions per sec').value).toBe(3623.4);
    expect(m(a, 'Without this patchset', 'transactions').value).toBe(2080188);
  });
});

describe('sysbench memory lines pasted under who printed them', () => {
  it('`0.4.12 said:` over `Operations performed: ...` and `... MB transferred (...)` names the run 0.4.12', () => {
    const a = analyze(
      [
        'I run the same command:',
        '',
        '0.4.12 said:',
        'Operations performed: 5242880 (9592744.87 ops/sec)',
        '20480.00 MB transferred (37471.66 MB/sec)',
        '1.0 said:',
        'Operations performed: 5242880 (650506.28 ops/sec)',
        '20480.00 MiB transferred (2541.04 MiB/sec)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['0.4.12', '1.0']);
    expect(m(a, '1.0', 'operations per sec').value).toBe(650506.28);
  });
});

describe('sysbench memory’s result lines as 1.x prints them', () => {
  it('a blank line between `Total operations` and `MiB transferred` keeps them one block', () => {
    const a = analyze(
      [
        'sysbench memory run, node 0:',
        '    Total operations: 104857600 (10484123.45 per second)',
        '',
        '102400.00 MiB transferred (10238.40 MiB/sec)',
        '',
      ].join('\n'),
    );
    expect(a.measurements.find((x) => x.metric === 'operations per sec')!.value).toBe(10484123.45);
    expect(a.measurements.some((x) => /transferred per sec/.test(x.metric))).toBe(true);
  });
});
