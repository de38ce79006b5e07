/**
 * Lists of names and their values (`kretprobe      :    9.794 ± 0.086M/s` / `kretprobe-multi:   10.219 ...`) written
 * again under another heading with the very same names (`BEFORE` over one, `AFTER` over the other): the names are
 * what was measured, the headings are the runs, when the headings are named as runs are and the names are not.
 * Read alone, a list names its runs (`Hugh's implementation: 74522 ops/sec` / `Kirill's: ...`) and its heading
 * the measure, as `Cache hit op:` and `Cache miss op:` each over `i7: ~10 us` / `KNL: ~40 us` stay.
 */
import type { Config, Measurement } from '../model';
import { isConfigLike, namesAVersion } from '../text/units';

/** Named the way runs are (`BEFORE`, `patched`, `v6.8`, a commit), as table orientation weighs a side. */
const runLike = (name: string) => isConfigLike(name) || namesAVersion(name);

/** Turn the lists read by `isList` blocks: each one whose names recur, as a set, under other headings. */
export function headingsNameRepeatedLists(
  measurements: Measurement[],
  configs: Map<string, Config>,
  isList: (block: number) => boolean,
  config: (label: string) => Config,
): void {
  const byBlock = new Map<number, Measurement[]>();
  for (const m of measurements) {
    if (!isList(m.block)) continue;
    const list = byBlock.get(m.block);
    if (list) list.push(m);
    else byBlock.set(m.block, [m]);
  }
  const groups = new Map<string, number[]>();
  for (const [block, ms] of byBlock) {
    // one heading over the list (one measure), and a heading, not the unit standing in for it
    const headings = new Set(ms.map((m) => m.metric));
    if (headings.size !== 1 || ms[0]!.metric === ms[0]!.unit) continue;
    const key = ms
      .map((m) => m.config)
      .sort()
      .join('\u0000');
    const group = groups.get(key);
    if (group) group.push(block);
    else groups.set(key, [block]);
  }
  const turned = new Set<string>();
  for (const blocks of groups.values()) {
    const headings = blocks.map((b) => byBlock.get(b)![0]!.metric.toLowerCase());
    if (blocks.length < 2 || new Set(headings).size !== blocks.length) continue;
    const names = byBlock.get(blocks[0]!)!.map((m) => m.config);
    if (!headings.every(runLike) || names.some(runLike)) continue;
    for (const b of blocks)
      for (const m of byBlock.get(b)!) {
        turned.add(m.config);
        [m.config, m.metric] = [config(m.metric).label, m.config];
      }
  }
  const still = new Set(measurements.map((m) => m.config));
  for (const run of turned) if (!still.has(run)) configs.delete(run);
}
