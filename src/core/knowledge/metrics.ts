/** Benchmark metrics as the seeds and the benchmarks print them. */
import { entries, type EntryFields, type KnowledgeEntry } from './entry';

const LIST: Omit<EntryFields, 'since'>[] = [
  {
    name: 'ppN',
    unit: 't/s',
    meaning: 'llama-bench prompt processing: one batched prefill of N tokens (pp512 = 512 tokens).',
    source: 'llama-bench (llama.cpp tools/llama-bench), n_prompt=N',
    read:
      'Compute-bound: it suffers from tiering work that lands in the same interval (faults, migrations, TLB ' +
      'flushes) more than it gains from DRAM bandwidth.',
    related: ['tgN', 'tgN@ppM'],
    aliases: ['pp'],
  },
  {
    name: 'tgN',
    unit: 't/s',
    meaning: 'llama-bench text generation: N sequential decode steps (tg128 = 128 tokens).',
    source: 'llama-bench, n_gen=N',
    read:
      'Memory-bandwidth-bound: every step streams the active weights, so it gains most from hot pages in DRAM. ' +
      'Per-iteration values rise while promotion converges.',
    related: ['ppN'],
    aliases: ['tg'],
  },
  {
    name: 'tgN@ppM',
    unit: 't/s',
    meaning: 'ik_llama.cpp -gp: N decode steps after a prompt of M tokens (decode at depth M).',
    source: 'ik_llama.cpp llama-bench -gp M,N',
    read: 'Decode speed with a filled KV cache; falls as M grows.',
    related: ['tgN', 'ppN@dM'],
  },
  {
    name: 'ppN@dM',
    unit: 't/s',
    meaning:
      'Upstream llama-bench depth test: prefill of N tokens on top of M tokens of context (printed "pp512 @ d512").',
    source: 'llama-bench -d M',
    read: 'Prefill cost with context; compare at equal depth only.',
    related: ['ppN', 'tgN@ppM'],
  },
  {
    name: 'ppN+tgM',
    unit: 't/s',
    meaning: 'llama-bench combined test: prefill N then generate M, one throughput.',
    source: 'llama-bench -pg N,M',
    read: 'Mixes compute- and bandwidth-bound phases: read pp and tg separately when you can.',
    related: ['ppN', 'tgN'],
  },
  {
    name: 'prompt eval t/s',
    unit: 't/s',
    meaning: 'llama-server / llama-cli prompt processing speed of one request.',
    source: 'print_timings (llama-server) / llama_perf_context_print (llama-cli)',
    read: 'Depends on prompt length: compare requests of the same length.',
    related: ['generation t/s', 'ppN'],
    aliases: ['prompt eval time'],
  },
  {
    name: 'generation t/s',
    unit: 't/s',
    meaning: 'llama-server / llama-cli decode speed of one request.',
    source: 'print_timings / llama_perf_context_print ("eval time")',
    read: 'Bandwidth-bound like tgN.',
    related: ['prompt eval t/s', 'tgN'],
    aliases: ['generation eval time', 'eval time'],
  },
  {
    name: 'harmonic_mean_TEPS',
    unit: 'TEPS',
    meaning: 'Graph500 BFS: harmonic mean of traversed edges per second over the NBFS roots.',
    source: 'graph500 reference_bfs (src/main.c output)',
    read: 'Higher is better; harmonic_stddev_TEPS is its spread. SCALE s = 2^s vertices, edgefactor 16.',
    related: ['mean_time'],
    aliases: ['bfs  harmonic_mean_TEPS', 'TEPS (harmonic mean)'],
  },
  {
    name: 'mean_time',
    unit: 's',
    meaning: 'Graph500 BFS: mean time per BFS root.',
    source: 'graph500 reference_bfs',
    read: 'Lower is better; stddev_time is its spread.',
    related: ['harmonic_mean_TEPS'],
    aliases: ['bfs  mean_time', 'BFS time (mean)'],
  },
  {
    name: 'Lookups/s',
    unit: 'lookups/s',
    meaning: 'XSBench cross-section lookups per second.',
    source: 'XSBench io.c print_results()',
    read: 'Higher is better; the MPI build prints "Total Lookups/s".',
    related: ['Runtime'],
    aliases: ['Total Lookups/s'],
  },
  {
    name: 'Runtime',
    unit: 's',
    meaning: 'XSBench wall time of the simulation phase.',
    source: 'XSBench io.c print_results()',
    read: 'Lower is better.',
    related: ['Lookups/s'],
  },
  {
    name: 'Time',
    unit: 's',
    meaning: 'Completion time of a benchmark run (the 001 seed prints it in us and s).',
    source: 'result tables',
    read: 'Lower is better; TierScope converts every unit to seconds.',
    related: ['Speedup'],
    aliases: ['Time (s)', 'Time (us)', 'Time (ms)', 'runtime'],
  },
  {
    name: 'Speedup',
    unit: 'x',
    meaning: "Baseline time divided by this config's time (as the 001 seed defines it).",
    source: 'result tables',
    read: '>1.00x is faster than the baseline.',
    related: ['Time'],
  },
  {
    name: 't/s',
    unit: 't/s',
    meaning: 'Tokens per second, "mean ± stddev" over llama-bench -r repetitions.',
    source: 'llama-bench markdown output ("%.2f ± %.2f")',
    read: "Welch's t-test needs n: llama-bench runs -r 5 by default.",
    related: ['ppN', 'tgN'],
  },
];

export const METRICS: KnowledgeEntry[] = entries(
  'metric',
  LIST.map((e) => ({ ...e, since: 'benchmark output' })),
);
