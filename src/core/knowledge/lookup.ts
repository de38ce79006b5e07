/** Find the knowledge entry for a word under the cursor: exact names, aliases, test-label patterns. */
import { COUNTERS } from './counters';
import type { KnowledgeEntry } from './entry';
import { FIELDS } from './fields';
import { METRICS } from './metrics';
import { TUNABLES } from './tunables';

export type { KnowledgeEntry } from './entry';

export const KNOWLEDGE: readonly KnowledgeEntry[] = [...COUNTERS, ...FIELDS, ...TUNABLES, ...METRICS];

const BY_NAME = new Map<string, KnowledgeEntry>();
for (const e of KNOWLEDGE) {
  for (const key of [e.name, ...e.aliases]) if (!BY_NAME.has(key.toLowerCase())) BY_NAME.set(key.toLowerCase(), e);
}

/** llama-bench test labels map to their pattern entries. */
const PATTERNS: [RegExp, string][] = [
  [/^tg\d+@pp\d+$/, 'tgN@ppM'],
  [/^pp\d+@d\d+$/, 'ppN@dM'],
  [/^pp\d+\+tg\d+$/, 'ppN+tgM'],
  [/^pp\d+$/, 'ppN'],
  [/^tg\d+$/, 'tgN'],
];

/**
 * lkp-tests' names of kernel state: `proc-vmstat.numa_hint_faults`, `numa-vmstat.node0.nr_active_anon`,
 * `numa-meminfo.node1.MemFree`, `numa-numastat.node0.numa_hit`, `meminfo.AnonHugePages`: the source and
 * node are a prefix, the rest is the kernel's own name.
 */
const LKP_PREFIX = /^(?:proc-vmstat|meminfo|(?:numa-(?:vmstat|meminfo|numastat)\.)?node\d+)\./i;

/** A name without lkp's source prefix (`proc-vmstat.pgfault` -> `pgfault`); other names as they are. */
export function withoutLkpPrefix(word: string): string {
  return word.replace(LKP_PREFIX, '');
}

export function lookup(word: string): KnowledgeEntry | undefined {
  const named = word.trim().replace(/:$/, '');
  const exact = BY_NAME.get(named.toLowerCase());
  if (exact) return exact;
  const w = withoutLkpPrefix(named);
  if (w !== named) {
    const bare = BY_NAME.get(w.toLowerCase());
    if (bare) return bare;
  }
  for (const [re, name] of PATTERNS) if (re.test(w)) return BY_NAME.get(name.toLowerCase());
  // a sysfs/debugfs/proc path or its last component
  const leaf = w.split('/').pop();
  return leaf && leaf !== w ? BY_NAME.get(leaf.toLowerCase()) : undefined;
}

/** The characters a hoverable name is made of (counters, tunables, paths, test labels). */
export const WORD_PATTERN = /[A-Za-z_][\w.()/@+-]*[\w)]/;
