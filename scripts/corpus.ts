/**
 * Two measures of the reading over stored texts, run as `node dist/corpus.js <verb>`:
 *  - `digest [out.json] [--skip key...]`: one hash per stored input (test/wild, test/fixtures, test/fuzz/corpus, examples) of its
 *    whole analysis, so a change meant to keep every reading can be checked A/B (`digest a.json`, change,
 *    `digest b.json`, `diff a.json b.json`).
 *  - `score <dir> [slug...]`: (`--with-hints`: with each text's corrections from <dir>/hints/<slug>.tierscope.json) the expectations of test/wild/FORMAT.md held by the texts of one batch, per text and in
 *    all: the arrival score of a batch nobody here has read, measured before any fix (test/wild/ARRIVALS.md).
 *    `--one-click`: also how many texts have every config right as read or after one of their other readings
 *    (core/otherReadings.ts: what the dashboard's Other readings offers, one click each).
 *  - `confidence <dir>`: whether the readings' confidence points at the misread texts: of the texts whose configs
 *    are wrong and of those right, how many have a block read with low confidence (the Sources view lists it first).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../src/core/analyze';
import { score, type Expectation } from '../test/unit/wildScore';
import { LOW_CONFIDENCE } from '../src/core/report/explain';
import { otherReadings } from '../src/core/otherReadings';
import { describeHint, parseHints, type Hint } from '../src/core/hints/format';

const DIRS = ['test/wild', 'test/fixtures', 'test/fuzz/corpus', 'examples'];

function inputs(): string[] {
  const out: string[] = [];
  for (const d of DIRS) {
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d).sort())
      if (/\.(txt|md|log|csv|json|jsonl)$/.test(f) && !/\.expect\.json$|^(MANIFEST|FORMAT|FINDINGS|ARRIVALS)/.test(f))
        out.push(join(d, f));
  }
  return out;
}

/** `digest out.json --skip reading`: keys left out of the hash (the evidence a reading keeps, when only the readings matter). */
function digest(outFile?: string, skip: string[] = []): void {
  const replacer = skip.length ? (k: string, v: unknown) => (skip.includes(k) ? undefined : v) : undefined;
  const hashes: Record<string, string> = {};
  for (const f of inputs()) {
    let body: string;
    try {
      body = JSON.stringify(analyze(readFileSync(f, 'utf8')), replacer);
    } catch (e) {
      body = `throws ${String(e)}`;
    }
    hashes[f] = createHash('sha1').update(body).digest('hex').slice(0, 16);
  }
  const text = JSON.stringify(hashes, null, 1) + '\n';
  if (outFile) writeFileSync(outFile, text);
  const all = createHash('sha1').update(text).digest('hex').slice(0, 16);
  console.log(`${Object.keys(hashes).length} inputs, digest ${all}`);
}

/** The hints a text's corrections were saved in (test/wild/hints/<slug>.tierscope.json), if any. */
function hintsOfText(dir: string, slug: string): Hint[] | undefined {
  const path = join(dir, 'hints', `${slug}.tierscope.json`);
  return existsSync(path) ? parseHints(readFileSync(path, 'utf8')).hints : undefined;
}

/** Whether one of the text's other readings (one click in the dashboard) has every config right. */
function rightAfterOneClick(text: string, x: Expectation): boolean {
  return otherReadings({ name: 'text', text }, {}, { limit: ONE_CLICK_TRIED }).others.some((o) =>
    configsRightIn(score(analyze(text, { hints: [o.hint] }), x)),
  );
}

/** How many corrections the one-click score tries per text (the whole text's, not one block's). */
const ONE_CLICK_TRIED = 60;

const configsRightIn = (checks: { held: boolean; what: string }[]) =>
  !checks.some((c) => !c.held && /^(config|no other configs)/.test(c.what));

function scoreBatch(dir: string, slugs: string[], withHints: boolean, oneClick: boolean): void {
  const names = slugs.length
    ? slugs
    : readdirSync(dir)
        .filter((f) => f.endsWith('.expect.json'))
        .map((f) => f.replace(/\.expect\.json$/, ''))
        .sort();
  let held = 0;
  let total = 0;
  let configsRight = 0;
  let afterOneClick = 0;
  for (const slug of names) {
    const x = JSON.parse(readFileSync(join(dir, `${slug}.expect.json`), 'utf8')) as Expectation;
    const hints = withHints ? hintsOfText(dir, slug) : undefined;
    const text = readFileSync(join(dir, `${slug}.txt`), 'utf8');
    const a = analyze(text, { hints });
    const checks = score(a, x);
    const h = checks.filter((c) => c.held).length;
    const configsOk = configsRightIn(checks);
    const clicked = oneClick && !configsOk && rightAfterOneClick(text, x);
    if (configsOk || clicked) afterOneClick++;
    held += h;
    total += checks.length;
    if (configsOk) configsRight++;
    console.log(
      `${String(h).padStart(3)}/${String(checks.length).padEnd(3)} ${configsOk ? ' ' : 'C'} ${slug}${clicked ? ' (right after one click)' : ''}`,
    );
    for (const c of checks) if (!c.held) console.log(`          x ${c.what}`);
    for (const o of a.hints ?? [])
      if (!o.applied) console.log(`          hint not applied: ${describeHint(o.hint)}: ${o.note}`);
  }
  const pct = total ? ((100 * held) / total).toFixed(1) : '0';
  console.log(
    `${names.length} texts: ${held}/${total} expectations held (${pct}%), configs right in ${configsRight}/${names.length}` +
      (oneClick ? `, after at most one click in ${afterOneClick}/${names.length}` : ''),
  );
}

function confidenceAgainstScore(dir: string): void {
  const rows: { wrong: boolean; read: boolean; low: boolean }[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.expect.json'))) {
    const slug = f.replace(/\.expect\.json$/, '');
    const x = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Expectation;
    const a = analyze(readFileSync(join(dir, `${slug}.txt`), 'utf8'));
    const wrong = score(a, x).some((c) => !c.held && /^(config|no other configs)/.test(c.what));
    const read = a.blocks.filter((b) => b.reading);
    rows.push({ wrong, read: read.length > 0, low: read.some((b) => b.reading!.confidence < LOW_CONFIDENCE) });
  }
  const line = (wrong: boolean) => {
    const xs = rows.filter((r) => r.wrong === wrong && r.read);
    return `${xs.filter((r) => r.low).length} of ${xs.length}`;
  };
  const unread = rows.filter((r) => !r.read);
  console.log(
    `${rows.length} texts: a block under ${LOW_CONFIDENCE * 100}% in ${line(true)} texts whose configs are wrong, in ${line(false)} whose configs are right; nothing read in ${unread.length} (configs wrong in all but ${unread.filter((r) => !r.wrong).length})`,
  );
}

const [verb, ...rest] = process.argv.slice(2);
if (verb === 'digest') digest(rest[0], rest[1] === '--skip' ? rest.slice(2) : []);
else if (verb === 'score' && rest[0])
  scoreBatch(
    rest[0],
    rest.slice(1).filter((x) => x !== '--with-hints' && x !== '--one-click'),
    rest.includes('--with-hints'),
    rest.includes('--one-click'),
  );
else if (verb === 'confidence' && rest[0]) confidenceAgainstScore(rest[0]);
else {
  console.error(
    'usage: node dist/corpus.js digest [out.json] [--skip key...] | score <dir> [slug...] [--with-hints] [--one-click] | confidence <dir>',
  );
  process.exit(2);
}
