import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numastatPLines } from '../../src/cli/record/format';
import { readProcessMemory, readTunables, Reader } from '../../src/cli/record/read';
import { analyze, FIXTURES, has, m } from './helpers';

const BIN = join(__dirname, '../../bin/tierscope.js');
const ROOT = join(FIXTURES, 'proc-root');
const tmp = mkdtempSync(join(tmpdir(), 'tierscope-record-'));
let n = 0;
const outFile = () => join(tmp, `run${++n}.tierlog`);
const record = (args: string[], cmd: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'record', ...args, '--', ...cmd], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
/** A node one-liner as the recorded command. */
const nodeCmd = (js: string) => [process.execPath, '-e', js];
const TOUCH_256MB =
  'const b=Buffer.alloc(256<<20); for(let i=0;i<b.length;i+=4096)b[i]=1; console.log("touched", b.length>>20, "MB"); setTimeout(()=>{}, 1000)';

/** What changes from run to run: times, durations, the pid, the path of node. */
function normalize(text: string): string {
  return text
    .replaceAll(process.execPath, 'NODE')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, 'TIME')
    .replace(/wall time [\d.]+ s/g, 'wall time W s')
    .replace(/^(real|user|sys)\t\d+m[\d.]+s$/gm, '$1\tT');
}

describe('tierscope record --proc-root (the format, from a fixture tree)', () => {
  const out = outFile();
  const r = record(
    ['--label', 'fixture', '--out', out, '--proc-root', ROOT],
    nodeCmd('console.log("hello from the benchmark")'),
  );
  const text = existsSync(out) ? readFileSync(out, 'utf8') : '';

  it('tees the output, writes the file and exits with the command status', () => {
    expect(r.code).toBe(0);
    expect(r.out).toBe('hello from the benchmark\n');
    expect(r.err).toContain(`written to ${out}`);
  });

  it('writes the same text every time (times and durations aside)', () => {
    const golden = join(FIXTURES, 'record-proc-root.tierlog');
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, normalize(text));
    expect(normalize(text)).toBe(readFileSync(golden, 'utf8'));
  });

  it('reads back as one config with its topology, tunables (debugfs included), vmstat and memory', () => {
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['fixture']);
    const c = a.configs[0]!;
    expect(c.kernel).toBe('6.18.44');
    expect(c.tunables).toMatchObject({
      'kernel.numa_balancing': '0',
      'kernel.numa_balancing_promote_rate_limit_MBps': '65536',
      'mm.numa.demotion_enabled': 'false',
      'mm.transparent_hugepage.enabled': 'madvise',
      'mm.transparent_hugepage.defrag': 'madvise',
      'numa_balancing.hot_threshold_ms': '1000',
      'numa_balancing.scan_size_mb': '256',
    });
    const kinds = a.blocks.filter((b) => b.kind !== 'prose').map((b) => [b.kind, b.config]);
    expect(kinds).toEqual([
      ['numactl-hardware', 'fixture'],
      ['sysctl', 'fixture'],
      ['vmstat', 'fixture'],
      ['vmstat', 'fixture'],
      ['results-table', undefined],
      ['meminfo', 'fixture'],
      ['numastat', 'fixture'],
    ]);
    const vm = a.blocks
      .filter((b) => b.data.type === 'vmstat')
      .map((b) => b.data as { snapshots: number; node?: number; times?: number[] });
    expect(vm.map((d) => [d.snapshots, d.node, d.times?.length])).toEqual([
      [2, undefined, 2],
      [2, 0, 2],
    ]);
    expect(m(a, 'fixture', 'pgfault').value).toBe(0); // the same files before and after
    expect(has(a, 'fixture', 'real time (s)')).toBe(true);
    expect(text).toContain('note: cannot read /sys/kernel/debug/pghot: no such file');
  });

  it('sums numa_maps over the process tree, by numastat -p categories', () => {
    const p = readProcessMemory(new Reader(ROOT), 4242)!;
    expect([p.name, p.processes]).toEqual(['node', 2]);
    expect(p.mb.get('Heap')!.get(0)).toBeCloseTo((680 * 4) / 1024, 5);
    expect(p.mb.get('Private')!.get(0)!).toBeGreaterThan(64);
    const a = analyze(numastatPLines(p, [0]).join('\n'));
    expect(m(a, 'run', 'process Total on node0').value).toBeGreaterThan(64 * 2 ** 20);
  });

  it('reads the tunables by their kernel names', () => {
    const r = new Reader(ROOT);
    const keys = readTunables(r).map((t) => t.key);
    expect(keys.slice(0, 2)).toEqual(['kernel.numa_balancing', 'kernel.numa_balancing_promote_rate_limit_MBps']);
    expect(keys).toContain('/sys/kernel/debug/sched/numa_balancing/hot_threshold_ms');
    expect(r.notes).toEqual([
      'note: cannot read /sys/kernel/debug/pghot: no such file on this kernel (or the file system is not mounted) (not recorded)',
    ]);
  });
});

