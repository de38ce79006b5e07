/** fio's job status lines (reading/benchmarks/fioJobs.ts), in the shapes mails paste them. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('fio job status', () => {
  it("a whole job's output under its caption: IOPS, bandwidth as written, mean latencies and their stdev over the I/Os in seconds", () => {
    const text = [
      'Fedora 42:',
      'test: (g=0): rw=read, bs=(R) 256KiB-256KiB, (W) 256KiB-256KiB, (T)',
      '256KiB-256KiB, ioengine=libaio, iodepth=64',
      'fio-3.39-44-g19d9',
      'Starting 1 process',
      'Jobs: 1 (f=1): [R(1)][100.0%][r=49.6GiB/s][r=203k IOPS][eta 00m:00s]',
      'test: (groupid=0, jobs=1): err= 0: pid=2465: Sat May  3 17:51:24 2025',
      '  read: IOPS=203k, BW=49.6GiB/s (53.2GB/s)(1487GiB/30001msec)',
      '    slat (usec): min=3, max=1053, avg= 4.60, stdev= 1.76',
      '    clat (usec): min=104, max=4776, avg=310.53, stdev=29.49',
      '     | 99.00th=[  330], 99.50th=[  334], 99.90th=[  529], 99.95th=[  799],',
      '   bw (  MiB/s): min=48000, max=51000, per=100.00%, avg=50776.20, stdev=400.00, samples=59',
      '  cpu          : usr=10.20%, sys=89.70%, ctx=1180, majf=0, minf=4106',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Fedora 42']);
    expect(value(a, 'Fedora 42', 'read IOPS')!.value).toBe(203000);
    expect([value(a, 'Fedora 42', 'read BW')!.value, value(a, 'Fedora 42', 'read BW')!.unit]).toEqual([49.6, 'GiB/s']);
    const clat = value(a, 'Fedora 42', 'read clat avg')!;
    expect(clat.value).toBeCloseTo(310.53e-6, 12);
    // fio's stdev spreads the I/Os' latencies, not the mean: its own measure, no spread of the run's value
    expect(clat.stddev).toBeUndefined();
    expect(value(a, 'Fedora 42', 'read clat stdev')!.value).toBeCloseTo(29.49e-6, 12);
    expect(value(a, 'Fedora 42', 'cpu sys')!.value).toBe(89.7);
  });

  it("the job's name names its run when nothing over it does; a caption over it still wins", () => {
    const job = [
      'read_iops: (groupid=0, jobs=1): err= 0: pid=11029: Sat Jul 30 21:48:28 2022',
      '  read: IOPS=235k, BW=917MiB/s (961MB/s)(13.4GiB/15001msec)',
      '  cpu          : usr=10.20%, sys=89.70%, ctx=1180, majf=0, minf=4106',
    ];
    const alone = analyze(['Here is what fio printed.', '', ...job].join('\n'));
    expect(alone.configs.map((c) => c.label)).toEqual(['read_iops']);
    expect(value(alone, 'read_iops', 'read IOPS')!.value).toBe(235000);
    expect(analyze(['Fedora 42:', ...job].join('\n')).configs.map((c) => c.label)).toEqual(['Fedora 42']);
  });

  it("a direction written again is the job run again: the mean of the repetitions, the author's average not a run", () => {
    const text = [
      'before',
      'read: IOPS=549k, BW=2146MiB/s',
      'read: IOPS=543k, BW=2122MiB/s',
      'average: IOPS=546k, BW=2134MiB/s',
      '',
      'after',
      'read: IOPS=556k, BW=2.12GiB/s',
      'read: IOPS=562k, BW=2194MiB/s',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['before', 'after']);
    const before = value(a, 'before', 'read IOPS')!;
    expect([before.value, before.samples]).toEqual([546000, [549000, 543000]]);
    // bandwidths in the unit of the first: 2194 MiB/s is 2.142578125 GiB/s
    const bw = value(a, 'after', 'read BW')!;
    expect(bw.unit).toBe('GiB/s');
    expect(bw.value).toBeCloseTo((2.12 + 2194 / 1024) / 2, 9);
  });

  it("the author's names for the directions (` - Random read:`), and both directions of a mixed job on one line", () => {
    const text = [
      'After:',
      ' - Random read: IOPS=2042, BW=8171KiB/s',
      '   iops        : min= 1226, max= 2268, avg=2040.78, stdev=23.41, samples=954',
      ' - Random R/W: read: IOPS=424, BW=1699KiB/s  write: IOPS=428, BW=1714KiB/s',
    ].join('\n');
    const a = analyze(text);
    expect(value(a, 'After', 'Random read IOPS')!.value).toBe(2042);
    expect(value(a, 'After', 'Random R/W write IOPS')!.value).toBe(428);
  });

  it("files grepped together are the runs, each named by grep's file name", () => {
    const text = [
      'pmem-nowait-off-1.fio:  read:  IOPS=3683k,  BW=14.0GiB/s',
      'pmem-nowait-off-2.fio:  read:  IOPS=3819k,  BW=14.6GiB/s',
      '',
      'pmem-nowait-on-1.fio:   read:  IOPS=5837k,  BW=22.3GiB/s',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual([
      'pmem-nowait-off-1.fio',
      'pmem-nowait-off-2.fio',
      'pmem-nowait-on-1.fio',
    ]);
    expect(value(a, 'pmem-nowait-on-1.fio', 'read IOPS')!.value).toBe(5837000);
  });

  it("a direction line a mail wrapped before fio's `zone resets`: the latencies below it are still the job's", () => {
    const a = analyze(
      [
        'Before:',
        '',
        'latency_test: (groupid=0, jobs=1): err= 0: pid=14917: Mon Apr 21 06:50:45 2025',
        '  write: IOPS=11.8k, BW=45.9MiB/s (48.1MB/s)(4035GiB/90000002msec); 0',
        'zone resets',
        '    slat (usec): min=9, max=4003.9k, avg=74.37, stdev=3734.09',
        '    clat (usec): min=2, max=5319.2k, avg=10815.66, stdev=46998.95',
        '     lat (usec): min=239, max=5319.3k, avg=10890.15, stdev=47167.41',
        '',
      ].join('\n'),
    );
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['Before']);
    expect(value(a, 'Before', 'write clat avg')!.value).toBeCloseTo(10815.66e-6, 12);
  });
});
