/** Turn recognized blocks into configs (label, description, tunables) and measurements in base units. */
import { dropRestated, mergeShortenedRuns } from './restated';
import type { Legend } from '../reading/kit/legend';
import type {
  Block,
  Config,
  ConfigTable,
  KeyValueData,
  LlamaBenchData,
  LlamaBenchRow,
  Measurement,
  NumastatData,
  TopologyData,
  SettingsData,
  TimingsData,
  VmstatData,
} from '../model';
import { isDataBlock } from '../model';
import { rateMetric, runName } from '../reading/benchmarks/llamaBench';
import { vmstatDeltas } from './vmstatDeltas';
import { claimRunsInKeys, keepWhere } from './runsInKeys';
import { mergeQualifiedRuns } from './sameSlot';
import { headingsNameRepeatedLists } from './headingsOverLists';
import { applySetup, describeConfigs, tunablesIn } from './describe';
import { commitsNamedInShort, runsNamedInShortByAnotherTable, sameConfigNamedTwice } from './names';
import { isTunableValue } from '../knowledge/tunables';
import type { Segmented } from '../reading/segment';
import { blockLabels, captionOver, leadInsTellRunsApart, readAlike, sectionsTellRepeatsApart } from './captions';
import { parallelLeadIns } from './parallelLeadIns';
import { gapDifferences } from './gapDifferences';
import { blockGaps, gapFloors, gapsTellRunsApart, labelsOverAlikeTables, type GapLabel } from './gapNames';
import { namesData, trimEndOf, unemphasized } from '../text/marks';
import { maxOf, mean, stddev } from '../math/stats';
import { finiteNumber } from '../text/numbers';
import { DEFAULT_RUN, REFERENCE_START, VIEW_COMMAND } from '../vocabulary/runs';

/** The blocks as read, with the run each is named by from the lines around it (runs/captions.ts) and the labels in each one's gap (runs/gapNames.ts). */
type NamedSegment = Segmented & { labels: (string | undefined)[]; gaps: GapLabel[][] };

export interface Runs {
  configs: Config[];
  measurements: Measurement[];
  /** The run each block of one run belongs to (blocks are not written: the analysis sets this on its copies). */
  blockConfigs: ReadonlyMap<number, string>;
  /** A title the runs give a block (`...: derived from numastat.start and numastat.end, not a run`). */
  blockTitles: ReadonlyMap<number, string>;
  /** What each pass decided, a block at a time: the evidence of the runs. */
  decisions: RunDecision[];
  /** The run each block is named by from the lines around it (runs/captions.ts), before the passes. */
  labels: readonly (string | undefined)[];
}

/** llama-bench optional columns are printed only when they differ from these defaults. */
const LLAMA_DEFAULTS: Record<string, string> = {
  thp: '0',
  mmap: '1',
  rtr: '0',
  fmoe: '0',
  fa: '0',
  mla: '0',
  amb: '0',
};

/** Blocks that describe one config (their label comes from the section or the file). */
const SINGLE_KINDS = new Set([
  'llama-timings',
  'vmstat',
  'meminfo',
  'numastat',
  'sysctl',
  'graph500',
  'xsbench',
  'numactl-hardware',
]);

/** Repetition count written in a title or the document: "over 5 reps", "avg of 3 runs", "-r 5". */
function repetitions(text: string): number | undefined {
  const m =
    /(?:over|avg\.? of|average of|mean of)\s+(\d+)\s+(?:reps|runs|repetitions|iterations|trials)|\s-r\s+(\d+)\b/i.exec(
      text,
    );
  return m ? finiteNumber(m[1] ?? m[2]) : undefined;
}

/**
 * A plain object (its prototype Object's) made by a constructor, so that V8 keeps every field added to it
 * in the object: `{}` holds four and puts the rest in an array of their own, 24 bytes more a measurement
 * (31 MB of a 10 MB table's 1.3 million).
 */
function Fields(): void {}
Fields.prototype = Object.prototype;

/**
 * A whole number as the small integer V8 keeps in the object itself: read from an array that holds a fraction
 * anywhere, it is a number in a box of its own (16 bytes more a measurement). -0 is kept as it is.
 */
const unboxed = (v: number): number => (v === (v | 0) && (v !== 0 || 1 / v > 0) ? v | 0 : v);

class Builder {
  readonly configs = new Map<string, Config>();
  readonly measurements: Measurement[] = [];
  /** The run a block of one run belongs to. */
  readonly blockConfig = new Map<number, string>();
  /** Titles the passes give blocks. */
  readonly blockTitle = new Map<number, string>();
  /** Why the current pass gave a block's values to their run (the reason kept as evidence). */
  readonly namedBy = new Map<number, string>();
  /** Labels by their lowercase form: `Base` in one table and `BASE` in the next are one run. */
  private readonly byFold = new Map<string, string>();
  constructor(private legend: Legend) {}

  /** The label a run already has when this one differs from it only in case. */
  private canonical(label: string): string {
    const fold = label.toLowerCase();
    const known = this.byFold.get(fold);
    if (known !== undefined) return known;
    this.byFold.set(fold, label);
    return label;
  }

  config(label: string): Config {
    label = this.canonical(label);
    let c = this.configs.get(label);
    if (!c) {
      c = { label, tunables: {} };
      const e = this.legend.configs.get(label);
      if (e) {
        if (e.description) c.description = e.description;
        if (e.kernel) c.kernel = e.kernel;
        Object.assign(c.tunables, e.tunables);
      }
      this.configs.set(label, c);
    }
    return c;
  }

  add(m: Omit<Measurement, 'value'> & { value: number | undefined }): void {
    if (m.value === undefined || !Number.isFinite(m.value)) return;
    const config = this.config(m.config).label;
    // the fields in the caller's order, without the absent ones: built without `delete`, which leaves
    // an object V8 reads slowly (a million measurements of a long series)
    const out = new (Fields as unknown as new () => Record<string, unknown>)();
    for (const k in m) {
      const v = (m as Record<string, unknown>)[k];
      if (k === 'config') out[k] = config;
      else if (k === 'stddev') {
        if (v !== undefined && Number.isFinite(v)) out[k] = v;
      } else if (k === 'n') {
        if (v !== undefined) out[k] = v;
      } else if (k === 'samples') {
        if ((v as number[] | undefined)?.length) out[k] = v;
      } else out[k] = k === 'value' || k === 'line' ? unboxed(v as number) : v;
    }
    this.measurements.push(out as unknown as Measurement);
  }

  /** Several rows of one config and metric in one block are repetitions: merge into one measurement. */
  addSamples(
    config: string,
    metric: string,
    unit: string,
    block: number,
    items: { v: number; sd?: number; line: number; samples?: number[] }[],
  ): void {
    if (!items.length) return;
    if (items.length === 1) {
      const it = items[0]!;
      this.add({
        config,
        metric,
        unit,
        block,
        line: it.line,
        value: it.v,
        stddev: it.sd,
        samples: it.samples,
        n: it.samples?.length,
      });
      return;
    }
    const vs = items.map((x) => x.v);
    this.add({
      config,
      metric,
      unit,
      block,
      line: items[0]!.line,
      value: mean(vs),
      stddev: stddev(vs),
      n: vs.length,
      samples: vs,
    });
  }
}

/** A label used twice in one table keeps both columns: the later ones become `r1 #2`, `r1 #3` (a finding says so). */
export function distinctLabels(columns: string[]): string[] {
  const seen = new Map<string, number>();
  return columns.map((c) => {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    return n > 1 ? `${c} #${n}` : c;
  });
}

