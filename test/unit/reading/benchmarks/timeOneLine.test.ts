/** bash's `time` with its three clocks on one line, a line per repetition, under the run's caption. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('time(1) on one line', () => {
  it('each line a repetition: the mean, the samples, under the caption that names the run', () => {
    const text = [
      'Without the patch:',
      '',
      'real\t8m41.390s user\t587m25.249s sys\t22m0.411s',
      'real\t8m40.100s user\t587m32.148s sys\t21m58.419s',
      '',
      'With the patch:',
      '',
      'real\t8m40.351s user\t587m21.819s sys\t21m57.389s',
      'real\t8m40.868s user\t587m23.730s sys\t21m58.737s',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Without the patch', 'With the patch']);
    const real = a.measurements.find((m) => m.config === 'Without the patch' && m.metric === 'real time (s)')!;
    expect(real.samples).toEqual([521.39, 520.1]);
    expect(real.value).toBeCloseTo(520.745, 6);
    expect(a.measurements.find((m) => m.config === 'With the patch' && m.metric === 'sys time (s)')!.samples).toEqual([
      1317.389, 1318.737,
    ]);
  });
});
