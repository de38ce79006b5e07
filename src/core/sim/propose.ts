/**
 * From an analysis to a scenario: the benchmark family from the recognized blocks, footprint,
 * threads, model, machine and setup from the paste, each config's tunables from its legend. What the
 * paste does not say comes from the closest preset and is listed as an assumption.
 */
import type { Analysis, Config, LlamaBenchData, TopologyData } from '../model';
import { finiteNumber } from '../numbers';
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
}

export interface ProposedConfig {
  label: string;
  tunables: Record<string, string | number>;
  /** Tunables of its legend the simulation leaves out, and why (not modelled, or the value is out of range). */
  ignored: { key: string; value: string; reason: string }[];
}

export interface Proposal {
  family: Family;
  preset: string;
  /** The scenario without config tunables (raw JSON, resolved by resolveScenario). */
  scenario: Record<string, unknown> & { workload: Record<string, unknown>; tunables: Record<string, unknown> };
  configs: ProposedConfig[];
  assumptions: Assumption[];
}

type Raw = Record<string, unknown>;

function familyOf(a: Analysis, text: string): Family {
  const kinds = new Set(a.blocks.map((b) => b.kind));
  const metrics = new Set(a.measurements.map((m) => m.metric));
  if (kinds.has('llama-bench') || [...metrics].some((m) => /^(pp|tg)\d+(@pp\d+)? t\/s$/.test(m))) return 'llm';
  if (kinds.has('graph500') || /graph500|\bTEPS\b/i.test(text)) return 'graph500';
  if (kinds.has('xsbench') || /XSBench/i.test(text)) return 'xsbench';
  if (/taobench|memcached|redis|\bqps\b/i.test(text)) return 'kv';
  return 'random';
}

function presetFor(family: Family, text: string, scale?: number): string {
  switch (family) {
    case 'llm':
      return /CXL|numa_balancing|NUMAB|tier|demot|promot/i.test(text) ? 'llama-mixtral-tiered' : 'llama-deepseek-thp';
    case 'graph500':
      return (scale ?? 30) >= 26 ? 'graph500-s30-overcommit' : 'graph500-s22-chmu';
    case 'xsbench':
      return /CHMU/i.test(text) ? 'xsbench-chmu' : 'xsbench-xl-fits';
    case 'kv':
      return 'taobench-chmu';
    case 'random':
      return 'pghot-microbench';
  }
}

/** Each config's tunables: its legend's canonical keys, the kernel variant and pghot sources read from its description. */
function configTunables(c: Config): ProposedConfig {
  const out: Record<string, string | number> = {};
  const ignored: ProposedConfig['ignored'] = [];
  for (const [k, v] of Object.entries(c.tunables)) {
    const r = checkTunable(k, v);
    if ('value' in r) out[r.key] = r.value as string | number;
    else ignored.push({ key: k, value: v, reason: TUNABLE_BY_KEY.has(k) ? r.error.replace(`${k}: `, '') : NOT_MODELLED });
  }
  const words = `${c.kernel ?? ''} ${c.description ?? ''} ${c.label}`;
  out['kernel.variant'] = /pghot/i.test(words) ? 'pghot' : 'base';
  if (out['kernel.variant'] === 'pghot' && out['vm.pghot_enabled_sources'] === undefined) {
    let src = 0;
    if (/IBS|hw ?hint|hardware/i.test(words)) src |= 2;
    if (/hint ?faults?/i.test(words) && !/disabled|off\b/i.test(words) && (Number(out['kernel.numa_balancing'] ?? 0) & 2) !== 0) src |= 1;
    if (/CHMU/i.test(words)) src |= 4;
    out['vm.pghot_enabled_sources'] = src;
  }
  if (/NUMAB([0-3])/.exec(words) && out['kernel.numa_balancing'] === undefined) out['kernel.numa_balancing'] = Number(/NUMAB([0-3])/.exec(words)![1]);
  return { label: c.label, tunables: out, ignored };
}

/**
 * The closest preset's machine and workload shape (both listed as assumptions), but none of its
 * setup: no hog, first-touch placement, the kernel's default tunables except demotion on (the
 * usual tiering setup; assumed). What the paste says replaces each of these.
 */
function neutralScenario(preset: string): Proposal['scenario'] {
  const p = structuredClone(PRESETS[preset]!.scenario) as Proposal['scenario'];
  return { name: p.name, machine: p.machine, workload: p.workload, placement: { kind: 'first-touch' }, tunables: { 'mm.numa.demotion_enabled': 'true' } };
}

/** How much of the paste is searched for the setup (threads, sizes, hog, placement, knobs). */
export const PROSE_SCAN = 256 * 1024;

