/** The buckets that find a config's nearest comparable predecessor find the one a walk over every earlier config finds. */
import { describe, expect, it } from 'vitest';
import { ConfigIndex } from '../../src/core/judge/comparability';
import type { Config } from '../../src/core/model';

/** A small deterministic generator, so a failure names its seed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function randomConfigs(seed: number, n: number): Config[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: Config[] = [];
  const seen = new Set<string>();
  while (out.length < n) {
    const parts: string[] = [];
    // key=value factors (some of them tunables), comma parts, or one opaque name
    const style = r();
    if (style < 0.6) {
      for (const k of ['nb', 'thp', 'threads', 'prompt']) if (r() < 0.6) parts.push(`${k}=${pick(['0', '1', '2'])}`);
      if (r() < 0.3) parts.push(pick(['milan', 'genoa']));
    } else if (style < 0.8)
      parts.push(
        [pick(['Milan', 'Genoa']), pick(['create VM', 'clear pages']), pick(['a', 'b'])]
          .slice(0, 1 + Math.floor(r() * 3))
          .join(', '),
      );
    else parts.push(`r${Math.floor(r() * 40)}`);
    const label = parts.join(' ') || 'base';
    if (seen.has(label)) continue;
    seen.add(label);
    const tunables: Record<string, string> = {};
    if (r() < 0.3) tunables['kernel.numa_balancing'] = pick(['0', '2']);
    if (r() < 0.2) tunables['mm.transparent_hugepage.enabled'] = 'always';
    out.push({ label, tunables });
  }
  return out;
}

describe('config index', () => {
  it('nearestEarlier agrees with a walk over every earlier config (random labels, 40 seeds)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const configs = randomConfigs(seed, 60);
      const index = new ConfigIndex(configs);
      const has = rng(seed * 7919);
      const present = new Set(configs.filter(() => has() < 0.7).map((c) => c.label));
      const ok = (l: string) => present.has(l);
      for (const [i, c] of configs.entries()) {
        let expected: string | undefined;
        for (let p = i - 1; p >= 0; p--)
          if (ok(configs[p]!.label) && index.comparable(c, configs[p])) {
            expected = configs[p]!.label;
            break;
          }
        expect(index.nearestEarlier(c.label, ok), `seed ${seed}, ${c.label}`).toBe(expected);
      }
    }
  });

  it('a label not among the configs looks before the last config', () => {
    const index = new ConfigIndex([
      { label: 'a', tunables: {} },
      { label: 'b', tunables: {} },
      { label: 'c', tunables: {} },
    ]);
    expect(index.nearestEarlier('zz', () => true)).toBe('b');
  });
});