describe('tierscope record on this machine', () => {
  it('a command that touches 256 MB: the label, positive deltas, per-node memory, topology and tunables', () => {
    const out = outFile();
    const r = record(['--label', 'demo', '--out', out], nodeCmd(TOUCH_256MB));
    expect(r.code).toBe(0);
    expect(r.out).toContain('touched 256 MB');
    const a = analyze(readFileSync(out, 'utf8'));
    expect(a.configs.map((c) => c.label)).toEqual(['demo']);
    expect(m(a, 'demo', 'pgfault').value).toBeGreaterThan(0); // 65536 with 4 KiB pages, fewer with THP always
    expect(m(a, 'demo', 'pgalloc_normal').value).toBeGreaterThan(0);
    // the buffer and Node itself, as numastat -p saw them when the command ended; on a loaded machine part
    // of it was already gone once (250 MiB seen), so the check is the magnitude, not the last page
    expect(m(a, 'demo', 'process Total on node0').value).toBeGreaterThan(192 * 2 ** 20);
    expect(a.blocks.some((b) => b.kind === 'numactl-hardware')).toBe(true);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toMatch(/^\d$/);
    expect(a.configs[0]!.tunables['mm.transparent_hugepage.enabled']).toMatch(/^(always|madvise|never)$/);
  });

  it('--append adds runs that compare side by side; a label used again is numbered; a failing command is recorded', () => {
    const out = outFile();
    expect(record(['--label', 'small', '--out', out], nodeCmd('Buffer.alloc(16<<20).fill(1)')).code).toBe(0);
    expect(record(['--label', 'big', '--out', out, '--append'], nodeCmd('Buffer.alloc(128<<20).fill(1)')).code).toBe(0);
    expect(record(['--label', 'big', '--out', out, '--append'], nodeCmd('process.exit(3)')).code).toBe(3);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^big #2: .*exit status 3;/m);
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['small', 'big', 'big #2']);
    const pgfault = a.comparisons.filter((c) => c.metric === 'pgfault').map((c) => c.config);
    expect(pgfault).toEqual(expect.arrayContaining(['small', 'big', 'big #2']));
    expect(m(a, 'big', 'pgfault').value).toBeGreaterThan(m(a, 'small', 'pgfault').value);
    // two files of one run each compare the same way
    expect(record(['--label', 'small', '--out', out], nodeCmd('1')).code).toBe(2); // exists, no --append
  });

  it('SIGINT goes on to the command and the after snapshot is still written', async () => {
    const out = outFile();
    const child = spawn(
      process.execPath,
      [BIN, 'record', '--label', 'int', '--out', out, '--', ...nodeCmd('setTimeout(()=>{}, 30000)')],
      { stdio: 'ignore' },
    );
    await new Promise((res) => setTimeout(res, 1500));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((res) => child.on('close', (c) => res(c)));
    expect(code).toBe(130);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^int: .*killed by SIGINT; exit status 130 \(interrupted by SIGINT\);/m);
    expect(text).toMatch(/^\$ cat \/proc\/vmstat .* after$/m);
    const a = analyze(text);
    expect(a.blocks.find((b) => b.data.type === 'vmstat' && b.data.node === undefined)!.data).toMatchObject({
      snapshots: 2,
    });
  });

  it('usage: a command is needed; its own -h and --help are its own', () => {
    expect(record(['--label', 'x'], []).code).toBe(2);
    expect(record(['--interval', '0'], ['true']).code).toBe(2);
    const out = outFile();
    const r = record(['--out', out], ['echo', '-h', '--help']);
    expect([r.code, r.out]).toEqual([0, '-h --help\n']);
    expect(readFileSync(out, 'utf8')).toMatch(/^==> echo -h --help <==$/m);
  });
});

