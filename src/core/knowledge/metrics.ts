/** Benchmark metrics as the seeds and the benchmarks print them. */
import { entry, type KnowledgeEntry } from './entry';

const m = (name: string, unit: string, meaning: string, source: string, read: string, related: string[], aliases: string[] = []): KnowledgeEntry =>
  entry('metric', name, unit, meaning, source, 'benchmark output', read, related, aliases);

export const METRICS: KnowledgeEntry[] = [
  m('ppN', 't/s', 'llama-bench prompt processing: one batched prefill of N tokens (pp512 = 512 tokens).', 'llama-bench (llama.cpp tools/llama-bench), n_prompt=N', 'Compute-bound: it suffers from tiering work that lands in the same interval (faults, migrations, TLB flushes) more than it gains from DRAM bandwidth.', ['tgN', 'tgN@ppM'], ['pp']),
  m('tgN', 't/s', 'llama-bench text generation: N sequential decode steps (tg128 = 128 tokens).', 'llama-bench, n_gen=N', 'Memory-bandwidth-bound: every step streams the active weights, so it gains most from hot pages in DRAM. Per-iteration values rise while promotion converges.', ['ppN'], ['tg']),
  m('tgN@ppM', 't/s', 'ik_llama.cpp -gp: N decode steps after a prompt of M tokens (decode at depth M).', 'ik_llama.cpp llama-bench -gp M,N', 'Decode speed with a filled KV cache; falls as M grows.', ['tgN', 'ppN@dM']),
  m('ppN@dM', 't/s', 'Upstream llama-bench depth test: prefill of N tokens on top of M tokens of context (printed "pp512 @ d512").', 'llama-bench -d M', 'Prefill cost with context; compare at equal depth only.', ['ppN', 'tgN@ppM']),
  m('ppN+tgM', 't/s', 'llama-bench combined test: prefill N then generate M, one throughput.', 'llama-bench -pg N,M', 'Mixes compute- and bandwidth-bound phases: read pp and tg separately when you can.', ['ppN', 'tgN']),
  m('prompt eval t/s', 't/s', 'llama-server / llama-cli prompt processing speed of one request.', 'print_timings (llama-server) / llama_perf_context_print (llama-cli)', 'Depends on prompt length: compare requests of the same length.', ['generation t/s', 'ppN'], ['prompt eval time']),
  m('generation t/s', 't/s', 'llama-server / llama-cli decode speed of one request.', 'print_timings / llama_perf_context_print ("eval time")', 'Bandwidth-bound like tgN.', ['prompt eval t/s', 'tgN'], ['generation eval time', 'eval time']),
  m('harmonic_mean_TEPS', 'TEPS', 'Graph500 BFS: harmonic mean of traversed edges per second over the NBFS roots.', 'graph500 reference_bfs (src/main.c output)', 'Higher is better; harmonic_stddev_TEPS is its spread. SCALE s = 2^s vertices, edgefactor 16.', ['mean_time'], ['bfs  harmonic_mean_TEPS', 'TEPS (harmonic mean)']),
  m('mean_time', 's', 'Graph500 BFS: mean time per BFS root.', 'graph500 reference_bfs', 'Lower is better; stddev_time is its spread.', ['harmonic_mean_TEPS'], ['bfs  mean_time', 'BFS time (mean)']),
  m('Lookups/s', 'lookups/s', 'XSBench cross-section lookups per second.', 'XSBench io.c print_results()', 'Higher is better; the MPI build prints "Total Lookups/s".', ['Runtime'], ['Total Lookups/s']),
  m('Runtime', 's', 'XSBench wall time of the simulation phase.', 'XSBench io.c print_results()', 'Lower is better.', ['Lookups/s']),
  m('Time', 's', 'Completion time of a benchmark run (the 001 seed prints it in us and s).', 'result tables', 'Lower is better; TierScope converts every unit to seconds.', ['Speedup'], ['Time (s)', 'Time (us)', 'Time (ms)', 'runtime']),
  m('Speedup', 'x', 'Baseline time divided by this config\'s time (as the 001 seed defines it).', 'result tables', '>1.00x is faster than the baseline.', ['Time']),
  m('t/s', 't/s', 'Tokens per second, "mean ± stddev" over llama-bench -r repetitions.', 'llama-bench markdown output ("%.2f ± %.2f")', 'Welch\'s t-test needs n: llama-bench runs -r 5 by default.', ['ppN', 'tgN']),
];
