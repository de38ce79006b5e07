/** The generated inputs `npm run bench` measures (and the scaling tests reuse): each the shape people paste, to a size. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** How a vmstat series marks each dump: a bare `date +%s` line, or a `=== t ===` separator line. */
export type VmstatForm = 'bare' | 'separator';

/** A `/proc/vmstat` time series: a timestamp line, then 180 counters, repeated to `bytes`. */
export function vmstatSeries(bytes: number, form: VmstatForm = 'bare'): string {
  const names: string[] = [];
  for (const p of [
    'nr_',
    'pgpromote_',
    'pgdemote_',
    'numa_',
    'pgmigrate_',
    'thp_',
    'pgscan_',
    'pgsteal_',
    'compact_',
    'workingset_',
  ])
    for (let i = 0; i < 18; i++) names.push(`${p}counter_${i}`);
  const values = names.map((_, i) => 1000 + i * 7919);
  const parts: string[] = [];
  let size = 0;
  let t = 1764669600;
  while (size < bytes) {
    const lines = [form === 'bare' ? String(t) : `=== ${t} ===`];
    for (let i = 0; i < names.length; i++) {
      values[i]! += (i * 37) % 1000;
      lines.push(`${names[i]} ${values[i]}`);
    }
    const dump = lines.join('\n') + '\n';
    parts.push(dump);
    size += dump.length;
    t += 1;
  }
  return parts.join('');
}

/** A mixed paste: the examples and fixtures, every third quoted as in an e-mail reply, repeated to `bytes`. */
export function mixedPaste(bytes: number): string {
  const docs = [
    ...readdirSync(join(root, 'examples')).map((f) => readFileSync(join(root, 'examples', f), 'utf8')),
    ...readdirSync(join(root, 'test/fixtures'), { withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => readFileSync(join(root, 'test/fixtures', d.name), 'utf8')),
  ];
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const d = docs[k % docs.length]!;
    const text =
      k % 3 === 1
        ? d
            .split('\n')
            .map((l) => `> ${l}`)
            .join('\n')
        : d;
    parts.push(`\nOn run ${k} we measured:\n\n${text}\n`);
    size += text.length + 30;
  }
  return parts.join('');
}

/** llama-bench `-o json` output: the fixture's records repeated with varied values to `bytes`. */
export function llamaJson(bytes: number): string {
  const recs = JSON.parse(readFileSync(join(root, 'test/fixtures/llama-bench.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  const out: Record<string, unknown>[] = [];
  let size = 2;
  for (let k = 0; size < bytes; k++) {
    const r = {
      ...recs[k % recs.length]!,
      n_threads: 8 + (k % 120),
      avg_ts: 1 + (k % 997) / 7,
      stddev_ts: (k % 13) / 10,
    };
    out.push(r);
    size += JSON.stringify(r, null, 2).length + 2;
  }
  return JSON.stringify(out, null, 2);
}

/** llama-bench `-o csv`: a header and rows of the same shape. */
export function llamaCsv(bytes: number): string {
  const head =
    'build_commit,build_number,cpu_info,model_type,model_size,model_n_params,n_threads,type_k,n_gpu_layers,test,n_prompt,n_gen,avg_ns,stddev_ns,avg_ts,stddev_ts';
  const rows: string[] = [head];
  let size = head.length;
  for (let k = 0; size < bytes; k++) {
    const r = `"8e672efe",4519,"AMD EPYC 9654 96-Core Processor","llama 8x22B Q4_K - Medium",85590106112,140620634112,${8 + (k % 120)},"f16",0,"${k % 2 ? 'tg128' : 'pp512'}",${k % 2 ? 0 : 512},${k % 2 ? 128 : 0},${1e9 + k},${k % 1000},${(1 + (k % 997) / 7).toFixed(3)},${((k % 13) / 10).toFixed(3)}`;
    rows.push(r);
    size += r.length + 1;
  }
  return rows.join('\n') + '\n';
}
