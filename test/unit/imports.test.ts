import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layers' allowed arrows, read from the import statements of src/ and webview/ (next to purity.test.ts). */
const ROOT = join(__dirname, '../..');

interface Edge {
  from: string;
  to: string;
  /** `import type` (or only `type` names): gone after compilation, so it adds nothing to a bundle. */
  typeOnly: boolean;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

/** A relative import to the repository path of the .ts file it names. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(join(ROOT, from)), spec);
  const hit = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')].find(
    (p) => p.endsWith('.ts') && existsSync(p),
  );
  return hit && relative(ROOT, hit);
}

const STATIC =
  /^\s*(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)\s+from\s+['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function edgesOf(file: string): Edge[] {
  // comments out; template literals out too (a generated module's text is not an import)
  const src = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``');
  const out: Edge[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    const to = resolveImport(file, spec);
    if (to) out.push({ from: file, to, typeOnly });
  };
  for (const m of src.matchAll(STATIC)) {
    const names = m[2]!.startsWith('{')
      ? m[2]!
          .slice(1, -1)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [m[2]!];
    add(m[3]!, !!m[1] || (names.length > 0 && names.every((n) => n.startsWith('type '))));
  }
  for (const m of src.matchAll(BARE)) add(m[1]!, false);
  for (const m of src.matchAll(DYNAMIC)) add(m[2]!, !!m[1]);
  return out;
}

const ALL = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'webview'))].map((f) => relative(ROOT, f));
const EDGES = ALL.flatMap(edgesOf);
const under = (dir: string) => (f: string) => f.startsWith(dir);
const is = (file: string) => (f: string) => f === file;

/** Files reachable from `entry` through imports that stay in the bundle (`external`: a bundle of its own). */
function bundled(entry: string, external: string[] = []): Set<string> {
  const seen = new Set([entry, ...external]);
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop()!;
    for (const e of EDGES) {
      if (e.from !== f || e.typeOnly || seen.has(e.to)) continue;
      seen.add(e.to);
      todo.push(e.to);
    }
  }
  for (const f of external) seen.delete(f);
  return seen;
}

/** Reading: from pasted text to blocks (the preparer, the segmenter, the kit and the readers). */
const READING = under('src/core/reading/');
/** Runs: what a run is and what it is called, from the blocks. */
const RUNS = under('src/core/runs/');
/** Judging: comparisons, derived metrics and findings over the runs. */
const JUDGE = under('src/core/judge/');
/** Analysis: the stages after reading, and the door that runs them all. */
const ANALYZE = (f: string) => RUNS(f) || JUDGE(f) || f === 'src/core/analyze.ts' || f === 'src/core/otherReadings.ts';
const ANALYSIS = (f: string) => READING(f) || ANALYZE(f);
/** Reading hints: the user's corrections, their file format, block keys and how they apply; they know the model, not how it is read or judged. */
const HINTS = under('src/core/hints/');
/** The base layers: text helpers and statistics, which every other layer may use. */
const BASE = (f: string) =>
  f.startsWith('src/core/text/') || f.startsWith('src/core/math/') || f.startsWith('src/core/vocabulary/');

/** [who, may not import, why, an import the rule forbids (so the rule is seen to bite)] */
const FORBIDDEN: [string, (f: string) => boolean, (f: string) => boolean, string, [string, string]][] = [
  [
    'src/core',
    under('src/core/'),
    (f) => !f.startsWith('src/core/'),
    'the core is pure: it imports only itself',
    ['src/core/reading/segment.ts', 'src/host/loadCore.ts'],
  ],
  [
    'src/core/vocabulary',
    under('src/core/vocabulary/'),
    (f) => !f.startsWith('src/core/vocabulary/'),
    'the word lists and limits import nothing else of the core',
    ['src/core/vocabulary/runs.ts', 'src/core/text/units.ts'],
  ],
  [
    'src/core/text',
    under('src/core/text/'),
    (f) => !f.startsWith('src/core/text/') && !f.startsWith('src/core/vocabulary/'),
    'the text helpers import nothing else of the core but the word lists',
    ['src/core/text/units.ts', 'src/core/model.ts'],
  ],
  [
    'src/core/math',
    under('src/core/math/'),
    (f) => !f.startsWith('src/core/math/'),
    'statistics import nothing else of the core',
    ['src/core/math/stats.ts', 'src/core/text/numbers.ts'],
  ],
  [
    'src/core/reading',
    READING,
    (f) => ANALYZE(f) || f.startsWith('src/core/report/') || f.startsWith('src/core/sim/'),
    'the readers come before the runs, the judging, the reports and the simulator',
    ['src/core/reading/system/vmstat.ts', 'src/core/runs/vmstatDeltas.ts'],
  ],
  [
    'src/core/hints',
    HINTS,
    (f) => ANALYSIS(f) || f.startsWith('src/core/report/') || f.startsWith('src/core/sim/'),
    'the corrections are facts handed to the reading and the runs: they import neither',
    ['src/core/hints/apply.ts', 'src/core/runs/names.ts'],
  ],
  [
    'src/core/runs',
    RUNS,
    (f) => JUDGE(f) || f === 'src/core/analyze.ts' || f.startsWith('src/core/report/') || f.startsWith('src/core/sim/'),
    'the runs are decided before they are judged, reported or simulated',
    ['src/core/runs/runs.ts', 'src/core/judge/compare.ts'],
  ],
  [
    'src/core/judge',
    JUDGE,
    (f) => f === 'src/core/analyze.ts' || f.startsWith('src/core/report/') || f.startsWith('src/core/sim/'),
    'the judging comes before the reports and the simulator',
    ['src/core/judge/findings.ts', 'src/core/report/dashboard.ts'],
  ],
  [
    'src/core/sim',
    under('src/core/sim/'),
    ANALYSIS,
    'the simulator is handed analyses; it neither reads nor analyzes',
    ['src/core/sim/validation.ts', 'src/core/analyze.ts'],
  ],
  [
    'src/host',
    (f) => f.startsWith('src/host/') || f === 'src/extension.ts',
    (f) => f.startsWith('webview/') || f.startsWith('src/cli/'),
    'the host talks to the webview only through src/protocol.ts',
    ['src/host/panel.ts', 'webview/dashboard.ts'],
  ],
  [
    'src/cli',
    under('src/cli/'),
    (f) => f.startsWith('webview/') || f.startsWith('src/host/'),
    'the CLI runs the core without VS Code',
    ['src/cli/main.ts', 'src/host/commands.ts'],
  ],
  [
    'src/protocol.ts',
    is('src/protocol.ts'),
    (f) => !f.startsWith('src/core/'),
    "the protocol names the core's types, nothing else",
    ['src/protocol.ts', 'webview/host.ts'],
  ],
  // the standalone report page is its own host (webview/report.ts): it alone may analyze. Types count too:
  // the webview knows the core's model (model.ts) and the report's view model (report/), not the readers' or the analysis's
  [
    'webview',
    (f) => f.startsWith('webview/') && f !== 'webview/report.ts',
    (f) => ANALYSIS(f) || f.startsWith('src/host/') || f.startsWith('src/cli/'),
    'the webview draws the view model the host built; it neither parses nor analyzes',
    ['webview/views/compare.ts', 'src/core/judge/compare.ts'],
  ],
];

