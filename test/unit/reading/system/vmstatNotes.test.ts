/** /proc/vmstat counters written out by hand (reading/system/vmstat.ts): a note after the value. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const runs = (text: string) =>
  analyze(text)
    .measurements.filter((m) => m.metric === 'numa_hint_faults')
    .map((m) => `${m.config}=${m.value}`);

describe('vmstat counters written out', () => {
  it("`numa_hint_faults    23456  <-- with the fix`: a note after a counter's value is the author's", () => {
    const text = [
      'baseline:',
      'numa_hint_faults    123456',
      'numa_pages_migrated  2345',
      '',
      'with the fix:',
      'numa_hint_faults    23456  <-- with the fix',
      'numa_pages_migrated  345   # fewer',
    ].join('\n');
    expect(runs(text)).toEqual(['baseline=123456', 'with the fix=23456']);
  });

  it('a mark glued to the value is no note (`23456<x`)', () => {
    expect(runs('numa_hint_faults    23456<x\nnuma_pages_migrated  345')).toEqual([]);
  });
});
