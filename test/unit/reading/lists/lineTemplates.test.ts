/** Runs one per line in a shape of the writer's own, found by the words every line repeats (reading/lists/lineTemplates.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const valueOf = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric.includes(metric))?.value;
const configs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('line templates', () => {
  it('a run first on the line, then values each named by the word right after it (`GRPC 0.370 ms avg, ...`)', () => {
    const a = analyze(
      ['GRPC 0.370 ms avg, 21631.1 qps', 'HTTP 0.177 ms avg, 45052.5 qps', 'WS 0.277 ms avg, 35052.5 qps', ''].join(
        '\n',
      ),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['GRPC', 'HTTP', 'WS']);
    expect(valueOf(a, 'HTTP', 'avg')).toBe(0.000177);
    expect(valueOf(a, 'HTTP', 'qps')).toBe(45052.5);
    expect(a.measurements.filter((m) => m.config === 'HTTP').map((m) => m.metric)).toEqual(['avg', 'qps']);
  });

  it('each line a run named by its first words, the repeated keys its measures', () => {
    const text = [
      'built-in mem: 177816 duration: 5.463205008',
      'Hoard 3.12 mem: 191836 duration: 4.526371788',
      'tcmalloc 2.4 mem: 168828 duration: 4.073669654',
      'jemalloc 4.3.0 mem: 230164 duration: 7.376474329',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['built-in', 'Hoard 3.12', 'tcmalloc 2.4', 'jemalloc 4.3.0']);
    expect(valueOf(a, 'tcmalloc 2.4', 'mem')).toBe(168828);
    expect(valueOf(a, 'jemalloc 4.3.0', 'duration')).toBe(7.376474329);
  });

  it("where only values change, the line's first key and its value name the run (a swept setting)", () => {
    const text = [
      'TestConnections=1 : AverageLatency_ms=0.09733 AverageOpsPerSec=10024.99',
      'TestConnections=2 : AverageLatency_ms=0.08700 AverageOpsPerSec=22113.13',
      'TestConnections=4 : AverageLatency_ms=0.08100 AverageOpsPerSec=47012.50',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['TestConnections=1', 'TestConnections=2', 'TestConnections=4']);
    expect(valueOf(a, 'TestConnections=2', 'AverageOpsPerSec')).toBe(22113.13);
  });

  it('a unit kept along each line and changing between lines: the keys are the runs, each line a measure', () => {
    const text = [
      'compression rate : zlib.org 99.9%, zlib-ng 99.9%: diff 0%',
      'deflate speed    : zlib.org 56.7 MB/s, zlib-ng 42.0 MB/s: diff -14.7 MB/s (-25.9%)',
      'inflate speed    : zlib.org 658.1 MB/s, zlib-ng 753.6 MB/s: diff 95.5 MB/s (14.5%)',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['zlib.org', 'zlib-ng']);
    expect(valueOf(a, 'zlib-ng', 'deflate speed')).toBe(42);
    // the author's difference is computed from the runs, no run of its own
    expect(a.measurements.some((m) => m.config === 'diff')).toBe(false);
  });

  it('keys named as configs are the runs; the words before the key mark name the line', () => {
    const text = [
      '- STRICT: before = 570 KIOPS, after = 5.01 MIOPS',
      '- LAZY: before = 1.93 MIOPS, after = 5.01 MIOPS',
      '- PASSTHROUGH: before = 5.01 MIOPS, after = 5.01 MIOPS',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['before', 'after']);
    expect(valueOf(a, 'before', 'STRICT')).toBe(570000);
  });

  it('a name and the words up to its key mark, when together they name a config; repetitions averaged', () => {
    const text = [
      'Before patch: KVM_CREATE_MAPPINGS: 52.8338s 52.8327s 52.8336s',
      'After  patch: KVM_CREATE_MAPPINGS:  3.7022s  3.7031s  3.7028s',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before patch', 'After  patch']);
    expect(valueOf(a, 'After  patch', 'KVM_CREATE_MAPPINGS')).toBeCloseTo(3.7027, 4);
  });

  it('a build then its value (the words before it its name), values side by side in different units', () => {
    const text = ['RPCS3 v0.0.5-6652 ~130 FPS', 'RPCS3 v0.0.5-6663 ~128 FPS', 'RPCS3 v0.0.5-6692 ~40 FPS'].join('\n');
    expect(configs(text)).toEqual(['RPCS3 v0.0.5-6652', 'RPCS3 v0.0.5-6663', 'RPCS3 v0.0.5-6692']);
    const bevy = analyze(['bevy 0.9.1 910-915 fps', 'bevy main 850-860 fps'].join('\n'));
    expect(bevy.configs.map((c) => c.label)).toEqual(['bevy 0.9.1', 'bevy main']);
    expect(valueOf(bevy, 'bevy main', 'fps')).toBe(855);
    const pkt = [
      '- Unpatched kernel: 2396594pps 1150Mb/sec errors: 1417469',
      '- Patched kernel  : 2479970pps 1190Mb/sec errors: 1422753',
    ].join('\n');
    const a = analyze(pkt);
    expect(a.configs.map((c) => c.label)).toEqual(['Unpatched kernel', 'Patched kernel']);
    expect(valueOf(a, 'Patched kernel', 'Mb/sec')).toBe(1190);
    expect(valueOf(a, 'Unpatched kernel', 'pps')).toBe(2396594);
  });

  it('a line that states more values than the lines above it ends their group, which is still read', () => {
    const text = [
      '5.17.0\tWRITE: bw=4988MiB/s (5231MB/s)',
      '5.18.0\tWRITE: bw=5165MiB/s (5416MB/s)',
      '5.19.0\tWRITE: bw=5511MiB/s (5779MB/s)',
      '6.0.5\tWRITE: bw=3055MiB/s (3203MB/s),\tWRITE: bw=3225MiB/s (3382MB/s)',
    ].join('\n');
    expect(configs(text)).toEqual(['5.17.0', '5.18.0', '5.19.0']);
    expect(valueOf(analyze(text), '5.19.0', 'bw')).toBe(5511);
  });

  it('reads no rows of a table, steps of a series, trace lines, settings or parts of one system as runs', () => {
    const notRuns = [
      // counters with their values: rows of a table
      [
        '    cycles               805.58  (  +-  4.11% )',
        '    instructions        1654.11  (  +-   .05% )',
        '    branches   430.02  (  +-   .05% )',
      ],
      // numbered steps
      [
        '  1 (wr 3.090100 sec, rd 2.877040 sec)',
        '  2 (wr 2.714553 sec, rd 2.499464 sec)',
        '  3 (wr 2.302922 sec, rd 2.090448 sec)',
      ],
      // a trace: stamps, not runs
      [
        '  <idle>-0  [003]  5.405208: bprint: time: 799',
        '  <idle>-0  [003]  5.405210: bprint: time: 273',
        '  <idle>-0  [003]  5.412235: bprint: time: 1138',
      ],
      // the same setting stated for each run
      [
        'Base case: 6.14-rc6 w/ numab mode = 1 (numa balancing is enabled).',
        'patched case: 6.14-rc6 w/ numab mode = 1 (numa balancing is enabled).',
      ],
      // two parts of one system
      ['Guest: notified 10036893, pinged 68278', 'Host: notified 68278, pinged 3093532'],
      // statistics of one measure
      [
        'Min Throughput index-append 144447 docs/s',
        'Median Throughput index-append 209693 docs/s',
        'Max Throughput index-append 225118 docs/s',
      ],
      // lines of a memory map
      [
        '7f5c90200000-7f5c90220000 rw-s 00000000 00:01 44033  /memfd:rom (deleted)',
        '7f5c90400000-7f5c90420000 rw-s 00000000 00:01 44032  /memfd:rom (deleted)',
        '7f5c90800000-7f5c90b7c000 rw-s 00000000 00:01 1025  /memfd:rom (deleted)',
      ],
    ];
    for (const lines of notRuns) {
      const read = analyze(lines.join('\n')).blocks.filter((b) => b.reading?.reader === 'line templates');
      expect(read, lines[0]).toEqual([]);
    }
  });
});
