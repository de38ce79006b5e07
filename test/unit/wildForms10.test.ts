/**
 * Forms of real posts read this session: a change stated as the object of its verb and caused by a
 * setting (`improved query 99p latency from 950 ms to 150ms ... by enabling THP`); one run's output
 * repeated under the same sub-heading, named by the headings a level up (`# single cpu` > `## rate`).
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('a change stated in one sentence', () => {
  it('`improved <metric> from A to B by enabling X`: the verb’s object is the metric, before and after the runs', () => {
    const a = analyze(
      'Intro line.\n\nOne application improved query 99p latency from 950 ms to 150ms during concurrent query and write by enabling THP.\n',
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'before', 'query 99p latency').value).toBeCloseTo(0.95, 9);
    expect(m(a, 'after', 'query 99p latency').value).toBeCloseTo(0.15, 9);
  });

  it('a change with neither a named run nor a cause compares nothing', () => {
    const a = analyze('Intro line.\n\nOver the day the cache improved its hit rate from 80% to 85%.\n');
    expect(a.measurements).toEqual([]);
  });
});

describe('runs named by the headings above their sub-headings', () => {
  const stats = (rate: number) => [
    '## rate',
    'prompt eval count:    6 token(s)',
    'prompt eval duration: 1.76s',
    `prompt eval rate:     ${rate} tokens/s`,
    'eval count:           408 token(s)',
    'eval duration:        77.8s',
    `eval rate:            ${rate + 1} tokens/s`,
  ];
  it('`# single cpu` and `# two cpus` over the same `## rate` name the two runs', () => {
    const a = analyze(
      [
        '# single cpu',
        'python ./local_chat.py --cpu_infer 65',
        ...stats(3.4),
        '',
        '# rebuild with USE_NUMA=1 to use two cpu',
        'python ./local_chat.py --cpu_infer 126',
        ...stats(0.47),
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['single cpu', 'rebuild with USE_NUMA=1 to use two cpu']);
    expect(m(a, 'single cpu', 'prompt eval rate (t/s)').value).toBe(3.4);
  });

  it('a `#` line beside a typed command is a shell comment: it names no run', () => {
    const a = analyze(
      [...stats(3.4), '', '# first', '$ echo 0 > /proc/sys/kernel/numa_balancing', ...stats(0.47)].join('\n') + '\n',
    );
    expect(labels(a)).not.toContain('first');
  });
});

describe('runs listed under the metric they measure', () => {
  it('`pp512:` over `- load-mode auto: 363 ± 6` bullets: each bullet a run, the spread its stddev, a range its middle', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        'pp512:',
        '- load-mode none: 515-540',
        '- load-mode auto: 363 ± 6',
        '- load-mode mlock: 529 ± 8',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['load-mode none', 'load-mode auto', 'load-mode mlock']);
    expect(m(a, 'load-mode auto', 'pp512').value).toBe(363);
    expect(m(a, 'load-mode auto', 'pp512').stddev).toBe(6);
    expect(m(a, 'load-mode none', 'pp512').value).toBe(527.5);
  });

  it('unitless `name: number` lines under a heading that names no measure are not runs', () => {
    const a = analyze(['Intro.', '', 'Machine:', '- sockets: 2', '- cores: 96', ''].join('\n'));
    expect(labels(a)).not.toContain('sockets');
  });
});
