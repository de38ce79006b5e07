/** The CLI's output as a stream: chunks gathered into writes of about 1 MB to stdout or --out, so no string holds the whole report. */
import { closeSync, openSync, writeSync } from 'node:fs';
import { InputError, writeReason } from './io';

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

/** Write chunks to `out` (a file, replaced) or to stdout, a megabyte at a time. */
export function writeChunks(out: string | undefined, chunks: Iterable<string>): void {
  let fd = 1;
  if (out) {
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
