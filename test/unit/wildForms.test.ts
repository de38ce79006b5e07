/**
 * The input forms read this session, each on a short excerpt of a real text of test/wild/ (kept with its
 * exact layout and spacing; the comment at the top of each test names the text and its lines). Each test
 * checks the configs, a few values in base units, the stddev where one is printed, and the blocks found.
 * Where the reader is wrong on the excerpt the check is an `it.todo` saying what a reader gets instead.
 */
import { describe, expect, it } from 'vitest';
import type { Analysis, Block } from '../../src/core/model';
import { prepare } from '../../src/core/reading/prepare';
import { segment } from '../../src/core/reading/segment';
import { analyze, fixture, has, m } from './helpers';

/** The recognized blocks of a fixture, as `kind start-end`. */
const shape = (name: string): string[] =>
  segment(fixture(name))
    .blocks.filter((b) => b.kind !== 'prose' && b.kind !== 'setup')
    .map((b) => `${b.kind} ${b.startLine}-${b.endLine}`);
const dataBlocks = (name: string): Block[] =>
  segment(fixture(name)).blocks.filter((b) => b.kind !== 'prose' && b.kind !== 'setup');
const labels = (a: Analysis) => a.configs.map((c) => c.label);
const measuredConfigs = (a: Analysis) => [...new Set(a.measurements.map((x) => x.config))];

describe('lkp-robot comparison', () => {
  it('three commits, `± N%` cells become stddev, %change columns are not values', () => {
    // from test/wild/lkp-stress-ng-switch-memcg-objcg-v2.txt, lines 254-272
    const a = analyze(fixture('lkp-3commits.txt'));
    expect(shape('lkp-3commits.txt')).toEqual(['results-table 4-19']);
    expect(labels(a)).toEqual(['8285917d6f', '01b9da291c', '8da1b1ea43']);
    expect(a.configs[0]!.tunables).toEqual({ scaling_governor: 'performance' });
    expect(m(a, '8285917d6f', 'stress-ng.switch.ops_per_sec').value).toBe(38288993);
    expect(m(a, '8da1b1ea43', 'stress-ng.switch.ops').value).toBe(2.278e9);
    const ns = m(a, '01b9da291c', 'stress-ng.switch.nanosecs_per_context_switch_mq_method');
    expect(ns.value).toBeCloseTo(18145e-9, 15);
    expect(ns.unit).toBe('s');
    expect(ns.stddev).toBeCloseTo(18145e-9 * 0.03, 15);
    expect(m(a, '01b9da291c', 'stress-ng.switch.ops').stddev).toBeCloseTo(7.408e8 * 0.03, 0);
    // no `±` printed for the base commit: no stddev invented
    expect(m(a, '8285917d6f', 'stress-ng.switch.ops').stddev).toBeUndefined();
    expect(m(a, '8da1b1ea43', 'stress-ng.switch.ops').line).toBe(18);
  });
});

describe('mmtests compare', () => {
  it('Amean/Stddev rows with `( x.xx%)` and `* x.xx%*` cells, then Duration and Ops sections', () => {
    // from test/wild/mmtests-thpscale-memcg-lru-quoted-4way.txt, lines 83-85, 98-100, 107-109 and 165-177 (quoted)
    const a = analyze(fixture('mmtests-compare.txt'));
    expect(shape('mmtests-compare.txt')).toEqual(['results-table 1-9', 'results-table 11-15', 'results-table 17-22']);
    expect(dataBlocks('mmtests-compare.txt')[0]!.title).toBe('thpscale Fault Latencies');
    expect(labels(a)).toEqual(['base1', 'base2', 'lru1', 'lru2']);
    expect(m(a, 'base1', 'Amean fault-huge-1').value).toBe(1549.55);
    expect(m(a, 'base2', 'Amean fault-huge-4').value).toBe(2709.37); // a `* -15.18%*` cell
    expect(m(a, 'lru2', 'Stddev fault-huge-3').value).toBe(3976.86);
    expect(m(a, 'lru1', 'Duration Elapsed').value).toBe(1232.97);
    expect(m(a, 'lru2', 'Ops Swap Outs').value).toBe(6812);
    expect(m(a, 'base1', 'Ops Minor Faults').line).toBe(19);
    // the change percentages are the author's comparison, not values of their own
    expect(a.measurements.some((x) => x.value === -15.18 || x.value === 12.14)).toBe(false);
  });
});

describe('perf stat', () => {
  it('`( +- x% )` counters and `mean +- abs seconds time elapsed`, each block named by the line above it', () => {
    // from test/wild/perfstat-arm64-tlbi-rhel8-rpmbuild.txt, lines 179-212
    const a = analyze(fixture('perf-stat-repeat.txt'));
    expect(shape('perf-stat-repeat.txt')).toEqual(['results-table 3-16', 'results-table 21-34']);
    expect(labels(a)).toEqual(['stock RHEL-8 build', "RHEL8 kernel + Andrea's patches"]);
    const stock = 'stock RHEL-8 build';
    const patched = "RHEL8 kernel + Andrea's patches";
    const elapsed = m(a, stock, 'seconds time elapsed');
    expect(elapsed.value).toBe(0.1230361);
    expect(elapsed.unit).toBe('s');
    expect(elapsed.stddev).toBe(0.0000435);
    expect(elapsed.line).toBe(16);
    const clock = m(a, patched, 'task-clock');
    expect(clock.value).toBeCloseTo(0.12557, 9); // msec -> s
    expect(clock.stddev).toBeCloseTo(0.12557 * 0.0005, 12);
    expect(m(a, patched, 'dTLB-load-misses').value).toBe(45340);
    expect(m(a, patched, 'dTLB-load-misses').stddev).toBeCloseTo(45340 * 0.0507, 6);
    // a counter printed without `( +- )` has no stddev
    expect(m(a, stock, 'cpu-migrations').stddev).toBeUndefined();
  });
});

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

  it('bash `time` real/user/sys pasted side by side for three kernels, counters after a TAB-only line', () => {
    // from test/wild/mmtests-numab-disjoint-vma-autonuma.txt, lines 165-180
    const a = analyze(fixture('time-bash-columns.txt'));
    expect(shape('time-bash-columns.txt')).toEqual(['results-table 5-16']);
    expect(labels(a)).toEqual(['base-numascan', 'base', 'base+fix']);
    expect(m(a, 'base-numascan', 'real').value).toBeCloseTo(63.025, 9);
    expect(m(a, 'base', 'user').value).toBeCloseTo(251 * 60 + 3.638, 9);
    expect(m(a, 'base+fix', 'sys').value).toBeCloseTo(2 * 60 + 35.767, 9);
    expect(m(a, 'base', 'numa_other').value).toBe(386);
    expect(m(a, 'base+fix', 'numa_pages_migrated').value).toBe(577728);
    expect(m(a, 'base+fix', 'numa_pages_migrated').line).toBe(16);
  });

  it.todo(
    'bash `time` cells such as `1m3.025s` carry the unit s (now the unit is empty, so the comparison of real/user/sys has direction none)',
  );
});

