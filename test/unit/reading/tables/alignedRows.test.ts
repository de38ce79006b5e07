/** Rows of an aligned table (reading/kit/columns.ts): what a line holds beside its cells. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { labels, m } from '../../helpers';

describe('a remark after a row', () => {
  it('`9356.22 (not stable)`: the remark is no cell, the row is read with the others', () => {
    const text = [
      'As client (tx path):',
      '                     Before    After',
      'TCP_STREAM send-512  5311.67   5292.84',
      'TCP_STREAM send-1k   9277.40   9356.22 (not stable)',
      'TCP_RR     send-1    22559.75  21844.22',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    expect(a.measurements.find((m) => m.config === 'After' && /send-1k/.test(m.metric))?.value).toBe(9356.22);
  });
});

describe('the time a row was logged at', () => {
  it("AIM7's `1.91   Sat Apr 30 14:01:51 2005`: the date is no cell; `w/o patch` over the header names the run", () => {
    const table = (run: string, jobs: number[]) => [
      run,
      'Tasks    jobs/min  jti  jobs/min/task      real       cpu',
      `    1      ${jobs[0]!.toFixed(2)}  100       485.3640     11.99      1.91   Sat Apr 30 14:01:51 2005`,
      `  100    ${jobs[1]!.toFixed(2)}   88       265.8263     21.89    144.96   Sat Apr 30 14:02:14 2005`,
      '',
    ];
    const a = analyze([...table('w/o patch', [485.36, 26582.63]), ...table('w/patch', [484.27, 28262.03])].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['w/o patch', 'w/patch']);
    const jobs = a.measurements.filter((m) => m.metric === '100 jobs/min').map((m) => [m.config, m.value]);
    expect(jobs).toEqual([
      ['w/o patch', 26582.63],
      ['w/patch', 28262.03],
    ]);
    expect(a.measurements.some((m) => /sat|2005/i.test(m.metric))).toBe(false);
  });
});

describe('run names printed glued together', () => {
  it('`vanillamm1-mmotm-20130522mm1-lessdisrupt-v5r4` over three columns: the runs of the table before, one per column', () => {
    const text = [
      '                                 3.9.0                 3.9.0                 3.9.0',
      '                               vanilla    mm1-mmotm-20130522  mm1-lessdisrupt-v5r4',
      'Ops memcachetest-0M           23117.00              23088.00              22815.00',
      'Ops memcachetest-715M         23774.00              23504.00              23342.00',
      '',
      'swaptotal is the total amount of swap traffic.',
      '',
      '                                 3.9.0       3.9.0       3.9.0',
      '                               vanillamm1-mmotm-20130522mm1-lessdisrupt-v5r4',
      'Swap Outs                       683860          18          20',
      'Kswapd pages scanned           6046108    18523180     1598979',
    ].join('\n');
    const a = analyze(text);
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual([
      'vanilla',
      'mm1-mmotm-20130522',
      'mm1-lessdisrupt-v5r4',
    ]);
    expect(
      a.measurements.find((m) => m.config === 'mm1-mmotm-20130522' && m.metric === 'Kswapd pages scanned')?.value,
    ).toBe(18523180);
  });
});

describe('rows cut by the author', () => {
  it('`...` between rows, where the author cut some, leaves one table (duckdb benchmark compare)', () => {
    const text = [
      'benchmark  old     new     delta     change ',
      '---------  ------  ------  --------  -------',
      'q98        0.018s  0.017s  -<0.001s  -3.1%  ',
      'q59        0.057s  0.055s  -0.002s   -3.5%  ',
      '...',
      'q40        0.006s  0.008s  +0.002s   +26.9% ',
      'q68        0.019s  0.024s  +0.005s   +28.9% ',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.blocks.filter((b) => b.kind === 'results-table')).toHaveLength(1);
    expect(a.configs.map((c) => c.label)).toEqual(['old', 'new']);
    expect(a.measurements.filter((m) => m.config === 'new').map((m) => [m.metric, m.value])).toEqual([
      ['q98', 0.017],
      ['q59', 0.055],
      ['q40', 0.008],
      ['q68', 0.024],
    ]);
  });
});

describe('pipes without outer bars', () => {
  it('an empty corner, the rows under a caption each, a remark beside a value (`2M (throttled)`): the two tables read, told apart by their captions (raid5)', () => {
    const text = [
      'nvme:',
      '              | iops           | cpu  | bw',
      '-----------------------------------------------',
      'without patch | 1.6M           | ~50% | 5.5GB/s',
      'with patch    | 2M (throttled) | 0%   | 16GB/s (throttled)',
      '',
      'ram (brd):',
      '              | iops           | cpu  | bw',
      '-----------------------------------------------',
      'without patch | 2M             | ~80% | 24GB/s',
      'with patch    | 4M             | 0%   | 55GB/s',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['without patch', 'with patch']);
    const at = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
    expect(at('with patch', 'nvme: iops')).toBe(2e6);
    expect(at('with patch', 'ram (brd): iops')).toBe(4e6);
    expect(at('without patch', 'nvme: cpu')).toBe(50);
  });
});

describe('rows named by an option and its value', () => {
  it('`-t 2` .. `-t 64` in a `+`-ruled table: each row its own measure, not repeats of a run `-t` (smc wrk)', () => {
    const text = [
      'Requests/sec',
      '--------+---------------+---------------+',
      'req/s   | without patch | apply patch   |',
      '--------+---------------+---------------+',
      '-t 2    |6924.18        |7456.54        |',
      '--------+---------------+---------------+',
      '-t 16   |12040.12       |18666.69       |',
      '--------+---------------+---------------+',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['without patch', 'apply patch']);
    expect(a.measurements.filter((m) => m.config === 'apply patch').map((m) => [m.metric, m.value])).toEqual([
      [expect.stringMatching(/-t 2$/), 7456.54],
      [expect.stringMatching(/-t 16$/), 18666.69],
    ]);
  });
});

describe('row labels and bullets', () => {
  it('`patch1-8: 1880k 7343MiB/s` rows name the runs without their colon; a prose bullet with commas is no CSV', () => {
    const a = analyze(
      [
        '                IOPS         BW',
        '      patch1-8: 1880         7343',
        '      patch1-9: 2252         8796',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['patch1-8', 'patch1-9']);
    const b = analyze(
      [
        '- Actual prompt lengths were 16,051–16,052 tokens after templating.',
        '- Repetitions used paired seeds 42001, 42002, and 42003. The',
        '',
      ].join('\n'),
    );
    expect(b.blocks.some((x) => x.kind === 'csv')).toBe(false);
  });
});

describe('row labels wrapped under their values', () => {
  it('`Seq read, bs=4k  189M  47.2K ...` over `iodepth=1,` over `numa_cpu_nodes=0`: the lines below end the label', () => {
    // axboe/fio issue #141, a <pre> table
    const a = analyze(
      [
        '<pre>',
        '                         Bandwidth (B)        IOPS          Latency 99.99%       Latency mean   CPU_load',
        'Seq read, bs=4k              189M              47.2K                  64              18            24%',
        'iodepth=1,',
        'numa_cpu_nodes=0',
        '',
        'Seq read, bs=4k              93M                23.8K                 85              37             15%',
        'iodepth=1, ',
        'numa_cpu_nodes=1',
        '</pre>',
      ].join('\n'),
    );
    expect(labels(a)).toEqual([
      'Seq read, bs=4k iodepth=1, numa_cpu_nodes=0',
      'Seq read, bs=4k iodepth=1, numa_cpu_nodes=1',
    ]);
    expect(m(a, 'Seq read, bs=4k iodepth=1, numa_cpu_nodes=1', 'IOPS').value).toBe(23800);
  });
});

describe('a unit column the header does not name', () => {
  it('`\\tBASE\\tSPF` over `mean\\t276.83\\t276.93\\trecord/s`: rows one field wider than the header end in their unit', () => {
    // Laurent Dufour, [PATCH v9 00/24] Speculative page faults (ebizzy with THP)
    const a = analyze(
      [
        'Here is the result I got on a 16 CPUs x86 VM (higher the best):',
        '\tBASE\tSPF',
        'mean\t276.83\t276.93\trecord/s',
        'max\t280\t280\trecord/s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['BASE', 'SPF']);
    expect(m(a, 'SPF', 'mean (record/s)').value).toBe(276.93);
  });
});
