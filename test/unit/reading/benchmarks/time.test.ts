/** time(1) and /usr/bin/time output (reading/benchmarks/time.ts): `-v`, zsh's and GNU time's lines, runs named by the text around them and by the command timed. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from '../../helpers';

describe('time', () => {
  it('/usr/bin/time -v under a markdown heading: kbytes -> bytes, m:ss -> seconds', () => {
    // from test/wild/time-v-map-populate-numactl-interleave.txt, lines 80-108
    const a = analyze(fixture('time-v.txt'));
    expect(shape('time-v.txt')).toEqual(['results-table 6-28']);
    expect(labels(a)).toEqual(['Rust version no MAP_POPULATE']);
    const c = 'Rust version no MAP_POPULATE';
    expect(m(a, c, 'Elapsed (wall clock) time (s)').value).toBe(26.63);
    expect(m(a, c, 'User time (seconds)').value).toBe(292.56);
    const rss = m(a, c, 'Maximum resident set size (bytes)');
    expect(rss.value).toBe(115413560 * 1024);
    expect(rss.unit).toBe('bytes');
    expect(rss.line).toBe(15);
    expect(m(a, c, 'Minor (reclaiming a frame) page faults').value).toBe(2176874);
    expect(has(a, c, 'Exit status')).toBe(false);
  });

  it('zsh: the one line with m:ss total, named by the heading above the command', () => {
    expect(shape('time-zsh.txt')).toEqual(['results-table 4-4']);
    const a = analyze(fixture('time-zsh.txt'));
    expect(labels(a)).toEqual(['numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'elapsed time (s)').value).toBeCloseTo(61.93, 9);
    expect(m(a, 'numa_balancing=2', 'user time (s)').value).toBe(912.4);
    expect(m(a, 'numa_balancing=2', 'CPU (%)').value).toBe(1523);
  });

  it('GNU time default two lines after `cmd: time ...`, named by the comment above', () => {
    // from test/wild/time-cxl-numactl-membind-dd.txt, lines 125-141
    const a = analyze(fixture('time-gnu.txt'));
    expect(shape('time-gnu.txt')).toEqual([
      'results-table 5-7',
      'results-table 8-9',
      'results-table 13-15',
      'results-table 16-17',
    ]);
    expect(labels(a)).toEqual(['Use regular RAM', 'Use CXL memory']);
    expect(m(a, 'Use regular RAM', 'elapsed time (s)').value).toBe(0.16);
    expect(m(a, 'Use CXL memory', 'elapsed time (s)').value).toBe(0.96);
    expect(m(a, 'Use CXL memory', 'system time (s)').value).toBe(0.65);
    expect(m(a, 'Use regular RAM', 'maxresident (bytes)').value).toBe(1932 * 1024);
    expect(m(a, 'Use CXL memory', 'minor page faults').line).toBe(17);
    // dd's own `copied, 0.713924 s, 1.4 MB/s` line is dd's summary (reading/benchmarks/dd.ts), not time's output
    expect(m(a, 'Use CXL memory', 'dd copied time').value).toBe(0.713924);
    expect(a.measurements.filter((x) => x.value === 0.713924).map((x) => x.metric)).toEqual(['dd copied time']);
  });
});

describe('tables and timings of real posts', () => {
  it('GNU time lines cut after `elapsed`, one per repetition, are one run’s samples', () => {
    const a = analyze(
      [
        'baseline:',
        '29360.56user 16280.68system 3:33.29elapsed',
        '29788.41user 16060.31system 3:34.38elapsed',
        '',
        'patched:',
        '7589.78user 16494.90system 1:53.18elapsed',
        '7795.54user 16537.65system 1:54.11elapsed',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'patched']);
    expect(m(a, 'baseline', 'elapsed time (s)').value).toBeCloseTo((213.29 + 214.38) / 2, 6);
    expect(m(a, 'patched', 'elapsed time (s)').samples).toEqual([113.18, 114.11]);
  });
});

describe('time(1) runs named in prose and repeated', () => {
  it('`(1) A few runs without this patch:` over three ` # time ./bench.sh` outputs: one run, three samples; `After:` names a run', () => {
    const rep = (r: string) => [' # time ./stress.sh', ` real ${r}`, ' user 0m0.496s', ' sys 14m44.974s', ''];
    const a = analyze(
      [
        '(1) A few runs without this patch:',
        '',
        ...rep('0m9.949s'),
        ...rep('0m10.049s'),
        '(2) A few runs with this patch:',
        '',
        ...rep('0m9.885s'),
        ...rep('0m9.903s'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['without this patch', 'with this patch']);
    expect(m(a, 'with this patch', 'real time (s)').samples).toEqual([9.885, 9.903]);
    const b = analyze(
      [
        'Before:',
        ' real\t 0m0.125s',
        ' user\t 0m0.005s',
        ' sys\t 0m0.120s',
        '',
        'After:',
        ' real\t 0m0.032s',
        ' user\t 0m0.005s',
        ' sys\t 0m0.027s',
        '',
      ].join('\n'),
    );
    expect(labels(b)).toContain('After');
  });
});

describe('time(1) under the command it timed', () => {
  it('`$ time numactl --membind=0 ./bench`, a blank line, `real ...`: runs named by what was timed', () => {
    const run = (node: number, real: string) => [
      `$ time numactl --membind=${node} ./bench`,
      '',
      `real    ${real}`,
      'user    0m11.000s',
      'sys     0m1.200s',
      '',
    ];
    const a = analyze([...run(0, '0m12.345s'), ...run(1, '0m18.345s')].join('\n'));
    expect(labels(a)).toEqual(['numactl --membind=0 ./bench', 'numactl --membind=1 ./bench']);
    expect(m(a, 'numactl --membind=1 ./bench', 'real time (s)').value).toBeCloseTo(18.345, 9);
  });
});
