/**
 * From an analysis to a scenario: the benchmark family from the recognized blocks, footprint,
 * threads, model, machine and setup from the setup blocks the segmenter read in the paste (never
 * the raw text), each config's tunables from its legend. What the paste does not say comes from the
 * closest preset's machine and workload shape, or a neutral default, and is listed as an assumption
 * with why; a preset's hog, placement and knobs are never copied.
 */
import type { Analysis, Config, LlamaBenchData, SetupFact, TopologyData } from '../model';
import { finiteNumber } from '../text/numbers';
import { PRESETS } from './presets';
import type { Family } from './scenario';
import { checkTunable, NOT_MODELLED, TUNABLE_BY_KEY } from './tunables';

export interface Assumption {
  /** Dotted path in the scenario (`workload.footprintGiB`, `tunables.vm.pghot_target_nid`). */
  key: string;
  value: string;
  /** From the paste, from the closest preset's machine/workload shape, or a neutral default. */
  source: 'paste' | 'preset' | 'default';
  /** 1-based line of the paste it came from. */
  line?: number;
  /** Why a value the paste does not give is what it is. */
  why?: string;
}

export interface ProposedConfig {
  label: string;
  tunables: Record<string, string | number>;
  /** Tunables of its legend the simulation leaves out, and why (not modelled, or the value is out of range). */
  ignored: { key: string; value: string; reason: string }[];
  /** What this config ran that the model does not have (GPU offload): it gets no prediction. */
  notModelled?: string;
}

export interface Proposal {
  family: Family;
  preset: string;
  /** The scenario without config tunables (raw JSON, resolved by resolveScenario). */
  scenario: Record<string, unknown> & { workload: Record<string, unknown>; tunables: Record<string, unknown> };
  configs: ProposedConfig[];
  assumptions: Assumption[];
  /** The benchmark or mechanism the paste's results depend on that the model does not have: no prediction for any config. */
  notModelled?: string;
}

type Raw = Record<string, unknown>;

/** The setup facts of every setup block, in the order of the paste. */
function setupFacts(a: Analysis): SetupFact[] {
  return a.blocks.flatMap((b) => (b.data.type === 'setup' ? b.data.facts : []));
}

/** What the paste names: its benchmarks in prose, its metrics and block titles. */
function names(a: Analysis, facts: SetupFact[], re: RegExp): boolean {
  return (
    facts.some((f) => f.key === 'benchmark' && re.test(f.value)) ||
    a.measurements.some((m) => re.test(m.metric)) ||
    a.blocks.some((b) => re.test(b.title ?? ''))
  );
}

function familyOf(a: Analysis, facts: SetupFact[]): Family {
  const kinds = new Set(a.blocks.map((b) => b.kind));
  const metrics = new Set(a.measurements.map((m) => m.metric));
  if (kinds.has('llama-bench') || [...metrics].some((m) => /^(pp|tg)\d+(@pp\d+)? t\/s$/.test(m))) return 'llm';
  if (kinds.has('graph500') || names(a, facts, /graph500|\bTEPS\b/i)) return 'graph500';
  if (kinds.has('xsbench') || names(a, facts, /XSBench/i)) return 'xsbench';
  if (names(a, facts, /taobench|memcached|redis|\bqps\b/i)) return 'kv';
  return 'random';
}

/** The paste shows a tiered machine or tiering: a CXL or CPU-less node, a hog or demotion, tiering knobs or counters. */
function showsTiering(a: Analysis, facts: SetupFact[]): boolean {
  // NUMA balancing in a tiering mode (2 or 3), pghot or demotion knobs; `numa_balancing=0` says nothing of tiers
  const knob = (k: string, v: string) => (k === 'kernel.numa_balancing' ? /^[23]$/.test(v) : /pghot|demotion/.test(k));
  return (
    facts.some((f) => /^(cxl|placement|demoted|hog|memory_tier)/.test(f.key) || knob(f.key, f.value)) ||
    a.configs.some((c) => Object.entries(c.tunables).some(([k, v]) => knob(k, v))) ||
    a.measurements.some((m) => /promot|demot/.test(m.metric)) ||
    a.blocks.some((b) => b.data.type === 'topology' && b.data.cpuless.length > 0)
  );
}

