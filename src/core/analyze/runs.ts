/** Turn recognized blocks into configs (label, description, tunables) and measurements in base units. */
import type { Legend } from '../legend';
import type {
  Block,
  Config,
  ConfigTable,
  KeyValueData,
  LlamaBenchData,
  LlamaBenchRow,
  Measurement,
  NumastatData,
  SettingsData,
  TimingsData,
  VmstatData,
} from '../model';
import { isDataBlock } from '../model';
import { rateMetric, runName } from '../parsers/llamaBench';
import { vmstatDeltas } from './vmstatDeltas';
import { proseTunables } from '../proseTunables';
import { namesData, type Segmented } from '../segment';
import { mean, stddev } from '../math/stats';
import { finiteNumber } from '../text/numbers';

export interface Runs {
  configs: Config[];
  measurements: Measurement[];
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

class Builder {
  readonly configs = new Map<string, Config>();
  readonly measurements: Measurement[] = [];
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
    const out: Measurement = { ...m, config, value: m.value };
    if (out.stddev === undefined || !Number.isFinite(out.stddev)) delete out.stddev;
    if (out.n === undefined) delete out.n;
    if (!out.samples?.length) delete out.samples;
    this.measurements.push(out);
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
  for (const r of data.rows) for (const k of Object.keys(r.config)) keys.add(k);
  return [...keys].filter((k) => {
    const bySection = new Map<string, Set<string>>();
    for (const r of data.rows) {
      const s = r.section ?? '';
      if (!bySection.has(s)) bySection.set(s, new Set());
      bySection.get(s)!.add(llamaValue(r.config, k, ''));
    }
    return [...bySection.values()].some((v) => v.size > 1);
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
      out.set(
        idx,
        data.rows.map((r) => [prefix, r.section, ...varying.map((k) => part(r, k))].filter(Boolean).join(' ')),
      );
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
  const groups = new Map<
    string,
    { config: string; metric: string; items: { v: number; sd?: number; line: number; samples?: number[] }[] }
  >();
  // a table repeats a few tests (`pp512`, `tg128`) over many rows: each named once
  const metrics = new Map<string, string>();
  data.rows.forEach((r, k) => {
    const config = labels[k]!;
    let metric = metrics.get(r.test);
    if (metric === undefined) metrics.set(r.test, (metric = rateMetric(r.test)));
    const key = `${config}\u0000${metric}`;
    if (!groups.has(key)) groups.set(key, { config, metric, items: [] });
    groups.get(key)!.items.push({ v: r.tps, sd: r.stddev, line: r.line, samples: r.samples });
  });
  for (const g of groups.values()) b.addSamples(g.config, g.metric, 't/s', block, g.items);
}

/**
 * The name the text gives each llama-bench block: a label written right above it, else the heading
 * the run sits under, else a label carried from an earlier block. The section (the document's
 * structure) is only the last resort, for tables nothing else tells apart.
 */
function llamaBlocks(seg: Segmented): LlamaBlock[] {
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
  const tunables = Object.entries(proseTunables(name));
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
    const prefix = /process/.test(t.title) ? 'process ' : '';
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

function applySettings(b: Builder, d: SettingsData, config: string): void {
  const c = b.config(config);
  for (const [k, v] of d.values) c.tunables[k] = v.value;
}

/** Build configs and measurements; `label` names the config of single-config blocks (e.g. the file name). */
export function buildRuns(seg: Segmented, label = 'run'): Runs {
  const b = new Builder(seg.legend);
  const blocks = seg.blocks;
  // single-config blocks take their section's name when the document has several such sections
  const singleSections = new Set(
    blocks.map((bl, i) => (SINGLE_KINDS.has(bl.kind) ? seg.sections[i] : undefined)).filter(Boolean),
  );
  const singleLabel = (i: number) =>
    seg.labels[i] ?? (singleSections.size >= 2 && !namesData(seg.sections[i]) ? (seg.sections[i] ?? label) : label);
  // "avg of 3 runs" is written in prose; dumps are not searched
  const docReps = repetitions(seg.prose);
  const llama = llamaBlocks(seg);
  const llamaLabel = llamaLabels(llama, label);
  const llamaName = new Map(llama.map((x) => [x.idx, x.name]));
  blocks.forEach((bl: Block, i) => {
    const d = bl.data;
    const single = singleLabel(i);
    const firstMeasurement = b.measurements.length;
    switch (d.type) {
      case 'table':
        fromTable(b, d, i, single, repetitions(bl.title ?? '') ?? docReps);
        break;
      case 'llama-bench':
        fromLlamaBench(b, d, llamaLabel.get(i)!, i);
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
        applySettings(b, d, single);
        break;
      case 'topology':
      case 'prose':
      case 'setup':
        break;
      default: {
        const never: never = d;
        void never;
      }
    }
    if (SINGLE_KINDS.has(bl.kind) && d.type !== 'prose') bl.config = single;
    applyNamedTunables(
      b,
      b.measurements.slice(firstMeasurement),
      d.type === 'llama-bench' ? llamaName.get(i) : seg.labels[i],
    );
  });
  claimByCaption(b, blocks, label);
  settingsToRun(b, blocks);
  settingsInEffect(b, blocks, label);
  // a benchmark's own output (llama-bench, timings) run again is a repetition; a generic table is not
  const generic = (i: number) => blocks[i]!.kind === 'results-table' || blocks[i]!.kind === 'csv';
  qualifyRepeats(
    b.measurements.filter((m) => generic(m.block)),
    (i) => [seg.sections[i], blocks[i]!.title],
  );
  qualifyNodeCounters(b.measurements, (i) => (blocks[i]!.data.type === 'vmstat' ? blocks[i]!.data.node : undefined));
  return { configs: [...b.configs.values()], measurements: b.measurements };
}

/**
 * A block that fell to the default run but whose caption starts with another run's name ("Host latency
 * matrix, ..." where a later table compares `Host` and `Guest`) is that run's.
 */
function claimByCaption(b: Builder, blocks: Block[], fallback: string): void {
  const named = new Map<string, string>();
  for (const m of b.measurements) if (m.config !== fallback) named.set(m.config.toLowerCase(), m.config);
  const owner = new Map<number, string>();
  blocks.forEach((bl, i) => {
    const first = /^\s*([\w.+-]+)\b/.exec(bl.title ?? '')?.[1]?.toLowerCase();
    const run = first === undefined ? undefined : named.get(first);
    if (run) owner.set(i, run);
  });
  if (!owner.size) return;
  for (const m of b.measurements) if (m.config === fallback && owner.has(m.block)) m.config = owner.get(m.block)!;
  for (const [i, run] of owner) if (blocks[i]!.config === fallback) blocks[i]!.config = run;
  if (!b.measurements.some((m) => m.config === fallback)) b.configs.delete(fallback);
}

/**
 * Settings written under a short name of a run (`- For Kirill's:` then `echo force > ...`) belong to the
 * one measured run whose name holds that name as whole words (`Kirill's implementation`).
 */
function settingsToRun(b: Builder, blocks: Block[]): void {
  const measured = new Set(b.measurements.map((m) => m.config));
  const words = (s: string) =>
    ` ${s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()} `;
  for (const [label, c] of b.configs) {
    if (measured.has(label) || !Object.keys(c.tunables).length) continue;
    const owners = [...measured].filter((m) => words(m).includes(words(label)));
    if (owners.length !== 1) continue;
    const owner = b.config(owners[0]!);
    owner.tunables = { ...c.tunables, ...owner.tunables };
    b.configs.delete(label);
    for (const bl of blocks) if (bl.config === label) bl.config = owner.label;
  }
}

/**
 * A shell session that sets a tunable, runs, and sets it back (`sysctl -w kernel.numa_balancing=0`, two
 * benchmark runs, `sysctl -w kernel.numa_balancing=1`): when the settings name no run of their own, each
 * measured block runs under the last setting written above it, and a setting written after every run is
 * the session's cleanup.
 */
function settingsInEffect(b: Builder, blocks: Block[], fallback: string): void {
  const measured = new Set(b.measurements.map((m) => m.config));
  if (measured.has(fallback) || !b.configs.has(fallback)) return;
  const settings = blocks
    .map((bl, i) => ({ bl, i }))
    .filter(({ bl }) => bl.data.type === 'settings' && bl.config === fallback);
  if (!settings.length) return;
  const runsOf = new Map<number, Set<string>>();
  for (const m of b.measurements) {
    if (!runsOf.has(m.block)) runsOf.set(m.block, new Set());
    runsOf.get(m.block)!.add(m.config);
  }
  let applied = false;
  for (const [i, configs] of runsOf) {
    const inEffect: Record<string, string> = {};
    for (const s of settings) {
      if (s.i > i || s.bl.data.type !== 'settings') continue;
      for (const [k, v] of s.bl.data.values) inEffect[k] = v.value;
    }
    for (const label of configs) {
      const c = b.config(label);
      for (const [k, v] of Object.entries(inEffect)) c.tunables[k] ??= v;
      applied ||= Object.keys(inEffect).length > 0;
    }
  }
  if (applied) b.configs.delete(fallback);
}

/** config + metric -> the blocks that measured it. */
function blocksPerMetric(ms: Measurement[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const m of ms) {
    const key = `${m.config}\u0000${m.metric}`;
    let set = out.get(key);
    if (!set) out.set(key, (set = new Set()));
    set.add(m.block);
  }
  return out;
}

/** Per-node vmstat dumps beside the global one (or each other): a node's counters are named by the node. */
function qualifyNodeCounters(ms: Measurement[], nodeOf: (block: number) => number | undefined): void {
  const blocksOf = blocksPerMetric(ms);
  for (const m of ms) {
    const node = nodeOf(m.block);
    if (node !== undefined && blocksOf.get(`${m.config}\u0000${m.metric}`)!.size > 1)
      m.metric = `node${node} ${m.metric}`;
  }
}

/**
 * The same config and metric measured in several blocks (one benchmark's table per section, a counter
 * block under each benchmark) are different quantities: each is named by the first of its block's names
 * (section, title) that tells the blocks apart.
 */
function qualifyRepeats(ms: Measurement[], namesOf: (block: number) => (string | undefined)[]): void {
  const blocksOf = blocksPerMetric(ms);
  for (const m of ms) {
    const set = blocksOf.get(`${m.config}\u0000${m.metric}`)!;
    if (set.size < 2) continue;
    const ids = [...set];
    for (let level = 0; level < 2; level++) {
      const names = ids.map((i) => namesOf(i)[level]);
      if (names.every(Boolean) && new Set(names).size === ids.length) {
        m.metric = `${namesOf(m.block)[level]!.replace(/(?<!\s)\s*:\s*$/, '')}: ${m.metric}`;
        break;
      }
    }
  }
}
