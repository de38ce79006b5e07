/**
 * Memory bounded by the size of the input, not its shape (issue 35): each shape runs in the built CLI, which
 * reports its peak resident memory at exit; the bound is the issue's, 3x the input + 200 MB.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(__dirname, '../../bin/tierscope.js');
const tmp = mkdtempSync(join(tmpdir(), 'tierscope-shape-'));

const PEAK = join(tmp, 'peak.cjs');
writeFileSync(
  PEAK,
  `process.on('exit', () => process.stderr.write('peak RSS ' + process.resourceUsage().maxRSS + ' kB\\n'));\n`,
);

/** The CLI on `text`: its exit status, stderr, peak RSS in MB and the bound for this input. */
function analyzePeak(name: string, text: string) {
  const file = join(tmp, name);
  writeFileSync(file, text);
  const r = spawnSync(process.execPath, ['-r', PEAK, BIN, 'analyze', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const kb = Number(/peak RSS (\d+) kB/.exec(r.stderr)?.[1]);
  return { code: r.status, err: r.stderr, peakMB: kb / 1024, boundMB: (3 * Buffer.byteLength(text)) / 2 ** 20 + 200 };
}

/** Words of pastes (numbers, units, table bars) on one line of `mb` megabytes, no line break. */
function oneLine(mb: number): string {
  const words = ['pgfault', '12', 'numa', 'the', 'x', '=', '|', '1.5', 'GB', 'node0', '>', 'real', '0m1.2s'];
  const out: string[] = [];
  let size = 0;
  for (let k = 0; size < mb << 20; k++) {
    const w = words[(k * 7919) % words.length]!;
    out.push(w);
    size += w.length + 1;
  }
  return out.join(' ') + '\n';
}

describe('memory by shape', () => {
  it('one 16 MB line within 3x + 200 MB (it took 1.2 GB: re-broken token by token, a line index per character)', () => {
    const r = analyzePeak('line16.txt', oneLine(16));
    expect(r.err).not.toMatch(/heap out of memory|internal error/);
    expect(r.peakMB).toBeLessThan(r.boundMB);
    expect(r.code).toBe(1); // nothing recognized, said in one line
    expect(r.err).toMatch(/^tierscope: nothing recognized in/);
  }, 120_000);

  it('a 20 MB minified JSON within 3x + 200 MB', () => {
    const recs = Array.from({ length: 90000 }, (_, k) => ({
      build_commit: 'abc',
      model_type: 'llama 7B',
      n_threads: 1 + (k % 64),
      avg_ts: (k * 7919) % 1000,
      test: 'pp512',
      samples_ts: [1, 2, 3, 4, 5].map((x) => x * k),
    }));
    const r = analyzePeak('min.json', JSON.stringify(recs));
    expect(r.err).not.toMatch(/heap out of memory|internal error/);
    expect(r.peakMB).toBeLessThan(r.boundMB);
  }, 120_000);
});
