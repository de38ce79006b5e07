import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, recognizedAnything } from '../../src/core/analyze';
import { blockOtherReadings, OTHER_READINGS_CHARS_IN_WORKER } from '../../src/core/otherReadings';
import {
  analyzeOffThread,
  Cancelled,
  OFF_THREAD_CHARS,
  otherReadingsOffThread,
  setWorkerDir,
} from '../../src/host/offThread';

setWorkerDir(join(__dirname, '../../dist'));

/** A /proc/vmstat time series of about `bytes` characters. */
function series(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let t = 0; size < bytes; t++) {
    const dump =
      `${1764669600 + t}\n` +
      Array.from({ length: 40 }, (_, i) => `pgcounter_${i} ${1000 + t * (i + 1)}`).join('\n') +
      '\n';
    parts.push(dump);
    size += dump.length;
  }
  return parts.join('');
}

/** The analysis of one text as the host makes it (with its dashboard view). */
const analyzeText = async (text: string, token?: never) =>
  (await analyzeOffThread([{ name: 'input', text }], null, token)).analysis;
const recognizes = async (text: string) => recognizedAnything(await analyzeText(text));

describe('large inputs off the extension host thread', () => {
  const big = series(OFF_THREAD_CHARS * 6);

  it('a large text is recognized and analyzed in the worker while the host thread keeps running', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const { analysis, view } = await analyzeOffThread([{ name: 'input', text: big }], null);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    const vm = analysis.blocks.find((b) => b.kind === 'vmstat')!;
    expect(vm.data.type === 'vmstat' && vm.data.snapshots).toBeGreaterThan(1000);
    // the dashboard's charts were drawn from the whole series in the worker, before the reply was slimmed
    expect(vm.data.type === 'vmstat' && vm.data.series.get('pgcounter_0')).toHaveLength(2);
    expect(view().model.charts.vmstat[0]!.times.length).toBeGreaterThan(500);
    expect(recognizedAnything(analysis)).toBe(true);
    expect(await recognizes('just prose\n'.repeat(OFF_THREAD_CHARS / 5))).toBe(false);
  });

  it('multi-byte text survives the trip: the worker sees exactly the text (surrogate pairs across slices included)', async () => {
    const prose = 'Durchsatz gemessen: é ü 😀 𝔘 — '.repeat(200_000);
    const text = `${prose}\nmetric  r1  r2\ntg128 t/s  4.0  5.0\n${prose}`;
    expect(text.length).toBeGreaterThan(OFF_THREAD_CHARS * 4);
    const off = await analyzeText(text);
    const inline = analyze(text);
    expect(off.measurements).toEqual(inline.measurements);
    expect(off.blocks.map((b) => [b.kind, b.startLine, b.endLine])).toEqual(
      inline.blocks.map((b) => [b.kind, b.startLine, b.endLine]),
    );
  });

  it('cancel stops the worker', async () => {
    const listeners: (() => void)[] = [];
    const token = {
      isCancellationRequested: false,
      onCancellationRequested: (f: () => void) => (listeners.push(f), { dispose() {} }),
    };
    const cancel = () => {
      token.isCancellationRequested = true;
      for (const f of listeners) f();
    };
    const early = analyzeText(big, token as never);
    cancel();
    await expect(early).rejects.toBeInstanceOf(Cancelled);
    // once the worker runs too
    token.isCancellationRequested = false;
    const late = analyzeText(big, token as never);
    await new Promise((r) => setTimeout(r, 50));
    cancel();
    await expect(late).rejects.toBeInstanceOf(Cancelled);
  });
});

describe("a block's other readings in the worker", () => {
  const text = readFileSync(
    join(__dirname, '../wild/gh-aura-668-release-lto-cgu1-with-vs-without-build-min-sec-plus-size-table.txt'),
    'utf8',
  );
  const doc = { name: 'aura.txt', text };
  const key = analyze(text).blocks.find((b) => b.startLine === 19)!.key!;

  it('are the ones tried on the thread, while the host thread keeps running', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const off = await otherReadingsOffThread(doc, [], key);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    expect(off.others.length).toBeGreaterThan(1);
    expect(off).toEqual(blockOtherReadings(doc, [], key));
  });

  it('are tried for a text longer than the page tries, up to the worker limit, and a note says past it', async () => {
    const padded = { name: 'padded.txt', text: text + '\n'.repeat(300_000) };
    const tried = await otherReadingsOffThread(padded, [], key);
    expect(tried.note).toBeNull();
    expect(tried.others.length).toBeGreaterThan(1);
    const long = { name: 'long.txt', text: text + '\n'.repeat(OTHER_READINGS_CHARS_IN_WORKER) };
    const refused = await otherReadingsOffThread(long, [], key);
    expect(refused.others).toEqual([]);
    expect(refused.note).toMatch(/^long\.txt is too long to try its other readings here/);
  });

  it('cancel stops them', async () => {
    const listeners: (() => void)[] = [];
    const token = {
      isCancellationRequested: false,
      onCancellationRequested: (f: () => void) => (listeners.push(f), { dispose() {} }),
    };
    const trying = otherReadingsOffThread(doc, [], key, token as never);
    await new Promise((r) => setTimeout(r, 20));
    token.isCancellationRequested = true;
    for (const f of listeners) f();
    await expect(trying).rejects.toBeInstanceOf(Cancelled);
  });
});
