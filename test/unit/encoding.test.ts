/** Inputs in any common encoding read like their UTF-8 twin (issue 35): UTF-16 with a BOM was refused as binary. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput } from '../../src/cli/io';
import { FIXTURES } from './helpers';

const BIN = join(__dirname, '../../bin/tierscope.js');
const tmp = mkdtempSync(join(tmpdir(), 'tierscope-encoding-'));
const file = (name: string, bytes: Buffer) => {
  const p = join(tmp, name);
  writeFileSync(p, bytes);
  return p;
};
const text = readFileSync(join(FIXTURES, 'llama-bench.csv'), 'utf8');
const be = (t: string) => Buffer.from(t, 'utf16le').swap16();

describe('readInput decodes', () => {
  it.each([
    ['UTF-16 LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['UTF-16 BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), be(text)])],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
  ])('%s as its UTF-8 twin', (what, bytes) => {
    const input = readInput(file(`${what.replace(/\W+/g, '-')}.csv`, bytes));
    expect(input.text).toBe(text);
    expect(input.warning).toBeUndefined();
  });

  it('invalid UTF-8 is replaced and said once, with a count; a U+FFFD written in the text is not counted', () => {
    const input = readInput(
      file('bad.txt', Buffer.concat([Buffer.from('a \uFFFD b '), Buffer.from([0xff, 0xc3]), Buffer.from(' c\n')])),
    );
    expect(input.text).toBe('a \uFFFD b \uFFFD\uFFFD c\n');
    expect(input.warning).toBe(`${join(tmp, 'bad.txt')}: not valid UTF-8: 2 invalid byte sequence(s) shown as U+FFFD`);
  });

  it('the CLI: a UTF-16 LE CRLF file gives the analysis of its UTF-8 LF twin', () => {
    const lf = file('twin.csv', Buffer.from(text));
    const u16 = file(
      'twin16.csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le')]),
    );
    const json = (p: string) => {
      const r = spawnSync(process.execPath, [BIN, 'analyze', p, '--format', 'json'], { encoding: 'utf8' });
      expect(r.status).toBe(0);
      return r.stdout.replace(p, 'FILE');
    };
    expect(json(u16)).toBe(json(lf));
  });
});
