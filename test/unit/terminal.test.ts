/** No control sequence from the input reaches a terminal (issue 35): one sanitizer for all the CLI prints. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTerminalSafe, terminalSafe, terminalSafeChunks } from '../../src/cli/terminal';

const BIN = join(__dirname, '../../bin/tierscope.js');
const tmp = mkdtempSync(join(tmpdir(), 'tierscope-terminal-'));
const run = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

/** Everything a terminal acts on: C0 but tab and LF, a CR not ending a CRLF, DEL, C1, bidi controls. */
const RAW = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/; // eslint-disable-line no-control-regex

/** The labels: OSC title, hidden text, clear screen, an OSC 8 link, C1 CSI, backspaces, RLO. */
const ATTACKS = [
  '\x1b]0;pwned\x07base',
  '\x1b[8mhidden',
  '\x1b[2Jclear',
  '\x1b]8;;http://evil.example\x1b\\link\x1b]8;;\x1b\\',
  'c1\u009b31m',
  'bs\b\b\bx',
  'rlo\u202eevil',
];
const table = (labels: string[]) =>
  ['| config | time (s) |', '|---|---|', ...labels.map((l, k) => `| ${l} | ${10 + k} |`)].join('\n') + '\n';

/** Characters a hostile paste would carry: every C0, DEL, C1 and bidi control, mixed with plain letters. */
const hostileChar = fc.oneof(
  fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069'),
  fc.constantFrom('a', 'Z', ' ', '\\', 'é', '€'),
);
const hostile = fc.array(hostileChar, { maxLength: 60 }).map((cs) => cs.join(''));

describe('terminalSafe', () => {
  it('leaves no control character but tab, LF and CRLF, whatever the input (property)', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const safe = terminalSafe(s);
        expect(RAW.test(safe)).toBe(false);
        expect(isTerminalSafe(safe)).toBe(true);
      }),
      { numRuns: 2000, seed: 35 },
    );
  });

  it('changes nothing in text without controls; shows the rest as escapes valid in JSON too', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        if (!RAW.test(s)) expect(terminalSafe(s)).toBe(s);
      }),
      { seed: 35 },
    );
    expect(terminalSafe('a\x1b[2Jb\tc\r\nd\re\u009bf\u202eg')).toBe('a\\x1b[2Jb\tc\r\nd\\x0de\\u009bf\\u202eg');
    expect(JSON.parse(terminalSafe(JSON.stringify('x\u009by\u202ez\x7f')))).toBe('x\u009by\u202ez\x7f');
  });

  it('in chunks: the same as whole, a CRLF split between chunks kept', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 8 }), (parts) => {
        expect([...terminalSafeChunks(parts)].join('')).toBe(terminalSafe(parts.join('')));
      }),
      { numRuns: 1000, seed: 35 },
    );
    expect([...terminalSafeChunks(['a\r', '\nb\r', 'c\r'])].join('')).toBe('a\r\nb\\x0dc\\x0d');
  });
});

