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

describe('a caption that states the unit in words', () => {
  it('`DuckDB time in ms (...). SPARQ times` / `are from DRAMsim3 and unchanged.` over a table: its times in seconds', () => {
    const a = analyze(
      [
        'DuckDB time in ms ([`results/fig7_free.csv`](results/fig7_free.csv)). SPARQ times',
        'are from DRAMsim3 and unchanged.',
        '',
        '| join | SPARQ | DuckDB Pinned | DuckDB unpinned |',
        '|---|--:|--:|--:|',
        '| customer SF10 | 8.47 | 4,726 | 1,791 |',
        '| part SF100 | 101.3 | 55,760 | 17,346 |',
        '',
      ].join('\n'),
    );
    expect(m(a, 'DuckDB Pinned', 'customer SF10').value).toBeCloseTo(4.726, 9);
    expect(m(a, 'DuckDB unpinned', 'part SF100').unit).toBe('s');
  });
});
