/**
 * An analysis's comparisons are made when read (judge/lazyComparisons.ts): read one at a time or as the list,
 * cloned or stringified, they are the ones `compare` makes, in the same place among the analysis's keys.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { compare } from '../../../src/core/judge/compare';
import { eachComparison, someComparison } from '../../../src/core/judge/lazyComparisons';

/** Whether the analysis's comparisons are still to be made (an accessor, not a list). */
const pending = (a: object) =>
  'get' in Object.getOwnPropertyDescriptor(a, 'comparisons')! &&
  !('value' in Object.getOwnPropertyDescriptor(a, 'comparisons')!);

const text = readFileSync(join(__dirname, '../../../examples/pghot-microbenchmark.txt'), 'utf8');

describe('comparisons made when read', () => {
  it('one at a time, as often as read, the same as the list made at the first read', () => {
    const a = analyze(text);
    expect(pending(a)).toBe(true);
    const first = [...eachComparison(a)];
    const again = [...eachComparison(a)];
    expect(first.length).toBeGreaterThan(3);
    expect(again).toEqual(first);
    expect(someComparison(a, (c) => c.metric === first[2]!.metric)).toBe(true);
    expect(someComparison(a, () => false)).toBe(false);
    // the list, made once and kept
    const list = a.comparisons;
    expect(list).toEqual(first);
    expect(a.comparisons).toBe(list);
    expect(pending(a)).toBe(false);
    expect([...eachComparison(a)][0]).toBe(list[0]);
  });

  it('are those compare makes of the measurements, kept where the ratio is finite', () => {
    const a = analyze(text);
    const made = compare([...a.measurements, ...a.derived], a.configs, a.baseline).filter(
      (c) => Number.isFinite(c.ratio) && (c.p === undefined || Number.isFinite(c.p)),
    );
    expect([...eachComparison(a)]).toEqual(made);
  });

  it('keep their place in JSON and in a structured clone; a list set is kept', () => {
    const lazy = analyze(text);
    const made = analyze(text);
    void made.comparisons;
    expect(Object.keys(lazy)).toEqual(Object.keys(made));
    expect(JSON.stringify(analyze(text))).toBe(JSON.stringify(made));
    expect(structuredClone(analyze(text)).comparisons).toEqual(made.comparisons);
    const set = analyze(text);
    set.comparisons = [];
    expect([...eachComparison(set)]).toEqual([]);
  });
});
