/** Numbers as people write them in reports (src/core/text/numbers.ts). */
import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../../src/core/text/numbers';

describe('parseNumber', () => {
  it('reads grouped digits, suffixes, exponents, ratios and percentages', () => {
    expect(parseNumber('97,165,273')?.value).toBe(97165273);
    expect(parseNumber('30.5M')?.value).toBe(30.5e6);
    expect(parseNumber('9.28713e+08')?.value).toBe(9.28713e8);
    expect(parseNumber('1.09x')).toEqual({ value: 1.09, ratio: true });
    expect(parseNumber('12%')).toEqual({ value: 12, percent: true });
  });

  it('a hex word that looks like an exponent (`0e00000000000000`, a page flag in `uniq -c` output) is no number', () => {
    expect(parseNumber('0e00000000000000')).toBeUndefined();
    expect(parseNumber('1e0005')).toBeUndefined();
    expect(parseNumber('1e-300')?.value).toBe(1e-300);
  });
});
