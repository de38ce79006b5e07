/** Reports are written as chunks (generators of strings), so a stream never holds the whole output; joined where a string is wanted. */

/** All chunks as one string (the dashboard's exports, tests). */
export function joinChunks(chunks: Iterable<string>): string {
  const parts: string[] = [];
  for (const c of chunks) parts.push(c);
  return parts.join('');
}

/** Characters per chunk: big enough that a stream's writes are few, small enough that no chunk holds a long table. */
export const CHUNK_CHARS = 1 << 16;

/** Pieces gathered into chunks of about CHUNK_CHARS characters (a piece is never cut). */
export function* gathered(pieces: Iterable<string>): Generator<string> {
  let batch: string[] = [];
  let size = 0;
  for (const p of pieces) {
    batch.push(p);
    size += p.length;
    if (size >= CHUNK_CHARS) {
      yield batch.join('');
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch.join('');
}

function* terminated(lines: Iterable<string>): Generator<string> {
  for (const l of lines) yield l + '\n';
}

/** Lines as chunks, each line ending in a newline. */
export function lineChunks(lines: Iterable<string>): Generator<string> {
  return gathered(terminated(lines));
}
