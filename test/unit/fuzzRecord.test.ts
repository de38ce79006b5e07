/**
 * The fuzzer's `record` target (test/fuzz/recordTarget.ts): its invariant on good and broken recordings, the
 * spec it reads (clamped, paths kept inside the tree), the tree it makes (never through a symlink), and a
 * few of its seeds end to end.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../fuzz/mutate';
import { mutateRecord, RECORD_SEEDS } from '../fuzz/recordMutate';
import { commandArgv, parseSpec, recordBoundMs, treePath } from '../fuzz/recordSpec';
import { recordViolation, runLabel, runRecordTarget, type RecordedRuns } from '../fuzz/recordTarget';
import { makeFile, placeIn } from '../fuzz/recordTree';

const tmp = mkdtempSync(join(tmpdir(), 'tierscope-fuzz-record-test-'));

/** A finished run as the recorder writes it (the lines the invariant looks at). */
const run = (label: string, how: string) =>
  `==> ${label} <==\n${label}: kernel 6.18.44; ${how}; wall time 0.412 s; ran \`sleep 0.4\`; recorded at 2026-12-06T01:00:00.000Z.\n\nreal\t0m0.412s\n`;

const good = (over: Partial<RecordedRuns> = {}): RecordedRuns => ({
  labels: ['fuzz'],
  codes: [0],
  elapsedMs: [900],
  boundMs: 12_400,
  text: run('fuzz', 'exit status 0'),
  configs: ['fuzz'],
  ...over,
});

describe('the record invariant (recordViolation)', () => {
  it('holds for a finished run that says the status the recorder returned and reads back as its label', () => {
    expect(recordViolation(good())).toBeUndefined();
    // a label that says a status of its own does not stand for the run's
    expect(
      recordViolation(
        good({
          codes: [137, 3],
          labels: ['x: exit status 5;', 'x: exit status 5; #2'],
          elapsedMs: [1, 1],
          text:
            run('x: exit status 5;', 'killed by SIGKILL; exit status 137 (interrupted by SIGINT)') +
            run('x: exit status 5; #2', 'exit status 3'),
          configs: ['x: exit status 5;', 'x: exit status 5; #2'],
        }),
      ),
    ).toBeUndefined();
  });

  it('no file, a run missing, the partial run left, a status unlike the returned one, a run not read back, too slow', () => {
    expect(recordViolation(good({ text: undefined }))).toMatchObject({ kind: 'record-lost' });
    expect(recordViolation(good({ labels: ['fuzz', 'fuzz #2'], codes: [0, 0] }))?.message).toBe(
      'run 2 ("fuzz #2") is not in the file (recorder returned 0)',
    );
    expect(
      recordViolation(good({ text: run('fuzz', 'run not finished: the recorder ended before the command') })),
    ).toMatchObject({ kind: 'record-partial' });
    expect(recordViolation(good({ codes: [130] }))).toMatchObject({ kind: 'record-status' });
    expect(recordViolation(good({ codes: [130] }))?.message).toMatch(
      /^run 1 says exit status 0, the recorder returned 130/,
    );
    expect(recordViolation(good({ configs: ['run'] }))).toMatchObject({ kind: 'record-unread' });
    expect(recordViolation(good({ elapsedMs: [12_401] }))).toMatchObject({ kind: 'over-budget' });
  });
});

