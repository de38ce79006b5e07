/** Numbers written under a locale with a decimal comma and dot thousands, read per paragraph from its evidence. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { readDecimalCommas } from '../../../../src/core/reading/prepare/decimalCommas';

const wild = (slug: string) => readFileSync(`test/wild/${slug}.txt`, 'utf8');

describe('numbers with a decimal comma', () => {
  it('a paragraph of dot thousands and decimal commas is read as numbers, each number and line keeping its width', () => {
    const text = [
      '      1.834.487,82 msec task-clock                #    9,986 CPUs',
      ' 3.128.339.845.336      cycles                    #    1,705 GHz',
      '               (66,53%)',
      '',
      '     183,707988693 seconds time elapsed',
      '     185,630125000 seconds user',
      '    1590,286666000 seconds sys',
    ].join('\n');
    const read = readDecimalCommas(text)!;
    expect(read.split('\n')).toEqual([
      '        1834487.82 msec task-clock                #    9.986 CPUs',
      '     3128339845336      cycles                    #    1.705 GHz',
      '               (66.53%)',
      '',
      '     183.707988693 seconds time elapsed',
      '     185.630125000 seconds user',
      '    1590.286666000 seconds sys',
    ]);
  });

  it('a lone `141.394` is a count only where its paragraph writes dot thousands', () => {
    const bench = [
      '    shared  Averaged 1.326.342 operations/sec (+- 0,41%), total secs = 10',
      '    -b128   Averaged   141.394 operations/sec (+- 1,15%), total secs = 10',
    ].join('\n');
    expect(readDecimalCommas(bench)).toContain('    141394 operations/sec (+- 1.15%)');
    expect(readDecimalCommas('    -b128   Averaged   141.394 operations/sec\n')).toBeUndefined();
  });

  it('English numbers, addresses and lists stay as written', () => {
    for (const text of [
      'Received: from vger.kernel.org (vger.kernel.org [209.132.180.67]) and [10.180.168.240]',
      'v5.16-rc7:   11,474,982.05 msec cpu-clock   # 49.601 CPUs utilized, 1,705 GHz, 0,53%',
      'taskset -c 0,2,4 ./bench\ncpus 1,3',
      '12,345,678 pages, 1.234.567 (a version?) and 0,5%',
    ])
      expect(readDecimalCommas(text)).toBeUndefined();
  });

  it('perf stat under de_DE, its head and comments wrapped by a mail: both runs and their counters (rnbd)', () => {
    const a = analyze(
      wild('perfstat-linux-block-rnbd-likely-unlikely-fio-randread-comma-decimal-wrapped-after-before-2021'),
    );
    const cycles = a.measurements.filter((m) => m.metric === 'cycles');
    expect(cycles.map((m) => m.value)).toEqual([3128339845336, 3157131978349]);
    const elapsed = a.measurements.filter((m) => m.metric === 'seconds time elapsed');
    expect(elapsed.map((m) => m.value)).toEqual([183.707988693, 183.476417386]);
    // the wrapped rest of a comment (`utilized`, `(66,53%)`) ends no block: every counter of a run is one block's
    expect(a.measurements.filter((m) => m.metric === 'branch-misses')).toHaveLength(2);
  });
});