/**
 * What a bundle of the webview may hold of the analysis although it does not import it: the CSV export
 * (webview/views/exportView.ts) renders the report's tables (report/csv.ts -> report/tables.ts), whose ratio
 * cells compare each value with its table's baseline (judge/compare.ts: a ratio and Welch's t, no reading).
 */
const BUNDLED_ANALYSIS = ['src/core/judge/compare.ts'];

describe('imports follow the layers', () => {
  it('finds the imports', () => {
    expect(ALL.length).toBeGreaterThan(50);
    expect(EDGES).toContainEqual({ from: 'webview/main.ts', to: 'webview/dashboard.ts', typeOnly: false });
    expect(EDGES).toContainEqual({ from: 'src/host/loadCore.ts', to: 'src/host/host-core.ts', typeOnly: false });
    expect(EDGES).toContainEqual({
      from: 'webview/views/context.ts',
      to: 'src/core/report/dashboard.ts',
      typeOnly: true,
    });
  });

  it.each(FORBIDDEN.map(([who, from, to, why]) => [who, why, from, to] as const))('%s: %s', (_who, _why, from, to) => {
    const bad = EDGES.filter((e) => from(e.from) && to(e.to)).map((e) => `${e.from} -> ${e.to}`);
    expect(bad).toEqual([]);
  });

  it.each(FORBIDDEN.map(([who, from, to, , [a, b]]) => [who, a, b, from, to] as const))(
    '%s: the rule forbids %s -> %s',
    (_who, a, b, from, to) => {
      // both ends are real files, and the rule catches the import between them (a rule that forbids nothing cannot fail)
      expect(ALL).toContain(a);
      expect(ALL).toContain(b);
      expect(from(a) && to(b)).toBe(true);
    },
  );

  it('every file of the core is in one layer the rules know', () => {
    const known = (f: string) =>
      BASE(f) || ANALYSIS(f) || HINTS(f) || /^src\/core\/(?:model\.ts|knowledge\/|report\/|sim\/)/.test(f);
    expect(ALL.filter((f) => f.startsWith('src/core/') && !known(f))).toEqual([]);
  });

  it.each(['webview/main.ts', 'webview/sim/worker.ts'])('the bundle of %s holds no parser or analysis', (entry) => {
    expect([...bundled(entry)].filter((f) => ANALYSIS(f) && !BUNDLED_ANALYSIS.includes(f))).toEqual([]);
  });

  it('the analysis the webview bundles is only what its CSV export renders', () => {
    expect([...bundled('webview/main.ts')].filter(ANALYSIS)).toEqual(BUNDLED_ANALYSIS);
  });

  it('the extension host reaches the core only through src/host/loadCore.ts (activation loads no analysis)', () => {
    const direct = [...bundled('src/extension.ts', ['src/host/host-core.ts'])].filter(
      (f) => f.startsWith('src/core/') || f === 'src/host/host-core.ts',
    );
    // what the glue itself needs of the core: the HTML shell of the panel and the escaping it uses
    // (and the hints' format: protocol.ts checks a correction the webview sends before the host keeps it)
    expect(direct.sort()).toEqual(['src/core/hints/format.ts', 'src/core/report/escape.ts', 'src/core/report/html.ts']);
    expect(EDGES.filter((e) => e.to === 'src/host/host-core.ts' && !e.typeOnly).map((e) => e.from)).toEqual([
      'src/host/loadCore.ts',
    ]);
  });

  it('has no cycles of value imports', () => {
    const next = new Map<string, string[]>();
    for (const e of EDGES) if (!e.typeOnly && e.from !== e.to) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, path: string[]) => {
      state.set(f, 'open');
      for (const t of next.get(f) ?? []) {
        if (state.get(t) === 'open') cycles.push([...path.slice(path.indexOf(t)), f, t].join(' -> '));
        else if (!state.has(t)) visit(t, [...path, f]);
      }
      state.set(f, 'done');
    };
    for (const f of ALL) if (!state.has(f)) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