function fromTable(b: Builder, t: ConfigTable, block: number, single: string, n: number | undefined): void {
  const labels =
    t.columns.length === 1 && /^(value|count|total)$/i.test(t.columns[0]!) ? [single] : distinctLabels(t.columns);
  if (t.tunables) for (const l of labels) Object.assign(b.config(l).tunables, t.tunables);
  t.columnTunables?.forEach(
    (set, c) => set && labels[c] !== undefined && Object.assign(b.config(labels[c]).tunables, set),
  );
  for (const row of t.rows) {
    if (row.ratioOf) continue;
    row.values.forEach((v, c) => {
      if (labels[c] === undefined) return; // a cell beyond the header names no config
      const samples = row.samples?.[c];
      b.add({
        config: labels[c],
        metric: row.name,
        value: v,
        unit: row.unit,
        stddev: row.stddev?.[c],
        n: samples?.length ?? n,
        samples,
        block,
        line: row.lines?.[c] ?? row.line,
      });
    });
  }
  const it = t.iterations;
  if (!it) return;
  labels.forEach((label, c) => {
    const xs = it.values.map((r) => r[c]).filter((x): x is number => x !== undefined);
    if (!xs.length) return;
    const existing = b.measurements.find((m) => m.config === label && m.metric === it.metric);
    if (existing) {
      existing.samples = xs;
      existing.n ??= xs.length;
    } else
      b.add({
        config: label,
        metric: it.metric,
        value: mean(xs),
        unit: /t\/s/.test(it.metric) ? 't/s' : '',
        stddev: stddev(xs),
        n: xs.length,
        samples: xs,
        block,
        line: it.line,
      });
  });
}

/** A llama-bench result block and the name the text gives it (a label or heading above it), if any. */
interface LlamaBlock {
  data: LlamaBenchData;
  idx: number;
  name?: string;
  section?: string;
}

/** A column that holds config names itself (`NUMA Configuration`): its value is the label, without `key=`. */
const NAME_COLUMN = /(?:^|\s)(?:config|configuration|setup|variant)$/i;

function llamaValue(cfg: Record<string, string>, k: string, absent = '-'): string {
  return cfg[k] ?? LLAMA_DEFAULTS[k] ?? absent;
}

/** Columns whose value changes between rows of one table (within one section row when there are sections). */
function varyingColumns(data: LlamaBenchData): string[] {
  const keys = new Set<string>();
  for (const r of data.rows) for (const k in r.config) keys.add(k);
  // a column varies where a row of a section differs from the section's first row: stop at the first such row
  return [...keys].filter((k) => {
    const firstOf = new Map<string, string>();
    for (const r of data.rows) {
      const s = r.section ?? '';
      const v = llamaValue(r.config, k, '');
      const first = firstOf.get(s);
      if (first === undefined) firstOf.set(s, v);
      else if (first !== v) return true;
    }
    return false;
  });
}

/**
 * Config labels for llama-bench rows. Tables the text names one by one (distinct headings or labels)
 * take those names; inside a table, what varies between rows (`threads=64`, a section row) names them.
 * Tables without their own names are told apart by the columns that differ between them.
 */
function llamaLabels(blocks: LlamaBlock[], fallback: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const names = blocks.map((x) => x.name);
  const named = names.every((n) => n) && new Set(names).size === names.length;
  const uniform: { idx: number; name?: string; cfg: Record<string, string> }[] = [];
  for (const { data, idx, name, section } of blocks) {
    const varying = varyingColumns(data);
    if (varying.length || data.rows.some((r) => r.section)) {
      const prefix = named && blocks.length > 1 ? name : undefined;
      // a name column gives its value alone (`model`), the others `k=v`: decided once per column
      const bare = new Set(varying.filter((k) => NAME_COLUMN.test(k)));
      const part = (r: LlamaBenchRow, k: string) =>
        bare.has(k) ? llamaValue(r.config, k) : `${k}=${llamaValue(r.config, k)}`;
      // the non-empty parts joined by spaces, built as one string per row (no array per row)
      const label = (r: LlamaBenchRow) => {
        let s = prefix || '';
        if (r.section) s = s ? `${s} ${r.section}` : r.section;
        for (const k of varying) {
          const x = part(r, k);
          if (x) s = s ? `${s} ${x}` : x;
        }
        return s;
      };
      out.set(idx, data.rows.map(label));
    } else uniform.push({ idx, name: name ?? section, cfg: data.rows[0]?.config ?? {} });
  }
  const keys = [...new Set(uniform.flatMap((u) => Object.keys(u.cfg)))];
  const differing = keys.filter((k) => {
    const vals = uniform.map((u) => u.cfg[k] ?? LLAMA_DEFAULTS[k]).filter((v) => v !== undefined);
    return vals.length === uniform.length && new Set(vals).size > 1;
  });
  for (const u of uniform) {
    const rows = blocks.find((x) => x.idx === u.idx)!.data.rows;
    const byColumns = differing.map((k) => `${k}=${llamaValue(u.cfg, k)}`).join(' ');
    const label = (named ? u.name : undefined) || byColumns || u.name || fallback;
    out.set(
      u.idx,
      rows.map(() => label),
    );
  }
  return out;
}

function fromLlamaBench(b: Builder, data: LlamaBenchData, labels: string[], block: number): void {
  type Group = {
    config: string;
    metric: string;
    items: { v: number; sd?: number; line: number; samples?: number[] }[];
  };
  // groups in the order they first appear, found by config then metric (no key string per row)
  const groups: Group[] = [];
  const byConfig = new Map<string, Map<string, Group>>();
  // a table repeats a few tests (`pp512`, `tg128`) over many rows: each named once
  const metrics = new Map<string, string>();
  const rows = data.rows;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    const config = labels[k]!;
    let metric = metrics.get(r.test);
    if (metric === undefined) metrics.set(r.test, (metric = rateMetric(r.test)));
    let byMetric = byConfig.get(config);
    if (!byMetric) byConfig.set(config, (byMetric = new Map<string, Group>()));
    let g = byMetric.get(metric);
    if (!g) {
      byMetric.set(metric, (g = { config, metric, items: [] }));
      groups.push(g);
    }
    g.items.push({ v: r.tps, sd: r.stddev, line: r.line, samples: r.samples });
  }
  for (const g of groups) b.addSamples(g.config, g.metric, 't/s', block, g.items);
}

/**
 * The name the text gives each llama-bench block: a label written right above it, else the heading
 * the run sits under, else a label carried from an earlier block. The section (the document's
 * structure) is only the last resort, for tables nothing else tells apart.
 */
function llamaBlocks(seg: NamedSegment): LlamaBlock[] {
  const out: LlamaBlock[] = [];
  let previousLabel: string | undefined;
  seg.blocks.forEach((bl, idx) => {
    if (!isDataBlock(bl)) return;
    const label = seg.labels[idx];
    const fresh = label !== previousLabel ? label : undefined;
    previousLabel = label;
    if (bl.data.type !== 'llama-bench') return;
    const name = fresh ?? bl.title ?? label;
    out.push({ data: bl.data, idx, name: name === undefined ? undefined : runName(name), section: seg.sections[idx] });
  });
  return out;
}

/** Tunables the text states where it names a run (`### numa_balancing=1`) go to the configs that block measured. */
function applyNamedTunables(b: Builder, measured: Measurement[], name: string | undefined): void {
  if (!name || !measured.length) return;
  const tunables = Object.entries(tunablesIn(name));
  if (!tunables.length) return;
  const configs = new Set(measured.map((m) => m.config));
  for (const label of configs) {
    const c = b.config(label);
    for (const [k, v] of tunables) c.tunables[k] ??= v;
  }
}

function fromTimings(b: Builder, d: TimingsData, config: string, block: number): void {
  b.addSamples(
    config,
    'prompt eval t/s',
    't/s',
    block,
    d.prompt.map((p) => ({ v: p.tps, line: p.line })),
  );
  b.addSamples(
    config,
    'generation t/s',
    't/s',
    block,
    d.generation.map((p) => ({ v: p.tps, line: p.line })),
  );
  for (const name of new Set(d.times?.map((t) => t.name)))
    b.addSamples(
      config,
      name,
      's',
      block,
      d.times!.filter((t) => t.name === name).map((t) => ({ v: t.seconds, line: t.line })),
    );
}

function fromVmstat(b: Builder, d: VmstatData, config: string, block: number, startLine: number): void {
  for (const [name, v] of vmstatDeltas(d))
    b.add({ config, metric: name, value: v, unit: 'count', block, line: startLine });
}

