/** Runs pasted as a label over the `key: value` lines they printed (reading/lists/labeledValues.ts), and what it leaves to other readers. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from '../../helpers';

describe('runs as a label over key: value lines', () => {
  it('each label a config, each key a metric, a last run with fewer values', () => {
    // from test/wild/gh-vllm-30492-bench-latency-numa-masks.txt, lines 26-46
    const a = analyze(fixture('labeled-values-runs.txt'));
    expect(shape('labeled-values-runs.txt')).toEqual(['results-table 2-21']);
    expect(labels(a)).toEqual(['no numa', 'numa 0 0 1 1', 'numa 0 0 0 0']);
    const avg = m(a, 'numa 0 0 0 0', 'Avg latency');
    expect([avg.value, avg.unit, avg.line]).toEqual([4.6389978413004425, 's', 21]);
    expect(m(a, 'numa 0 0 1 1', '99% percentile latency').value).toBe(5.083919300202542);
    expect(has(a, 'numa 0 0 0 0', '99% percentile latency')).toBe(false);
  });

  it('a shell session: commands over their filtered output, under the tunable set before them', () => {
    // from test/wild/gh-likwid-664-numa-balancing-egrep-s0-s1.txt, lines 6-31
    const a = analyze(fixture('shell-session-sysctl-runs.txt'));
    const s0 = 'likwid-pin -c N:0-39 likwid-bench -t triad_mem_avx512_fma -w S0:20GB:20-0:S0,1:S0,2:S0,3:S0';
    const s1 = 'likwid-pin -c N:0-39 likwid-bench -t triad_mem_avx512_fma -w S0:20GB:20-0:S1,1:S1,2:S1,3:S1';
    expect(labels(a)).toEqual([s0, s1]);
    expect(m(a, s1, 'MByte/s').value).toBe(182306.94);
    const time = m(a, s0, 'Time');
    expect([time.value, time.unit]).toEqual([3.348323, 's']);
    // set to 0 before the runs, back to 1 after them: the runs ran with 0
    for (const c of a.configs) expect(c.tunables['kernel.numa_balancing']).toBe('0');
  });

  it('markdown headings and bold lines as labels', () => {
    const a = analyze(
      '### THP always\nThroughput: 812.5 ops/s\nLatency: 1.5 ms\n\n**THP never:**\nThroughput: 640.0 ops/s\nLatency: 2.0 ms\n',
    );
    expect(labels(a)).toEqual(['THP always', 'THP never']);
    expect(m(a, 'THP never', 'Latency').value).toBeCloseTo(0.002, 9);
  });

  it('a single label over its values is not a comparison', () => {
    const a = analyze('no numa\nAvg latency: 4.73 seconds\nP99 latency: 5.37 seconds\n');
    expect(labels(a)).not.toContain('no numa');
  });
});

describe('labeled runs leave dumps to their readers', () => {
  it('a label over /proc/meminfo fields is a meminfo dump, in bytes', () => {
    const a = analyze(
      'Before:\nMemTotal:       16384000 kB\nMemFree:         8000000 kB\n\nAfter:\nMemTotal:       16384000 kB\nMemFree:         7000000 kB\n',
    );
    expect(a.blocks.map((b) => b.kind)).not.toContain('results-table');
    expect(a.measurements.every((x) => x.unit !== 'kB')).toBe(true);
  });
});

describe("one run's `key: value` lines", () => {
  const read = (t: string) =>
    analyze(t)
      .measurements.map((x) => `${x.config}|${x.metric}=${x.value}${x.unit}`)
      .sort();

  it('a lone run under its label, or under none, is read: values of several units, one a rate or a time (sizes in bytes)', () => {
    expect(read('With numa_balancing=2:\n  Throughput: 1234.5 ops/sec\n  Peak RSS: 812 MB\n')).toEqual([
      `With numa_balancing=2|Peak RSS=${812 * 2 ** 20}bytes`,
      'With numa_balancing=2|Throughput=1234.5ops/sec',
    ]);
    expect(read('Total time: 12.3 s\nPeak RSS: 1234 MB\n')).toEqual([
      `run|Peak RSS=${1234 * 2 ** 20}bytes`,
      'run|Total time=12.3s',
    ]);
    // a label that names the data names no run
    expect(read('Results:\nthroughput: 12 MB/s\nruntime: 100 s\n')).toEqual([
      'run|runtime=100s',
      'run|throughput=12MB/s',
    ]);
  });

  it('runs with prose between them are runs, as when pasted together', () => {
    const a = analyze(
      'Before:\nthroughput: 12 MB/s\nruntime: 13 s\n\nWith the patch applied the numbers improve, see below.\n\nAfter:\nthroughput: 14 MB/s\nruntime: 11 s\n',
    );
    expect(labels(a)).toEqual(['Before', 'After']);
    expect(m(a, 'After', 'throughput').value).toBe(14);
  });

  it('a setting written between two named runs is in effect for the run after it, not the one above', () => {
    const a = analyze(
      'base:\nthroughput: 10 MB/s\nruntime: 11 s\n\necho 1 > /proc/sys/kernel/numa_balancing\n\ntiered:\nthroughput: 12 MB/s\nruntime: 9 s\n',
    );
    expect(labels(a)).toEqual(['base', 'tiered']);
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables;
    expect(t('tiered')['kernel.numa_balancing']).toBe('1');
    expect(t('base')['kernel.numa_balancing']).toBeUndefined();
  });

  it('the setup, a tool’s parameters, and one quantity listed per run are not one run’s results', () => {
    expect(read('Machine:\nCPU: 2 sockets\nMemory: 512 GB\nUptime: 30 s\n')).toEqual([]);
    expect(read('parameters:\n\n\tnr_threads: 1\n\ttesttime: 60s\n\tpeak_bw: 10 MB/s\n')).toEqual([]);
    expect(read('quotas:\n  time_ms: 0 s\n  sz_bytes: 0 GiB\n')).toEqual([]);
    // STREAM's functions are its measures, also when a summary quotes only their rates
    expect(read('tiered:\nCopy: 12 MB/s\nTriad: 13 MB/s\n')).toEqual(['tiered|Copy=12MB/s', 'tiered|Triad=13MB/s']);
    // `name: N unit` lines of one unit are runs listed with their result (named-values)
    expect(labels(analyze('Throughput numbers\nbase: 120 ops/sec\npatched: 130 ops/sec\n'))).toEqual([
      'base',
      'patched',
    ]);
  });
});

describe("a run's values in one bold span, then a table of its repeats", () => {
  // from test/wild/gh-vllm-ascend-6966-cpu-binding-bold-prose-repeat-tables.txt, lines 25-42
  const a = analyze(fixture('bold-span-key-values-repeats.txt'));

  it('`NAME, what is shown:` captions name the runs; the bold opening and closing lines are values', () => {
    expect(labels(a)).toEqual(['Disabling CPU binding', 'Enabling CPU binding']);
    expect(m(a, 'Disabling CPU binding', 'Avg TTFT').value).toBeCloseTo(0.07651, 8);
    expect(m(a, 'Enabling CPU binding', 'Total Token Throughput').value).toBe(146.93);
  });

  it('the numbered repeats are samples of the one measure, for the run their caption names', () => {
    const r = m(a, 'Disabling CPU binding', 'Total Token Throughput (token/s)');
    expect(r.samples).toEqual([129.07, 133.06, 126.97, 110.25, 124.08]);
    expect(r.value).toBeCloseTo(124.686, 6);
  });

  it('a sentence that opens with a discourse word before its comma names no run', () => {
    const b = analyze(
      'Now, lets get the results:\nAvg TTFT: 1.5ms\nAvg TPOT: 2.5ms\n\nThen, the results:\nAvg TTFT: 1.7ms\nAvg TPOT: 2.9ms\n',
    );
    expect(labels(b).some((l) => /^(Now|Then)$/.test(l))).toBe(false);
  });
});

describe('a run printed again and again', () => {
  it('`<what> is: N` pairs repeated after blank lines are one run’s samples; `AutoNUMA turned off` sets its knob', () => {
    const runs = (ops: number[]) =>
      ops.flatMap((v) => [
        `Total operations in the test is: ${v * 30}.000000`,
        `Average operations per second is: ${v}.5`,
        '',
      ]);
    const a = analyze(
      [
        '## Baseline: AutoNUMA turned off',
        '```',
        ...runs([100, 102, 104]),
        '```',
        '## Baseline: AutoNUMA turned on',
        '```',
        ...runs([90, 92]),
        '```',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Baseline: AutoNUMA turned off', 'Baseline: AutoNUMA turned on']);
    const off = m(a, 'Baseline: AutoNUMA turned off', 'Average operations per second');
    expect(off.value).toBeCloseTo(102.5, 6);
    expect(off.samples).toEqual([100.5, 102.5, 104.5]);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('0');
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBe('1');
  });

  it('one `key: value` list of one unit, not repeated, is still no run (a list of runs or settings)', () => {
    const a = analyze('base: 12.3\npatched: 11.1\n\nother: 4\nmore: 5\n');
    expect(a.measurements.some((x) => x.metric === 'base')).toBe(false);
  });
});

describe('one run’s `key: value` lines, hedged', () => {
  it('`Prefill: ~650–700 tokens/s` / `Decode: ~17 tokens/s` under `Performance:`: a range is its middle, `Performance` names no run', () => {
    // a llama-server run posted to r/LocalLLaMA (DeepSeek V4 Flash, --numa isolate)
    const a = analyze(
      [' Performance:', '  ', 'Prefill: ~650–700 tokens/s', ' Decode: ~17 tokens/s', ' Loading time: 32 sec', ''].join(
        '\n',
      ),
    );
    expect(a.configs).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'Prefill')?.value).toBe(675);
    expect(a.measurements.find((x) => x.metric === 'Decode')?.value).toBe(17);
    expect(a.measurements.find((x) => x.metric === 'Loading time')).toMatchObject({ value: 32, unit: 's' });
  });
});

describe('a key with several values, each in its own unit', () => {
  it("`small_files:  2.1130 seconds,  7.402 MB/s (normalized: 1.9 KB/s)`: the first value is the key's, the others named by their unit", () => {
    const a = analyze(
      [
        'Stock allocator:',
        '    small_files:   2.1130 seconds,   7.402 MB/s (normalized:   1.903 KB/s)',
        '      all tests:   4.0010 seconds,  19.220 MB/s (normalized:   4.996 KB/s)',
        '',
        'With jemalloc:',
        '    small_files:   1.9870 seconds,   7.871 MB/s (normalized:   2.024 KB/s)',
        '      all tests:   3.8120 seconds,  20.173 MB/s (normalized:   5.244 KB/s)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Stock allocator', 'With jemalloc']);
    expect(m(a, 'With jemalloc', 'small_files')).toMatchObject({ value: 1.987, unit: 's' });
    expect(m(a, 'Stock allocator', 'all tests MB/s').value).toBe(19.22);
  });

  it('counts of things after a key (`requests: 1000 total, 990 done`) are no measures in units', () => {
    const a = analyze('Run A:\nrequests: 1000 total, 990 done\nRun B:\nrequests: 1000 total, 985 done\n');
    expect(a.measurements.some((x) => /^requests \w/.test(x.metric))).toBe(false);
  });
});
