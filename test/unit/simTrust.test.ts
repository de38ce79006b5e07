/**
 * Issue 36: the What-if never states an error smaller than the gap it can see. Each shape the issue
 * names (an lkp autonuma-benchmark mail, a llama-bench thread on a box with GPUs, a Graph500 post)
 * as a fixture of that shape and as the real paste in test/wild, through sim/trust.ts and the CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import { calibrate } from '../../src/core/sim/calibrate';
import { FAMILY_ACCURACY } from '../../src/core/sim/accuracy';
import { configScenario, proposeScenario, type Proposal } from '../../src/core/sim/propose';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { errorWords, modelGap, offBy, publishedError, trust } from '../../src/core/sim/trust';
import { example, fixture } from './helpers';

const BIN = join(__dirname, '../../bin/tierscope.js');
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'simulate', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const wild = (name: string) => readFileSync(join(__dirname, '../wild', name), 'utf8');
const tmp = (name: string, text: string) => {
  const f = join(mkdtempSync(join(tmpdir(), 'tierscope-trust-')), name);
  writeFileSync(f, text);
  return f;
};

/** The proposal of a paste, and the model's own run of `base` (uncalibrated). */
function uncalibrated(text: string, base?: string) {
  const a = analyze(text);
  const p = proposeScenario(a)!;
  const b = base ?? p.configs[0]!.label;
  const run = p.notModelled ? undefined : simulateResolved(resolveScenario(configScenario(p, b)), b);
  return { a, p, base: b, run, t: trust({ proposal: p, measured: a, base: b, modelRun: run }) };
}

const LKP = `Greeting,

kernel test robot noticed a -33.6% improvement of autonuma-benchmark.numa02.seconds on:

testcase: autonuma-benchmark
test machine: 128 threads 2 sockets Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz (Ice Lake) with 128G memory

=========================================================================================
compiler/cpufreq_governor/iterations/kconfig/rootfs/tbox_group/test/testcase:
  gcc-12/performance/4x/x86_64-rhel-8.3/debian-11.1-x86_64-20220510.cgz/lkp-icl-2sp6/numa01_THREAD_ALLOC/autonuma-benchmark

commit:
  167773d1dd ("sched/numa: Increase tasks' access history")
  af46f3c9ca ("sched/numa: Allow recently accessed VMAs to be scanned")

167773d1ddb5ffdd af46f3c9ca2d16485912f8b9c89
---------------- ---------------------------
         %stddev     %change         %stddev
             \\          |                \\
    1381.49            -4.1%       1327.42 ±  2%  autonuma-benchmark.numa01.seconds
     186.67 ±  6%     -27.1%     136.12 ±  7%  autonuma-benchmark.numa01_THREAD_ALLOC.seconds
      21.17 ±  7%     -33.6%      14.05        autonuma-benchmark.numa02.seconds
   8834573 ±  3%     +20.2%   10616944 ±  4%  proc-vmstat.numa_pages_migrated
`;

const GPU_LLAMA = `2 x Xeon 2697A v4, two P100 on node 0

# numa_balancing=0, GPUs

| model                          |       size |     params | backend    | ngl | threads |          test |              t/s |
| ------------------------------ | ---------: | ---------: | ---------- | --: | ------: | ------------: | ---------------: |
| qwen3moe ?B Q2_K - Medium      |  81.96 GiB |   235.09 B | CUDA       |  94 |      16 |          pp64 |     27.35 ± 0.53 |
| qwen3moe ?B Q2_K - Medium      |  81.96 GiB |   235.09 B | CUDA       |  94 |      16 |         tg128 |      7.17 ± 0.01 |

# numa_balancing=1, CPU only

| model                          |       size |     params | backend    | ngl | threads |          test |              t/s |
| ------------------------------ | ---------: | ---------: | ---------- | --: | ------: | ------------: | ---------------: |
| qwen3moe ?B Q2_K - Medium      |  81.96 GiB |   235.09 B | CUDA       |   0 |      31 |          pp64 |     44.84 ± 1.45 |
| qwen3moe ?B Q2_K - Medium      |  81.96 GiB |   235.09 B | CUDA       |   0 |      31 |         tg128 |      8.29 ± 0.25 |
`;

/** Two Graph500 runs of the reference code's own output, one per NUMA balancing mode. */
const GRAPH500 = (() => {
  const out = fixture('graph500-v2.txt').split('\n').slice(6).join('\n');
  return `Graph500 SCALE 26 over-committed onto a CXL node, mpirun -n 16 graph500_reference_bfs 26 16

## numa_balancing=0

${out}

## numa_balancing=2

${out.replace('harmonic_mean_TEPS: 1.31905e+08', 'harmonic_mean_TEPS: 1.71905e+08').replace('mean_time: 4.07015', 'mean_time: 3.12')}
`;
})();

describe('offBy and errorWords', () => {
  it('an error is a factor either way: 2x too low is 100% off, as 2x too high is', () => {
    expect(offBy(50, 100)).toBe(1);
    expect(offBy(200, 100)).toBe(1);
    expect(offBy(110, 100)).toBeCloseTo(0.1, 12);
    expect(offBy(0, 100)).toBe(Infinity);
    expect(errorWords(0.123)).toBe('±12%');
    expect(errorWords(19.5)).toBe('a factor of 20.5 either way');
  });
});

