/** Runs named by the lines the author wrote over their blocks (runs/captions.ts), in shapes taken from real posts. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { fixture, labels, m, measuredConfigs } from '../helpers';

const SWEEP_HEADER = [
  '|    PP |     TG |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |',
  '|-------|--------|--------|----------|----------|----------|----------|',
];
const sweep = (pp: number, tg: number) => `|  4096 |   1024 |      0 |    2.955 |  ${pp} |   36.494 |    ${tg} |`;
const configs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('captions over alike blocks', () => {
  it('each table of one shape under a line of its own: those lines name the runs, commas and all', () => {
    const text = [
      'No RTR 48c CPU distribute, cache on GPU',
      '',
      ...SWEEP_HEADER,
      sweep(1386.18, 28.06),
      '',
      '',
      'RTR 48c CPU distribute, Cache on GPU (iqk_repack_tensor(output.weight): q6_K -> q6_k_r4. 102400 rows)',
      '',
      ...SWEEP_HEADER,
      sweep(369.65, 31.69),
      '',
      '24 cores, numa isolate + RTR + no interleave',
      '',
      ...SWEEP_HEADER,
      sweep(213.08, 33.76),
    ].join('\n');
    expect(configs(text)).toEqual([
      'No RTR 48c CPU distribute, cache on GPU',
      'RTR 48c CPU distribute, Cache on GPU',
      '24 cores, numa isolate + RTR + no interleave',
    ]);
  });

  it('a banner framed by rules is the output, not its name: the caption above it names the run', () => {
    const banner = (name: string, n: number) => [
      `${name}:`,
      '=====================',
      `Execution Results after ${n} seconds`,
      '---------------------',
      '                  Executed        Time (us)       Rate',
      `  STOCK_LEVEL     ${n}            27121571486.2   0.09 txn/s`,
      '---------------------',
      `  TOTAL           ${n}            27121571486.2   0.09 txn/s`,
      '',
    ];
    expect(configs([...banner('Previous result', 905), ...banner('This patch', 900)].join('\n'))).toEqual([
      'Previous result',
      'This patch',
    ]);
  });
});

describe('a caption above fenced output', () => {
  it('`without mitigations:` over lscpu lines in a fence, then the table in its own fence: the caption names the table', () => {
    const part = (caption: string, state: string, pp: number) => [
      `${caption}:`,
      '```',
      `  Retbleed:                  ${state}`,
      `  Spec store bypass:         ${state}`,
      '```',
      '',
      '```',
      ...SWEEP_HEADER,
      sweep(pp, 9.93),
      '```',
      '',
    ];
    const text = [
      ...part('With mitigations', 'Mitigation; Safe RET', 105.78),
      ...part('without mitigations', 'Vulnerable', 106.36),
    ];
    expect(configs(text.join('\n'))).toEqual(['With mitigations', 'without mitigations']);
  });
});

describe('commits named as the text names them', () => {
  it('a commit printed long over its column takes the short form the mail writes elsewhere, when no two runs share it', () => {
    const text = [
      'commit:',
      '  57e95a5c41 ("timers: Introduce function to check timer base is_idle flag")',
      '  7ee9887703 ("timers: Implement the hierarchical pull model")',
      '',
      '57e95a5c4117dc6a 7ee988770326fca440472200c3e',
      '---------------- ---------------------------',
      '         %stddev     %change         %stddev',
      '             \\          |                \\',
      '     12345 ±  2%      -41.2%       7259 ±  3%  netperf.Throughput_Mbps',
      '      2000            +10.0%       2200        netperf.Throughput_total_Mbps',
    ].join('\n');
    expect(configs(text)).toEqual(['57e95a5c41', '7ee9887703']);
    // written nowhere in short: kept as printed
    expect(configs(text.split('\n').slice(4).join('\n'))).toEqual(['57e95a5c4117dc6a', '7ee988770326fca440472200c3e']);
  });
});

describe('bold lines name the blocks below them', () => {
  const quiet = (set: number, get: number) => [
    `    SET: ${set} requests per second`,
    `    GET: ${get} requests per second`,
  ];
  it('`__RedisHappy__` / `__Redis Direct__` over indented redis-benchmark -q output: alike blocks whatever their numbers', () => {
    const text = [
      '__RedisHappy__',
      '',
      ...quiet(37565.74, 37565.74),
      '',
      '__Redis Direct__',
      '',
      ...quiet(55555.56, 75414.78),
    ];
    expect(configs(text.join('\n'))).toEqual(['RedisHappy', 'Redis Direct']);
  });

  it('`**REAL REDIS**` over a fence that opens with the tool typed without a prompt: the bold line names the run', () => {
    const part = (name: string, rps: number) => [
      `**${name}**`,
      '',
      '```',
      'redis-benchmark -t get,set -n 10000',
      '====== SET ======',
      '  10000 requests completed in 0.08 seconds',
      '  50 parallel clients',
      '',
      `${rps} requests per second`,
      '```',
      '',
    ];
    expect(configs([...part('REAL REDIS', 129870.13), ...part('MINI REDIS', 90909.09)].join('\n'))).toEqual([
      'REAL REDIS',
      'MINI REDIS',
    ]);
  });

  it('a row of data above alike blocks names none of them: the captions above the pairs do', () => {
    const text = ['Without patch 1:', ...perf(21.08), ...perf(19.66), 'With patch 1:', ...perf(20.78), ...perf(20.42)];
    expect(configs(text.join('\n'))).toEqual(['Without patch 1', 'With patch 1']);
  });
});

function perf(ms: number): string[] {
  return [
    " Performance counter stats for 'insmod ./page_frag_test.ko' (20 runs):",
    '',
    `         ${ms}      task-clock (msec)         #    0.008 CPUs utilized            ( +-  1.59% )`,
    '                 5      context-switches          #    0.234 K/sec                    ( +-  7.17% )',
    '',
    '       2.637345524 seconds time elapsed                                          ( +-  0.19% )',
    '',
  ];
}

describe('a title over the first caption', () => {
  it('`Intel Core 13900` / `Intel-extension on Windows` over the first of alike timings blocks: the caption names it, as its parallels', () => {
    const timings = (prefix: string, ms: number) => [
      `${prefix}_print_timings:        load time = ${ms} ms`,
      `${prefix}_print_timings:        eval time = 32618.47 ms /   136 runs   (  239.84 ms per token)`,
      `${prefix}_print_timings:       total time = 134602.71 ms`,
    ];
    const text = [
      'Intel Core 13900',
      'Intel-extension on Windows',
      ...timings('model', 101892.48),
      '',
      'llama.cpp on Windows',
      ...timings('llama', 1168.37),
      '',
      'intel-extension on WSL',
      ...timings('model', 12506.71),
    ];
    expect(configs(text.join('\n'))).toEqual([
      'Intel-extension on Windows',
      'llama.cpp on Windows',
      'intel-extension on WSL',
    ]);
  });
});

describe('a heading over a fence whose first lines are the tool’s', () => {
  const memtier = (sets: number) => [
    '```',
    '[RUN #1 100%,  11 secs]  0 threads:     2760000 ops,  242397 (avg:  232586) ops/sec',
    '',
    '4         Threads',
    '',
    'ALL STATS',
    '=========================================================================',
    'Type         Ops/sec     Hits/sec   Misses/sec      Latency       KB/sec',
    '-------------------------------------------------------------------------',
    `Sets       ${sets}          ---          ---      1.18600     40488.49`,
    'Gets      1161415.68    116141.57   1045274.11      1.18600     45178.80',
    '```',
    '',
  ];
  it('`**Test 1: Local memcached**` over memtier’s progress line and settings: the heading names the run', () => {
    expect(configs(['**Test 1: Local memcached**', ...memtier(116142.68)].join('\n'))).toEqual([
      'Test 1: Local memcached',
    ]);
  });
});

describe('sections over labels used twice', () => {
  const ollama = (rate: number) => [
    'prompt eval count:    9 token(s)',
    `prompt eval rate:     ${rate + 10} tokens/s`,
    'eval count:           843 token(s)',
    `eval rate:            ${rate} tokens/s`,
  ];
  it('`NUMA enabled` under `on Windows 11` and again under `on Linux`: each run named within its section', () => {
    const text = [
      'Thanks for trying.',
      '',
      'on Windows 11',
      'NUMA enabled',
      ...ollama(1.47),
      '',
      'NUMA disabled',
      ...ollama(2.28),
      '',
      'on Linux',
      'No NUMA',
      ...ollama(2.147),
      'NUMA enabled',
      ...ollama(2.419),
    ].join('\n');
    expect(configs(text)).toEqual([
      'on Windows 11 NUMA enabled',
      'on Windows 11 NUMA disabled',
      'on Linux No NUMA',
      'on Linux NUMA enabled',
    ]);
  });

  it('labels each used once: the lines over them name no sections', () => {
    const text = ['on Windows 11', 'NUMA enabled', ...ollama(1.47), '', 'on Linux', 'NUMA disabled', ...ollama(2.28)];
    expect(configs(text.join('\n'))).toEqual(['NUMA enabled', 'NUMA disabled']);
  });
});

describe('lead-in sentences over alike outputs that nothing else names', () => {
  const stressNg = (pid: number, ops: number) => [
    `stress-ng: info:  [${pid}] dispatching hogs: 96 tmpfs`,
    `stress-ng: info:  [${pid}] successful run completed in 100.23s (1 min, 40.23 secs)`,
    `stress-ng: info:  [${pid}] stressor       bogo ops real time  usr time  sys time   bogo ops/s   bogo ops/s`,
    `stress-ng: info:  [${pid}]                           (secs)    (secs)    (secs)   (real time) (usr+sys time)`,
    `stress-ng: info:  [${pid}] tmpfs              ${ops}    100.10    368.02    230.89        82.08        13.72`,
  ];
  it('`Here’s my results:` and `here is the result from the server:` over a command and its output: two runs, not one', () => {
    const text = [
      'Can you reproduce this?  Here’s my results:',
      '',
      '# stress-ng --timeout 100 --times --metrics-brief --sequential 96 --class memory',
      ...stressNg(7670, 8216),
      '',
      'IIUC, yes, we can reproduce it, here is the result from the server:',
      '$ stress-ng --timeout 100 --times --metrics-brief --sequential 96 --class memory',
      ...stressNg(2765, 363),
    ].join('\n');
    expect(configs(text)).toEqual(['my results', 'the result from the server']);
  });

  it('a clause that only presents the output (`the output looks like this`, `we get this`) is passed over', () => {
    const text = [
      'On a good kernel, the output looks like this:',
      '',
      ...stressNg(1, 8216),
      '',
      'With 0b0695f2b34a, we get this:',
      '',
      ...stressNg(2, 363),
    ].join('\n');
    expect(configs(text)).toEqual(['On a good kernel', 'With 0b0695f2b34a']);
  });

  it('the same lead-in over both, or none over one: they stay one run, as before', () => {
    const same = ['Here is the output:', '', ...stressNg(1, 8216), '', 'Here is the output:', '', ...stressNg(2, 363)];
    expect(configs(same.join('\n'))).toHaveLength(1);
    const one = ['Here are my results:', '', ...stressNg(1, 8216), '', ...stressNg(2, 363)];
    expect(configs(one.join('\n'))).toHaveLength(1);
  });
});

describe('captions that name no run', () => {
  const timed = (real: string) => [`real    ${real}`, 'user    0m0.004s', 'sys     0m2.281s'];

  it('`make -j32:` over time(1) under `base:` and `this series:` names what was timed: the headings are the runs', () => {
    const text = [
      'base:',
      'Latency percentiles (usec) runtime 300 (s) (18534 total samples)',
      '        *99.0th: 20320 (730 samples)',
      '',
      'make -j32:',
      ...timed('5m35.950s'),
      '',
      'this series:',
      'Latency percentiles (usec) runtime 300 (s) (18528 total samples)',
      '        *99.0th: 19040 (722 samples)',
      '',
      'make -j32:',
      ...timed('5m35.185s'),
    ].join('\n');
    expect(configs(text)).toEqual(['base', 'this series']);
  });

  it('a caption over alike blocks each run by a command of its own: the commands name the runs', () => {
    const text = [
      'Decompression:',
      'time zstd --long=28 --test ~/lol.zstd',
      ...timed('0m6.682s'),
      'time ~/brotli/out/brotli --test ~/lol.brotli',
      ...timed('0m18.717s'),
    ].join('\n');
    expect(configs(text)).toEqual(['zstd --long=28 --test ~/lol.zstd', '~/brotli/out/brotli --test ~/lol.brotli']);
  });

  it('the same commands under two headings are workloads: the headings stay the runs', () => {
    const run = (rps: string) => ['```', '$ redis-benchmark -t set -P 16 -q', `SET: ${rps} requests per second`, '```'];
    const text = ['### redis-server', ...run('906412.88'), '', '### protodb1', ...run('905592.06')].join('\n');
    expect(configs(text)).toEqual(['redis-server', 'protodb1']);
  });
});

describe('captions', () => {
  it('"Host latency matrix, ..." is the run `Host` that a later table compares with `Guest`', () => {
    // from test/wild/gh-btree-cxl-vm-tiering-0x2-transposed.txt, lines 199-237
    const a = analyze(fixture('captions-name-runs.txt'));
    expect(measuredConfigs(a).sort()).toEqual(['Guest', 'Host']);
    // the latency and bandwidth matrices name their cells alike: the caption tells them apart
    expect(m(a, 'Host', 'Host latency matrix, random idle latency in ns: node1 -> node2').value).toBeCloseTo(
      394.1e-9,
      15,
    );
    expect(m(a, 'Guest', 'Guest bandwidth matrix, read-only MB/s: node0 -> node1').value).toBe(23522.9);
    expect(m(a, 'Guest', 'Fast latency').value).toBeCloseTo(139.0e-9, 15);
  });
});

describe('runs named by the opening clause of the sentence over them', () => {
  it('`Without this patch, the results are:` over time(1)’s clocks as `key: value` lines', () => {
    const a = analyze(
      [
        'Without this patch, the results are:',
        '',
        'real: 263.89s',
        'user: 4318.11s',
        'sys: 673.29s',
        '',
        'For comparison, with just the new second chance algorithm, the build time is',
        'as follows:',
        '',
        'real: 244.85s',
        'user: 4327.22s',
        'sys: 664.39s',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Without this patch', 'with just the new second chance algorithm']);
    expect(m(a, 'with just the new second chance algorithm', 'real').value).toBe(244.85);
    expect(labels(a)).not.toContain('real');
  });
});

describe('blocks of one shape, each under its own caption', () => {
  const block = (caption: string, row: string) => [
    caption,
    'user-time    sys_time    faults_per_sec_per_cpu     faults_per_sec',
    row,
    '',
  ];
  const text = [
    'Use the page fault latency tool to measure the performance of 1G anonymous shmem',
    'with 32 threads on my machine environment with: ARM64 Architecture, 32 cores,',
    '125G memory:',
    ...block('base: mm-unstable', '0.04s        3.10s         83516.416                  2669684.890'),
    ...block(
      'mm-unstable + patchset, anon shmem mTHP disabled',
      '0.02s        3.14s         82936.359                  2630746.027',
    ),
    ...block(
      'mm-unstable + patchset, anon shmem 64K mTHP enabled',
      '0.08s        0.31s         678630.231                 17082522.495',
    ),
  ].join('\n');

  it('a header over one unlabelled row is one run; the caption that names the first names the others', () => {
    const a = analyze(text);
    expect(labels(a)).toEqual([
      'base: mm-unstable',
      'mm-unstable + patchset, anon shmem mTHP disabled',
      'mm-unstable + patchset, anon shmem 64K mTHP enabled',
    ]);
    expect(m(a, 'base: mm-unstable', 'sys_time').value).toBe(3.1);
    expect(m(a, 'mm-unstable + patchset, anon shmem 64K mTHP enabled', 'faults_per_sec').value).toBe(17082522.495);
  });

  it('a caption line ending in a colon is no header level of the table below it', () => {
    const a = analyze(text);
    expect(a.measurements.some((x) => /memory|125G/.test(x.metric))).toBe(false);
  });
});

describe('lines that name no run', () => {
  it('`meminfo:` and `vmstat shows:` over dumps name what is shown; a question (`Any ideas?`) is no heading', () => {
    // a reply on PSI and MemAvailable (linux-mm), the dumps of one machine quoted under such lines
    const a = analyze(
      [
        'Any ideas?',
        '',
        'meminfo:',
        '',
        'MemTotal:       16423116 kB',
        'MemFree:          123456 kB',
        'MemAvailable:     223456 kB',
        '',
        'vmstat shows:',
        '',
        'nr_free_pages 1234',
        'nr_zone_inactive_anon 5678',
        'pgscan_direct 999',
        '',
      ].join('\n'),
    );
    expect(a.configs).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'pgscan_direct')?.value).toBe(999);
    expect(a.measurements.find((x) => x.metric === 'MemFree')?.config).toBe(a.configs[0]!.label);
  });
});