describe('the CLI shows control characters of the input as escapes', () => {
  const file = join(tmp, 'attack.md');
  writeFileSync(file, table(ATTACKS));

  it.each(['text', 'csv', 'json', 'markdown', 'html'])('analyze --format %s on stdout', (format) => {
    const r = run(['analyze', file, '--format', format]);
    expect(r.code).toBe(0);
    expect(RAW.test(r.out)).toBe(false);
    if (format === 'text') expect(r.out).toContain('\\x1b]0;pwned\\x07base');
    if (format === 'json')
      expect((JSON.parse(r.out) as { configs: { label: string }[] }).configs.map((c) => c.label)).toEqual(ATTACKS);
  });

  it('--other-readings and --explain on stdout', () => {
    for (const flag of ['--other-readings', '--explain']) {
      const r = run(['analyze', flag, file]);
      expect(r.code).toBe(0);
      expect(RAW.test(r.out)).toBe(false);
      expect(r.out).toContain('\\x1b]0;pwned\\x07base');
    }
  });

  it('--out keeps the text as read; --out - is stdout', () => {
    const out = join(tmp, 'attack.csv');
    expect(run(['analyze', file, '--format', 'csv', '--out', out]).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('\x1b]0;pwned\x07base');
    const r = run(['analyze', file, '--format', 'csv', '--out', '-']);
    expect(r.out).toContain('\\x1b]0;pwned\\x07base');
    expect(RAW.test(r.out)).toBe(false);
  });

  it('error messages quoting the input: an unknown baseline, a scenario key', () => {
    const r = run(['analyze', file, '--baseline', '\x1b[2Jzz']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown baseline "\\x1b[2Jzz"');
    expect(RAW.test(r.err)).toBe(false);
    const scenario = join(tmp, 'esc.json');
    writeFileSync(scenario, JSON.stringify({ 'bogus\x1b]0;t\x07\u202e': 1 }));
    const s = run(['simulate', scenario]);
    expect(s.code).toBe(2);
    expect(s.err).toContain('bogus\\x1b]0;t\\x07\\u202e');
    expect(RAW.test(s.err)).toBe(false);
  });

  it('simulate --calibrate on a log whose run label holds OSC and RLO', () => {
    const log = readFileSync(join(__dirname, '../../examples/pghot-llama-bench.txt'), 'utf8').replace(
      /\br1\b/g,
      '\x1b]0;pwn\x07r1\u202e',
    );
    const t = join(tmp, 'cal.txt');
    writeFileSync(t, log);
    const r = run(['simulate', '--calibrate', t]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Calibrated on \\x1b]0;pwn\\x07r1\\u202e, r2');
    expect(RAW.test(r.out)).toBe(false);
  }, 60_000);

  it('random control characters in labels (property, through the CLI)', () => {
    const labels = fc.sample(hostile, { numRuns: 60, seed: 35 }).map((l, k) => `r${k}${l.replace(/[|\n\r]/g, '')}`);
    const t = join(tmp, 'random.md');
    writeFileSync(t, table(labels));
    for (const format of ['text', 'csv', 'json']) {
      const r = run(['analyze', t, '--format', format]);
      expect(RAW.test(r.out)).toBe(false);
      expect(RAW.test(r.err)).toBe(false);
    }
  });
});

describe('small CLI fixes of issue 35', () => {
  it('a scenario with 10,000 bad nodes lists the first 10 problems and a count', () => {
    const scenario = join(tmp, 'big.json');
    writeFileSync(
      scenario,
      JSON.stringify({ machine: { nodes: Array.from({ length: 10000 }, () => ({ bogus: 1 })) } }),
    );
    const r = run(['simulate', scenario]);
    expect(r.code).toBe(2);
    const lines = r.err.trim().split('\n');
    expect(lines.length).toBeLessThan(15);
    expect(r.err).toMatch(/\.\.\. and \d+ more problems \(\d+ in all\)/);
  });

  it('two --sweep flags are a usage error, not the first dropped', () => {
    const r = run(['simulate', '--preset', 'llama-thp', '--sweep', 'a=1', '--sweep', 'b=2']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--sweep given 2 times');
  });

  it('node dist/fuzz.js --help prints its usage; an unknown option one line and the usage, no stack', () => {
    const fuzz = join(__dirname, '../../dist/fuzz.js');
    const help = spawnSync(process.execPath, [fuzz, '--help'], { encoding: 'utf8' });
    expect([help.status, help.stdout.split('\n')[0]]).toEqual([
      0,
      expect.stringMatching(/^usage: node dist\/fuzz\.js/),
    ]);
    const bad = spawnSync(process.execPath, [fuzz, '--bogus'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^fuzz: unknown option --bogus\nusage:/);
    expect(bad.stderr).not.toContain('    at ');
  });
});
