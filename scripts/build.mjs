// One build script: type-check each tsconfig, then bundle the extension host (Node, and the web extension with its Web Worker), the CLI, benchmark,
// validation and the fuzzer with its child process (Node), and the dashboard with its simulation worker (browser): webview.js for VS Code,
// report.js for the standalone HTML report (the dashboard plus the analysis, run in the page).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const check = !process.argv.includes('--no-check');
if (check)
  for (const p of ['tsconfig.json', 'tsconfig.webview.json'])
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });

const node = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
// what the .vsix ships is minified; its source maps stay in dist/ and out of the package (.vscodeignore)
const shipped = { ...node, minify: true };
const browser = {
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
};
// The dashboard's simulation worker, built first and embedded in the webview bundle as text.
const worker = await build({ ...browser, format: 'iife', entryPoints: ['webview/sim/worker.ts'], write: false });
const workerSource = {
  name: 'sim-worker',
  setup(b) {
    b.onResolve({ filter: /^tierscope:sim-worker$/ }, (a) => ({ path: a.path, namespace: 'sim-worker' }));
    b.onLoad({ filter: /.*/, namespace: 'sim-worker' }, () => ({
      contents: worker.outputFiles[0].text,
      loader: 'text',
    }));
  },
};
// The web extension (vscode.dev, github.dev): a module `./x` with a twin `./x.web.ts` (the Node-only
// ones: the analysis worker's host, Record a run...) is built from its twin; the core is bundled in.
const webTwins = {
  name: 'web-twins',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (a) => {
      const twin = resolve(dirname(a.importer), `${a.path.replace(/\.js$/, '')}.web.ts`);
      return existsSync(twin) ? { path: twin } : undefined;
    });
  },
};
await Promise.all([
  build({
    ...browser,
    format: 'cjs',
    entryPoints: { extension: 'src/extension.ts' },
    outdir: 'dist/web',
    external: ['vscode'],
    plugins: [webTwins],
  }),
  build({
    ...browser,
    format: 'iife',
    entryPoints: { 'analysis-worker': 'src/host/analysisWorker.web.ts' },
    outdir: 'dist/web',
  }),
  build({ ...shipped, entryPoints: { cli: 'src/cli/main.ts' }, outdir: 'dist' }),
  build({
    ...node,
    entryPoints: {
      bench: 'scripts/bench.ts',
      validate: 'scripts/validate.ts',
      fuzz: 'scripts/fuzz.ts',
      corpus: 'scripts/corpus.ts',
      'fuzz-worker': 'test/fuzz/worker.ts',
    },
    outdir: 'dist',
  }),
  // the extension's entry stays small: the core is the separate dist/host-core.js, which
  // src/host/loadCore.ts requires on first use (activation loads only the glue)
  build({
    ...shipped,
    entryPoints: { extension: 'src/extension.ts' },
    outdir: 'dist',
    external: ['vscode', './host-core.js'],
    supported: { 'dynamic-import': false },
  }),
  build({
    ...shipped,
    entryPoints: { 'host-core': 'src/host/host-core.ts', 'analysis-worker': 'src/host/analysisWorker.ts' },
    outdir: 'dist',
  }),
  build({
    ...browser,
    format: 'esm',
    entryPoints: { webview: 'webview/main.ts', report: 'webview/report.ts' },
    outdir: 'dist',
    plugins: [workerSource],
  }),
]);
