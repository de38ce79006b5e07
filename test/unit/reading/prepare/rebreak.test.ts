/** Text whose line breaks were lost, broken again (reading/prepare/rebreak.ts): quote marks, table rows, perf stat counters, vmstat dumps. */
import { describe, expect, it } from 'vitest';
import { prepare } from '../../../../src/core/reading/prepare';
import { analyze, fixture, labels, m } from '../../helpers';

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

describe('a flattened mail: summary rows with a spread, machines described in one paragraph', () => {
  // from test/wild/flat-perfstat-clear-pages-erms-qemu-vm.txt, from `Performance ===` up to the second perf stat block
  const a = analyze(fixture('flat-spread-rows-machines.txt'));

  it('re-breaks `name  value ( +- x )  ...  # comment` rows one a line: no piece of one becomes a run', () => {
    expect(labels(a)).toEqual(['Icelakex, create 192GB qemu-VM, clear_page_erms()']);
    expect(m(a, labels(a)[0]!, 'instructions').value).toBe(3077416348);
  });

  it('gives the captioned block its machine’s settings, found across the lost line breaks', () => {
    expect(a.configs[0]!.tunables).toMatchObject({ no_turbo: '1', scaling_governor: 'performance' });
    expect(a.configs[0]!.tunables.boost).toBeUndefined();
  });
});
