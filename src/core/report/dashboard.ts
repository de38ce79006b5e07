/** The dashboard's view model: everything the webview draws, as plain JSON computed from an Analysis. */
import { finiteData } from '../text/numbers';
import { bestPerTable } from '../judge/compare';
import { keyCountersFirst } from '../knowledge/counterLists';
import { lookup } from '../knowledge/lookup';
import type { Analysis, Finding } from '../model';
import { vmstatRates } from '../runs/vmstatDeltas';
import { metricDirection } from '../text/vocabulary';
import { renderCsv } from './csv';
import { renderMarkdown } from './markdown';
import { reportTables, type ReportTable } from './tables';
import { renderText, setupSummary } from './text';
import { blocksByConfidence, evidenceLines } from './explain';

export interface BarChart {
  metric: string;
  unit: string;
  direction: 'higher' | 'lower' | 'none';
  configs: string[];
  values: (number | null)[];
  stddev: (number | null)[];
  /** Source per bar: document index and line. */
  refs: (SourceRef | null)[];
}

export interface SourceRef {
  doc: number;
  line: number;
}

export interface DashboardModel {
  title: string;
  baseline: string | null;
  configs: { label: string; description: string | null; kernel: string | null; tunables: Record<string, string> }[];
  findings: (Omit<Finding, 'refs'> & { refs: SourceRef[] })[];
  /** Best config per performance metric, with its ratio to the baseline. */
  summary: { metric: string; best: string; ratio: number; baseline: string; direction: string }[];
  /** `tiering` per row: a counter or field of the knowledge base (Compare's "tiering counters only" filter). */
  tables: (ReportTable & { refs: (SourceRef | null)[][]; tiering: boolean[] })[];
  charts: {
    bars: BarChart[];
    iterations: { metric: string; configs: string[]; series: number[][] }[];
    counters: { configs: string[]; names: string[]; values: (number | null)[][] } | null;
    numastat: {
      /** What printed the table: `numastat`, `numastat PID 4242 (llama-bench)`, `numa_maps`. */
      title: string;
      config: string | null;
      unit: string;
      nodes: string[];
      rows: { name: string; values: number[] }[];
      ref: SourceRef;
    }[];
    /** `bucket` > 1: decimated, each point the maximum of that many intervals. */
    vmstat: {
      title: string;
      config: string | null;
      perSecond: boolean;
      times: number[];
      series: { name: string; rates: (number | null)[] }[];
      bucket: number;
      ref: SourceRef;
    }[];
  };
  sources: {
    kind: string;
    startLine: number;
    endLine: number;
    title: string | null;
    config: string | null;
    doc: number;
    name: string;
    /** The reader that took the block and how sure the reading is, 0..1 (null: prose or setup, not read as data). */
    reader: string | null;
    confidence: number | null;
    /** Why, a decision at a time (report/explain.ts). */
    evidence: { decision: string; lines: string[] }[];
  }[];
  problems: { startLine: number; endLine: number; reason: string; doc: number; name: string }[];
  exports: { text: string; markdown: string; csv: string };
}

/** Charts draw at most this many points per series; longer series keep each bucket's maximum (spikes stay visible). */
export const MAX_CHART_POINTS = 1000;

export function decimate(
  times: number[],
  series: { name: string; rates: (number | null)[] }[],
): { times: number[]; series: { name: string; rates: (number | null)[] }[]; bucket: number } {
  const n = times.length;
  if (n <= MAX_CHART_POINTS) return { times, series, bucket: 1 };
  const bucket = Math.ceil(n / MAX_CHART_POINTS);
  const starts = Array.from({ length: Math.ceil(n / bucket) }, (_, k) => k * bucket);
  const max = (xs: (number | null)[], a: number) => {
    let m: number | null = null;
    for (let i = a; i < Math.min(n, a + bucket); i++) {
      const x = xs[i];
      if (x !== null && x !== undefined && (m === null || x > m)) m = x;
    }
    return m;
  };
  return {
    times: starts.map((a) => times[a]!),
    series: series.map((s) => ({ name: s.name, rates: starts.map((a) => max(s.rates, a)) })),
    bucket,
  };
}

const tieringKnown = new Map<string, boolean>();

/** Whether a metric is a kernel counter or field the knowledge base explains (`proc-vmstat.pgpromote_success`, `MemFree`). */
function tieringCounter(metric: string): boolean {
  let known = tieringKnown.get(metric);
  if (known === undefined) {
    const kind = lookup(metric)?.kind;
    known = kind === 'counter' || kind === 'field';
    if (tieringKnown.size < 10_000) tieringKnown.set(metric, known);
  }
  return known;
}

