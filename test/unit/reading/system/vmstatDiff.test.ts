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
