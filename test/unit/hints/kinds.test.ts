/**
 * Each correction kind on a real text of test/wild whose reading it fixes (the structure kinds re-read the
 * block; the others act on the runs once named), and what is said when one does not fit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import type { Hint } from '../../../src/core/hints/format';
import type { Analysis } from '../../../src/core/model';
import { linesRef } from '../../../src/core/reading/linesRef';

const WILD = join(__dirname, '..', '..', 'wild');
const read = (slug: string) => readFileSync(join(WILD, `${slug}.txt`), 'utf8');
const keyAt = (a: Analysis, line: number) => ({ key: a.blocks.find((b) => b.startLine === line)!.key! });
const runs = (a: Analysis) => [...new Set(a.measurements.map((m) => m.config))].sort();
const runsOfBlock = (a: Analysis, line: number) => {
  const b = a.blocks.findIndex((x) => x.startLine === line);
  return [...new Set(a.measurements.filter((m) => m.block === b).map((m) => m.config))].sort();
};
const value = (a: Analysis, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
const notes = (a: Analysis) => a.hints!.map((o) => [o.applied, o.note]);

describe('structure corrections: the block is read again as the user says', () => {
  it('runs-axis: a `| Configuration | before | after |` table read with its policies as runs is turned', () => {
    const text = read('gh-xeon-quadro-numa-interleave-launch-tables');
    const plain = analyze(text);
    expect(runsOfBlock(plain, 97)).toEqual(['`numactl --interleave=all`', 'default, no policy']);
    const a = analyze(text, { hints: [{ kind: 'runs-axis', block: keyAt(plain, 97), runs: 'columns' }] });
    expect(runsOfBlock(a, 97)).toEqual(['after', 'before']);
    expect(a.hints![0]!.applied).toBe(true);
    const block = a.blocks.find((b) => b.startLine === 97)!;
    expect(block.reading!.confidence).toBe(1);
    expect(block.reading!.evidence.some((e) => e.rule === 'your correction: runs in columns')).toBe(true);
  });

  it("runs-axis rows on docker stats: each container a run of its columns' measures (gh-fishbaseapi-29)", () => {
    const text = read('gh-fishbaseapi-29-docker-stats-five-containers-mem-usage-limit');
    const plain = analyze(text);
    // one run, the containers joined to the measures' names
    expect(runs(plain)).toHaveLength(1);
    expect(value(plain, runs(plain)[0]!, 'fblogstash MEM USAGE')).toBeCloseTo(288.2 * 2 ** 20, 0);
    const block = keyAt(plain, 4);
    const a = analyze(text, { hints: [{ kind: 'runs-axis', block, runs: 'rows' }] });
    expect(notes(a)).toEqual([[true, 'lines 4-9']]);
    expect(runs(a)).toEqual(['fbapi', 'fblogstash', 'fbmysql', 'fbnginx', 'fbredis']);
    expect(value(a, 'fblogstash', 'MEM USAGE')).toBeCloseTo(288.2 * 2 ** 20, 0);
    expect(value(a, 'fbapi', 'MEM LIMIT')).toBe(994 * 2 ** 20);
    expect(value(a, 'fbmysql', 'MEM %')).toBe(22.28);
    // every value read is kept, under its container's run
    expect(a.measurements).toHaveLength(plain.measurements.length);
    const columns = analyze(text, { hints: [{ kind: 'runs-axis', block, runs: 'columns' }] });
    expect(notes(columns)).toEqual([
      [false, 'docker stats has a row per container: runs in rows makes each one a run (its columns are measures)'],
    ]);
    expect(runs(columns)).toEqual(runs(plain));
  });

  it('header-rows 0: a table whose header line was lost heads itself with a run (`With patch | 90076 kB | ...`)', () => {
    const text = read('lkml-thp-swapin-readahead-kb-cells-pct-prefix');
    const plain = analyze(text);
    // the reader took the `With patch` row for the header: one run, `Without patch`
    expect(runsOfBlock(plain, 49)).toEqual(['Without patch']);
    const a = analyze(text, { hints: [{ kind: 'header-rows', block: keyAt(plain, 49), rows: 0 }] });
    expect(runsOfBlock(a, 49)).toEqual(['With patch', 'Without patch']);
    expect(a.measurements.some((m) => m.config === 'With patch' && m.value === 90076 * 1024)).toBe(true);
  });

  it('runs-column: the policy column names the runs, the workload column joins the measures', () => {
    const text = read('gh-gnn-hs-forward-localalloc-interleave-double-dash-ranges');
    const plain = analyze(text);
    expect(runsOfBlock(plain, 61)).toHaveLength(4);
    const a = analyze(text, { hints: [{ kind: 'runs-column', block: keyAt(plain, 61), column: 'memory policy' }] });
    expect(runsOfBlock(a, 61)).toEqual(['`interleave=0-3`', '`localalloc`']);
    const metrics = a.measurements.filter((m) => m.config === '`localalloc`').map((m) => m.metric);
    expect(metrics.some((m) => m.startsWith('IGB-HOM-small/19 '))).toBe(true);
    expect(metrics.some((m) => m.startsWith('IGB-HOM-small/2983 '))).toBe(true);
  });

  it('runs-column of numbers names runs `header=value`; label-column keeps the first column in the measures', () => {
    const text = read('gh-ik278-thp-prompt-rows-thp-column-two-reps');
    const plain = analyze(text);
    const block = keyAt(plain, 9);
    const a = analyze(text, {
      hints: [
        { kind: 'runs-column', block, column: '`-thp`' },
        { kind: 'label-column', block, column: 'Prompt' },
      ],
    });
    expect(runs(a)).toEqual(['`-thp`=0', '`-thp`=1']);
    // two repetitions of each (prompt, thp) row: a mean of two
    const tg = a.measurements.find((m) => m.config === '`-thp`=1' && m.metric === 'Prompt=1 tg')!;
    expect(tg.n).toBe(2);
    expect(tg.value).toBeCloseTo(8.945, 3);
  });

  it('split-column: with runs-column, another word column splits the runs by its values instead of joining the measures', () => {
    const text = read('gh-gnn-hs-forward-localalloc-interleave-double-dash-ranges');
    const block = keyAt(analyze(text), 61);
    const policy = { kind: 'runs-column', block, column: 'memory policy' } as const;
    const a = analyze(text, { hints: [policy, { kind: 'split-column', block, column: 'graph/classes' }] });
    expect(notes(a)).toEqual([
      [true, 'lines 61-66'],
      [true, 'lines 61-66'],
    ]);
    expect(runsOfBlock(a, 61)).toEqual([
      '`interleave=0-3` IGB-HOM-small/19',
      '`interleave=0-3` IGB-HOM-small/2983',
      '`localalloc` IGB-HOM-small/19',
      '`localalloc` IGB-HOM-small/2983',
    ]);
    // the graph is in the runs' names now, not in the measures' (as runs-column alone puts it)
    expect(a.measurements.filter((m) => m.config === '`localalloc` IGB-HOM-small/2983').map((m) => m.metric)).toEqual([
      'TFS wall (s)',
      'DGL stock wall (s)',
    ]);
    expect(value(a, '`localalloc` IGB-HOM-small/2983', 'TFS wall (s)')).toBe(418.268);
    const byPolicy = analyze(text, { hints: [policy] });
    expect(byPolicy.measurements.some((m) => m.metric.startsWith('IGB-HOM-small/2983 TFS wall'))).toBe(true);
    const read61 = a.blocks.find((b) => b.startLine === 61)!.reading!;
    expect(read61.evidence.some((e) => e.rule === 'your correction: runs split by column "graph/classes"')).toBe(true);
  });

  it('split-column: a column that is not there, or that names the runs already, is said and changes nothing', () => {
    const text = read('gh-ik278-thp-prompt-rows-thp-column-two-reps');
    const plain = analyze(text);
    const block = keyAt(plain, 9);
    const missing = analyze(text, { hints: [{ kind: 'split-column', block, column: 'threads' }] });
    expect(notes(missing)).toEqual([[false, 'no column "threads" (the columns: Prompt, `-thp`, pp, tg)']]);
    expect(runs(missing)).toEqual(runs(plain));
    const first = analyze(text, { hints: [{ kind: 'split-column', block, column: 'Prompt' }] });
    expect(notes(first)).toEqual([[false, 'column "Prompt" names the runs already']]);
  });

  it('label-column: a column of sizes is part of the measure, not a run (`| PR | 8G | ...`)', () => {
    const text = read('gh-gapbs-reclaim-retry-hint-faults-build-columns');
    const plain = analyze(text);
    expect(runsOfBlock(plain, 24)).toContain('cap');
    const a = analyze(text, { hints: [{ kind: 'label-column', block: keyAt(plain, 24), column: 'cap' }] });
    expect(runsOfBlock(a, 24)).toEqual(['#178 hard-gate on', '#179 retry-restored on', 'previous #176 on']);
    expect(value(a, 'previous #176 on', 'PR 8G')).toBe(73.73012);
  });

  it("alike: one runs-axis hint for five machines' tables under one header (`Batch  throughput ...`)", () => {
    // the engine reads the batch sizes as the runs; the hint turns the tables, so the one hint shows in all five
    const text = read('lkml-pcp-batch-scale-tab-sweep-five-machines');
    const plain = analyze(text);
    expect(runs(plain)).toEqual(['1023', '127', '2047', '255', '511', '63']);
    const first = 'Batch\tthroughput\tfree latency\tfree latency\talloc latency\talloc latency';
    const a = analyze(text, {
      hints: [{ kind: 'runs-axis', block: { ...keyAt(plain, 116), first, alike: true }, runs: 'columns' }],
    });
    expect(runs(a).some((r) => r.includes('page/s'))).toBe(true);
    expect(runs(a)).not.toContain('63');
    expect(notes(a)).toEqual([[true, 'lines 116-124 and 128-136, 140-148, 152-160, 164-172']]);
    // the block the hint names must still be there: its look-alikes alone are not corrected
    const gone = analyze(text, {
      hints: [{ kind: 'runs-axis', block: { key: '0000000000000-9', first, alike: true }, runs: 'columns' }],
    });
    expect(gone.hints![0]!.applied).toBe(false);
  });

  it('a structure hint that names no column of the block says which columns there are', () => {
    const text = read('gh-gapbs-reclaim-retry-hint-faults-build-columns');
    const plain = analyze(text);
    const a = analyze(text, {
      hints: [
        { kind: 'label-column', block: keyAt(plain, 24), column: 'size' },
        { kind: 'label-column', block: keyAt(plain, 15), column: 'workload' },
      ],
    });
    expect(notes(a)).toEqual([
      [
        false,
        'no column "size" (the columns: workload, cap, previous #176 on, #178 hard-gate on, #179 retry-restored on)',
      ],
      [false, 'column "workload" is the first: it names the rows already'],
    ]);
    expect(runs(a)).toEqual(runs(plain));
  });
});

describe('run corrections: applied once the runs are named', () => {
  it('not-a-run: an lscpu listing read as runs is left out; a name no run has says so', () => {
    const text = read('time-lkml-vma-lock-align-pft-headerless-hmean-gnu-time-wrapped-qp');
    const lscpu = 'x86_64 32-bit, 64-bit 46 bits physical, 48 bits virtual Little Endian';
    const hints: Hint[] = [
      { kind: 'not-a-run', config: lscpu },
      { kind: 'not-a-run', config: 'Virtualization features' },
      { kind: 'not-a-run', config: 'no such run' },
    ];
    expect(runs(analyze(text))).toContain(lscpu);
    const a = analyze(text, { hints });
    expect(runs(a)).not.toContain(lscpu);
    expect(runs(a)).not.toContain('Virtualization features');
    expect(notes(a).map(([applied]) => applied)).toEqual([true, true, false]);
    expect(notes(a)[2]![1]).toBe('no run "no such run"');
  });

  it('relative-to: a table of ratios makes its base, named only in a `Relative to:` line, a run of 1 and the baseline', () => {
    const text = read('gh-orioledb-450-col-1-col-2-relative-to-base-tab-ratios-sysbench-microbench-rows');
    const base = 'x.pg172_o2nofp.x10a_c32r128.pk1';
    const plain = analyze(text);
    expect(runs(plain)).toEqual(['col-1', 'col-2']);
    const a = analyze(text, { hints: [{ kind: 'relative-to', block: keyAt(plain, 7), base }] });
    expect(runs(a)).toEqual(['col-1', 'col-2', base]);
    expect(a.baseline).toBe(base);
    expect(a.configs[0]!.label).toBe(base);
    expect(value(a, base, 'read-only_range=10000')).toBe(1);
    expect(value(a, 'col-1', 'read-only_range=10000')).toBe(2.33);
    expect(notes(a)).toEqual([[true, 'lines 7-34: "x.pg172_o2nofp.x10a_c32r128.pk1" is 1 in its 27 measures']]);
    // said again of a run the block has, it adds nothing
    const again = analyze(text, { hints: [{ kind: 'relative-to', block: keyAt(plain, 7), base: 'col-1' }] });
    expect(notes(again)).toEqual([[false, 'lines 7-34 gives no value relative to another run']]);
  });

  it('one-run: a table of one run whose columns were read as runs becomes that run, the columns its measures', () => {
    const text = read('gh-gapbs-reclaim-retry-hint-faults-build-columns');
    const plain = analyze(text);
    const block = keyAt(plain, 15);
    const a = analyze(text, {
      hints: [
        { kind: 'label-column', block, column: 'cap' },
        { kind: 'one-run', block, name: '#179' },
      ],
    });
    expect(runsOfBlock(a, 15)).toEqual(['#179']);
    expect(value(a, '#179', 'PR 8G hint faults')).toBe(52597020);
    expect(a.hints![1]!.note).toBe(
      'lines 15-20: avg trial s, elapsed s, hint faults, promoted, demoted -> one run #179',
    );
  });

  it('run-from: a caption over a series of perf stat blocks names them all, up to the next one', () => {
    const text = read('perfstat-lkml-anon-vma-mutex-mmap-merge-old-layout');
    const plain = analyze(text);
    expect(runs(plain)).toEqual(['run']);
    const hints: Hint[] = [
      { kind: 'run-from', block: keyAt(plain, 62), name: 'unpatched -tip' },
      { kind: 'run-from', block: keyAt(plain, 173), name: 'patches applied' },
    ];
    const a = analyze(text, { hints });
    expect(runs(a)).toEqual(['patches applied', 'unpatched -tip']);
    expect(notes(a)).toEqual([
      [true, '10 blocks, lines 62-164: unpatched -tip'],
      [true, '10 blocks, lines 173-275: patches applied'],
    ]);
    expect(runsOfBlock(a, 162)).toEqual(['unpatched -tip']);
    expect(runsOfBlock(a, 189)).toEqual(['patches applied']);
    // a measure the run has from several of its blocks keeps their numbers
    expect(value(a, 'unpatched -tip', 'seconds time elapsed #2')).toBe(6.795076582);
  });

  it('runs-by-caption: each block one run named by the label above it, what told its runs apart joined to the measures', () => {
    const text = read('gh-ik259-llama-bench-numa-balancing-with-without-interleave-sections');
    const plain = analyze(text);
    expect(runs(plain)).toContain('threads=128 mla=2');
    const a = analyze(text, { hints: [{ kind: 'runs-by-caption' }] });
    // `Compre \`-mla 1,2\`` and `Try \`numactl --interleave\`` stand above fenced command output: the author's
    // captions (the second run of Test Two is still named by its output's `Set numa balancing to be:` line)
    expect(runs(a)).toEqual([
      'Compre `-mla 1,2`',
      'Set numa balancing to be',
      'Single Socket',
      'Try `numactl --interleave`',
      'With NUMA Balancing',
      'Without NUMA Balancing',
    ]);
    expect(value(a, 'Without NUMA Balancing', 'pp512 t/s threads=64')).toBe(84.75);
    expect(a.hints![0]!.note).toMatch(
      /^runs Single Socket, Compre `-mla 1,2`, Without NUMA Balancing, With NUMA Balancing, Try/,
    );
  });

  it('section-runs: every run qualified by the section line above it', () => {
    // `NUMA enabled` under `on Windows 11` and under `on Linux`: the reading tells the two apart by their sections
    // itself; the correction says the same and qualifies nothing twice
    const text = read('github-gh-ollama-10030-windows-linux-numa-verbose');
    const within = [
      'on Linux NUMA enabled',
      'on Linux No NUMA',
      'on Windows 11 NUMA disabled',
      'on Windows 11 NUMA enabled',
    ];
    expect(runs(analyze(text))).toEqual(within);
    const again = analyze(text, { hints: [{ kind: 'section-runs', at: 'on', as: 'qualify' }] });
    expect(runs(again)).toEqual(within);
    expect(again.hints![0]!.applied).toBe(true);
    // no name used twice: the reading leaves the names as written, the correction qualifies them
    const once = text.replace(/(on Linux\nNo NUMA[\s\S]*?)NUMA enabled/, '$1NUMA on');
    expect(runs(analyze(once))).toEqual(['NUMA disabled', 'NUMA enabled', 'NUMA on', 'No NUMA']);
    // `on` as a whole word: the prose line `only ...` would begin no section
    const a = analyze(once, { hints: [{ kind: 'section-runs', at: 'on', as: 'qualify' }] });
    expect(runs(a)).toEqual([
      'on Linux NUMA on',
      'on Linux No NUMA',
      'on Windows 11 NUMA disabled',
      'on Windows 11 NUMA enabled',
    ]);
    expect(value(a, 'on Windows 11 NUMA enabled', 'eval rate (t/s)')).toBe(1.47);
    expect(value(a, 'on Linux NUMA on', 'eval rate (t/s)')).toBe(2.419);
    expect(a.hints![0]!.applied).toBe(true);
    expect(a.blocks.find((b) => b.startLine === 13)!.reading!.corrected).toEqual([
      'runs qualified by the section line starting "on" above them',
    ]);
  });

  it('section-runs as name: each section is one run, its blocks (`Run 1:` ... `Run 3:`) its repetitions', () => {
    // each section's line run on from the output above it (no blank line between): the reading does not take
    // it for a name of its own (it does, set off as in the text: runs/gapNames.ts)
    const text = read('gh-supabase-benchmarks-pgbench-results-three-runs-per-instance-headings').replace(
      /\n+(?=Running on a)/g,
      '\n',
    );
    expect(runs(analyze(text))).toEqual(['Run 1', 'Run 2', 'Run 3']);
    const a = analyze(text, { hints: [{ kind: 'section-runs', at: 'Running on a', as: 'name' }] });
    expect(runs(a)).toEqual(
      ['m5a.large', 'm5a.xlarge', 'm5a.2xlarge', 'm5a.4xlarge', 'm5a.8xlarge'].map((m) => `Running on a ${m}`).sort(),
    );
    expect(
      a.measurements
        .filter((m) => m.config === 'Running on a m5a.large' && m.metric === 'latency average')
        .map((m) => m.value),
    ).toEqual([0.066235, 0.059331, 0.055817]);
    const none = analyze(text, { hints: [{ kind: 'section-runs', at: 'Running on the', as: 'name' }] });
    expect(notes(none)).toEqual([[false, 'no block that holds values lies under a line starting "Running on the"']]);
    expect(runs(none)).toEqual(runs(analyze(text)));
  });

  it('section-runs as name leaves the runs of values the user pointed at as named (mlc-gh-deviceprofiling)', () => {
    const slug = 'mlc-gh-deviceprofiling-buffer-size-sections-leading-pipe-fio';
    const text = read(slug);
    const storage: Hint = {
      kind: 'read-lines',
      block: linesRef(text, 159, 212)!,
      as: 'values',
      values: [
        { run: '256MB for Read only', measure: 'read IOPS', value: '74.2k' },
        { run: '256MB for Read-Write', measure: 'read IOPS', value: '37.2k' },
      ],
    };
    const a = analyze(text, { hints: [{ kind: 'section-runs', at: '##', as: 'name' }, storage] });
    expect(notes(a).map(([applied]) => applied)).toEqual([true, true]);
    // the three MLC sections are runs named by their `##` lines; the fio values under `## Storage Profiling` keep
    // the runs the user gave them, not that section's one run
    expect(runs(a)).toEqual(
      [
        'General Memeory Performance Profile',
        'Memory Performance Profiling With 62.5MB Buffers',
        'Memory Performance Profiling with 256MB Buffer',
        '256MB for Read only',
        '256MB for Read-Write',
      ].sort(),
    );
    expect(value(a, '256MB for Read only', 'read IOPS')).toBe(74200);
  });

  it('run-name: three netperf outputs, named by the words their commands differ in, renamed one by one', () => {
    const text = read('mail-rdma-mana-netperf-tso-on-off-sg-off-quoted-three-runs');
    const plain = analyze(text);
    // the words that differ in the `ethtool -K eth0 tso on` lines over the outputs name the runs (not `eth0`/`eth1`,
    // which differ in a number only); the user names them otherwise
    expect(runs(plain)).toEqual(['sg off', 'tso off', 'tso on']);
    const named: [number, string][] = [
      [184, 'TSO enabled'],
      [196, 'TSO disabled'],
      [210, 'SG disabled'],
    ];
    const a = analyze(text, {
      hints: named.map(([line, name]): Hint => ({ kind: 'run-name', block: keyAt(plain, line), name })),
    });
    expect(a.hints!.every((o) => o.applied)).toBe(true);
    const throughput = 'Throughput 10^6bits/sec';
    expect(named.map(([, name]) => value(a, name, throughput))).toEqual([92766.69, 52218.97, 16951.32]);
  });

  it('runs-by-caption: two fio tables of the same rows, each one run by its caption, compare (the titles that told their measures apart go)', () => {
    const text = read('gh-benchmark-operator-396-kubevirt-bus-virtio-vs-sata-fio-iops-pipe-rows');
    const table = (from: number, to: number): Hint => ({
      kind: 'read-lines',
      block: linesRef(text, from, to)!,
      as: 'table',
      separator: '|',
      runs: 'rows',
    });
    const rows = analyze(text, { hints: [table(5, 9), table(13, 17)] });
    // the rows are the same four runs in both tables: each table's measures named by its title to tell them apart
    expect(value(rows, '64KiB randread', 'Results using bus=virtio: data.read-iops')).toBe(40074);
    const a = analyze(text, { hints: [table(5, 9), table(13, 17), { kind: 'runs-by-caption' }] });
    expect(a.hints!.every((o) => o.applied)).toBe(true);
    expect(runs(a)).toEqual(['bus=virtio', 'default bus=sata']);
    const iops = 'data.read-iops 64KiB randread';
    expect([value(a, 'bus=virtio', iops), value(a, 'default bus=sata', iops)]).toEqual([40074, 18157]);
    expect(value(a, 'default bus=sata', 'data.write-iops 4KiB randwrite')).toBe(14988);
  });

  it('only-runs: the runs are those named, every other (a spec table, a matrix, headings read as runs) is left out', () => {
    const text = read('gh-intel-optzone-java-3jvm-vs-2jvm-numa-sla-percent');
    const plain = analyze(text);
    expect(runs(plain)).toEqual(expect.arrayContaining(['2-JVM', '3-JVM', 'Node 0', 'Performance Improvement']));
    const others = runs(plain).length - 2;
    const a = analyze(text, { hints: [{ kind: 'only-runs', configs: ['3-JVM', '2-JVM', 'no such run'] }] });
    expect(runs(a)).toEqual(['2-JVM', '3-JVM']);
    expect(a.configs.map((c) => c.label).sort()).toEqual(['2-JVM', '3-JVM']);
    // the runs kept keep every value they had
    const kept = (x: Analysis) => x.measurements.filter((m) => m.config === '2-JVM' || m.config === '3-JVM');
    expect(kept(a)).toEqual(kept(plain));
    expect(notes(a)).toEqual([
      [
        true,
        expect.stringMatching(
          new RegExp(`^${others} other runs left out \\(\\d+ measurements\\); no run "no such run"$`),
        ),
      ],
    ]);
    const none = analyze(text, { hints: [{ kind: 'only-runs', configs: ['no such run'] }] });
    expect(runs(none)).toEqual(runs(plain));
    expect(notes(none)).toEqual([[false, 'no run of these: "no such run"']]);
  });

  it('run-names: several runs named at once, as hyperfine wrote its commands (`./bin/2_mvp bench.txt`)', () => {
    const text = read('gh-counting-words-2-hyperfine-four-binaries-mmap-summary-times-faster');
    const plain = analyze(text);
    // hyperfine's reader drops the argument the four commands share
    expect(runs(plain)).toEqual(['./bin/2_mvp', './bin/3_simd', './bin/4_threads', './bin/6_mmap']);
    const names = Object.fromEntries(runs(plain).map((r) => [r, `${r} bench.txt`]));
    const a = analyze(text, { hints: [{ kind: 'run-names', names: { ...names, 'no such run': 'x' } }] });
    expect(runs(a)).toEqual(runs(plain).map((r) => `${r} bench.txt`));
    expect(a.configs.map((c) => c.label)).toEqual(plain.configs.map((c) => `${c.label} bench.txt`));
    // every value stays where it was, under the run's new name
    expect(a.measurements.map((m) => [m.metric, m.value])).toEqual(plain.measurements.map((m) => [m.metric, m.value]));
    expect(notes(a)).toEqual([[true, '4 runs named; no run "no such run"']]);
    expect(notes(analyze(text, { hints: [{ kind: 'run-names', names: { 'no such run': 'x' } }] }))).toEqual([
      [false, 'no run "no such run"'],
    ]);
  });

  it('run-names: names taken together swap two runs, and a name two runs take merges them', () => {
    const text = read('gh-counting-words-2-hyperfine-four-binaries-mmap-summary-times-faster');
    const plain = analyze(text);
    const time = (a: Analysis, run: string) => value(a, run, 'Time')!;
    const swapped = analyze(text, {
      hints: [{ kind: 'run-names', names: { './bin/2_mvp': './bin/6_mmap', './bin/6_mmap': './bin/2_mvp' } }],
    });
    expect(time(swapped, './bin/2_mvp')).toBe(time(plain, './bin/6_mmap'));
    expect(time(swapped, './bin/6_mmap')).toBe(time(plain, './bin/2_mvp'));
    const merged = analyze(text, {
      hints: [
        { kind: 'run-names', names: { './bin/3_simd': 'simd or threads', './bin/4_threads': 'simd or threads' } },
      ],
    });
    expect(runs(merged)).toEqual(['./bin/2_mvp', './bin/6_mmap', 'simd or threads']);
    expect(notes(merged)).toEqual([[true, '2 runs named, 1 merged into another']]);
  });

  it('run-names after runs-by-caption: the captions that do not name the runs are typed anew (gh-ik259)', () => {
    const text = read('gh-ik259-llama-bench-numa-balancing-with-without-interleave-sections');
    const byCaption = analyze(text, { hints: [{ kind: 'runs-by-caption' }] });
    expect(runs(byCaption)).toEqual(
      expect.arrayContaining(['Compre `-mla 1,2`', 'Try `numactl --interleave`', 'Set numa balancing to be']),
    );
    const a = analyze(text, {
      hints: [
        { kind: 'runs-by-caption' },
        {
          kind: 'run-names',
          names: {
            'Compre `-mla 1,2`': 'Single Socket',
            'Try `numactl --interleave`': 'Test Two',
            'Set numa balancing to be': 'Now exactly the same with',
          },
        },
      ],
    });
    expect(runs(a)).toEqual([
      'Now exactly the same with',
      'Single Socket',
      'Test Two',
      'With NUMA Balancing',
      'Without NUMA Balancing',
    ]);
    expect(notes(a)[1]).toEqual([true, '3 runs named, 1 merged into another']);
  });

  it("tunables: a key as people write it is stored under the registry's name, a word value as the tunable holds it", () => {
    const text = readFileSync(join(__dirname, '..', '..', 'fixtures', 'time-runs-named-two-ways.txt'), 'utf8');
    const a = analyze(text, {
      hints: [
        { kind: 'tunables', config: 'w/', set: { 'transparent_hugepage.enabled': 'never', numa_balancing: 'disable' } },
      ],
    });
    expect(a.configs.find((c) => c.label === 'w/')!.tunables).toEqual({
      'mm.transparent_hugepage.enabled': 'never',
      'kernel.numa_balancing': '0',
    });
  });
});
