/** UnixBench's report (reading/benchmarks/unixbench.ts): results with their units, the index table, the score. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const index = (pipe: string, score: string) => [
  '    System Benchmarks Index Values               BASELINE       RESULT    INDEX',
  '    Dhrystone 2 using register variables         116700.0  628613745.4  53865.8',
  '    Execl Throughput                                 43.0      13116.6   3050.4',
  `    Pipe Throughput                               12440.0   ${pipe}  18535.9`,
  '                                                                       ========',
  `    System Benchmarks Index Score                                       ${score}`,
  '',
];

describe('UnixBench', () => {
  it('the index table under each run: BASELINE, RESULT and INDEX are its columns, not runs', () => {
    const a = analyze(
      [
        'queued_spinlock:',
        ...index('23058600.5', '12426.1'),
        'ticket_spinlock:',
        ...index('20594018.7', '11670.7'),
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['queued_spinlock', 'ticket_spinlock']);
    const v = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
    expect(v('ticket_spinlock', 'Pipe Throughput')).toBe(20594018.7);
    expect(v('queued_spinlock', 'Execl Throughput index')).toBe(3050.4);
    expect(v('ticket_spinlock', 'System Benchmarks Index Score')).toBe(11670.7);
  });

  it('results with their units, then the index table: each result once, in its unit', () => {
    const a = analyze(
      [
        'Dhrystone 2 using register variables       40156787.7 lps   (10.0 s, 7 samples)',
        'Execl Throughput                               3557.4 lps   (29.9 s, 2 samples)',
        '',
        'System Benchmarks Index Values               BASELINE       RESULT    INDEX',
        'Dhrystone 2 using register variables         116700.0   40156787.7   3441.0',
        'Execl Throughput                                 43.0       3557.4    827.3',
        '                                                                   ========',
        'System Benchmarks Index Score                                         1687.2',
      ].join('\n'),
    );
    const execl = a.measurements.filter((m) => m.metric === 'Execl Throughput');
    expect(execl.map((m) => [m.value, m.unit])).toEqual([[3557.4, 'lps']]);
    expect(a.measurements.find((m) => m.metric === 'System Benchmarks Index Score')?.value).toBe(1687.2);
  });
});
