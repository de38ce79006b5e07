/** Small memory benchmarks (reading/benchmarks/memoryMicrobench.ts): perf bench mem, mbw, lat_mem_rd. */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('memory microbenchmarks', () => {
  it('perf bench mem: a rate per function; mbw: each method’s AVG with its runs as samples; lat_mem_rd: latency per size', () => {
    const perf = analyze(
      "# Running 'mem/memcpy' benchmark:\n# function 'default' (Default memcpy() provided by glibc)\n# Copying 1GB bytes ...\n\n" +
        "       9.876543 GB/sec\n# function 'x86-64-unrolled' (unrolled memcpy() in arch/x86/lib/memcpy_64.S)\n" +
        '# Copying 1GB bytes ...\n\n      10.012345 GB/sec\n',
    );
    expect(m(perf, 'run', 'memcpy x86-64-unrolled (GB/s)')).toMatchObject({ value: 10.012345, unit: 'GB/s' });
    const mbw = analyze(
      '0\tMethod: MEMCPY\tElapsed: 0.10987\tMiB: 1024.00000\tCopy: 9320.077 MiB/s\n' +
        '1\tMethod: MEMCPY\tElapsed: 0.10912\tMiB: 1024.00000\tCopy: 9384.164 MiB/s\n' +
        'AVG\tMethod: MEMCPY\tElapsed: 0.10950\tMiB: 1024.00000\tCopy: 9351.941 MiB/s\n',
    );
    expect(labels(mbw)).toEqual(['run']);
    expect(m(mbw, 'run', 'MEMCPY copy (MiB/s)')).toMatchObject({ value: 9351.941, samples: [9320.077, 9384.164] });
    const lat = analyze('"stride=128\n0.00049 1.242\n64.00000 98.210\n1024.00000 112.560\n');
    expect(m(lat, 'run', 'latency at 1024 MB (s)').value).toBeCloseTo(112.56e-9, 15);
  });
});
