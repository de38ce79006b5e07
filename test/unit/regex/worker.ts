/** Runs every pattern against inputs built to make backtracking regexes blow up (100,000 characters: long enough that a
 * quadratic pattern, not only an exponential one, overruns the budget); reports each pattern as it finishes. */
import { parentPort, workerData } from 'node:worker_threads';

const N = 100_000;
export const HOSTILE = [
  'a'.repeat(N) + '!',
  ' '.repeat(N) + 'x',
  '1'.repeat(N) + 'x',
  '1 '.repeat(N) + 'x',
  '| '.repeat(N) + 'x',
  '|1'.repeat(N),
  '-'.repeat(N) + 'x',
  '1,'.repeat(N) + 'x',
  '1.'.repeat(N) + 'x',
  'a='.repeat(N) + ' ',
  '\t'.repeat(N) + 'x',
  'node0 '.repeat(N / 5) + '!',
  '1e'.repeat(N) + 'x',
  '('.repeat(N),
  '#'.repeat(N) + 'x',
  '12 34 '.repeat(N / 4) + 'x',
  'a_b '.repeat(N / 4) + '=',
  'x: '.repeat(N / 3) + '\u0000',
  '> '.repeat(N) + 'x',
  '+-'.repeat(N) + '+x',
  'pgpromote_success'.repeat(N / 16) + ' x',
  '0x'.repeat(N),
  '1 kB '.repeat(N / 5),
  'r1 '.repeat(N / 3) + '=',
  '=='.repeat(N) + 'x',
  'ab'.repeat(N) + '\n'.repeat(10),
];

const { patterns } = workerData as { patterns: { source: string; flags: string }[] };
patterns.forEach((p, k) => {
  const re = new RegExp(p.source, p.flags.replace('g', ''));
  for (const s of HOSTILE) re.test(s);
  parentPort!.postMessage(k);
});
