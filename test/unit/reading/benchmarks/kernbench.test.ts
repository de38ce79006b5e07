/** kernbench's summary (reading/benchmarks/kernbench.ts): single logs, kernels side by side, labelled blocks. */
import { describe, expect, it } from 'vitest';
import { segment } from '../../../../src/core/reading/segment';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('kernbench', () => {
  it('two single-config logs, each named by the line above its Average line', () => {
    // from test/wild/kernbench-lkml-sorted-buddy-two-logs.txt, lines 65-87
    const a = analyze(fixture('kernbench-two-logs.txt'));
    expect(shape('kernbench-two-logs.txt')).toEqual(['results-table 5-11', 'results-table 17-23']);
    expect(labels(a)).toEqual(['3.7.0-rc3-vanilla-default', '3.7.0-rc3-sorted-buddy-default']);
    const el = m(a, '3.7.0-rc3-vanilla-default', 'Elapsed Time (Optimal load -j 32)');
    expect([el.value, el.stddev, el.unit, el.line]).toEqual([650.742, 2.49774, 's', 6]);
    expect(m(a, '3.7.0-rc3-sorted-buddy-default', 'Context Switches (Optimal load -j 32)').value).toBe(2149600);
    expect(m(a, '3.7.0-rc3-vanilla-default', 'Sleeps (Optimal load -j 32)').unit).toBe('count');
  });

  it('kernels side by side under a line of names, TABs inside the labels, the delta column not read', () => {
    // from test/wild/kernbench-lkml-spf-v6-tab-columns-ebizzy.txt, lines 117-136
    const a = analyze(fixture('kernbench-side-by-side.txt'));
    expect(shape('kernbench-side-by-side.txt')).toEqual(['results-table 1-9', 'results-table 11-19']);
    expect(labels(a)).toEqual(['Base', 'SPF']);
    expect(m(a, 'Base', 'Elapsed Time (Optimal load -j 8)').value).toBe(148.04);
    expect(m(a, 'SPF', 'Elapsed Time (Optimal load -j 8)').stddev).toBe(0.940585);
    expect(m(a, 'SPF', 'Context Switches (Optimal load -j 8)').value).toBe(46880.2);
    expect(m(a, 'SPF', 'System Time (Maximal load -j 16)').value).toBe(104.596);
    expect(a.measurements.some((x) => x.value === 1.53 || x.value === 5.84)).toBe(false);
  });

  it('blocks labelled `Base:` / `Dave:` / `Full:`, the trailing `( + 2 % vs base)` not read', () => {
    // from test/wild/kernbench-lkml-kmemcg-three-blocks-vs-base.txt (the three result blocks)
    const a = analyze(fixture('kernbench-vs-base.txt'));
    expect(labels(a)).toEqual(['Base', 'Dave', 'Full']);
    expect(m(a, 'Dave', 'Elapsed Time (Optimal load -j 24)').value).toBe(424.486);
    expect(m(a, 'Dave', 'Elapsed Time (Optimal load -j 24)').stddev).toBe(16.7365);
    expect(m(a, 'Full', 'Percent CPU (Optimal load -j 24)').unit).toBe('%');
    expect(a.measurements.some((x) => x.value === 9.7 || x.value === 2)).toBe(false);
  });

  it('names on the line above the first Average line carry to a later block that repeats none', () => {
    // the shape of a quoted kernbench pair on a Power8 VM (linux-mm, SPF series), two load levels
    const text =
      '>> 5.1.0-rc4-mm1+\t\t\t\t5.1.0-rc4-mm1-spf-rcu+\n' +
      '>> Average Half load -j 512 Run (std deviation):\n' +
      '>> Elapsed Time \t 52.52   (0.906697)\t52.778  (0.510069)\t-0.49%\n' +
      '>> Sleeps \t\t 613459  (23091.8)\t628378  (27485.2) \t-2.43%\n' +
      '>>\n' +
      '>> Average Optimal load -j 1024 Run (std deviation):\n' +
      '>> Elapsed Time \t 52.964  (0.572346)\t53.132 (0.825694)\t-0.32%\n' +
      '>> User Time \t 4058.22 (222.034)\t4070.2 (201.646) \t-0.30%\n';
    const a = analyze(text);
    expect(labels(a)).toEqual(['5.1.0-rc4-mm1+', '5.1.0-rc4-mm1-spf-rcu+']);
    expect(m(a, '5.1.0-rc4-mm1-spf-rcu+', 'Elapsed Time (Optimal load -j 1024)').value).toBe(53.132);
    expect(m(a, '5.1.0-rc4-mm1+', 'Sleeps (Half load -j 512)').stddev).toBe(23091.8);
  });

  it('declines rows of different widths and a side-by-side block without names', () => {
    const rows = 'Elapsed Time 1.0 (0.1) 2.0 (0.2)\nUser Time 3.0 (0.3) 4.0 (0.4)\n';
    expect(shape('kernbench-two-logs.txt').length).toBe(2);
    expect(
      segment(`Average Optimal load -j 4 Run (std deviation):\n${rows}`).blocks.some((b) =>
        b.title?.startsWith('kernbench'),
      ),
    ).toBe(false);
    const ragged = 'Average Optimal load -j 4\n  a    b\nElapsed Time 1.0 (0.1) 2.0 (0.2)\nUser Time 3.0 (0.3)\n';
    expect(segment(ragged).blocks.some((b) => b.title?.startsWith('kernbench'))).toBe(false);
  });
});
