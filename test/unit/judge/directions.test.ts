/**
 * Which side of a metric is better is decided in one place (metricDirection), for every table shape: a name
 * the knowledge base explains as "higher/lower is better" gets that direction as any reader writes it.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { KNOWLEDGE } from '../../../src/core/knowledge/lookup';
import { metricDirection } from '../../../src/core/text/vocabulary';

describe('directions', () => {
  it('every knowledge-base metric that says which side is better gets that side, by name alone', () => {
    const said = KNOWLEDGE.filter((e) => /\b(?:higher|lower) is better\b/i.test(e.read));
    expect(said.length).toBeGreaterThan(3);
    for (const e of said) {
      const side = /\bhigher is better\b/i.test(e.read) ? 'higher' : 'lower';
      for (const name of [e.name, ...e.aliases]) expect(metricDirection(name, ''), name).toBe(side);
    }
  });

  it('names written with underscores are read by their words; their spreads have no better side', () => {
    expect(metricDirection('harmonic_mean_TEPS', '')).toBe('higher');
    expect(metricDirection('mean_time', '')).toBe('lower');
    expect(metricDirection('max_time', '')).toBe('lower');
    expect(metricDirection('stddev_time', '')).toBe('none');
    expect(metricDirection('harmonic_stddev_TEPS', '')).toBe('none');
    expect(metricDirection('IQR', '')).toBe('none');
    // a fio option is not a time because it starts with the word
    expect(metricDirection('time_based', '')).toBe('none');
    // counters and lkp's counts keep no side
    expect(metricDirection('numa_hint_faults', '')).toBe('none');
    expect(metricDirection('autonuma-benchmark.time.voluntary_context_switches', '')).toBe('none');
  });

  it('a cost per access and a latency percentile are lower-is-better', () => {
    for (const m of ['cyc/access', 'cycles per access', 'ns/op', 'p99', 'schbench *99.0th', '99th percentile'])
      expect(metricDirection(m, ''), m).toBe('lower');
    expect(metricDirection('L2 hit%', '')).toBe('none');
  });

  it('work done per second, relative performance and llama phases named alone are higher-is-better', () => {
    for (const m of [
      'Nodes/second',
      'faults/sec-48',
      'fsmark files/sec',
      'faults_per_sec',
      'performance relative to baseline',
      'PP @49k',
      'TG @49k',
    ])
      expect(metricDirection(m, ''), m).toBe('higher');
    // the kernel's own rates and counters keep no side
    for (const m of [
      'pgscan_direct / s',
      'promote rate MB/s',
      'Promotion MB/s',
      'hint faults',
      'performance counter stats',
    ])
      expect(metricDirection(m, ''), m).toBe('none');
  });

  it('a table that says its side with a hyphen, a cost per update or token, work per minute and browser scores', () => {
    const sides: [metric: string, unit: string, side: string][] = [
      // vLLM's own words (gh-vllm-32792)
      ['req/sec (higher-better)', '', 'higher'],
      ['median TPOT (lower-better)', '', 'lower'],
      // perf bench sched pipe, likwid-bench, llama.cpp's ms per token
      ['sched/pipe usecs/op', '', 'lower'],
      ['Cycles per update', '', 'lower'],
      ['Cycles per cacheline', '', 'lower'],
      ['inference performance ms/token', '', 'lower'],
      ['inference performance', 'ms/token', 'lower'],
      // AIM7's jobs/min, an OTel collector's logs/sec, fio's bandwidth, likwid's MByte/s, Speedometer
      ['jobs/min', '', 'higher'],
      ['logs/sec', '', 'higher'],
      ['mean (record/s)', '', 'higher'],
      ['MByte/s', '', 'higher'],
      ['READ bw', 'MiB/s', 'higher'],
      ['UI speedometer', '', 'higher'],
      // a bandwidth of tiering stays the price of tiering; a stated change has no side
      ['promotion MiB/s', '', 'none'],
      ['jobs/min %change', '', 'none'],
    ];
    expect(sides.filter(([m, unit, side]) => metricDirection(m, unit) !== side)).toEqual([]);
  });

  it('a Graph500 table read as a generic aligned table compares TEPS and time', () => {
    const a = analyze(
      [
        'Graph500 on the over-committed box, SCALE 26:',
        '',
        'config                 harmonic_mean_TEPS   mean_time',
        'no-balancing           4.12e8               2.61',
        'promo+demotion         3.31e8               3.24',
        '',
      ].join('\n'),
    );
    const teps = a.comparisons.find((c) => c.metric.includes('harmonic_mean_TEPS') && c.config !== c.baseline);
    const time = a.comparisons.find((c) => c.metric.includes('mean_time') && c.config !== c.baseline);
    expect(teps?.verdict).toBe('worse');
    expect(time?.verdict).toBe('worse');
    expect(a.findings.some((f) => f.message.includes('harmonic_mean_TEPS'))).toBe(true);
  });
});
