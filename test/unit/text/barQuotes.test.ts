/** Lines quoted with a bar (`| `), as some mailers and authors quote a program's output (text/clean.ts). */
import { describe, expect, it } from 'vitest';
import { cleanLines } from '../../../src/core/text/clean';
import { analyze } from '../../../src/core/analyze';

const cleaned = (text: string[]) => {
  const lines = cleanLines(text.join('\n'));
  return text.map((_, k) => lines.at(k));
};

describe('bar quotes', () => {
  it('three lines or more each opened by one bar lose it, inside a `>` quote too', () => {
    expect(cleaned(['> |  Performance counter stats:', '> | ', '> |        1403,441 seconds time elapsed'])).toEqual([
      ' Performance counter stats:',
      '',
      '       1403,441 seconds time elapsed',
    ]);
  });

  it("a table's rows (two bars and more) and two lines alone keep theirs", () => {
    expect(cleaned(['| a | b |', '| 1 | 2 |', '| 3 | 4 |'])).toEqual(['| a | b |', '| 1 | 2 |', '| 3 | 4 |']);
    expect(cleaned(['| one', '| two'])).toEqual(['| one', '| two']);
  });

  it("perf stat quoted with bars under a label is read as the label's run", () => {
    const perf = (elapsed: string) => [
      "|  Performance counter stats for './b.sh' (5 runs):",
      '| ',
      '|       43367.40 msec task-clock                #   30.901 CPUs utilized',
      '| ',
      `|            ${elapsed} +- 0.466 seconds time elapsed  ( +-  0.03% )`,
      '',
    ];
    const a = analyze(['With the optimisation:', ...perf('1403.441'), 'Without it:', ...perf('1404.47')].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['With the optimisation', 'Without it']);
  });
});
