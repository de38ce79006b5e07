/**
 * describeConfigs: the prose line a config's label opens gives its description and tunables. The labels
 * are looked up by the line's first two characters (issue 14: a paste of 400 configs tried every label
 * length on every prose line); these cases hold the lookup to what trying every label gave.
 */
import { describe, expect, it } from 'vitest';
import { describeConfigs } from '../../src/core/runs/describe';
import type { Config } from '../../src/core/model';
import { analyze, fixture, labels } from './helpers';

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

describe('switches written in words in a legend', () => {
  // from test/wild/lkml-damon-tiered-cxl-v6-redis-box.txt, lines 264-292 and 331-360
  const a = analyze(fixture('box-table-legend-switches.txt'));

  it('`numa balancing disabled` and `turn on /sys/kernel/mm/numa/demotion_enabled` go to the run they describe', () => {
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables;
    expect(t('default')['kernel.numa_balancing']).toBe('0');
    expect(t('DAMON tiered kswapd')['mm.numa.demotion_enabled']).toBe('true');
    expect(t('DAMON lazy kswapd')['mm.numa.demotion_enabled']).toBe('true');
    expect(t('DAMON tiered')['mm.numa.demotion_enabled']).toBeUndefined();
  });
});

describe('settings stated for one factor value of the runs’ names', () => {
  // from test/wild/gh-gapbs-tiering-onoff-factor-columns.txt, lines 3-38
  const a = analyze(fixture('markdown-factor-settings.txt'));

  it('`- Off: numa_balancing=0, ...` goes to every run whose name holds `off` as a word', () => {
    expect(labels(a)).toHaveLength(8);
    for (const c of a.configs) {
      const on = c.label.endsWith(' on');
      expect(c.tunables['kernel.numa_balancing']).toBe(on ? '2' : '0');
      expect(c.tunables['mm.numa.demotion_enabled']).toBe(on ? 'true' : 'false');
    }
  });

  it('the item’s word routes the settings: runs without it are not told apart by them', () => {
    const items =
      '- Off: `numa_balancing=0`, `demotion_enabled=false`.\n- On: `numa_balancing=2`, `demotion_enabled=true`.\n\n';
    const b = analyze(`${items}| | tps |\n|---|---|\n| base one | 1 |\n| base two | 2 |\n`);
    const [one, two] = b.configs.map((c) => c.tunables['kernel.numa_balancing']);
    expect(one).toBe(two);
    const c = analyze(`${items}| | tps |\n|---|---|\n| base off | 1 |\n| base on | 2 |\n`);
    expect(c.configs.map((x) => x.tunables['kernel.numa_balancing'])).toEqual(['0', '2']);
  });
});

describe('a flattened config description', () => {
  // from test/wild/flat-lkml-kscand-rfc-v3-cbench.txt: the description and table run together on one line
  it('`... system  base 6.16 NUMAB2 (because ...) patched 6.16 + current series  Time taken ...`: base is NUMAB2', () => {
    const line =
      'Benchmark allocates memory on both regular NUMA node and  slowtier node, then does continuous access. ' +
      'Goal: Finishing fixed numaber of access in less time  SUT: Genoa+ EPYC system  base 6.16 NUMAB2 ' +
      '(because this has the best perf) patched 6.16 + current series  Time taken in sec (lower is better)';
    const a = analyze(
      `${line}\n\n        base   patched\n 8G    12.5   10.1\n16G    25.3   20.2\n32G    50.1   40.7\n`,
    );
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('2');
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBeUndefined();
  });
});

describe("a run's name states its settings", () => {
  it('`numab2` over a table column gives kernel.numa_balancing=2; `thp=1` gives no THP mode (not one of its words)', () => {
    const a = analyze(
      ['metric\tnotier\tnumab2\tthp=1', 'tg128\t4.26\t4.62\t4.30', 'pp512\t69.3\t62.4\t70.1', ''].join('\n'),
    );
    const cfg = (l: string) => a.configs.find((c) => c.label === l)!;
    expect(cfg('numab2').tunables['kernel.numa_balancing']).toBe('2');
    expect(cfg('thp=1').tunables['mm.transparent_hugepage.enabled']).toBeUndefined();
  });
});

describe('settings and measures beside run names', () => {
  it('`migration off (`numa_balancing=0`)` in a sentence gives the run `off` its setting', () => {
    const a = analyze(
      [
        '- Cases: migration off (`numa_balancing=0`) and migration on (`numa_balancing=2`)',
        '',
        '| case | wall s | promoted |',
        '| --- | ---: | ---: |',
        '| off | 264.169 | 0 |',
        '| on | 717.758 | 6120817 |',
        '',
      ].join('\n'),
    );
    expect(a.configs.find((c) => c.label === 'off')!.tunables['kernel.numa_balancing']).toBe('0');
    expect(a.configs.find((c) => c.label === 'on')!.tunables['kernel.numa_balancing']).toBe('2');
  });
});

describe('a switch named in a run heading', () => {
  it('`## Base with AutoNUMA OFF` / `ON` sets kernel.numa_balancing 0 / 1', () => {
    const block = (v: string) => [
      '```',
      'Total operations in the test is: 2897408.000000',
      `Average operations per second is: ${v}`,
      '',
      'Total operations in the test is: 3171968.000000',
      `Average operations per second is: ${v}5`,
      '```',
      '',
    ];
    const a = analyze(
      ['## Base with AutoNUMA OFF', '', ...block('1200'), '## Base with AutoNUMA ON', '', ...block('1100')].join('\n'),
    );
    const t = (l: string) => a.configs.find((c) => c.label === l)?.tunables['kernel.numa_balancing'];
    expect(t('Base with AutoNUMA OFF')).toBe('0');
    expect(t('Base with AutoNUMA ON')).toBe('1');
  });
});
