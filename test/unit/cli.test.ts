import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { EXAMPLES, FIXTURES } from './helpers';

const BIN = join(__dirname, '../../bin/tierscope.js');
const run = (args: string[], input?: string | Buffer) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = mkdtempSync(join(tmpdir(), 'tierscope-cli-'));

describe('tierscope analyze', () => {
  it('prints the LKML table for a seed and exits 0', () => {
    const r = run(['analyze', join(EXAMPLES, 'pghot-llama-bench.txt')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/pp512 t\/s\s+69\.31\s+62\.46/);
    expect(r.out).toContain('Findings');
    expect(r.err).toBe('');
  });

  it('--explain prints each block with its reader, its decisions and their rules, and a confidence, the least sure first', () => {
    const r = run(['analyze', '--explain', join(EXAMPLES, 'pghot-llama-bench.txt')]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('How each block was read (least sure first)');
    expect(r.out).toMatch(
      /^ {2}32-39 {2}results-table {2}"Table 1 - Throughput.*" {2}read by table, confidence \d+%$/m,
    );
    expect(r.out).toContain('    orientation:');
    expect(r.out).toContain('runs named before (a legend, or an earlier table) head one side -> columns (95%)');
    expect(r.out).toMatch(/each block read into runs: its own columns or rows -> r1, r2, r3, r4, r5/);
    const json = run(['analyze', '--format', 'json', join(EXAMPLES, 'pghot-llama-bench.txt')]);
    const blocks = (JSON.parse(json.out) as { blocks: { reading?: { reader: string; confidence: number } }[] }).blocks;
    expect(blocks.filter((b) => b.reading).map((b) => b.reading!.reader)).toContain('table');
    expect(run(['analyze', '--explain', '--format', 'csv', join(EXAMPLES, 'pghot-llama-bench.txt')]).code).toBe(2);
  });

  it('the text report fits 80 columns; --width sets another width, 0 none, a width under 40 is a usage error', () => {
    const lkp = join(__dirname, '../wild/lkp-aim7-disk-rr-memcg-pad-4commits.txt');
    const widest = (t: string) => Math.max(...t.split('\n').map((l) => l.length));
    expect(widest(run(['analyze', lkp]).out)).toBeLessThanOrEqual(80);
    expect(widest(run(['analyze', '--width', '100', lkp]).out)).toBeLessThanOrEqual(100);
    expect(widest(run(['analyze', '--width', '0', lkp]).out)).toBeGreaterThan(200);
    const bad = run(['analyze', '--width', '10', lkp]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--width takes 0 (no limit) or a number of columns from 40: 10');
  });

  it('json follows the documented contract', () => {
    const r = run(['analyze', '--format', 'json', join(EXAMPLES, 'pghot-microbenchmark.txt')]);
    expect(r.code).toBe(0);
    type Row = Record<string, unknown>;
    const j = JSON.parse(r.out) as {
      format: string;
      blocks: Row[];
      configs: Row[];
      measurements: Row[];
      comparisons: Row[];
      findings: Row[];
    };
    expect(j.format).toBe('tierscope.analysis/v1');
    expect(Object.keys(j.blocks[0]!)).toEqual(expect.arrayContaining(['kind', 'startLine', 'endLine']));
    expect(Object.keys(j.configs[0]!)).toEqual(expect.arrayContaining(['label', 'description', 'tunables']));
    expect(Object.keys(j.measurements[0]!)).toEqual(
      expect.arrayContaining(['config', 'metric', 'value', 'unit', 'stddev', 'n', 'block', 'line']),
    );
    expect(Object.keys(j.comparisons[0]!)).toEqual(expect.arrayContaining(['metric', 'config', 'baseline', 'ratio']));
    expect(Object.keys(j.findings[0]!)).toEqual(expect.arrayContaining(['severity', 'code', 'message']));
    const t = j.measurements.find((m) => m.config === 'C2' && m.metric === 'Time (s)');
    expect(t?.value).toBeCloseTo(40.378842, 9);
    expect(t?.line).toBe(26);
    expect(r.out).not.toMatch(/NaN|Infinity/);
  });

  it('--baseline changes the ratios; markdown and csv carry the same tables', () => {
    const file = join(EXAMPLES, 'pghot-llama-bench.txt');
    const md = run(['analyze', file, '--format', 'markdown', '--baseline', 'r5']);
    expect(md.code).toBe(0);
    expect(md.out).toContain('| tg128 vs r5 | 0.62x | 0.68x~ | 0.87x~ | 0.75x~ | 1.00x |');
    const csv = run(['analyze', file, '--format', 'csv']);
    expect(csv.out).toContain('Performance,pp512 t/s,69.31,62.46,54.53,53.95,51.49');
  });

  it('reads stdin', () => {
    const r = run(['analyze'], 'pgpromote_success 10\npgpromote_candidate 900\npgdemote_kswapd 3\n');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/pgpromote_candidate\s+900/);
  });

  it('several files: file names label the configs', () => {
    const a = join(tmp, 'numab0.vmstat');
    const b = join(tmp, 'numab2.vmstat');
    writeFileSync(a, 'pgpromote_success 0\npgdemote_kswapd 5000\nnuma_hint_faults 0\n');
    writeFileSync(b, 'pgpromote_success 9000\npgdemote_kswapd 7000\nnuma_hint_faults 90000\n');
    const r = run(['analyze', a, b]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/metric\s+numab0\s+numab2/);
  });

  it('exit 1 naming what was tried when nothing is recognized', () => {
    const r = run(['analyze'], 'Thanks for the patch.\nLooks good to me.\n');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^tierscope: nothing recognized in stdin; tried: llama-bench/);
    expect(r.out).toBe('');
  });

  it('unreadable, binary and empty input: one clear line, no stack trace', () => {
    const missing = run(['analyze', join(tmp, 'nope.txt')]);
    expect(missing.code).toBe(1);
    expect(missing.err.trim()).toBe(`tierscope: ${join(tmp, 'nope.txt')}: cannot read: no such file`);
    const bin = join(tmp, 'x.bin');
    writeFileSync(bin, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]));
    expect(run(['analyze', bin]).err.trim()).toBe(`tierscope: ${bin}: binary input, not a text log`);
    const empty = run(['analyze'], '');
    expect(empty.code).toBe(1);
    expect(empty.err.trim()).toBe('tierscope: stdin: empty input');
    expect(run(['analyze', tmp]).err).toContain('is a directory');
  });

  it('a bad file among good ones is reported and the rest analyzed', () => {
    const r = run(['analyze', join(tmp, 'missing.txt'), join(FIXTURES, 'xsbench.txt')]);
    expect(r.code).toBe(0);
    expect(r.err).toContain('cannot read');
    expect(r.out).toContain('Lookups/s');
  });

  it('usage errors exit 2', () => {
    expect(run([]).code).toBe(2);
    expect(run(['frobnicate']).code).toBe(2);
    expect(run(['analyze', '--format', 'yaml']).err).toContain('unknown format: yaml');
    expect(run(['analyze', '--bogus']).code).toBe(2);
    expect(run(['analyze', join(EXAMPLES, 'pghot-llama-bench.txt'), '--baseline', 'r9']).code).toBe(2);
    expect(run(['--help']).code).toBe(0);
  });
});