describe('what the reader learned for the .tierlog (general forms)', () => {
  it('`==> FILE <==` headers of head/tail name the config of what follows, over headings in it', () => {
    const text = [
      '$ tail -n 20 runs/nb0.log runs/nb=2.log',
      '==> runs/nb0.log <==',
      'RESULTS',
      '=======',
      'pgpromote_success 0',
      'pgpromote_candidate 0',
      'numa_hint_faults 10',
      '',
      '==> runs/nb=2.log <==',
      'RESULTS',
      '=======',
      'pgpromote_success 500',
      'pgpromote_candidate 900',
      'numa_hint_faults 1000',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['nb0', 'nb=2']);
    expect(m(a, 'nb=2', 'pgpromote_success').value).toBe(500);
  });

  it("numactl -H ending on a CPU-less node's `node 1 cpus:` names no run of the blocks below it (found by the fuzzer)", () => {
    const numactl = ['available: 2 nodes (0-1)', 'node 0 cpus: 0 1', 'node 1 cpus:', ''];
    const sysctl = ['kernel.numa_balancing = 0', 'vm.nr_hugepages = 0'];
    // the recorder's file, when node 1's meminfo and distance could not be read
    const tierlog = ['==> fz <==', 'fz: kernel 6.18.44; exit status 0; wall time 1 s', '', '$ numactl -H', ...numactl];
    expect(
      analyze([...tierlog, '$ sysctl kernel.numa_balancing ...', ...sysctl].join('\n')).configs.map((c) => c.label),
    ).toEqual(['fz']);
    // a paste of the same lines
    expect(analyze([...numactl, ...sysctl].join('\n')).configs.map((c) => c.label)).toEqual(['run']);
  });

  it('a run recorded again with the same numbers (`X` and `X #2`) stays two runs, not one name shortened (found by the fuzzer)', () => {
    const run = (label: string) => [
      `==> ${label} <==`,
      `${label}: kernel unknown; exit status 0.`,
      '',
      'pgfault 1',
      'pgalloc_normal 2',
      'numa_hit 3',
      '',
      'real\t0m0.015s',
      '',
    ];
    const a = analyze([...run('head -c 0'), ...run('head -c 0 #2')].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['head -c 0', 'head -c 0 #2']);
    expect(m(a, 'head -c 0', 'pgfault').value).toBe(1);
  });

  it('meminfo goes on over a field it does not know, in kB (Balloon, a newer kernel)', () => {
    const a = analyze(
      [
        'MemTotal:       24683568 kB',
        'MemFree:        21142196 kB',
        'Balloon:               0 kB',
        'NewField:            12 kB',
        'HugePages_Total:       0',
        'AnonHugePages:     36864 kB',
      ].join('\n'),
    );
    expect(a.blocks.filter((b) => b.kind === 'meminfo').map((b) => [b.startLine, b.endLine])).toEqual([[1, 6]]);
  });

  it('a line that opens with the longer of two labels describes that one', () => {
    const text = [
      '==> base <==',
      'base: kernel 6.18.44; first run.',
      '',
      'pgfault 1',
      'pgalloc_normal 2',
      'numa_hit 3',
      '',
      '==> base #2 <==',
      'base #2: kernel 6.19.1; second.',
      '',
      'pgfault 4',
      'pgalloc_normal 5',
      'numa_hit 6',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => [c.label, c.kernel])).toEqual([
      ['base', '6.18.44'],
      ['base #2', '6.19.1'],
    ]);
  });
});

