import { describe, expect, it } from 'vitest';
import { KEY_COUNTERS, SIM_BASE_COUNTERS, SIM_PGHOT_COUNTERS } from '../../src/core/knowledge/counterLists';
import { lookup } from '../../src/core/knowledge/lookup';
import { canonicalTunable, TUNABLE_REGISTRY } from '../../src/core/knowledge/tunables';
import { parseEntry } from '../../src/core/reading/kit/legend';
import { proposeScenario } from '../../src/core/sim/propose';
import { checkTunable, TUNABLE_BY_KEY } from '../../src/core/sim/tunables';
import { analyze } from './helpers';

const names = TUNABLE_REGISTRY.flatMap((t) => [t.key, ...t.aliases].map((name) => [name, t.key] as const));

describe('the tunable registry', () => {
  it.each(names)('%s resolves to %s, for the parsers, the hover and the simulator', (name, key) => {
    expect(canonicalTunable(name)).toBe(key);
    expect(canonicalTunable(name.toUpperCase())).toBe(key);
    expect(lookup(name)?.name).toBe(key);
    const t = TUNABLE_BY_KEY.get(key);
    const c = checkTunable(name, t?.default ?? 0);
    expect(c).toEqual(
      t ? { key, value: t.default } : { error: `${key}: not modelled by the simulator (docs/simulator.md)` },
    );
  });

  it('no name stands for two tunables', () => {
    const lower = names.map(([n]) => n.toLowerCase());
    expect(lower.filter((n, i) => lower.indexOf(n) !== i)).toEqual([]);
  });

  it("every key a legend can produce passes the simulator's check or is marked not modelled", () => {
    for (const [name, key] of names.filter(([n]) => /^[A-Za-z_][\w.]*$/.test(n))) {
      const t = TUNABLE_REGISTRY.find((x) => x.key === key)!;
      const e = parseEntry('C1', `base kernel, ${name}=${String(t.default)}`, 1, new Map());
      expect(Object.keys(e.tunables), name).toEqual([key]);
      const c = checkTunable(key, e.tunables[key]);
      if (t.modelled) expect(c, name).toEqual({ key, value: t.default });
      else expect(c, name).toEqual({ error: `${key}: not modelled by the simulator (docs/simulator.md)` });
    }
  });

  it('a path or sysctl name it does not know stays a tunable (not modelled); other words are not tunables', () => {
    expect(canonicalTunable('/proc/sys/vm/swappiness')).toBe('vm.swappiness');
    expect(canonicalTunable('/sys/kernel/mm/ksm/run')).toBe('mm.ksm.run');
    expect(canonicalTunable('/sys/kernel/debug/sched/numa_balancing/foo')).toBe('debug.numa_balancing.foo');
    expect(canonicalTunable('PPL')).toBeUndefined();
    expect(checkTunable('vm.swappiness', 60)).toEqual({
      error: expect.stringContaining('unknown tunable "vm.swappiness"') as string,
    });
  });

  it('the proposal keeps legend values under any name (hot_threshold, scan_period_*, kmigrated_*) and lists what it leaves out', () => {
    const text = `Table 1: Benchmark completion time (lower is better)

Config    Time (us)   Time (s)
------------------------------
C1       97,165,273       97.2
C2       40,378,842       40.4
C3       41,289,646       41.3

Legend:
  C1 = base kernel, NUMAB2, hot_threshold_ms=500 scan_period_min_ms=500 scan_period_max_ms=30000
  C2 = pghot kernel, IBS Memory profiler, kmigrated_sleep_ms=50 kmigrated_batch_nr=1024 (NUMAB0)
  C3 = base kernel, NUMAB2, thp_defrag=always scan_size_mb=0 vm.swappiness=10
`;
    const p = proposeScenario(analyze(text))!;
    const [c1, c2, c3] = p.configs;
    expect(c1!.tunables).toMatchObject({
      'numa_balancing.hot_threshold_ms': 500,
      'numa_balancing.scan_period_min_ms': 500,
      'numa_balancing.scan_period_max_ms': 30000,
    });
    expect(c1!.ignored).toEqual([]);
    expect(c2!.tunables).toMatchObject({
      'pghot.kmigrated_sleep_ms': 50,
      'pghot.kmigrated_batch_nr': 1024,
      'kernel.variant': 'pghot',
    });
    expect(c3!.ignored).toEqual([
      {
        key: 'mm.transparent_hugepage.defrag',
        value: 'always',
        reason: 'not modelled by the simulator (docs/simulator.md)',
      },
      { key: 'numa_balancing.scan_size_mb', value: '0', reason: '0 is out of range (allowed integers 1..1048576)' },
      { key: 'vm.swappiness', value: '10', reason: 'not modelled by the simulator (docs/simulator.md)' },
    ]);
  });
});

describe('the counter lists', () => {
  it.each([...new Set([...KEY_COUNTERS, ...SIM_BASE_COUNTERS, ...SIM_PGHOT_COUNTERS])])(
    '%s has a counter entry',
    (name) => {
      expect(lookup(name)?.kind).toBe('counter');
    },
  );
});
