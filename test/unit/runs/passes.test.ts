/** The run passes: what each decided is kept as evidence on the blocks, and no pass writes into what the readers read. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { segment } from '../../../src/core/reading/segment';
import { buildRuns } from '../../../src/core/runs/runs';
import { fixture, labels, m, shape } from '../helpers';

const twoDumps = [
  'numa_balancing=1:',
  'pgpromote_success 100',
  'numa_hint_faults 2000',
  'pgdemote_kswapd 10',
  '',
  'numa_balancing=2:',
  'pgpromote_success 900',
  'numa_hint_faults 2500',
  'pgdemote_kswapd 30',
  '',
].join('\n');

describe('run passes', () => {
  it('leave the blocks as the readers read them: the run of a block is returned, not written', () => {
    const seg = segment(twoDumps);
    const before = JSON.stringify(seg.blocks);
    const runs = buildRuns(seg);
    expect(JSON.stringify(seg.blocks)).toBe(before);
    expect(seg.blocks.some((b) => b.config !== undefined)).toBe(false);
    expect([...runs.blockConfigs.values()]).toEqual(['numa_balancing=1', 'numa_balancing=2']);
  });

  it('each block names the pass and the reason that named its run', () => {
    const a = analyze(twoDumps);
    const vm = a.blocks.filter((b) => b.kind === 'vmstat');
    expect(vm.map((b) => b.config)).toEqual(['numa_balancing=1', 'numa_balancing=2']);
    for (const b of vm) {
      const run = b.reading!.evidence.filter((e) => e.decision === 'run');
      expect(run[0]!.says).toBe(b.config);
      expect(run[0]!.rule).toMatch(/^each block read into runs: the line above it/);
    }
  });

  it('a pass that renames a run says from what, and the block is no longer the default run', () => {
    const perf = (cmd: string, ms: string) => [
      `$ ${cmd}`,
      '',
      " Performance counter stats for './bench':",
      '',
      `         ${ms} msec task-clock                #    0.999 CPUs utilized`,
      '       1.235678901 seconds time elapsed',
      '',
    ];
    const a = analyze(
      [...perf('numactl --membind=0 ./bench', '1,234.56'), ...perf('numactl --membind=1 ./bench', '2,234.56')].join(
        '\n',
      ),
    );
    const blocks = a.blocks.filter((b) => b.reading?.reader === 'perfStat');
    expect(blocks).toHaveLength(2);
    const renamed = blocks.map((b) => b.reading!.evidence.filter((e) => e.decision === 'run').pop()!);
    expect(renamed.map((e) => e.says)).toEqual([
      'numactl --membind=0 ./bench (was run)',
      'numactl --membind=1 ./bench (was run)',
    ]);
    expect(renamed[0]!.rule).toMatch(/^runs told apart only by their commands/);
    // named in the end: as sure as the reader
    expect(blocks.map((b) => b.reading!.confidence)).toEqual([0.9, 0.9]);
  });

  it('perf stat heads under commands typed alike but for a word or two: the words that differ name the runs', () => {
    const perf = (cmd: string, ms: string) => [
      `→ perf stat ${cmd}`,
      '6623856',
      '',
      ` Performance counter stats for '${cmd}':`,
      '',
      `        ${ms}      task-clock (msec)         #    1.004 CPUs utilized`,
      '                42      context-switches          #    0.210 K/sec',
      '',
      '       0.199619504 seconds time elapsed',
      '',
    ];
    const runs = (a: string, b: string) =>
      analyze([...perf(a, '200.421583'), ...perf(b, '81.783821')].join('\n')).configs.map((c) => c.label);
    expect(runs('./test.sh old_pack', './test.sh improved_pack')).toEqual(['old_pack', 'improved_pack']);
    expect(runs('./old_pack', './improved_pack')).toEqual(['./old_pack', './improved_pack']);
    // words that differ only in their numbers (a port, a count) name no run: the heads' whole commands do
    expect(runs('./test.sh 1000', './test.sh 2000')).toEqual(['./test.sh 1000', './test.sh 2000']);
  });

  it('a block left to the default run among named runs that measures nothing they measure is context: set aside, read with low confidence, first in --explain', async () => {
    const { explainLines } = await import('../../../src/core/report/explain');
    const text = fixture('table-then-unnamed-perf-stat.txt');
    const a = analyze(text);
    const perf = a.blocks.find((b) => b.reading?.reader === 'perfStat')!;
    expect(perf.reading!.confidence).toBeLessThan(0.6);
    expect(perf.reading!.evidence.at(-1)!.says).toBe('dropped (was run)');
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['base', 'patched']);
    const lines = explainLines(a);
    expect(lines[2]).toBe('  2 blocks read, 1 with low confidence');
    expect(lines[4]).toMatch(/^ {2}7-10 {2}results-table .*read by perfStat, confidence 45% {2}LOW: check it$/);
  });

  it("a user's correction that names the set-aside block's run outweighs the pass: its values are that run's", () => {
    const text = fixture('table-then-unnamed-perf-stat.txt');
    const perf = analyze(text).blocks.find((b) => b.reading?.reader === 'perfStat')!;
    const block = { key: perf.key!, first: ' Performance counter stats for', lines: '7-10' };
    const a = analyze(text, { hints: [{ kind: 'run-name', block, name: 'patched' }] });
    expect(a.hints!.map((h) => h.applied)).toEqual([true]);
    expect(a.measurements.filter((m) => m.config === 'patched').map((m) => m.metric)).toContain('task-clock');
  });

  it('a table next to a block the user ignores does not count as a named run', () => {
    const text = fixture('table-then-unnamed-perf-stat.txt');
    const table = analyze(text).blocks.find((b) => b.reading?.reader === 'table')!;
    const block = { key: table.key!, first: 'Metric         base     patched', lines: '1-3' };
    const a = analyze(text, { hints: [{ kind: 'ignore', block }] });
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['run']);
  });
});

describe('one run measured in several generic tables', () => {
  it("each table names its row one way for all its runs, whichever of them was measured elsewhere (quiver's sweeps)", () => {
    const text = [
      '## Write bandwidth',
      '',
      'Threads (separate files):',
      '',
      '| threads | 4 | 8 | 16 | 32 | 64 |',
      '|---|---|---|---|---|---|',
      '| GB/s | 1.89 | 3.43 | 5.79 | 6.65 | 7.3 |',
      '',
      'Chunk size (at 64 threads):',
      '',
      '| chunk MB | 1 | 2 | 4 | 8 | 16 |',
      '|---|---|---|---|---|---|',
      '| GB/s | 7.43 | 7.28 | 7.18 | 7.09 | 7.07 |',
      '',
      '**Sink count**, writers into one file:',
      '',
      '| sinks | 1 | 2 | 4 | 8 | 16 | 32 |',
      '|---|---|---|---|---|---|---|',
      '| GB/s | 1.81 | 2.52 | 2.84 | 3.63 | 4.58 | 5.83 |',
    ].join('\n');
    const a = analyze(text);
    const metricsOf = (line: number) =>
      new Set(a.measurements.filter((m) => a.blocks[m.block]!.startLine === line).map((m) => m.metric));
    // before, `32` (measured in two tables) and `64` (in one) took other names than the rest of their table
    expect([...metricsOf(5)]).toEqual(['Threads (separate files): GB/s']);
    expect([...metricsOf(17)]).toEqual(['**Sink count**, writers into one file: GB/s']);
    expect(a.findings.map((f) => f.message).join('\n')).toMatch(/Sink count.*: 32 \(2\.05x vs 4/);
  });
});

describe('measures of several tables named by their headings', () => {
  it('a table whose repeated measures its heading names has all its measures named so, without the marks', () => {
    const table = (head: string, row: (a: string) => string) => [
      `### \`lcli ${head}\` (3 runs)`,
      '',
      ...[
        `| Allocator | ${head === 'transition-blocks' ? 'Median | ' : ''}Peak RSS |`,
        `|---|${head === 'transition-blocks' ? '---|' : ''}---|`,
        ...['jemalloc', 'mimalloc'].map((a) => `| ${a} | ${row(a)} |`),
      ],
      '',
    ];
    const text = [
      ...table('transition-blocks', (a) => (a === 'jemalloc' ? '20.06s | 3,020 MB' : '20.02s | 3,016 MB')),
      ...table('skip-slots', (a) => (a === 'jemalloc' ? '2,130 MB' : '2,131 MB')),
    ].join('\n');
    const metrics = [...new Set(analyze(text).measurements.map((m) => m.metric))];
    expect(metrics).toEqual([
      'lcli transition-blocks (3 runs): Median',
      'lcli transition-blocks (3 runs): Peak RSS',
      'lcli skip-slots (3 runs): Peak RSS',
    ]);
  });
});

describe('one run measured in several tool blocks', () => {
  it('the caption right over each block names its quantity when the runs are the headings above (`sha256` under `Without patch:`)', () => {
    const time = (name: string, real: string) => [name, `real\t${real}`, 'user\t0m0.500s', 'sys\t0m0.100s', ''];
    const text = [
      'Without patch:',
      '',
      ...time('sha256', '0m1.000s'),
      ...time('hmac', '0m2.000s'),
      'With patch:',
      '',
      ...time('sha256', '0m0.900s'),
      ...time('hmac', '0m1.800s'),
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Without patch', 'With patch']);
    const real = (config: string) =>
      a.measurements.filter((m) => m.config === config && /real/.test(m.metric)).map((m) => [m.metric, m.value]);
    expect(real('With patch')).toEqual([
      ['sha256: real time (s)', 0.9],
      ['hmac: real time (s)', 1.8],
    ]);
  });
});

describe('a per-node table that names no run, beside tables that name theirs', () => {
  // from test/wild/gh-btree-cxl-vm-tiering-0x2-transposed.txt, lines 87-92, 118-131 and 185-191
  const a = analyze(fixture('markdown-unnamed-node-placement.txt'));

  it('is where the setup memory sits, not a run of its own', () => {
    expect(shape('markdown-unnamed-node-placement.txt')).toHaveLength(3);
    expect(labels(a)).toEqual(['migration_off', 'tiering_0x2']);
    expect(a.measurements.some((x) => /QEMU memory/.test(x.metric))).toBe(false);
  });

  it('a size unit as the label’s last word goes to bytes; a bare `32 GB` would still name a run', () => {
    expect(m(a, 'tiering_0x2', 'Promoted GiB').value).toBeCloseTo(52.075512 * 2 ** 30, 0);
    expect(m(a, 'migration_off', 'Max RSS KiB')).toMatchObject({ value: 69086032 * 1024, unit: 'bytes' });
    expect(m(a, 'migration_off', 'Elapsed seconds').value).toBe(533);
    const sized = analyze('| | 32 GB | 64 GB |\n|---|---|---|\n| tps | 100 | 120 |\n');
    expect(labels(sized)).toEqual(['32 GB', '64 GB']);
  });

  it('a node table that names its runs in a column is still read', () => {
    expect(m(a, 'tiering_0x2', 'Host node2 MB').value).toBeCloseTo(131072.06 * 2 ** 20, 0);
  });
});

describe('runs named by the text around their output', () => {
  it('`cat numastat.start` / `cat numastat.end` name their snapshots; a diff of the two files is no run', () => {
    const table = (hit: number) => [
      '                           node0           node1',
      `numa_hit                 ${hit}         2016852`,
      'other_node                  8812           30418',
    ];
    const a = analyze(
      [
        '$ cat numastat.start',
        ...table(2965587),
        '',
        '$ cat numastat.end',
        ...table(2965739),
        '',
        '$ numastat_diff.py --start numastat.start --end numastat.end',
        '                node0  node1',
        'numa_hit          152      0',
        'other_node          0      0',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['numastat.start', 'numastat.end']);
    expect(m(a, 'numastat.end', 'numa_hit on node0').value).toBe(2965739);
    expect(a.measurements.some((x) => x.value === 152)).toBe(false);
    expect(a.blocks.some((b) => /derived from numastat\.start and numastat\.end/.test(b.title ?? ''))).toBe(true);
  });

  it('the same /proc file shown twice is two readings of one thing, not runs named by the file', () => {
    const dump = (v: number) => [`pgpromote_success ${v}`, 'pgdemote_kswapd 10', 'numa_hint_faults 20'];
    const a = analyze(['$ cat /proc/vmstat', ...dump(1), '', '$ cat /proc/vmstat', ...dump(5)].join('\n') + '\n');
    expect(labels(a)).not.toContain('vmstat');
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

describe('a caption that names one of the runs of a table', () => {
  it("`'not-tuned' scheme's result.` over a table of three runs leaves the three runs apart", () => {
    const a = analyze(
      [
        "for 'original' was zero, so we normalize the value to that of",
        "'not-tuned' scheme's result.  The normalized results are shown below.",
        '',
        '            Not-tuned         Offline-tuned     AFDAA',
        '    RSS     0.622688178226118 0.787950678944904 0.740093483278979',
        '    runtime 1.11767826657912  1.0564674983585   1.0910833880499',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Not-tuned', 'Offline-tuned', 'AFDAA']);
    expect(m(a, 'AFDAA', 'runtime').value).toBeCloseTo(1.0910833880499, 12);
  });
});