/** The model of an analysis; a block's document is its index in `a.sources` (blocks carry `source` only when several were analyzed). */
export function dashboardModel(a: Analysis): DashboardModel {
  const docIndex = (source: string | undefined) => Math.max(0, source ? a.sources.indexOf(source) : 0);
  const refOf = (block: number, line: number | undefined): SourceRef | null =>
    line === undefined ? null : { doc: docIndex(a.blocks[block]?.source), line };
  const all = [...a.measurements, ...a.derived];
  const find = (config: string, metric: string) => all.find((m) => m.config === config && m.metric === metric);

  const tables = reportTables(a).map((t) => ({
    ...t,
    refs: t.rows.map((r) => r.lines.map((line, i) => refOf(r.blocks[i] ?? 0, line))),
    tiering: t.rows.map((r) => tieringCounter(r.metric)),
  }));

  const perf = [
    ...new Set(a.measurements.filter((m) => metricDirection(m.metric, m.unit) !== 'none').map((m) => m.metric)),
  ];
  const bars: BarChart[] = perf.map((metric) => {
    const ms = a.measurements.filter((m) => m.metric === metric);
    const configs = a.configs.map((c) => c.label).filter((c) => ms.some((m) => m.config === c));
    const at = (c: string) => ms.find((m) => m.config === c);
    return {
      metric,
      unit: ms[0]!.unit,
      direction: metricDirection(metric, ms[0]!.unit),
      configs,
      values: configs.map((c) => at(c)?.value ?? null),
      stddev: configs.map((c) => at(c)?.stddev ?? null),
      refs: configs.map((c) => (at(c) ? refOf(at(c)!.block, at(c)!.line) : null)),
    };
  });

  const iterations = perf
    .map((metric) => {
      const ms = a.measurements.filter((m) => m.metric === metric && m.samples && m.samples.length >= 3);
      return { metric, configs: ms.map((m) => m.config), series: ms.map((m) => m.samples!) };
    })
    .filter((x) => x.configs.length > 0);

  const counterNames = [...new Set(a.measurements.filter((m) => m.unit === 'count').map((m) => m.metric))];
  const names = keyCountersFirst(counterNames).slice(0, 16);
  const counterConfigs = a.configs.map((c) => c.label).filter((c) => names.some((n) => find(c, n)));
  const counters = names.length
    ? { configs: counterConfigs, names, values: counterConfigs.map((c) => names.map((n) => find(c, n)?.value ?? null)) }
    : null;

  const numastat: DashboardModel['charts']['numastat'] = [];
  const vmstat: DashboardModel['charts']['vmstat'] = [];
  a.blocks.forEach((b) => {
    const ref = { doc: docIndex(b.source), line: b.startLine };
    if (b.data.type === 'numastat')
      for (const t of b.data.tables) {
        if (!/process/.test(t.title)) continue;
        const rows = t.rows
          .filter((r) => r.name !== 'Total')
          .map((r) => ({ name: r.name, values: r.values.slice(0, t.nodes.length) }));
        numastat.push({
          // what printed it: numastat (for one PID) or numa_maps; the chart says the rest
          title: t.title.startsWith('numa_maps') ? 'numa_maps' : t.pid ? `numastat PID ${t.pid}` : 'numastat',
          config: b.config ?? null,
          unit: t.unit,
          nodes: t.nodes,
          rows,
          ref,
        });
      }
    if (b.data.type === 'vmstat' && b.data.snapshots > 2) {
      const d = b.data;
      const keys = [...d.series.keys()].filter((n) => !n.startsWith('nr_'));
      const chosen = keyCountersFirst(keys).slice(0, 8);
      const times = d.times ? d.times.slice(1) : Array.from({ length: d.snapshots - 1 }, (_, i) => i + 1);
      const series = chosen.map((n) => ({ name: n, rates: vmstatRates(d, n).map((v) => v ?? null) }));
      vmstat.push({
        title: b.title ?? 'vmstat',
        config: b.config ?? null,
        perSecond: !!d.times,
        ref,
        ...decimate(times, series),
      });
    }
  });

  const summary = bestPerTable(a.measurements, a.configs, a.baseline).map((b) => ({
    metric: b.metric,
    best: b.best.config,
    ratio: b.comparison.ratio,
    baseline: b.baseline.config,
    direction: b.comparison.direction,
  }));

  // charts and tables get absent (null) where a number is not finite
  return finiteData({
    title: a.sources.join(', '),
    baseline: a.baseline ?? null,
    configs: a.configs.map((c) => ({
      label: c.label,
      description: c.description ?? null,
      kernel: c.kernel ?? null,
      tunables: c.tunables,
    })),
    findings: a.findings.map((f) => ({
      ...f,
      refs: f.refs.map((r) => ({ doc: docIndex(a.blocks[r.block]?.source), line: r.line })),
    })),
    summary,
    tables,
    charts: { bars, iterations, counters, numastat, vmstat },
    // the least sure readings first: those are the ones to check
    sources: [
      ...blocksByConfidence(a).map(({ block }) => block),
      ...a.blocks.filter((b) => b.kind !== 'prose' && b.reading === undefined),
    ].map((b) => ({
      kind: b.kind,
      startLine: b.startLine,
      endLine: b.endLine,
      // a setup block is shown by what it states (`threads=64 membind=1`)
      title:
        b.data.type === 'setup' ? [b.title, setupSummary(b.data.facts)].filter(Boolean).join(': ') : (b.title ?? null),
      config: b.config ?? null,
      doc: docIndex(b.source),
      name: b.source ?? a.sources[0] ?? '',
      reader: b.reading?.reader ?? null,
      confidence: b.reading?.confidence ?? null,
      evidence: evidenceLines(b),
    })),
    problems: a.blocks.flatMap((b) =>
      (b.problems ?? []).map((p) => ({ ...p, doc: docIndex(b.source), name: b.source ?? a.sources[0] ?? '' })),
    ),
    exports: { text: renderText(a), markdown: renderMarkdown(a), csv: renderCsv(a) },
  });
}
