/** The CLI reads reading hints from --hints FILE, or from <file>.tierscope.json beside its input. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(__dirname, '../../../bin/tierscope.js');
const FIXTURES = join(__dirname, '..', '..', 'fixtures');
/** Two time(1) outputs and a table of the same runs named another way (`w/o  w/`), and the corrections that merge them. */
const SLUG = 'time-runs-named-two-ways';
const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const runsOf = (out: string) =>
  [...new Set((JSON.parse(out) as { measurements: { config: string }[] }).measurements.map((m) => m.config))].sort();

describe('tierscope analyze with reading hints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tierscope-hints-'));
  const log = join(dir, 'arm.txt');
  copyFileSync(join(FIXTURES, `${SLUG}.txt`), log);
  const saved = join(FIXTURES, 'hints', `${SLUG}.tierscope.json`);

  it('--hints FILE applies the corrections, says so on stderr, and --explain lists each one', () => {
    const r = run(['analyze', '--format', 'json', '--hints', saved, log]);
    expect(r.code).toBe(0);
    expect(runsOf(r.out)).toEqual(['w/ the patch', 'w/o patch']);
    expect(r.err).toBe(`tierscope: reading hints from ${saved}: 3 applied\n`);
    const x = run(['analyze', '--explain', '--hints', saved, log]);
    expect(x.out.split('\n').slice(0, 5)).toEqual([
      'Your corrections (reading hints)',
      '-'.repeat(32),
      '  applied: "w/o" renamed "w/o patch": now "w/o patch"',
      '  applied: "w/" renamed "w/ the patch": merged into "w/ the patch"',
      '  applied: run named "w/o patch": lines 174-174: Typical collapsed time w/o patch -> w/o patch',
    ]);
  });

  it('--explain lists several runs named at once, and a change against a run, as applied', () => {
    const wild = join(__dirname, '..', '..', 'wild');
    const file = (slug: string) => [join(wild, 'hints', `${slug}.tierscope.json`), join(wild, `${slug}.txt`)];
    const [named, hyperfine] = file('gh-counting-words-2-hyperfine-four-binaries-mmap-summary-times-faster');
    const x = run(['analyze', '--explain', '--hints', named!, hyperfine!]);
    expect(x.out.split('\n')[2]).toBe(
      '  applied: runs named "./bin/2_mvp" -> "./bin/2_mvp bench.txt", "./bin/3_simd" -> "./bin/3_simd bench.txt", "./bin/4_threads" -> "./bin/4_threads bench.txt", "./bin/6_mmap" -> "./bin/6_mmap bench.txt": 4 runs named',
    );
    const [changed, rocksdb] = file('gh-rocksdb-10461-fix-vs-revert-block-cache-by-rx-by-os-bullets');
    const y = run(['analyze', '--explain', '--hints', changed!, rocksdb!]);
    expect(y.out.split('\n')[2]).toContain('"fix" qps by OS at 4 threads = 0.57% lower than "revert"');
    expect(y.out.split('\n')[2]).toMatch(/^ {2}applied: .*: lines 23-23$/);
  });

  it('reads <file>.tierscope.json beside the input without being told', () => {
    expect(runsOf(run(['analyze', '--format', 'json', log]).out)).toHaveLength(4);
    copyFileSync(saved, `${log}.tierscope.json`);
    const r = run(['analyze', '--format', 'json', log]);
    expect(runsOf(r.out)).toEqual(['w/ the patch', 'w/o patch']);
    expect(r.err).toContain('reading hints from');
  });

  it('a hints file given that is none is a usage error; one found beside the input is said and left out', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": "tierscope.hints/v9", "hints": []}');
    const given = run(['analyze', '--hints', bad, log]);
    expect(given.code).toBe(2);
    expect(given.err).toMatch(/--hints .*bad.json: hints format tierscope.hints\/v9 is newer/);
    const other = join(dir, 'other.txt');
    copyFileSync(log, other);
    writeFileSync(`${other}.tierscope.json`, 'not json');
    const beside = run(['analyze', '--format', 'json', other]);
    expect(beside.code).toBe(0);
    expect(beside.err).toMatch(/other.txt.tierscope.json: not JSON/);
    expect(runsOf(beside.out)).toHaveLength(4);
    expect(run(['analyze', '--hints', join(dir, 'missing.json'), log]).code).toBe(2);
  });
});