describe('the record spec', () => {
  it('clamps what would make a run long or large, and ignores lines it cannot read', () => {
    const s = parseSpec(
      'command ignore 1e9\ninterval 0\ngrace 99\nsignal SIGKILL 1\nsignal SIGINT 1e309\nlines proc/vmstat 1e9\nsparse proc/meminfo 1\nnonsense\nlink proc/x /etc/passwd\n',
    );
    expect(commandArgv(s)).toEqual(['sh', '-c', 'trap "" INT TERM HUP; sleep 1.5']);
    expect(s.signals).toEqual([{ sig: 'SIGINT', atS: 2 }]);
    expect(s.graceS).toBe(2);
    expect(s.files).toEqual([
      { kind: 'lines', path: 'proc/vmstat', n: 70_000 },
      { kind: 'sparse', path: 'proc/meminfo', n: 17 },
    ]);
    // a 70,000-line vmstat is sampled no more often than every 0.69 s
    expect(s.intervalS).toBeGreaterThanOrEqual(0.69);
    expect(recordBoundMs(s)).toBe((1.5 + 2 + 2 * 2 + 2 + 10) * 1000);
    expect(commandArgv(parseSpec('command exit 300'))).toEqual(['sh', '-c', 'exit 44']);
  });

  it('keeps every path inside the tree', () => {
    for (const p of ['../etc/passwd', '/etc/passwd', 'proc/../../x', 'proc/./x', 'a//b', 'proc/x y', ''])
      expect(treePath(p)).toBeUndefined();
    expect(treePath('sys/devices/system/node/node0/vmstat')).toBe('sys/devices/system/node/node0/vmstat');
    expect(parseSpec('empty ../../x\nat 0.1 rm /etc\nfifo proc/vmstat').files).toEqual([
      { kind: 'fifo', path: 'proc/vmstat' },
    ]);
  });

  it('labels as the recorder folds them; the command names its run when there is none', () => {
    expect(runLabel(parseSpec('label  a \t b '))).toEqual({ option: 'a b', label: 'a b' });
    expect(runLabel(parseSpec('label  \ncommand exit 3'))).toEqual({ option: undefined, label: 'sh -c exit 3' });
  });

  it('mutations are the same for a seed and stay specs', () => {
    const a = new Rng(7);
    const b = new Rng(7);
    for (let k = 0; k < 50; k++) {
      const base = RECORD_SEEDS[k % RECORD_SEEDS.length]!;
      const m = mutateRecord(base, a, RECORD_SEEDS[0]!);
      expect(m).toBe(mutateRecord(base, b, RECORD_SEEDS[0]!));
      expect(() => parseSpec(m)).not.toThrow();
    }
  });
});

describe('the record tree', () => {
  it('never writes through a symlink: a directory linked out of the tree is replaced by a real one', () => {
    const outside = join(tmp, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'keep'), 'kept');
    const root = join(tmp, 'root');
    mkdirSync(root);
    symlinkSync(outside, join(root, 'sys'));
    makeFile(root, { kind: 'rm', path: 'sys/keep' });
    makeFile(root, { kind: 'text', path: 'sys/new', text: 'x' });
    expect(readFileSync(join(outside, 'keep'), 'utf8')).toBe('kept');
    expect(existsSync(join(outside, 'new'))).toBe(false);
    expect(readFileSync(join(root, 'sys/new'), 'utf8')).toBe('x');
    expect(placeIn(root, 'a/b/c')).toBe(join(root, 'a/b/c'));
  });

  it('lines are added to what the file held; a FIFO is replaced, not written into', () => {
    const root = join(tmp, 'root2');
    mkdirSync(root);
    makeFile(root, { kind: 'text', path: 'proc/vmstat', text: 'pgfault 1\n' });
    makeFile(root, { kind: 'lines', path: 'proc/vmstat', n: 2 });
    expect(readFileSync(join(root, 'proc/vmstat'), 'utf8')).toBe('pgfault 1\nzz_counter_0 0\nzz_counter_1 1\n');
    makeFile(root, { kind: 'fifo', path: 'proc/meminfo' });
    makeFile(root, { kind: 'text', path: 'proc/meminfo', text: 'MemTotal: 1 kB\n' });
    expect(readFileSync(join(root, 'proc/meminfo'), 'utf8')).toBe('MemTotal: 1 kB\n');
  });

  it('a file made again over a sparse one of gigabytes keeps none of it (the fuzzer read it whole and threw)', async () => {
    // found by the run of 2026-12-06 14:07 (test/fuzz/failures/record-exception-fc3a6100814e.txt)
    await expect(runRecordTarget('sparse proc/meminfo 8576\nsparse proc/meminfo')).resolves.toBeUndefined();
  }, 60_000);
});

describe('record seeds end to end', () => {
  // a FIFO, device links and a huge file; a command that ignores signals; files vanishing during the run
  it.each([2, 3, 6, 12, 19])(
    'seed %i',
    async (k) => {
      await expect(runRecordTarget(RECORD_SEEDS[k]!)).resolves.toBeUndefined();
      expect(readdirSync(tmpdir()).filter((f) => f.startsWith(`tierscope-fuzz-record-${process.pid}-`))).toEqual([]);
    },
    60_000,
  );
});
