/**
 * The `--proc-root` tree of a `record` fuzz input: a copy of test/fixtures/proc-root with the spec's odd files
 * made in it, before the run and during it. Every path is made inside the tree and never through a symlink
 * (a spec can make `sys` a link to `/` and then name `sys/etc/passwd`): an ancestor that is not a real
 * directory is replaced by one, and what is at the path is removed (not followed) before it is made.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Rng } from './mutate';
import { LINK_TARGETS, NUMA_MAPS, type FileOp, type RecordSpec } from './recordSpec';

/** The repo: this file is test/fuzz/recordTree.ts, or bundled in dist/fuzz-worker.js. */
const REPO = existsSync(join(__dirname, '../package.json')) ? join(__dirname, '..') : join(__dirname, '../..');
export const FIXTURE_TREE = join(REPO, 'test/fixtures/proc-root');

const NODE_DIR = 'sys/devices/system/node';

/** What is at `abs`, not followed: 'dir', 'file', 'other' (a link, FIFO...) or undefined. */
function what(abs: string): 'dir' | 'file' | 'other' | undefined {
  try {
    const st = lstatSync(abs);
    return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : 'other';
  } catch {
    return undefined;
  }
}

/** The absolute path of `rel` in the tree, its ancestors real directories (made, or put in place of what was there). */
export function placeIn(root: string, rel: string): string {
  let at = root;
  const segs = rel.split('/');
  for (const seg of segs.slice(0, -1)) {
    at = join(at, seg);
    const w = what(at);
    if (w === 'dir') continue;
    if (w) rmSync(at, { recursive: true, force: true });
    mkdirSync(at);
  }
  const abs = join(at, segs[segs.length - 1]!);
  if (!abs.startsWith(root + '/')) throw new Error(`not in the tree: ${rel}`);
  return abs;
}

/** Seeded binary garbage: the same bytes for the same spec. */
function garbage(n: number, seed: number): Buffer {
  const r = new Rng(seed);
  const b = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) b[i] = r.int(256);
  return b;
}

const counterLines = (n: number) => {
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push(`zz_counter_${k} ${k}`);
  return out.join('\n') + '\n';
};

/** The most of an earlier file's text a later op on the same path keeps. */
const KEPT_MAX = 16 * 2 ** 20;

/** Make one file of the tree (`rel` already resolved against the tree when `abs` is given). */
export function makeFile(root: string, op: FileOp, rel = op.path): void {
  const abs = placeIn(root, rel);
  const before = what(abs);
  // `lines` and `locked` keep the text of a regular file that was there, up to the recorder's own 16 MB read
  // limit (a sparse file of gigabytes before them is no text to keep, and past what one Buffer holds)
  const kept = before === 'file' && lstatSync(abs).size <= KEPT_MAX ? readFileSync(abs) : Buffer.alloc(0);
  if (before) rmSync(abs, { recursive: true, force: true });
  switch (op.kind) {
    case 'rm':
      return;
    case 'dir':
      return void mkdirSync(abs);
    case 'empty':
      return writeFileSync(abs, '');
    case 'fifo':
      return void spawnSync('mkfifo', [abs]);
    case 'link':
      return symlinkSync(LINK_TARGETS[op.link!] || abs, abs);
    case 'sparse': {
      const fd = openSync(abs, 'w');
      try {
        ftruncateSync(fd, op.n! * 2 ** 20);
      } finally {
        closeSync(fd);
      }
      return;
    }
    case 'lines':
      return writeFileSync(abs, Buffer.concat([kept, Buffer.from(counterLines(op.n!))]));
    case 'garbage':
      return writeFileSync(abs, garbage(op.n!, op.n! ^ rel.length));
    case 'text':
      return writeFileSync(abs, op.text!);
    case 'locked':
      writeFileSync(abs, kept.length ? kept : 'locked 1\n');
      return chmodSync(abs, 0);
  }
}

/** The tree of a spec before its run: the fixture tree, its extra nodes, then its files in order. */
export function buildTree(root: string, spec: RecordSpec): void {
  cpSync(FIXTURE_TREE, root, { recursive: true });
  for (const id of spec.nodes) {
    const to = placeIn(root, `${NODE_DIR}/node${id}`);
    if (!existsSync(to)) cpSync(join(root, NODE_DIR, 'node0'), to, { recursive: true });
  }
  for (const op of spec.files) makeFile(root, op);
}

/** The recorder's children now (Linux: the main thread's children file), to find the command it started. */
export function childPids(): number[] {
  try {
    return readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** `/proc/PID/stat` as the kernel writes it, enough for the recorder: the name and the parent. */
const stat = (pid: number, ppid: number) =>
  `${pid} (fuzz cmd) S ${ppid} ${pid} ${pid} 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 1 0\n`;

/**
 * The command's /proc/PID entry in the tree, once it runs: its stat, its numa_maps made as the spec says, and
 * `kids` fake descendants, a chain whose ids fall as it deepens (the listing meets the deepest first).
 */
export function makeProcess(root: string, pid: number, spec: NonNullable<RecordSpec['pid']>): void {
  writeFileSync(placeIn(root, `proc/${pid}/stat`), stat(pid, process.pid));
  makeFile(root, spec.op, `proc/${pid}/numa_maps`);
  let parent = pid;
  for (let k = 0; k < spec.kids; k++) {
    const id = 4_000_000 - k;
    writeFileSync(placeIn(root, `proc/${id}/stat`), stat(id, parent));
    writeFileSync(join(root, `proc/${id}/numa_maps`), NUMA_MAPS);
    parent = id;
  }
}

/** The fixture tree's own process entries (4242, 4243), kept; any other made by makeProcess. */
export const fakeProcesses = (root: string) =>
  readdirSync(join(root, 'proc')).filter((d) => /^\d+$/.test(d) && d !== '4242' && d !== '4243');