function fromKv(b: Builder, d: KeyValueData, config: string, block: number, kind: string): void {
  const get = (k: string) => d.values.get(k);
  const put = (metric: string, k: string, unit: string, sdKey?: string, n?: number) => {
    const v = get(k);
    if (v?.value === undefined) return;
    b.add({
      config,
      metric,
      value: v.value,
      unit,
      stddev: sdKey ? get(sdKey)?.value : undefined,
      n,
      block,
      line: v.line,
    });
  };
  if (kind === 'meminfo') {
    // every field but the page sizes, which are settings
    for (const [k, v] of d.values)
      if (!/pagesize$/i.test(k))
        b.add({ config, metric: k, value: v.value, unit: v.unit || 'pages', block, line: v.line });
  } else if (kind === 'graph500') {
    const n = get('NBFS')?.value;
    put('TEPS (harmonic mean)', 'bfs_harmonic_mean_TEPS', 'TEPS', 'bfs_harmonic_stddev_TEPS', n);
    put('BFS time (mean)', 'bfs_mean_time', 's', 'bfs_stddev_time', n);
    put('BFS time (median)', 'bfs_median_time', 's');
  } else if (kind === 'xsbench') {
    put('Lookups/s', get('Total Lookups/s') ? 'Total Lookups/s' : 'Lookups/s', 'lookups/s');
    put('Runtime', 'Runtime', 's');
  }
}

/** Every numastat table's cells: per node and the Total column; MB tables in bytes, the default table's counters as counts. */
function fromNumastat(b: Builder, d: NumastatData, config: string, block: number): void {
  for (const t of d.tables) {
    const prefix = /process/.test(t.title) ? 'process ' : /cgroup/.test(t.title) ? 'cgroup ' : '';
    const columns = t.hasTotal ? [...t.nodes, 'Total'] : t.nodes;
    const [scale, unit] = t.unit === 'MB' ? [2 ** 20, 'bytes'] : [1, 'pages'];
    for (const r of t.rows)
      columns.forEach((node, c) => {
        const v = r.values[c];
        if (v !== undefined)
          b.add({
            config,
            metric: node === 'Total' ? `${prefix}${r.name} total` : `${prefix}${r.name} on ${node}`,
            value: v * scale,
            unit,
            block,
            line: r.line,
          });
      });
  }
}

/** `numactl -H`'s node sizes and free memory, in bytes: the state of a run's machine (a CXL node onlined, memory taken). */
function fromTopology(b: Builder, d: TopologyData, config: string, block: number): void {
  for (const n of d.nodes)
    for (const [what, mb, line] of [
      ['size', n.sizeMB, n.sizeLine],
      ['free', n.freeMB, n.freeLine],
    ] as const)
      if (mb !== undefined && line !== undefined)
        b.add({ config, metric: `node ${n.id} ${what}`, value: mb * 2 ** 20, unit: 'bytes', block, line });
}

function applySettings(b: Builder, d: SettingsData, config: string): void {
  const c = b.config(config);
  for (const [k, v] of d.values) c.tunables[k] = v.value;
}

/**
 * One run's blocks that no section tells apart, named by the `#` headings above them (`# single cpu` over
 * `## rate` over the timings, `# rebuild with USE_NUMA=1` over `## rate` over the same timings): the
 * deepest level whose headings differ between them, when every such block has one there.
 */
function headingLevelRuns(seg: NamedSegment, oneRun: (bl: Block) => boolean): Map<number, string> {
  const idx = seg.blocks.flatMap((bl, i) => (oneRun(bl) && bl.data.type !== 'prose' && !seg.labels[i] ? [i] : []));
  const out = new Map<number, string>();
  if (idx.length < 2 || new Set(idx.map((i) => seg.sections[i])).size > 1) return out;
  const depth = maxOf(idx.map((i) => seg.headingPaths[i]!.length));
  for (let l = depth - 1; l >= 0; l--) {
    const names = idx.map((i) => seg.headingPaths[i]![l]);
    if (names.some((n) => !n) || new Set(names).size < 2) continue;
    idx.forEach((i, k) => out.set(i, names[k]!));
    break;
  }
  return out;
}

/**
 * Runs named by a heading that the document writes under several parents (`### CPU` under `## Apple M4` and under
 * `## A800`): each block's run is its section's name, which says the parent too (reading/segment.ts), so that the
 * two machines' `CPU` are two runs. The run of the block's own name is dropped where nothing else measured it.
 */
function headingsUnderParents(b: Builder, seg: NamedSegment): void {
  if (!seg.qualified.size) return;
  const plain = (x: string) => trimEndOf(x, ':').toLowerCase();
  const left = new Set<string>();
  for (const m of b.measurements) {
    const section = seg.sections[m.block];
    const heading = section === undefined ? undefined : seg.qualified.get(section);
    if (heading === undefined || plain(heading) !== plain(m.config)) continue;
    left.add(m.config);
    m.config = b.config(section!).label;
  }
  for (const name of left) if (!b.measurements.some((m) => m.config === name)) b.configs.delete(name);
}

/**
 * Changes written with arrows (reading/lists/changePairs.ts) name their sides `before` and `after`. Where the rest of
 * the text measured exactly two runs, one named as the reference (`Before patch`, `baseline`, `without THP`) and the
 * other not, the sides are those runs: the arrows summed up what the tables measured.
 */
function changeSidesAreTheRuns(b: Builder, isChange: (block: number) => boolean): void {
  const sides = new Set(['before', 'after']);
  const others = new Set<string>();
  for (const m of b.measurements) if (!(isChange(m.block) && sides.has(m.config))) others.add(m.config);
  if (others.size !== 2) return;
  const reference = [...others].filter((c) => REFERENCE_START.test(c) || /^before\b/i.test(c));
  if (reference.length !== 1) return;
  const to = { before: reference[0]!, after: [...others].find((c) => c !== reference[0])! };
  for (const m of b.measurements)
    if (isChange(m.block) && (m.config === 'before' || m.config === 'after')) m.config = to[m.config];
  for (const side of sides) if (!b.measurements.some((m) => m.config === side)) b.configs.delete(side);
}

/** What the passes share: the builder they add to, the segmented document they read, and the default run's name. */
interface RunsState {
  readonly b: Builder;
  readonly seg: NamedSegment;
  readonly blocks: readonly Block[];
  /** The name of the run of a block nothing names (`run`, or the file's name). */
  readonly label: string;
  /** The run a block of one run is named by, and what names it. */
  readonly single: (i: number) => Named;
  /** A heading used twice names one run: the first one's name. */
  readonly asRun: (section: string) => string;
  /** Settings written after the run they are labelled with was measured (they hold for the runs after them). */
  readonly laterSettings: { i: number; d: SettingsData }[];
  /** time(1)'s output under a run the text names: its repetitions. */
  readonly timed: (i: number) => boolean;
  /** A generic table (or CSV), not a benchmark's own output: read again, it is another quantity. */
  readonly generic: (i: number) => boolean;
  /** What the user's corrections say of block i: that it is a run (they name it), or that it is ignored. */
  readonly userSays: (i: number) => 'run' | 'ignored' | undefined;
}

/** A run's name and where it came from (`the line above it`), the evidence of the block it names. */
interface Named {
  name: string;
  by: string;
}

/** A pass over the runs: its name says what it decides. */
type RunPass = readonly [name: string, pass: (s: RunsState) => void];

/**
 * The passes that decide what the runs are and what they are called, in order: the table of contents of
 * this module. Each reads the blocks and changes only the builder (its configs, measurements and the run
 * each block belongs to); `buildRuns` records what each pass changed.
 */
