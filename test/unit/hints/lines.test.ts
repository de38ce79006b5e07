/**
 * The corrections that part the text before any reader (read-lines, split) and the unit a footnote gives, each
 * on a real text of test/wild that no reader reads right; lines are found by their content wherever they move.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import type { Hint, PointedValue } from '../../../src/core/hints/format';
import { linesRef } from '../../../src/core/reading/linesRef';
import type { Analysis } from '../../../src/core/model';
import { cellSplitter, wholeValueAt } from '../../../src/core/reading/kit/statedLines';

const WILD = join(__dirname, '..', '..', 'wild');
const read = (slug: string) => readFileSync(join(WILD, `${slug}.txt`), 'utf8');
const runs = (a: Analysis) => [...new Set(a.measurements.map((m) => m.config))].sort();
const value = (a: Analysis, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
const notes = (a: Analysis) => a.hints!.map((o) => [o.applied, o.note]);

const VMALLOC = read('lkml-table-vmalloc-lock-contention-jobs-rows-vs-separator-cover');

describe('read-lines: lines read as the user states', () => {
  it('table: `N  a   vs   b` rows under a header without its corner; the footnote gives the unit', () => {
    const plain = analyze(VMALLOC);
    expect(runs(plain)).not.toContain('1-page');
    const block = linesRef(VMALLOC, 134, 166)!;
    expect(block.first).toBe('1-page     1-page-this-patch');
    const hints: Hint[] = [
      { kind: 'read-lines', block, as: 'table', separator: 'vs' },
      { kind: 'unit', block, unit: 'us' },
    ];
    const a = analyze(VMALLOC, { hints });
    expect(runs(a)).toEqual(['1-page', '1-page-this-patch']);
    expect(value(a, '1-page', '32')).toBeCloseTo(21.0865e-6, 12);
    expect(value(a, '1-page-this-patch', '1')).toBeCloseTo(0.555889e-6, 12);
    expect(notes(a)).toEqual([
      [true, 'lines 134-166'],
      [true, 'lines 134-166: 64 values in us'],
    ]);
    const b = a.blocks.find((x) => x.startLine === 134)!;
    expect(b.reading!.reader).toBe('your correction');
    expect(b.reading!.corrected).toEqual(['lines read as table (cells parted by "vs")', 'values in us']);
  });

  it('the lines are found by their content when lines are added above them; an edit inside them says so', () => {
    const block = linesRef(VMALLOC, 134, 166)!;
    const hints: Hint[] = [{ kind: 'read-lines', block, as: 'table', separator: 'vs' }];
    const moved = analyze(`A note added on top.\n\n${VMALLOC}`, { hints });
    expect(notes(moved)).toEqual([[true, 'lines 136-168']]);
    expect(runs(moved)).toEqual(['1-page', '1-page-this-patch']);
    const edited = analyze(VMALLOC.replace('10.4609', '10.4610'), { hints });
    expect(edited.hints![0]!.applied).toBe(false);
    expect(edited.hints![0]!.note).toMatch(/^no block of the text has this content now \(it was lines 134-166/);
    expect(runs(edited)).toEqual(runs(analyze(VMALLOC)));
  });

  it('table: cells parted by ` - `, the columns named by the user, a cell of two values a row per unit', () => {
    const text = read('lkml-slub-detached-freelist-bulk-dash-columns-2015');
    const block = linesRef(text, 36, 50)!;
    const columns = ['bulk', 'Bulk-API-before', 'Bulk-API with patchset', 'change'];
    const a = analyze(text, {
      hints: [{ kind: 'read-lines', block, as: 'table', separator: '-', header: 1, columns, runs: 'columns' }],
    });
    expect(runs(a)).toEqual(['Bulk-API with patchset', 'Bulk-API-before']);
    expect(value(a, 'Bulk-API-before', '16 cycles')).toBe(69);
    expect(value(a, 'Bulk-API with patchset', '16 cycles')).toBe(20);
    expect(value(a, 'Bulk-API-before', '250 ns')).toBeCloseTo(25.007e-9, 15);
  });

  it('table: a cell of numbers listed is repetitions (`35188, 37426, ...`): their mean', () => {
    const text = read('github-gh-kunpeng-25-tps-runs-glued-cell');
    const a = analyze(text, {
      hints: [{ kind: 'read-lines', block: linesRef(text, 1, 4)!, as: 'table', separator: '|', runs: 'rows' }],
    });
    expect(runs(a)).toHaveLength(2);
    const first = runs(a).find((r) => r.startsWith('Client-Threads'))!;
    expect(value(a, first, 'tps')).toBeCloseTo(36497.75, 6);
  });

  it('table: one number with its thousands grouped by commas (`17,339`) is that number, not a list of two', () => {
    const text = read('gh-iem-277-pgbench-zfs-pg-settings-change-rows-emoji-verdicts');
    const block = linesRef(text, 3, 17)!;
    const a = analyze(text, { hints: [{ kind: 'read-lines', block, as: 'table', separator: '|', runs: 'rows' }] });
    expect(value(a, 'baseline', 'pgb [tps]')).toBe(17339);
    expect(value(a, 'set PG fsync=off for funzies', 'pgb [tps]')).toBe(23479);
  });

  it('table: headerless mmtests rows, their change cells left out, the statistic and the row name one label', () => {
    const XFS = read(
      'mmtests-linux-xfs-async-inode-inactivation-reaim-disk-headerless-two-columns-plus-sector-writes-two-machines-2021',
    );
    expect(runs(analyze(XFS))).toEqual([]);
    const block = linesRef(XFS, 121, 138)!;
    expect(block.first).toBe('Hmean     disk-1       3597.12 (   0.00%)     3636.37 (   1.09%)');
    const a = analyze(XFS, { hints: [{ kind: 'read-lines', block, as: 'table', columns: ['', 'base', 'patched'] }] });
    expect(runs(a)).toEqual(['base', 'patched']);
    expect(value(a, 'base', 'Hmean disk-193')).toBe(458795.56);
    expect(value(a, 'patched', 'Hmean disk-49')).toBe(193421.05);
    expect(value(a, 'patched', 'Stddev disk-121')).toBe(11714.34);
  });

  it('table: the label column where the names the user gave put it (compare.rb rows, the test case last)', () => {
    const WB = read('lkml-table-linux-mm-writeback-bdi-reserve-dd-thresh-rows-chained-three-kernels-compare-rb-2011');
    expect(runs(analyze(WB))).toEqual([]);
    const block = linesRef(WB, 54, 73)!;
    const columns = ['3.1.0-rc4-bgthresh3+', '%change', '3.1.0-rc4-bgthresh4+', ''];
    const a = analyze(WB, { hints: [{ kind: 'read-lines', block, as: 'table', header: 1, columns, runs: 'columns' }] });
    expect(runs(a)).toEqual(['3.1.0-rc4-bgthresh3+', '3.1.0-rc4-bgthresh4+']);
    expect(value(a, '3.1.0-rc4-bgthresh4+', 'thresh=1M/xfs-2dd-4k-8p-4096M-1M:10-X')).toBe(3604315);
    // the author's %change column is no run and no measure
    expect(a.measurements.filter((m) => m.value === 1.9 || m.value === -3.6)).toEqual([]);
  });

  it('table: the block’s structure corrections apply to it (the `alloc` column names the runs, gh-mimalloc-593)', () => {
    const MI = read('gh-mimalloc-593-bench-sh-je-mi-tbb-sys-time-rss-space-aligned-rows');
    const block = linesRef(MI, 9, 31)!;
    const columns = ['test', 'alloc', 'time (s)', 'rss (KiB)', 'user (s)', 'sys (s)', 'page-faults', 'page-reclaims'];
    const table: Hint = { kind: 'read-lines', block, as: 'table', separator: 'blanks', columns };
    // read as a table alone, its value columns are taken for the runs, until the user says which column names them
    expect(runs(analyze(MI, { hints: [table] }))).toContain('rss (KiB)');
    const a = analyze(MI, { hints: [table, { kind: 'runs-column', block, column: 'alloc' }] });
    expect(notes(a)).toEqual([
      [true, 'lines 9-31'],
      [true, 'lines 9-31'],
    ]);
    expect(runs(a)).toEqual(['je', 'mi', 'sys', 'tbb']);
    // the test column joins the measures' names; rss in KiB is in bytes
    expect(value(a, 'mi', 'cfrac rss (bytes)')).toBe(22592 * 1024);
    expect(value(a, 'sys', 'larsonN-sized time (s)')).toBe(21.649);
    // a column the table does not have is said
    const wrong = analyze(MI, { hints: [table, { kind: 'runs-column', block, column: 'allocator' }] });
    expect(notes(wrong)[1]).toEqual([false, expect.stringMatching(/^lines 9-31: no column "allocator"/)]);
  });

  it('table alike: the same header quoted again further down is read as the lines were (lkml-damos-rfc-v5)', () => {
    const text = read('lkml-damos-rfc-v5-cameron-quoted-parsec-overhead-requoted-row');
    // `rec      (overhead) thp`: one cell to the aligned reader, so its runs are the workloads
    expect(runs(analyze(text))).toContain('parsec3/blackscholes');
    const table = (from: number, to: number, alike?: true): Hint => {
      const block = linesRef(text, from, to)!;
      return {
        kind: 'read-lines',
        block: alike ? { ...block, alike } : block,
        as: 'table',
        separator: 'blanks',
        runs: 'columns',
      };
    };
    const tables = [table(196, 222), table(277, 303)];
    const once = analyze(text, { hints: [table(167, 193), ...tables] });
    // read once, the runtime table is right and its header quoted again with one row is read by the rules
    expect(runs(once)).toEqual(expect.arrayContaining(['(overhead) ethp', 'orig', 'prcl']));
    const a = analyze(text, { hints: [table(167, 193, true), ...tables] });
    expect(notes(a)[0]).toEqual([true, 'lines 167-193 and 252-253 alike']);
    expect(runs(a)).toEqual(['ethp', 'orig', 'prcl', 'rec', 'thp']);
    const requoted = a.blocks.find((b) => b.startLine === 252)!;
    expect(requoted.reading!.corrected).toEqual([
      'lines read as table (cells parted by "blanks", runs in columns) (and every block like it)',
    ]);
    // the `(overhead)` columns are changes, left out; the corner (`runtime`, `memused.avg`) names each table's
    // measures where the three tables' rows share their names
    expect(value(a, 'orig', 'runtime: total')).toBe(3020.57);
    expect(value(a, 'thp', 'runtime: total')).toBe(2852.19);
    expect(value(a, 'prcl', 'memused.avg: total')).toBe(37813000);
    expect(value(a, 'prcl', 'rss.avg: parsec3/freqmine')).toBe(58067);
  });

  it('run-lines: `name key: value key: value` lines, one run each', () => {
    const text = read('gh-allocator-bench-ruby-mem-duration-colon-lines');
    const a = analyze(text, { hints: [{ kind: 'read-lines', block: linesRef(text, 14, 44)!, as: 'run-lines' }] });
    expect(a.blocks.find((b) => b.startLine === 14)!.reading!.reader).toBe('your correction');
    expect(runs(a)).toHaveLength(31);
    expect(value(a, 'Hoard 3.12', 'mem')).toBe(191836);
    expect(value(a, 'jemalloc 4.4.0', 'duration')).toBe(4.137382241);
  });

  it('prose: lines a reader took are left unread; lines that are not what the user said stay unread, said', () => {
    const text = read('gh-allocator-bench-ruby-mem-duration-colon-lines');
    const block = linesRef(text, 14, 44)!;
    const prose = analyze(text, { hints: [{ kind: 'read-lines', block, as: 'prose' }] });
    expect(prose.measurements.filter((m) => m.line >= 14 && m.line <= 44)).toEqual([]);
    expect(notes(prose)).toEqual([[true, 'lines 14-44']]);
    const table = analyze(text, { hints: [{ kind: 'read-lines', block: linesRef(text, 1, 1)!, as: 'table' }] });
    expect(notes(table)).toEqual([[false, 'lines 1-1: no line of them holds two cells']]);
  });
});

describe('split and block: runs merged by a reader are read apart', () => {
  const text = read('github-gh-llamacpp-5377-numactl-parallel-print-timings');

  it('split: two llama timings outputs in one block are cut before the second one', () => {
    const plain = analyze(text);
    expect(plain.blocks.filter((b) => b.kind === 'llama-timings')).toHaveLength(1);
    const block = { key: plain.blocks.find((b) => b.kind === 'llama-timings')!.key! };
    const a = analyze(text, { hints: [{ kind: 'split', block, at: 'llama_print_timings:        load time' }] });
    expect(a.blocks.filter((b) => b.kind === 'llama-timings').map((b) => [b.startLine, b.endLine])).toEqual([
      [5, 9],
      [11, 14],
    ]);
    expect(notes(a)).toEqual([[true, 'lines 5-14 cut before line 11']]);
    const missed = analyze(text, { hints: [{ kind: 'split', block, at: 'no such line' }] });
    expect(notes(missed)).toEqual([[false, 'no line of lines 5-14 after the first starts "no such line"']]);
  });

  it('block: lines read on their own, nothing before them joins them', () => {
    const a = analyze(text, { hints: [{ kind: 'read-lines', block: linesRef(text, 11, 14)!, as: 'block' }] });
    expect(a.blocks.filter((b) => b.kind === 'llama-timings').map((b) => b.startLine)).toEqual([5, 11]);
    expect(notes(a)).toEqual([[true, 'lines 11-14 read on their own']]);
  });
});

describe('read-lines as values: values the user points at in sentences', () => {
  const DATADOG = read('github-gh-datadog-38493-thp-disabled-pss-prose');
  const SWAPOFF = read('lkml-swapoff-readahead-prose-vm-vs-hw-seconds-2012');
  const said = (run: string, measure: string, value: string) => ({ run, measure, value });

  it('a sentence of two runs: each value found as written, in its unit; nothing read without the correction', () => {
    expect(analyze(DATADOG).measurements).toEqual([]);
    const block = linesRef(DATADOG, 12, 12)!;
    const hint: Hint = {
      kind: 'read-lines',
      block,
      as: 'values',
      values: [said('baseline', 'maximum PSS', '545MiB'), said('comparison', 'maximum PSS', '517MiB')],
    };
    const a = analyze(DATADOG, { hints: [hint] });
    expect(runs(a)).toEqual(['baseline', 'comparison']);
    expect(value(a, 'baseline', 'maximum PSS')).toBe(545 * 2 ** 20);
    expect(value(a, 'comparison', 'maximum PSS')).toBe(517 * 2 ** 20);
    expect(notes(a)).toEqual([[true, 'lines 12-12']]);
    expect(a.blocks.find((b) => b.startLine === 12)!.reading!.reader).toBe('your correction');
  });

  it('two lines of two measures; times in words in seconds; a value not written there, or inside a longer number, is said; one given again a repetition', () => {
    const block = linesRef(SWAPOFF, 25, 26)!;
    const values = [
      said('without patch', 'Virtual machine', '7 seconds'),
      said('with patch', 'Virtual machine', '4 seconds'),
      said('without patch', 'Real hardware', '100 seconds'),
      said('with patch', 'Real hardware', '70 seconds'),
    ];
    const a = analyze(SWAPOFF, { hints: [{ kind: 'read-lines', block, as: 'values', values }] });
    expect(runs(a)).toEqual(['with patch', 'without patch']);
    expect(value(a, 'with patch', 'Real hardware')).toBe(70);
    expect(value(a, 'without patch', 'Virtual machine')).toBe(7);
    // `0 seconds` stands only inside `100 seconds` and `70 seconds`: no number is taken the text does not write
    const wrong = [...values.slice(0, 3), said('with patch', 'Real hardware', '0 seconds')];
    const b = analyze(SWAPOFF, { hints: [{ kind: 'read-lines', block, as: 'values', values: wrong }] });
    expect(notes(b)).toEqual([[false, 'lines 25-26: "0 seconds" is not written in them']]);
    expect(runs(b)).toEqual(runs(analyze(SWAPOFF)));
    // a run's measure given again is a repetition: their mean, each kept
    const twice = [...values, said('with patch', 'Real hardware', '4 seconds')];
    const c = analyze(SWAPOFF, { hints: [{ kind: 'read-lines', block, as: 'values', values: twice }] });
    const reps = c.measurements.find((x) => x.config === 'with patch' && x.metric === 'Real hardware')!;
    expect([reps.value, reps.samples]).toEqual([37, [70, 4]]);
  });

  it('lines followed by `...` and more lines are read as said, not left out as an excerpt of a trace (gh-sysbench-254)', () => {
    const SYSBENCH = read('gh-sysbench-254-memory-threads-bold-mibs-then-stream');
    const block = linesRef(SYSBENCH, 22, 24)!;
    expect(block.first).toBe('1) OMP_NUM_THREADS=1 ./stream, get:');
    const hint: Hint = {
      kind: 'read-lines',
      block,
      as: 'values',
      values: [said('OMP_NUM_THREADS=1', 'Copy Best Rate MB/s', '9849.5')],
    };
    const a = analyze(SYSBENCH, { hints: [hint] });
    expect(notes(a)).toEqual([[true, 'lines 22-24']]);
    expect(value(a, 'OMP_NUM_THREADS=1', 'Copy Best Rate MB/s')).toBe(9849.5);
    expect(a.blocks.find((b) => b.startLine === 22)!.reading!.reader).toBe('your correction');
  });

  it('a clock reading pointed at whose seconds lost their `s` (`16m45s vs 17m35`) is its seconds', () => {
    const NUMAB = read('lkml-numab-protnone-ipi-prose-runtime-mmss-perf-stat-vmstat');
    const block = linesRef(NUMAB, 65, 66)!;
    const values = [
      said('patched', 'Runtime', '16m45s'),
      said('4.0-rc1', 'Runtime', '17m35'),
      said('3.19', 'Runtime', '6m5s'),
    ];
    const a = analyze(NUMAB, { hints: [{ kind: 'read-lines', block, as: 'values', values }] });
    expect(notes(a)).toEqual([[true, 'lines 65-66']]);
    expect(['patched', '4.0-rc1', '3.19'].map((r) => value(a, r, 'Runtime'))).toEqual([1005, 1055, 365]);
  });

  it('a range of factors pointed at (`4.02–4.18×`) is the middle of its ends (gh-ff5m-66)', () => {
    const FF5M = read('gh-ff5m-66-zram-algo-ratio-table-cold-pages-prose');
    const block = linesRef(FF5M, 18, 24)!;
    const values = [said('zstd', 'ratio', '4.02–4.18×'), said('lzo', 'ratio', '2.74×')];
    const a = analyze(FF5M, { hints: [{ kind: 'read-lines', block, as: 'values', values }] });
    expect(notes(a)).toEqual([[true, 'lines 18-24']]);
    const zstd = a.measurements.find((x) => x.config === 'zstd' && x.metric === 'ratio')!;
    expect([zstd.value, zstd.samples]).toEqual([expect.closeTo(4.1, 9), [4.02, 4.18]]);
    expect(value(a, 'lzo', 'ratio')).toBe(2.74);
  });

  it('a range of counts with one magnitude after both ends (`51-52M IOPS`) is the middle of `51M` and `52M`', () => {
    const URING = read('lkml-io-uring-passthru-fixedbufs-tldr-qmark-tabs-flowed');
    const block = linesRef(URING, 141, 158)!;
    const values = [said('irq driven', 'IOPS', '51-52M'), said('polled', 'IOPS', '71M')];
    const a = analyze(URING, { hints: [{ kind: 'read-lines', block, as: 'values', values }] });
    const irq = a.measurements.find((x) => x.config === 'irq driven')!;
    expect([irq.value, irq.samples]).toEqual([51.5e6, [51e6, 52e6]]);
    expect(value(a, 'polled', 'IOPS')).toBe(71e6);
  });

  it('a count per second with its magnitude (`570 KIOPS`, `5.01 MIOPS`, `7k iops`) is the count (batch 22)', () => {
    const DMABUF = read('mail-io-uring-dmabuf-iommu-strict-lazy-passthrough-before-after-kiops-miops-quoted-2025');
    const block = linesRef(DMABUF, 114, 117)!;
    expect(block.first).toBe('- STRICT: before = 570 KIOPS, after = 5.01 MIOPS');
    const values = [said('before', 'STRICT', '570 KIOPS'), said('after', 'STRICT', '5.01 MIOPS')];
    const a = analyze(DMABUF, { hints: [{ kind: 'read-lines', block, as: 'values', values }] });
    expect(notes(a)).toEqual([[true, 'lines 115-117']]);
    // runs written in KIOPS and MIOPS compare: 5.01 MIOPS is 8.79 times 570 KIOPS, not 0.009 times
    expect([value(a, 'before', 'STRICT'), value(a, 'after', 'STRICT')]).toEqual([570e3, 5.01e6]);
    const DISK = read('lkml-table-block-diskstats-fio-jobs-columns-before-after-k-iops-bloat-o-meter-2020');
    const table = analyze(DISK, {
      hints: [{ kind: 'read-lines', block: linesRef(DISK, 63, 65)!, as: 'table', runs: 'rows' }],
    });
    expect(['JOBS=1', 'JOBS=10'].map((m) => value(table, 'Before', m))).toEqual([7000, 64000]);
    expect(['JOBS=1', 'JOBS=10'].map((m) => value(table, 'After', m))).toEqual([18000, 120000]);
  });

  it('iperf’s transfer in GBytes is a size, in bytes as iperf counts them (gh-iperf-286)', () => {
    const IPERF = read('gh-iperf-286-iperf2-vs-iperf3-100g-sum-last-lines-in-prose');
    const values = [said('iperf2', 'transfer', '337 GBytes'), said('iperf3', 'transfer', '123 GBytes')];
    const a = analyze(IPERF, {
      hints: [{ kind: 'read-lines', block: linesRef(IPERF, 11, 26)!, as: 'values', values }],
    });
    expect([value(a, 'iperf2', 'transfer'), value(a, 'iperf3', 'transfer')]).toEqual([337 * 2 ** 30, 123 * 2 ** 30]);
    expect(a.measurements.find((m) => m.config === 'iperf2')!.unit).toBe('bytes');
  });

  it("fish's time output pointed at: `216.10 millis`, `150.00 micros` in seconds (time-io-uring-multishot)", () => {
    const text = read('time-io-uring-multishot-accept-stock-patched-plus-fish-executed-in-blocks');
    const block = linesRef(text, 172, 185)!;
    const a = analyze(text, {
      hints: [
        {
          kind: 'read-lines',
          block,
          as: 'values',
          values: [
            { run: 'singleshot, normal files', measure: 'Executed in', value: '216.10 millis' },
            { run: 'singleshot, normal files', measure: 'usr time fish', value: '150.00 micros' },
            { run: 'multishot, fixed files', measure: 'Executed in', value: '189.04 millis' },
          ],
        },
      ],
    });
    expect(notes(a)).toEqual([[true, 'lines 172-185']]);
    expect(value(a, 'singleshot, normal files', 'Executed in')).toBeCloseTo(0.2161, 6);
    expect(value(a, 'singleshot, normal files', 'usr time fish')).toBeCloseTo(0.00015, 8);
    expect(value(a, 'multishot, fixed files', 'Executed in')).toBeCloseTo(0.18904, 6);
  });

  it('a change against a run whose value the text does not write: both relative to it (gh-rocksdb-10461)', () => {
    const text = read('gh-rocksdb-10461-fix-vs-revert-block-cache-by-rx-by-os-bullets');
    expect(runs(analyze(text))).toEqual([]);
    const block = linesRef(text, 23, 23)!;
    const change = (value: string, direction?: 'higher' | 'lower'): Hint => ({
      kind: 'read-lines',
      block,
      as: 'values',
      values: [
        { run: 'fix', measure: 'qps smaller at 4 threads', value: '0.57%' },
        { run: 'fix', measure: 'qps at 4 threads', value, against: 'revert', ...(direction ? { direction } : {}) },
      ],
    });
    const a = analyze(text, { hints: [change('0.57%', 'lower')] });
    expect(notes(a)).toEqual([[true, 'lines 23-23']]);
    // the run the change is against is a run: it is 1, the run 0.57% lower
    expect(runs(a)).toEqual(['fix', 'revert']);
    expect(value(a, 'revert', 'qps at 4 threads')).toBe(1);
    expect(value(a, 'fix', 'qps at 4 threads')).toBeCloseTo(0.9943, 10);
    expect(a.measurements.find((m) => m.metric === 'qps at 4 threads')!.unit).toBe('');
    // the same text pointed at as a value and as a change: each found on its own
    expect(value(a, 'fix', 'qps smaller at 4 threads')).toBe(0.57);
    // without a direction, the value's sign: 0.57% is higher
    expect(value(analyze(text, { hints: [change('0.57%')] }), 'fix', 'qps at 4 threads')).toBeCloseTo(1.0057, 10);
  });

  it("a change against a run from the run's own value: the other's derived, in the measure's unit (gh-dfinity-4801)", () => {
    const text = read('gh-dfinity-4801-thp-commits-wrapped-total-time');
    const block = linesRef(text, 5, 20)!;
    const total = 'Embedders Heap total time';
    const hint = (values: PointedValue[]): Hint => ({ kind: 'read-lines', block, as: 'values', values });
    const a = analyze(text, {
      hints: [
        hint([
          { run: '3cc2d870fb', measure: total, value: '123947 ms' },
          { run: '3cc2d870fb', measure: total, value: '-15991.0 ms', against: 'c5e2324da2' },
          { run: 'b52f12533a', measure: total, value: '98138 ms' },
          { run: 'b52f12533a', measure: total, value: '-29.9%', against: 'c5e2324da2' },
        ]),
      ],
    });
    expect(a.baseline).toBe('c5e2324da2');
    // 123947 + 15991.0 ms and 98138 / (1 - 0.299) ms: two derivations of one value, its repetitions
    const base = a.measurements.find((m) => m.config === 'c5e2324da2')!;
    expect(base.samples).toEqual([139.938, expect.closeTo(98.138 / 0.701, 9)]);
    expect(base.value).toBeCloseTo((139.938 + 98.138 / 0.701) / 2, 9);
    expect(base.unit).toBe('s');
    // an amount needs one of the two runs' own value; a percent with another run's value in the measure is said
    const amount = analyze(text, {
      hints: [hint([{ run: '3cc2d870fb', measure: total, value: '-15991.0 ms', against: 'c5e2324da2' }])],
    });
    expect(notes(amount)).toEqual([
      [
        false,
        'lines 5-20: "-15991.0 ms" is an amount: point at 3cc2d870fb\'s or c5e2324da2\'s own Embedders Heap total time too, it is the change of one',
      ],
    ]);
    const mixed = analyze(text, {
      hints: [
        hint([
          { run: 'e4fba84ca1', measure: total, value: '109428 ms' },
          { run: '3cc2d870fb', measure: total, value: '-11.4%', against: 'c5e2324da2' },
        ]),
      ],
    });
    expect(notes(mixed)[0]![1]).toBe(
      'lines 5-20: "-11.4%": Embedders Heap total time has values of other runs; point at 3cc2d870fb\'s or c5e2324da2\'s own too',
    );
  });

  it('a measure counted in myriads (`QPS (万)`): the number of `40W` pointed at is 400000 (gh-codis-773)', () => {
    const text = read('gh-codis-773-redis-benchmark-pipeline-qps-prose-zh');
    const a = analyze(text, {
      hints: [
        {
          kind: 'read-lines',
          block: linesRef(text, 1, 1)!,
          as: 'values',
          values: [
            { run: '加上-P', measure: 'QPS (万)', value: '40' },
            { run: '不加-P', measure: 'QPS (万)', value: '4' },
          ],
        },
      ],
    });
    expect(notes(a)).toEqual([[true, 'lines 1-1']]);
    expect(value(a, '加上-P', 'QPS')).toBe(400000);
    expect(value(a, '不加-P', 'QPS')).toBe(40000);
    expect(a.measurements[0]!.unit).toBe('qps');
  });

  it('a value stands whole: not inside a longer number', () => {
    expect(wholeValueAt('from 545MiB to 517MiB', '45MiB')).toBe(-1);
    expect(wholeValueAt('from 545MiB to 517MiB', '517MiB')).toBe(15);
    expect(wholeValueAt('took 4.5 s, then 4.55 s', '4.5')).toBe(5);
    expect(wholeValueAt('took 14.5 s', '4.5')).toBe(-1);
    expect(wholeValueAt('~4t/s of TG', '4t/s')).toBe(1);
  });
});

describe('cell separators', () => {
  it('a word or a dash parts cells only between blanks; glued punctuation anywhere', () => {
    const cells = (t: string, sep?: string) => t.split(cellSplitter(sep)).map((c) => c.trim());
    expect(cells('1-page     1-page-this-patch')).toEqual(['1-page', '1-page-this-patch']);
    expect(cells('0.57   vs.  0.55', 'vs')).toEqual(['0.57', '0.55']);
    expect(cells('Bulk-API-before - improved -11.9%', '-')).toEqual(['Bulk-API-before', 'improved -11.9%']);
    expect(cells('Means = 550500.0, 494500.0', '= ,')).toEqual(['Means', '550500.0', '494500.0']);
    expect(cells('compact_stall 3642 4048', 'blanks')).toEqual(['compact_stall', '3642', '4048']);
  });

  it('values copied as a locale wrote them (`1.487.148`, `141.394`) are found where the lines read them as numbers', () => {
    const text = read('lkml-futex-private-hash-perf-bench-eu-thousands-qp');
    const block = linesRef(text, 101, 125)!;
    const values: PointedValue[] = [
      { run: 'Before the introducing task local hash', measure: 'E5-2650 shared', value: '1.487.148' },
      { run: 'With the series', measure: 'E5-2650 shared', value: '1.326.342' },
      { run: 'With the series', measure: 'E5-2650 -b128', value: '141.394' },
    ];
    const a = analyze(text, { hints: [{ kind: 'read-lines', block, as: 'values', values }] });
    expect(notes(a)).toEqual([[true, 'lines 101-125']]);
    expect(value(a, 'Before the introducing task local hash', 'E5-2650 shared')).toBe(1487148);
    expect(value(a, 'With the series', 'E5-2650 -b128')).toBe(141394);
    // a value the lines do not hold, in either form, is still said
    const wrong = analyze(text, {
      hints: [{ kind: 'read-lines', block, as: 'values', values: [{ ...values[0]!, value: '9.999.999' }] }],
    });
    expect(notes(wrong)).toEqual([[false, 'lines 101-125: "9.999.999" is not written in them']]);
  });
});
