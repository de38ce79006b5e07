/**
 * Seeds of file kinds the repo's fixtures and real posts do not hold, for the analysis target: source code
 * (C, shell, Python: test/fuzz/seeds and the source fixtures), JSON (pretty and minified, results and a
 * config), a PDF-like binary (as UTF-8 decoding leaves it, NUL bytes and all), and tables of several sizes
 * in Markdown, CSV and aligned columns (1 row to 4,000 rows).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from './mutate';

/** Source files: ours in test/fuzz/seeds, and the fixtures a source-code test reads. */
function sources(root: string): string[] {
  const dir = join(root, 'test/fuzz/seeds');
  return [
    ...readdirSync(dir)
      .sort()
      .map((f) => join(dir, f)),
    join(root, 'test/fixtures/source/pngtest-like.c'),
    join(root, 'test/fixtures/sniff/ring.c'),
  ].map((f) => readFileSync(f, 'utf8'));
}

/** llama-bench-like result records. */
const records = (n: number) =>
  Array.from({ length: n }, (_, k) => ({
    model_type: 'llama 7B Q4_0',
    n_threads: 1 + (k % 32),
    n_gpu_layers: 0,
    test: k % 2 ? 'tg128' : 'pp512',
    avg_ts: Math.round(((k * 7919) % 1000) + 0.5) / 10,
    stddev_ts: (k % 7) / 10,
    numa: k % 3 ? 'distribute' : 'isolate',
  }));

function jsons(): string[] {
  const config = {
    name: 'tiering-run',
    machine: {
      nodes: [
        { id: 0, kind: 'dram', gib: 64 },
        { id: 1, kind: 'cxl', gib: 256 },
      ],
    },
    tunables: { 'kernel.numa_balancing': 2, 'vm.zone_reclaim_mode': 0 },
    notes: null,
    nested: { a: { b: { c: [1, [2, [3, [4]]]] } } },
  };
  return [
    JSON.stringify(records(8), null, 2),
    JSON.stringify(records(2000)),
    JSON.stringify(config, null, 4),
    JSON.stringify(config),
    records(50)
      .map((r) => JSON.stringify(r))
      .join('\n'),
  ];
}

/** A PDF's shape: a header, objects, a binary stream (NUL bytes in it), an xref table and the trailer. */
function pdfLike(): string {
  const r = new Rng(20261206);
  const stream = Buffer.alloc(12_000);
  for (let i = 0; i < stream.length; i++) stream[i] = r.int(256);
  const parts = [
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1'),
    Buffer.from('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'),
    Buffer.from('3 0 obj\n<< /Type /Page /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n'),
    Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
    stream,
    Buffer.from('\nendstream\nendobj\nxref\n0 5\n0000000000 65535 f \n0000000015 00000 n \n'),
    Buffer.from('0000000074 00000 n \n0000000131 00000 n \n0000000210 00000 n \n'),
    Buffer.from('trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n12345\n%%EOF\n'),
  ];
  return Buffer.concat(parts).toString('utf8');
}

/** A table of `rows` x `cols` numbers under a header, as Markdown, CSV or aligned columns. */
export function table(rows: number, cols: number, form: 'markdown' | 'csv' | 'aligned'): string {
  const header = ['config', ...Array.from({ length: cols - 1 }, (_, c) => `metric_${c}`)];
  const row = (k: number) => [
    `run${k}`,
    ...Array.from({ length: cols - 1 }, (_, c) => String((((k + 1) * (c + 3) * 7919) % 100_000) / 100)),
  ];
  const out: string[] = [];
  if (form === 'markdown') {
    out.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
    for (let k = 0; k < rows; k++) out.push(`| ${row(k).join(' | ')} |`);
  } else if (form === 'csv') {
    out.push(header.join(','));
    for (let k = 0; k < rows; k++) out.push(row(k).join(','));
  } else {
    const cell = (s: string) => s.padStart(12);
    out.push(header.map(cell).join(' '));
    for (let k = 0; k < rows; k++) out.push(row(k).map(cell).join(' '));
  }
  return out.join('\n') + '\n';
}

const FORMS = ['markdown', 'csv', 'aligned'] as const;
const tables = (sizes: [rows: number, cols: number][]) => sizes.flatMap(([r, c]) => FORMS.map((f) => table(r, c, f)));

/** The seeds of other kinds, in a fixed order: tables up to 400 rows (mutated like any seed). */
export function kindSeeds(root: string): string[] {
  return [
    ...sources(root),
    ...jsons(),
    pdfLike(),
    ...tables([
      [1, 2],
      [5, 3],
      [40, 6],
      [400, 10],
    ]),
  ];
}

/**
 * Tables of 4,000 rows (0.3-0.6 MB), run once at the start of a fuzzing run for their time and peak memory, and
 * not mutated: one takes 5-10 s, a thousand analyses' time. Tables of 20,000 rows and more (26-39 s on the loaded
 * 2-core machine) are the memory-shape test's and the benchmark's.
 */
export const sizeSeeds = (): string[] => tables([[4000, 12]]);
