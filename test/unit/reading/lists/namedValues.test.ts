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

describe('runs listed with one rate each', () => {
  it('`- Test A (numa off): 3.3 token/s` under `Summary:`: the unit names the measure', () => {
    const a = analyze(
      ['Summary:', '- Test A (numa off): 3.3 token/s', '- Test B (numa on): 3.5 token/s', ''].join('\n'),
    );
    expect(labels(a)).toEqual(['Test A (numa off)', 'Test B (numa on)']);
    expect(m(a, 'Test B (numa on)', 'token/s').value).toBe(3.5);
  });
});

describe('runs listed as `<measure> with <run>: value`', () => {
  it('`Throughput with numa_balancing=0: 1234.5 ops/s`: the shared lead names the measure, the rest the run', () => {
    const a = analyze(
      ['Throughput with numa_balancing=0: 1234.5 ops/s', 'Throughput with numa_balancing=2: 1456.7 ops/s', ''].join(
        '\n',
      ),
    );
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'Throughput').value).toBe(1456.7);
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBe('2');
  });
});
