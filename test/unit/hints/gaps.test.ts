/**
 * The saved corrections of test/wild/hints: each file holds at most 3 hints, every one applied, and with them
 * the text's configs are right and no expectation held without them is lost. Prints how many of the texts in
 * KNOWN_CONFIG_GAPS a hints file fixes, and lists the others. A few are checked through the CLI's --hints too.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { describeHint, parseHints } from '../../../src/core/hints/format';
import type { Analysis } from '../../../src/core/model';
import { KNOWN_CONFIG_GAPS } from '../wildGaps';
import { score, type Check, type Expectation } from '../wildScore';

const WILD = join(__dirname, '..', '..', 'wild');
const HINTS = join(WILD, 'hints');
const BIN = join(__dirname, '../../../bin/tierscope.js');

const slugs = readdirSync(HINTS)
  .filter((f) => f.endsWith('.tierscope.json'))
  .map((f) => f.replace(/\.tierscope\.json$/, ''))
  .sort();
const hintsFile = (slug: string) => join(HINTS, `${slug}.tierscope.json`);
const text = (slug: string) => readFileSync(join(WILD, `${slug}.txt`), 'utf8');
const expectation = (slug: string) =>
  JSON.parse(readFileSync(join(WILD, `${slug}.expect.json`), 'utf8')) as Expectation;
const configsWrong = (checks: Check[]) => checks.filter((c) => !c.held && /^(config|no other configs)/.test(c.what));
const held = (checks: Check[]) => checks.filter((c) => c.held).length;
const runsOf = (a: Pick<Analysis, 'measurements'>) => [...new Set(a.measurements.map((m) => m.config))].sort();

const fixed = new Set<string>();

describe('saved corrections of test/wild/hints', () => {
  for (const slug of slugs)
    it(slug, () => {
      const { hints, problems } = parseHints(readFileSync(hintsFile(slug), 'utf8'));
      expect(problems).toEqual([]);
      expect(hints.length).toBeGreaterThan(0);
      expect(hints.length).toBeLessThanOrEqual(3);
      const x = expectation(slug);
      const plain = score(analyze(text(slug)), x);
      const a = analyze(text(slug), { hints });
      expect(a.hints!.filter((o) => !o.applied).map((o) => `${describeHint(o.hint)}: ${o.note}`)).toEqual([]);
      const checks = score(a, x);
      expect(configsWrong(checks).map((c) => c.what)).toEqual([]);
      expect(held(checks)).toBeGreaterThanOrEqual(held(plain));
      fixed.add(slug);
    });

  it('fixes the configs of the texts in KNOWN_CONFIG_GAPS it has corrections for', () => {
    const gaps = Object.keys(KNOWN_CONFIG_GAPS);
    const done = gaps.filter((s) => fixed.has(s));
    const without = gaps.filter((s) => !fixed.has(s));
    console.log(
      `test/wild/hints: configs right with <= 3 corrections in ${done.length}/${gaps.length} of KNOWN_CONFIG_GAPS; without:\n  ${without.join('\n  ')}`,
    );
    // every hints file is for a text the readers get wrong: one for a text read right corrects nothing
    expect(slugs.filter((s) => !(s in KNOWN_CONFIG_GAPS))).toEqual([]);
    expect(done.length).toBe(slugs.length);
  });
});

describe('the same corrections through the CLI (--hints FILE)', () => {
  // a table turned, a run named, runs left out and merged, a series of blocks named, the runs said (only-runs),
  // values pointed at in a sentence (read-lines as values), several runs named at once, a change against a run
  const some = [
    'gh-xeon-quadro-numa-interleave-launch-tables',
    'lkml-spf-thp-ebizzy-tab-units-column-perf-stat-pair',
    'time-lkml-vma-lock-align-pft-headerless-hmean-gnu-time-wrapped-qp',
    'perfstat-lkml-anon-vma-mutex-mmap-merge-old-layout',
    'gh-intel-optzone-java-3jvm-vs-2jvm-numa-sla-percent',
    'github-gh-datadog-38493-thp-disabled-pss-prose',
    // several runs named at once (run-names); a change against a run the text gives no value of
    'gh-counting-words-2-hyperfine-four-binaries-mmap-summary-times-faster',
    'gh-rocksdb-10461-fix-vs-revert-block-cache-by-rx-by-os-bullets',
    // a table of ratios to a base named only in a `Relative to:` line (relative-to)
    'gh-orioledb-450-col-1-col-2-relative-to-base-tab-ratios-sysbench-microbench-rows',
  ];
  for (const slug of some)
    it(slug, () => {
      const r = spawnSync(
        process.execPath,
        [BIN, 'analyze', '--format', 'json', '--hints', hintsFile(slug), join(WILD, `${slug}.txt`)],
        { encoding: 'utf8', maxBuffer: 1 << 28 },
      );
      expect(r.status).toBe(0);
      const n = parseHints(readFileSync(hintsFile(slug), 'utf8')).hints.length;
      expect(r.stderr).toBe(`tierscope: reading hints from ${hintsFile(slug)}: ${n} applied\n`);
      const cli = JSON.parse(r.stdout) as Pick<Analysis, 'measurements'>;
      const { hints } = parseHints(readFileSync(hintsFile(slug), 'utf8'));
      expect(runsOf(cli)).toEqual(runsOf(analyze(text(slug), { hints })));
      expect(runsOf(cli)).not.toEqual(runsOf(analyze(text(slug))));
    });
});
