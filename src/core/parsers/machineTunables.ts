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
import { lineOfOffset } from '../text/lines';
import type { Lines } from '../model';

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
/** One `key: value` item of a comma-separated settings line (anchored: items are matched one by one). */
const PAIR = /^\s*([\w.-]{1,40}):\s*([\w.-]{1,40})\s*$/;

interface Machine {
  words: Set<string>;
  tunables: Record<string, string>;
}

const cache = new WeakMap<Lines, Machine[]>();

/** The known `key: value` pairs of a line, when it is a comma-separated settings line. */
function settings(t: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  if (t.length > 300) return undefined;
  for (const item of t.split(',')) {
    const m = PAIR.exec(item);
    const name = m ? KNOWN[m[1]!.toLowerCase()] : undefined;
    if (name) out[name] = m![2]!;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Each paragraph holding a settings line, with the words that may name its machine. */
function machines(lines: Lines): Machine[] {
  const have = cache.get(lines);
  if (have) return have;
  const out: Machine[] = [];
  const s = lines.source;
  const seen = new Set<number>();
  for (const key of ['governor:', 'no_turbo:', 'boost:']) {
    for (let p = s.indexOf(key); p >= 0; p = s.indexOf(key, p + 1)) {
      const k = lineOfOffset(lines, p);
      if (seen.has(k)) continue;
      seen.add(k);
      const tunables = settings(lines.at(k));
      if (!tunables) continue;
      const words = new Set<string>();
      for (let a = k; a >= 0 && a > k - 8 && lines.at(a).trim() !== ''; a--)
        for (const w of lines.at(a).split(/[\s,()]+/)) if (w) words.add(w.toLowerCase());
      out.push({ words, tunables });
    }
  }
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
