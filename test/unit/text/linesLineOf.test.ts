/** Lines.lineOf (text/lines.ts): the line that holds a source offset. */
import { describe, expect, it } from 'vitest';
import { Lines } from '../../../src/core/text/lines';

describe('Lines.lineOf', () => {
  it('finds the line of every offset, line ends and CRLF included', () => {
    const source = 'ab\r\n\ncd\nlast';
    const lines = new Lines(source);
    const want = [...source].map((_, p) => source.slice(0, p).split('\n').length - 1);
    expect([...source].map((_, p) => lines.lineOf(p))).toEqual(want);
  });
});
