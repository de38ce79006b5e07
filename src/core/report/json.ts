/** The JSON contract for scripts (format tierscope.analysis/v1); keys documented in the README. */
import type { Analysis, Block, Comparison, Config, Finding, Measurement } from '../model';
import { finiteData } from '../text/numbers';
import { gathered } from './chunks';
import { eachComparison } from '../judge/lazyComparisons';

function blockSummary(b: Block): Record<string, unknown> {
  const d = b.data;
  switch (d.type) {
    case 'table':
      return {
        columns: d.columns,
        rows: d.rows.length,
        ...(d.scale ? { scale: d.scale } : {}),
        ...(d.iterations ? { iterations: d.iterations.labels.length } : {}),
      };
    case 'vmstat':
      return {
        snapshots: d.snapshots,
        counters: d.series.size,
        timestamps: !!d.times,
        resets: d.resets,
        partial: d.partial,
        ...(d.node !== undefined ? { node: d.node } : {}),
      };
    case 'numastat':
      return {
        tables: d.tables.map((t) => ({
          title: t.title,
          unit: t.unit,
          nodes: t.nodes,
          rows: t.rows.length,
          ...(t.pid ? { pid: t.pid } : {}),
        })),
      };
    case 'kv':
      return { values: Object.fromEntries([...d.values].map(([k, v]) => [k, v.value ?? v.raw])) };
    case 'settings':
      return { tunables: Object.fromEntries([...d.values].map(([k, v]) => [k, v.value])) };
    case 'topology':
      return { nodes: d.nodes, distances: d.distances, cpuless: d.cpuless };
    case 'timings':
      return { prompt: d.prompt.length, generation: d.generation.length };
    case 'llama-bench':
      return { form: d.form, rows: d.rows.length, ...(d.build ? { build: d.build } : {}) };
    case 'prose':
      return { lines: d.lines };
    case 'setup':
      return { facts: d.facts };
  }
}

function blockJson(b: Block): object {
  return {
    kind: b.kind,
    startLine: b.startLine,
    endLine: b.endLine,
    ...(b.source ? { source: b.source } : {}),
    ...(b.title ? { title: b.title } : {}),
    ...(b.config ? { config: b.config } : {}),
    ...(b.problems ? { problems: b.problems } : {}),
    ...(b.key ? { key: b.key } : {}),
    ...(b.reading ? { reading: b.reading } : {}),
    ...blockSummary(b),
  };
}

function configJson(c: Config): object {
  return {
    label: c.label,
    description: c.description ?? null,
    ...(c.kernel ? { kernel: c.kernel } : {}),
    tunables: c.tunables,
  };
}

function measurementJson(m: Measurement, derived: boolean): object {
  return {
    config: m.config,
    metric: m.metric,
    value: m.value,
    unit: m.unit,
    stddev: m.stddev ?? null,
    n: m.n ?? null,
    ...(m.samples ? { samples: m.samples } : {}),
    block: m.block,
    line: m.line,
    ...(derived ? { derived: true } : {}),
  };
}

function comparisonJson(c: Comparison): object {
  return {
    metric: c.metric,
    config: c.config,
    baseline: c.baseline,
    ratio: c.ratio,
    direction: c.direction,
    verdict: c.verdict,
    ...(c.p !== undefined ? { p: c.p, significant: c.significant } : {}),
  };
}

function findingJson(f: Finding): object {
  return { severity: f.severity, code: f.code, message: f.message, configs: f.configs, lines: f.lines };
}

/** The contract's arrays in order, each element built when it is written. */
function* measurementsOf(a: Analysis): Generator<object> {
  for (const m of a.measurements) yield measurementJson(m, false);
  for (const m of a.derived) yield measurementJson(m, true);
}

function* mapped<T>(xs: Iterable<T>, f: (x: T) => object): Generator<object> {
  for (const x of xs) yield f(x);
}

function arrays(a: Analysis): [string, Iterable<object>][] {
  return [
    ['blocks', mapped(a.blocks, blockJson)],
    ['configs', mapped(a.configs, configJson)],
    ['measurements', measurementsOf(a)],
    ['comparisons', mapped(eachComparison(a), comparisonJson)],
    ['findings', mapped(a.findings, findingJson)],
    // only when hints were given: an analysis without them reads as before
    ...(a.hints ? [['hints', mapped(a.hints, (o) => o)] as [string, Iterable<object>]] : []),
  ];
}

export function toJson(a: Analysis): object {
  const out: Record<string, unknown> = { format: a.format, sources: a.sources, baseline: a.baseline ?? null };
  for (const [key, xs] of arrays(a)) out[key] = [...xs];
  return finiteData(out);
}

/** `value` as `JSON.stringify(value, null, 2)` prints it at nesting depth `depth`. */
function indented(value: unknown, depth: number): string {
  return JSON.stringify(finiteData(value), null, 2).replace(/\n/g, '\n' + '  '.repeat(depth));
}

/** `,\n  "key": [` and the elements of an array, each a piece (`[]` when empty). */
function* arrayPieces(key: string, xs: Iterable<object>): Generator<string> {
  let sep = `,\n  "${key}": [\n    `;
  for (const x of xs) {
    yield sep + indented(x, 2);
    sep = ',\n    ';
  }
  yield sep === ',\n    ' ? '\n  ]' : `,\n  "${key}": []`;
}

/**
 * The JSON contract as chunks, for a stream: the same text as `JSON.stringify(toJson(a), null, 2)`
 * and a newline, with no string of the whole (a 200 MB series has millions of measurements).
 */
export function* jsonChunks(a: Analysis): Generator<string> {
  yield `{\n  "format": ${indented(a.format, 1)},\n  "sources": ${indented(a.sources, 1)},\n  "baseline": ${indented(a.baseline ?? null, 1)}`;
  for (const [key, xs] of arrays(a)) yield* gathered(arrayPieces(key, xs));
  yield '\n}\n';
}
