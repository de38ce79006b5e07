/**
 * The recorder's files: the vmstat dumps go to a spool on disk as they are taken (not kept in memory, so a
 * run of any length and interval stays small), and the .tierlog holds a readable partial run from the start
 * (the before snapshot and every /proc/vmstat sample, appended as taken), replaced by the whole run at the end.
 */
import { closeSync, constants, ftruncateSync, fstatSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stretch of the spool: one dump's lines, each ending with a newline. */
export interface SpoolRange {
  from: number;
  length: number;
}

/** A piece of a run's text: lines (each ending with a newline) or a dump in the spool. */
export type Part = string | SpoolRange;

const COPY = 1 << 20;

/** Write all of `buf` to `fd` (at `pos` when given). */
export function writeAll(fd: number, buf: Buffer, pos?: number): void {
  for (let off = 0; off < buf.length;) {
    const n = writeSync(fd, buf, off, buf.length - off, pos === undefined ? null : pos + off);
    off += n;
  }
}

/** The dumps of one run, in a temporary file removed when the run is written. */
export class Spool {
  readonly path = join(tmpdir(), `tierscope-record-${process.pid}-${Date.now()}.spool`);
  private readonly fd = openSync(this.path, 'wx+', 0o600);
  private size = 0;

  constructor() {
    // unlinked at once: the open file lives on, and a recorder killed by SIGKILL leaves nothing behind
    unlinkSync(this.path);
  }

  add(text: string): SpoolRange {
    const buf = Buffer.from(text, 'utf8');
    writeAll(this.fd, buf, this.size);
    const r = { from: this.size, length: buf.length };
    this.size += buf.length;
    return r;
  }

  /** The text of a range (tests, and small reads). */
  text(r: SpoolRange): string {
    const buf = Buffer.allocUnsafe(r.length);
    for (let off = 0; off < r.length;) off += readSync(this.fd, buf, off, r.length - off, r.from + off);
    return buf.toString('utf8');
  }

  /** Copy a range to `out` a megabyte at a time. */
  copyTo(out: number, r: SpoolRange): void {
    const buf = Buffer.allocUnsafe(Math.min(COPY, Math.max(1, r.length)));
    for (let off = 0; off < r.length;) {
      const n = readSync(this.fd, buf, 0, Math.min(buf.length, r.length - off), r.from + off);
      if (n === 0) break;
      writeAll(out, buf.subarray(0, n));
      off += n;
    }
  }

  close(): void {
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
  }
}

/**
 * The .tierlog being written: opened before the command starts (an unwritable path is refused before any
 * work), appended to as the run goes, and cut back to where this run began when the whole run is written.
 */
export class RunFile {
  private readonly fd: number;
  private readonly start: number;

  constructor(
    readonly path: string,
    append: boolean,
  ) {
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | (append ? 0 : constants.O_EXCL);
    this.fd = openSync(path, flags, 0o666);
    this.start = fstatSync(this.fd).size;
  }

  /** Text of the partial run, written at once (a `kill -KILL` of the recorder leaves what was written). */
  append(text: string): void {
    writeAll(this.fd, Buffer.from(text, 'utf8'));
  }

  /** Replace the partial run with the whole one. */
  finish(parts: Iterable<Part>, spool: Spool): void {
    ftruncateSync(this.fd, this.start);
    let pending: string[] = [];
    let size = 0;
    const flush = () => {
      if (!pending.length) return;
      writeAll(this.fd, Buffer.from(pending.join(''), 'utf8'));
      pending = [];
      size = 0;
    };
    for (const p of parts) {
      if (typeof p === 'string') {
        pending.push(p);
        size += p.length;
        if (size >= COPY) flush();
      } else {
        flush();
        spool.copyTo(this.fd, p);
      }
    }
    flush();
  }

  close(): void {
    closeSync(this.fd);
  }
}