describe('vmstat dumps dated on the command that printed them', () => {
  it('a long command line with an ISO time dates the first dump too', () => {
    const dump = (t: string, v: number) => [
      `$ cat /sys/devices/system/node/node10/vmstat   # ${t} before`,
      `pgpromote_success ${v}`,
      `pgpromote_candidate ${v * 2}`,
      `numa_hint_faults ${v * 3}`,
    ];
    const a = analyze([...dump('2026-12-03T05:44:21.000Z', 10), ...dump('2026-12-03T05:44:31.500Z', 20)].join('\n'));
    const d = a.blocks.find((b) => b.data.type === 'vmstat')!.data as { node?: number; times?: number[] };
    expect([d.node, d.times]).toEqual([10, [0, 10.5]]);
  });
});

describe('Record a run...: the default label (issue 33)', () => {
  it.each([
    ['node -e "const x = 1"', 'node -e'],
    ['./llama-bench -m model.gguf -p 512', 'llama-bench -m model.gguf'],
    ['/usr/bin/numactl --membind=1 ./stream', 'numactl --membind=1 stream'],
    ["sh -c 'echo hi'", 'sh -c'],
    ['FOO=$BAR make', ''],
  ])('%s -> %s', async (command, label) => {
    const { defaultLabel } = await import('../../src/host/recordLabel');
    expect(defaultLabel(command)).toBe(label);
  });
});

