/** Source code is said to be source, not read as results (issue 35: a C file gave a run named `#if PNG_DEBUG >`). */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceLanguage } from '../../src/core/text/sourceCode';
import { analyze, EXAMPLES, FIXTURES } from './helpers';
import { recognizedAnything } from '../../src/core/analyze';

const BIN = join(__dirname, '../../bin/tierscope.js');
const C_FILE = join(FIXTURES, 'source/pngtest-like.c');

const PYTHON = `import os
import sys
from collections import defaultdict


class Runner:
    """Runs the benchmark and keeps its times."""

    def __init__(self, threads=4):
        self.threads = threads
        self.times = defaultdict(list)

    def run(self, name, fn):
        for k in range(self.threads):
            t = fn(k)
            self.times[name].append(t)
        return self.times[name]

    @property
    def total(self):
        return sum(sum(v) for v in self.times.values())


def main(argv):
    r = Runner(int(argv[1]) if len(argv) > 1 else 4)
    r.run("pp512", lambda k: k * 2)
    print(r.total)
    if r.total > 100:
        raise SystemExit(1)


if __name__ == "__main__":
    main(sys.argv)
`;

const SHELL = `#!/bin/sh
set -e
for n in 0 1 2; do
  echo "$n" > /proc/sys/kernel/numa_balancing
  if [ "$n" -eq 2 ]; then
    echo 1 > /sys/kernel/mm/numa/demotion_enabled
  fi
  ./bench --threads 32 > "run-$n.log"
done
case "$1" in
  -v) verbose=1 ;;
  *) verbose=0 ;;
esac
while read -r line; do
  printf '%s\\n' "$line"
done < run-0.log
unset verbose
exit 0
`.repeat(2);

describe('source code', () => {
  it('a C file, a Python module and a shell script are recognized as such', () => {
    expect(recognizedAnything(analyze(readFileSync(C_FILE, 'utf8')))).toBe(true); // what the CLI no longer shows
    expect(sourceLanguage(readFileSync(C_FILE, 'utf8'))).toBe('C');
    expect(sourceLanguage(readFileSync(join(FIXTURES, 'sniff/ring.c'), 'utf8'))).toBe('C');
    expect(sourceLanguage(PYTHON)).toBe('Python');
    expect(sourceLanguage(SHELL)).toBe('shell');
  });

  it("a config quoted after sentences of the writer's own is a post, however much of it is code (gh-workerman-691)", () => {
    const conf = ['events {', '  worker_connections 32768;', '  multi_accept off;', '}', 'http {', '  sendfile on;']
      .concat(Array.from({ length: 20 }, (_, k) => `  keepalive_requests ${k};`))
      .concat(['}']);
    expect(sourceLanguage(conf.join('\n'))).toBe('C');
    const post = [
      'It went from 31k to 40k requests per second which is close to the 48k i get with Workerman.',
      'There was also a huge improvement in CPU usage, it went down from 90% to 36% in the same test.',
      'That is how the nginx.conf ended:',
      ...conf,
    ];
    expect(sourceLanguage(post.join('\n'))).toBeUndefined();
  });

  it('no stored paste, post, fixture or corpus entry is taken for source code', () => {
    const dirs = [join(__dirname, '../wild'), FIXTURES, EXAMPLES, join(__dirname, '../fuzz/corpus/analysis')];
    const flagged: string[] = [];
    for (const d of dirs)
      for (const f of readdirSync(d)) {
        const p = join(d, f);
        if (statSync(p).isFile() && sourceLanguage(readFileSync(p, 'utf8'))) flagged.push(p);
      }
    expect(flagged).toEqual([]);
  });

  it('the CLI says so in one line and shows no result table', () => {
    const r = spawnSync(process.execPath, [BIN, 'analyze', C_FILE], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`tierscope: ${C_FILE}: C source code, not a log or a post; not analyzed\n`);
  });
});
