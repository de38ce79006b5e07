/** Runs listed one per line with their result (reading/lists/namedValues.ts): under the measure they ran, with a spread or a range. */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('rates in sentences with a spread', () => {
  it('`363 ± 6 t/s` is 363, not 6', () => {
    const a = analyze('pp512:\n- load-mode auto: 363 ± 6 t/s\n- load-mode mlock: 529 ± 8 t/s\n');
    // a list of runs under the test they ran (named values): the test names the metric
    expect(m(a, 'load-mode auto', 'pp512').value).toBe(363);
    expect(m(a, 'load-mode auto', 'pp512').stddev).toBe(6);
    expect(m(a, 'load-mode mlock', 'pp512').value).toBe(529);
  });
});

describe('runs listed under the metric they measure', () => {
  it('`pp512:` over `- load-mode auto: 363 ± 6` bullets: each bullet a run, the spread its stddev, a range its middle', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        'pp512:',
        '- load-mode none: 515-540',
        '- load-mode auto: 363 ± 6',
        '- load-mode mlock: 529 ± 8',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['load-mode none', 'load-mode auto', 'load-mode mlock']);
    expect(m(a, 'load-mode auto', 'pp512').value).toBe(363);
    expect(m(a, 'load-mode auto', 'pp512').stddev).toBe(6);
    expect(m(a, 'load-mode none', 'pp512').value).toBe(527.5);
  });

  it('unitless `name: number` lines under a heading that names no measure are not runs', () => {
    const a = analyze(['Intro.', '', 'Machine:', '- sockets: 2', '- cores: 96', ''].join('\n'));
    expect(labels(a)).not.toContain('sockets');
  });
});
