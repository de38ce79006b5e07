/**
 * The reading figures a user feels (issue 31), each beside a bare line scan of the same text in the same run:
 *  - every real text of test/wild analyzed in-process: p50, p99 and the slowest;
 *  - all of test/wild joined into one many-block text (a whole thread's mbox): MB/s;
 *  - a 25 MB /proc/vmstat series with real counter names, in each stamp form people print between dumps: read as
 *    one series (checked), and the whole `tierscope analyze --format json` command beside an awk script that
 *    computes the same deltas (first to last dump per counter).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyze } from '../src/core/analyze';
import { realVmstatSeries, type VmstatForm } from './benchInputs';

const MB = 1024 * 1024;
const root = join(__dirname, '..');

const ms = (fn: () => void): number => {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function bareScan(text: string): number {
  let n = 0;
  for (let p = text.indexOf('\n'); p >= 0; p = text.indexOf('\n', p + 1)) n++;
  return n;
}

function wildTexts(): { name: string; text: string }[] {
  const dir = join(root, 'test/wild');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));
}

/** Each text analyzed 3 times (the median kept), after one warm-up pass over all of them. */
function perText(texts: { name: string; text: string }[]): void {
  for (const t of texts) analyze(t.text);
  const times = texts.map((t) => ({ name: t.name, ms: median([0, 1, 2].map(() => ms(() => analyze(t.text)))) }));
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const scan = median(texts.map((t) => ms(() => bareScan(t.text))));
  console.log(
    `test/wild, ${texts.length} texts one at a time: p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms ` +
      `(aim: p99 < 20, none over 50; bare scan of a text: median ${scan.toFixed(3)} ms); slowest: ${slowest.map((s) => `${s.name} ${s.ms.toFixed(0)} ms`).join(', ')}`,
  );
}

function joined(texts: { name: string; text: string }[]): void {
  const text = texts.map((t) => t.text).join('\n\n');
  analyze(text);
  const a = median([0, 1, 2].map(() => ms(() => analyze(text))));
  const s = median([0, 1, 2].map(() => ms(() => bareScan(text))));
  const mb = text.length / MB;
  console.log(
    `test/wild joined into one text, ${mb.toFixed(1)} MB: analyze ${(mb / (a / 1000)).toFixed(1)} MB/s (aim >= 10), bare scan ${(mb / (s / 1000)).toFixed(0)} MB/s`,
  );
}

/** awk computing what the analysis states for a series: per counter, last minus first. */
const AWK =
  '/^[a-z][a-z0-9_]* -?[0-9]+$/ { if (!($1 in f)) f[$1] = $2; l[$1] = $2 } END { for (k in f) print k, l[k] - f[k] }';

function wholeCommand(argv: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`${argv.join(' ')}: exit ${r.status}: ${r.stderr.toString()}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function vmstatForms(): void {
  const dir = mkdtempSync(join(tmpdir(), 'tierscope-bench-'));
  const forms: VmstatForm[] = ['bare', 'separator', 'date', 'elapsed', 'hash', 'rule'];
  for (const form of forms) {
    const text = realVmstatSeries(25 * MB, form);
    const file = join(dir, `series-${form}.vmstat`);
    writeFileSync(file, text);
    const a = analyze(text);
    const series = a.blocks.filter((b) => b.kind === 'vmstat');
    const snapshots = series[0]?.data.type === 'vmstat' ? series[0].data.snapshots : 0;
    const dumps = text.split('\npgpromote_success ').length - 1;
    const rates = series[0]?.data.type === 'vmstat' && series[0].data.times !== undefined;
    const ours = median(
      [0, 1, 2].map(() =>
        wholeCommand([process.execPath, join(root, 'bin/tierscope.js'), 'analyze', '--format', 'json', file]),
      ),
    );
    const awk = median([0, 1, 2].map(() => wholeCommand(['awk', AWK, file])));
    console.log(
      `vmstat series 25 MB, ${form.padEnd(9)} stamps: ${series.length === 1 && snapshots === dumps ? `one series of ${snapshots} dumps` : `MISREAD: ${series.length} blocks, ${snapshots} of ${dumps} dumps`}${rates ? ', with times' : ''}; ` +
        `tierscope analyze --format json ${(ours / 1000).toFixed(2)} s, awk deltas ${(awk / 1000).toFixed(2)} s: ${(ours / awk).toFixed(1)}x awk (aim <= 2x)`,
    );
  }
}

export function benchReading(): void {
  const texts = wildTexts();
  perText(texts);
  joined(texts);
  vmstatForms();
}
