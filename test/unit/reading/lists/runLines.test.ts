/** Runs written one per line with `key: value` pairs (reading/lists/runLines.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('runs one per line with `key: value` pairs', () => {
  it('`Before: sys time: 10230.22s  64kB/swpout: 1793044`: the runs are configs, the keys metrics', () => {
    const a = analyze(
      [
        'Change to make -j96, 2G memory limit, 64kB mTHP enabled, and 10G ZRAM:',
        '',
        'Before: sys time: 10230.22s  64kB/swpout: 1793044  64kB/swpout_fallback: 17653',
        'After:  sys time: 5527.90s   64kB/swpout: 1789358  64kB/swpout_fallback: 17813',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before', 'After']);
    expect(m(a, 'After', 'sys time').value).toBe(5527.9);
    expect(m(a, 'Before', '64kB/swpout_fallback').value).toBe(17653);
  });

  it('`After patch 1: avg: 10.92s, stddev: 0.05`: the stddev is the spread of the pair before it', () => {
    const a = analyze(
      [
        'Before:        avg: 11.23s, stddev: 0.06',
        'After patch 1: avg: 10.92s, stddev: 0.05',
        'After patch 2: avg: 10.93s, stddev: 0.15',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before', 'After patch 1', 'After patch 2']);
    expect(m(a, 'After patch 2', 'avg').value).toBe(10.93);
    expect(m(a, 'After patch 2', 'avg').stddev).toBe(0.15);
  });

  it("the author's change after a value (`(-2.34%)`) is not read", () => {
    const a = analyze(
      [
        'Before:  sys time: 2069.53s            real time: 135.76s',
        'After:   sys time: 2021.13s (-2.34%)   real time: 134.23s (-1.12%)',
        '',
      ].join('\n'),
    );
    expect(m(a, 'After', 'real time').value).toBe(134.23);
    expect(a.measurements.length).toBe(4);
  });

  it('a mail header or a lone line of pairs is no run', () => {
    const a = analyze(['Subject: Re: [PATCH] mm: 2 fixes', 'Before: sys time: 1.5s', '', 'Other text.'].join('\n'));
    expect(a.measurements).toEqual([]);
  });

  it('pairs written `key = value` with a spread after the value (`time = 9.412s (+- 0.41%)`)', () => {
    const a = analyze(
      [
        'Before patch:  time = 9.412s (+- 0.41%), overhead = 6.830s',
        'After patch 2: time = 2.907s (+- 0.12%), overhead = 0.325s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before patch', 'After patch 2']);
    expect(m(a, 'After patch 2', 'overhead').value).toBe(0.325);
    expect(m(a, 'Before patch', 'time').stddev).toBeCloseTo(9.412 * 0.0041, 9);
  });

  it('keys that name runs (`RING: before = 612 KIOPS, after = 4.2 MIOPS`) leave the lines to the readers that take them as runs', () => {
    const a = analyze(
      ['- RING: before = 612 KIOPS, after = 4.2 MIOPS', '- POLL: before = 1.51 MIOPS, after = 4.3 MIOPS', ''].join(
        '\n',
      ),
    );
    expect(labels(a)).not.toContain('RING');
  });
});
