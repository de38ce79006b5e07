/**
 * The claim check: ratios and percentages a text states against a named run, or in a comparison column,
 * matched to the same runs' numbers. Over test/wild it prints how many claims were found, matched, agreeing
 * and disagreeing; every disagreement is one a reader confirmed in the text (DISAGREEING), so a new one is a
 * false alarm until read, and a confirmed one that goes missing is a miss.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { checkClaims } from '../../../src/core/judge/claims';
import { readClaims } from '../../../src/core/reading/prose/claims';

const WILD = join(__dirname, '..', '..', 'wild');

/** Every claim of the corpus its own numbers do not bear out, as read in the text (file:line -> why). */
const DISAGREEING: Record<string, string> = {
  'fio-lkml-mglru-run-status-deep-quoted.txt:290':
    'workingset_refault_anon 10512 -> 35277 is +236% (3.36x), the Change column says +30%',
  'kernbench-lkml-kmemcg-three-blocks-vs-base.txt:102':
    "Dave's User Time 4146.8 against Base's 4142 is +0.12%, the line says +0.84% (its Elapsed and System lines agree)",
  'lkml-defrag-mode-oomfix-vanilla-pct-columns.txt:138':
    'Direct compact success 7.93 -> 4.07 is -48.7%, the column says -43.28% (every other row of the table computes exactly)',
  'mmtests-lkml-memcg-thp-charge-vanilla-patched-plus-pct-double-quoted.txt:56':
    'pgmajfault 2.00 -> 1.80 is -10.0%, the column says -6.67% (its pgalloc and pgfault rows compute exactly; batch 11, read after the check was written)',
  'lkml-weighted-interleave-v4-mlc-stream-xsbench.txt:185':
    'MLC W2: 412.5 / 113.04 = 3.65x over default interleave, "Gain ... 2.64x" (the cover letter\'s +264% is right)',
  'lkml-weighted-interleave-v4-mlc-stream-xsbench.txt:193':
    'MLC W5: 382.7 / 117.23 = 3.26x over default interleave, "Gain ... 2.26x" (the cover letter\'s +226% is right)',
};

describe('claims in the corpus', () => {
  it('are found and checked; every disagreement is one a reader confirmed', () => {
    const counts = { claims: 0, agrees: 0, disagrees: 0, unmatched: 0 };
    const disagreeing: string[] = [];
    for (const f of readdirSync(WILD).filter((x) => x.endsWith('.txt'))) {
      const a = analyze(readFileSync(join(WILD, f), 'utf8'));
      for (const k of checkClaims(a)) {
        counts.claims++;
        counts[k.verdict]++;
        if (k.verdict === 'disagrees') disagreeing.push(`${f}:${k.claim.line}`);
      }
    }
    console.log(`claims: ${JSON.stringify(counts)}`);
    expect(counts.agrees).toBeGreaterThan(1000);
    expect(disagreeing.sort()).toEqual(Object.keys(DISAGREEING).sort());
  });
});

describe('reading claims', () => {
  it('reads a change against a named run, in prose and in `label: value` lines', () => {
    const c = readClaims(
      [
        '1) MLC (W2) : +38% over DRAM. +264% over default interleave.',
        'Gain over default interleave:           2.64x',
        'regular interleaving leads to a ~40% performance regression over baseline',
        'tensor split is 1.7x faster than layer split here',
      ].join('\n'),
    );
    expect(c.map((x) => [x.stated, x.unit, x.against, x.line])).toEqual([
      [38, '%', 'DRAM', 1],
      [264, '%', 'default interleave', 1],
      [2.64, 'x', 'default interleave', 2],
      [40, '%', 'baseline', 3],
      [1.7, 'x', 'layer split', 4],
    ]);
    expect(c[3]).toMatchObject({ approximate: true, sign: 'down' });
    expect(c[2]!.decimals).toBe(2);
  });

  it('reads a change in a comparison column, against the row', () => {
    const c = readClaims(
      [
        'Sum Throughput:            4767.13 MB/s    6128.59 MB/s   (+28.55%)',
        'Amean     elsp-NUMA01     341.49 (   0.00%)      327.42 *   4.12%*',
        '   8834573 ±  3%     +20.2%   10616944 ±  4%  proc-vmstat.numa_pages_migrated',
      ].join('\n'),
    );
    expect(c.map((x) => [x.stated, x.against])).toEqual([
      [28.55, undefined],
      [0, undefined],
      [4.12, undefined],
      [20.2, undefined],
    ]);
  });

  it('leaves bounds, ranges, sizes and shares alone', () => {
    const c = readClaims(
      [
        'The whole patchset improves the benchmark score up to 119.1% over base.',
        'Stream   : -6% to +4% over DRAM',
        'SF1 is 1.1–1.3× slower than Pinned',
        'a 4x 32GB DIMM box, 12% of memory (12% of DRAM)',
        'improvement of more than 20% over base',
      ].join('\n'),
    );
    expect(c).toEqual([]);
  });
});

