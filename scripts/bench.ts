/** `npm run bench`: parse throughput on generated inputs, each beside a bare line-split loop measured in the same run. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { llamaCsv, llamaJson, mixedPaste, vmstatSeries } from './benchInputs';
import NodeModule, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { hoverMarkdown } from '../src/core/knowledge/hover';
import { lookup, WORD_PATTERN } from '../src/core/knowledge/lookup';
import { analyzeOffThread, setWorkerDir } from '../src/host/offThread';
import { outputFormats } from './benchOutput';
import { analyze } from '../src/core/analyze';
import { segment } from '../src/core/reading/segment';
import { PRESETS, presetScenario } from '../src/core/sim/presets';
import { resolveScenario } from '../src/core/sim/scenario';
import { simulateResolved } from '../src/core/sim/simulate';
import { benchSniff } from './benchSniff';
import { benchReading } from './benchReading';
import { benchCorrect } from './benchCorrect';

const MB = 1024 * 1024;
const root = join(__dirname, '..');

/** `node dist/bench.js vmstat mixed llama` runs only those parts (reading, vmstat, mixed, llama, hover, activation, vsix, sim, sniff, correct, large, formats); no argument, all. */
const only = process.argv.slice(2);
const want = (part: string) => only.length === 0 || only.includes(part);

