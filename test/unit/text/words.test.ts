/** The words in which commands differ (text/words.ts differingWords). */
import { describe, expect, it } from 'vitest';
import { differingWords } from '../../../src/core/text/words';

describe('differingWords', () => {
  it('commands that differ in their length or in nothing keep their whole text', () => {
    expect(differingWords(['./a -n 1', './a -n 2 -x'])).toEqual(['./a -n 1', './a -n 2 -x']);
    expect(differingWords(['sleep 1', 'sleep 1'])).toEqual(['sleep 1', 'sleep 1']);
    expect(differingWords(['numactl -i all ./bench', 'numactl -m 0 ./bench'])).toEqual(['-i all', '-m 0']);
  });
});
