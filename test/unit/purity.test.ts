import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(__dirname, '../../src/core');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('src/core is pure', () => {
  const all = files(CORE);
  it('has files to check', () => expect(all.length).toBeGreaterThan(10));
  it.each(all.map((f) => [f.slice(CORE.length + 1), f]))(
    '%s imports neither vscode, the DOM nor node built-ins',
    (_name, path) => {
      const src = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(src).not.toMatch(/from ['"]vscode['"]|require\(['"]vscode['"]\)/);
      expect(src).not.toMatch(/from ['"](node:)?(fs|path|child_process|os)['"]/);
      // tsconfig has no DOM lib, so DOM use also fails type-checking
      expect(src).not.toMatch(/\b(document|window|navigator|localStorage)\.\w|\bHTMLElement\b/);
    },
  );
});