describe('Intel MLC', () => {
  it('idle-latency and bandwidth matrices (TAB-aligned) and the peak injection list, one config named above', () => {
    // from test/wild/mlc-smt-on-off-full-run.txt, lines 20-47
    const a = analyze(fixture('mlc-smt-matrices.txt'));
    expect(shape('mlc-smt-matrices.txt')).toEqual(['results-table 3-28']);
    expect(labels(a)).toEqual(['With SMT']);
    const lat = m(a, 'With SMT', 'idle latencies node 1 -> node 0');
    expect(lat.value).toBeCloseTo(133.7e-9, 15);
    expect(lat.unit).toBe('s');
    expect(lat.line).toBe(9);
    expect(m(a, 'With SMT', 'idle latencies node 0 -> node 0').value).toBeCloseTo(78.5e-9, 15);
    expect(m(a, 'With SMT', 'Memory Bandwidths node 1 -> node 1').value).toBe(111529.8);
    expect(m(a, 'With SMT', 'Memory Bandwidths node 0 -> node 1').unit).toBe('MB/s');
    expect(m(a, 'With SMT', 'Peak Injection Memory Bandwidths: ALL Reads').value).toBe(222557.1);
    expect(m(a, 'With SMT', 'Peak Injection Memory Bandwidths: Stream-triad like').value).toBe(184524.3);
  });
});

describe('Intel pcm', () => {
  it('socket table with an empty first header cell, one per phase named in the prose', () => {
    // from test/wild/gh-ik201-pcm-socket-pp-vs-tg.txt, lines 3-19
    const a = analyze(fixture('pcm-socket.txt'));
    expect(shape('pcm-socket.txt')).toEqual(['results-table 5-9', 'results-table 13-17']);
    expect(labels(a)).toEqual(['PP', 'TG']);
    expect(m(a, 'PP', 'Total READ (GB)').value).toBeCloseTo(10.5 * 2 ** 30, 0);
    expect(m(a, 'TG', 'Socket - 0 READ (GB)').value).toBeCloseTo(16.22 * 2 ** 30, 0);
    expect(m(a, 'TG', 'Total LOCAL').value).toBe(92);
    const lat = m(a, 'PP', 'Total LLCRDMISSLAT (ns)');
    expect(lat.value).toBeCloseTo(400.13e-9, 15);
    expect(lat.unit).toBe('s');
    expect(lat.line).toBe(9);
  });
});

describe('mail', () => {
  it('a raw message with a quoted-printable body: headers are dropped, lines point at the encoded lines', () => {
    // from test/wild/lkp-vm-scalability-hugetlb-vmemmap-qp.txt, lines 72-96 and 154-183
    const a = analyze(fixture('mail-qp.txt'));
    expect(shape('mail-qp.txt')).toEqual(['results-table 29-55']);
    expect(labels(a)).toEqual(['5a4d8944d6b1e', 'bd225530a4c71', '9a5b87b521401']);
    for (const header of ['From', 'Subject', 'Cc', 'References', 'Content-Type', 'MIME-Version', 'quoted-printable'])
      expect(labels(a).some((l) => l.toLowerCase().includes(header.toLowerCase()))).toBe(false);
    // `=C2=B1` is `±`, a row split by a soft line break is one row, on its first line
    const usage = m(a, 'bd225530a4c71', 'cpuidle..usage');
    expect(usage.value).toBe(8992186);
    expect(usage.stddev).toBeCloseTo(8992186 * 0.06, 6);
    expect(usage.line).toBe(50);
    expect(m(a, '9a5b87b521401', 'cpuidle..usage').value).toBe(641254); // `641=` + `254`
    expect(m(a, '9a5b87b521401', 'cpuidle..time').value).toBe(2.567e9); // `2.567e=` + `+09`
    expect(m(a, '9a5b87b521401', 'cpuidle..time').stddev).toBeCloseTo(2.567e9 * 0.2, 0);
    expect(m(a, '5a4d8944d6b1e', 'numa-numastat.node0.numa_hit').line).toBe(54);
  });

  it('format=flowed: a line ending in a space goes on in the next line, so wrapped rows and headers are whole again', () => {
    // from test/wild/mmtests-usemem-compaction-flowed-wrapped-rows.txt, lines 171-186
    const a = analyze(fixture('mail-flowed.txt'));
    expect(labels(a)).toEqual(['6.4.0-rc2', '6.4.0-rc2-compactfix', '6.4.0-rc2-revert']);
    expect(m(a, '6.4.0-rc2-revert', 'Amean syst-1').value).toBe(96.96);
    expect(m(a, '6.4.0-rc2-revert', 'Amean syst-1').line).toBe(14); // the row's first line
    // without format=flowed, a trailing space is only a space
    const plain = analyze(fixture('mail-flowed.txt').replace('; format=flowed', ''));
    expect(labels(plain)).not.toContain('6.4.0-rc2-revert');
  });

  it('a base64 text part: decoded, headers dropped, values found in the encoded lines', () => {
    // from test/wild/mime-base64-ironport-pgdemote-pernode.txt, lines 63-78 and 133-182
    const a = analyze(fixture('mail-base64.txt'));
    expect(labels(a)).toEqual(['run']);
    const kinds = dataBlocks('mail-base64.txt').map((b) => b.kind);
    expect(kinds).toEqual(['vmstat', 'vmstat', 'vmstat', 'vmstat']);
    expect(m(a, 'run', 'pgdemote_kswapd').value).toBe(254288);
    expect(m(a, 'run', 'node1 pgdemote_direct').value).toBe(30066);
    expect(m(a, 'run', 'node3 pgdemote_kswapd').value).toBe(0);
    // decoded lines are spread evenly over the base64 lines (41-66), so a line is only near its bytes:
    // `> pgdemote_kswapd 254288` is encoded on lines 56-57, `> pgdemote_kswapd 0` (node3) on line 65
    for (const b of dataBlocks('mail-base64.txt')) {
      expect(b.startLine).toBeGreaterThanOrEqual(41);
      expect(b.endLine).toBeLessThanOrEqual(66);
    }
    expect(Math.abs(m(a, 'run', 'pgdemote_kswapd').line - 56)).toBeLessThanOrEqual(1);
    expect(Math.abs(m(a, 'run', 'node3 pgdemote_kswapd').line - 65)).toBeLessThanOrEqual(1);
  });

  it('an mbox of two messages: both bodies read, no header of either becomes a config', () => {
    // from test/wild/perfstat-autonuma-savedwrite-mm-unstable.txt (lines 40-41, 56-60, 88-99) and
    // test/wild/lkml-sched-numa-disjoint-vma-scan.txt (lines 57-58, 72-78, 254-269), each after lore's
    // mbox separator `From mboxrd@z Thu Jan  1 00:00:00 1970`
    const a = analyze(fixture('mbox-two.txt'));
    expect(shape('mbox-two.txt')).toEqual(['results-table 16-17', 'results-table 20-21', 'results-table 41-49']);
    expect(labels(a)).toEqual(['mm-unstable', 'mm-unstable++', 'base', 'patched']);
    const numa01 = m(a, 'mm-unstable++', 'numa01 seconds time elapsed');
    expect(numa01.value).toBe(147.45);
    expect(numa01.stddev).toBe(13.39);
    expect(numa01.line).toBe(17);
    expect(m(a, 'mm-unstable', 'numa02 seconds time elapsed').value).toBe(16.03);
    expect(m(a, 'patched', 'real').value).toBeCloseTo(69.2, 9);
    expect(m(a, 'patched', 'numa_pages_migrated').value).toBe(632990);
    expect(m(a, 'patched', 'numa_pages_migrated').line).toBe(49);
  });
});

