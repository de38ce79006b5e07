/** Reports are written as chunks (generators of strings), so a stream never holds the whole output; joined where a string is wanted. */

/** All chunks as one string (the dashboard's exports, tests). */
export function joinChunks(chunks: Iterable<string>): string {
  const parts: string[] = [];
  for (const c of chunks) parts.push(c);
  return parts.join('');
}

/** Lines per chunk: big enough that a stream's writes are few, small enough that no chunk holds a long table. */
export const LINES_PER_CHUNK = 2000;

/** Lines as chunks of LINES_PER_CHUNK lines, each line ending in a newline. */
export function* lineChunks(lines: Iterable<string>): Generator<string> {
  let batch: string[] = [];
  for (const l of lines) {
    batch.push(l);
    if (batch.length >= LINES_PER_CHUNK) {
      yield batch.join('\n') + '\n';
      batch = [];
    }
  }
  if (batch.length) yield batch.join('\n') + '\n';
}
