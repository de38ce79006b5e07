import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recognizedAnything } from '../../src/core/analyze';
import {
  bodyStart,
  holdsTieringData,
  sniff,
  SNIFF_CHARS,
  sniffHead,
  SNIFF_READ_CHARS,
} from '../../src/core/reading/sniff';
import { analyze, example, FIXTURES, fixture } from './helpers';

const ROOT = join(__dirname, '../..');
const ringC = fixture('sniff/ring.c');
/** Real Markdown that holds nothing to find: a dependency's README (installed by npm ci). */
const readme = readFileSync(join(ROOT, 'node_modules/typescript/README.md'), 'utf8');
const files = readdirSync(FIXTURES).filter((f) => statSync(join(FIXTURES, f)).isFile());

describe('the sniff: does a document of another language hold tiering data?', () => {
  it('finds the data lines of the examples and names what they hold, in any language', () => {
    const s = sniff(example('pghot-llama-bench.txt'));
    expect(s.names).toEqual(expect.arrayContaining(['pp512', 'tg128', 'pgpromote_candidate']));
    for (const language of ['plaintext', 'markdown', 'c', 'shellscript']) {
      expect(holdsTieringData(language, example('pghot-llama-bench.txt')), language).toBe(true);
      expect(holdsTieringData(language, example('ik-llama-thp-thread.md')), language).toBe(true);
      expect(holdsTieringData(language, example('pghot-microbenchmark.txt')), language).toBe(true);
    }
  });

  it('in plain text and logs, every fixture the analysis recognizes is served', () => {
    const missed = files.filter((f) => {
      const text = fixture(f);
      return (
        recognizedAnything(analyze(text)) && !holdsTieringData('plaintext', text) && !holdsTieringData('log', text)
      );
    });
    expect(missed).toEqual([]);
  });

  it('a CR-only or CRLF copy is sniffed as its LF original (issue 35: a CR-only file was one line)', () => {
    const text = example('pghot-llama-bench.txt');
    const want = sniff(text);
    expect(want.dataLines).toBeGreaterThan(0);
    expect(sniff(text.replace(/\n/g, '\r'))).toEqual(want);
    expect(sniff(text.replace(/\n/g, '\r\n'))).toEqual(want);
  });

  it('a tiering log is always served, whatever it holds', () => {
    expect(holdsTieringData('tiering-log', 'nothing here\n')).toBe(true);
  });

  it('C code and a README that hold nothing are not served, though they use the plain words and numbers', () => {
    for (const language of ['c', 'markdown', 'plaintext', 'log']) {
      expect(holdsTieringData(language, ringC), language).toBe(false);
      expect(holdsTieringData(language, readme), language).toBe(false);
    }
    expect(sniff(ringC)).toEqual({ dataLines: 0, names: [] });
  });

  it('a name alone is not data: the kernel source that prints a counter is not a paste of it', () => {
    const vmstatC =
      'static const char *const vmstat_text[] = {\n\t"pgpromote_success",\n\t"pgpromote_candidate",\n};\n';
    expect(holdsTieringData('c', vmstatC)).toBe(false);
    expect(holdsTieringData('c', `${vmstatC}/* on our box: pgpromote_success 1234 */\n`)).toBe(true);
  });

  it('reads only the head: data after the first 32 KB of prose does not count', () => {
    const prose = 'Some words about the weather, no numbers at all.\n'.repeat(Math.ceil(SNIFF_CHARS / 40));
    expect(holdsTieringData('markdown', `${prose}pgpromote_success 1234\n`)).toBe(false);
    expect(holdsTieringData('markdown', `pgpromote_success 1234\n${prose}`)).toBe(true);
  });
});

describe('raw mails and lkp names (issue 33)', () => {
  const wild = (name: string) => readFileSync(join(ROOT, 'test/wild', name), 'utf8');
  const lkpMails = readdirSync(join(ROOT, 'test/wild')).filter((f) => /^lkp-.*\.txt$/.test(f));

  it('finds where a raw mail body starts, past its Received/DKIM/ARC headers', () => {
    const text = wild('lkp-autonuma-numa01-thread-alloc-vma-scan.txt');
    const at = bodyStart(text);
    expect(at).toBeGreaterThan(4096);
    expect(text.slice(0, at)).toMatch(/\nDate: /);
    expect(text.slice(at, at + 200)).not.toMatch(/^Received:/m);
    expect(bodyStart('pgpromote_success 1234\n\nmore\n')).toBe(0);
    expect(bodyStart('Key: value\nOther: 2\n\nbody')).toBe(0); // not mail headers
    expect(bodyStart('From: a@b\nSubject: x\n\nbody\n')).toBe('From: a@b\nSubject: x\n\n'.length);
  });

  it('every raw lkp mail of the corpus is served as plain text, by the names it gives values', () => {
    expect(lkpMails.length).toBeGreaterThan(3);
    for (const f of lkpMails) {
      const text = wild(f).slice(0, SNIFF_READ_CHARS);
      expect(holdsTieringData('plaintext', text), f).toBe(true);
    }
    // in Markdown only the names decide: a mail that gives proc-vmstat counters is served
    const named = wild('lkp-autonuma-numa01-thread-alloc-vma-scan.txt').slice(0, SNIFF_READ_CHARS);
    expect(holdsTieringData('markdown', named)).toBe(true);
  });

  it('lkp-prefixed names are known like the bare ones', () => {
    const s = sniff(sniffHead(wild('lkp-autonuma-numa01-thread-alloc-vma-scan.txt')));
    expect(s.names).toEqual(expect.arrayContaining(['proc-vmstat.numa_pages_migrated']));
  });

  it('the sniff of a raw mail costs under a millisecond per 32 KB', () => {
    const text = wild('lkp-autonuma-numa01-thread-alloc-vma-scan.txt');
    for (let k = 0; k < 20; k++) holdsTieringData('markdown', text);
    const t0 = performance.now();
    for (let k = 0; k < 100; k++) holdsTieringData('markdown', text);
    expect((performance.now() - t0) / 100).toBeLessThan(1);
  });
});
