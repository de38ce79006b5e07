/** The generic table reader (reading/tables/table.ts): entity tables, parts summed by a TOTAL row, a unit column, columns of repetitions, runs a table named before. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m } from '../../helpers';

describe('entity tables', () => {
  it('`Function  Hit  Time  Avg` rows are what one run measured, named by the line above a `/dir # cat ...` prompt; `476290.6 us` is seconds', () => {
    // from test/wild/lkml-swap-state-ftrace-function-profile-before-after.txt, lines 70-86
    const a = analyze(fixture('ftrace-function-profile.txt'));
    expect(labels(a)).toEqual(['Reproduce before this patch', 'Reproduce after this patch']);
    expect(m(a, 'Reproduce before this patch', 'add_to_swap_cache Hit').value).toBe(26108);
    expect(m(a, 'Reproduce before this patch', 'add_to_swap_cache Time').value).toBeCloseTo(0.4762906, 9);
    expect(m(a, 'Reproduce after this patch', 'clear_shadow_from_swap_cache Avg').value).toBeCloseTo(10.648e-6, 12);
    // a function only the second run shows is absent in the first, not zero
    expect(has(a, 'Reproduce before this patch', 'workingset_update_node Hit')).toBe(false);
    expect(m(a, 'Reproduce after this patch', 'workingset_update_node Hit').value).toBe(157455);
  });
});
