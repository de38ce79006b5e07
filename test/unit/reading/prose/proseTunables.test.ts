/** Tunables written next to a run in prose (reading/prose/proseTunables.ts): a sysfs write without its echo, a redirect that sets nothing. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('bash time under a prose caption that sets THP', () => {
  // from test/wild/gh-jemalloc-2729-thp-prose-time-real-user-sys.txt, lines 34-45
  const a = analyze(fixture('time-prose-caption-setting.txt'));

  it('reads both runs as time output (the caption is no table header), the timed command passed over', () => {
    expect(shape('time-prose-caption-setting.txt')).toEqual(['results-table 5-7', 'results-table 10-12']);
    expect(labels(a)).toHaveLength(2);
    expect(labels(a)[0]).toMatch(/^with always\b/);
    expect(labels(a)[1]).toMatch(/^with madvise\b/);
  });

  it('keeps the times in seconds and the mode written into the sysfs file as the run setting, without echo', () => {
    const [always, madvise] = labels(a) as [string, string];
    expect(m(a, always, 'real time (s)').value).toBe(0.134);
    expect(m(a, madvise, 'real time (s)').value).toBe(2.241);
    expect(m(a, madvise, 'sys time (s)').value).toBe(2.228);
    expect(a.configs[0]!.tunables['mm.transparent_hugepage.enabled']).toBe('always');
    expect(a.configs[1]!.tunables['mm.transparent_hugepage.enabled']).toBe('madvise');
  });

  it('a redirect into a path outside /proc and /sys sets nothing', () => {
    const b = analyze('This is with  always >  /tmp/out\nreal    0m0.134s\nuser    0m0.012s\nsys     0m0.090s\n');
    expect(b.configs.every((c) => Object.keys(c.tunables).length === 0)).toBe(true);
  });
});