describe('lost line breaks', () => {
  it('inline `> ` quote marks start lines again, all on the one original line', () => {
    // from test/wild/flat-gh-ik201-q8-numa-config-column.txt, the whole text (one line)
    const p = prepare(fixture('flat-quoted.txt'));
    const lines = p.text.split('\n');
    expect(lines).toContain('> Quantization | Tokens/Second | NUMA Configuration');
    expect(lines).toContain('> -- | -- | --');
    expect([...p.origin!.first.slice(0, lines.length - 1)].every((n) => n === 1)).toBe(true);
  });

  it('a markdown table run together: rows counted by the separator row, the stray line and the heading on their own lines', () => {
    // from test/wild/gh-ik459-qwen3-numa-balancing-headings.txt, lines 4-22, line breaks replaced by spaces
    const lines = prepare(fixture('flat-markdown-tables.txt')).text.split('\n');
    expect(lines).toContain('# p100 numa off, numa balancing=0');
    expect(lines).toContain('============ Repacked 187 tensors');
    expect(lines.filter((l) => /^\| qwen3moe .* \|$/.test(l))).toHaveLength(6);
    const a = analyze(fixture('flat-markdown-tables.txt'));
    expect(labels(a)).toEqual(['p100 numa off, numa balancing=0']);
    expect(m(a, 'p100 numa off, numa balancing=0', 'pp256 t/s').value).toBe(38.88);
    expect(m(a, 'p100 numa off, numa balancing=0', 'tg128 t/s').value).toBe(7.17);
  });

  it('an lkp table run together: each row ends with its metric name, header lines and columns kept', () => {
    // from test/wild/lkp-autonuma-numa01-thread-alloc-vma-scan.txt, lines 172-230, line breaks replaced by spaces
    const lines = prepare(fixture('flat-lkp.txt')).text.split('\n');
    // a line's indentation is kept; a header line that had trailing spaces shifts the next by them
    expect(lines.map((l) => l.trim())).toContain('%stddev     %change         %stddev');
    expect(lines).toContain('     21.17 ±  7%     -33.6%      14.05        autonuma-benchmark.numa02.seconds');
    const a = analyze(fixture('flat-lkp.txt'));
    expect(labels(a)).toEqual(['167773d1dd', 'af46f3c9ca']);
    expect(m(a, '167773d1dd', 'autonuma-benchmark.numa02.seconds').value).toBe(21.17);
    expect(m(a, 'af46f3c9ca', 'autonuma-benchmark.numa02.seconds').value).toBe(14.05);
  });

  it('a perf stat block run together: one counter a line, its # comment and spreads kept on it', () => {
    // from test/wild/perfstat-clear-pages-erms-qemu-vm.txt, lines 247-278, line breaks replaced by spaces
    const lines = prepare(fixture('flat-perf-stat.txt')).text.split('\n');
    expect(lines).toContain(
      '     3,077,416,348      instructions              #    0.05  insn per cycle           ( +-  0.30% )  (46.14%)',
    );
    expect(lines.map((l) => l.trim())).toContain('22.374 +- 0.149 seconds time elapsed  ( +-  0.66% )');
    const a = analyze(fixture('flat-perf-stat.txt'));
    const cfg = 'Icelakex, create 192GB qemu-VM, clear_page_erms()';
    expect(labels(a)).toEqual([cfg]);
    expect(m(a, cfg, 'instructions').value).toBe(3077416348);
    expect(m(a, cfg, 'seconds time elapsed').value).toBe(22.374);
  });

  it('quoted prose then two `grep numa /proc/vmstat` dumps with `<----` marks: the quote ends, one counter a line', () => {
    // from test/wild/vmstat-lkml-grep-numa-without-with-patch-arrows.txt, lines 155-189, line breaks replaced by spaces
    const lines = prepare(fixture('flat-quoted-vmstat-arrows.txt')).text.split('\n');
    expect(lines).toContain('Without patch');
    expect(lines).toContain('$ grep numa /proc/vmstat');
    expect(lines).toContain('numa_hint_faults 19560                 <----------');
    expect(lines.filter((l) => l.startsWith('>')).length).toBeGreaterThan(0);
    expect(lines.some((l) => l.startsWith('>') && l.includes('numa_hit'))).toBe(false);
    const a = analyze(fixture('flat-quoted-vmstat-arrows.txt'));
    expect(labels(a)).toEqual(['Without patch', 'With patch']);
    expect(m(a, 'Without patch', 'numa_hint_faults').value).toBe(19560);
    expect(m(a, 'With patch', 'numa_hint_faults').value).toBe(0);
  });

  it('an ordinary long prose line is left as it is', () => {
    const prose = 'We ran the benchmark a few times. '.repeat(12).trim();
    expect(prepare(prose).text).toBe(prose);
  });

  it.todo(
    'the rebroken markdown table is read: configs `1x NUMA Node on 1x CPU ik_llama` / `1x NUMA Node on 1x CPU`, Tokens/Second 6.6 / 6.2, on line 1 (now the row splitter also breaks `> Q8_0 | 6.6 | 1x NUMA Node on 1x CPU ik_llama` before `| 1x` and `NUMA`, because `1x` reads as a value, and nothing is read)',
  );
});

