// One build script: type-check each tsconfig, then bundle the extension host, the CLI and benchmark (Node)
// and the dashboard webview (browser).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

const check = !process.argv.includes('--no-check');
if (check) for (const p of ['tsconfig.json', 'tsconfig.webview.json']) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });

const node = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
await Promise.all([
  build({ ...node, entryPoints: { cli: 'src/cli/main.ts', bench: 'scripts/bench.ts', validate: 'scripts/validate.ts' }, outdir: 'dist' }),
  build({ ...node, entryPoints: { extension: 'src/extension.ts' }, outdir: 'dist', external: ['vscode'] }),
  build({ bundle: true, platform: 'browser', target: 'es2022', format: 'esm', minify: true, sourcemap: false, logLevel: 'warning', entryPoints: { webview: 'webview/main.ts' }, outdir: 'dist' }),
]);
