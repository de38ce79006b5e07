/** A diff of two counter dumps (reading/system/vmstatDiff.ts): with its file lines or a legend, never a source patch. */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('a unified diff of two vmstat dumps', () => {
  it('the two files are the runs; `-`, `+` and context lines give each its values; a source patch is never read', () => {
    const text = [
      '$ diff -u vmstat.before vmstat.after',
      '--- vmstat.before\t2024-03-05 10:00:00',
      '+++ vmstat.after\t2024-03-05 10:05:00',
      '@@ -1,3 +1,3 @@',
      '-pgpromote_success 1000',
      '-pgdemote_kswapd 200',
      '+pgpromote_success 51000',
      '+pgdemote_kswapd 30200',
      ' numa_pte_updates 0',
    ].join('\n');
    const a = analyze(text);
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'after', 'pgpromote_success').value).toBe(51000);
    expect(m(a, 'before', 'numa_pte_updates').value).toBe(0);
    const patch = '--- a/mm/vmscan.c\n+++ b/mm/vmscan.c\n@@ -1,2 +1,2 @@\n-\tint nr_pages = 1;\n+\tint nr_pages = 2;\n';
    expect(analyze(patch).measurements).toEqual([]);
  });
});

describe('a counter diff written without its file lines', () => {
  it('`-name value` lines, then `+name value` lines, named by the `-: ..., +: ...` legend', () => {
    const a = analyze(
      [
        'Interesting vmstat deltas:',
        '',
        '   -pgpromote_success 356',
        '   -pgdemote_kswapd 30856',
        '   -numa_hint_faults 27418279',
        '',
        '   +pgpromote_success 1314102',
        '   +pgdemote_kswapd 2142047',
        '   +numa_hint_faults 3220891',
        '',
        '   where -: before this patch, +: after this patch',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['before this patch', 'after this patch']);
    expect(m(a, 'after this patch', 'pgpromote_success').value).toBe(1314102);
  });

  it('a patch’s removed and added lines are no counters', () => {
    const a = analyze(['-int x 1', '-foo_bar 2', '+foo_bar 3'].join('\n') + '\n');
    expect(a.blocks.some((b) => b.kind === 'vmstat')).toBe(false);
  });
});