describe('aligned tables read by column', () => {
  it('two-level header (`base` over `time in sec (%stdev)`), `( 0.38 )` spreads, a %gain column left out', () => {
    // from test/wild/lkml-kmmscand-rfc-v0-abench.txt, lines 190-196
    const a = analyze(fixture('columns-two-level.txt'));
    expect(shape('columns-two-level.txt')).toEqual(['results-table 3-6']);
    expect(labels(a)).toEqual(['base', 'patched']);
    const base8 = m(a, 'base', '8GB time in sec');
    expect(base8.value).toBe(133.66);
    expect(base8.unit).toBe('s');
    expect(base8.stddev).toBeCloseTo(133.66 * 0.0038, 9); // the spread is a %stdev
    expect(m(a, 'patched', '32GB time in sec').value).toBe(542.79);
    expect(m(a, 'patched', '32GB time in sec').stddev).toBeCloseTo(542.79 * 0.0011, 9);
    expect(measuredConfigs(a)).toEqual(['base', 'patched']);
    expect(a.measurements.some((x) => x.value === 14.88 || x.value === 7.17)).toBe(false);
  });

  it('an empty first header cell, the unit from the title line above', () => {
    // from test/wild/lkml-kscand-rfc-v3-cbench.txt, lines 259-268
    const a = analyze(fixture('columns-empty-first-cell.txt'));
    expect(shape('columns-empty-first-cell.txt')).toEqual(['results-table 7-10']);
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'base', '8GB').value).toBe(228);
    expect(m(a, 'patched', '128GB').value).toBe(920);
    expect(m(a, 'patched', '128GB').unit).toBe('s');
    expect(m(a, 'base', '32GB').line).toBe(9);
    // `base 6.16 NUMAB2` in the prose names the base kernel's mode
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('2');
  });

  it('TAB-separated rows with runs of TABs, `NA` cells absent, a Change column left out, titles name the metrics', () => {
    // from test/wild/lkml-pghot-rfc-v3-sources-tab.txt, lines 304-321
    const a = analyze(fixture('columns-tabs.txt'));
    expect(shape('columns-tabs.txt')).toEqual(['results-table 3-8', 'results-table 13-18']);
    expect(labels(a)).toEqual(['Base', 'Patched']);
    const time = 'Mode 1 - Time taken (microseconds, lower is better): NUMAB2';
    expect(m(a, 'Base', time).value).toBeCloseTo(102.894589, 9); // microseconds -> s, thousands commas
    expect(m(a, 'Base', time).unit).toBe('s');
    expect(m(a, 'Patched', time).value).toBeCloseTo(107.576615, 9);
    const pages = 'Mode 1 - Pages migrated (pgpromote_success): hwhints';
    expect(m(a, 'Patched', pages).value).toBe(1269467);
    expect(m(a, 'Patched', pages).line).toBe(18);
    expect(has(a, 'Base', pages)).toBe(false); // `NA` is absent, not zero
    expect(a.measurements.some((x) => x.value === 4.5 || x.value === 1.8)).toBe(false);
  });

  it('a table continued after a blank line: counters under the time rows, one block', () => {
    // from test/wild/dump-vmstat-numa01-numascan-3way.txt, lines 135-148
    const a = analyze(fixture('columns-continued.txt'));
    expect(shape('columns-continued.txt')).toEqual(['results-table 3-14']);
    expect(labels(a)).toEqual(['base-numascan', 'base', 'base+fix']);
    expect(m(a, 'base', 'real').value).toBeCloseTo(83.259, 9);
    expect(m(a, 'base-numascan', 'numa_hit').value).toBe(5615517);
    expect(m(a, 'base+fix', 'numa_pages_migrated').value).toBe(584202);
    expect(m(a, 'base', 'numa_hint_faults').line).toBe(12);
  });

  it('a table whose metric row carries a `(-10.41%)` note, counters after a blank line: configs and values', () => {
    // from test/wild/lkml-numab-hint-fault-count-promotion.txt, lines 182-200
    const a = analyze(fixture('columns-continued-note.txt'));
    expect(labels(a)).toEqual(['Default', 'Patched']);
    const score = m(a, 'Patched', 'Benchmark score (s)');
    expect(score.value).toBeCloseTo(571.35041, 9); // us -> s
    expect(score.unit).toBe('s');
    expect(m(a, 'Default', 'pgpromote_success').value).toBe(1804500);
    expect(m(a, 'Patched', 'pgdemote_kswapd').value).toBe(9438006);
    expect(m(a, 'Patched', 'pgdemote_kswapd').line).toBe(18);
    expect(a.measurements.some((x) => x.value === -10.41)).toBe(false);
  });

  it.todo(
    'the `Default / Patched` table with a `(-10.41%)` note is one results table over lines 7-19 (now the mmtests reader takes it as `mmtests comparison` and cuts it in two at the blank line: 7-9 and 12-19)',
  );

  it('a row label wrapped over three lines, the values on its last line', () => {
    // from test/wild/lkml-numab-hint-fault-count-promotion.txt, lines 202-210
    const a = analyze(fixture('columns-wrapped-label.txt'));
    expect(labels(a)).toEqual(['Default', 'Patched']);
    const invoked = m(a, 'Patched', 'Number of times should_numa_migrate_memory() was invoked:');
    expect(invoked.value).toBe(12080772);
    expect(invoked.line).toBe(4);
  });

  it.todo(
    'the second wrapped row after the blank line (`Number of times the migration / request was rejected due to / hint fault latency being / higher than threshold:` 10,595,933 / 4,557,401, line 9) belongs to the same table, block 1-9 (now the table ends at line 4 and lines 6-9 stay prose)',
  );
});