function time(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** Medians of interleaved runs: each run times every function once, so a busy moment of the machine hits all of them. */
function medians(fns: Record<string, () => void>, runs: number): Record<string, number> {
  const times: Record<string, number[]> = {};
  for (let r = 0; r < runs; r++) for (const [name, fn] of Object.entries(fns)) (times[name] ??= []).push(time(fn));
  const out: Record<string, number> = {};
  for (const [name, ts] of Object.entries(times)) {
    ts.sort((x, y) => x - y);
    out[name] = ts[Math.floor(ts.length / 2)]!;
  }
  return out;
}

/** Reference 1: find every line end with indexOf, touching nothing else (the floor of any line reader). */
function bareScan(text: string): void {
  let n = 0;
  for (let p = text.indexOf('\n'); p >= 0; p = text.indexOf('\n', p + 1)) n++;
  if (n < 0) throw new Error('unreachable');
}

/** Reference 2: split into lines and read the last field of each as a number (the least a counter reader does). */
function splitNumber(text: string): void {
  let sum = 0;
  for (const l of text.split('\n')) {
    const v = Number(l.slice(l.lastIndexOf(' ') + 1));
    if (v === v) sum += v;
  }
  if (sum < -1) throw new Error('unreachable');
}

/** Reference 3: papaparse over the same text, with the delimiter given where the input has one. */
function papa(text: string, delimiter: string | undefined): void {
  Papa.parse(text, { delimiter, skipEmptyLines: false });
}

/** MB/s, with a decimal below 10 (a slow row on a loaded machine does not read as 0). */
const mbps = (bytes: number, s: number) => {
  const v = bytes / MB / s;
  return `${v.toFixed(v < 10 ? 1 : 0).padStart(5)} MB/s`;
};

/** One input: the three references and segment / analyze, all interleaved, with our time relative to each reference. */
function row(name: string, text: string, runs: number, delimiter: string | undefined): void {
  const t = medians(
    {
      scan: () => bareScan(text),
      split: () => splitNumber(text),
      papa: () => papa(text, delimiter),
      segment: () => segment(text),
      analyze: () => analyze(text),
    },
    runs,
  );
  const n = text.length;
  const vs = (s: number) => `${(t.scan! / s).toFixed(2)} of scan, ${(t.papa! / s).toFixed(1)}x papaparse`;
  console.log(
    `${name.padEnd(34)} ${(n / MB).toFixed(1).padStart(5)} MB | scan ${mbps(n, t.scan!)}  split+Number ${mbps(n, t.split!)}  papaparse ${mbps(n, t.papa!)} | ` +
      `segment ${mbps(n, t.segment!)} (${vs(t.segment!)})  analyze ${mbps(n, t.analyze!)} (${vs(t.analyze!)})`,
  );
}

/** Hovers as the extension serves them: the analysis cached per document version, then one hoverMarkdown per request. */
function hoverRow(name: string, text: string): void {
  const n = text.length;
  const t = medians(
    { scan: () => bareScan(text), split: () => splitNumber(text), papa: () => papa(text, undefined) },
    3,
  );
  let a = analyze('');
  const a0 = time(() => (a = analyze(text)));
  // the words of the document (every line's, or every 97th line's in a large one), requested in a scattered order
  const words: { word: string; line: number }[] = [];
  const lines = text.split('\n');
  const step = lines.length > 20_000 ? 97 : 1;
  for (let i = 0; i < lines.length; i += step)
    for (const m of lines[i]!.matchAll(new RegExp(WORD_PATTERN.source, 'g'))) words.push({ word: m[0], line: i + 1 });
  const first = words.find((w) => lookup(w.word) !== undefined) ?? words[0]!;
  // the first hover of a document builds the analysis' index
  const firstHover = time(() => hoverMarkdown({ analysis: a, word: first.word, line: first.line }));
  const ts: number[] = [];
  for (let k = 0; k < 2000; k++) {
    const w = words[(k * 7919) % words.length]!;
    const t0 = process.hrtime.bigint();
    hoverMarkdown({ analysis: a, word: w.word, line: w.line });
    ts.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ts.sort((x, y) => x - y);
  console.log(
    `hover, ${name.padEnd(27)} ${(n / MB).toFixed(3).padStart(7)} MB | scan ${mbps(n, t.scan!)}  split+Number ${mbps(n, t.split!)}  papaparse ${mbps(n, t.papa!)} | ` +
      `2000 requests over ${words.length} words: p50 ${ts[1000]!.toFixed(3)} ms, p99 ${ts[1980]!.toFixed(3)} ms, max ${ts[1999]!.toFixed(1)} ms; ` +
      `first hover ${(firstHover * 1000).toFixed(1)} ms after the analysis (${a0.toFixed(2)} s)`,
  );
}

console.log(`tierscope bench, node ${process.version}, ${new Date().toISOString()}`);
console.log(
  "medians of interleaved runs; references on the same text in the same run: scan = indexOf('\\n') over the text, split+Number = split into lines and Number() of each last field, papaparse = Papa.parse of the text",
);
console.log('(x of scan = our speed as a share of the scan; Nx papaparse = how many times faster than papaparse)');

if (want('reading')) benchReading();
if (want('vmstat')) {
  for (const size of [25, 100])
    row(`vmstat series, bare timestamps`, vmstatSeries(size * MB), size === 100 ? 3 : 5, ' ');
  for (const size of [5, 25]) row(`vmstat series, === t === lines`, vmstatSeries(size * MB, 'separator'), 3, ' ');
}
if (want('mixed'))
  for (const size of [1, 10]) row(`mixed paste`, mixedPaste(size * MB), size === 10 ? 3 : 5, undefined);
if (want('llama')) {
  row('llama-bench JSON', llamaJson(1 * MB), 5, undefined);
  row('llama-bench CSV', llamaCsv(5 * MB), 5, ',');
}

if (want('hover')) {
  console.log('');
  hoverRow('000 example', readFileSync(join(root, 'examples/pghot-llama-bench.txt'), 'utf8'));
  hoverRow('mixed paste', mixedPaste(1 * MB));
  hoverRow('mixed paste', mixedPaste(10 * MB));
}

if (want('activation')) {
  // activation: load dist/extension.js with a stand-in for the vscode module and call activate()
  const Module = NodeModule as unknown as { _load: (req: string, ...rest: unknown[]) => unknown };
  const deep = (): unknown =>
    new Proxy(function () {}, {
      get: (t, p) =>
        p === 'then'
          ? undefined
          : p === Symbol.toPrimitive
            ? () => ''
            : p === 'fsPath'
              ? root
              : p in t && p !== 'name' && p !== 'length'
                ? (t as never)[p]
                : deep(),
      apply: () => deep(),
      construct: () => deep() as object,
    });
  const stub: Record<string, unknown> = {};
  for (const n of [
    'window',
    'commands',
    'languages',
    'workspace',
    'env',
    'Uri',
    'SymbolKind',
    'ViewColumn',
    'ProgressLocation',
    'EventEmitter',
    'MarkdownString',
    'Hover',
    'CodeLens',
    'DocumentSymbol',
    'Range',
    'Position',
    'Selection',
  ])
    stub[n] = deep();
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
  console.log(
    `activation: loading dist/extension.js ${(Number(t1 - t0) / 1e6).toFixed(1)} ms + activate() ${(Number(t2 - t1) / 1e6).toFixed(1)} ms (VS Code's own overhead not included)`,
  );
}

if (want('vsix')) {
  const out = join(mkdtempSync(join(tmpdir(), 'tierscope-bench-')), 'tierscope.vsix');
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/@vscode/vsce/vsce'),
      'package',
      '--no-dependencies',
      '--allow-missing-repository',
      '--no-rewrite-relative-links',
      '-o',
      out,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  console.log(
    r.status === 0
      ? `.vsix: ${(statSync(out).size / 1024).toFixed(1)} KB`
      : `.vsix: vsce package failed: ${r.stderr.trim().split('\n')[0]}`,
  );
}

/** Run `work` while a 1 ms timer measures how long the event loop was blocked at most; RSS sampled too. */
async function hostThread<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longest: number; seconds: number; peakRss: number }> {
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

if (want('sim')) {
  console.log('');
  console.log(
    'simulator presets (each config; best of 3; accesses = cache-line accesses the benchmark made in the simulated run)',
  );
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
      console.log(
        `${label.padEnd(36)} ${wall.toFixed(1).padStart(7)} ms  simulated ${run.stats.simulatedSeconds.toFixed(0).padStart(6)} s in ${String(run.stats.steps).padStart(6)} steps  ${(run.stats.accesses / (wall / 1000) / 1e12).toFixed(2).padStart(8)} T accesses/s`,
      );
    }
  }
}

if (want('sniff')) benchSniff();

void (want('correct') ? benchCorrect() : Promise.resolve())
  .then(() => (want('large') ? largeInputs() : undefined))
  .then(() => (want('formats') ? outputFormats(__dirname, vmstatSeries(200 * MB)) : undefined));
