/** Results written only in sentences (reading/prose/proseResults.ts): rates per named run, read where no result block is. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('results stated in sentences', () => {
  it('rates in prose become a table when the document has no result block: one config per named run', () => {
    const a = analyze(fixture('prose-results.txt'));
    expect(shape('prose-results.txt')).toEqual(['results-table 3-5']);
    expect(labels(a)).toEqual([
      '--numa distribute',
      '--numa isolate',
      'numactl --interleave=all',
      'numa_balancing=0 and no flags',
      '--mlock',
    ]);
    expect(m(a, '--numa isolate', 't/s').value).toBe(9.8);
    expect(m(a, '--numa isolate', 't/s').line).toBe(3);
    expect(m(a, '--mlock', 't/s').value).toBe(13);
    // the question's `over 20 t/s` is no run
    expect(a.measurements.some((x) => x.value === 20)).toBe(false);
  });

  it('a lone rate is not a comparison, and prose beside a table is not read for results', () => {
    expect(analyze('I get about 14 t/s on this box with the new build.\n').measurements).toEqual([]);
    const withTable = analyze(
      'numa distribute gives 27 t/s, numa isolate 10 t/s\n\n| config | t/s |\n|---|---|\n| a | 1 |\n| b | 2 |\n',
    );
    expect(labels(withTable)).toEqual(['a', 'b']);
  });

  it('two rates in one clause are cut at `and`; a setting after the value names the run', () => {
    const a = analyze('On my box I get 12 t/s with mmap and 20 t/s without mmap.\n');
    expect(labels(a)).toEqual(['mmap', 'without mmap']);
    expect(m(a, 'without mmap', 't/s').value).toBe(20);
  });
});

describe('results stated in sentences', () => {
  it('token rates however written are one measure; a sentence ends a clause', () => {
    const a = analyze(
      [
        'With --numa distribute I get ~27 tokens/second.',
        'Running with numactl --interleave=all gives 31 t/s. That was the best.',
        '',
      ].join('\n'),
    );
    expect(a.configs.length).toBe(2);
    expect(a.measurements.map((x) => x.value).sort()).toEqual([27, 31]);
  });

  it('a measure is no run: `The generation speed has dropped to 2.4 t/s` names nothing', () => {
    const a = analyze(['The generation speed has dropped to only 2.4 t/s.', 'Before it gave 4.5 t/s.', ''].join('\n'));
    expect(a.configs.some((c) => /speed/.test(c.label))).toBe(false);
  });
});