const RUN_PASSES: readonly RunPass[] = [
  ['each block read into runs', readBlocks],
  [
    'a run named by a heading written under several parents (`### CPU` under two machines) is named by its parent too',
    (s) => headingsUnderParents(s.b, s.seg),
  ],
  [
    'lists of the same names under different headings: the headings are the runs, the names what was measured',
    (s) =>
      headingsNameRepeatedLists(
        s.b.measurements,
        s.b.configs,
        (i) => s.blocks[i]!.reading?.reader === 'named-values' && s.userSays(i) === undefined,
        (label) => s.b.config(label),
      ),
  ],
  [
    'settings written after a run hold for the runs after them',
    (s) => settingsFromThereOn(s.b, s.laterSettings, (i) => s.single(i).name),
  ],
  ["a block whose caption starts with a run's name is that run's", (s) => claimByCaption(s.b, s.blocks, s.label)],
  [
    'values whose keys name the runs go to those runs',
    (s) =>
      claimRunsInKeys(
        s.b.measurements,
        s.b.configs,
        (i, config) => config === s.label || (s.seg.sections[i] !== undefined && config === s.asRun(s.seg.sections[i])),
      ),
  ],
  [
    'an unnamed block beside named runs that is placement, or measures nothing they measure, is context, no run',
    (s) => dropUnnamedContext(s.b, s.blocks, s.label, s.userSays),
  ],
  ['a run named with and without a qualifier is one run', (s) => mergeQualifiedRuns(s.b.measurements, s.b.configs)],
  ['settings under a short name go to the run that name is part of', (s) => settingsToRun(s.b)],
  ['settings in effect name or describe the runs measured under them', (s) => settingsInEffect(s.b, s.blocks, s.label)],
  [
    'runs told apart only by their commands are named by them',
    (s) => nameRunsByCommand(s.b, s.blocks, s.seg.commands, s.label),
  ],
  [
    "a block nothing named is the run its tool's output names (fio's job name)",
    (s) => runsNamedByTheirTool(s.b, s.blocks, s.label),
  ],
  [
    "the two sides of changes written with arrows are the text's own two runs, where it names two (`Before patch`, `After patch`)",
    (s) => changeSidesAreTheRuns(s.b, (i) => s.blocks[i]!.reading?.reader === 'change pairs'),
  ],
  ['a run named in short elsewhere is the same run', (s) => mergeShortenedRuns(s.b.configs, s.b.measurements)],
  ['results restated in a second table are not measured twice', (s) => dropRestated(s.b.measurements, s.generic)],
  [
    'alike tables under labels of their own that read the same runs: the labels are the runs, the runs what each measured',
    (s) =>
      labelsAreRuns(
        s.b,
        s.seg,
        (i) => s.userSays(i) !== undefined || s.blocks[i]!.reading?.reader === 'your correction',
      ),
  ],
  [
    'one run measured in several generic tables: each named by its section or title',
    (s) =>
      qualifyRepeats(
        s.b.measurements,
        (m) => s.generic(m.block),
        (i) => [s.seg.sections[i], s.blocks[i]!.title, captionOver(s.seg.lines, s.seg.naming[i]?.from)],
      ),
  ],
  [
    'per-node counters beside the global ones are named by their node',
    (s) =>
      qualifyNodeCounters(s.b.measurements, (i) =>
        s.blocks[i]!.data.type === 'vmstat' ? s.blocks[i]!.data.node : undefined,
      ),
  ],
  ['time(1) run again under one run: its repetitions', (s) => repetitionsAsSamples(s.b.measurements, s.timed)],
  [
    'one run spelled two ways (`base kernel` and `base`) is one',
    (s) => sameConfigNamedTwice(s.b.configs, s.b.measurements),
  ],
  [
    'a table that names the runs of another in short names the same runs',
    (s) => runsNamedInShortByAnotherTable(s.b.configs, s.b.measurements),
  ],
  [
    'a commit printed in full over a column is named as the text names it in short',
    (s) => commitsNamedInShort(s.b.configs, s.b.measurements, s.seg.lines.source),
  ],
  [
    "a run's own name states its settings first (`Patched NUMAB=0`): the prose does not override them",
    (s) => {
      for (const c of s.b.configs.values())
        for (const [k, v] of Object.entries(tunablesIn(c.label))) if (isTunableValue(k, v)) c.tunables[k] ??= v;
    },
  ],
  ['the prose describes the runs it names', (s) => describeConfigs([...s.b.configs.values()], s.seg.prose)],
  [
    'the setup the prose states holds for the measured runs',
    (s) => {
      const measured = new Set(s.b.measurements.map((m) => m.config));
      applySetup(
        [...s.b.configs.values()].filter((c) => measured.has(c.label)),
        s.seg.prose,
      );
    },
  ],
];

/** What one pass did to the runs: a block's values moved to another run, or a run's values dropped. */
export interface RunDecision {
  pass: string;
  block: number;
  /** The run the block's values were given to (undefined: dropped). */
  config?: string;
  from?: string;
  /** Why, when the pass names it (`the line above it`). */
  by?: string;
}

/** Single-config blocks: one run each, named by the line above, the section, the markdown heading or the file. */
function blockNames(seg: NamedSegment, label: string): Pick<RunsState, 'single' | 'asRun'> {
  const blocks = seg.blocks;
  // a table of one value column is one run's, as a dump is
  const oneRun = (bl: Block) =>
    SINGLE_KINDS.has(bl.kind) ||
    (bl.data.type === 'table' && bl.data.columns.length === 1 && /^(value|count|total)$/i.test(bl.data.columns[0]!));
  const singleSections = new Set(blocks.map((bl, i) => (oneRun(bl) ? seg.sections[i] : undefined)).filter(Boolean));
  // a heading written again (`BEFORE` over the counters, `BEFORE` over the timings) names the same run
  const asRun = (section: string) => seg.numbered.get(section) ?? section;
  // sections that only name the data (`Reference results:` under `### Valkey 7.2.5` and under `### mt-redis`):
  // the markdown headings above them name the runs
  const singleOutlines = new Set(blocks.map((bl, i) => (oneRun(bl) ? seg.outline[i] : undefined)).filter(Boolean));
  const outlineRun = (i: number): Named =>
    singleOutlines.size >= 2 && seg.outline[i] !== undefined && !namesData(seg.outline[i])
      ? { name: seg.outline[i], by: 'the markdown heading above it' }
      : { name: label, by: 'nothing names it: the default run' };
  const pathRun = headingLevelRuns(seg, oneRun);
  const named = (i: number): Named => {
    const above = seg.labels[i];
    if (above !== undefined) return { name: above, by: 'the line above it (or above the blocks before it)' };
    const section = seg.sections[i];
    if (singleSections.size >= 2 && !namesData(section))
      return section === undefined
        ? { name: label, by: 'nothing names it: the default run' }
        : { name: asRun(section), by: 'its section heading, one of several over one-run blocks' };
    if (namesData(section)) return outlineRun(i);
    const path = pathRun.get(i);
    return path !== undefined
      ? { name: path, by: 'the level of its headings that tells its one-run blocks apart' }
      : { name: label, by: 'nothing names it: the default run' };
  };
  const names = blocks.map((_, i) => named(i));
  const within = sectionsTellRepeatsApart(
    seg,
    names.map((n) => (n.name === label ? undefined : n.name)),
  );
  within?.forEach((name, i) => {
    if (name !== undefined && name !== names[i]!.name)
      names[i] = { name, by: 'the short line set off over its name: a section that tells a name used twice apart' };
  });
  for (const [i, name] of leadInsTellRunsApart(seg, (b) => (names[b]!.name === label ? undefined : names[b]!.name)))
    if (name !== names[i]!.name)
      names[i] = { name, by: 'the sentence leading into it, one of several that tell alike blocks apart' };
  for (const i of captionOverCommands(seg, names, label))
    names[i] = {
      name: label,
      by: 'a caption over alike blocks each run by its own command: the commands name the runs',
    };
  const unnamed = names.map((n) => (n.name === label ? undefined : n.name));
  for (const [i, name] of parallelLeadIns(seg, unnamed))
    names[i] = { name, by: 'the opening of the paragraph over it, parallel to those over alike blocks' };
  for (const [i, name] of gapsTellRunsApart(
    seg,
    seg.gaps,
    (b) => names[b]!.name,
    (b) => names[b]!.name === label,
  ))
    if (name !== names[i]!.name)
      names[i] = { name, by: 'the label over it, in the form of the labels over alike blocks that differ' };
  for (const [i, name] of gapDifferences(
    seg,
    gapFloors(seg),
    (b) => names[b]!.name,
    (b) => names[b]!.name === label,
  ))
    names[i] = { name, by: 'the words that differ in a line written over each of alike blocks' };
  return { single: (i) => names[i]!, asRun };
}

/**
 * Alike blocks under one caption (`Decompression:` over `time zstd --test ...` and its output, then `time brotli
 * --test ...` and its): each run by a command of its own, different from the others', they are the runs the
 * commands name, and the caption names what they measure. Returns the blocks to leave to the commands.
 */
