/**
 * Linear in the size of the input: inputs large enough that a step walking every config per config,
 * or every line per line, would run past the (generous) time limit. Correctness is checked, not speed.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import { vmstatSeries } from '../../scripts/benchInputs';

/** One llama-bench table per `numa_balancing=k` heading: n configs that differ in one tunable. */
function tunableSweep(n: number): string {
  const parts: string[] = [];
  for (let k = 0; k < n; k++)
    parts.push(
      `## numa_balancing=${k}\n\n| model | size | params | backend | threads | test | t/s |\n| --- | ---: | ---: | --- | ---: | ---: | ---: |\n` +
        `| llama 8B Q8_0 | 7.95 GiB | 8.03 B | CPU | 32 | pp512 | ${(200 + ((k * 7919) % 100) / 10).toFixed(2)} ± 1.20 |\n` +
        `| llama 8B Q8_0 | 7.95 GiB | 8.03 B | CPU | 32 | tg128 | ${(12 + (k % 13) / 10).toFixed(2)} ± 0.05 |\n`,
    );
  return parts.join('\n');
}

/** One table with a row per config, each label three factors (`numa_balancing=1 demotion=true run=7`). */
function factorTable(n: number): string {
  const rows = ['| config | throughput (ops/s) | latency (us) |', '|---|---|---|'];
  for (let k = 0; k < n; k++)
    rows.push(
      `| numa_balancing=${k % 3} demotion=${k % 2 ? 'true' : 'false'} run=${k} | ${1000 + ((k * 7919) % 500)} | ${50 + (k % 37)} |`,
    );
  return rows.join('\n') + '\n';
}

describe('scaling', () => {
  it('2,000 configs that differ in one tunable: every pair counted, the first written out', () => {
    const a = analyze(tunableSweep(2000));
    expect(a.configs.length).toBe(2000);
    expect(a.measurements.length).toBe(4000);
    const f = a.findings.find((x) => x.code === 'single-tunable-effect')!;
    expect(f.message).toContain(
      'numa_balancing=0 -> numa_balancing=1 (kernel.numa_balancing 0 -> 1): pp512 t/s 200 -> 201.90 (1.01x)',
    );
    expect(f.message).toContain(`and ${(2000 * 1999) / 2 - 8} more`);
    expect(f.configs.length).toBe(2000);
  }, 20_000);

  it('2,000 configs of three factors in one table: each compared against the baseline', () => {
    const a = analyze(factorTable(2000));
    expect(a.configs.length).toBe(2000);
    const tput = a.comparisons.filter((c) => c.metric === 'throughput (ops/s)');
    expect(tput.length).toBe(2000);
    expect(tput[7]!.ratio).toBeCloseTo((1000 + ((7 * 7919) % 500)) / 1000, 12);
  }, 20_000);

  it('50,000 metrics at 0 in the baseline: one zero-baseline finding, not a search of every value per zero', () => {
    // a recorded /proc/vmstat of 70,000 counters that did not move took 30 s in this rule (found by the fuzzer's record target)
    const rows = ['| metric | base | patched |', '|---|---|---|'];
    for (let k = 0; k < 50_000; k++) rows.push(`| zz_counter_${k} | 0 | ${k + 1} |`);
    const a = analyze(rows.join('\n') + '\n');
    expect(a.measurements.length).toBe(100_000);
    const f = a.findings.find((x) => x.code === 'zero-baseline')!;
    expect(f.message).toContain('zz_counter_0 (patched 1)');
    expect(f.message).toContain('zz_counter_1 (patched 2)');
  }, 20_000);

  it('a vmstat series of a million lines: one block, the delta of every counter', () => {
    const text = vmstatSeries(30 * 1024 * 1024);
    const lines = text.split('\n').length - 1;
    expect(lines).toBeGreaterThan(1_000_000);
    const dumps = lines / 181;
    const a = analyze(text);
    const series = a.blocks.filter((b) => b.kind === 'vmstat');
    expect(series.length).toBe(1);
    expect(series[0]!.data.type === 'vmstat' && series[0]!.data.snapshots).toBe(dumps);
    // pgpromote_counter_3 is counter 21 of the generator: it grows by (21 * 37) % 1000 per dump
    const m = a.measurements.find((x) => x.metric === 'pgpromote_counter_3')!;
    expect(m.value).toBe((dumps - 1) * ((21 * 37) % 1000));
    expect(a.findings.every((f) => !/NaN|Infinity/.test(f.message))).toBe(true);
  }, 30_000);

  it('a shell session of 4,000 runs, each under its own `sysctl -w`: every run named by its settings', () => {
    // every label shares its first word (`kernel.numa_balancing=1, ...`): trying each label per prose line was quadratic
    const runs = Array.from(
      { length: 4000 },
      (_, k) =>
        `$ sudo sysctl -w kernel.numa_balancing=${k % 4} vm.watermark_scale_factor=${k}\nkernel.numa_balancing = ${k % 4}\n` +
        `vm.watermark_scale_factor = ${k}\n$ time ./bench\n\nreal\t0m${(k % 50) + 1}.500s\nuser\t0m1.000s\nsys\t0m0.100s\n`,
    );
    const a = analyze(runs.join('\n'));
    expect(a.configs.length).toBe(4000);
    expect(a.configs[3999]!.label).toBe('kernel.numa_balancing=3, vm.watermark_scale_factor=3999');
    expect(a.configs[3999]!.tunables['vm.watermark_scale_factor']).toBe('3999');
    const real = a.measurements.filter((x) => x.metric === 'real time (s)');
    expect(real.length).toBe(4000);
    expect(real[3999]).toMatchObject({ config: a.configs[3999]!.label, value: 50.5 });
  }, 30_000);

  it('a CSV of 150,000 rows is read whole: no spread of all measurements as arguments, no label search per row', () => {
    // a million measurements overflowed the stack (`splice(0, n, ...all)`), and a label list searched per row made it quadratic
    // and again when a table of where memory sits (rows of nodes, no run named) was left out of a paste that long
    const rows = Array.from({ length: 150_000 }, (_, i) => `a,m${i},${i}`);
    const placement = ['', 'backing was verified with numastat -p:', '', '| Host node | QEMU memory MB |', '|---|---|'];
    const a = analyze(
      ['config,metric,value', ...rows, ...placement, '| Node 0 | 1024 |', '| Node 1 | 2048 |'].join('\n'),
    );
    expect(a.measurements.length).toBe(150_000);
    expect(a.blocks.map((b) => b.kind)).toEqual(['csv', 'prose', 'results-table']);
    expect(a.measurements[149_999]!.value).toBe(149_999);
  }, 60_000);
});
