/** iperf's report (iperf2 and iperf3): per-interval and summed lines, one run per report. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('iperf', () => {
  it('two quoted iperf2 reports under BAD / GOOD over the same command: two runs, each interval its own measure', () => {
    const a = analyze(
      readFileSync(
        'test/wild/netperf-netdev-tcp-tso-rtt-log-iperf-bad-good-per-second-imx6ull-fec-qp-2023.txt',
        'utf8',
      ),
    );
    const total = a.measurements.filter((m) => m.metric === 'Bandwidth 0.0-10.0 sec');
    expect(total.map((m) => [m.config, m.value, m.unit])).toEqual([
      ['BAD', 80.9, 'Mbits/sec'],
      ['GOOD', 91.4, 'Mbits/sec'],
    ]);
    const transfer = a.measurements.find((m) => m.metric === 'Transfer 0.0-10.0 sec');
    expect(transfer?.value).toBe(Math.round(96.5 * 2 ** 20 * 10) / 10);
    expect(a.measurements.filter((m) => m.metric === 'Bandwidth 1.0-2.0 sec')).toHaveLength(2);
  });

  it("iperf3's sums of parallel streams: the sums are the run's, sender and receiver apart, with the retries", () => {
    const text = [
      'Last line of output:',
      '[  4]   0.00-30.00  sec  61.5 GBytes  17.6 Gbits/sec    0             sender',
      '[  6]   0.00-30.00  sec  61.5 GBytes  17.6 Gbits/sec    0             sender',
      '[SUM]   0.00-30.00  sec   123 GBytes  35.2 Gbits/sec    0             sender',
      '[SUM]   0.00-30.00  sec   123 GBytes  35.2 Gbits/sec                  receiver',
      '',
    ].join('\n');
    const got = analyze(text).measurements.map((m) => [m.metric, m.value]);
    expect(got).toEqual([
      ['Transfer sender', 123 * 2 ** 30],
      ['Bandwidth sender', 35.2],
      ['Retr sender', 0],
      ['Transfer receiver', 123 * 2 ** 30],
      ['Bandwidth receiver', 35.2],
    ]);
  });

  it("two runs' summaries of 10.00 and 10.02 seconds are the same measures: they compare", () => {
    const run = (name: string, end: string, rate: string) => [
      `${name}:`,
      '[ ID] Interval           Transfer     Bitrate         Retr',
      `[  5]   0.00-${end}  sec   392 MBytes   ${rate} Mbits/sec    0             sender`,
      `[  5]   0.00-${end}  sec   390 MBytes   ${rate} Mbits/sec                  receiver`,
      '',
    ];
    const a = analyze([...run('Before', '10.00', '329'), ...run('After', '10.02', '412')].join('\n'));
    const c = [...a.comparisons].find((x) => x.metric === 'Bitrate receiver' && x.config === 'After');
    expect(c?.ratio).toBeCloseTo(412 / 329, 6);
  });
});

describe('iperf summary lines with a word for the id', () => {
  it('`TX   0.00-60.01 sec   70 MBytes  9.80 Mbits/sec` under run captions: a measure per word, whatever the interval', () => {
    const run = (caption: string, tx: string, rx: string, end: string) => [
      `${caption}:`,
      `  TX   0.00-${end} sec   70.0 MBytes  ${tx} Mbits/sec`,
      `  RX   0.00-${end} sec   141 MBytes  ${rx} Mbits/sec`,
      '',
    ];
    const a = analyze(
      [
        'iperf3 results',
        '',
        ...run('before the patch', '9.80', '19.6', '60.01'),
        ...run('with the patch', '14.1', '22.0', '60.48'),
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['before the patch', 'with the patch']);
    const tx = a.measurements.find((m) => m.config === 'with the patch' && m.metric === 'TX Bandwidth');
    expect(tx).toMatchObject({ value: 14.1, unit: 'Mbits/sec' });
    expect(a.measurements.find((m) => m.config === 'before the patch' && m.metric === 'RX Transfer')?.value).toBe(
      141 * 2 ** 20,
    );
  });
});
