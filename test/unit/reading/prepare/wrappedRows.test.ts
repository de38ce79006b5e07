/** Table rows a mail client cut at its width, joined again from the evidence of the run. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { prepare } from '../../../../src/core/reading/prepare';

const reaim = readFileSync('test/wild/lkp-lkml-reaim-sched-fair-quoted-wrapped-4col.txt', 'utf8');

describe('rows a mail client cut', () => {
  it('each cut row of a quoted four-commit lkp table is one line again, pointing at both lines it came from', () => {
    const p = prepare(reaim);
    const lines = p.text.split('\n');
    const k = lines.findIndex((l) => l.includes('reaim.child_systime'));
    expect(lines[k]).toMatch(/^>\s+0\.69\s+-10\.3%\s+0\.62\s+-9\.1%\s+0\.62\s+-7\.1%\s+0\.64\s+reaim\.child_systime$/);
    expect(p.origin!.last[k]! - p.origin!.first[k]!).toBe(1);
    const head = lines.findIndex((l) => l.includes('9f68395333ad7f5b 070f5e860ee2bf588c99ef7b4c2'));
    expect(lines[head]!.trim().split(/\s+/).slice(1)).toEqual([
      '9f68395333ad7f5b',
      '070f5e860ee2bf588c99ef7b4c2',
      'v5.7',
      '3e1643da53f3fc7414cfa3ad2a1',
    ]);
  });

  it('so the table is read with its four commits as the runs', () => {
    const a = analyze(reaim);
    const jobs = a.measurements.filter((m) => m.metric === 'reaim.jobs_per_min').map((m) => m.value);
    expect(jobs.slice(0, 4)).toEqual([66870, 60187, 61787, 62807]);
  });

  it('a label line over each row (`25%-UDP_RR:`) is no cut row', () => {
    const rows = ['      baseline                  with-SM_IDLE', '', '25%-TCP_RR:'];
    for (const [label, v] of [
      ['25%-UDP_RR:', 2746806],
      ['25%-TCP_STREAM:', 1352061],
      ['25%-UDP_STREAM:', 1815205],
      ['50%-TCP_RR:', 3981514],
    ] as const)
      rows.push(`   ${v}            +0.0%    ${v + 1}        netperf.Throughput_total_tps`, label);
    const text = rows.join('\n');
    expect(prepare(text).text).toBe(text);
  });

  it('prose wrapped at the margin is no table', () => {
    const prose = Array.from({ length: 8 }, (_, k) =>
      k % 2 ? 'short rest of the sentence' : '   The numbers above were taken on a quiet machine with the fix applied',
    ).join('\n');
    expect(prepare(prose).text).toBe(prose);
  });
});
