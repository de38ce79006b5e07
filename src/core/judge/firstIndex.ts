/**
 * The first measurement of a config and metric, found without a map per config: the measurements' places
 * grouped by config in typed arrays, a config's few searched in order, and a map made only for a config
 * asked often. A map of its metrics per config was 37 MB of a 5 MB table's allocations (13,000 runs of 49
 * metrics), made twice (the derived metrics, the findings) and live through the comparisons.
 */
import type { Measurement } from '../model';

/** Lookups of one config searched in order before its metrics are put in a map. */
const SEARCHES = 64;
/** A config of more measurements than this has its map at the first lookup. */
const SEARCHED = 256;

export class FirstMeasurements {
  /** Config -> its number, in the order first measured. */
  private readonly ids = new Map<string, number>();
  /** Where each config's places start in `places` (one more than the configs: the end). */
  private readonly starts: Int32Array;
  /** The places of the measurements (in `lists` one after another), by config, each config's in order. */
  private readonly places: Int32Array;
  /** Lookups per config so far, and the maps of those asked often. */
  private readonly asked: Int32Array;
  private readonly maps = new Map<number, Map<string, Measurement>>();

  constructor(private readonly lists: readonly (readonly Measurement[])[]) {
    let total = 0;
    for (const list of lists) total += list.length;
    const configOf = new Int32Array(total);
    const counts: number[] = [];
    let k = 0;
    for (const list of lists)
      for (const m of list) {
        let id = this.ids.get(m.config);
        if (id === undefined) {
          this.ids.set(m.config, (id = counts.length));
          counts.push(0);
        }
        counts[id]!++;
        configOf[k++] = id;
      }
    this.starts = new Int32Array(counts.length + 1);
    for (let i = 0; i < counts.length; i++) this.starts[i + 1] = this.starts[i]! + counts[i]!;
    const next = this.starts.slice(0, counts.length);
    this.places = new Int32Array(total);
    for (let p = 0; p < total; p++) this.places[next[configOf[p]!]!++] = p;
    this.asked = new Int32Array(counts.length);
  }

  private at(place: number): Measurement {
    for (const list of this.lists) {
      if (place < list.length) return list[place]!;
      place -= list.length;
    }
    throw new RangeError('no measurement at this place');
  }

  /** Whether the config has any measurement. */
  has(config: string): boolean {
    return this.ids.has(config);
  }

  /** The config's first measurement of the metric. */
  get(config: string, metric: string): Measurement | undefined {
    const id = this.ids.get(config);
    if (id === undefined) return undefined;
    const map = this.maps.get(id);
    if (map) return map.get(metric);
    const end = this.starts[id + 1]!;
    if (end - this.starts[id]! <= SEARCHED && ++this.asked[id]! <= SEARCHES) {
      for (let k = this.starts[id]!; k < end; k++) {
        const m = this.at(this.places[k]!);
        if (m.metric === metric) return m;
      }
      return undefined;
    }
    const made = new Map<string, Measurement>();
    for (let k = this.starts[id]!; k < end; k++) {
      const m = this.at(this.places[k]!);
      if (!made.has(m.metric)) made.set(m.metric, m);
    }
    this.maps.set(id, made);
    return made.get(metric);
  }
}
