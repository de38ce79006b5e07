/** `npm run bench`: `tierscope analyze` on a large vmstat series in every output format, as a command: wall time, peak RSS against the input. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MB = 1024 * 1024;
const FORMATS = ['json', 'csv', 'text', 'markdown', 'html'];

/** Runs dist/cli.js in a child that reports its own peak RSS (getrusage) on exit. */
const WRAPPER = `
const { writeSync } = require('node:fs');
process.on('exit', () => writeSync(2, '\\nmaxrss=' + process.resourceUsage().maxRSS + '\\n'));
require(process.argv[1]);
`;

export function outputFormats(distDir: string, text: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'tierscope-bench-out-'));
  const input = join(dir, 'series.vmstat');
  writeFileSync(input, text);
  const bytes = statSync(input).size;
  console.log('');
  console.log(
    `tierscope analyze on a ${(bytes / MB).toFixed(0)} MB vmstat series, each format written to --out (one command each; peak RSS of the whole process):`,
  );
  for (const format of FORMATS) {
    const out = join(dir, `out.${format}`);
    const t0 = process.hrtime.bigint();
    const r = spawnSync(
      process.execPath,
      ['-e', WRAPPER, '--', join(distDir, 'cli.js'), 'analyze', input, '--format', format, '--out', out],
      { encoding: 'utf8' },
    );
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const rss = Number(/maxrss=(\d+)/.exec(r.stderr)?.[1]) * 1024;
    const size = r.status === 0 ? statSync(out).size : 0;
    console.log(
      r.status === 0
        ? `  ${format.padEnd(9)} ${seconds.toFixed(1).padStart(5)} s  ${(bytes / MB / seconds).toFixed(0).padStart(4)} MB/s  peak RSS ${(rss / MB).toFixed(0).padStart(5)} MB (${(rss / bytes).toFixed(2)}x the input)  output ${(size / MB).toFixed(1)} MB`
        : `  ${format.padEnd(9)} failed (exit ${r.status}): ${r.stderr.trim().split('\n')[0]}`,
    );
    rmSync(out, { force: true });
  }
  rmSync(dir, { recursive: true, force: true });
}
