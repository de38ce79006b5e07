/** One run spelled two ways in two tables (runs/names.ts): `Base` and `BASE`, `NUMAB2` and `NUMAB=2`. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../helpers';

describe('one run spelled two ways', () => {
  it('`Base` in one table and `BASE` in the next are one run', () => {
    // the kernbench and ebizzy tables of test/wild/kernbench-lkml-spf-v6-tab-columns-ebizzy.txt name the baseline both ways
    const text = `${fixture('kernbench-side-by-side.txt')}\n  \t\tBASE\t\tSPF\t\tdelta\n16 CPUs x86 VM\t11485.14\t60902.26\t430.27%\n80 CPUs P8 node\t37648.73\t83078.01\t120.67%\n`;
    const a = analyze(text);
    expect(labels(a)).toEqual(['Base', 'SPF']);
    expect(m(a, 'Base', '16 CPUs x86 VM').value).toBe(11485.14);
  });
});

describe('one run spelled two ways', () => {
  it('`base NUMAB2` in one table and `base NUMAB=2` in a later one are one run', () => {
    const a = analyze(
      [
        '         base NUMAB2    patched NUMAB1',
        ' 8GB     134.33         120.52',
        '16GB     292.24         275.97',
        '',
        'and again:',
        '',
        '         base NUMAB=2   Patched NUMAB=0',
        ' 8GB     134.33         119.88',
        '16GB     292.24         325.06',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['base NUMAB2', 'patched NUMAB1', 'Patched NUMAB=0']);
  });
});
