import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import { renderCsv } from '../../src/core/report/csv';
import { dashboardModel } from '../../src/core/report/dashboard';
import { toJson } from '../../src/core/report/json';
import { renderMarkdown } from '../../src/core/report/markdown';
import { renderText } from '../../src/core/report/text';
import { hoverMarkdown } from '../../src/core/knowledge/hover';
import { isFromWebview } from '../../src/protocol';
import { EXAMPLES, FIXTURES } from './helpers';
import { regexLiterals } from './regex/extract';

const ROOT = join(__dirname, '../..');
const texts = [...readdirSync(EXAMPLES).map((f) => join(EXAMPLES, f)), ...readdirSync(FIXTURES, { withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(FIXTURES, d.name))].map((f) => readFileSync(f, 'utf8'));

/** Every number an analysis gives out is finite, and no report prints NaN or Infinity unless the paste said it. */
function checkAnalysis(text: string): void {
  const a = analyze(text);
  for (const m of [...a.measurements, ...a.derived]) {
    expect(Number.isFinite(m.value), `${m.config} ${m.metric}`).toBe(true);
    if (m.stddev !== undefined) expect(Number.isFinite(m.stddev)).toBe(true);
  }
  for (const c of a.comparisons) expect(Number.isFinite(c.ratio), `${c.config} ${c.metric} ratio`).toBe(true);
  const outputs = [renderText(a), renderMarkdown(a), renderCsv(a), JSON.stringify(toJson(a)), JSON.stringify(dashboardModel(a).tables)];
  if (!/NaN|Infinity/.test(text)) for (const o of outputs) expect(o).not.toMatch(/\bNaN\b|\bInfinity\b/);
  expect(JSON.parse(JSON.stringify(toJson(a)))).toBeTruthy();
}

const lineMutation = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({ kind: fc.constant('duplicate' as const) }),
  fc.record({ kind: fc.constant('tabs' as const) }),
  fc.record({ kind: fc.constant('control' as const), ch: fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\ufffd', '\ud800', '\u2028') , at: fc.nat() }),
  fc.record({ kind: fc.constant('long' as const), n: fc.integer({ min: 1000, max: 200_000 }) }),
  fc.record({ kind: fc.constant('pipes' as const) }),
  fc.record({ kind: fc.constant('number' as const), value: fc.constantFrom('1e999', '-1e999', '-0', 'NaN', '1,2,3', 'Infinity', '0x', '1e-400', '9'.repeat(400), '.', '-', '1.2.3', '+-1') }),
);
const mutation = fc.record({ line: fc.nat(), op: lineMutation });

function mutate(text: string, ops: { line: number; op: fc.Arbitrary<unknown> extends never ? never : any }[], eol: string): string {
  const lines = text.split('\n');
  for (const { line, op } of ops) {
    if (!lines.length) break;
    const k = line % lines.length;
    const l = lines[k]!;
    switch (op.kind) {
      case 'truncate':
        lines[k] = l.slice(0, op.at % (l.length + 1));
        break;
      case 'swap': {
        const t = l.split(/(\s+|\|)/);
        const [a, b] = [op.a % t.length, op.b % t.length];
        [t[a], t[b]] = [t[b]!, t[a]!];
        lines[k] = t.join('');
        break;
      }
      case 'delete':
        lines.splice(k, 1);
        break;
      case 'duplicate':
        lines.splice(k, 0, l);
        break;
      case 'tabs':
        lines[k] = l.replace(/ +/g, '\t');
        break;
      case 'control':
        lines[k] = l.slice(0, op.at % (l.length + 1)) + op.ch + l.slice(op.at % (l.length + 1));
        break;
      case 'long':
        lines[k] = l + ' ' + '7'.repeat(op.n);
        break;
      case 'pipes':
        lines[k] = `| ${l} | |`;
        break;
      case 'number':
        lines[k] = l.replace(/-?\d[\d,.]*/, op.value);
        break;
    }
  }
  return lines.join(eol);
}

describe('hostile and broken input', () => {
  it('mutated seeds and fixtures never throw and never show a non-finite number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: texts.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r'), (t, ops, eol) => {
        checkAnalysis(mutate(texts[t]!, ops, eol));
      }),
      { numRuns: 250, seed: 20261202 },
    );
  });

  it('random text built from the formats\' own tokens never throws', () => {
    const token = fc.constantFrom('|', '---', ' ', '  ', '\t', 'node0', 'node1', 'Total', 'MB', 'kB', 'GiB', 't/s', '±', '1.5', '-3', '1e9', 'NaN', 'pgpromote_success', 'numa_hit', 'pp512', 'tg128', 'r1', 'C2', '=', ':', 'x', '(', ')', '[always]', 'SCALE:', 'harmonic_mean_TEPS:', 'Lookups/s:', 'available:', 'cpus:', 'size:', 'distances:', '$ ', '> ', '#', '\n', '\n', '\n');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 400 }), (tokens) => {
        checkAnalysis(tokens.join(''));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('binary-looking and empty inputs are analyzed to nothing, not to an error', () => {
    for (const t of ['', '\u0000'.repeat(1000), '\ufffd\ufffd\ud800', '\r\r\r', '|'.repeat(10_000), '-'.repeat(100_000), '1 '.repeat(50_000)]) checkAnalysis(t);
  });
});

