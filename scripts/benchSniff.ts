/**
 * `npm run bench`, the host's part per edit in a document of another language: the sniff and the decision
 * (src/core/reading/sniff.ts, as src/host/languageGate.ts calls them once per document version) on a 1 MB C file
 * and a 1 MB Markdown file that hold nothing, beside what the host did before (a full analysis per edit).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../src/core/analyze';
import { holdsTieringData, SNIFF_READ_CHARS } from '../src/core/reading/sniff';

const MB = 1024 * 1024;
const root = join(__dirname, '..');

/** test/fixtures/sniff/ring.c, its functions renamed per copy, to 1 MB. */
function cFile(): string {
  const ring = readFileSync(join(root, 'test/fixtures/sniff/ring.c'), 'utf8');
  const parts: string[] = [];
  for (let k = 0, size = 0; size < MB; k++) {
    const copy = ring.replace(/\bring_(\w+)/g, `ring${k}_$1`).replace(/\bmain\b/, `main${k}`);
    parts.push(copy);
    size += copy.length;
  }
  return parts.join('\n');
}

/** The READMEs of the installed dependencies (real Markdown about other things), to 1 MB. */
function markdownFile(): string {
  const nm = join(root, 'node_modules');
  const parts: string[] = [];
  let size = 0;
  for (const dir of readdirSync(nm).sort()) {
    if (size >= MB) break;
    for (const name of ['README.md', 'readme.md', 'Readme.md']) {
      const f = join(nm, dir, name);
      if (!existsSync(f)) continue;
      const text = readFileSync(f, 'utf8');
      parts.push(text);
      size += text.length;
      break;
    }
  }
  let text = parts.join('\n\n');
  while (text.length < MB) text += `\n\n${text}`;
  return text.slice(0, MB);
}

/** p50, p99 and the maximum of the decision over `edits` edits (each edit is a new version: one sniff). */
function perEdit(
  languageId: string,
  text: string,
  edits: number,
): { p50: number; p99: number; max: number; served: boolean } {
  const ts: number[] = [];
  let served = false;
  // the host reads only the head out of the document (doc.getText up to SNIFF_READ_CHARS), never the whole text
  const head = text.slice(0, SNIFF_READ_CHARS);
  for (let k = 0; k < edits; k++) {
    // an edit near the top, as typing does: the head differs per version
    const edited = `${head.slice(0, 200)}${k % 10}${head.slice(201)}`;
    const t0 = process.hrtime.bigint();
    served = holdsTieringData(languageId, edited);
    ts.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ts.sort((a, b) => a - b);
  return { p50: ts[Math.floor(edits / 2)]!, p99: ts[Math.floor(edits * 0.99)]!, max: ts[edits - 1]!, served };
}

export function benchSniff(): void {
  console.log('');
  console.log('host time per edit in a document of another language (sniff + decision, once per version; goal < 5 ms)');
  const files: [string, string][] = [
    ['1 MB C file (ring.c copies)', cFile()],
    ['1 MB Markdown (dependency READMEs)', markdownFile()],
    // a raw lkp-robot mail: 12 KB of headers before its body (the sniff reads past them)
    [
      'raw lkp mail (test/wild, 22 KB)',
      readFileSync(join(root, 'test/wild/lkp-autonuma-numa01-thread-alloc-vma-scan.txt'), 'utf8'),
    ],
  ];
  for (const [name, text] of files) {
    const languages = name.includes('C file')
      ? ['c', 'plaintext']
      : name.includes('lkp')
        ? ['plaintext']
        : ['markdown', 'plaintext'];
    for (const languageId of languages) {
      perEdit(languageId, text, 50); // warm up
      const r = perEdit(languageId, text, 400);
      console.log(
        `${name.padEnd(36)} as ${languageId.padEnd(9)} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  max ${r.max.toFixed(2)} ms  served: ${r.served ? 'yes' : 'no'}`,
      );
    }
    const t0 = process.hrtime.bigint();
    analyze(text);
    console.log(
      `${name.padEnd(36)} before: a full analysis per edit ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(0)} ms`,
    );
  }
}
