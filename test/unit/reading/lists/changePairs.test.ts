/** Changes written as a value before an arrow and the value after it (reading/lists/changePairs.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('changes before -> after', () => {
  it('`- Mean latency: 9.75 ms -> 6.04 ms (38% improvement)`: the sides are the runs, the key the measure, the note left out', () => {
    const a = analyze(
      [
        'Results:',
        '',
        '    - Mean latency: 8.12 ms -> 5.90 ms (27% improvement)',
        '    - Max latency:  21.40 ms -> 11.05 ms (48% improvement)',
        '    - Throughput:   1210 MB/s -> 1305 MB/s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'after', 'Mean latency').value).toBeCloseTo(0.0059, 12);
    expect(m(a, 'after', 'Mean latency').unit).toBe('s');
    expect(m(a, 'before', 'Throughput').value).toBe(1210);
  });

  it('a unit on one side holds for both; repetitions on each side are samples; a line over them names the sides', () => {
    const a = analyze(
      [
        'Size: Before Patch -> After Patch',
        '4k: 4.10ns  4.16ns  4.40ns -> 3.70ns  3.71ns  3.69ns',
        '2M: 14.5ns  14.9ns  14.2ns -> 15.9ns  15.8ns  16.1ns',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before Patch', 'After Patch']);
    const samples = m(a, 'After Patch', '4k').samples!;
    [3.7e-9, 3.71e-9, 3.69e-9].forEach((x, k) => expect(samples[k]).toBeCloseTo(x, 15));
    const b = analyze('sizes:\n  a.bin:  567248  ->  413191  (bytes)\n  b.bin:   20677  ->   13107  (bytes)\n');
    expect(m(b, 'after', 'b.bin').value).toBe(13107);
  });

  it('list items of a key alone head the changes under them: `* board-a:` over `* TCP TX: +32% bandwidth (638Mbps -> 841Mbps)`', () => {
    const a = analyze(
      [
        '  * board-a:',
        '    * TCP TX: +31% bandwidth (630Mbps -> 826Mbps)',
        '    * UDP RX: +98% bandwidth (51Mbps -> 101Mbps)',
        '',
        '  * board-b:',
        '    * TCP TX: 27% bandwidth (520Mbps -> 660Mbps)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['board-a before', 'board-a after', 'board-b before', 'board-b after']);
    expect(m(a, 'board-b after', 'TCP TX')).toMatchObject({ value: 660, unit: 'Mbps' });
  });

  it('where the text measured two runs elsewhere, one the reference, the sides are those runs', () => {
    const a = analyze(
      [
        '| test | Before patch | After patch |',
        '|---|---|---|',
        '| create (s) | 52.83 | 3.70 |',
        '',
        'Summary:',
        'create time: 52.83s -> 3.70s',
        'recover time: 52.0s -> 2.87s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before patch', 'After patch']);
    expect(m(a, 'After patch', 'recover time').value).toBe(2.87);
  });

  it('a sentence with an arrow, or one line alone, is no list of changes', () => {
    expect(analyze('Note: memory went 2 GB -> 4 GB overnight, which is odd\n').measurements).toHaveLength(0);
    expect(
      analyze('- Mean latency: 9.75 ms -> 6.04 ms\n').blocks.some((b) => b.reading?.reader === 'change pairs'),
    ).toBe(false);
  });
});
