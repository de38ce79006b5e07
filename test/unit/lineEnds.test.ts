/**
 * Any line ending reads alike (issue 35): a text and its CR-only and CRLF twins give the same analysis. Lines
 * were split on LF only, so a CR-only vmstat gave 1 counter instead of 12, a CR-only llama-bench CSV nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import { toJson } from '../../src/core/report/json';
import { FIXTURES } from './helpers';

const WILD = join(__dirname, '..', 'wild');
const texts = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter(
      (d) => d.isFile() && /\.(txt|md|csv|jsonl?|sql|vmstat|log)$/.test(d.name) && !/^[A-Z]+[\w-]*\.md$/.test(d.name),
    )
    .map((d) => d.name);

/** The analysis as its JSON contract, the sources named alike. */
const read = (text: string) => JSON.stringify(toJson(analyze(text)));
const cr = (t: string) => t.replace(/\r?\n/g, '\r');
const crlf = (t: string) => t.replace(/\r?\n/g, '\r\n');

describe.each([
  ['test/wild', WILD],
  ['test/fixtures', FIXTURES],
])('every text of %s reads the same with CR and CRLF line ends', (_, dir) => {
  it.each(texts(dir))('%s', (name) => {
    const lf = readFileSync(join(dir, name), 'utf8').replace(/\r\n?/g, '\n');
    const want = read(lf);
    expect(read(cr(lf))).toBe(want);
    expect(read(crlf(lf))).toBe(want);
  });
});

describe("the issue's cases", () => {
  it('a CR-only vmstat series: pgpromote_success as in its LF twin', () => {
    const dump = (v: number) => [`pgpromote_success ${v}`, `pgpromote_candidate ${v * 2}`, `numa_hint_faults ${v * 3}`];
    const lf = ['$ cat /proc/vmstat', ...dump(1000), '', '$ cat /proc/vmstat', ...dump(64179)].join('\n');
    const a = analyze(cr(lf));
    const m = a.measurements.find((x) => x.metric === 'pgpromote_success');
    expect(m?.value).toBe(63179);
  });
});
