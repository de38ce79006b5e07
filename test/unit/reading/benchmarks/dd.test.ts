/** dd's summary of a copy (reading/benchmarks/dd.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('dd', () => {
  it('each copy under its caption: bytes, time in seconds, the rate as dd writes it', () => {
    const copy = (t: string, rate: string) => [
      '$ dd bs=4k if=/mnt/sparse-file of=/dev/null',
      '3145728+0 records in',
      '3145728+0 records out',
      `12884901888 bytes (13 GB, 12 GiB) copied, ${t} s, ${rate} GB/s`,
    ];
    const text = [
      '- Commit f0b7a0d1d46625db:',
      ...copy('2.52208', '5.01'),
      '',
      '- Commit ab4443fe3ca6:',
      ...copy('2.51469', '5.1'),
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Commit f0b7a0d1d46625db', 'Commit ab4443fe3ca6']);
    expect(value(a, 'Commit ab4443fe3ca6', 'dd copied time')!.value).toBe(2.51469);
    const rate = value(a, 'Commit f0b7a0d1d46625db', 'dd throughput')!;
    expect([rate.value, rate.unit]).toEqual([5.01, 'GB/s']);
    expect(value(a, 'Commit f0b7a0d1d46625db', 'dd bytes copied')!.value).toBe(12884901888);
  });

  it("busybox's and older coreutils' forms, and a decimal comma", () => {
    const one = (line: string) => value(analyze(line), 'run', 'dd copied time')?.value;
    expect(one('12884901888 bytes (12.0GB) copied, 2.5s, 4.8GB/s')).toBe(2.5);
    expect(one('1073741824 bytes (1.1 GB) copied, 2,3 s, 467 MB/s')).toBe(2.3);
  });

  it("toybox's form (Android): `(0.9 G) copied, 3.912249 s, 256 M/s`, the rate in its unit as written", () => {
    const a = analyze(
      ['2048000+0 records in', '2048000+0 records out', '1048576000 bytes (0.9 G) copied, 3.912249 s, 256 M/s'].join(
        '\n',
      ),
    );
    const rate = value(a, 'run', 'dd throughput')!;
    expect([rate.value, rate.unit]).toEqual([256, 'M/s']);
    expect(value(a, 'run', 'dd copied time')!.value).toBe(3.912249);
  });
});
