/** Box drawing read as the ASCII that draws the same (text/clean.ts). */
import { describe, expect, it } from 'vitest';
import { cleanLines } from '../../../src/core/text/clean';

const cleaned = (text: string) => {
  const lines = cleanLines(text);
  return Array.from({ length: lines.count }, (_, k) => lines.at(k));
};

describe('box drawing', () => {
  it('a table drawn with box characters becomes a box table of bars, dashes and corners', () => {
    expect(cleaned(['┌──────┬─────┐', '│ base │ 1.0 │', '└──────┴─────┘'].join('\n'))).toEqual([
      '+------+-----+',
      '| base | 1.0 |',
      '+------+-----+',
    ]);
  });

  it("a frame's mark before a line of text is dropped, the text kept", () => {
    expect(cleaned(['╟─ COPY:  144077.4 MB/s', '║ Median: 136932.2 MB/s'].join('\n'))).toEqual([
      'COPY:  144077.4 MB/s',
      'Median: 136932.2 MB/s',
    ]);
  });
});
