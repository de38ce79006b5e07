/** Delimited lines split without papaparse where they are plain: the same fields papaparse gives, else left to it. */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { plainFields } from '../../src/core/reading/kit/grid';

const papa = (t: string, delim: string) =>
  Papa.parse<string[]>(t, { delimiter: delim, skipEmptyLines: false }).data[0]!.map((c) => c.trim());

describe('plain delimited lines', () => {
  it('splits plain lines as papaparse does, quotes around whole fields dropped', () => {
    expect(plainFields('"8e672efe",4519,"AMD EPYC", 12.5 ,', ',')).toEqual([
      '8e672efe',
      '4519',
      'AMD EPYC',
      '12.5',
      '',
    ]);
    expect(plainFields('a\t"b"\t c ', '\t')).toEqual(['a', 'b', 'c']);
  });

  it('leaves to papaparse what needs a real CSV reader', () => {
    for (const t of ['', '"a,b",1', '"a ""b""",1', '"a', 'a"b,1', '"a" ,1', 'x\r,1', '\ufeffa,1', ' "a",1,"b'])
      expect(plainFields(t, ',')).toBeUndefined();
  });

  it('on any line of quotes, delimiters, spaces and words: undefined, or the fields papaparse reads', () => {
    const line = fc
      .array(fc.constantFrom('"', '""', ',', '\t', ' ', 'a', '12', '\u00a0', '\r', '\ufeff', 'x y'), { maxLength: 24 })
      .map((xs) => xs.join(''));
    fc.assert(
      fc.property(line, fc.constantFrom(',', '\t'), (t, delim) => {
        const got = plainFields(t, delim);
        if (got) expect(got).toEqual(papa(t, delim));
      }),
      { numRuns: 5000 },
    );
  });
});
