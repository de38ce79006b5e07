/** The CLI's output as a stream: chunks gathered into writes of about 1 MB to stdout or --out, so no string holds the whole report. */
import { closeSync, openSync, writeSync } from 'node:fs';
import { InputError, writeReason } from './io';
import { terminalSafeChunks } from './terminal';

/** Bytes gathered before a write. */
const WRITE_SIZE = 1 << 20;

/** The end of a pipe whose reader went away (`| head -1`). */
export class ClosedPipe extends Error {}

/** A buffered writer on a file descriptor (blocking writes; EAGAIN on a non-blocking pipe waits and retries). */
export class ChunkWriter {
  private parts: string[] = [];
  private size = 0;
  /** Bytes written so far, and the longest single write (tests check no write holds everything). */
  written = 0;
  largestWrite = 0;

  constructor(
    private readonly fd: number,
    private readonly name: string,
  ) {}

  write(chunk: string): void {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size >= WRITE_SIZE) this.flush();
  }

  flush(): void {
    if (!this.parts.length) return;
    const buf = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.size = 0;
    this.largestWrite = Math.max(this.largestWrite, buf.length);
    for (let off = 0; off < buf.length;) off += this.writeSome(buf, off);
    this.written += buf.length;
  }

  private writeSome(buf: Buffer, off: number): number {
    for (;;) {
      try {
        return writeSync(this.fd, buf, off, buf.length - off);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
        else if (code === 'EPIPE') throw new ClosedPipe();
        else throw new InputError(`${this.name}: cannot write: ${writeReason(e)}`);
      }
    }
  }
}

/** `--out -` is stdout, as for the inputs. */
export const toStdout = (out: string | undefined): boolean => out === undefined || out === '-';

/**
 * Write chunks to `out` (a file, replaced, the text as read) or to stdout (`-` too), a megabyte at a time;
 * what goes to stdout may reach a terminal and is made terminal-safe.
 */
export function writeChunks(to: string | undefined, chunks: Iterable<string>): void {
  let fd = 1;
  const out = toStdout(to) ? undefined : to;
  if (out === undefined) chunks = terminalSafeChunks(chunks);
  else {
    try {
      fd = openSync(out, 'w');
    } catch (e) {
      throw new InputError(`${out}: cannot write: ${writeReason(e)}`);
    }
  }
  const w = new ChunkWriter(fd, out ?? 'stdout');
  try {
    for (const c of chunks) w.write(c);
    w.flush();
  } finally {
    if (out) closeSync(fd);
  }
}
