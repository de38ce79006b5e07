/** lkp-robot tables in the layouts of other years: failing runs listed before `%stddev`, 2016's `+-` spreads. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('lkp table with a failing-runs part', () => {
  it('the header names the commits over the failing runs and the rows after them', () => {
    const text = [
      'commit:',
      '  18788cfa236967741b83db1035ab24539e2a21bb',
      '  b9ff43dd27434dbd850b908e2e0e1f6e794efd9b',
      '',
      '18788cfa23696774 b9ff43dd27434dbd850b908e2e0',
      '---------------- ---------------------------',
      '       fail:runs  %reproduction    fail:runs',
      '           |             |             |',
      '       4698:9       -36360%        1426:3     dmesg.timestamp:last',
      '       3027:9       -22105%        1037:3     kmsg.timestamp:last',
      '         %stddev     %change         %stddev',
      '             \\          |                \\',
      '     56.60 ±  5%     +10.3       66.92 ±  8%  fio.latency_10ms%',
      '     19487            -5.9%      18336        fio.read_iops',
    ]
      .map((l) => `> ${l}`)
      .join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['18788cfa23696774', 'b9ff43dd27434dbd850b908e2e0']);
    const at = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
    expect(at('b9ff43dd27434dbd850b908e2e0', 'fio.read_iops')).toBe(18336);
    expect(at('18788cfa23696774', 'fio.latency_10ms%')).toBe(56.6);
  });

  it('a failing-runs row of a commit that never failed (`:4`, none of 4) is part of that table', () => {
    const text = [
      'da26170b95feab87 06c4d00466eb374841bc84c39af ',
      '---------------- --------------------------- ',
      '       fail:runs  %reproduction    fail:runs',
      '           |             |             |    ',
      '           :4           50%           2:4     dmesg.RIP:__do_softirq',
      '          1:4          -25%            :4     dmesg.WARNING:at_ip__fsnotify_parent/0x',
      '         %stddev     %change         %stddev',
      '             \\          |                \\  ',
      '    200508           -53.4%      93351        will-it-scale.per_process_ops',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['da26170b95feab87', '06c4d00466eb374841bc84c39af']);
  });
});

describe('lkp table of 2016', () => {
  it('`+-  0%` spreads, an empty failing-runs part: the commits name the columns, the spreads are read', () => {
    const text = [
      '961b708e95181041 5d1904204c99596b50a700f092 ',
      '---------------- -------------------------- ',
      '       fail:runs  %reproduction    fail:runs',
      '           |             |             |    ',
      '         %stddev     %change         %stddev',
      '             \\          |                \\  ',
      '   2459656 +-  0%     -13.1%    2137017 +-  1%  will-it-scale.per_thread_ops',
      '      0.62 +- 11%     -13.2%       0.54 +-  1%  will-it-scale.scalability',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['961b708e95181041', '5d1904204c99596b50a700f092']);
    const m = a.measurements.find((x) => x.config === '961b708e95181041' && x.metric === 'will-it-scale.scalability');
    expect(m?.value).toBe(0.62);
    expect(m?.stddev).toBeCloseTo(0.0682, 4);
  });
});
