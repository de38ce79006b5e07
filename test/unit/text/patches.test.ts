/** Patches inside a paste (text/clean.ts's blankPatches): blanked, and every line passed once. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

describe('patches in a paste', () => {
  it("quilt's `Index:` line over a diffstat-marked mail ends: the reading finishes (it once looped on that line)", () => {
    const text = [
      '> ---',
      '>  mm/vmstat.c |    1 +',
      '>  1 file changed, 1 insertion(+)',
      '> ',
      '> Index: b/mm/vmstat.c',
    ];
    const a = analyze(text.join('\n'));
    expect(a.configs).toEqual([]);
  });

  it('the lines of a quilt patch are no results, the table after it is read', () => {
    const text = [
      ' 1 file changed, 1 insertion(+)',
      '',
      'Index: b/mm/vmstat.c',
      '===================================================================',
      '--- a/mm/vmstat.c',
      '+++ b/mm/vmstat.c',
      '@@ -1,3 +1,4 @@',
      '+	"isolate",',
      '',
      'Results:',
      '',
      'kernel    base    patched',
      'time      12.5    11.2',
      'faults    100     90',
    ];
    expect(analyze(text.join('\n')).configs.map((c) => c.label)).toEqual(['base', 'patched']);
  });
});