describe('regular expressions', () => {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.d.ts')) files.push(p);
    }
  };
  walk(join(ROOT, 'src'));
  walk(join(ROOT, 'webview'));
  const patterns = files.flatMap((f) => regexLiterals(relative(ROOT, f), readFileSync(f, 'utf8')));

  it('finds the patterns of the source (each compiles)', () => {
    expect(patterns.length).toBeGreaterThan(150);
    for (const p of patterns) expect(() => new RegExp(p.source, p.flags), `${p.file}:${p.line} /${p.source}/`).not.toThrow();
    expect(patterns.some((p) => p.source === '^(pp|tg)(\\d+)(?:@pp(\\d+))?$')).toBe(true);
  });

  it('no pattern backtracks catastrophically on inputs built to trigger it (a hang check: 8 s for any one pattern)', async () => {
    const worker = (await build({ entryPoints: [join(__dirname, 'regex/worker.ts')], bundle: true, platform: 'node', format: 'cjs', write: false })).outputFiles[0]!.text;
    const w = new Worker(worker, { eval: true, workerData: { patterns: patterns.map(({ source, flags }) => ({ source, flags })) } });
    let done = -1;
    const finished = await new Promise<boolean>((resolve) => {
      // the budget is per pattern, so a loaded machine slows the whole run without failing it
      let timer = setTimeout(() => resolve(false), 8_000);
      w.on('message', (k: number) => {
        done = k;
        clearTimeout(timer);
        if (k === patterns.length - 1) resolve(true);
        else timer = setTimeout(() => resolve(false), 8_000);
      });
      w.on('error', () => resolve(false));
    });
    await w.terminate();
    const stuck = patterns[done + 1];
    expect(finished, stuck ? `stuck on ${stuck.file}:${stuck.line} /${stuck.source}/${stuck.flags}` : '').toBe(true);
  }, 180_000);
});

describe('messages from the webview', () => {
  it('accepts the protocol and drops everything else', () => {
    expect(isFromWebview({ type: 'ready' })).toBe(true);
    expect(isFromWebview({ type: 'openScenario', json: '{}' })).toBe(true);
    for (const bad of [
      null, 'ready', 42, [], {}, { type: 'eval', code: 'x' }, { type: 'reveal', doc: -1, startLine: 1, endLine: 2 }, { type: 'reveal', doc: 0, startLine: 5, endLine: 2 },
      { type: 'save', what: 'csv', suggestedName: '../../etc/passwd', data: '' }, { type: 'save', what: 'png', suggestedName: 'a.png', data: 'javascript:alert(1)' },
      { type: 'save', what: 'exe', suggestedName: 'a.exe', data: '' }, { type: 'state', baseline: 1, view: 'compare' }, { type: 'state', baseline: null, view: 'nope' },
      { type: 'copy', what: 'lkml', text: 5 }, { type: 'openScenario', json: { a: 1 } },
    ])
      expect(isFromWebview(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('hovers on hostile pastes', () => {
  it('pasted labels and legends are escaped Markdown: no HTML, no links the paste made', () => {
    const text = ['Legend:', '  r1 = <img src=x onerror=alert(1)> [x](command:workbench.action.terminal.new) nb=0', '  r2 = base nb=2', '', 'metric              r1   r2', 'pgpromote_success    0   5', ''].join('\n');
    const a = analyze(text);
    for (const word of ['r1', 'pgpromote_success']) {
      const md = hoverMarkdown({ analysis: a, word, line: word === 'r1' ? 2 : 6 })!;
      expect(md).toBeTruthy();
      expect(md).not.toMatch(/(?<!\\)<img/);
      expect(md).not.toMatch(/(?<!\\)\]\(command:/);
    }
  });
});

describe('never a silent wrong ratio', () => {
  const codes = (t: string) => analyze(t).findings.map((x) => x.code);

  it('a baseline of zero has no ratio, and a finding says why', () => {
    const a = analyze('metric               r1    r2\npgpromote_success     0   500\ntg128 t/s          4.0   5.0\n');
    expect(a.comparisons.find((c) => c.metric === 'pgpromote_success' && c.config === 'r2')).toBeUndefined();
    expect(a.findings.find((x) => x.code === 'zero-baseline')!.message).toBe('No ratio against r1 where r1 is 0: pgpromote_success (r2 500). Ratios there would be infinite; compare the values.');
  });

  it('a label used twice in one table keeps both columns apart and is flagged', () => {
    const a = analyze('metric   r1   r1   r2\ntg128 t/s   4.0   4.5  6.0\n');
    expect(a.measurements.map((m) => [m.config, m.value])).toEqual([['r1', 4], ['r1 #2', 4.5], ['r2', 6]]);
    expect(codes('metric   r1   r1   r2\ntg128 t/s   4.0   4.5  6.0\n')).toContain('duplicate-config-label');
  });

  it('counter resets and counters missing on one kernel are flagged', () => {
    expect(codes('pgpromote_success 100\nnuma_hint_faults 50\n\npgpromote_success 20\nnuma_hint_faults 80\n')).toContain('counter-reset');
    expect(codes('metric   C1   C2\npgpromote_success  0  10\npghot_recorded_accesses  -  12\n')).toContain('counters-from-different-kernels');
  });
});

describe('large series in the dashboard model', () => {
  it('a 100k-point vmstat series is decimated to at most 1000 points that keep the spikes', async () => {
    const { dashboardModel, MAX_CHART_POINTS } = await import('../../src/core/report/dashboard');
    const text = Array.from({ length: 100_000 }, (_, t) => `${1764669600 + t}\npgpromote_success ${t * 10 + (t === 54_321 ? 5000 : 0) - (t > 54_321 ? 5000 : 0)}\n`).join('');
    const v = dashboardModel(analyze(text)).charts.vmstat[0]!;
    expect(v.times.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
    expect(v.bucket).toBe(100);
    const rates = v.series[0]!.rates.filter((x): x is number => x !== null);
    expect(Math.max(...rates)).toBe(5010);
  });
});
