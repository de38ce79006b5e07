/** `npm run validate`: the simulator against every published case we have; writes docs/validation.md. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../src/core/analyze';
import {
  comparePublished,
  errorsByFamily,
  errorsByWorkload,
  renderPublished,
  type PublishedCase,
} from '../src/core/sim/published';
import { accuracyModule, renderValidation, summarize, validationCases } from '../src/core/sim/validation';

const root = join(__dirname, '..');
const { cases } = validationCases((f) => analyze(readFileSync(join(root, 'examples', f), 'utf8')));
mkdirSync(join(root, 'docs'), { recursive: true });
const dir = join(root, 'validation/cases');
const published = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as PublishedCase);
const rows = comparePublished(published);
writeFileSync(
  join(root, 'docs/validation.md'),
  `${renderValidation(cases, new Date().toISOString().slice(0, 10))}\n${renderPublished(published, rows)}`,
);
writeFileSync(join(root, 'src/core/sim/accuracy.ts'), accuracyModule(cases, errorsByWorkload(published, rows)));
for (const s of summarize(cases))
  console.log(
    `${s.kind.padEnd(12)} ${String(s.n).padStart(3)} cases  median ${(s.median * 100).toFixed(1).padStart(6)}%  worst ${(s.worst.error * 100).toFixed(1).padStart(7)}% (${s.worst.name})`,
  );
for (const f of errorsByFamily(rows))
  console.log(
    `${f.family.padEnd(16)} ${String(f.compared).padStart(3)} predicted ${String(f.missing).padStart(3)} not modelled  median ${f.median === undefined ? '     -' : `${(f.median * 100).toFixed(1).padStart(5)}%`}  wrong direction ${f.wrongDirection}`,
  );
console.log('wrote docs/validation.md and src/core/sim/accuracy.ts');