/** The preset closest to the paste, and why: only its machine and workload shape are used. */
function presetFor(family: Family, a: Analysis, facts: SetupFact[], scale?: number): { preset: string; why: string } {
  switch (family) {
    case 'llm':
      return showsTiering(a, facts)
        ? {
            preset: 'llama-mixtral-tiered',
            why: 'the llama.cpp preset on a tiered machine (the paste shows tiering or CXL)',
          }
        : { preset: 'llama-deepseek-thp', why: 'the llama.cpp preset on one DRAM node (the paste shows no tiering)' };
    case 'graph500':
      return (scale ?? 30) >= 26
        ? {
            preset: 'graph500-s30-overcommit',
            why: `the Graph500 preset for scale >= 26 (${scale === undefined ? 'the paste gives no scale' : `scale ${scale}`})`,
          }
        : { preset: 'graph500-s22-chmu', why: `the Graph500 preset for scale < 26 (scale ${scale})` };
    case 'xsbench':
      return facts.some((f) => f.key === 'chmu')
        ? { preset: 'xsbench-chmu', why: 'the XSBench preset with CXL CHMU hints (the paste names CHMU)' }
        : { preset: 'xsbench-xl-fits', why: 'the XSBench preset (the paste names no CHMU)' };
    case 'kv':
      return { preset: 'taobench-chmu', why: 'the only key-value preset' };
    case 'random':
      return { preset: 'pghot-microbench', why: 'the random-access microbenchmark preset (no benchmark recognized)' };
  }
}

/** Each config's tunables: its legend's canonical keys, the kernel variant and pghot sources read from its description. */
function configTunables(c: Config): ProposedConfig {
  const out: Record<string, string | number> = {};
  const ignored: ProposedConfig['ignored'] = [];
  for (const [k, v] of Object.entries(c.tunables)) {
    const r = checkTunable(k, v);
    if ('value' in r) out[r.key] = r.value as string | number;
    else
      ignored.push({ key: k, value: v, reason: TUNABLE_BY_KEY.has(k) ? r.error.replace(`${k}: `, '') : NOT_MODELLED });
  }
  const words = `${c.kernel ?? ''} ${c.description ?? ''} ${c.label}`;
  out['kernel.variant'] = /pghot/i.test(words) ? 'pghot' : 'base';
  if (out['kernel.variant'] === 'pghot' && out['vm.pghot_enabled_sources'] === undefined) {
    let src = 0;
    if (/IBS|hw ?hint|hardware/i.test(words)) src |= 2;
    if (
      /hint ?faults?/i.test(words) &&
      !/disabled|off\b/i.test(words) &&
      (Number(out['kernel.numa_balancing'] ?? 0) & 2) !== 0
    )
      src |= 1;
    if (/CHMU/i.test(words)) src |= 4;
    out['vm.pghot_enabled_sources'] = src;
  }
  if (/NUMAB([0-3])/.exec(words) && out['kernel.numa_balancing'] === undefined)
    out['kernel.numa_balancing'] = Number(/NUMAB([0-3])/.exec(words)![1]);
  return { label: c.label, tunables: out, ignored };
}

/**
 * The closest preset's machine and workload shape (both listed as assumptions), but none of its
 * setup: no hog, first-touch placement, the kernel's default tunables except demotion on (the
 * usual tiering setup; assumed). What the paste says replaces each of these.
 */
function neutralScenario(preset: string): Proposal['scenario'] {
  const p = structuredClone(PRESETS[preset]!.scenario) as Proposal['scenario'];
  return {
    name: p.name,
    machine: p.machine,
    workload: p.workload,
    placement: { kind: 'first-touch' },
    tunables: { 'mm.numa.demotion_enabled': 'true' },
  };
}

