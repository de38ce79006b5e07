/** The JSON contract for scripts (format tierscope.analysis/v1); keys documented in the README. */
import type { Analysis, Block } from '../model';
import { finiteData } from '../numbers';

function blockSummary(b: Block): Record<string, unknown> {
  const d = b.data;
  switch (d.type) {
    case 'table':
      return { columns: d.columns, rows: d.rows.length, ...(d.scale ? { scale: d.scale } : {}), ...(d.iterations ? { iterations: d.iterations.labels.length } : {}) };
    case 'vmstat':
      return { snapshots: d.snapshots, counters: d.series.size, timestamps: !!d.times, resets: d.resets, partial: d.partial, ...(d.node !== undefined ? { node: d.node } : {}) };
    case 'numastat':
      return { tables: d.tables.map((t) => ({ title: t.title, unit: t.unit, nodes: t.nodes, rows: t.rows.length, ...(t.pid ? { pid: t.pid } : {}) })) };
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
  }
}

export function toJson(a: Analysis): object {
  return finiteData({
    format: a.format,
    sources: a.sources,
    baseline: a.baseline ?? null,
    blocks: a.blocks.map((b) => ({ kind: b.kind, startLine: b.startLine, endLine: b.endLine, ...(b.source ? { source: b.source } : {}), ...(b.title ? { title: b.title } : {}), ...(b.config ? { config: b.config } : {}), ...(b.problems ? { problems: b.problems } : {}), ...blockSummary(b) })),
    configs: a.configs.map((c) => ({ label: c.label, description: c.description ?? null, ...(c.kernel ? { kernel: c.kernel } : {}), tunables: c.tunables })),
    measurements: [...a.measurements, ...a.derived.map((m) => ({ ...m, derived: true }))].map((m) => ({
      config: m.config,
      metric: m.metric,
      value: m.value,
      unit: m.unit,
      stddev: m.stddev ?? null,
      n: m.n ?? null,
      ...(m.samples ? { samples: m.samples } : {}),
      block: m.block,
      line: m.line,
      ...('derived' in m ? { derived: true } : {}),
    })),
    comparisons: a.comparisons.map((c) => ({ metric: c.metric, config: c.config, baseline: c.baseline, ratio: c.ratio, direction: c.direction, verdict: c.verdict, ...(c.p !== undefined ? { p: c.p, significant: c.significant } : {}) })),
    findings: a.findings.map((f) => ({ severity: f.severity, code: f.code, message: f.message, configs: f.configs, lines: f.lines })),
  });
}
