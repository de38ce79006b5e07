/**
 * describeConfigs: the prose line a config's label opens gives its description and tunables. The labels
 * are looked up by the line's first two characters (issue 14: a paste of 400 configs tried every label
 * length on every prose line); these cases hold the lookup to what trying every label gave.
 */
import { describe, expect, it } from 'vitest';
import { describeConfigs } from '../../src/core/runs/describe';
import type { Config } from '../../src/core/model';

const configs = (...labels: string[]): Config[] => labels.map((label) => ({ label, tunables: {} }));

describe('describeConfigs', () => {
  it('gives the longest label the line opens, after a bullet and in any case', () => {
    const cs = configs('base', 'base #2', 'patched');
    describeConfigs(cs, [
      '- BASE #2: v6.16 with numa_balancing=2',
      '* Patched: v6.16 + this series, kernel.numa_balancing=2',
    ]);
    expect(cs[0]!.description).toBeUndefined();
    expect(cs[1]!.description).toBe('v6.16 with numa_balancing=2');
    expect(cs[1]!.tunables['kernel.numa_balancing']).toBe('2');
    expect(cs[2]!.description).toBe('v6.16 + this series, kernel.numa_balancing=2');
  });

  it('finds labels outside ASCII, whose lowercase depends on the letters around them', () => {
    // `ΑΣΒ` lowercases to `ασβ`, its first two letters alone to `ας` (final sigma)
    const cs = configs('ΑΣΒ', 'Kelvin');
    describeConfigs(cs, ['ΑΣΒ: numa_balancing=2', '\u212Aelvin: numa_balancing=0']);
    expect(cs[0]!.tunables['kernel.numa_balancing']).toBe('2');
    // the Kelvin sign lowercases to an ASCII k
    expect(cs[1]!.tunables['kernel.numa_balancing']).toBe('0');
  });

  it('leaves a label that only begins a longer word alone', () => {
    const cs = configs('base');
    describeConfigs(cs, ['baseline: numa_balancing=1']);
    expect(cs[0]!.tunables).toEqual({});
  });
});