/** A value a benchmark's own output block printed (`SCALE: 26`, XSBench's `Threads: 32`), with its line. */
function kvOf(a: Analysis, kind: 'graph500' | 'xsbench', key: string): { value: number; line: number } | undefined {
  for (const b of a.blocks) {
    if (b.kind !== kind || b.data.type !== 'kv') continue;
    const v = b.data.values.get(key);
    if (v?.value !== undefined && Number.isFinite(v.value)) return { value: v.value, line: v.line };
  }
  return undefined;
}

/** GiB in a size as the paste writes it (`200 GiB`, `8G`, `50 GB`, `512M`). */
function gibOf(value: string, unit: string | undefined): number | undefined {
  const v = finiteNumber(value);
  const scale: Record<string, number> = {
    T: 1024,
    TIB: 1024,
    TB: 1e12 / 2 ** 30,
    G: 1,
    GIB: 1,
    GB: 1e9 / 2 ** 30,
    M: 1 / 1024,
    MIB: 1 / 1024,
    MB: 1e6 / 2 ** 30,
    K: 1 / 2 ** 20,
  };
  const s = scale[(unit ?? '').toUpperCase()];
  return v === undefined || s === undefined ? undefined : v * s;
}
/** A single node number (`1`, not `0-1` or `all`). */
const nodeOf = (f: SetupFact | undefined) => (f && /^\d{1,4}$/.test(f.value) ? Number(f.value) : undefined);

/**
 * What the paste measured that the model cannot predict, in words a kernel developer checks: the
 * autonuma-benchmark tests converge by moving tasks to their memory (numa_group, task_numa_migrate).
 * The model places tasks for a scenario that states its processes (mechanisms/taskPlacement.ts), but a
 * proposal cannot write the benchmark from a paste (which variant ran, how its memory was first touched),
 * and the result turns on whether the processes' groups break their tie, which no paste states.
 */
function benchmarkNotModelled(a: Analysis, facts: SetupFact[]): string | undefined {
  if (names(a, facts, /autonuma|\bnuma0[12](?:_[A-Z_]+)?\b|sched-numa/i))
    return "autonuma-benchmark (numa01, numa02) is not modelled from a paste: its result turns on which variant ran (THREAD_ALLOC, THREADLOCAL, HARD_BIND) and on whether its processes' numa_groups settle on different nodes (task_numa_migrate), which a paste does not state; a scenario with workload.processes runs the task placement (docs/simulator.md)";
  return undefined;
}

/** A llama-bench config that offloads layers to a GPU (`ngl` > 0: llama-bench prints the column only for a GPU backend). */
function gpuOffload(a: Analysis, label: string): string | undefined {
  const lines = new Set(a.measurements.filter((m) => m.config === label).map((m) => m.line));
  for (const b of a.blocks) {
    if (b.data.type !== 'llama-bench') continue;
    const row = b.data.rows.find((r) => lines.has(r.line) && Number(r.config.ngl) > 0);
    if (row)
      return `GPU offload (llama-bench ngl ${row.config.ngl}) is not modelled: the model runs llama.cpp on CPUs and memory nodes only`;
  }
  return undefined;
}

