/** Rows of an aligned table (reading/kit/columns.ts): what a line holds beside its cells. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('a remark after a row', () => {
  it('`9356.22 (not stable)`: the remark is no cell, the row is read with the others', () => {
    const text = [
      'As client (tx path):',
      '                     Before    After',
      'TCP_STREAM send-512  5311.67   5292.84',
      'TCP_STREAM send-1k   9277.40   9356.22 (not stable)',
      'TCP_RR     send-1    22559.75  21844.22',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    expect(a.measurements.find((m) => m.config === 'After' && /send-1k/.test(m.metric))?.value).toBe(9356.22);
  });
});
