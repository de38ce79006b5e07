// One build script: type-check, then bundle the CLI and the benchmark for Node.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

const check = !process.argv.includes('--no-check');
if (check) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
await build({ ...common, entryPoints: { cli: 'src/cli/main.ts', bench: 'scripts/bench.ts' }, outdir: 'dist' });
