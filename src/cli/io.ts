/** The CLI's files: inputs read in chunks under a size limit (binary caught in the first chunk), outputs that never replace an input, quiet on a closed pipe. */
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { stripBom } from '../core/text/safeJson';

export const MAX_INPUT_BYTES = 256 * 2 ** 20;
const CHUNK = 1 << 20;

/** A problem with a file the user named: printed as one line, no stack. */
export class InputError extends Error {}

export interface Input {
  name: string;
  text: string;
  /** What decoding changed, said once (invalid UTF-8 replaced by U+FFFD). */
  warning?: string;
  /** Device and inode, to refuse an --out that is this input. */
  id?: { dev: number; ino: number };
}

const displayName = (file: string) => (file === '-' ? 'stdin' : file);

function readReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT'
    ? 'no such file'
    : code === 'EISDIR'
      ? 'is a directory'
      : code === 'EACCES'
        ? 'permission denied'
        : (e as Error).message;
}

function readChunk(fd: number, buf: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, buf, 0, buf.length, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      else if (code === 'EOF') return 0;
      else throw e;
    }
  }
}

function tooLarge(name: string, limit: number): InputError {
  return new InputError(`${name}: larger than ${limit / 2 ** 20} MB, the input limit; analyze a part of it`);
}

/** A UTF-16 byte order mark: FF FE (little-endian) or FE FF (big-endian). */
function utf16(buf: Buffer, total: number): 'le' | 'be' | undefined {
  if (total < 2) return undefined;
  if (buf[0] === 0xff && buf[1] === 0xfe) return 'le';
  if (buf[0] === 0xfe && buf[1] === 0xff) return 'be';
  return undefined;
}

function count(hay: string | Buffer, needle: string | Buffer): number {
  let n = 0;
  for (let p = hay.indexOf(needle as never); p >= 0; p = hay.indexOf(needle as never, p + 1)) n++;
  return n;
}

/**
 * The bytes of `fd` as text, read into one buffer (sized from the file, or doubled as a pipe delivers more):
 * the input is held once as bytes outside the JS heap, freed as soon as it is text, rather than as a heap of
 * chunks that wait for a full garbage collection while the analysis runs. UTF-16 with a byte order mark (what
 * Windows tools save) is decoded as such; anything else as UTF-8, invalid bytes replaced by U+FFFD and counted.
 */
function readBytes(fd: number, name: string, sizeHint: number, limit: number): { text: string; warning?: string } {
  let buf = Buffer.allocUnsafe(Math.min(limit + 1, Math.max(CHUNK, sizeHint + 1)));
  let total = 0;
  for (;;) {
    if (total === buf.length) {
      const grown = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
      buf.copy(grown, 0, 0, total);
      buf = grown;
    }
    let n: number;
    try {
      n = readChunk(fd, buf.subarray(total));
    } catch (e) {
      throw new InputError(`${name}: cannot read: ${readReason(e)}`);
    }
    if (n === 0) break;
    // UTF-16 text is half NUL bytes: its byte order mark says it is text
    if (total === 0 && !utf16(buf, n) && buf.subarray(0, Math.min(n, 8192)).includes(0))
      throw new InputError(`${name}: binary input, not a text log`);
    total += n;
    if (total > limit) throw tooLarge(name, limit);
  }
  const bom = utf16(buf, total);
  if (bom) {
    const end = total - ((total - 2) & 1);
    if (bom === 'be') buf.subarray(2, end).swap16();
    return { text: buf.toString('utf16le', 2, end) };
  }
  const text = buf.toString('utf8', 0, total);
  if (!text.includes('\uFFFD')) return { text };
  const invalid = count(text, '\uFFFD') - count(buf.subarray(0, total), Buffer.from('\uFFFD', 'utf8'));
  return invalid > 0
    ? { text, warning: `${name}: not valid UTF-8: ${invalid} invalid byte sequence(s) shown as U+FFFD` }
    : { text };
}

/** Read a file (or stdin for `-`) as text (UTF-8, or UTF-16 with a BOM), stopping at `limit` bytes; a NUL byte in the first chunk means binary. */
export function readInput(file: string, limit = MAX_INPUT_BYTES): Input {
  const name = displayName(file);
  let fd: number;
  try {
    fd = file === '-' ? 0 : openSync(file, 'r');
  } catch (e) {
    throw new InputError(`${name}: cannot read: ${readReason(e)}`);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new InputError(`${name}: cannot read: is a directory`);
    if (st.isFile() && st.size > limit) throw tooLarge(name, limit);
    const { text, warning } = readBytes(fd, name, st.isFile() ? st.size : 0, limit);
    return {
      name,
      text: stripBom(text),
      ...(warning ? { warning } : {}),
      ...(st.isFile() ? { id: { dev: st.dev, ino: st.ino } } : {}),
    };
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** Refuse an output path that is one of the inputs (same device and inode: `./in.txt`, a symlink or a hard link too). */
export function checkOutput(out: string, inputs: readonly Input[]): void {
  if (out === '-') return; // stdout
  let st: Stats;
  try {
    st = statSync(out);
  } catch {
    return;
  }
  const same = inputs.find((i) => i.id && i.id.dev === st.dev && i.id.ino === st.ino);
  if (same) throw new InputError(`--out ${out} is the input ${same.name}; refusing to write over it`);
}

/** Why a write failed, in words. */
export function writeReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOSPC'
    ? 'no space left on the device'
    : code === 'EACCES'
      ? 'permission denied'
      : code === 'ENOENT'
        ? 'no such directory'
        : code === 'EISDIR'
          ? 'is a directory'
          : (e as Error).message;
}

/** A reader that went away (`| head -1`) ends the command quietly; a full disk is one line. */
export function guardStdout(prefix: string): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    process.stderr.write(`${prefix}: cannot write the output: ${writeReason(e)}\n`);
    process.exit(1);
  });
}
