/** Runs written as list items: a labelled item over the `key: value` items nested under it (labeled-values). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const runs = (text: string) => analyze(text).configs.map((c) => c.label);
const value = (text: string, run: string, metric: string) =>
  analyze(text).measurements.find((m) => m.config === run && m.metric === metric)?.value;

describe('labelled list items over their values', () => {
  // the shape of gh-interscheckin-222: each run a link to its CI log, its jobs' times nested under it
  const nested = [
    '- before: https://github.com/o/r/actions/runs/6426269647',
    '  - lint: 6m 37s',
    '  - test: 5m 16s',
    '  - assembleDebug: 8m 28s',
    '- K2：https://github.com/o/r/actions/runs/6426386655?pr=222',
    '  - lint: 3m 4s',
    '  - test: 1m 29s',
    '  - assembleDebug: 5m 43s',
  ].join('\n');

  it('the items above are the runs (the link after a name, or a full-width colon, is no part of it), the nested keys their measures', () => {
    expect(runs(nested)).toEqual(['before', 'K2']);
    expect(value(nested, 'K2', 'test')).toBe(89);
    expect(value(nested, 'before', 'assembleDebug')).toBe(508);
  });

  it('captions over bulleted values read as they do over bare ones', () => {
    const text = [
      'Before:',
      '  - lint: 6m37s',
      '  - test: 5m16s',
      '',
      'After:',
      '  - lint: 3m4s',
      '  - test: 1m29s',
    ].join('\n');
    expect(runs(text)).toEqual(['Before', 'After']);
  });

  it('keys that name runs (`baseline`) make the labels what was measured', () => {
    const text = [
      '- XDP_DROP:',
      '    * baseline:                     31.47 Mpps',
      '    * baseline + per-RQ allocation: 32.31 Mpps',
      '',
      '- XDP_TX:',
      '    * baseline:                     12.41 Mpps',
      '    * baseline + per-RQ allocation: 12.95 Mpps',
    ].join('\n');
    expect(runs(text)).not.toContain('XDP_DROP');
  });

  it('a caption that names a measured quantity (`Time to build X:`) is no run: the items are', () => {
    const text = [
      'Time to build giella-sme:',
      '- Default allocator: 55 minutes',
      '- tcmalloc: 35 minutes',
      '',
      'Time to build giella-kal:',
      '- Default allocator: 25 minutes',
      '- tcmalloc: 15 minutes',
    ].join('\n');
    expect(runs(text)).not.toContain('Time to build giella-sme');
  });
});
