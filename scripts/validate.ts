/** `npm run validate`: the simulator against every published case we have; writes docs/validation.md. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accuracyModule, renderValidation, summarize, validationCases } from '../src/core/sim/validation';

const root = join(__dirname, '..');
const { cases } = validationCases((f) => readFileSync(join(root, 'examples', f), 'utf8'));
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs/validation.md'), renderValidation(cases, new Date().toISOString().slice(0, 10)));
writeFileSync(join(root, 'src/core/sim/accuracy.ts'), accuracyModule(cases));
for (const s of summarize(cases))
  console.log(`${s.kind.padEnd(12)} ${String(s.n).padStart(3)} cases  median ${(s.median * 100).toFixed(1).padStart(6)}%  worst ${(s.worst.error * 100).toFixed(1).padStart(7)}% (${s.worst.name})`);
console.log('wrote docs/validation.md and src/core/sim/accuracy.ts');
