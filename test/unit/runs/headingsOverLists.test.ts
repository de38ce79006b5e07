/** Lists of the same names under different headings (runs/headingsOverLists.ts): which side names the runs. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

const configs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('the same names listed again under another heading', () => {
  it('`BEFORE` / `AFTER` over `kretprobe      :    9.794 ± 0.086M/s` lines: the headings are the runs', () => {
    const text = [
      'BEFORE',
      '======',
      'kretprobe      :    9.794 ± 0.086M/s',
      'kretprobe-multi:   10.219 ± 0.032M/s',
      '',
      'AFTER',
      '=====',
      'kretprobe      :    9.937 ± 0.174M/s (+1.5%)',
      'kretprobe-multi:   10.440 ± 0.108M/s (+2.2%)',
    ].join('\n');
    const a = analyze(text);
    expect(configs(text)).toEqual(['BEFORE', 'AFTER']);
    const m = a.measurements.find((x) => x.config === 'AFTER' && x.metric === 'kretprobe-multi')!;
    expect([m.value, m.stddev]).toEqual([10.44, 0.108]);
  });

  it('`Cache hit op:` / `Cache miss op:` over `i7: ~10 us` / `KNL: ~40 us`: the names are the runs, as a list alone', () => {
    const text = [
      'Cache hit op:',
      '     i7: ~10 us',
      '     KNL: ~40 us',
      '',
      'Additional note here: for cache hit scenario, performance seems to be slightly better without omp threads.',
      '',
      'Cache miss op:',
      '     i7: ~35 us',
      '     KNL: ~120 us',
    ];
    expect(configs(text.join('\n'))).toEqual(['i7', 'KNL']);
  });
});
