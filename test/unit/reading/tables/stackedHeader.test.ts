/** Aligned tables under a header stacked over several lines (netperf's four, a blank line, then the values). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const text = (slug: string) => readFileSync(`test/wild/${slug}.txt`, 'utf8');

describe('a header stacked over lines', () => {
  it("netperf's four header lines, a blank line and a row of numbers: one run's measures, each column named by its words", () => {
    const a = analyze(text('mail-netdev-sfc-xdp-netperf-tcp-stream-without-with-xdp-quoted'));
    const of = (config: string) => a.measurements.filter((m) => m.config === config).map((m) => [m.metric, m.value]);
    // `Socket Socket` stands over the first two columns: a word each
    expect(of('Without XDP')).toEqual([
      ['Recv Socket Size bytes', 87380],
      ['Send Socket Size bytes', 16384],
      ['Send Message Size bytes', 16384],
      ['Elapsed Time secs.', 30],
      ['Throughput 10^6bits/sec', 9386.73],
    ]);
    expect(a.measurements.find((m) => m.config === 'With XDP' && m.metric === 'Throughput 10^6bits/sec')?.value).toBe(
      384.11,
    );
  });

  it('a header of measures over one row of numbers is one run, the first number no run name (pqos)', () => {
    const a = analyze(text('gh-intel-cmt-cat-82-pqos-mbl-mbr-numastat-one-node'));
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['run']);
    expect(a.measurements.find((m) => m.metric === 'MBR[MB/s]')?.value).toBe(3159.3);
  });
});
