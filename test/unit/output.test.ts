import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChunkWriter } from '../../src/cli/output';
import { analyze } from '../../src/core/analyze';
import { csvChunks, renderCsv } from '../../src/core/report/csv';
import { jsonChunks, toJson } from '../../src/core/report/json';
import { markdownChunks } from '../../src/core/report/markdown';
import { textChunks } from '../../src/core/report/text';
import { example } from './helpers';

/** One vmstat dump per config: 150 configs x 180 counters, a JSON report of several MB. */
function manyConfigs(configs: number): string {
  const names = ['pgpromote_', 'pgdemote_', 'numa_', 'pgmigrate_', 'thp_'].flatMap((p) =>
    Array.from({ length: 36 }, (_, i) => `${p}counter_${i}`),
  );
  const parts: string[] = [];
  for (let c = 0; c < configs; c++)
    parts.push(`==> cfg${c} <==\n${names.map((n, i) => `${n} ${c * 1000 + i * 7}`).join('\n')}\n\n`);
  return parts.join('');
}

const MB = 2 ** 20;

describe('issue 14: every output format is written as a stream', () => {
  const a = analyze(manyConfigs(150));
  const formats = { json: jsonChunks, text: textChunks, csv: csvChunks, markdown: markdownChunks };

  it('no chunk of any format holds the whole report', () => {
    for (const [name, chunks] of Object.entries(formats)) {
      let total = 0;
      let largest = 0;
      let count = 0;
      for (const c of chunks(a)) {
        total += c.length;
        largest = Math.max(largest, c.length);
        count++;
      }
      expect(count, name).toBeGreaterThan(2);
      // one string of everything would make largest === total
      expect(largest, name).toBeLessThan(total / 2);
      if (name === 'json') {
        expect(total).toBeGreaterThan(4 * MB);
        expect(largest).toBeLessThan(MB);
      }
    }
  });

  it('the streamed JSON is the contract, byte for byte, and the CSV the one writer', () => {
    expect([...jsonChunks(a)].join('')).toBe(JSON.stringify(toJson(a), null, 2) + '\n');
    for (const name of ['pghot-llama-bench.txt', 'pghot-microbenchmark.txt', 'ik-llama-thp-thread.md']) {
      const b = analyze(example(name));
      expect([...jsonChunks(b)].join(''), name).toBe(JSON.stringify(toJson(b), null, 2) + '\n');
    }
    expect([...csvChunks(a)].join('')).toBe(renderCsv(a));
  });

  it('the writer writes about a megabyte at a time, never the whole output, and loses nothing', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tierscope-out-')), 'report.json');
    const fd = openSync(file, 'w');
    const w = new ChunkWriter(fd, file);
    for (const c of jsonChunks(a)) w.write(c);
    w.flush();
    closeSync(fd);
    const text = readFileSync(file, 'utf8');
    expect(w.written).toBe(Buffer.byteLength(text));
    expect(w.written).toBeGreaterThan(4 * MB);
    expect(w.largestWrite).toBeLessThan(2 * MB);
    expect((JSON.parse(text) as { measurements: unknown[] }).measurements.length).toBe(
      a.measurements.length + a.derived.length,
    );
  });
});
