/** memtier_benchmark's summary (reading/benchmarks/memtier.ts): one run's request types, named by the label or heading above. */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('memtier_benchmark', () => {
  const memtier = (ops: string) =>
    [
      'ALL STATS',
      '='.repeat(60),
      'Type         Ops/sec     Hits/sec   Misses/sec    Avg. Latency     p50 Latency       KB/sec ',
      '-'.repeat(60),
      'Sets         7154.42          ---          ---         2.59152         2.35100       551.02 ',
      'Waits           0.00          ---          ---             ---             ---          --- ',
      `Totals      ${ops}         0.00     71465.60         2.54891         2.35100      3334.91`,
    ].join('\n');

  it('memtier: the rows are one run’s request types; `---` is absent, latencies are ms', () => {
    // layout of test/wild/memtier-gh-mt-redis-valkey-readme.txt, lines 89-96
    const a = analyze(memtier('78620.03'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'Totals Ops/sec').value).toBe(78620.03);
    expect(m(a, 'run', 'Sets Avg. Latency').value).toBeCloseTo(0.00259152, 12);
    expect(m(a, 'run', 'Sets Avg. Latency').unit).toBe('s');
    expect(a.measurements.some((x) => x.metric === 'Sets Hits/sec' || x.metric === 'Waits KB/sec')).toBe(false);
  });

  it('runs named by the markdown headings above captions that only name the data (`Reference results:`)', () => {
    const post = (name: string, ops: string) =>
      `### ${name}\n\nRun benchmark:\n\`\`\`shell\nmemtier_benchmark -p 6379\n\`\`\`\n\nReference results:\n\`\`\`\n${memtier(ops)}\n\`\`\`\n`;
    const a = analyze(`## Performance\n\n${post('Valkey 7.2.5', '78620.03')}\n${post('mt-redis', '422692.77')}`);
    expect(labels(a)).toEqual(['Valkey 7.2.5', 'mt-redis']);
    expect(m(a, 'mt-redis', 'Totals Ops/sec').value).toBe(422692.77);
  });

  it('a label over a tool’s header is the run’s name, not a header line of a generic table', () => {
    const run = (nb: string, ops: string) =>
      `numa_balancing=${nb}:\nType         Ops/sec     Hits/sec   Misses/sec    Avg. Latency       KB/sec\nTotals      ${ops}     12345.67         0.00         1.20600       576.11\n`;
    const a = analyze(`${run('0', '13580.23')}\n${run('2', '15580.23')}`);
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'Totals Ops/sec').value).toBe(15580.23);
  });
});