describe('spread cells', () => {
  it.todo(
    '`mean±stdev` cells in a pipe table without a leading pipe (`folio_cnt | Baseline | MTCPU | DMA`, `====` rule): from test/wild/lkml-migrate-offload-rfc-v3-pm-tables.txt lines 331-345 (fixture spread-pm.txt) configs Baseline/MTCPU/DMA, `8192` Baseline 10.84 sd 0.18, DMA 12.81 sd 0.02 (now the whole table stays prose, with or without the `±` spreads)',
  );
});

describe('dumps', () => {
  it('per-node vmstat dumps beside the global one: node counters are named by their node', () => {
    // from test/wild/mime-base64-ironport-pgdemote-pernode.txt, the decoded base64 body (quoted patch), 21 lines
    const a = analyze(fixture('vmstat-pernode-global.txt'));
    expect(shape('vmstat-pernode-global.txt')).toEqual(['vmstat 5-7', 'vmstat 11-13', 'vmstat 15-17', 'vmstat 19-21']);
    expect(dataBlocks('vmstat-pernode-global.txt').map((b) => (b.data.type === 'vmstat' ? b.data.node : 'x'))).toEqual([
      undefined,
      0,
      1,
      3,
    ]);
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'pgdemote_kswapd').value).toBe(254288);
    expect(m(a, 'run', 'pgdemote_direct').value).toBe(113497);
    expect(m(a, 'run', 'node0 pgdemote_kswapd').value).toBe(68454);
    expect(m(a, 'run', 'node1 pgdemote_kswapd').value).toBe(185834);
    expect(m(a, 'run', 'node3 pgdemote_direct').value).toBe(0);
    expect(m(a, 'run', 'node1 pgdemote_kswapd').line).toBe(15);
  });

  it.todo(
    "each counter of a vmstat dump points at its own line (`node0 pgdemote_direct` is on line 12 of vmstat-pernode-global.txt; now every counter of a dump gets the dump's first line, 11)",
  );

  it('numastat -c -p of several processes with `<- ...` notes at the right: MB -> bytes, notes not read', () => {
    // from test/wild/dump-numastat-damon-hot-cold-tiers.txt, lines 165-180
    const a = analyze(fixture('numastat-p-annotated.txt'));
    expect(shape('numastat-p-annotated.txt')).toEqual(['numastat 7-16']);
    const b = dataBlocks('numastat-p-annotated.txt')[0]!;
    if (b.data.type !== 'numastat') throw new Error(b.kind);
    const t = b.data.tables[0]!;
    expect(t.unit).toBe('MB');
    expect(t.nodes).toEqual(['node0', 'node1', 'node2']);
    expect(t.rows.map((r) => r.name)).toEqual([
      '754 (hot_cold)',
      '1184 (hot_cold)',
      '1818 (hot_cold)',
      '30289 (hot_cold)',
      '30325 (hot_cold)',
      'Total',
    ]);
    expect(t.rows[2]!.values).toEqual([801, 0, 3199, 4000]);
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'process 754 (hot_cold) on node0').value).toBe(1800 * 2 ** 20);
    expect(m(a, 'run', 'process 1818 (hot_cold) on node2').value).toBe(3199 * 2 ** 20);
    expect(m(a, 'run', 'process Total on node2').value).toBe(5756 * 2 ** 20);
    expect(m(a, 'run', 'process 1818 (hot_cold) on node2').line).toBe(12);
  });
});

describe('single-config blocks labelled above', () => {
  it('`Without this patch ...` / `With this patch ...` headings over two vmstat dumps -> two configs', () => {
    // from test/wild/lkml-mglru-pgdemote-without-with-patch.txt, lines 78-88
    const a = analyze(fixture('label-above.txt'));
    expect(shape('label-above.txt')).toEqual(['vmstat 3-5', 'vmstat 9-11']);
    expect(labels(a)).toEqual([
      'Without this patch vmstat output when MGLRU is enabled',
      'With this patch vmstat output when MGLRU is enabled',
    ]);
    expect(m(a, 'Without this patch vmstat output when MGLRU is enabled', 'pgdemote_kswapd').value).toBe(0);
    expect(m(a, 'With this patch vmstat output when MGLRU is enabled', 'pgdemote_kswapd').value).toBe(43234);
    expect(m(a, 'With this patch vmstat output when MGLRU is enabled', 'pgdemote_direct').value).toBe(4691);
    expect(m(a, 'With this patch vmstat output when MGLRU is enabled', 'pgdemote_khugepaged').value).toBe(0);
  });
});

describe('results stated in sentences', () => {
  it('rates in prose become a table when the document has no result block: one config per named run', () => {
    const a = analyze(fixture('prose-results.txt'));
    expect(shape('prose-results.txt')).toEqual(['results-table 3-5']);
    expect(labels(a)).toEqual([
      '--numa distribute',
      '--numa isolate',
      'numactl --interleave=all',
      'numa_balancing=0 and no flags',
      '--mlock',
    ]);
    expect(m(a, '--numa isolate', 't/s').value).toBe(9.8);
    expect(m(a, '--numa isolate', 't/s').line).toBe(3);
    expect(m(a, '--mlock', 't/s').value).toBe(13);
    // the question's `over 20 t/s` is no run
    expect(a.measurements.some((x) => x.value === 20)).toBe(false);
  });

  it('a lone rate is not a comparison, and prose beside a table is not read for results', () => {
    expect(analyze('I get about 14 t/s on this box with the new build.\n').measurements).toEqual([]);
    const withTable = analyze(
      'numa distribute gives 27 t/s, numa isolate 10 t/s\n\n| config | t/s |\n|---|---|\n| a | 1 |\n| b | 2 |\n',
    );
    expect(labels(withTable)).toEqual(['a', 'b']);
  });

  it('two rates in one clause are cut at `and`; a setting after the value names the run', () => {
    const a = analyze('On my box I get 12 t/s with mmap and 20 t/s without mmap.\n');
    expect(labels(a)).toEqual(['mmap', 'without mmap']);
    expect(m(a, 'without mmap', 't/s').value).toBe(20);
  });
});