/** Propose a scenario for an analysis of `text`; undefined when nothing measured can be simulated. */
export function proposeScenario(a: Analysis, fullText: string): Proposal | undefined {
  const measuredConfigs = [...new Set(a.measurements.map((m) => m.config))];
  if (!measuredConfigs.length) return undefined;
  // the setup is described near the top of a paste; a 200 MB dump need not be searched to the end
  const text = fullText.length > PROSE_SCAN ? fullText.slice(0, PROSE_SCAN) : fullText;
  const assumptions: Assumption[] = [];
  /** The first match of a pattern in the paste (it may span lines), with its line. */
  const find = (re: RegExp): { m: RegExpExecArray; line: number } | undefined => {
    const m = re.exec(text);
    if (!m) return undefined;
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
    return { m, line };
  };
  const family = familyOf(a, text);
  const g500 = a.blocks.find((b) => b.kind === 'graph500');
  const scaleHit = find(/graph500\S{0,40}\s{1,8}(\d{2})\s{1,8}(\d{1,6})/i) ?? find(/\bSCALE[:=\s]{1,8}(\d{2})/);
  const scale = scaleHit ? Number(scaleHit.m[1]) : undefined;
  const preset = presetFor(family, text, scale);
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
    assumptions.push({ key: path, value: typeof value === 'object' ? JSON.stringify(value) : typeof value === 'number' ? String(+value.toPrecision(6)) : String(value), source: 'paste', line });
  };

  const threads = find(/(?:^|\s)(?:-t|--threads)\s{1,8}(\d{1,6})\b/) ?? find(/\b(\d{1,6})\s{1,8}threads\b/i);
  if (threads) set('workload.threads', Number(threads.m[1]), threads.line);
  const cpuNode = find(/(?:pinned to|run on|cpu node)\s{1,8}N(?:ode)?\s{0,8}(\d{1,4})/i);
  if (cpuNode) set('workload.cpuNodes', [Number(cpuNode.m[1])], cpuNode.line);

  if (family === 'llm') {
    const bench = a.blocks.find((b) => b.kind === 'llama-bench')?.data as LlamaBenchData | undefined;
    const row = bench?.rows[0]?.config;
    const size = row?.size ? /([\d.]{1,16})\s{0,8}GiB/.exec(row.size) : null;
    const params = row?.params ? /([\d.]{1,16})\s{0,8}B/.exec(row.params) : null;
    const prose = find(/([\d.]{1,16})B\s{1,8}params,\s{0,8}([\d.]{1,16})\s{0,8}GiB/i);
    const model = { ...(w.model as Raw) };
    const sizeGiB = finiteNumber(size?.[1] ?? prose?.m[2]);
    const paramsB = finiteNumber(params?.[1] ?? prose?.m[1]);
    if (sizeGiB !== undefined) model.sizeGiB = sizeGiB;
    if (paramsB !== undefined) model.paramsB = paramsB;
    const moe = find(/\b(\d{1,4})x(\d{1,6})B\b/);
    if (moe) Object.assign(model, { experts: Number(moe.m[1]), expertsUsed: 2 });
    if (sizeGiB !== undefined || paramsB !== undefined) set('workload.model', model, prose?.line ?? bench?.rows[0]?.line);
    const tests = [...new Set(a.measurements.map((m) => /^((?:pp|tg)\d+(?:@pp\d+)?) t\/s$/.exec(m.metric)?.[1]).filter((t): t is string => !!t))];
    if (tests.length) set('workload.tests', tests.slice(0, 6));
    const reps = find(/(?:-r\s{1,8}|over\s{1,8})(\d{1,4})\s{0,8}(?:reps?\b|repetitions|$|\s)/);
    if (reps) set('workload.iterations', Number(reps.m[1]), reps.line);
  } else if (family === 'graph500') {
    if (scale) set('workload.scale', scale, scaleHit!.line);
    const ef = find(/graph500\S{0,40}\s{1,8}\d{2}\s{1,8}(\d{1,6})/i);
    if (ef) set('workload.edgefactor', Number(ef.m[1]), ef.line);
    const ranks = find(/(?:mpirun|mpiexec)\s{1,8}-n\s{1,8}(\d{1,7})/);
    if (ranks) set('workload.threads', Number(ranks.m[1]), ranks.line);
    if (g500) assumptions.push({ key: 'workload.family', value: 'graph500', source: 'paste', line: g500.startLine });
  } else {
    // `numastat -p`: the process's total over all nodes is its footprint
    const perProcess = a.blocks.flatMap((b) => (b.data.type === 'numastat' ? b.data.tables.filter((t) => /process/i.test(t.title) && t.hasTotal).map((t) => ({ t, line: b.startLine })) : []));
    const total = perProcess.map(({ t, line }) => ({ row: t.rows.find((r) => r.name === 'Total'), unit: t.unit, line })).find((x) => x.row);
    const fp = find(/(?:memory|footprint|over|memsize)\W{0,3}\(?\s{0,8}([\d.]{1,16})\s{0,8}(GiB|GB|G)\b/i) ?? find(/\b([\d.]{1,16})\s{0,8}(GiB|GB|G)\b/);
    if (total?.row && total.unit === 'MB') set('workload.footprintGiB', total.row.values[total.row.values.length - 1]! / 1024, total.row.line);
    else if (fp) set('workload.footprintGiB', Number(fp.m[1]) * (fp.m[2] === 'GB' ? 1e9 / 2 ** 30 : 1), fp.line);
  }

  // Machine: numactl -H when pasted.
  const topo = a.blocks.find((b) => b.kind === 'numactl-hardware');
  if (topo) {
    const t = topo.data as TopologyData;
    const nodes = t.nodes.map((n) => ({ id: n.id, memGiB: Math.max(0.25, (n.sizeMB ?? 1024) / 1024), cpus: n.cpus.length }));
    set('machine', { name: 'from numactl -H', nodes, ...(t.distances.length === nodes.length ? { distances: t.distances } : {}) }, topo.startLine);
  }
  // Setup prose: hog, initial placement, pghot and IBS knobs.
  const hog = find(/([\d.]{1,16})\s{0,8}GiB\s{1,8}(?:hot\s{1,8})?hog\s{1,8}on\s{1,8}N(?:ode)?\s{0,8}(\d{1,4})/i);
  // `1.. GiB` is no size
  if (hog && Number.isFinite(Number(hog.m[1]))) set('hog', { ...(scenario.hog as Raw), GiB: Number(hog.m[1]), node: Number(hog.m[2]) }, hog.line);
  const onCxl = find(/(?:initially|first)\s{1,8}(?:provisioned|allocated|placed)\s{1,8}on\s{1,8}(?:the\s{1,8})?CXL|mem(?:ory)? on CXL/i);
  if (onCxl) set('placement', { kind: 'lower-tier' }, onCxl.line);
  const demoted = find(/demote\s{1,8}~?(\d{1,3})\/(\d{1,3})\s{1,8}of/i);
  const fraction = demoted ? finiteNumber(Number(demoted.m[1]) / Number(demoted.m[2])) : undefined;
  if (demoted && fraction !== undefined) set('placement', { kind: 'demoted', fraction }, demoted.line);
  const knobs: [RegExp, string][] = [
    [/target_nid\s{0,4}=\s{0,4}(\d{1,4})/, 'vm.pghot_target_nid'],
    [/freq_threshold\s{0,4}=\s{0,4}(\d{1,4})/, 'vm.pghot_freq_threshold'],
    [/freq_window\s{0,4}=\s{0,4}(\d{1,7})\s{0,4}ms/, 'vm.pghot_promote_freq_window_ms'],
    [/rate_limit\s{0,4}=\s{0,4}(\d{1,7})\s{0,4}MBps/, 'vm.pghot_promote_rate_limit_MBps'],
    [/kmigrated\s{1,4}(\d{1,6})\s{0,4}ms\//, 'pghot.kmigrated_sleep_ms'],
    [/kmigrated\s{1,4}\d{1,6}\s{0,4}ms\/(\d{1,7})/, 'pghot.kmigrated_batch_nr'],
    [/l3miss-only\s{0,4}=\s{0,4}(\d)/, 'ibs.l3miss_only'],
    [/\bperiod\s{0,4}=\s{0,4}(\d{1,9})/, 'ibs.period'],
  ];
  for (const [re, key] of knobs) {
    const k = find(re);
    if (k) set(`tunables.${key}`, Number(k.m[1]), k.line);
  }
  const have = new Set(assumptions.map((x) => x.key.split('.').slice(0, 2).join('.')));
  const describe = (key: string, v: unknown): string => {
    if (key === 'machine') return ((v as { nodes: { id: number; memGiB: number; cpus: number }[] }).nodes).map((n) => `node ${n.id}: ${n.memGiB} GiB, ${n.cpus ? `${n.cpus} CPUs` : 'CPU-less'}`).join('; ');
    return v === undefined ? 'family default' : JSON.stringify(v);
  };
  for (const key of ['machine', 'workload.threads', 'workload.cpuNodes', 'workload.footprintGiB', 'workload.model', 'workload.mlp']) {
    const v = key.split('.').reduce<unknown>((o, p) => (o as Raw | undefined)?.[p], scenario);
    if (!have.has(key) && (v !== undefined || key === 'workload.mlp')) assumptions.push({ key, value: describe(key, v), source: 'preset' });
  }
  if (!have.has('placement')) assumptions.push({ key: 'placement', value: 'first-touch (the paste does not say)', source: 'default' });
  if (!have.has('hog')) assumptions.push({ key: 'hog', value: 'none (the paste names no memory hog)', source: 'default' });
  if (!have.has('tunables.mm')) assumptions.push({ key: 'tunables.mm.numa.demotion_enabled', value: 'true (assumed: the usual tiering setup)', source: 'default' });

  const configs = a.configs.filter((c) => measuredConfigs.includes(c.label)).map(configTunables);
  return { family, preset, scenario, configs, assumptions };
}

/** The raw scenario of one proposed config. */
export function configScenario(p: Proposal, label: string, extra: Record<string, unknown> = {}): Raw {
  const c = p.configs.find((x) => x.label === label);
  return { ...structuredClone(p.scenario), tunables: { ...p.scenario.tunables, ...(c?.tunables ?? {}), ...extra } };
}
