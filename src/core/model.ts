/** The data model shared by parsers, analysis, reports, the CLI, the extension and the webview. */
export type { Line, Lines } from './text/lines';
import type { Direction } from './text/vocabulary';
import type { HintOutcome } from './hints/format';
export type { Direction };

export type BlockKind =
  | 'llama-bench'
  | 'llama-timings'
  | 'numastat'
  | 'meminfo'
  | 'vmstat'
  | 'numactl-hardware'
  | 'sysctl'
  | 'graph500'
  | 'xsbench'
  | 'results-table'
  | 'csv'
  | 'prose'
  | 'setup';

/** A block that holds measured data: not prose and not the setup facts read from prose. */
export const isDataBlock = (b: { kind: BlockKind }): boolean => b.kind !== 'prose' && b.kind !== 'setup';

/** A value measured for one config, in base units (seconds, bytes, tokens/s, pages, events). */
export interface Measurement {
  config: string;
  metric: string;
  value: number;
  unit: string;
  stddev?: number;
  n?: number;
  samples?: number[];
  /** Index into Analysis.blocks. */
  block: number;
  /** 1-based line in the original document. */
  line: number;
}

/** A parsed block; `data` depends on kind. */
export interface Block {
  kind: BlockKind;
  /** The file the block came from when several documents were analyzed together. */
  source?: string;
  startLine: number;
  endLine: number;
  title?: string;
  /** Config label this block's values belong to when it describes a single config. */
  config?: string;
  /** The name the tool's own output gives its one run (fio's job name), taken when nothing over the block names one. */
  toolRunName?: string;
  data: BlockData;
  /** Parse problems inside an otherwise recognized block (line range + reason). */
  problems?: Problem[];
  /** The block's own content as a key (hints/key.ts): what a user's correction names it by. */
  key?: string;
  /** How the block was read: by which reader, the decisions about its structure with their evidence, and how sure. */
  reading?: Reading;
}

/** One fact a decision rests on: which rule saw it and which way it points (`orientation`: `columns`). */
export interface Evidence {
  /** The decision it bears on: `reader`, `orientation`, `run`, ... */
  decision: string;
  rule: string;
  says: string;
  /** How often the rule alone is right where it speaks, 0..1. */
  weight: number;
}

/** How a block was read: the reader that took it, the evidence of each decision, and the confidence, 0..1 (the least sure decision's). */
export interface Reading {
  reader: string;
  confidence: number;
  evidence: Evidence[];
  /** The user's corrections applied to this block, in words (`runs in rows`, `ignored`). */
  corrected?: string[];
}

export interface Problem {
  startLine: number;
  endLine: number;
  reason: string;
}

export interface Config {
  label: string;
  description?: string;
  kernel?: string;
  tunables: Record<string, string>;
}

export interface Comparison {
  metric: string;
  config: string;
  baseline: string;
  ratio: number;
  direction: Direction;
  /** better/worse by direction; 'same' within 0.5%. */
  verdict: 'better' | 'worse' | 'same' | 'n/a';
  /** Welch's t-test two-sided p value when both sides have mean, stddev and n >= 2. */
  p?: number;
  significant?: boolean;
}

export interface Finding {
  severity: 'info' | 'warning' | 'problem';
  code: string;
  message: string;
  configs: string[];
  lines: number[];
  /** The evidence as (block, line) pairs, so a line can be found in the right document. */
  refs: { block: number; line: number }[];
}

/**
 * A ratio or percentage the text states against a named run (`+264% over default interleave`,
 * `Gain over DRAM only: 1.38x`): what the author says the numbers show, to be checked against them.
 */
export interface Claim {
  /** The number as written: 1.38 for `1.38x`, 264 for `+264%`. */
  stated: number;
  unit: 'x' | '%';
  /** Which way the words or the sign say the change goes, when they say. */
  sign?: 'up' | 'down';
  /** Decimals written: the precision the author claims. */
  decimals: number;
  /** `~`, `about`: the author rounds loosely. */
  approximate: boolean;
  /** The run the claim is against, as written; absent in a comparison column, where it is the row's reference. */
  against?: string;
  /** The words before the number on its line: what the claim is about (`MLC (W2) :`, `Gain`). */
  about: string;
  /** The line, as written. */
  text: string;
  /** 1-based line in the original document. */
  line: number;
  /** Index into Analysis.blocks: the block the line is in, or the block before it. */
  block: number;
}

export interface Analysis {
  format: 'tierscope.analysis/v1';
  blocks: Block[];
  configs: Config[];
  measurements: Measurement[];
  derived: Measurement[];
  comparisons: Comparison[];
  findings: Finding[];
  baseline?: string;
  /** Documents analyzed, in order. */
  sources: string[];
  /** Row labels a legend maps to counters (`M2` -> `pgpromote_candidate_nrl`). */
  aliases: Record<string, string>;
  /** The user's corrections given (reading hints), each applied or not and why. */
  hints?: HintOutcome[];
  /** The ratios and percentages the texts state against a named run. */
  claims?: Claim[];
}

// ---- block payloads -------------------------------------------------------

export interface ProseData {
  type: 'prose';
  lines: number;
}