describe('orientation', () => {
  it('columns that are all measures over rows that are not: the rows are the runs', () => {
    // from test/wild/lkml-tiering-hot-page-selection-pmbench-tab.txt, lines 106-112 (TABs, a wrapped unit line)
    const a = analyze(fixture('table-metric-columns.txt'));
    expect(labels(a)).toEqual(['base', 'hot selection', 'rate limit', 'auto adjustment']);
    expect(m(a, 'rate limit', 'promote rate MB/s').value).toBe(165.2);
    expect(m(a, 'auto adjustment', 'pmbench score (accesses/s)').value).toBe(170495294);
  });
});

describe('lkp layout made by hand', () => {
  it('`base  change  patched` over a short rule, the metric after the numbers; a trace excerpt with `...` rows is no table', () => {
    // from test/wild/lkml-vmscan-cache-trim-pmbench-base-patched.txt, lines 64-96
    const a = analyze(fixture('lkp-hand-layout.txt'));
    expect(shape('lkp-hand-layout.txt')).toEqual(['results-table 26-33']);
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'patched', 'pmbench.throughput.aps').value).toBe(144800000);
    expect(m(a, 'patched', 'proc-vmstat.kswapd_high_wmark_hit_quickly').value).toBe(953.17);
    expect(m(a, 'base', 'proc-vmstat.pageoutrun').line).toBe(33);
    // the 18.6% change column is the author's comparison, not a value
    expect(a.measurements.some((x) => x.value === 18.6)).toBe(false);
  });
});

describe('summary rows without a header', () => {
  it('`label:  min max mean stddev [change%]` under `Without/With this patch`: the mean with its stddev, one config per block', () => {
    // from test/wild/lkml-numab-numa01-headerless-min-max-avg.txt, lines 60-80
    const a = analyze(fixture('min-max-avg-rows.txt'));
    expect(labels(a)).toEqual(['Without this patch', 'With this patch']);
    const real = m(a, 'With this patch', './numa01.sh Real');
    expect([real.value, real.stddev, real.unit]).toEqual([473.45, 51.17, 's']);
    // four numbers out of that order are not min/max/mean/stddev
    expect(analyze('Without this patch\nfoo:  5  3  4  1\n').measurements).toEqual([]);
  });
});

describe('mmtests names', () => {
  it('rows named by a count (`Amean 4`, `Hmean 8`) and a header whose long name runs into the column before', () => {
    // from test/wild/mmtests-sched-wakegran-glued-header-3way.txt: the hackbench and tbench4 tables
    const a = analyze(fixture('mmtests-glued-header.txt'));
    expect(labels(a)).toEqual(['vanilla', 'sched-scalewakegran-v2r4', 'sched-moveforward-v1r1']);
    expect(m(a, 'sched-moveforward-v1r1', 'Amean 4').value).toBe(0.756);
    expect(m(a, 'vanilla', 'Hmean 2').value).toBe(1096.74);
    expect(m(a, 'sched-scalewakegran-v2r4', 'Hmean 2').value).toBe(1110.07);
  });
});

describe('entity tables', () => {
  it('`Function  Hit  Time  Avg` rows are what one run measured, named by the line above a `/dir # cat ...` prompt; `476290.6 us` is seconds', () => {
    // from test/wild/lkml-swap-state-ftrace-function-profile-before-after.txt, lines 70-86
    const a = analyze(fixture('ftrace-function-profile.txt'));
    expect(labels(a)).toEqual(['Reproduce before this patch', 'Reproduce after this patch']);
    expect(m(a, 'Reproduce before this patch', 'add_to_swap_cache Hit').value).toBe(26108);
    expect(m(a, 'Reproduce before this patch', 'add_to_swap_cache Time').value).toBeCloseTo(0.4762906, 9);
    expect(m(a, 'Reproduce after this patch', 'clear_shadow_from_swap_cache Avg').value).toBeCloseTo(10.648e-6, 12);
    // a function only the second run shows is absent in the first, not zero
    expect(has(a, 'Reproduce before this patch', 'workingset_update_node Hit')).toBe(false);
    expect(m(a, 'Reproduce after this patch', 'workingset_update_node Hit').value).toBe(157455);
  });
});

describe('STREAM', () => {
  it('a Triad line pasted alone, named by the sentence above (`for the 64C machine its:`), beside a sweep-bench table under its `main:` settings line', () => {
    // from test/wild/gh-ik818-stream-triad-vs-sweep-bench-two-machines.txt, lines 24-50
    const a = analyze(fixture('stream-triad-lines.txt'));
    expect(labels(a)).toEqual(['64C machine', '12C machine']);
    expect(m(a, '64C machine', 'Triad Best Rate').value).toBe(115646.5);
    expect(m(a, '12C machine', 'Triad min time (s)').value).toBe(0.033884);
    expect(m(a, '64C machine', 'S_TG t/s tg1024@d0').value).toBe(8.32);
  });
});

