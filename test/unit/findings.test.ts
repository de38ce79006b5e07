/**
 * Findings read as a kernel memory-management reviewer reads them: each test pins one correction of
 * test/wild/FINDINGS.md (a finding that was wrong or misleading on a real text) with a short realistic
 * input or the corpus text itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import type { Analysis, Finding } from '../../src/core/model';
import { metricDirection } from '../../src/core/text/vocabulary';
import { example } from './helpers';

const WILD = join(__dirname, '..', 'wild');
const wild = (slug: string) => analyze(readFileSync(join(WILD, `${slug}.txt`), 'utf8'));
const codes = (a: Analysis) => a.findings.map((x) => x.code);
const find = (a: Analysis, code: string): Finding | undefined => a.findings.find((x) => x.code === code);
const all = (a: Analysis, code: string) =>
  a.findings
    .filter((x) => x.code === code)
    .map((x) => x.message)
    .join('\n');

describe('metric direction: which side is better', () => {
  it('lkp monitors and counts ride along without a better side', () => {
    for (const m of [
      'aim7.time.voluntary_context_switches',
      'time.involuntary_context_switches',
      'time.percent_of_cpu_this_job_got',
      'time.major_page_faults',
      'cpuidle..time',
      'mpstat.max_utilization.seconds',
      'sched_debug.cfs_rq:/.left_vruntime.avg',
      'perf-sched.wait_time.avg.ms.do_syscall_64',
      'lkp-icl-2sp1 0xb000280 perf-sched.total_wait_and_delay.count.ms',
      'boot-time.idle',
      'Ops NUMA hint faults',
      'kernbench: Ops AutoNUMA cost',
    ])
      expect(metricDirection(m, ''), m).toBe('none');
  });

  it('the headline of an lkp report is a rate: higher is better', () => {
    for (const m of [
      'aim7.jobs-per-min',
      'stress-ng.switch.ops_per_sec',
      'will-it-scale.per_thread_ops',
      'will-it-scale.per_process_ops',
      'will-it-scale.workload',
      'vm-scalability.median',
      'vm-scalability.throughput',
    ])
      expect(metricDirection(m, ''), m).toBe('higher');
  });

  it("the kernel's own migration and scan rates have no better side; a migration throughput is a result", () => {
    for (const m of [
      'promote rate MB/s',
      'pgdemote rate',
      'Demotion rate (pages/s)',
      'numa scan rate',
      'hint fault rate',
    ])
      expect(metricDirection(m, ''), m).toBe('none');
    expect(metricDirection('migration throughput (GB/s)', '')).toBe('higher');
    expect(metricDirection('pmbench score (accesses/s)', '')).toBe('higher');
    const a = analyze(
      'results are as follows,\n\n                   base   hot selection\nscore       146887704       165695601\npromote rate MB/s   725.6   544\n',
    );
    expect(a.findings.map((f) => f.message).join('\n')).not.toMatch(/Best promote rate/);
  });

  it('a spread or an overhead has no better side; a score in seconds is a time', () => {
    expect(metricDirection('1-socket Skylake: Stddev elapsed', '')).toBe('none');
    expect(metricDirection('1-socket Skylake: CoeffVar elapsed', '')).toBe('none');
    expect(metricDirection('Pipe_Throughput OVERHEAD', '')).toBe('none');
    expect(metricDirection('Benchmark score (s)', 's')).toBe('lower');
    expect(metricDirection('Mode 1 - Time taken (microseconds, lower is better): NUMAB2', 's')).toBe('lower');
  });

  it('time(1) and mmtests rows name times; Hmean rows are rates', () => {
    for (const m of ['real', 'user', 'sys', 'Amean elsp-NUMA01', 'Amean syst-256', 'BAmean-50 fault-base-1'])
      expect(metricDirection(m, ''), m).toBe('lower');
    expect(metricDirection('Hmean page_fault1-processes-12', '')).toBe('higher');
  });

  it('"best" of a score in microseconds is the lower one (lesser is better)', () => {
    const a = analyze(
      '\t\t\tDefault\t\tPatched\n\nBenchmark score (us)\t637,787,351\t571,350,410 (-10.41%)\n(Lesser is better)\n',
    );
    expect(all(a, 'best-config')).toMatch(/Benchmark score.*Patched \(0\.90x vs Default/);
  });

  it('lkp: no "best" context switches; the regressed headline is said', () => {
    const a = wild('lkp-aim7-disk-rr-memcg-pad-4commits');
    expect(a.findings.map((x) => x.message).join('\n')).not.toMatch(/context_switches/);
    expect(all(a, 'baseline-best')).toMatch(/aim7\.jobs-per-min 94b7e5bf09, the baseline \(98c9daf5ae 0\.71x/);
  });
});

describe('best config of a table', () => {
  it('a cost winner that lost the result says so (base did no NUMA scanning: less sys, longer real)', () => {
    const a = wild('dump-vmstat-numa01-numascan-3way');
    expect(all(a, 'best-config')).toMatch(
      /Best sys.*base \(0\.07x vs base-numascan, but real 1\.35x; base\+fix 0\.88x\)/,
    );
  });

  it('a lead smaller than the spread says so', () => {
    const a = analyze(
      '| model | size | params | backend | threads | test | t/s |\n| --- | ---: | ---: | --- | ---: | ---: | ---: |\n| llama 8B Q8_0 | 7.95 GiB | 8.03 B | CPU | 32 | pp512 | 100.00 ± 15.00 |\n| llama 8B Q8_0 | 7.95 GiB | 8.03 B | CPU | 64 | pp512 | 108.00 ± 12.00 |\n',
    );
    expect(all(a, 'best-config')).toMatch(/Best pp512 t\/s: threads=64 \(1\.08x vs threads=32, within the spread\)/);
  });

  it('runs each under its own caption are one row across their blocks (time(1) of always, madvise, never)', () => {
    const a = analyze(
      'always:\n\nreal    4m7.280s\nuser    30m1.000s\nsys     2m0.000s\n\nmadvise:\n\nreal    4m20.000s\nuser    31m0.000s\nsys     2m10.000s\n\nnever:\n\nreal    4m40.000s\nuser    32m0.000s\nsys     2m20.000s\n',
    );
    expect(a.findings.map((f) => f.message)).toContain(
      'Best real time (s): always, the baseline (madvise 1.05x, never 1.13x).',
    );
  });

  it("the winner and the baseline are read beside every run of the row, a series' last step always named", () => {
    const steps = wild('lkml-tiering-autonuma-rfc-v4-pmbench-step-rows-empty-cell');
    expect(all(steps, 'best-config')).toContain(
      'Patch 5 (2.21x vs Base; Patch 1 1.97x, Patch 2 1.97x, Patch 3 2.19x, ..., Patch 6 2.19x)',
    );
    // the promotion rate is the price of tiering: no run is best at it
    expect(all(steps, 'baseline-best')).not.toMatch(/Promotion/);
    // a run that held level is named beside those that lost (DAMON tiered 1.04x, the patch under review)
    expect(all(wild('lkml-damon-tiered-cxl-v6-redis-box'), 'baseline-best')).toContain(
      'DRAM-only, the baseline (CXL-only 1.19x, default 1.11x, DAMON tiered 1.04x, DAMON lazy 1.05x)',
    );
  });

  it('a lead under 0.5% is no best config', () => {
    const a = analyze(
      '                      base      patched\nThroughput (ops/s)    100000    100200\nLatency (us)          850       700\n',
    );
    expect(all(a, 'best-config')).not.toMatch(/Throughput/);
    expect(all(a, 'best-config')).toMatch(/Best Latency \(s\): patched \(0\.82x vs base\)/);
    expect(all(wild('mmtests-pcp-bulkfree-trunc-pagefault1'), 'best-config')).not.toMatch(/\(1\.00x vs/);
  });

  it('a table of many metrics names the rows that moved most, not its first rows', () => {
    // specjbb: 33 warehouse counts improved; the reviewer's "big gains" are tput-32..42, not tput-5 1.04x
    const msg = all(wild('lkml-sched-numa-dstbalance-quoted-specjbb-vanilla'), 'best-config');
    expect(msg).toMatch(/\(33 metrics, the 6 that moved most\)/);
    expect(msg).toContain('Hmean tput-32 dstbalance-v1r1 (1.29x vs vanilla)');
    expect(msg).not.toContain('Hmean tput-5 ');
  });

  it('a baseline ahead by 3-5% is said where no spread covers it, and a loss inside the spread says so', () => {
    // pghot: "NUMAB2: 4.5% regression in Mode 1" (three runs averaged, no spread pasted)
    expect(all(wild('lkml-pghot-rfc-v3-sources-tab'), 'baseline-best')).toContain(
      'Best Mode 1 - Time taken (microseconds, lower is better): NUMAB2: Base, the baseline (Patched 1.05x).',
    );
    const row = (base: string, patched: string) =>
      analyze(`| run | throughput (ops/s) |\n| --- | ---: |\n| base | ${base} |\n| patched | ${patched} |\n`);
    expect(all(row('1000', '960'), 'baseline-best')).toMatch(/base, the baseline \(patched 0\.96x\)/);
    // under 3% is not said; 4% inside a ±50 spread is not said; 10% inside a ±150 spread is said with it
    expect(codes(row('1000', '980'))).not.toContain('baseline-best');
    expect(codes(row('1000 ± 50', '960 ± 50'))).not.toContain('baseline-best');
    expect(all(row('1000 ± 150', '900 ± 150'), 'baseline-best')).toMatch(/patched 0\.90x, within the spread\)/);
  });

  it('a run named twice (NUMA enabled on Windows and on Linux) is not ranked; the user is told to name them apart', () => {
    // the post without its `on Linux` line: nothing tells the two `NUMA enabled` runs apart
    const text = readFileSync(
      join(__dirname, '..', 'wild', 'github-gh-ollama-10030-windows-linux-numa-verbose.txt'),
      'utf8',
    );
    const a = analyze(text.replace('on Linux\n', ''));
    // before: "Best eval rate (t/s): NUMA disabled (1.55x ...)", though Linux's NUMA enabled (2.419) is the fastest
    expect(all(a, 'best-config')).not.toMatch(/eval rate/);
    expect(all(a, 'run-named-twice')).toBe(
      'NUMA enabled names two runs (lines 17, 20, 36 and 37): prompt eval rate (t/s) 0.28 and 20.44; eval rate (t/s) 1.47 and 2.419. Nothing read tells them apart, so no best run is said of these metrics; name them apart (a reading hint) to compare them.',
    );
    // with it, the sections name the runs apart and the fastest is said
    expect(all(analyze(text), 'best-config')).toMatch(/Best eval rate \(t\/s\): on Linux NUMA enabled \(1\.65x/);
    // nor is the row of their later runs (`READ bw #2`): fio-mglru's random-read section repeats three run
    // names, one under an empty `Unpatched 6.7-rc4:` heading (before: "Best READ bw #2: Patched with RFC v4")
    const fio = wild('fio-lkml-mglru-run-status-deep-quoted');
    expect(all(fio, 'best-config')).not.toMatch(/READ bw/);
    expect(all(fio, 'run-named-twice')).toMatch(
      /MGLRU off names two runs \(lines 243 and 265\): READ bw 6525 and 5689/,
    );
    // runs named once each are still one row across their blocks
    expect(codes(analyze('always:\nreal    4m7.280s\n\nnever:\nreal    4m40.000s\n'))).not.toContain('run-named-twice');
  });

  it('a from -> to matrix (latency from each node to each node) ranks no node', () => {
    const a = wild('gh-intel-optzone-java-3jvm-vs-2jvm-numa-sla-percent');
    expect(a.findings.map((x) => x.message).join('\n')).not.toMatch(/Best Node/);
    const m = analyze(
      '| From | Node 0 | Node 1 |\n| --- | --- | --- |\n| Node 0 | 90 ns | 140 ns |\n| Node 1 | 140 ns | 90 ns |\n',
    );
    expect(codes(m)).not.toContain('best-config');
  });

  it("cells of another workload (Prompt=2) are not set against the baseline's (Prompt=1)", () => {
    const a = analyze(example('ik-llama-thp-thread.md'));
    const msgs = a.findings.map((x) => x.message).join('\n');
    expect(msgs).not.toMatch(/Prompt=2 -thp=\d[^;]* vs Prompt=1/);
    expect(msgs).toMatch(/Prompt=2 -thp=0 pp t\/s 0\.72x vs Prompt=2 -thp=1/);
  });
});

describe('tiering counters', () => {
  it('demotion that unblocked a stuck promotion is not ping-pong (the idle hog pushed out is the fix)', () => {
    const a = wild('dump-vmstat-kswapd-cache-trim-before-after');
    expect(codes(a)).not.toContain('promote-demote-ping-pong');
    expect(find(a, 'demotion-makes-room')?.message).toMatch(
      /after 2\.23M demoted vs 1\.29M promoted, where before promoted 356 of 21\.95M/,
    );
    expect(find(a, 'top-tier-full')?.message).toMatch(/yield <0\.1%\), and only 30\.9k pages demoted/);
  });

  it('demotion many times the promotion is reclaim pressure, not ping-pong', () => {
    const a = analyze(
      "$ grep -E 'pgpromote|pgdemote' /proc/vmstat\npgpromote_success 120000\npgpromote_candidate 150000\npgdemote_kswapd 2400000\npgdemote_direct 0\npgdemote_khugepaged 0\n",
    );
    expect(codes(a)).not.toContain('promote-demote-ping-pong');
    expect(codes(a)).toContain('demotion-dominates');
  });

  it('a paste of the pgdemote lines alone says nothing about promotion', () => {
    expect(codes(wild('lkml-mglru-pgdemote-without-with-patch'))).not.toContain('demoted-no-promotion');
    expect(
      codes(
        analyze('$ grep demote /proc/vmstat\npgdemote_kswapd 254288\npgdemote_direct 113497\npgdemote_khugepaged 0\n'),
      ),
    ).not.toContain('demoted-no-promotion');
  });

  it('counters pasted under each benchmark are judged per benchmark', () => {
    const a = wild('lkml-numab-hint-fault-count-promotion');
    expect(find(a, 'top-tier-full')?.message).toMatch(/Default \(Redis-memtier\) 33\.88M candidates, 0\.80M promoted/);
  });

  it('a counter absent in one config of a kernel that reports it elsewhere is no kernel difference', () => {
    const a = analyze(
      'Legend:\n  C1 = pghot kernel, NUMAB0\n  C2 = pghot kernel, NUMAB2\n\nctr                        C1          C2\n-----------------------------------------\npgpromote_success           0   2,097,152\npghot_recorded_accesses     -   2,097,152\n',
    );
    const k = find(a, 'counters-from-different-kernels')!;
    expect(k.message).toContain('pghot_recorded_accesses');
    expect(k.message).not.toMatch(/These kernels do not have them/);
  });
});

describe('memory placement and topology', () => {
  it('cold memory on the lower tier is the placement tiering makes, not a remote-latency split', () => {
    const a = wild('dump-numastat-damon-hot-cold-tiers');
    expect(codes(a)).not.toContain('memory-split-across-nodes');
    expect(find(a, 'memory-across-tiers')?.message).toMatch(/66% node2 on the lower tier/);
  });

  it('memory split by an interleave policy the text sets is its placement, not a remote-latency warning', () => {
    // the weighted interleave mail: numastat -p of `weights 5:1` runs shows 83% / 17%, as the weights ask
    const a = wild('lkml-weighted-interleave-v4-mlc-stream-xsbench');
    expect(codes(a)).not.toContain('memory-split-across-nodes');
    expect(find(a, 'memory-interleaved')?.message).toBeDefined();
    expect(a.findings.filter((f) => f.code === 'memory-interleaved').map((f) => f.message)).toContain(
      'process (weights 5:1): memory across nodes (83% node0, 17% node1), the placement the interleave policy the text sets is for; compare it with the weights.',
    );
  });

  it('no huge-page verdict without huge-page data, no llama.cpp advice for another program', () => {
    expect(codes(wild('dump-numastat-damon-hot-cold-tiers'))).not.toContain('huge-pages-not-in-use');
    const mpi = analyze(
      '$ mpirun -np 64 ./xhpl &\n$ numastat -p xhpl\n\nPer-node process memory usage (in MBs) for PID 4242 (xhpl)\n                           Node 0          Node 1           Total\n                  --------------- --------------- ---------------\nHuge                         0.00            0.00            0.00\nHeap                        10.00           10.00           20.00\nStack                        0.05            0.05            0.10\nPrivate                   9000.00         1000.00        10000.00\n----------------  --------------- --------------- ---------------\nTotal                     9010.05         1010.05        10020.10\n',
    );
    const h = find(mpi, 'huge-pages-not-in-use')!;
    expect(h.message).toMatch(/4 KiB pages/);
    expect(h.message).not.toMatch(/llama/);
    expect(find(analyze(example('ik-llama-thp-thread.md')), 'huge-pages-not-in-use')!.message).toMatch(/--mmap 0/);
  });

  it('every node CPU-less is a misread CPU list, not a machine', () => {
    const a = analyze(
      '$ numactl -H\navailable: 2 nodes (0-1)\nnode 0 cpus:\nnode 0 size: 128054 MB\nnode 0 free: 120000 MB\nnode 1 cpus:\nnode 1 size: 128880 MB\nnode 1 free: 120000 MB\nnode distances:\nnode   0   1\n  0:  10  32\n  1:  32  10\n',
    );
    expect(codes(a)).not.toContain('cpuless-nodes');
  });
});

describe('configs compared', () => {
  const PINNED = `## numa_balancing=0

numactl --cpunodebind=0 --membind=0 ./build/bin/llama-bench -m model.gguf -t 32

| model                          |       size |     params | backend    | threads |          test |              t/s |
| ------------------------------ | ---------: | ---------: | ---------- | ------: | ------------: | ---------------: |
| llama 8B Q8_0                  |   7.95 GiB |     8.03 B | CPU        |      32 |         pp512 |    210.35 ± 1.20 |
| llama 8B Q8_0                  |   7.95 GiB |     8.03 B | CPU        |      32 |         tg128 |     12.10 ± 0.05 |

## numa_balancing=1

./build/bin/llama-bench -m model.gguf -t 32

| model                          |       size |     params | backend    | threads |          test |              t/s |
| ------------------------------ | ---------: | ---------: | ---------- | ------: | ------------: | ---------------: |
| llama 8B Q8_0                  |   7.95 GiB |     8.03 B | CPU        |      32 |         pp512 |    201.11 ± 1.50 |
| llama 8B Q8_0                  |   7.95 GiB |     8.03 B | CPU        |      32 |         tg128 |     11.70 ± 0.04 |
`;

  it("a binding is the config's own: numactl on the numa_balancing=0 run does not pin the =1 run", () => {
    expect(codes(analyze(PINNED))).not.toContain('numa-balancing-on-pinned-workload');
    const bound = analyze(PINNED.replace('\n./build/bin/llama-bench', '\ntaskset -c 0-31 ./build/bin/llama-bench'));
    expect(find(bound, 'numa-balancing-on-pinned-workload')?.message).toMatch(/^numa_balancing=1: .*\(taskset\)/);
  });

  it('labels that differ beyond the tunable are no one-tunable pair', () => {
    expect(codes(wild('gh-ik459-qwen3-numa-balancing-headings'))).not.toContain('single-tunable-effect');
    expect(codes(wild('lkml-kmmscand-rfc-v0-abench'))).not.toContain('single-tunable-effect');
    expect(find(analyze(PINNED), 'single-tunable-effect')?.message).toContain(
      'numa_balancing=0 -> numa_balancing=1 (kernel.numa_balancing 0 -> 1)',
    );
  });

  it('significance is tested against a config that differs in one factor (same machine)', () => {
    const msg = all(wild('perfstat-clear-pages-erms-qemu-vm'), 'significant-improvement');
    expect(msg).not.toMatch(/Milan[^;]* vs Icelakex/);
    expect(msg).toMatch(
      /Milan, create 192GB qemu-VM, clear_pages_erms\(\) task-clock 0\.72x vs Milan, create 192GB qemu-VM, clear_page_erms\(\)/,
    );
  });

  it('a significant change under 5% is said (the kernel builds 2.6% faster with THP, p=0.002); an untold one is not', () => {
    expect(all(wild('lkml-thp-17-kbuild-always-never-real-blocks-2010'), 'significant-regression')).toBe(
      'Significant regressions: never real time (s) 1.03x vs always (Welch p=0.002).',
    );
    const runs = (a: string, b: string) => analyze(`always:\n${a}\n\nnever:\n${b}\n`);
    // 2.5% with runs 30 s apart: the test cannot tell, and a 2.5% "not significant" tells nobody anything
    expect(codes(runs('real    4m0.000s\nreal    4m30.000s', 'real    4m10.000s\nreal    4m33.000s'))).not.toContain(
      'not-significant',
    );
  });

  it('a zero baseline is judged per table: one config is not listed twice for two tables', () => {
    const z = find(wild('lkml-kmmscand-rfc-v0-abench'), 'zero-baseline')!;
    expect(z.message).not.toMatch(/patched [\d.]+, patched/);
    expect(z.message).toMatch(/kmmscand_scan_oh at line 213 \(patched 2\.740\)/);
    // one dump per config (without / with the patch) is still set side by side
    expect(find(wild('lkml-mglru-pgdemote-without-with-patch'), 'zero-baseline')?.message).toMatch(
      /pgdemote_kswapd \(With this patch[^)]* 43,234\)/,
    );
  });

  it('long lists end in "and N more"', () => {
    expect(find(analyze(example('pghot-llama-bench.txt')), 'zero-baseline')!.message).toMatch(/; and 2 more\./);
  });
});

describe('every message of the corpus', () => {
  it('prints no NaN, Infinity or undefined, and no ratio as 0.00x', () => {
    const texts = [
      ...readdirSync(WILD)
        .filter((f) => f.endsWith('.txt'))
        .map((f) => readFileSync(join(WILD, f), 'utf8')),
      ...['ik-llama-thp-thread.md', 'pghot-llama-bench.txt', 'pghot-microbenchmark.txt'].map(example),
    ];
    for (const t of texts)
      for (const x of analyze(t).findings) {
        expect(x.message).not.toMatch(/\bNaN\b|Infinity|undefined|\b0\.00x/);
        expect(x.message).not.toMatch(/\(yield 0\.0%\)/);
      }
  });
});
