/** Numbers as written (issue 33): a pasted value to its own precision, a `± x%` spread as a percentage, `~` inside the stated spreads. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOne } from '../../src/core/judge/compare';
import type { Measurement } from '../../src/core/model';
import { renderText } from '../../src/core/report/text';
import { formatWritten, spreadPercent, stddevText } from '../../src/core/report/written';
import { analyze } from './helpers';

const meas = (value: number, stddev?: number, n?: number, config = 'b'): Measurement => ({
  config,
  metric: 'tg128 t/s',
  value,
  unit: 't/s',
  stddev,
  n,
  block: 0,
  line: 1,
});

describe('numbers as written', () => {
  it.each([
    [7.26, '7.26'],
    [0.15, '0.15'],
    [97.165273, '97.165273'],
    [316100000, '3.161e+08'],
    [2.242e8, '2.242e+08'],
    [6984234, '6,984,234'],
    [1510, '1,510'],
    [0.005, '0.005'],
    [0.1 * 3, '0.3'],
    [0.0000053, '5.3e-06'],
    [-4.5, '-4.5'],
  ])('%s prints as %s', (v, text) => {
    expect(formatWritten(v)).toBe(text);
  });

  it('a stddev read from "± 14%" prints as ± 14%, a written absolute as written', () => {
    expect(spreadPercent(7.26, 7.26 * 0.14)).toBe(14);
    expect(stddevText(meas(7.26, 7.26 * 0.14), '7.26')).toBe('± 14%');
    expect(stddevText(meas(210696, 210696 * 0.06), '210,696')).toBe('± 6%');
    expect(stddevText(meas(69.31, 2.7), '69.31')).toBe('2.70');
    // a whole percent that has no more decimals than the value was written as a number
    expect(spreadPercent(100, 5)).toBeUndefined();
  });

  it('a value so small the share of its spread overflows (`5e-324`, a fuzzed cell) shows the spread, never `± Infinity%`', () => {
    expect(spreadPercent(5e-324, 0.34)).toBeUndefined();
    expect(stddevText(meas(5e-324, 0.34), '5e-324')).not.toMatch(/Infinity|NaN/);
  });

  it('a difference inside both stated spreads (no n) is not distinguishable, not worse', () => {
    const c = compareOne(meas(7.22, 0.07), meas(7.26, 0.05, undefined, 'a'))!;
    expect(c.verdict).toBe('worse');
    expect(c.significant).toBe(false);
    const far = compareOne(meas(6.9, 0.07), meas(7.26, 0.05, undefined, 'a'))!;
    expect(far.significant).toBeUndefined();
  });

  it('an lkp report prints as the robot wrote it: 272.18 ms, 0.50 beside 0.48, 1.06e+10', () => {
    const t = renderText(
      analyze(readFileSync(join(__dirname, '../wild/lkp-stress-ng-numa-mempolicy-two-blocks.txt'), 'utf8')),
    );
    expect(t).toMatch(/^ +272\.18 +0\.31 {2}cpu perf-sched\.wait_time\.avg\.ms\.$/m);
    expect(t).toMatch(/^ +± 77% +± 220% +± stddev$/m);
    expect(t).toMatch(/^ +0\.50 +0\.48 {2}cpu perf-stat\.i\.cpi$/m);
    expect(t).toMatch(/^ +1\.06e\+10 +1\.096e\+10 {2}cpu perf-stat\.i\.instructions$/m);
  });

  it('the text report prints a pasted table as written', () => {
    const t = renderText(
      analyze(
        '| config | tg128 t/s | events |\n|---|---|---|\n| base | 7.26 ± 0.05 | 3.161e+08 |\n| patched | 7.22 ± 0.07 | 3.2e+08 |\n',
      ),
    );
    expect(t).toMatch(/7\.26\s+7\.22/);
    expect(t).not.toContain('7.260');
    expect(t).toMatch(/0\.99x~/);
  });
});

describe('units in names', () => {
  it('a latency_ms column read as seconds prints in ms again, as its name says, in text, Markdown and CSV', async () => {
    const { renderCsv } = await import('../../src/core/report/csv');
    const { renderMarkdown } = await import('../../src/core/report/markdown');
    const a = analyze('config,latency_ms,throughput\nbase,5,100\npatched,4.5,110\n');
    expect(a.measurements.find((m) => m.metric === 'latency_ms')!.unit).toBe('s');
    // a row to one precision: 5 beside 4.5 prints 5.0
    expect(renderText(a)).toMatch(/^latency_ms +5\.0 +4\.5$/m);
    expect(renderCsv(a)).toContain('latency_ms,5.0,4.5');
    expect(renderMarkdown(a)).toMatch(/latency_ms \| 5\.0 \| 4\.5/);
  });

  it('namedUnitScale reads the unit at the end of a name', async () => {
    const { namedUnitScale } = await import('../../src/core/report/tables');
    expect(namedUnitScale('latency_ms', 's')).toBe(1e-3);
    expect(namedUnitScale('wait us', 's')).toBe(1e-6);
    expect(namedUnitScale('p99 (usec)', 's')).toBe(1e-6);
    expect(namedUnitScale('elapsed', 's')).toBe(1);
    expect(namedUnitScale('latency_ms', 'count')).toBe(1);
  });

  it('a row of times under a hundredth of a second prints in ms, µs or ns, its label saying so; the ratios keep their names', async () => {
    const { renderCsv } = await import('../../src/core/report/csv');
    const { renderMarkdown } = await import('../../src/core/report/markdown');
    const a = analyze(
      '| run | p99 (ms) | Server Time (us/call) | real (s) |\n|---|---|---|---|\n| before | 1.175 | 0.942892 | 2.5 |\n| after | 0.991 | 1.021245 | 2.25 |\n',
    );
    expect(a.measurements.find((m) => m.metric === 'p99 (s)')!.value).toBeCloseTo(0.001175, 9);
    const text = renderText(a);
    expect(text).toMatch(/^p99 \(ms\) +1\.175 +0\.991$/m);
    expect(text).toMatch(/^Server Time \(µs\/call\) +0\.942892 +1\.021245$/m);
    // seconds as written stay seconds
    expect(text).toMatch(/^real \(s\) +2\.50 +2\.25$/m);
    expect(text).toMatch(/^p99 \(ms\) vs before +1\.00x +0\.84x$/m);
    expect(text).not.toMatch(/e-0\d/);
    expect(renderCsv(a)).toContain('p99 (ms),1.175,0.991');
    expect(renderMarkdown(a)).toMatch(/Server Time \(µs\/call\) \| 0\.942892 \| 1\.021245/);
  });

  it('subsecondUnit: the largest of ms, µs and ns that brings the row to 1 or more, only for seconds no name states', async () => {
    const { subsecondUnit } = await import('../../src/core/report/tables');
    expect(subsecondUnit('p99 (s)', 's', [0.001111, 0.000991])).toEqual({ f: 1e-3, label: 'p99 (ms)' });
    expect(subsecondUnit('Server Time (s/call)', 's', [9.4e-7, 7.3e-7])).toEqual({
      f: 1e-9,
      label: 'Server Time (ns/call)',
    });
    expect(subsecondUnit('wait', 's', [1.1e-5])).toEqual({ f: 1e-6, label: 'wait (µs)' });
    expect(subsecondUnit('real', 's', [0.5, 0.002])).toBeUndefined();
    expect(subsecondUnit('latency_ms', 's', [0.0005])).toBeUndefined();
    expect(subsecondUnit('pages', 'count', [0.0005])).toBeUndefined();
    expect(subsecondUnit('idle', 's', [0, 0])).toBeUndefined();
  });
});
