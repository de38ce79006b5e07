/**
 * Tunables a mail states for a machine in its system description, e.g.
 *
 *   System:    Oracle X9-2c (2 nodes * 32 cores * 2 threads)
 *   Processor: Intel Xeon(R) Platinum 8358 CPU @ 2.60GHz (Icelakex, 6:106:6)
 *   no_turbo: 1, Microcode: 0xd0002c1, scaling-governor: performance
 *
 * A block whose caption names the machine (`[1] Icelakex, create 192GB qemu-VM, ...`) ran with them; when
 * the mail describes one machine only, every captioned block did. Only keys known as tunables are kept.
 */
import type { Lines } from '../../model';

/** Written key -> sysfs/sysctl name. */
const KNOWN: Record<string, string> = {
  'scaling-governor': 'scaling_governor',
  scaling_governor: 'scaling_governor',
  cpufreq_governor: 'scaling_governor',
  governor: 'scaling_governor',
  no_turbo: 'no_turbo',
  boost: 'boost',
  numa_balancing: 'kernel.numa_balancing',
};
/** A known setting written as `key: value`, ending its item (a comma, the line's end or a wide gap follows). */
const KNOWN_PAIR =
  /(?<![\w.-])(scaling-governor|scaling_governor|cpufreq_governor|governor|no_turbo|boost|numa_balancing):[ \t]*([\w.-]{1,40})(?=[ \t]*,|[ \t]*$|[ \t]{2})/gim;
/** What may stand between two settings of one line (wrapped, maybe): other `key: value` items and their commas. */
const BETWEEN = /^(?:\s{0,8},\s{0,8}[\w.-]{1,40}:\s{0,8}[\w.-]{1,40}){0,8}\s{0,8},\s{0,8}$/;
/** How far back a machine's description may start. */
const DESCRIPTION = 600;

interface Machine {
  words: Set<string>;
  tunables: Record<string, string>;
}

const cache = new WeakMap<Lines, Machine[]>();

/**
 * Each settings line (`no_turbo: 1, Microcode: 0xd0002c1, scaling-governor: performance`), with the words
 * of the description before it that may name its machine: back to the paragraph's start or the previous
 * settings line. Found by offsets, so a description whose line breaks were lost is read the same.
 */
function machines(lines: Lines): Machine[] {
  const have = cache.get(lines);
  if (have) return have;
  const s = lines.source;
  const groups: { from: number; to: number; tunables: Record<string, string> }[] = [];
  for (const m of s.matchAll(KNOWN_PAIR)) {
    const last = groups[groups.length - 1];
    const name = KNOWN[m[1]!.toLowerCase()]!;
    const gap = last ? s.slice(last.to, m.index) : '';
    if (last && gap.length < 400 && BETWEEN.test(gap) && !/\n[ \t]*\n/.test(gap)) {
      last.tunables[name] = m[2]!;
      last.to = m.index + m[0].length;
    } else groups.push({ from: m.index, to: m.index + m[0].length, tunables: { [name]: m[2]! } });
  }
  const out: Machine[] = groups.map((g, i) => {
    const paragraph = s.lastIndexOf('\n\n', g.from);
    const from = Math.max(paragraph, groups[i - 1]?.to ?? 0, g.from - DESCRIPTION);
    const words = new Set<string>();
    for (const w of s.slice(from, g.to).split(/[\s,()]+/)) if (w) words.add(w.toLowerCase());
    return { words, tunables: g.tunables };
  });
  cache.set(lines, out);
  return out;
}

/** The tunables stated for the machine a caption names (its words before the first comma). */
export function machineTunables(lines: Lines, caption: string): Record<string, string> | undefined {
  const all = machines(lines);
  if (all.length === 1) return all[0]!.tunables;
  if (!caption) return undefined;
  const names = caption
    .split(',')[0]!
    .split(/\s+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3);
  const hits = all.filter((m) => names.some((w) => m.words.has(w)));
  return hits.length === 1 ? hits[0]!.tunables : undefined;
}