function captionOverCommands(seg: NamedSegment, names: readonly Named[], label: string): number[] {
  const groups = new Map<string, number[]>();
  names.forEach((n, i) => {
    const from = seg.naming[i]?.from;
    const cmd = seg.commands[i];
    // a command that only shows state (`cat /proc/vmstat`, `numastat -m`) runs nothing: the caption's run it shows
    if (n.name === label || from === undefined || cmd === undefined || VIEW_COMMAND.test(cmd)) return;
    const key = `${n.name}\u0000${readAlike(seg, i, from)}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const candidates = [...groups.values()].filter((group) => group.length >= 2);
  if (!candidates.length) return [];
  const norm = (i: number) => seg.commands[i]!.replace(/\s+/g, ' ').trim();
  // how often each command runs over the blocks (counted once, not per group)
  const runsOf = new Map<string, number>();
  seg.commands.forEach((c, i) => {
    if (c !== undefined && seg.naming[i] !== undefined) runsOf.set(norm(i), (runsOf.get(norm(i)) ?? 0) + 1);
  });
  return candidates.flatMap((group) => {
    const commands = group.map(norm);
    // the same commands run again under another caption are workloads, and the captions the runs
    const distinct = new Set(commands).size === commands.length;
    return distinct && commands.every((c) => runsOf.get(c) === 1) ? group : [];
  });
}

/** Alike tables whose labels are their runs (gapNames.ts): their runs become what each measured, their labels the runs. */
function labelsAreRuns(b: Builder, seg: NamedSegment, keep: (i: number) => boolean): void {
  const runsOf = new Map<number, Set<string>>();
  for (const m of b.measurements) runsOf.set(m.block, (runsOf.get(m.block) ?? new Set()).add(m.config));
  const labels = labelsOverAlikeTables(seg, seg.gaps, runsOf, keep);
  if (!labels.size) return;
  const from = new Set<string>();
  for (const m of b.measurements) {
    const label = labels.get(m.block);
    if (label === undefined) continue;
    from.add(m.config);
    m.metric = `${m.config} ${m.metric}`;
    m.config = b.config(label).label;
  }
  for (const [i, label] of labels)
    b.namedBy.set(i, `the label over it (\`${label}\`), one of those over alike tables that read the same runs`);
  const measured = new Set(b.measurements.map((m) => m.config));
  for (const config of from) if (!measured.has(config)) b.configs.delete(config);
}

/**
 * Build configs and measurements; `label` names the config of single-config blocks (e.g. the file name);
 * `said` is what the user's corrections say of a block, by its key.
 */
export function buildRuns(read: Segmented, label = DEFAULT_RUN, said?: ReadonlyMap<string, 'run' | 'ignored'>): Runs {
  const seg: NamedSegment = { ...read, labels: blockLabels(read), gaps: blockGaps(read) };
  const b = new Builder(seg.legend);
  const blocks = seg.blocks;
  const timed = (i: number) =>
    blocks[i]!.kind === 'results-table' && blocks[i]!.title?.startsWith('time') === true && seg.labels[i] !== undefined;
  const state: RunsState = {
    b,
    seg,
    blocks,
    label,
    ...blockNames(seg, label),
    laterSettings: [],
    timed,
    // a benchmark's own output (llama-bench, timings) run again is a repetition; a generic table is not
    generic: (i) => (blocks[i]!.kind === 'results-table' && !timed(i)) || blocks[i]!.kind === 'csv',
    userSays: (i) => said?.get(blocks[i]!.key ?? ''),
  };
  const decisions: RunDecision[] = [];
  const before: Assignment = { ms: [], configs: [] };
  for (const [name, pass] of RUN_PASSES) {
    take(before, b.measurements);
    pass(state);
    decisions.push(...changes(name, before, b.measurements, b.namedBy));
    b.namedBy.clear();
  }
  return {
    configs: [...b.configs.values()],
    measurements: b.measurements,
    blockConfigs: b.blockConfig,
    blockTitles: b.blockTitle,
    decisions,
    labels: seg.labels,
  };
}

/** The measurements and their runs before a pass (a pass may rename, drop, add or reorder them). */
interface Assignment {
  ms: Measurement[];
  configs: string[];
}
/**
 * `ms` and their runs into the arrays of `into`, refilled before each pass instead of copied anew: two
 * copies of every measurement a pass were 190 MB of the allocations of a 5 MB table (17 passes).
 */
function take(into: Assignment, ms: readonly Measurement[]): void {
  // made to size the first time (grown an element at a time, they were made three times over)
  if (!into.ms.length) {
    into.ms = ms.slice();
    into.configs = ms.map((m) => m.config);
    return;
  }
  for (let k = 0; k < ms.length; k++) {
    into.ms[k] = ms[k]!;
    into.configs[k] = ms[k]!.config;
  }
  into.ms.length = ms.length;
  into.configs.length = ms.length;
}

/**
 * What a pass changed, a block at a time: the runs its values went to (first pass: named), or that they were
 * dropped. `namedBy` gives the reason a pass stated for a block.
 */
function changes(
  pass: string,
  before: Assignment,
  after: readonly Measurement[],
  namedBy: ReadonlyMap<number, string>,
): RunDecision[] {
  // most passes change nothing: the same measurements in the same order under the same runs
  if (after.length === before.ms.length && after.every((m, k) => m === before.ms[k] && m.config === before.configs[k]))
    return [];
  const out = new Map<string, RunDecision>();
  // the decision of a block and run is its first measurement's (a key made once a block and run, not per measurement)
  let last: Measurement | undefined;
  const decide = (m: Measurement, from: string | undefined) => {
    if (last && last.block === m.block && last.config === m.config) return;
    last = m;
    const key = `${m.block}\u0000${m.config}`;
    if (!out.has(key)) out.set(key, { pass, block: m.block, config: m.config, from, by: namedBy.get(m.block) });
  };
  // the same measurements in the same order, some under other runs: each one's run before is at its place (no
  // map of the measurements to their runs, nor a set to find those dropped: none was)
  if (after.length === before.ms.length && after.every((m, k) => m === before.ms[k])) {
    after.forEach((m, k) => {
      const from = before.configs[k];
      if (from !== m.config) decide(m, from);
    });
    return [...out.values()];
  }
  // the measurements in the order they were, some dropped (a pass that drops keeps the rest in place): read
  // side by side, the dropped found on the way (a map of every measurement to its run, and a set of those
  // kept, were 33 MB of a 10 MB mixed paste's allocations)
  if (subsequence(after, before.ms)) {
    const dropped: number[] = [];
    let i = 0;
    for (const m of after) {
      while (before.ms[i] !== m) dropped.push(i++);
      const from = before.configs[i++];
      if (from !== m.config) decide(m, from);
    }
    while (i < before.ms.length) dropped.push(i++);
    for (const k of dropped) {
      const m = before.ms[k]!;
      if (!out.has(`${m.block}\u0000`))
        out.set(`${m.block}\u0000`, { pass, block: m.block, from: before.configs[k], by: namedBy.get(m.block) });
    }
    return [...out.values()];
  }
  const was = new Map<Measurement, string>();
  before.ms.forEach((m, k) => was.set(m, before.configs[k]!));
  // the measurements still there, to find those dropped: none to find after the first pass (a set of a million)
  const kept = was.size ? new Set<Measurement>() : undefined;
  for (const m of after) {
    kept?.add(m);
    const from = was.get(m);
    if (from !== m.config) decide(m, from);
  }
  for (const [m, from] of was)
    if (!kept!.has(m) && !out.has(`${m.block}\u0000`))
      out.set(`${m.block}\u0000`, { pass, block: m.block, from, by: namedBy.get(m.block) });
  return [...out.values()];
}

/** Whether `xs` are some of `all` in their order (each object once). */
function subsequence<T>(xs: readonly T[], all: readonly T[]): boolean {
  if (!xs.length || xs.length > all.length) return false;
  let i = 0;
  for (const x of xs) {
    while (i < all.length && all[i] !== x) i++;
    if (i++ === all.length) return false;
  }
  return true;
}

/** The first pass: every block's values into runs, a block of one run under the name `single` gives it. */
function readBlocks(s: RunsState): void {
  const { b, seg, blocks } = s;
  // "avg of 3 runs" is written in prose; dumps are not searched
  const docReps = repetitions(seg.prose);
  const llama = llamaBlocks(seg);
  const llamaLabel = llamaLabels(llama, s.label);
  const llamaName = new Map(llama.map((x) => [x.idx, x.name]));
  const measuredSoFar = new Set<string>();
  const topologies = blocks.filter((bl) => bl.data.type === 'topology').length;
  blocks.forEach((bl: Block, i) => {
    const d = bl.data;
    const named = s.single(i);
    const single = named.name;
    const firstMeasurement = b.measurements.length;
    switch (d.type) {
      case 'table':
        fromTable(b, d, i, single, repetitions(bl.title ?? '') ?? docReps);
        b.namedBy.set(i, d.columns.length === 1 && d.columns[0] === 'value' ? named.by : 'its own columns or rows');
        break;
      case 'llama-bench':
        fromLlamaBench(b, d, llamaLabel.get(i)!, i);
        b.namedBy.set(i, 'the llama-bench columns that differ between its rows');
        break;
      case 'timings':
        fromTimings(b, d, single, i);
        break;
      case 'vmstat':
        fromVmstat(b, d, single, i, bl.startLine);
        break;
      case 'kv':
        fromKv(b, d, single, i, bl.kind);
        break;
      case 'numastat':
        fromNumastat(b, d, single, i);
        break;
      case 'settings':
        // settings written after the run they are labelled with was measured hold for the runs after them
        if (d.writes && measuredSoFar.has(b.config(single).label)) s.laterSettings.push({ i, d });
        else applySettings(b, d, single);
        break;
      case 'topology':
        // one `numactl -H` shows the machine (setup); several show its states (a node onlined, memory taken)
        if (topologies > 1) fromTopology(b, d, single, i);
        break;
      case 'prose':
      case 'setup':
        break;
      default: {
        const never: never = d;
        void never;
      }
    }
    if (!b.namedBy.has(i)) b.namedBy.set(i, named.by);
    for (let k = firstMeasurement; k < b.measurements.length; k++) measuredSoFar.add(b.measurements[k]!.config);
    if (SINGLE_KINDS.has(bl.kind) && d.type !== 'prose') b.blockConfig.set(i, single);
    applyNamedTunables(
      b,
      b.measurements.slice(firstMeasurement),
      d.type === 'llama-bench' ? llamaName.get(i) : seg.labels[i],
    );
  });
}

/**
 * time(1)'s output printed once per repetition under one run's name (` # time ./bench.sh` three times under
 * `(1) A few runs without this patch:`): one measurement per run and clock, the repetitions its samples.
 */
function repetitionsAsSamples(ms: Measurement[], repeats: (block: number) => boolean): void {
  const first = new Map<string, Measurement>();
  // the samples arrays made here, grown in place (a copy per repetition was quadratic in the repetitions)
  const made = new Set<number[]>();
  /** Whether `m` repeats a measurement of its config and metric read before it (its value now a sample of that one). */
  const sampled = (m: Measurement): boolean => {
    if (!repeats(m.block)) return false;
    const key = `${m.config}\u0000${m.metric}`;
    const f = first.get(key);
    if (!f) {
      first.set(key, m);
      return false;
    }
    if (!f.samples || !made.has(f.samples)) made.add((f.samples = [...(f.samples ?? [f.value])]));
    f.samples.push(m.value);
    return true;
  };
  // the rest kept in place (a filtered copy of a million measurements, most often all of them, was 21 MB of
  // a 10 MB table's allocations)
  let kept = 0;
  for (const m of ms) if (!sampled(m)) ms[kept++] = m;
  if (kept === ms.length) return;
  for (const m of first.values())
    if (m.samples && m.samples.length > 1) {
      m.value = mean(m.samples);
      m.stddev = stddev(m.samples);
      m.n = m.samples.length;
    }
  ms.length = kept;
}

/**
 * `echo 9 > .../weighted_interleave/node1` written after a run's results (`CXL-only:` and its table, then
 * "Based on the above, the optimal weights are ~9:1" and the echo lines): the write is an action, in effect
 * for the runs measured after it, not a description of the run above. With no run after it, it stays the
 * labelled run's (as a settings block always did).
 */
function settingsFromThereOn(
  b: Builder,
  pending: { i: number; d: SettingsData }[],
  labelOf: (i: number) => string,
): void {
  if (!pending.length) return;
  // the last block each run was measured in
  const lastBlock = new Map<string, number>();
  for (const m of b.measurements) lastBlock.set(m.config, Math.max(lastBlock.get(m.config) ?? -1, m.block));
  for (const { i, d } of pending) {
    const later = [...lastBlock].filter(([, last]) => last > i).map(([config]) => config);
    if (!later.length) {
      applySettings(b, d, labelOf(i));
      continue;
    }
    for (const label of later) {
      const c = b.config(label);
      for (const [k, v] of d.values) c.tunables[k] ??= v.value;
    }
  }
}

/**
 * A block that fell to the default run but whose caption starts with another run's name ("Host latency
 * matrix, ..." where a later table compares `Host` and `Guest`; "`on` P1 counters by hotset bucket:") is that run's.
 */
function claimByCaption(b: Builder, blocks: readonly Block[], fallback: string): void {
  // each label folded to lowercase once, not once per measurement
  const named = new Map<string, string>();
  const folded = new Map<string, string>();
  for (const m of b.measurements) {
    if (m.config === fallback) continue;
    let lower = folded.get(m.config);
    if (lower === undefined) folded.set(m.config, (lower = m.config.toLowerCase()));
    named.set(lower, m.config);
  }
  // a block of several runs (`Not-tuned  Offline-tuned  AFDAA` under `'not-tuned' scheme's result.`) is no one run's
  const runsOfBlock = new Map<number, Set<string>>();
  for (const m of b.measurements) runsOfBlock.set(m.block, (runsOfBlock.get(m.block) ?? new Set()).add(m.config));
  const owner = new Map<number, string>();
  blocks.forEach((bl, i) => {
    // a block of several runs, or one whose runs the user's correction named, keeps them
    if ((runsOfBlock.get(i)?.size ?? 0) > 1 || bl.reading?.reader === 'your correction') return;
    // the name may be marked as code or emphasis (`` `on` P1 counters by hotset bucket: ``)
    const first = /^\s*[`*_"']?([\w.+-]+)\b/.exec(bl.title ?? '')?.[1]?.toLowerCase();
    const run = first === undefined ? undefined : named.get(first);
    if (run) owner.set(i, run);
  });
  if (!owner.size) return;
  // a name carried down from a line far above (`In P1 \`on\`, promotions are bursty:`) that no other block
  // measures gives way to the caption's run as well
  const blocksOf = new Map<string, Set<number>>();
  for (const m of b.measurements) blocksOf.set(m.config, (blocksOf.get(m.config) ?? new Set()).add(m.block));
  const yields = (config: string) =>
    config === fallback || (blocksOf.get(config)!.size === 1 && !Object.keys(b.config(config).tunables).length);
  const from = new Set<string>();
  for (const m of b.measurements) {
    const run = owner.get(m.block);
    if (run === undefined || run === m.config || !yields(m.config)) continue;
    from.add(m.config);
    m.config = run;
  }
  for (const [i, run] of owner) {
    const was = b.blockConfig.get(i);
    if (was !== undefined && from.has(was)) b.blockConfig.set(i, run);
    b.namedBy.set(i, 'its caption starts with the name of a run measured elsewhere');
  }
  for (const config of from) if (!b.measurements.some((m) => m.config === config)) b.configs.delete(config);
}

/** A row of a per-node breakdown: `node0 ...`, `Node 1 ...`, `N2 ...`. */
const NODE_ROW = /^(?:node\s?\d+|N\d+)\b/i;

/**
 * A block that names no run, in a text whose other blocks name theirs, is context of the comparison, not a run
 * of its own, when it is a table whose rows are NUMA nodes (`| Host node | QEMU memory MB |` under "backing was
 * verified with numastat -p:": where the setup's memory sits), or when two or more named runs are compared and it
 * measures nothing any of them measures (a histogram under "The histogram is from ...", a machine's own figures).
 * Its block keeps its reading; its cells are no run's results.
 */
function dropUnnamedContext(
  b: Builder,
  blocks: readonly Block[],
  fallback: string,
  userSays: RunsState['userSays'],
): void {
  const unnamed = new Map<number, { count: number; nodes: boolean; shared: boolean }>();
  const namedBlocks = new Set<number>();
  const namedRuns = new Set<string>();
  const namedMetrics = new Set<string>();
  for (const m of b.measurements) {
    if (m.config === fallback || userSays(m.block) === 'ignored') continue;
    namedBlocks.add(m.block);
    namedRuns.add(m.config);
    namedMetrics.add(m.metric);
  }
  if (!namedBlocks.size) return;
  for (const m of b.measurements) {
    if (m.config !== fallback) continue;
    const r = unnamed.get(m.block) ?? { count: 0, nodes: true, shared: false };
    r.count++;
    r.nodes &&= NODE_ROW.test(m.metric);
    r.shared ||= namedMetrics.has(m.metric);
    unnamed.set(m.block, r);
  }
  const drop = new Set<number>();
  for (const [i, r] of unnamed) {
    if (namedBlocks.has(i) || userSays(i) === 'run') continue;
    const placement = r.nodes && r.count > 1 && blocks[i]!.data.type === 'table';
    if (placement || (namedRuns.size >= 2 && !r.shared)) drop.add(i);
  }
  if (!drop.size) return;
  keepWhere(b.measurements, (m) => !(m.config === fallback && drop.has(m.block)));
  for (const i of drop) if (b.blockConfig.get(i) === fallback) b.blockConfig.delete(i);
  if (
    !b.measurements.some((m) => m.config === fallback) &&
    !Object.keys(b.configs.get(fallback)?.tunables ?? {}).length
  )
    b.configs.delete(fallback);
}

/**
 * Settings written under a short name of a run (`- For Kirill's:` then `echo force > ...`) belong to the
 * one measured run whose name holds that name as whole words (`Kirill's implementation`).
 */
function settingsToRun(b: Builder): void {
  const measured = new Set(b.measurements.map((m) => m.config));
  const words = (s: string) =>
    ` ${s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()} `;
  // each measured run's words found once, not once per unmeasured config
  let measuredWords: [string, string][] | undefined;
  for (const [label, c] of b.configs) {
    if (measured.has(label) || !Object.keys(c.tunables).length) continue;
    measuredWords ??= [...measured].map((m) => [m, words(m)]);
    const mine = words(label);
    const owners = measuredWords.filter(([, w]) => w.includes(mine)).map(([m]) => m);
    if (owners.length !== 1) continue;
    const owner = b.config(owners[0]!);
    owner.tunables = { ...c.tunables, ...owner.tunables };
    b.configs.delete(label);
    for (const [i, c] of b.blockConfig) if (c === label) b.blockConfig.set(i, owner.label);
  }
}

/**
 * A shell session that sets a tunable, runs, and sets it back (`sysctl -w kernel.numa_balancing=0`, two
 * benchmark runs, `sysctl -w kernel.numa_balancing=1`): when the settings name no run of their own, each
 * measured block runs under the last setting written above it, and a setting written after every run is
 * the session's cleanup. Unnamed runs under different settings (`echo 1 > .../numa_balancing`, a run,
 * `echo 2 > ...`, a run) are different runs, each named by the settings it ran under.
 */
function settingsInEffect(b: Builder, blocks: readonly Block[], fallback: string): void {
  if (!b.configs.has(fallback)) return;
  const settings = blocks
    .map((bl, i) => ({ bl, i }))
    .filter(({ bl, i }) => bl.data.type === 'settings' && b.blockConfig.get(i) === fallback);
  if (!settings.length) return;
  const runsOf = new Map<number, Set<string>>();
  for (const m of b.measurements) {
    if (!runsOf.has(m.block)) runsOf.set(m.block, new Set());
    runsOf.get(m.block)!.add(m.config);
  }
  // the settings in effect at each measured block, in one pass down the document
  const inEffectAt = new Map<number, Record<string, string>>();
  let current: Record<string, string> = {};
  let next = 0;
  for (const i of [...runsOf.keys()].sort((x, y) => x - y)) {
    if (next < settings.length && settings[next]!.i < i) current = { ...current }; // blocks before keep theirs
    for (; next < settings.length && settings[next]!.i < i; next++) {
      const d = settings[next]!.bl.data;
      if (d.type === 'settings') for (const [k, v] of d.values) current[k] = v.value;
    }
    inEffectAt.set(i, current);
  }
  const unnamed = [...runsOf].filter(([, configs]) => configs.has(fallback)).map(([i]) => i);
  if (unnamed.length)
    return nameRunsBySettings(
      b,
      fallback,
      unnamed.map((i) => [i, inEffectAt.get(i)!]),
    );
  let applied = false;
  for (const [i, configs] of runsOf) {
    const inEffect = inEffectAt.get(i)!;
    for (const label of configs) {
      const c = b.config(label);
      for (const [k, v] of Object.entries(inEffect)) c.tunables[k] ??= v;
      applied ||= Object.keys(inEffect).length > 0;
    }
  }
  if (applied) b.configs.delete(fallback);
}

/** Unnamed runs measured under different settings take the settings that tell them apart as their name (`kernel.numa_balancing=2`). */
function nameRunsBySettings(
  b: Builder,
  fallback: string,
  runs: [block: number, inEffect: Record<string, string>][],
): void {
  const keys = [...new Set(runs.flatMap(([, s]) => Object.keys(s)))];
  const differing = keys.filter((k) => new Set(runs.map(([, s]) => s[k])).size > 1);
  if (!differing.length) return;
  const nameOf = new Map<number, string>();
  for (const [i, s] of runs) {
    const said = differing.filter((k) => s[k] !== undefined).map((k) => `${k}=${s[k]}`);
    if (!said.length) continue; // a run before any setting keeps the document's name
    const name = said.join(', ');
    nameOf.set(i, name);
    Object.assign(b.config(name).tunables, s);
    b.blockConfig.set(i, name);
    b.namedBy.set(i, 'the settings in effect where it ran, which differ between the unnamed runs');
  }
  for (const m of b.measurements) if (m.config === fallback && nameOf.has(m.block)) m.config = nameOf.get(m.block)!;
  if (!b.measurements.some((m) => m.config === fallback)) b.configs.delete(fallback);
}

/**
 * The values of a block that fell to the default run, when its tool's output names its one run (fio's job name,
 * `read_iops: (groupid=0, jobs=1): ...`): that run's. Anything over the block, its settings or its command named
 * it first.
 */
function runsNamedByTheirTool(b: Builder, blocks: readonly Block[], fallback: string): void {
  const named = new Map<number, string>();
  for (const m of b.measurements) {
    const own = blocks[m.block]!.toolRunName;
    if (m.config !== fallback || own === undefined) continue;
    m.config = b.config(own).label;
    named.set(m.block, own);
  }
  for (const [i, name] of named) {
    b.blockConfig.set(i, name);
    b.namedBy.set(i, "the name its tool's output gives its run, nothing over it naming one");
  }
  if (named.size && !b.measurements.some((m) => m.config === fallback)) b.configs.delete(fallback);
}

/**
 * The file a command only shows (`cat numastat.start`, `tail -n 40 vmstat.after`), by its name, when it is
 * a saved file and not the live state under /proc or /sys (shown twice, that is two readings of one thing).
 */
function viewedFile(cmd: string): string | undefined {
  const m = /^(?:sudo\s+)?(?:cat|head|tail|less|more)(?:\s+-[\w-]+(?:\s+\d+)?)*\s+([^\s|;&<>$`]+)\s*$/.exec(cmd);
  if (!m || /^\/(?:proc|sys|dev)\//.test(m[1]!)) return undefined;
  return m[1]!.split('/').pop() || undefined;
}

/**
 * Unnamed runs that differ by the command that produced them (`$ numactl --membind=0 ./stream`, its
 * output, `$ numactl --membind=2 ./stream`, its output) are named by their commands, and saved snapshots
 * shown again (`$ cat numastat.start`, `$ cat numastat.end`) by their files; so is the one unnamed run of
 * a text whose other runs are named (`numactl -m 0 ./map_thp` and `After pause`). The output of a
 * command that takes two of those files (`numastat_diff.py --start numastat.start --end numastat.end`)
 * is derived from their runs, not a run: its values are left out and its block's title says so.
 */
function nameRunsByCommand(
  b: Builder,
  blocks: readonly Block[],
  commands: (string | undefined)[],
  fallback: string,
): void {
  const unnamed = new Set<number>();
  let named = false;
  for (const m of b.measurements) {
    if (m.config === fallback) unnamed.add(m.block);
    else named = true;
  }
  if (!unnamed.size) return;
  const commandOf = new Map<number, string>();
  const files = new Set<string>();
  for (const i of unnamed) {
    const cmd = commands[i];
    const file = cmd === undefined ? undefined : viewedFile(cmd);
    if (file) files.add(file);
    // some output has no command of its own, or shows state (`grep demote /proc/vmstat`, `numastat`): no runs told apart by commands
    else if (cmd === undefined || VIEW_COMMAND.test(cmd)) return;
    // `time numactl --membind=1 ./bench`, `sudo ...`: the run is what was timed
    commandOf.set(i, file ?? cmd!.replace(/^(?:sudo\s+)?(?:(?:\/usr\/bin\/)?time(?:\s+-[a-z]+)*\s+)?/, ''));
  }
  const derived = new Set<number>();
  if (files.size >= 2)
    for (const [i, cmd] of commandOf) {
      const from = files.has(cmd) ? [] : [...files].filter((f) => cmd.split(/[\s=]+/).some((w) => w.endsWith(f)));
      if (from.length < 2) continue;
      derived.add(i);
      commandOf.delete(i);
      b.blockTitle.set(i, `${blocks[i]!.title ?? cmd}: derived from ${from.join(' and ')}, not a run`);
      b.blockConfig.delete(i);
    }
  if (derived.size) {
    let w = 0;
    for (const m of b.measurements) if (!derived.has(m.block)) b.measurements[w++] = m;
    b.measurements.length = w;
  }
  if (new Set(commandOf.values()).size < 2 && !named) return;
  // each command's run (its label as the builder writes it), standing where the unnamed run stood: the first config is the baseline
  const labelOf = new Map([...new Set(commandOf.values())].map((cmd) => [cmd, b.config(cmd).label]));
  for (const m of b.measurements) if (m.config === fallback) m.config = labelOf.get(commandOf.get(m.block)!)!;
  for (const [i, cmd] of commandOf) {
    if (b.blockConfig.get(i) === fallback) b.blockConfig.set(i, labelOf.get(cmd)!);
    b.namedBy.set(i, 'the command that printed it, which differs between the unnamed runs');
  }
  const fresh = new Set(labelOf.values());
  const before = new Map(b.configs);
  b.configs.clear();
  for (const [label, c] of before) {
    if (label === fallback) {
      for (const l of fresh) b.configs.set(l, before.get(l)!);
      if (Object.keys(c.tunables).length) b.configs.set(label, c);
    } else if (!fresh.has(label)) b.configs.set(label, c);
  }
}

/** A run measured in more than one block (block numbers are from 0). */
const SEVERAL = -1;
/**
 * config -> metric -> the blocks that measured it, when more than one did (maps by config, then metric: no key
 * string per measurement). A pair measured in one block keeps the block's number, not a set: a set per pair
 * was 70 MB for a table of 13,000 runs.
 */
function blocksPerMetric(
  ms: Measurement[],
  only: (m: Measurement) => boolean = () => true,
): (m: Measurement) => Set<number> | undefined {
  // a run measured in one block measures each of its metrics there only: the maps are made for the runs of
  // several blocks (a map per run was 75 MB of a 5 MB table's 13,000 runs, each in the one table)
  const blockOf = new Map<string, number>();
  for (const m of ms) {
    if (!only(m)) continue;
    const b = blockOf.get(m.config);
    if (b === undefined) blockOf.set(m.config, m.block);
    else if (b !== m.block) blockOf.set(m.config, SEVERAL);
  }
  const out = new Map<string, Map<string, number | Set<number>>>();
  for (const m of ms) {
    if (blockOf.get(m.config) !== SEVERAL || !only(m)) continue;
    let byMetric = out.get(m.config);
    if (!byMetric) out.set(m.config, (byMetric = new Map<string, number | Set<number>>()));
    const have = byMetric.get(m.metric);
    if (have === undefined) byMetric.set(m.metric, m.block);
    else if (typeof have !== 'number') have.add(m.block);
    else if (have !== m.block) byMetric.set(m.metric, new Set([have, m.block]));
  }
  return (m) => {
    if (blockOf.get(m.config) !== SEVERAL) return undefined;
    const blocks = out.get(m.config)!.get(m.metric)!;
    return typeof blocks === 'number' ? undefined : blocks;
  };
}

/** Per-node vmstat dumps beside the global one (or each other): a node's counters are named by the node. */
function qualifyNodeCounters(ms: Measurement[], nodeOf: (block: number) => number | undefined): void {
  const blocksOf = blocksPerMetric(ms);
  for (const m of ms) {
    const node = nodeOf(m.block);
    if (node !== undefined && blocksOf(m)) m.metric = `node${node} ${m.metric}`;
  }
}

/** A heading's words without its marks (`### \`lcli skip-slots\`:` -> `lcli skip-slots`): what qualifies a metric. */
function headingText(heading: string): string {
  const t = unemphasized(heading.trim().replace(/^#{1,6}\s+/, '')).replace(/(?<!\s)\s*:\s*$/, '');
  return t.replace(/`([^`]+)`/g, '$1');
}

/**
 * The same config and metric measured in several blocks (one benchmark's table per section, a counter
 * block under each benchmark) are different quantities: each is named by the first of its block's names
 * (section, title, the caption right over it: `sha256` over time(1) under `Without patch:`) that tells the blocks apart. Where no name does, nothing is dropped: the metric is
 * numbered in the order written (`real time (s)`, `real time (s) #2`): snapshots of one run and repeated
 * runs look alike, so they stay one config.
 */
function qualifyRepeats(
  ms: Measurement[],
  only: (m: Measurement) => boolean,
  namesOf: (block: number) => (string | undefined)[],
): void {
  // (the measurements `only` takes, read where they are: a copy of a table's million was 11 MB of a 5 MB one's allocations)
  const blocksOf = blocksPerMetric(ms, only);
  // per metric, the sets of blocks one run measures it in, and the runs
  const repeated = new Map<string, { sets: Set<Set<number>>; runs: Set<string> }>();
  for (const m of ms) {
    if (!only(m)) continue;
    const set = blocksOf(m);
    if (!set) continue;
    let r = repeated.get(m.metric);
    if (!r) repeated.set(m.metric, (r = { sets: new Set(), runs: new Set() }));
    r.sets.add(set);
    r.runs.add(m.config.toLowerCase());
  }
  if (!repeated.size) return;
  // per metric and block, the name a set of blocks gave it, as the metric's prefix: the first level of names
  // (section, title) that tells the set apart, taken by every run of the block (a table's row is one quantity,
  // whichever of its runs was measured elsewhere too); the first set that names a block names it
  const named = new Map<string, Map<number, string>>();
  for (const [metric, { sets, runs }] of repeated) {
    // a section that is a run's own name (`MGLRU off`, `MGLRU off #2`) tells nothing the run does not
    const own = (name: string | undefined) =>
      name !== undefined && runs.has(name.replace(/(?<!\s)\s+#\d+$/, '').toLowerCase()) ? undefined : name;
    const byBlock = new Map<number, string>();
    for (const set of sets) {
      const level = [0, 1, 2].find((l) => {
        const names = [...set].map((i) => own(namesOf(i)[l]));
        return names.every(Boolean) && new Set(names).size === set.size;
      });
      if (level === undefined) continue;
      for (const b of set) if (!byBlock.has(b)) byBlock.set(b, `${headingText(namesOf(b)[level]!)}: `);
    }
    named.set(metric, byBlock);
  }
  // a block whose repeated measures its section or title names has every measure named so (`Median` beside
  // `Peak RSS` under `lcli transition-blocks`), each the first name found for it
  const blockName = new Map<number, string>();
  for (const byBlock of named.values())
    for (const [b, prefix] of byBlock) if (!blockName.has(b)) blockName.set(b, prefix);
  // where no name does, each run's blocks are numbered in the order written: its n-th pairs with another's n-th
  const placeOf = new Map<Set<number>, Map<number, number>>();
  for (const m of ms) {
    if (!only(m)) continue;
    const prefix = repeated.has(m.metric) ? named.get(m.metric)?.get(m.block) : blockName.get(m.block);
    if (prefix !== undefined) {
      m.metric = `${prefix}${m.metric}`;
      continue;
    }
    const set = blocksOf(m);
    if (!set) continue;
    let place = placeOf.get(set);
    if (!place) placeOf.set(set, (place = new Map([...set].sort((x, y) => x - y).map((id, k) => [id, k + 1]))));
    const n = place.get(m.block)!;
    if (n > 1) m.metric = `${m.metric} #${n}`;
  }
}
