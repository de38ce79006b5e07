/**
 * Long ("tidy") tables, as scripts and pandas write them: one row per run and measure, a column naming the
 * measure. The runs are the other word columns; a repeated run and measure are repetitions.
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('a long table: a column names the measure, another the run', () => {
  it('`config,metric,value` with a `run` column: runs as configs, repeated rows as samples', () => {
    const a = analyze(
      [
        'config,run,metric,value',
        'dram-only,1,throughput_ops,412345',
        'dram-only,1,p99_latency_ms,1.82',
        'dram-only,2,throughput_ops,409876',
        'dram-only,2,p99_latency_ms,1.90',
        'cxl-interleave,1,throughput_ops,371002',
        'cxl-interleave,1,p99_latency_ms,2.41',
        'cxl-interleave,2,throughput_ops,368554',
        'cxl-interleave,2,p99_latency_ms,2.37',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['dram-only', 'cxl-interleave']);
    const t = m(a, 'dram-only', 'throughput_ops');
    expect(t.value).toBeCloseTo((412345 + 409876) / 2, 6);
    expect(t.samples).toEqual([412345, 409876]);
    // `_ms` at the end of the name: seconds
    expect(m(a, 'cxl-interleave', 'p99_latency_ms').value).toBeCloseTo(0.00239, 9);
    expect(m(a, 'cxl-interleave', 'p99_latency_ms').unit).toBe('s');
  });

  it('a unit column gives each row its unit; a constant column (the host) is not part of the run', () => {
    const a = analyze(
      [
        'host,kernel,benchmark,value,unit',
        'smc-cxl01,6.12-base,redis GET,184233,ops/s',
        'smc-cxl01,6.12-base,memtier p99,0.734,ms',
        'smc-cxl01,6.12-pghot,redis GET,201577,ops/s',
        'smc-cxl01,6.12-pghot,memtier p99,0.611,ms',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['6.12-base', '6.12-pghot']);
    expect(m(a, '6.12-pghot', 'redis GET (ops/s)').value).toBe(201577);
    expect(m(a, '6.12-base', 'memtier p99 (s)').value).toBeCloseTo(0.000734, 9);
  });

  it('a markdown table with `mean` and `stddev` columns: the stddev belongs to the mean', () => {
    const a = analyze(
      [
        '| setup | metric | mean | stddev |',
        '|---|---|---:|---:|',
        '| DRAM | pp512 t/s | 69.31 | 0.21 |',
        '| DRAM | tg128 t/s | 4.26 | 0.02 |',
        '| DRAM+CXL | pp512 t/s | 62.46 | 0.35 |',
        '| DRAM+CXL | tg128 t/s | 4.63 | 0.03 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['DRAM', 'DRAM+CXL']);
    expect(m(a, 'DRAM+CXL', 'pp512 t/s')).toMatchObject({ value: 62.46, stddev: 0.35 });
    expect(m(a, 'DRAM', 'tg128 t/s')).toMatchObject({ value: 4.26, stddev: 0.02 });
  });

  it('numbers beside the value column are the run’s parameters; a timestamp column is neither', () => {
    const a = analyze(
      [
        'ts,policy,threads,metric,value',
        '1764669600,default,8,bandwidth_GBps,41.2',
        '1764669600,default,16,bandwidth_GBps,63.9',
        '1764669660,weighted-interleave,8,bandwidth_GBps,45.0',
        '1764669660,weighted-interleave,16,bandwidth_GBps,78.3',
        '1764669660,weighted-interleave,16,pgpromote_success,120034',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual([
      'default threads=8',
      'default threads=16',
      'weighted-interleave threads=8',
      'weighted-interleave threads=16',
    ]);
    expect(m(a, 'weighted-interleave threads=16', 'bandwidth_GBps').value).toBe(78.3);
  });

  it('a `workload` column beside named measures stays part of the run (`| local | workload | off avg (s) |`)', () => {
    const a = analyze(
      [
        '| local | workload | off avg (s) | on avg (s) |',
        '|---:|---|---:|---:|',
        '| 8G | PR | 33.46017 | 79.72247 |',
        '| 8G | BC | 49.05671 | 54.21028 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['PR off', 'PR on', 'BC off', 'BC on']);
  });

  it('value columns named by runs (`| Benchmark | Metric | Base | Patched |`) keep the configs in the columns', () => {
    const a = analyze(
      [
        '| Benchmark | Metric | Base | Patched |',
        '|---|---|---|---|',
        '| redis | GET ops/s | 100 | 110 |',
        '| redis | SET ops/s | 90 | 95 |',
        '| memcached | p99 latency (ms) | 1.2 | 1.1 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Base', 'Patched']);
  });

  it('`| Metric | Value |` alone names no run: one list of values, as before', () => {
    const a = analyze(
      ['| Metric | Value |', '|---|---|', '| pgpromote_success | 1200 |', '| pgdemote_kswapd | 300 |', ''].join('\n'),
    );
    expect(a.configs).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'pgpromote_success')?.value).toBe(1200);
  });

  it('`| THP | victim WSS | place | cyc/access |`: the tunable column holds the runs, the other leading columns the workload', () => {
    // a CXL victim/aggressor experiment on AMD Bergamo, medians per cell
    const a = analyze(
      [
        '| THP | victim WSS | place | cyc/access | IQR | agg GB/s |',
        '|---|--:|---|--:|--:|--:|',
        '| never | 512 KB | quiescent | 19.28 | 0.44 | --- |',
        '| never | 512 KB | **same-CCX** | **53.18** | **32.31** | 24.76 |',
        '| always | 512 KB | quiescent | 18.69 | 1.35 | --- |',
        '| always | 512 KB | **same-CCX** | **30.18** | **22.60** | 24.24 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['never', 'always']);
    expect(m(a, 'always', '512 KB same-CCX cyc/access').value).toBe(30.18);
    expect(m(a, 'never', '512 KB quiescent IQR').value).toBe(0.44);
    expect(a.measurements.some((x) => x.metric === '512 KB quiescent agg GB/s')).toBe(false);
    expect(a.configs.find((c) => c.label === 'never')?.tunables['mm.transparent_hugepage.enabled']).toBe('never');
  });

  it('a tunable column of numbers names each run by what it sets (`numa_balancing=2`)', () => {
    const a = analyze(
      [
        '| numa_balancing | workload | place | time (s) |',
        '|---|---|---|---|',
        '| 0 | PR | local | 33.4 |',
        '| 0 | BC | remote | 49.0 |',
        '| 2 | PR | local | 79.7 |',
        '| 2 | BC | remote | 54.2 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'PR local time (s)').value).toBe(79.7);
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBe('2');
  });
});