describe('checking claims', () => {
  const mlc = (gain: string, against = 'default interleave') =>
    analyze(
      [
        'MLC W2, 2:1 read:write',
        '',
        '                 dram only   default interleave   weighted interleave',
        'bandwidth GB/s   298.8       113.04               412.5',
        '',
        'Gain over DRAM only:                    1.38x',
        `Gain over ${against}:           ${gain}`,
        '',
      ].join('\n'),
    );

  it('finds the gain stated one whole unit short in the mail that has it, and says what its table gives', () => {
    const a = analyze(readFileSync(join(WILD, 'lkml-weighted-interleave-v4-mlc-stream-xsbench.txt'), 'utf8'));
    const f = a.findings.filter((x) => x.code === 'claim-mismatch').map((x) => x.message);
    expect(f).toEqual([
      'The text says 2.64x over default interleave (line 185); its numbers for weighted interleave give 412.50 / 113.04 = 3.65x (bandwidth (GBps): W2 2:1 read:write, line 183).',
      'The text says 2.26x over default interleave (line 193); its numbers for weighted interleave give 382.70 / 117.23 = 3.26x (Performance tests - MLC: bandwidth (GBps): W5 1:1 read:write, line 191).',
    ]);
  });

  it('tells which run a group of gains is of from the one that fits a single run', () => {
    const a = mlc('2.64x');
    expect(checkClaims(a).map((k) => k.verdict)).toEqual(['agrees', 'disagrees']);
    expect(a.findings.find((x) => x.code === 'claim-mismatch')?.message).toBe(
      'The text says 2.64x over default interleave (line 7); its numbers for weighted interleave give 412.50 / 113.04 = 3.65x (bandwidth GB/s, line 4).',
    );
  });

  it('says nothing when the stated gain is right', () => {
    const a = mlc('3.65x');
    expect(checkClaims(a).map((k) => k.verdict)).toEqual(['agrees', 'agrees']);
    expect(a.findings.filter((x) => x.code === 'claim-mismatch')).toEqual([]);
  });

  it('leaves alone a claim whose run is not in the paste', () => {
    expect(checkClaims(mlc('2.64x', 'a CXL-only box')).map((k) => k.verdict)).toEqual(['agrees', 'unmatched']);
  });

  it('checks a comparison column against the row, within the rounding of its values', () => {
    const row = (pct: string) =>
      analyze(
        [
          '                                  Before          After',
          `Sum Throughput:            4767.13 MB/s    6128.59 MB/s   (${pct})`,
          'System time:               219.12s         158.16s        (-27.82%)',
          '',
        ].join('\n'),
      );
    expect(checkClaims(row('+28.55%')).map((k) => k.verdict)).toEqual(['agrees', 'agrees']);
    const wrong = row('+18.55%');
    expect(checkClaims(wrong).map((k) => k.verdict)).toEqual(['disagrees', 'agrees']);
    expect(wrong.findings.find((x) => x.code === 'claim-mismatch')?.message).toContain(
      'The text says +18.55% over Before',
    );
  });

  it('a column among several runs is checked where the line puts each change after its run; elsewhere it may agree, not disagree', () => {
    const row = (line: string) => analyze(['                      base        a              b', line, ''].join('\n'));
    // mmtests: each change after its own run's value; b's 10% is 50 against 100
    const interleaved = row('Amean elsp-1      100.00 (   0.00%)   90.00 *  10.00%*   50.00 *  10.00%*');
    expect(checkClaims(interleaved).map((k) => k.verdict)).toEqual(['unmatched', 'agrees', 'disagrees']);
    expect(interleaved.findings.find((x) => x.code === 'claim-mismatch')?.message).toBe(
      'The text says 10% over base (line 2); its numbers for b give 50 against 100, -50.0% (Amean elsp-1, line 2).',
    );
    // the changes after all the values: which run each is of is a guess
    const apart = row('Amean elsp-1      100.00     90.00     50.00     (0.00%)   (10.00%)   (10.00%)');
    expect(checkClaims(apart).map((k) => k.verdict)).not.toContain('disagrees');
  });

  it('reads a line of two metrics side by side, each with its change, one group at a time (hyrise 2526)', () => {
    const table = (change: string) =>
      analyze(
        [
          '```diff',
          ' +---------++----------+----------+--------++----------+----------+--------+---------+',
          ' | Item    || Latency (ms/iter)   | Change || Throughput (iter/s) | Change | p-value |',
          ' |         ||      old |      new |        ||      old |      new |        |         |',
          ' +---------++----------+----------+--------++----------+----------+--------+---------+',
          ` | 01      ||   249.82 |   253.07 |   +1%˄ ||     4.00 |     3.95 |   -1%˄ |  0.0001 |`,
          `-| 03      ||    70.92 |    74.87 |  ${change}˄ ||    14.10 |    13.36 |   -5%˄ |  0.0000 |`,
          '```',
          '',
        ].join('\n'),
      );
    // before: a line of two metrics was no comparison column (a first cell of 1%, within its rounding of 0, is
    // taken for the reference's own, as on a wrapped mmtests line)
    expect(checkClaims(table(' +6%')).map((k) => k.verdict)).toEqual(['unmatched', 'unmatched', 'agrees', 'agrees']);
    const wrong = table('+16%');
    expect(checkClaims(wrong).map((k) => k.verdict)).toEqual(['unmatched', 'unmatched', 'disagrees', 'agrees']);
    expect(checkClaims(wrong)[2]!.closest?.said).toBe('0.0749 against 0.0709, +5.6%');
  });

  it("reads lkp's change columns of four commits against the first (the runs in the line's order, not the analysis')", () => {
    const table = (change: string) =>
      analyze(
        [
          '75485363ce85526  e82e0561dae9f3ae5a21fc2d3                  v3.15-rc6  60c10afd233f3344479d229dc  ',
          '---------------  -------------------------  -------------------------  -------------------------  ',
          `  35979244 ~ 0%     ${change}   18560785 ~ 0%     -66.0%   12235090 ~ 0%      +8.0%   38868453 ~ 0%   vm-scalability.throughput`,
          '',
          '     28138 ~ 0%   +7448.2%    2123943 ~ 0%   +2724.5%     794777 ~ 0%      +1.6%      28598 ~ 0%   proc-vmstat.allocstall',
          '',
        ].join('\n'),
        { baseline: 'v3.15-rc6' },
      );
    // before: the analysis' baseline (v3.15-rc6) was taken as each row's reference, so no cell could be checked
    expect(checkClaims(table('-48.4%')).map((k) => k.verdict)).toEqual([
      'agrees',
      'agrees',
      'agrees',
      'agrees',
      'agrees',
      'agrees',
    ]);
    const wrong = table('-58.4%');
    expect(checkClaims(wrong).map((k) => k.verdict)).toEqual([
      'disagrees',
      'agrees',
      'agrees',
      'agrees',
      'agrees',
      'agrees',
    ]);
    expect(wrong.findings.find((x) => x.code === 'claim-mismatch')?.message).toMatch(
      /^The text says -58.4% over 75485363ce85526 \(line 3\); its numbers for e82e0561\w* give 18,560,785 against 35,979,244, -48.4%/,
    );
  });
});