/**
 * One fact of the setup the text states in words or a command (`-t 32`, `numactl --membind=1`, `a 200 GiB
 * hog on N1`, `echo 2 > /proc/sys/kernel/numa_balancing`): key (a tunable's canonical key from the
 * registry, or a setup key: threads, membind, hog, model.size, ...), the value as written, its line.
 */
export interface SetupFact {
  key: string;
  value: string;
  unit?: string;
  /** 1-based line in the original document where the fact starts. */
  line: number;
  /** The words that state it. */
  text: string;
}
/** Prose lines that state the setup: threads, pinning, memory hog, model size, knobs written in prose. */
export interface SetupData {
  type: 'setup';
  facts: SetupFact[];
}

/** A table of values per config, the common shape of result tables, llama-bench, vmstat and others. */
export interface TableRow {
  /** Metric or counter name (canonical when a legend mapped it). */
  name: string;
  /** One value per column; undefined = absent ('-', empty, counter missing). */
  values: (number | undefined)[];
  stddev?: (number | undefined)[];
  /** Repetitions per column when a config appears in several rows. */
  samples?: (number[] | undefined)[];
  /** Source line per column when it differs from `line` (configs as rows). */
  lines?: (number | undefined)[];
  /** A ratio row (`tg128 vs r1`), kept to check against computed ratios, not a measurement. */
  ratioOf?: string;
  unit: string;
  line: number;
}

export interface ConfigTable {
  type: 'table';
  /** Column labels = configs, or 'value' for a single config. */
  columns: string[];
  rows: TableRow[];
  /** Per-iteration series: iteration label -> values per column. */
  iterations?: { metric: string; labels: string[]; values: (number | undefined)[][]; line: number };
  /** Scale applied from the title, e.g. 1e6 for "(millions of pages)". */
  scale?: number;
  /** Tunables stated for every column's config (an lkp report's `cpufreq_governor`). */
  tunables?: Record<string, string>;
  /** Tunables stated per column's config (a `Config | numa_balancing | demotion_enabled` table). */
  columnTunables?: (Record<string, string> | undefined)[];
}

export interface VmstatData {
  type: 'vmstat';
  /** Number of snapshots read. */
  snapshots: number;
  /** Seconds since the first snapshot, when timestamps were present. */
  times?: number[];
  /** Counter -> values per snapshot (undefined where the counter was missing). */
  series: Map<string, (number | undefined)[]>;
  /** Per-node dump (`/sys/devices/system/node/nodeN/vmstat`). */
  node?: number;
  /** Counters that went down between consecutive snapshots. */
  resets: { counter: string; snapshot: number; line: number }[];
  /** Counters present in some snapshots but not in others. */
  partial: string[];
  /** From a before/after box table. */
  labels?: string[];
}

export interface NumastatTable {
  title: string;
  unit: 'pages' | 'MB';
  nodes: string[];
  hasTotal: boolean;
  rows: { name: string; values: number[]; line: number }[];
  pid?: string;
}
export interface NumastatData {
  type: 'numastat';
  tables: NumastatTable[];
}

export interface KeyValueData {
  type: 'kv';
  /** name -> value in base units (bytes for kB fields) */
  values: Map<string, { value?: number; unit: string; line: number; raw: string }>;
}

export interface TopologyNode {
  id: number;
  cpus: number[];
  sizeMB?: number;
  freeMB?: number;
  /** 1-based lines of `node N size:` and `node N free:`. */
  sizeLine?: number;
  freeLine?: number;
}
export interface TopologyData {
  type: 'topology';
  nodes: TopologyNode[];
  distances: number[][];
  cpuless: number[];
}

export interface TimingsData {
  type: 'timings';
  prompt: { tps: number; tokens?: number; ms?: number; line: number }[];
  generation: { tps: number; tokens?: number; ms?: number; line: number }[];
  /** `sample time`, `prompt eval time`, ... in seconds, kept when the lines print no rate (llama.cpp before mid-2023): then the times are the measurement. */
  times?: { name: string; seconds: number; line: number }[];
}

export interface LlamaBenchRow {
  config: Record<string, string>;
  /** The model the row ran, as its columns write it (`llama 8x7B Q4_K_M`, `24.62 GiB`, `46.70 B`): the file, not the run's config. */
  model?: { name?: string; size?: string; params?: string };
  test: string;
  tps: number;
  stddev?: number;
  samples?: number[];
  line: number;
  section?: string;
}
export interface LlamaBenchData {
  type: 'llama-bench';
  rows: LlamaBenchRow[];
  build?: string;
  form: string;
  sweep?: boolean;
}

export interface SettingsData {
  type: 'settings';
  /** canonical key -> value */
  values: Map<string, { value: string; line: number }>;
  /** Every line writes its setting (`echo 9 > /sys/...`, `sysctl -w`): an action, in effect from there on. */
  writes?: boolean;
}

export type BlockData =
  | ProseData
  | ConfigTable
  | VmstatData
  | NumastatData
  | KeyValueData
  | TopologyData
  | TimingsData
  | LlamaBenchData
  | SettingsData
  | SetupData;
