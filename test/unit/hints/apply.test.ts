/** Each correction applied to a real text of test/wild through analyze, and what is said of one that cannot apply. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import type { Hint } from '../../../src/core/hints/format';
import type { Analysis } from '../../../src/core/model';

/** Two time(1) outputs quoted in a reply and a side-by-side table of the same runs named another way. */
const ARM = readFileSync(join(__dirname, '..', '..', 'fixtures', 'time-runs-named-two-ways.txt'), 'utf8');

const keyAt = (a: Analysis, line: number) => a.blocks.find((b) => b.startLine === line)!.key!;
const runs = (a: Analysis) => [...new Set(a.measurements.map((m) => m.config))].sort();

describe('corrections applied by analyze', () => {
  const plain = analyze(ARM);

  it('reads the text as it does without hints (the misreading the corrections fix)', () => {
    expect(runs(plain)).toEqual(['Typical collapsed time w/o patch', 'w/', 'w/ the patch', 'w/o'].sort());
    expect(plain.hints).toBeUndefined();
  });

  it("names a block's run, renames and merges runs: three corrections, two runs", () => {
    const hints: Hint[] = [
      { kind: 'rename', from: 'w/o', to: 'w/o patch' },
      { kind: 'rename', from: 'w/', to: 'w/ the patch' },
      { kind: 'run-name', block: { key: keyAt(plain, 174) }, name: 'w/o patch' },
    ];
    const a = analyze(ARM, { hints });
    expect(runs(a)).toEqual(['w/ the patch', 'w/o patch']);
    expect(a.hints!.map((o) => o.applied)).toEqual([true, true, true]);
    expect(a.hints![1]!.note).toBe('merged into "w/ the patch"');
    const named = a.blocks.find((b) => b.startLine === 174)!;
    expect(named.reading!.corrected).toEqual(['run named "w/o patch"']);
    expect(named.reading!.confidence).toBe(1);
    // the comparison now pairs the runs the text compares
    expect(a.comparisons.find((c) => c.metric === 'real' && c.config === 'w/ the patch')?.ratio).toBeCloseTo(
      11.771 / 13.46,
      4,
    );
  });

  it('ignores a block: its values are left out, the block stays listed as corrected', () => {
    const a = analyze(ARM, { hints: [{ kind: 'ignore', block: { key: keyAt(plain, 183) } }] });
    expect(a.measurements.some((m) => m.block === a.blocks.findIndex((b) => b.startLine === 183))).toBe(false);
    expect(runs(a)).toEqual(['Typical collapsed time w/o patch', 'w/ the patch'].sort());
    expect(a.blocks.find((b) => b.startLine === 183)!.reading!.corrected).toEqual(['ignored']);
  });

  it("sets a run's tunables and the baseline; the command line's --baseline goes over the hint", () => {
    const hints: Hint[] = [
      { kind: 'tunables', config: 'w/', set: { 'kernel.numa_balancing': '0' } },
      { kind: 'baseline', config: 'w/' },
    ];
    const a = analyze(ARM, { hints });
    expect(a.configs.find((c) => c.label === 'w/')!.tunables).toEqual({ 'kernel.numa_balancing': '0' });
    expect(a.baseline).toBe('w/');
    expect(analyze(ARM, { hints, baseline: 'w/o' }).baseline).toBe('w/o');
  });

  it('says why a hint is not applied, and applies it to no other block', () => {
    const gone = { key: '0000000000000-4', first: '| a | b |', lines: '183-186' };
    const hints: Hint[] = [
      { kind: 'runs-axis', block: gone, runs: 'rows' },
      { kind: 'run-name', block: { key: keyAt(plain, 183) }, name: 'one' },
      { kind: 'rename', from: 'nobody', to: 'x' },
      { kind: 'header-rows', block: { key: keyAt(plain, 174) }, rows: 2 },
    ];
    const a = analyze(ARM, { hints });
    expect(a.hints!.map((o) => [o.applied, o.note])).toEqual([
      [false, 'no block of the text has this content now (it was lines 183-186: "| a | b |")'],
      [false, 'lines 183-186 holds 2 runs (w/o, w/): rename them instead'],
      [false, 'no run "nobody"'],
      [false, 'time reads a fixed layout: "2 header rows" does not apply'],
    ]);
    expect(runs(a)).toEqual(runs(plain));
  });

  it('keys a block by its own lines: an edit elsewhere keeps the key, an edit inside changes it', () => {
    const key = keyAt(plain, 183);
    const above = analyze('A note added at the top.\n\n' + ARM);
    expect(above.blocks.some((b) => b.key === key)).toBe(true);
    const inside = analyze(ARM.replace('13.460', '13.461'));
    expect(inside.blocks.some((b) => b.key === key)).toBe(false);
  });
});

describe('a correction whose block reads otherwise now', () => {
  // two quoted result blocks of gh-ipex-546 (lines 16-18 and 21-23), a correction saved when they were read otherwise
  const text = readFileSync(
    join(__dirname, '..', '..', 'wild', 'gh-ipex-546-llama2-deepspeed-fp32-bf16-int8-blockquote-bold-latencies.txt'),
    'utf8',
  );
  const stale = (first: string): Hint => ({
    kind: 'one-run',
    block: { key: 'f00dfeed-2', first, lines: '16-18' },
    name: 'INT8 weight-only quantization, without AMP',
  });

  it('is applied to the one block within its lines that still opens with its first line, and says so', () => {
    const a = analyze(text, { hints: [stale('Inference latency: 331.895 s')] });
    expect(a.hints![0]!.applied).toBe(true);
    expect(a.hints![0]!.note).toMatch(/found by its lines/);
    expect(a.configs.map((c) => c.label)).toContain('INT8 weight-only quantization, without AMP');
  });

  it('is not applied where those lines now hold other words: the text changed, not its reading', () => {
    const a = analyze(text, { hints: [stale('Inference latency: 999 s')] });
    expect(a.hints![0]!.applied).toBe(false);
    expect(a.hints![0]!.note).toMatch(/no block of the text has this content now/);
  });
});