describe('issue 13: inputs and outputs', () => {
  const input = join(tmp, 'in.txt');
  copyFileSync(join(EXAMPLES, 'pghot-llama-bench.txt'), input);
  const original = readFileSync(input, 'utf8');
  symlinkSync(input, join(tmp, 'link.txt'));

  it('--out refuses to write over an input, however it is named', () => {
    for (const out of [input, join(tmp, '.', 'in.txt'), join(tmp, 'link.txt')]) {
      const r = run(['analyze', input, '--out', out]);
      expect(r.code, out).toBe(2);
      expect(r.err).toContain('refusing to write over it');
    }
    const cal = run(['simulate', '--calibrate', input, '--out', join(tmp, 'link.txt')]);
    expect(cal.code).toBe(2);
    expect(cal.err).toContain('refusing to write over it');
    expect(readFileSync(input, 'utf8')).toBe(original);
    expect(run(['analyze', input, '--out', join(tmp, 'report.txt')]).code).toBe(0);
  });

  it('/dev/zero stops at once as binary; a NUL early in stdin too', () => {
    const t0 = Date.now();
    const r = run(['analyze', '/dev/zero']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('/dev/zero: binary input, not a text log');
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(run(['analyze'], Buffer.from('pgpromote_success 1\n\u0000\n')).err).toContain('stdin: binary input');
  });

  it('a closed pipe ends quietly; a full disk is one line', () => {
    const big = join(tmp, 'big.txt');
    writeFileSync(big, Array.from({ length: 300_000 }, (_, i) => `pgpromote_success ${i}\n`).join(''));
    const r = spawnSync('sh', ['-c', `node ${BIN} analyze --format json ${big} ${big} ${big} | head -1 >/dev/null`], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    const full = run(['analyze', input, '--format', 'json', '--out', '/dev/full']);
    expect(full.err.trim().split('\n')).toEqual(['tierscope: /dev/full: cannot write: no space left on the device']);
  });

  it('a scenario with a BOM is read; 20,000-deep JSON is a message naming the depth', () => {
    writeFileSync(
      join(tmp, 'bom.json'),
      '\ufeff' +
        JSON.stringify({
          workload: { family: 'random', footprintGiB: 4 },
          machine: { nodes: [{ id: 0, memGiB: 16, cpus: 4 }] },
        }),
    );
    expect(run(['simulate', join(tmp, 'bom.json')]).code).toBe(0);
    writeFileSync(join(tmp, 'deep.json'), '['.repeat(20_000) + ']'.repeat(20_000));
    const deep = run(['simulate', join(tmp, 'deep.json')]);
    expect(deep.err).toContain('nested 20,000 levels deep (at most 256)');
    expect(deep.err).not.toMatch(/call stack/);
  });

  it('a sweep of 20,000 values is refused before the first run', () => {
    const r = run([
      'simulate',
      '--preset',
      'pghot-microbench',
      '--sweep',
      `vm.pghot_freq_threshold=${Array.from({ length: 20_000 }, (_, i) => i + 1).join(',')}`,
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('20,000 values, at most 200');
  });
});

describe('issue 16: command-line conventions', () => {
  const version = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string })
    .version;
  /** Run with a module preloaded that plants a bug (a TypeError where the code does not expect one). */
  const runWithBug = (bug: string, args: string[]) => {
    const pre = join(tmp, `bug-${args[0]}.js`);
    writeFileSync(pre, bug);
    const r = spawnSync(process.execPath, ['-r', pre, BIN, ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('--version prints the package version, as a command or an option of analyze', () => {
    for (const args of [['--version'], ['-V'], ['analyze', '--version']]) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.out).toBe(`tierscope ${version}\n`);
    }
  });

  it('-- ends the options: a file named like an option is read', () => {
    const odd = join(tmp, '--odd.vmstat');
    writeFileSync(odd, 'pgpromote_success 10\npgpromote_candidate 900\n');
    const asOption = spawnSync(process.execPath, [BIN, 'analyze', '--odd.vmstat'], { cwd: tmp, encoding: 'utf8' });
    expect(asOption.status).toBe(2);
    expect(asOption.stderr).toContain(
      'unknown option: --odd.vmstat (a file whose name starts with -: put it after --)',
    );
    const r = spawnSync(process.execPath, [BIN, 'analyze', '--format', 'json', '--', '--odd.vmstat'], {
      cwd: tmp,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { sources: string[] }).sources).toEqual(['--odd.vmstat']);
  });

  it('usage errors of both commands exit 2 with the usage; an option without its value too', () => {
    for (const args of [
      ['analyze', '--format'],
      ['analyze', '--format='],
      ['analyze', '--help=yes'],
      ['simulate', '--preset'],
      ['simulate', '--nope'],
      ['simulate', 'a.json', 'b.json'],
    ]) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/usage: tierscope/);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    expect(run(['analyze', '--format']).err).toContain('--format needs a value');
    expect(run(['simulate', '--preset', 'nope']).err).toContain('unknown preset "nope"');
    expect(
      run([
        'simulate',
        '--preset',
        'pghot-microbench',
        '--set',
        'vm.pghot_freq_threshold=2',
        '--set',
        'kernel.numa_balancing=2',
        '--config',
        'C1',
      ]).code,
    ).toBe(0);
  });

  it('an internal error exits 3 with one line, distinct from nothing recognized (1) and usage (2)', () => {
    const file = join(EXAMPLES, 'pghot-llama-bench.txt');
    const analyze = runWithBug(
      "const s = JSON.stringify; JSON.stringify = (...a) => { if (a[0] && typeof a[0] === 'object' && 'metric' in a[0]) throw new TypeError('planted bug'); return s(...a); };",
      ['analyze', '--format', 'json', file],
    );
    expect(analyze.code).toBe(3);
    expect(analyze.err).toBe('tierscope: internal error: planted bug\n');
    const simulate = runWithBug("Math.exp = () => { throw new TypeError('planted bug'); };", [
      'simulate',
      '--preset',
      'pghot-microbench',
      '--config',
      'C1',
    ]);
    expect(simulate.code).toBe(3);
    expect(simulate.err).toBe('tierscope: internal error: planted bug\n');
  });

  it('stdin from a terminal: a hint on stderr, then the paste is read', () => {
    // script(1) gives the command a terminal; the paste ends with Ctrl-D at the start of a line
    const r = spawnSync('script', ['-qec', `${process.execPath} ${BIN} analyze`, '/dev/null'], {
      input: 'pgpromote_success 10\npgpromote_candidate 900\n\u0004',
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.stdout).toContain('tierscope: reading the log from the terminal; paste it, then press Ctrl-D');
    expect(r.stdout).toMatch(/pgpromote_candidate\s+900/);
    expect(r.status).toBe(0);
    const piped = run(['analyze'], 'pgpromote_success 10\npgpromote_candidate 900\n');
    expect(piped.err).toBe('');
  });

  it('CSV: formula cells escaped and quoted, CR quoted, read back by a CSV parser as written', () => {
    const csv = run(['analyze', '--format', 'csv'], 'metric   =cmd   @r2   r3\ntg128 t/s   -4.0   5.0   6.0\n');
    expect(csv.code).toBe(0);
    const rows = Papa.parse<string[]>(csv.out.trim()).data;
    expect(rows[0]).toEqual(['table', 'metric', "'=cmd", "'@r2", 'r3']);
    expect(rows[1]).toEqual(['Performance', 'tg128 t/s', '-4', '5', '6']);
    expect(csv.out).toContain(`"'=cmd","'@r2"`);
  });

  it('html embeds each document in slices: a surrogate pair cut at a slice boundary and </script> come back as written', () => {
    const head = 'pgpromote_success 10\npgpromote_candidate 900\n</script><!--\n';
    const pad = 'x'.repeat(2 ** 20 - head.length - 1);
    const text = `${head}${pad}\u{1F600} after the cut \u2028\n`;
    const file = join(tmp, 'surrogate.vmstat');
    writeFileSync(file, text);
    const out = join(tmp, 'surrogate.html');
    expect(run(['analyze', file, '--format', 'html', '--out', out]).code).toBe(0);
    const html = readFileSync(out, 'utf8');
    const data = /<script type="application\/json" id="tierscope-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect((JSON.parse(data) as { docs: { text: string }[] }).docs[0]!.text).toBe(text);
  });

  it('html from a CLI without its report bundle (as the .vsix ships it): one line, exit 2, an existing --out untouched', () => {
    const install = mkdtempSync(join(tmpdir(), 'tierscope-vsix-cli-'));
    for (const d of ['bin', 'dist']) mkdirSync(join(install, d));
    copyFileSync(BIN, join(install, 'bin/tierscope.js'));
    copyFileSync(join(__dirname, '../../dist/cli.js'), join(install, 'dist/cli.js'));
    const out = join(tmp, 'kept.html');
    writeFileSync(out, 'an earlier report');
    const r = spawnSync(
      process.execPath,
      [
        join(install, 'bin/tierscope.js'),
        'analyze',
        join(EXAMPLES, 'pghot-llama-bench.txt'),
        '--format',
        'html',
        '--out',
        out,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringContaining('--format html needs ') as string]);
    expect(readFileSync(out, 'utf8')).toBe('an earlier report');
  });
});
