/** `npm run bench`: parse throughput on generated inputs, each beside a bare line-split loop measured in the same run. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { hoverMarkdown } from '../src/core/knowledge/hover';
import { WORD_PATTERN } from '../src/core/knowledge/lookup';
import { analyzeOffThread, setWorkerDir } from '../src/host/offThread';
import { analyze } from '../src/core/analyze';
import { segment } from '../src/core/segment';
import { PRESETS, presetScenario } from '../src/core/sim/presets';
import { resolveScenario } from '../src/core/sim/scenario';
import { simulateResolved } from '../src/core/sim/simulate';
import { benchSniff } from './benchSniff';

const MB = 1024 * 1024;

/** A `/proc/vmstat` time series: a timestamp line, then ~180 counters, repeated. */
function vmstatSeries(bytes: number): string {
  const names: string[] = [];
  for (const p of ['nr_', 'pgpromote_', 'pgdemote_', 'numa_', 'pgmigrate_', 'thp_', 'pgscan_', 'pgsteal_', 'compact_', 'workingset_'])
    for (let i = 0; i < 18; i++) names.push(`${p}counter_${i}`);
  const values = names.map((_, i) => 1000 + i * 7919);
  const parts: string[] = [];
  let size = 0;
  let t = 1764669600;
  while (size < bytes) {
    const lines = [String(t)];
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

/** A mixed paste: the examples and fixtures, some quoted as in an e-mail reply, repeated. */
function mixedPaste(bytes: number): string {
  const root = join(__dirname, '..');
  const docs = [
    ...readdirSync(join(root, 'examples')).map((f) => readFileSync(join(root, 'examples', f), 'utf8')),
    ...readdirSync(join(root, 'test/fixtures'), { withFileTypes: true }).filter((d) => d.isFile()).map((d) => readFileSync(join(root, 'test/fixtures', d.name), 'utf8')),
  ];
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const d = docs[k % docs.length]!;
    const text = k % 3 === 1 ? d.split('\n').map((l) => `> ${l}`).join('\n') : d;
    parts.push(`\nOn run ${k} we measured:\n\n${text}\n`);
    size += text.length + 30;
  }
  return parts.join('');
}

function time(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** The reference: split into lines and touch every line, as any parser must. */
function lineSplit(text: string): void {
  let n = 0;
  for (const l of text.split('\n')) n += l.length;
  if (n < 0) throw new Error('unreachable');
}

function best(fn: () => void, runs: number): number {
  let b = Infinity;
  for (let i = 0; i < runs; i++) b = Math.min(b, time(fn));
  return b;
}

function row(name: string, text: string, runs: number): void {
  const mb = text.length / MB;
  const base = best(() => lineSplit(text), runs);
  const seg = best(() => segment(text), runs);
  const full = best(() => analyze(text), runs);
  const f = (s: number) => `${(mb / s).toFixed(0).padStart(6)} MB/s`;
  console.log(`${name.padEnd(28)} ${mb.toFixed(1).padStart(6)} MB  line-split ${f(base)}  segment ${f(seg)} (${(seg / base).toFixed(1)}x)  analyze ${f(full)} (${(full / base).toFixed(1)}x)`);
}

console.log(`tierscope bench, node ${process.version}, ${new Date().toISOString()}`);
console.log('best of N runs; (Nx) = time relative to the bare line-split loop on the same text');
const root = join(__dirname, '..');

/** llama-bench `-o json` output: the fixture's records repeated with varied values to `bytes`. */
function llamaJson(bytes: number): string {
  const recs = JSON.parse(readFileSync(join(root, 'test/fixtures/llama-bench.json'), 'utf8')) as Record<string, unknown>[];
  const out: Record<string, unknown>[] = [];
  let size = 2;
  for (let k = 0; size < bytes; k++) {
    const r = { ...recs[k % recs.length]!, n_threads: 8 + (k % 120), avg_ts: 1 + (k % 997) / 7, stddev_ts: (k % 13) / 10 };
    out.push(r);
    size += JSON.stringify(r, null, 2).length + 2;
  }
  return JSON.stringify(out, null, 2);
}

/** llama-bench `-o csv`: a header and rows of the same shape. */
function llamaCsv(bytes: number): string {
  const head = 'build_commit,build_number,cpu_info,model_type,model_size,model_n_params,n_threads,type_k,n_gpu_layers,test,n_prompt,n_gen,avg_ns,stddev_ns,avg_ts,stddev_ts';
  const rows: string[] = [head];
  let size = head.length;
  for (let k = 0; size < bytes; k++) {
    const r = `"8e672efe",4519,"AMD EPYC 9654 96-Core Processor","llama 8x22B Q4_K - Medium",85590106112,140620634112,${8 + (k % 120)},"f16",0,"${k % 2 ? 'tg128' : 'pp512'}",${k % 2 ? 0 : 512},${k % 2 ? 128 : 0},${1e9 + k},${k % 1000},${(1 + (k % 997) / 7).toFixed(3)},${((k % 13) / 10).toFixed(3)}`;
    rows.push(r);
    size += r.length + 1;
  }
  return rows.join('\n') + '\n';
}

for (const size of [25, 50, 100]) row(`vmstat time series`, vmstatSeries(size * MB), size === 100 ? 2 : 3);
for (const size of [2.5, 5, 10]) row(`mixed paste`, mixedPaste(size * MB), 3);
row('llama-bench JSON', llamaJson(1 * MB), 3);

{
  console.log('');
  const csv = llamaCsv(5 * MB);
  const mb = csv.length / MB;
  const f = (t: number) => `${(mb / t).toFixed(0).padStart(5)} MB/s`;
  const base = best(() => lineSplit(csv), 3);
  const papa = best(() => Papa.parse(csv, { delimiter: ',', skipEmptyLines: false }), 3);
  const ours = best(() => segment(csv), 3);
  const full = best(() => analyze(csv), 3);
  console.log(`CSV ${mb.toFixed(1)} MB (llama-bench -o csv): line-split ${f(base)}, papaparse alone ${f(papa)} (${(papa / base).toFixed(1)}x), our CSV path (segment: detect + papaparse + table) ${f(ours)} (${(ours / base).toFixed(1)}x), analyze ${f(full)}`);
}

{
  // hovers as the extension serves them: the analysis cached per document version, then one hoverMarkdown per request
  const text = readFileSync(join(root, 'examples/pghot-llama-bench.txt'), 'utf8');
  const first = time(() => hoverMarkdown({ analysis: analyze(text), word: 'pgpromote_success', line: 56 }));
  const a = analyze(text);
  const words: { word: string; line: number }[] = [];
  text.split('\n').forEach((l, i) => {
    for (const m of l.matchAll(new RegExp(WORD_PATTERN.source, 'g'))) words.push({ word: m[0], line: i + 1 });
  });
  const ts: number[] = [];
  for (let k = 0; k < 2000; k++) {
    const w = words[(k * 7919) % words.length]!;
    const t0 = process.hrtime.bigint();
    hoverMarkdown({ analysis: a, word: w.word, line: w.line });
    ts.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ts.sort((x, y) => x - y);
  console.log(`hover (000, ${words.length} words, 2000 requests): p50 ${ts[1000]!.toFixed(3)} ms, p99 ${ts[1980]!.toFixed(3)} ms; first hover of a document (analysis + hover) ${(first * 1000).toFixed(1)} ms`);
}

{
  // activation: load dist/extension.js with a stand-in for the vscode module and call activate()
  const Module = require('node:module') as { _load: (req: string, ...rest: unknown[]) => unknown };
  const deep = (): unknown =>
    new Proxy(function () {}, {
      get: (t, p) => (p === 'then' ? undefined : p === Symbol.toPrimitive ? () => '' : p === 'fsPath' ? root : p in t && p !== 'name' && p !== 'length' ? (t as never)[p] : deep()),
      apply: () => deep(),
      construct: () => deep() as object,
    });
  const stub: Record<string, unknown> = {};
  for (const n of ['window', 'commands', 'languages', 'workspace', 'env', 'Uri', 'SymbolKind', 'ViewColumn', 'ProgressLocation', 'EventEmitter', 'MarkdownString', 'Hover', 'CodeLens', 'DocumentSymbol', 'Range', 'Position', 'Selection']) stub[n] = deep();
  const orig = Module._load;
  Module._load = function (req: string, ...rest: unknown[]) {
    return req === 'vscode' ? stub : orig.call(this, req, ...rest);
  };
  const t0 = process.hrtime.bigint();
  const ext = createRequire(__filename)(join(__dirname, 'extension.js')) as { activate(c: unknown): unknown };
  const t1 = process.hrtime.bigint();
  ext.activate({ subscriptions: { push() {} }, extensionUri: deep(), extensionPath: root });
  const t2 = process.hrtime.bigint();
  Module._load = orig;
  console.log(`activation: loading dist/extension.js ${(Number(t1 - t0) / 1e6).toFixed(1)} ms + activate() ${(Number(t2 - t1) / 1e6).toFixed(1)} ms (VS Code's own overhead not included)`);
}

{
  const out = join(mkdtempSync(join(tmpdir(), 'tierscope-bench-')), 'tierscope.vsix');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links', '-o', out], { cwd: root, encoding: 'utf8' });
  console.log(r.status === 0 ? `.vsix: ${(statSync(out).size / 1024).toFixed(1)} KB` : `.vsix: vsce package failed: ${r.stderr.trim().split('\n')[0]}`);
}

/** Run `work` while a 1 ms timer measures how long the event loop was blocked at most; RSS sampled too. */
async function hostThread<T>(work: () => Promise<T>): Promise<{ result: T; longest: number; seconds: number; peakRss: number }> {
  let last = performance.now();
  let longest = 0;
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 1);
  const t0 = performance.now();
  const result = await work();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  longest = Math.max(longest, performance.now() - last);
  return { result, longest, seconds, peakRss };
}

async function largeInputs(): Promise<void> {
  console.log('');
  setWorkerDir(__dirname);
  for (const size of [100, 200]) {
    const text = vmstatSeries(size * MB);
    global.gc?.();
    const before = process.memoryUsage().rss;
    // the one pass the host makes (the command's check, then the dashboard, hovers and CodeLens from its cache)
    const an = await hostThread(() => analyzeOffThread([{ name: 'input', text }], null));
    const blocks = an.result.analysis.blocks.length;
    console.log(
      `${size} MB vmstat series through the host's worker path: analyze with the dashboard view ${an.seconds.toFixed(1)} s, longest host-thread block ${an.longest.toFixed(0)} ms ` +
        `(${blocks} blocks); peak RSS ${((an.peakRss - before) / MB).toFixed(0)} MB above the ${size} MB text (${((an.peakRss - before) / text.length).toFixed(1)}x)`,
    );
  }
}


console.log('');
console.log('simulator presets (each config; best of 3; accesses = cache-line accesses the benchmark made in the simulated run)');
for (const [name, p] of Object.entries(PRESETS)) {
  for (const config of Object.keys(p.configs ?? { '': {} })) {
    const scenario = resolveScenario(presetScenario(name, config || undefined));
    let wall = Infinity;
    let run = simulateResolved(scenario);
    for (let i = 0; i < 3; i++) {
      const t0 = process.hrtime.bigint();
      run = simulateResolved(scenario);
      wall = Math.min(wall, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const label = `${name}${config ? ` ${config}` : ''}`;
    console.log(`${label.padEnd(36)} ${wall.toFixed(1).padStart(7)} ms  simulated ${run.stats.simulatedSeconds.toFixed(0).padStart(6)} s in ${String(run.stats.steps).padStart(6)} steps  ${(run.stats.accesses / (wall / 1000) / 1e12).toFixed(2).padStart(8)} T accesses/s`);
  }
}

benchSniff();

void largeInputs();