describe('runs named by leading word columns and by the column headers', () => {
  it('`off avg (s) | on avg (s)` holds two runs per row, `2.383x` quotient columns are left out, `| 8G | PR | on |` names the run `8G PR on`', () => {
    // from test/wild/gh-gapbs-tiering-onoff-factor-columns.txt, lines 18-40
    const a = analyze(fixture('settings-in-headers.txt'));
    expect(measuredConfigs(a)).toEqual([
      '8G PR off',
      '8G PR on',
      '8G BC off',
      '8G BC on',
      '16G PR off',
      '16G PR on',
      '16G BC off',
      '16G BC on',
    ]);
    expect(m(a, '8G PR on', 'avg (s)').value).toBe(79.72247);
    expect(m(a, '8G PR on', 'avg (s)').unit).toBe('s');
    expect(m(a, '16G BC off', 'avg (s)').value).toBe(46.50356);
    expect(m(a, '8G PR on', 'hint faults').value).toBe(39507091);
    // the author's quotients are not measurements of any run
    expect(a.measurements.some((x) => /on\/off|off\/on/.test(x.metric))).toBe(false);
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

describe('procps vmstat', () => {
  it('`vmstat 1` with its header printed again is one run: gauges over every row in bytes, rates after the since-boot row', () => {
    // from test/wild/vmstat-lkml-kvm-thrashing-repeated-headers.txt, lines 64-93 ('> '-quoted)
    const a = analyze(fixture('vmstat-procps-repeated-header.txt'));
    expect(shape('vmstat-procps-repeated-header.txt')).toEqual(['results-table 3-30']);
    expect(measuredConfigs(a)).toEqual(['run']);
    // 24 rows under two headers; the first (since boot: in 122, cs 103) is left out of the rates
    const cs = [
      8460, 5838, 7639, 6456, 6677, 9739, 18786, 38107, 10038, 9351, 7673, 8052, 10080, 8384, 9714, 9925, 10341, 10163,
      14551, 14444, 9792, 9246, 9302,
    ];
    expect(m(a, 'run', 'vmstat cs').value).toBeCloseTo(cs.reduce((x, y) => x + y, 0) / cs.length, 6);
    expect(m(a, 'run', 'vmstat free').unit).toBe('bytes');
    // the free column's mean over all 24 rows, KiB in bytes
    expect(m(a, 'run', 'vmstat free').value).toBeCloseTo(7109263701.333, 2);
    expect(m(a, 'run', 'vmstat st').value).toBe(0);
  });
});

describe('YCSB and runs listed with their result', () => {
  it('`[OVERALL], RunTime(ms), N` blocks under their names; `name: N ops/sec` lines under a heading; settings under a short name go to its run', () => {
    // from test/wild/ycsb-lkml-thp-tmpfs-overall-two-kernels.txt, lines 59-100
    const a = analyze(fixture('ycsb-named-values.txt'));
    expect(measuredConfigs(a).sort()).toEqual([
      "Hugh's implementation",
      "Kirill's implementation",
      "v4.6-rc2 + Hugh's implementation",
      'v4.7-rc1 + my implementation',
    ]);
    expect(m(a, 'v4.7-rc1 + my implementation', 'RunTime').value).toBeCloseTo(822.862, 6);
    expect(m(a, 'v4.7-rc1 + my implementation', 'RunTime').unit).toBe('s');
    expect(m(a, "v4.6-rc2 + Hugh's implementation", 'Throughput').value).toBeCloseTo(60012.698687, 5);
    // the heading `Throughput numbers` names the metric of the listed runs
    expect(m(a, "Kirill's implementation", 'Throughput').value).toBe(54919.1);
    // `- For Kirill's:` / `sudo mount ...` / `echo force > .../shmem_enabled`: Kirill's run's setting, no run of its own
    expect(
      a.configs.find((c) => c.label === "Kirill's implementation")!.tunables['mm.transparent_hugepage.shmem_enabled'],
    ).toBe('force');
    expect(labels(a).some((l) => /sudo|mount/.test(l))).toBe(false);
  });
});

describe('sar', () => {
  it('`sar -u` and a `sar -B` whose header and row the mail client wrapped are one run; a sentence wrapped above a dump names none', () => {
    // from test/wild/sar-lkml-paging-wrapped-squashfs-thrashing.txt, lines 66-92 ('>>'-quoted)
    const a = analyze(fixture('sar-wrapped.txt'));
    expect(measuredConfigs(a)).toEqual(['run']);
    expect(m(a, 'run', '%system').value).toBe(100);
    expect(m(a, 'run', '%steal').value).toBe(0);
    // pgscand/s pgsteal/s %vmeff wrapped to the next line, and so did their values
    expect(m(a, 'run', 'pgsteal/s').value).toBe(15802);
    expect(m(a, 'run', '%vmeff').value).toBe(0);
    expect(m(a, 'run', 'workingset_refault').value).toBe(8201);
  });
});

describe('damo report access', () => {
  it('region rows with % or hz access and composite ages, the bandwidth estimate and the total; the histogram style by its total', () => {
    // the detailed style of damo's USAGE.md and of Yueyang Pan's DAMOS filter mail (test/wild/damo-lkml-report-access-df-passed-two-snapshots.txt)
    expect(shape('damo-report-access.txt')).toEqual(['results-table 4-12', 'results-table 15-20']);
    const a = analyze(fixture('damo-report-access.txt'));
    expect(labels(a)).toEqual(['run']);
    const detailed = a.measurements.filter(
      (x) => x.block === a.measurements.find((y) => y.metric === 'regions')!.block,
    );
    const get = (metric: string) => detailed.find((x) => x.metric === metric)!;
    expect(get('regions').value).toBe(5);
    expect(get('total size').value).toBe(35.75 * 2 ** 30);
    expect(get('total size').unit).toBe('bytes');
    // regions 1, 2 and 3 were seen accessed: 16 KiB + 1.5 GiB + 8 GiB
    expect(get('accessed size').value).toBe(16 * 2 ** 10 + 9.5 * 2 ** 30);
    expect(get('memory bw estimate').value).toBe(12.78);
    expect(get('memory bw estimate').unit).toBe('GiB/s');
    // the second snapshot is kept beside the first, numbered: the table view shows both
    expect(a.measurements.filter((x) => /^total size( #2)?$/.test(x.metric)).map((x) => x.value)).toEqual([
      35.75 * 2 ** 30,
      35.75 * 2 ** 30,
    ]);
  });

  it("a filter's passed size and bandwidth from the mail's snapshot, two snapshots of one run", () => {
    const a = analyze(fixture('../wild/damo-lkml-report-access-df-passed-two-snapshots.txt'));
    expect(labels(a)).toEqual(['run']);
    const values = (metric: string) => [metric, `${metric} #2`].map((k) => m(a, 'run', k).value);
    expect(values('memory bw estimate')).toEqual([6.524, 5.297]);
    expect(values('df-passed')).toEqual([10 * 2 ** 30, 10 * 2 ** 30]);
    expect(values('regions')).toEqual([26, 28]);
  });
});

describe('results written as assignments', () => {
  it('`metric = value` lines are one run each, settings lines are not results, the `without` run is the baseline', () => {
    // the form of test/wild/specjbb-lkml-ibrs-off-jops-prose-quoted.txt (`max-jOPS = 117828, critical-jOPS = 66047`)
    expect(shape('assigned-results.txt')).toEqual(['results-table 5-6', 'results-table 9-10']);
    const a = analyze(fixture('assigned-results.txt'));
    expect(labels(a)).toEqual(['Without the patch', 'With the patch applied']);
    expect(a.baseline).toBe('Without the patch');
    expect(m(a, 'With the patch applied', 'latency').value).toBeCloseTo(655e-6, 12);
    expect(m(a, 'With the patch applied', 'latency').unit).toBe('s');
    expect(m(a, 'Without the patch', 'throughput').value).toBe(12.5);
    expect(m(a, 'Without the patch', 'score').value).toBe(4410);
    expect(a.measurements.some((x) => x.metric === 'n_batch')).toBe(false);
  });
});

describe('enumerated runs', () => {
  it('`1. dram only` over a command and its output names the run; STREAM with a Direction column and without its header', () => {
    // the shape of test/wild/lkml-weighted-interleave-v4-mlc-stream-xsbench.txt (STREAM and XSBench sections)
    expect(shape('stream-direction-numbered.txt')).toEqual(['results-table 5-7', 'results-table 11-12']);
    const a = analyze(fixture('stream-direction-numbered.txt'));
    expect(labels(a)).toEqual(['dram only', 'weighted interleave']);
    expect(m(a, 'weighted interleave', 'Triad Best Rate').value).toBe(217671.5);
    expect(m(a, 'dram only', 'Copy min time (s)').value).toBe(0.031853);
  });
});

describe('redis-benchmark -q', () => {
  it('`CMD: N requests per second` lines are one run whose commands are metrics; the heading above the code fence names it', () => {
    // from test/wild/redis-benchmark-q-three-engines-headings.txt (lines 56-74), the p50 form of
    // test/wild/redis-benchmark-q-p50-value-size-headings.txt on the second block
    expect(shape('redis-benchmark-q.txt')).toEqual(['results-table 6-7', 'results-table 15-16']);
    const a = analyze(fixture('redis-benchmark-q.txt'));
    expect(labels(a)).toEqual(['Pidis', 'Redis']);
    expect(m(a, 'Pidis', 'SET').value).toBe(13641.26);
    expect(m(a, 'Redis', 'GET').value).toBe(448028.66);
    expect(m(a, 'Redis', 'SET p50').value).toBeCloseTo(0.000335, 9);
    expect(m(a, 'Redis', 'SET p50').unit).toBe('s');
  });
});

describe('sysbench', () => {
  it('1.x: interval tps as samples, counts with their rates, latency in seconds from a section in ms', () => {
    // the 1.x layout of sysbench oltp_read_write; 0.4 and 0.5 are test/wild/sysbench-0*.txt
    expect(shape('sysbench-1x.txt')).toEqual(['results-table 1-38']);
    const a = analyze(fixture('sysbench-1x.txt'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'transactions per sec').value).toBe(2098.76);
    expect(m(a, 'run', 'transactions').value).toBe(42141);
    expect(m(a, 'run', 'queries read').value).toBe(589974);
    expect(m(a, 'run', 'latency 95th percentile (s)').value).toBeCloseTo(0.01046, 12);
    expect(m(a, 'run', 'total time (s)').value).toBe(20.0774);
    const tps = m(a, 'run', 'tps (intervals)');
    expect(tps.samples).toEqual([2104.53, 2093.1]);
    expect(a.measurements.some((x) => /events \(avg/.test(x.metric))).toBe(false);
  });
});

describe('runs listed with a spread', () => {
  it('`label value(+/- x%)` lines are runs as rows under the benchmark named above; the trailing change is not read', () => {
    // the form of test/wild/hackbench-lkml-plus-minus-spread-comma-slip.txt (with 13.255 for the author's `13,255`)
    expect(shape('spread-rows.txt')).toEqual(['results-table 5-6']);
    const a = analyze(fixture('spread-rows.txt'));
    expect(labels(a)).toEqual(['v5.10-rc7 + tip/sched/core', 'with your patchset']);
    const base = m(a, 'v5.10-rc7 + tip/sched/core', 'hackbench -l 256000 -g 1');
    expect(base.value).toBe(13.255);
    expect(base.stddev).toBeCloseTo(13.255 * 0.0322, 9);
    expect(m(a, 'with your patchset', 'hackbench -l 256000 -g 1').stddev).toBe(2.74);
    expect(m(a, 'with your patchset', 'hackbench -l 256000 -g 1').line).toBe(6);
  });
});

describe('/proc/cpuinfo', () => {
  it('records are one setup block of the machine (model, cores, records shown), no key a config', () => {
    // the guest record of test/wild/vmstat-lkml-numa-bare-after-perf-tracepoint-cpuinfo.txt, twice
    expect(shape('cpuinfo.txt')).toEqual(['vmstat 57-59']);
    const b = segment(fixture('cpuinfo.txt')).blocks.find((x) => x.kind === 'setup')!;
    expect([b.startLine, b.endLine, b.title]).toEqual([3, 55, '/proc/cpuinfo']);
    if (b.data.type !== 'setup') throw new Error(b.kind);
    const fact = (k: string) => b.data.type === 'setup' && b.data.facts.find((f) => f.key === k)?.value;
    expect(fact('cpuModel')).toBe('QEMU Virtual CPU version 2.0.0');
    expect(fact('cpuinfoRecords')).toBe('2');
    expect(fact('coresPerPackage')).toBe('1');
    const a = analyze(fixture('cpuinfo.txt'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'numa_pte_updates').value).toBe(83924860);
  });
});

describe('labels that report what happened', () => {
  it('`Made absolutely no difference:` names no run; `Tested with THP:` names the run by its setting', () => {
    // the sentence above the vmstat lines of test/wild/vmstat-lkml-numa-bare-after-perf-tracepoint-cpuinfo.txt
    const dump = 'numa_pte_updates 83924860\nnuma_hint_faults 81856035\nnuma_pages_migrated 32766735\n';
    expect(labels(analyze(`Made absolutely no difference:\n\n${dump}`))).toEqual(['run']);
    expect(labels(analyze(`Tested with THP:\n\n${dump}`))).toEqual(['with THP']);
  });
});
