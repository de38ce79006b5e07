/** Intel pcm's tables (reading/system/pcm.ts): the per-socket memory table and pcm-numa's rows per interval. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('Intel pcm', () => {
  it('socket table with an empty first header cell, one per phase named in the prose', () => {
    // from test/wild/gh-ik201-pcm-socket-pp-vs-tg.txt, lines 3-19
    const a = analyze(fixture('pcm-socket.txt'));
    expect(shape('pcm-socket.txt')).toEqual(['results-table 5-9', 'results-table 13-17']);
    expect(labels(a)).toEqual(['PP', 'TG']);
    expect(m(a, 'PP', 'Total READ (GB)').value).toBeCloseTo(10.5 * 2 ** 30, 0);
    expect(m(a, 'TG', 'Socket - 0 READ (GB)').value).toBeCloseTo(16.22 * 2 ** 30, 0);
    expect(m(a, 'TG', 'Total LOCAL').value).toBe(92);
    const lat = m(a, 'PP', 'Total LLCRDMISSLAT (ns)');
    expect(lat.value).toBeCloseTo(400.13e-9, 15);
    expect(lat.unit).toBe('s');
    expect(lat.line).toBe(9);
  });
});

describe('pcm-numa', () => {
  it("the machine's `*` row per interval: local and remote DRAM accesses (pcm's K and M), one sample each", () => {
    const interval = (local: string, remote: string) =>
      'Time elapsed: 1004 ms\nCore | IPC  | Instructions | Cycles  |  Local DRAM accesses | Remote DRAM Accesses\n' +
      '   0   0.60         29 M       49 M        47 K                  4227\n' +
      `-----------------------------------------\n   *   0.77       1432 M     1867 M      ${local}               ${remote}\n`;
    const a = analyze(`$ sudo pcm-numa 1\n${interval('9009 K', '189 K')}${interval('8991 K', '211 K')}`);
    expect(m(a, 'run', 'Local DRAM accesses')).toMatchObject({ value: 9000e3, samples: [9009e3, 8991e3] });
    expect(m(a, 'run', 'Remote DRAM Accesses').value).toBe(200e3);
    expect(a.measurements.some((x) => /^0\b/.test(x.metric) || x.config !== 'run')).toBe(false);
  });
});