describe('record never loses a run (issue 35)', () => {
  /** A copy of the fixture tree to make odd files in. */
  const oddRoot = () => {
    const root = mkdtempSync(join(tmp, 'proc-root-'));
    cpSync(ROOT, root, { recursive: true });
    return root;
  };
  const recordAsync = (args: string[], cmd: string[]) =>
    spawn(process.execPath, [BIN, 'record', ...args, '--', ...cmd], { stdio: ['ignore', 'pipe', 'pipe'] });
  /** Once the recorder's command runs (a loaded machine takes seconds to start Node): its pids. */
  const commandOf = async (child: ReturnType<typeof spawn>) => {
    for (let t = 0; t < 200; t++) {
      const kids = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
      if (kids) return kids.split('\n');
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error('the command did not start in 20 s');
  };
  const ended = (child: ReturnType<typeof spawn>) =>
    new Promise<{ code: number | null; err: string }>((res) => {
      let err = '';
      child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
      child.on('close', (code) => res({ code, err }));
    });

  it('a /proc/vmstat of 70,000 lines sampled every 0.05 s is written whole (its lines were spread as arguments)', () => {
    const root = oddRoot();
    const extra = Array.from({ length: 70000 }, (_, k) => `zz_counter_${k} ${k}`).join('\n');
    appendFileSync(join(root, 'proc/vmstat'), `${extra}\n`);
    const out = outFile();
    const r = record(
      ['--label', 'huge', '--interval', '0.05', '--out', out, '--proc-root', root],
      nodeCmd('setTimeout(()=>{}, 400)'),
    );
    expect(r.err).not.toContain('internal error');
    expect(r.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text.match(/^zz_counter_69999 69999$/gm)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^\$ cat \/proc\/vmstat .* after$/m);
  });

  it('a FIFO, a symlink to /dev/zero and a 20 MB file under --proc-root are skipped with a note, at once', () => {
    const root = oddRoot();
    rmSync(join(root, 'proc/vmstat'));
    rmSync(join(root, 'proc/meminfo'));
    spawnSync('mkfifo', [join(root, 'proc/vmstat')]);
    symlinkSync('/dev/zero', join(root, 'proc/meminfo'));
    writeFileSync(join(root, 'proc/sys/kernel/osrelease'), 'x'.repeat(20 << 20));
    const out = outFile();
    const t = Date.now();
    const r = spawnSync(process.execPath, [BIN, 'record', '--out', out, '--proc-root', root, '--', 'true'], {
      encoding: 'utf8',
      timeout: 40000,
    });
    expect(r.status).toBe(0);
    expect(Date.now() - t).toBeLessThan(30000);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('note: cannot read /proc/vmstat: a FIFO, not a file; skipped (not recorded)');
    expect(text).toContain('note: cannot read /proc/meminfo: a character device, not a file; skipped (not recorded)');
    expect(text).toContain('note: cannot read /proc/sys/kernel/osrelease: larger than 16 MB; skipped (not recorded)');
    expect(text.length).toBeLessThan(1 << 20);
  });

  it('a command that ignores SIGINT and SIGTERM: INT, then TERM, then KILL of its group after --grace; the run is written', async () => {
    const out = outFile();
    const t = Date.now();
    const child = recordAsync(
      ['--label', 'stubborn', '--grace', '0.5', '--out', out],
      ['sh', '-c', 'trap "" INT TERM HUP; sleep 60 & wait; sleep 60'],
    );
    const done = ended(child);
    await commandOf(child);
    await new Promise((res) => setTimeout(res, 300));
    child.kill('SIGINT');
    const { code, err } = await done;
    expect(code).toBe(137);
    expect(Date.now() - t).toBeLessThan(30000);
    expect(err).toContain('SIGINT: passed on to the command');
    expect(err).toContain('sending SIGTERM');
    expect(err).toContain('sending SIGKILL');
    expect(readFileSync(out, 'utf8')).toMatch(
      /^stubborn: .*killed by SIGKILL; exit status 137 \(interrupted by SIGINT\);/m,
    );
  });

  it('a second Ctrl-C says what the recorder waits for and sends the next signal at once', async () => {
    const out = outFile();
    const child = recordAsync(['--grace', '30', '--out', out], ['sh', '-c', 'trap "" INT; sleep 60 & wait']);
    const done = ended(child);
    await commandOf(child);
    await new Promise((res) => setTimeout(res, 300));
    child.kill('SIGINT');
    await new Promise((res) => setTimeout(res, 300));
    child.kill('SIGINT');
    const { code, err } = await done;
    expect(err).toMatch(/waiting for the command \(pid \d+\) to end after SIGINT; sending SIGTERM now/);
    expect(code).toBe(143);
  });

  it('kill -KILL of the recorder leaves a readable partial run (the /proc/vmstat samples streamed as taken)', async () => {
    const out = outFile();
    const child = recordAsync(
      ['--label', 'cut short', '--interval', '0.1', '--out', out, '--proc-root', ROOT],
      ['sleep', '5'],
    );
    const done = ended(child);
    const kids = await commandOf(child);
    await new Promise((res) => setTimeout(res, 1000));
    child.kill('SIGKILL');
    await done;
    for (const k of kids) if (k) spawnSync('kill', ['-KILL', k]);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^cut short: .*run not finished/m);
    expect(text.match(/^\$ cat \/proc\/vmstat /gm)!.length).toBeGreaterThanOrEqual(3);
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['cut short']);
    expect(a.blocks.find((b) => b.data.type === 'vmstat')!.data).toMatchObject({ type: 'vmstat' });
    expect(
      (a.blocks.find((b) => b.data.type === 'vmstat')!.data as { snapshots: number }).snapshots,
    ).toBeGreaterThanOrEqual(3);
  });

  it('an --out that cannot be written is refused before the command runs', () => {
    const r = record(['--out', join(tmp, 'no-such-dir', 'x.tierlog')], nodeCmd('console.log("ran")'));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('cannot write');
  });
});