describe('the honest What-if error (issue 36)', () => {
  it('an lkp autonuma-benchmark mail gets no prediction: numa01 is not modelled from a paste', () => {
    const { p, t } = uncalibrated(LKP);
    expect(p.notModelled).toMatch(
      /^autonuma-benchmark \(numa01, numa02\) is not modelled from a paste: .*task_numa_migrate/,
    );
    expect(t.error).toBeNull();
    expect(t.notModelled).toBe(p.notModelled);
    expect(t.words.join(' ')).toMatch(/no prediction\.$/);
    const f = tmp('lkp.txt', LKP);
    for (const mode of ['--from', '--calibrate']) {
      const r = cli([mode, f]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^No prediction: autonuma-benchmark \(numa01, numa02\) is not modelled/m);
      expect(r.out).not.toMatch(/±|predicted|Calibrated/);
    }
  });

  it('a llama-bench thread with GPU offload: no prediction for a config that offloads, the gap for one that does not', () => {
    const gpu = uncalibrated(GPU_LLAMA);
    expect(gpu.base).toBe('numa_balancing=0, GPUs');
    expect(gpu.t.notModelled).toMatch(/^GPU offload \(llama-bench ngl 94\) is not modelled/);
    expect(gpu.t.error).toBeNull();
    const cpu = uncalibrated(GPU_LLAMA, 'numa_balancing=1, CPU only');
    expect(cpu.t.notModelled).toBeUndefined();
    const gap = modelGap(cpu.a, cpu.base, cpu.run)!;
    expect(gap.off).toBeGreaterThan(0.5);
    // never smaller than the gap the user sees between the model's own run and the measurement
    expect(cpu.t.error).toBeGreaterThanOrEqual(gap.off);
    expect(cpu.t.words[0]).toMatch(/^The model is [\d.]+(x|%) off numa_balancing=1, CPU only before calibration/);
    const r = cli(['--from', tmp('gpu.md', GPU_LLAMA), '--config', 'numa_balancing=1, CPU only']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/The model is [\d.]+(x|%) off numa_balancing=1, CPU only before calibration/);
  });

  it('a Graph500 post has no close published case: error unknown, no ±, at least the gap', () => {
    expect(FAMILY_ACCURACY.graph500).toBeUndefined();
    const { t, p } = uncalibrated(GRAPH500);
    expect(p.family).toBe('graph500');
    expect(publishedError(p)).toBeUndefined();
    expect(t.error).toBeNull();
    expect(t.atLeast).toBe(t.gap!.off);
    expect(t.words.join(' ')).toMatch(/Expected error unknown \(at least .*\): no published case close to this setup/);
    const r = cli([
      '--from',
      tmp('g500.txt', GRAPH500),
      '--set',
      'kernel.numa_balancing=2',
      '--config',
      'numa_balancing=0',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/What-if ratios below from numa_balancing=0: error unknown, no interval/);
    // the ratio row carries no interval
    expect(r.out).toMatch(/vs numa_balancing=0 \(model\)\s+1\.00x\s+\d+\.\d\dx$/m);
  });

  it('before calibration a modelled setup states the larger of its published error and its gap', () => {
    const { p, t, a, base, run } = uncalibrated(example('pghot-microbenchmark.txt'));
    const pub = publishedError(p)!;
    const gap = modelGap(a, base, run)!;
    expect(t.error).toBe(Math.max(pub.error, gap.off));
    expect(t.error).toBeLessThan(0.5);
    expect(t.words.at(-1)).toMatch(/^Expected error of a prediction: about \d+%/);
  });

  it('after calibration the error is the held-out one, never the fit error, and never below the gap on the base', () => {
    const a = analyze(example('pghot-llama-bench.txt'));
    const p = proposeScenario(a)!;
    const c = calibrate(p, a, ['r1', 'r2']);
    const run = c.runs.find((r) => r.label === 'r1');
    const t = trust({ proposal: p, measured: a, base: 'r1', modelRun: run, calibration: c });
    expect(t.error).toBe(Math.max(c.heldOutError!, modelGap(a, 'r1', run)!.off));
    expect(t.error).toBeGreaterThan(c.fitError!);
    // from r2, where the fitted model is further off, the error is at least that gap
    const run2 = c.runs.find((r) => r.label === 'r2');
    const t2 = trust({ proposal: p, measured: a, base: 'r2', modelRun: run2, calibration: c });
    expect(t2.error).toBeGreaterThanOrEqual(modelGap(a, 'r2', run2)!.off);
  });
});

describe('the real pastes of issue 36 (test/wild, test/fixtures)', () => {
  it('the lkp autonuma-benchmark mail: no prediction', () => {
    const { t } = uncalibrated(wild('lkp-autonuma-numa01-thread-alloc-vma-scan.txt'));
    expect(t.notModelled).toMatch(/^autonuma-benchmark/);
  });

  it('the llama-bench thread on a 2-socket box with P100s: no prediction with offload; CPU-only at least its 10x gap', () => {
    const text = wild('gh-ik459-qwen3-numa-balancing-headings.txt');
    const { t, p } = uncalibrated(text);
    expect(t.notModelled).toMatch(/^GPU offload/);
    const cpu = p.configs.find((c) => /CPU Only/.test(c.label))!;
    expect(cpu.notModelled).toBeUndefined();
    const c = uncalibrated(text, cpu.label);
    expect(c.t.gap!.off).toBeGreaterThan(9);
    expect(c.t.error).toBeGreaterThanOrEqual(c.t.gap!.off);
  });

  it("Graph500's own output: unknown, with the gap as a lower bound", () => {
    const { t } = uncalibrated(fixture('graph500-v2.txt'));
    expect(t.error).toBeNull();
    expect(t.atLeast).toBeGreaterThan(0);
  });
});

describe('the proposal keeps what it cannot model', () => {
  it('a proposal without GPU rows or autonuma names has no notModelled', () => {
    const p: Proposal = proposeScenario(analyze(example('pghot-llama-bench.txt')))!;
    expect(p.notModelled).toBeUndefined();
    expect(p.configs.every((c) => c.notModelled === undefined)).toBe(true);
  });
});