/** Propose a scenario for an analysis from its blocks; undefined when nothing measured can be simulated. */
export function proposeScenario(a: Analysis): Proposal | undefined {
  const measuredConfigs = [...new Set(a.measurements.map((m) => m.config))];
  if (!measuredConfigs.length) return undefined;
  const facts = setupFacts(a);
  const first = (key: string, ok: (f: SetupFact) => boolean = () => true) => facts.find((f) => f.key === key && ok(f));
  const assumptions: Assumption[] = [];
  const family = familyOf(a, facts);
  const g500 = a.blocks.find((b) => b.kind === 'graph500');
  // Graph500's own output says its scale; else the command line or the prose
  const scaleKv = kvOf(a, 'graph500', 'SCALE');
  const scaleFact = scaleKv ?? first('graph500.scale');
  const scale = finiteNumber(scaleFact?.value);
  const { preset, why: presetWhy } = presetFor(family, a, facts, scale);
  const scenario = neutralScenario(preset);
  const w = scenario.workload;
  const set = (path: string, value: number | string | boolean | object, line?: number) => {
    // a number the paste wrote that is not one (`1.. GB`, `1e309`) proposes nothing
    if (typeof value === 'number' && !Number.isFinite(value)) return;
    if (Array.isArray(value) && value.some((x) => typeof x === 'number' && !Number.isFinite(x))) return;
    const parts = path.startsWith('tunables.') ? ['tunables', path.slice(9)] : path.split('.');
    let o = scenario as Raw;
    for (const p of parts.slice(0, -1)) o = (o[p] ??= {}) as Raw;
    o[parts[parts.length - 1]!] = value;
    assumptions.push({
      key: path,
      value:
        typeof value === 'object'
          ? JSON.stringify(value)
          : typeof value === 'number'
            ? String(+value.toPrecision(6))
            : String(value),
      source: 'paste',
      line,
    });
  };
  const bench = a.blocks.find((b) => b.kind === 'llama-bench')?.data as LlamaBenchData | undefined;

  // threads: a `-t N` the paste shows first, then `N threads`, then llama-bench's own column; a list (`-t 8,16`) is several runs, not one count
  const single = (f: SetupFact) => /^\d{1,6}$/.test(f.value);
  const threads = first('threads', (f) => single(f) && f.text.startsWith('-')) ?? first('threads', single);
  const benchThreads = bench?.rows[0]?.config.threads;
  const xsThreads = kvOf(a, 'xsbench', 'Threads');
  if (threads) set('workload.threads', Number(threads.value), threads.line);
  else if (benchThreads && /^\d{1,6}$/.test(benchThreads))
    set('workload.threads', Number(benchThreads), bench.rows[0]!.line);
  else if (xsThreads) set('workload.threads', xsThreads.value, xsThreads.line);
  const cpuNode = first('cpuNode') ?? first('cpunodebind', (f) => nodeOf(f) !== undefined);
  if (cpuNode) set('workload.cpuNodes', [Number(cpuNode.value)], cpuNode.line);

  let expertsGiven = false;
  if (family === 'llm') {
    // llama-bench's own model columns first, then the prose
    const row = bench?.rows[0]?.model;
    const size = row?.size ? /([\d.]{1,16})\s{0,8}GiB/.exec(row.size) : null;
    const params = row?.params ? /([\d.]{1,16})\s{0,8}B/.exec(row.params) : null;
    // one model as one statement writes it (`140.6B params, 79.7 GiB`): a thread may name several
    const paramsFact = first('model.params');
    const sizeFact = paramsFact ? first('model.size', (f) => f.line === paramsFact.line) : first('model.size');
    const modelAt = (paramsFact ?? sizeFact)?.line;
    const model = { ...(w.model as Raw) };
    const sizeGiB = size ? finiteNumber(size[1]) : sizeFact ? gibOf(sizeFact.value, sizeFact.unit) : undefined;
    const paramsB = finiteNumber(params?.[1] ?? paramsFact?.value);
    if (sizeGiB !== undefined) model.sizeGiB = +sizeGiB.toPrecision(6);
    if (paramsB !== undefined) model.paramsB = paramsB;
    // a mixture of experts as its name writes it (`8x7B`), in the prose or llama-bench's model column
    const experts = row?.name
      ? /\b(\d{1,4})x\d{1,6}(?:\.\d{1,3})?B\b/.exec(row.name)?.[1]
      : first('model.experts', (f) => f.line === modelAt)?.value;
    expertsGiven = experts !== undefined;
    if (paramsB !== undefined && Number(experts) !== model.experts) {
      // another model than the preset's: none of its expert shape (a dense model unless the paste names experts)
      for (const k of ['activeParamsB', 'experts', 'expertsUsed', 'expertSkew']) delete model[k];
    }
    if (experts !== undefined) Object.assign(model, { experts: Number(experts), expertsUsed: 2 });
    const modelLine = size || params ? bench?.rows[0]?.line : (sizeFact ?? paramsFact)?.line;
    if (sizeGiB !== undefined || paramsB !== undefined) set('workload.model', model, modelLine);
    const tests = [
      ...new Set(
        a.measurements
          .map((m) => /^((?:pp|tg)[1-9]\d*(?:@pp\d+)?) t\/s$/.exec(m.metric)?.[1])
          .filter((t): t is string => !!t),
      ),
    ];
    if (tests.length) set('workload.tests', tests.slice(0, 6));
    const reps = first('reps');
    if (reps) set('workload.iterations', Number(reps.value), reps.line);
  } else if (family === 'graph500') {
    if (scale !== undefined) set('workload.scale', scale, scaleFact!.line);
    const ef = kvOf(a, 'graph500', 'edgefactor') ?? first('graph500.edgefactor');
    if (ef) set('workload.edgefactor', Number(ef.value), ef.line);
    const ranks = first('ranks') ?? kvOf(a, 'graph500', 'num_mpi_processes');
    if (ranks) set('workload.threads', Number(ranks.value), ranks.line);
    if (g500) assumptions.push({ key: 'workload.family', value: 'graph500', source: 'paste', line: g500.startLine });
  } else {
    // `numastat -p`: the process's total over all nodes is its footprint
    const perProcess = a.blocks.flatMap((b) =>
      b.data.type === 'numastat'
        ? b.data.tables.filter((t) => /process/i.test(t.title) && t.hasTotal).map((t) => ({ t, line: b.startLine }))
        : [],
    );
    const total = perProcess
      .map(({ t, line }) => ({ row: t.rows.find((r) => r.name === 'Total'), unit: t.unit, line }))
      .find((x) => x.row);
    const fp = first('footprint', (f) => gibOf(f.value, f.unit) !== undefined);
    if (total?.row && total.unit === 'MB')
      set('workload.footprintGiB', total.row.values[total.row.values.length - 1]! / 1024, total.row.line);
    else if (fp) set('workload.footprintGiB', gibOf(fp.value, fp.unit)!, fp.line);
  }

  // Machine: numactl -H when pasted.
  const topo = a.blocks.find((b) => b.kind === 'numactl-hardware');
  if (topo) {
    const t = topo.data as TopologyData;
    const nodes = t.nodes.map((n) => ({
      id: n.id,
      memGiB: Math.max(0.25, (n.sizeMB ?? 1024) / 1024),
      cpus: n.cpus.length,
    }));
    set(
      'machine',
      { name: 'from numactl -H', nodes, ...(t.distances.length === nodes.length ? { distances: t.distances } : {}) },
      topo.startLine,
    );
  }
  // Setup: the hog on the node the paste names (`hog on N1`, or the node numactl binds it to on its line)
  const hog = first('hog', (f) => gibOf(f.value, f.unit) !== undefined);
  const hogNode = hog
    ? (nodeOf(first('hog.node', (f) => f.line === hog.line)) ??
      nodeOf(first('membind', (f) => f.line === hog.line)) ??
      nodeOf(first('cpunodebind', (f) => f.line === hog.line)))
    : undefined;
  if (hog && hogNode !== undefined)
    set('hog', { GiB: +gibOf(hog.value, hog.unit)!.toPrecision(6), node: hogNode }, hog.line);
  const onLower = first('placement');
  if (onLower) set('placement', { kind: 'lower-tier' }, onLower.line);
  const demoted = first('demoted');
  const fraction = finiteNumber(demoted?.value);
  if (demoted && fraction !== undefined && fraction > 0 && fraction <= 1)
    set('placement', { kind: 'demoted', fraction }, demoted.line);
  // Knobs the paste states for the whole setup: modelled, one value, and not what the configs differ by
  const byConfigs = new Set(
    a.configs.filter((c) => measuredConfigs.includes(c.label)).flatMap((c) => Object.keys(c.tunables)),
  );
  const knobs = new Map<string, SetupFact[]>();
  for (const f of facts)
    if (TUNABLE_BY_KEY.has(f.key) && f.key !== 'kernel.variant' && !byConfigs.has(f.key))
      knobs.set(f.key, [...(knobs.get(f.key) ?? []), f]);
  for (const [key, fs] of knobs) {
    if (new Set(fs.map((f) => f.value)).size !== 1) continue;
    const r = checkTunable(key, fs[0]!.value);
    if ('value' in r) set(`tunables.${key}`, r.value, fs[0]!.line);
  }

  const have = new Set(assumptions.map((x) => x.key.split('.').slice(0, 2).join('.')));
  const describe = (key: string, v: unknown): string => {
    if (key === 'machine')
      return (v as { nodes: { id: number; memGiB: number; cpus: number }[] }).nodes
        .map((n) => `node ${n.id}: ${n.memGiB} GiB, ${n.cpus ? `${n.cpus} CPUs` : 'CPU-less'}`)
        .join('; ');
    return v === undefined ? 'family default' : JSON.stringify(v);
  };
  const why = `the paste does not say; from ${presetWhy}`;
  // every value of the machine and workload the paste did not give is the preset's: each listed
  const workloadKeys = [...new Set(['threads', 'cpuNodes', 'footprintGiB', 'model', 'mlp', ...Object.keys(w)])].map(
    (k) => `workload.${k}`,
  );
  for (const key of ['machine', ...workloadKeys]) {
    const v = key.split('.').reduce<unknown>((o, p) => (o as Raw | undefined)?.[p], scenario);
    if (!have.has(key) && key !== 'workload.family' && (v !== undefined || key === 'workload.mlp'))
      assumptions.push({ key, value: describe(key, v), source: 'preset', why });
  }
  // a model sized from the paste keeps the preset's shape (active parameters, experts' skew): assumed
  const model = w.model as Raw | undefined;
  const fromPaste = assumptions.find((x) => x.key === 'workload.model' && x.source === 'paste');
  if (model && fromPaste) {
    const given = new Set(['sizeGiB', 'paramsB', ...(expertsGiven ? ['experts'] : [])]);
    if (model.experts === undefined)
      assumptions.push({
        key: 'workload.model.experts',
        value: 'none (dense)',
        source: 'default',
        why: 'the paste names no experts (`8x7B`); a dense model assumed',
      });
    for (const [k, v] of Object.entries(model))
      if (!given.has(k))
        assumptions.push({
          key: `workload.model.${k}`,
          value: JSON.stringify(v),
          source: k === 'expertsUsed' && given.has('experts') ? 'default' : 'preset',
          why:
            k === 'expertsUsed' && given.has('experts')
              ? 'the paste does not say how many experts each token uses; 2 assumed'
              : why,
        });
  }
  if (!have.has('placement'))
    assumptions.push({
      key: 'placement',
      value: 'first-touch (the paste does not say)',
      source: 'default',
      why: "the paste states no initial placement; the preset's is not copied",
    });
  if (!have.has('hog'))
    assumptions.push({
      key: 'hog',
      value: hog ? 'none (the paste names a hog but not its node)' : 'none (the paste names no memory hog)',
      source: 'default',
      why: "the paste names no memory hog on a node; the preset's is not copied",
    });
  if (!have.has('tunables.mm'))
    assumptions.push({
      key: 'tunables.mm.numa.demotion_enabled',
      value: 'true (assumed: the usual tiering setup)',
      source: 'default',
      why: 'the paste does not say; demotion on is the usual tiering setup',
    });

  const configs = a.configs
    .filter((c) => measuredConfigs.includes(c.label))
    .map((c) => {
      const pc = configTunables(c);
      const gpu = family === 'llm' ? gpuOffload(a, c.label) : undefined;
      return gpu ? { ...pc, notModelled: gpu } : pc;
    });
  const notModelled = benchmarkNotModelled(a, facts);
  return { family, preset, scenario, configs, assumptions, ...(notModelled ? { notModelled } : {}) };
}

/** The raw scenario of one proposed config. */
export function configScenario(p: Proposal, label: string, extra: Record<string, unknown> = {}): Raw {
  const c = p.configs.find((x) => x.label === label);
  return { ...structuredClone(p.scenario), tunables: { ...p.scenario.tunables, ...(c?.tunables ?? {}), ...extra } };
}
