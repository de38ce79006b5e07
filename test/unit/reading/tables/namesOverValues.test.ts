/** Results pasted as a column of names, each over its value (reading/tables/namesOverValues.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('names over values', () => {
  it('a column of names each over its value, under the run’s caption', () => {
    const run = (label: string, v: number[]) => [
      label,
      'numa01',
      String(v[0]),
      'numa01_THREAD_ALLOC',
      String(v[1]),
      'numa02',
      String(v[2]),
      '',
    ];
    const a = analyze(
      [
        ...run('Base without the patch:', [222.97, 115.78, 13.04]),
        ...run('Base with the patch:', [125.36, 44.58, 9.22]),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Base without the patch', 'Base with the patch']);
    expect(m(a, 'Base with the patch', 'numa01_THREAD_ALLOC').value).toBe(44.58);
  });

  it('run names over name lines that repeat per column', () => {
    const a = analyze(
      [
        'Base\t\t\t\tPatched',
        'numa01\t\t\t\tnuma01',
        '224.70\t\t\t\t137.23',
        'numa02\t\t\t\tnuma02',
        '13.45\t\t\t\t9.30',
        'numa02_SMT\t\t\tnuma02_SMT',
        '14.80\t\t\t\t7.43',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Base', 'Patched']);
    expect(m(a, 'Patched', 'numa02_SMT').value).toBe(7.43);
  });
});
