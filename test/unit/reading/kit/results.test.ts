/** Result tables as reading/kit/results.ts shapes them: group rows that name the measure, a numbered run column, a caption that states the time unit. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../../helpers';

describe('markdown tables as posted', () => {
  it('group rows name the measure: `| brk1_8_processes` over `| BASE |`, `| TEST |`, `| % |`', () => {
    // from test/wild/lkml-slub-sheaves-wis-markdown-group-rows.txt, lines 106-116
    const a = analyze(fixture('markdown-group-rows.txt'));
    expect(labels(a)).toEqual(['BASE', 'TEST']);
    expect(m(a, 'BASE', 'brk1_8_processes MEAN').value).toBe(7682782);
    expect(m(a, 'TEST', 'brk1_8_threads MEDIAN').value).toBe(1654578);
    expect(a.measurements.some((x) => x.value === 28.58)).toBe(false);
  });

  it('a numbered `run` column gives repetitions; a `threads` column stays part of the name', () => {
    const table = (h: string) =>
      `| config | ${h} | tps |\n|---|---|---|\n| base | 1 | 10 |\n| base | 2 | 19 |\n| patched | 1 | 11 |\n| patched | 2 | 21 |\n`;
    const runs = analyze(table('run'));
    expect(labels(runs)).toEqual(['base', 'patched']);
    expect(m(runs, 'patched', 'tps').samples).toEqual([11, 21]);
    expect(labels(analyze(table('threads')))).toEqual([
      'base threads=1',
      'base threads=2',
      'patched threads=1',
      'patched threads=2',
    ]);
  });
});
