/** Pure parts of the dashboard's keyboard and ratio text, in Node (they are DOM-typed, so they live with the webview suite). */
import { describe, expect, it } from 'vitest';
import { gridMove } from '../../webview/gridNav';
import { changeText } from '../../webview/views/compare';

describe('table keyboard moves (gridMove)', () => {
  // 5 rows; the header row has 6 cells, the others 6 too except row 3 with 2 (a short row)
  const cols = (r: number) => (r === 3 ? 2 : 6);
  const move = (key: string, r: number, c: number, ctrl = false) => gridMove(key, ctrl, r, c, 5, cols);

  it.each([
    ['ArrowRight', 1, 1, false, [1, 2]],
    ['ArrowRight', 1, 5, false, [1, 5]],
    ['ArrowLeft', 1, 0, false, [1, 0]],
    ['ArrowDown', 4, 2, false, [4, 2]],
    ['ArrowUp', 0, 2, false, [0, 2]],
    ['ArrowDown', 2, 4, false, [3, 1]],
    ['Home', 2, 4, false, [2, 0]],
    ['End', 2, 1, false, [2, 5]],
    ['Home', 2, 4, true, [0, 0]],
    ['End', 0, 0, true, [4, 5]],
    ['PageDown', 0, 1, false, [4, 1]],
    ['PageUp', 4, 5, false, [0, 5]],
  ] as const)('%s from %i,%i (ctrl %s) -> %j', (key, r, c, ctrl, to) => {
    expect(move(key, r, c, ctrl)).toEqual(to);
  });

  it('leaves other keys (Tab, Enter, letters) to the page', () => {
    for (const k of ['Tab', 'Enter', ' ', 'a']) expect(move(k, 1, 1)).toBeNull();
  });
});

describe('a ratio as its change', () => {
  it.each([
    [1.09, '+9%'],
    [0.79, '-21%'],
    [1, '0%'],
    [1.004, '0%'],
    [0.996, '0%'],
    [2.41, '+141%'],
  ])('%d -> %s', (r, text) => expect(changeText(r)).toBe(text));
});
