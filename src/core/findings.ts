/** Findings written the way a reviewer of tiering results would, each with its evidence (configs and lines). */
import type { Analysis, Block, Comparison, Config, Finding, Measurement, NumastatData } from './model';
import { bestPerTable } from './compare';
import { formatRatio, formatValue, humanCount } from './numbers';
import { trend } from './stats';
import { llmPhase, metricDirection } from './vocabulary';

interface Ctx {
  a: Analysis;
  /** config -> metric -> measurement (measurements and derived) */
  get: (config: string, metric: string) => Measurement | undefined;
  comparisons: Comparison[];
  text: string;
}

type Rule = (c: Ctx) => Finding[];

const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)}%`;
const f = (severity: Finding['severity'], code: string, message: string, ms: (Measurement | undefined)[]): Finding => {
  const present = ms.filter((m): m is Measurement => !!m);
  const refs = present
    .map((m) => ({ block: m.block, line: m.line }))
    .filter((r, i, all) => all.findIndex((x) => x.block === r.block && x.line === r.line) === i)
    .sort((x, y) => x.line - y.line);
  return { severity, code, message, configs: [...new Set(present.map((m) => m.config))], lines: [...new Set(present.map((m) => m.line))].sort((x, y) => x - y), refs };
};
/** One finding for a rule that fired for several configs: `head: r2 detail; r3 detail. tail` */
interface Item {
  cfg: string;
  detail: string;
  ms: (Measurement | undefined)[];
}
const combine = (severity: Finding['severity'], code: string, head: string, items: Item[], tail = ''): Finding[] =>
  items.length ? [f(severity, code, `${head}: ${items.map((i) => `${i.cfg} ${i.detail}`).join('; ')}.${tail ? ` ${tail}` : ''}`, items.flatMap((i) => i.ms))] : [];
/** A number in a sentence: 4 significant digits, no trailing zeros (6.65, not 6.650). */
const num = (v: number) => String(Number(v.toPrecision(4)));
const pv = (p: number) => (p < 0.001 ? 'p<0.001' : `p=${p.toFixed(3)}`);
const perf = (m: Measurement) => metricDirection(m.metric, m.unit) !== 'none';
const labels = (c: Ctx) => c.a.configs.map((x) => x.label);
const demoted = (c: Ctx, cfg: string) => {
  const ms = ['pgdemote_kswapd', 'pgdemote_direct', 'pgdemote_khugepaged', 'pgdemote_proactive'].map((n) => c.get(cfg, n)).filter((m): m is Measurement => !!m);
  return ms.length ? { value: ms.reduce((s, m) => s + m.value, 0), m: ms[0]! } : undefined;
};

const topTierFull: Rule = (c) =>
  combine('warning', 'top-tier-full', 'Promotion candidates >> successes', labels(c).flatMap((cfg) => {
    const s = c.get(cfg, 'pgpromote_success');
    const cand = c.get(cfg, 'pgpromote_candidate');
    if (!s || !cand || cand.value < 1000 || cand.value < 3 * s.value) return [];
    return [{ cfg, detail: `${humanCount(cand.value)} candidates, ${humanCount(s.value)} promoted (yield ${pct(s.value / cand.value)})`, ms: [cand, s] }];
  }), 'The top tier is full (or the rate limit bites): most pages found hot stay on the slow tier.');

const pingPong: Rule = (c) =>
  combine('warning', 'promote-demote-ping-pong', 'Promotion/demotion ping-pong', labels(c).flatMap((cfg) => {
    const s = c.get(cfg, 'pgpromote_success');
    const d = demoted(c, cfg);
    if (!s || !d || s.value < 1000 || d.value < 0.5 * s.value) return [];
    return [{ cfg, detail: `${humanCount(d.value)} demoted vs ${humanCount(s.value)} promoted (churn ${(d.value / s.value).toFixed(2)})`, ms: [d.m, s] }];
  }), 'Reclaim pushes back down what promotion brings up; the migrations cost bandwidth twice.');

const demotedNeverBack: Rule = (c) =>
  combine('info', 'demoted-no-promotion', 'Demoted and never promoted back', labels(c).flatMap((cfg) => {
    const d = demoted(c, cfg);
    const s = c.get(cfg, 'pgpromote_success');
    if (!d || d.value < 1000 || (s && s.value > 0)) return [];
    return [{ cfg, detail: `${humanCount(d.value)} pages demoted, ${s ? 'none' : 'no pgpromote_success'} promoted`, ms: [d.m, s] }];
  }), 'Pages that turn hot on the slow tier stay there (promotion off).');

const hintFaultsNoPromotion: Rule = (c) =>
  combine('warning', 'hint-faults-without-promotion', 'NUMA hint faults without promotions', labels(c).flatMap((cfg) => {
    const h = c.get(cfg, 'numa_hint_faults');
    const s = c.get(cfg, 'pgpromote_success');
    const nb = c.a.configs.find((x) => x.label === cfg)?.tunables['kernel.numa_balancing'];
    if (!h || h.value < 10000 || (s && s.value > 0.001 * h.value) || !(nb === '2' || nb === '3' || s)) return [];
    return [{ cfg, detail: `${humanCount(h.value)} hint faults, ${s ? humanCount(s.value) : 'no'} promotions`, ms: [h, s] }];
  }), 'Scanning and fault cost without benefit.');

const prefillDecode: Rule = (c) => {
  // only LLM phases, and only pairs measured in the same table: across tables the other settings (threads, model) may differ
  const sameBlock = (x: Comparison) => c.get(x.config, x.metric)?.block === c.get(x.baseline, x.metric)?.block;
  const byConfig = new Map<string, Comparison[]>();
  for (const x of c.comparisons)
    if (x.config !== x.baseline && x.direction === 'higher' && llmPhase(x.metric) && sameBlock(x)) byConfig.set(x.config, [...(byConfig.get(x.config) ?? []), x]);
  return combine('warning', 'prefill-regressed-decode-improved', 'Prefill regressed while decode improved', labels(c).flatMap((cfg) => {
    const mine = byConfig.get(cfg) ?? [];
    const p = mine.find((x) => llmPhase(x.metric) === 'prefill' && x.ratio < 0.97);
    const d = mine.find((x) => llmPhase(x.metric) === 'decode' && x.ratio > 1.03);
    if (!p || !d) return [];
    return [{ cfg, detail: `${p.metric} ${formatRatio(p.ratio)} / ${d.metric} ${formatRatio(d.ratio)} vs ${p.baseline}`, ms: [c.get(cfg, p.metric), c.get(cfg, d.metric)] }];
  }), 'Promotion work (hint faults, migrations, TLB flushes) lands in the compute-bound prefill, while the bandwidth-bound decode gains from hot pages in DRAM.');
};

const noisy: Rule = (c) =>
  combine('warning', 'noisy', 'Noisy results (CV > 10%)', c.a.measurements
    .filter((m) => perf(m) && m.stddev !== undefined && m.value > 0 && m.stddev / m.value > 0.1)
    .map((m) => ({ cfg: m.config, detail: `${m.metric} ${num(m.value)} ± ${num(m.stddev!)} (CV ${pct(m.stddev! / m.value)}${m.n ? `, n=${m.n}` : ''})`, ms: [m] })),
    'Differences smaller than the spread are not evidence; add repetitions.');

const converging: Rule = (c) =>
  combine('warning', 'still-converging', 'Still converging (per-iteration trend)', c.a.measurements
    .filter((m) => perf(m) && m.samples && m.samples.length >= 3)
    .flatMap((m) => {
      const t = trend(m.samples!);
      if (!t.monotonic || Math.abs(t.relChange) < 0.1) return [];
      const xs = m.samples!;
      return [{ cfg: m.config, detail: `${m.metric} ${num(xs[0]!)} -> ${num(xs[xs.length - 1]!)} over ${xs.length} iterations (${t.relChange > 0 ? '+' : ''}${pct(t.relChange)})`, ms: [m] }];
    }),
    'The mean understates the steady state: run longer, or report the last iterations.');

const significance: Rule = (c) => {
  const tested = c.comparisons.filter((x) => x.p !== undefined && x.direction !== 'none' && Math.abs(x.ratio - 1) >= 0.05);
  const item = (x: Comparison): Item => ({ cfg: x.config, detail: `${x.metric} ${formatRatio(x.ratio)} vs ${x.baseline} (Welch ${pv(x.p!)})`, ms: [c.get(x.config, x.metric), c.get(x.baseline, x.metric)] });
  return [
    ...combine('warning', 'significant-regression', 'Significant regressions', tested.filter((x) => x.significant && x.verdict === 'worse').map(item)),
    ...combine('info', 'significant-improvement', 'Significant improvements', tested.filter((x) => x.significant && x.verdict === 'better').map(item)),
    ...combine('info', 'not-significant', 'Not significant at p < 0.05', tested.filter((x) => !x.significant).map(item), 'The spread is as large as the difference.'),
  ];
};

/** The best config per metric; a table with many metrics gets one finding naming the first few, not one each. */
const best: Rule = (c) => {
  const all = bestPerTable(c.a.measurements, c.a.configs, c.a.baseline).filter((b) => b.best !== b.baseline);
  const byBlock = new Map<number, typeof all>();
  for (const b of all) byBlock.set(b.block, [...(byBlock.get(b.block) ?? []), b]);
  return [...byBlock.values()].flatMap((bs) => {
    const title = c.a.blocks[bs[0]!.block]?.title;
    const where = title ? ` in "${title}"` : '';
    const one = (b: (typeof bs)[number]) => `${b.best.config} (${formatRatio(b.comparison.ratio)} vs ${b.baseline.config})`;
    if (bs.length <= 4) return bs.map((b) => f('info', 'best-config', `Best ${b.metric}${where}: ${one(b)}.`, [b.best, b.baseline]));
    const shown = bs.slice(0, 6);
    return [f('info', 'best-config', `Best config per metric${where} (${bs.length} metrics): ${shown.map((b) => `${b.metric} ${one(b)}`).join('; ')}${bs.length > 6 ? `; and ${bs.length - 6} more (the Overview cards list all)` : ''}.`, shown.flatMap((b) => [b.best, b.baseline]))];
  });
};

const hugePages: Rule = (c) =>
  labels(c).flatMap((cfg) => {
    const out: Finding[] = [];
    const total = c.get(cfg, 'HugePages_Total');
    const free = c.get(cfg, 'HugePages_Free');
    if (total && free && total.value > 0 && free.value >= total.value)
      out.push(f('warning', 'huge-pages-unused', `${cfg}: ${humanCount(total.value)} explicit huge pages reserved and all free: nothing uses them (the application did not map them, or ran before they were reserved), and the reserve is taken from everyone else.`, [total, free]));
    const cov = c.get(cfg, 'huge page coverage');
    const thp = c.a.configs.find((x) => x.label === cfg)?.tunables['mm.transparent_hugepage.enabled'];
    if (cov && cov.value < 0.1)
      out.push(f('info', 'huge-pages-not-in-use', `${cfg}: huge pages cover only ${pct(cov.value)} of the process footprint${thp ? ` (THP ${thp})` : ''}: the workload runs on 4 KiB pages (for llama.cpp, THP needs --mmap 0).`, [cov]));
    return out;
  });

const memorySplit: Rule = (c) =>
  c.a.blocks.flatMap((b: Block) => {
    if (b.data.type !== 'numastat') return [];
    return (b.data as NumastatData).tables
      .filter((t) => /process/.test(t.title) && t.nodes.length > 1)
      .flatMap((t) => {
        const row = t.rows.find((r) => r.name === 'Total') ?? t.rows[t.rows.length - 1]!;
        const vals = row.values.slice(0, t.nodes.length);
        const sum = vals.reduce((s, v) => s + v, 0);
        if (sum <= 0 || Math.max(...vals) / sum > 0.9) return [];
        const split = t.nodes.map((n, i) => `${pct(vals[i]! / sum)} ${n}`).join(', ');
        return [{ severity: 'warning' as const, code: 'memory-split-across-nodes', message: `${t.pid ?? 'process'}${b.config ? ` (${b.config})` : ''}: memory split across nodes (${split}); threads on one node pay remote latency for the rest.`, configs: b.config ? [b.config] : [], lines: [row.line], refs: [{ block: c.a.blocks.indexOf(b), line: row.line }] }];
      });
  });

const pinnedWithBalancing: Rule = (c) => {
  const pinned = /numactl\s+(?:[^\n]*\s)?(-N|-m|--membind|--cpunodebind|--physcpubind|-C)\b|taskset\s|pinned to/i.test(c.text);
  const warned = /WARNING: \/proc\/sys\/kernel\/numa_balancing is enabled/.test(c.text);
  return c.a.configs
    .filter((cfg) => ['1', '3'].includes(cfg.tunables['kernel.numa_balancing'] ?? '') && (pinned || warned))
    .map((cfg) => ({ severity: 'warning' as const, code: 'numa-balancing-on-pinned-workload', message: `${cfg.label}: kernel.numa_balancing=${cfg.tunables['kernel.numa_balancing']} (NUMA_BALANCING_NORMAL) on a workload pinned with numactl/taskset: the scanner still marks PTEs and takes hint faults but cannot move a bound task; use 0, or 2 for tiering only.`, configs: [cfg.label], lines: [], refs: [] }));
};

const kernelCounters: Rule = (c) => {
  const out: Finding[] = [];
  const byBlock = new Map<number, Measurement[]>();
  for (const m of c.a.measurements) if (m.unit === 'count') byBlock.set(m.block, [...(byBlock.get(m.block) ?? []), m]);
  for (const [block, ms] of byBlock) {
    const b = c.a.blocks[block]!;
    if (b.data.type !== 'table') continue;
    const cols = b.data.columns;
    const missing = new Map<string, string[]>();
    for (const row of b.data.rows) {
      const absent = cols.filter((_, i) => row.values[i] === undefined);
      if (absent.length && absent.length < cols.length) missing.set(row.name, absent);
    }
    if (!missing.size) continue;
    const who = [...new Set([...missing.values()].flat())];
    const kernels = [...new Set(who.map((l) => c.a.configs.find((x) => x.label === l)?.kernel ?? '?'))];
    const lines = [...new Set(ms.filter((m) => missing.has(m.metric)).map((m) => m.line))].slice(0, 20);
    out.push({ severity: 'info', code: 'counters-from-different-kernels', message: `Counters absent in ${who.join(', ')}${kernels[0] !== '?' ? ` (kernel ${kernels.join(', ')})` : ''}: ${[...missing.keys()].slice(0, 6).join(', ')}${missing.size > 6 ? ', ...' : ''}. These kernels do not have them; compare only the counters all configs report.`, configs: who, lines, refs: lines.map((line) => ({ block, line })) });
  }
  return out;
};

const resets: Rule = (c) =>
  c.a.blocks.flatMap((b) =>
    b.data.type === 'vmstat' && b.data.resets.length
      ? [{ severity: 'problem' as const, code: 'counter-reset', message: `${b.config ?? 'vmstat'}: ${b.data.resets.length} counter(s) went down between snapshots (${[...new Set(b.data.resets.map((r) => r.counter))].slice(0, 5).join(', ')}): a reboot, a counter wrap or snapshots pasted out of order; deltas across it are wrong.`, configs: b.config ? [b.config] : [], lines: b.data.resets.map((r) => r.line).filter((l) => l > 0).slice(0, 20), refs: b.data.resets.filter((r) => r.line > 0).slice(0, 20).map((r) => ({ block: c.a.blocks.indexOf(b), line: r.line })) }]
      : [],
  );

const ratioRows: Rule = (c) =>
  c.a.blocks.flatMap((b) => {
    if (b.data.type !== 'table') return [];
    const t = b.data;
    return t.rows
      .filter((r) => r.ratioOf && r.ratioOf !== '?')
      .flatMap((r) => {
        const metric = t.rows.find((x) => !x.ratioOf && (x.name === r.name || x.name.startsWith(`${r.name} `)));
        const bi = t.columns.indexOf(r.ratioOf!);
        if (!metric || bi < 0 || !metric.values[bi]) return [];
        const bad = t.columns.filter((_, i) => {
          const v = metric.values[i];
          const pasted = r.values[i];
          return v !== undefined && pasted !== undefined && Math.abs(v / metric.values[bi]! - pasted) > 0.015;
        });
        if (!bad.length) return [];
        const detail = bad.map((col) => { const i = t.columns.indexOf(col); return `${col}: pasted ${formatRatio(r.values[i]!)}, values give ${(metric.values[i]! / metric.values[bi]!).toFixed(3)}x`; }).join('; ');
        return [{ severity: 'warning' as const, code: 'ratio-row-mismatch', message: `The "${r.name} vs ${r.ratioOf}" row disagrees with the values above it (${detail}).`, configs: bad, lines: [r.line], refs: [{ block: c.a.blocks.indexOf(b), line: r.line }] }];
      });
  });

const migrationFailures: Rule = (c) =>
  combine('warning', 'migration-failures', 'Page migrations failing', labels(c).flatMap((cfg) => {
    const ok = c.get(cfg, 'pgmigrate_success');
    const fail = c.get(cfg, 'pgmigrate_fail');
    if (!ok || !fail || fail.value < 1000 || fail.value < 0.1 * (ok.value + fail.value)) return [];
    return [{ cfg, detail: `${pct(fail.value / (ok.value + fail.value))} failed (${humanCount(fail.value)} pgmigrate_fail)`, ms: [fail, ok] }];
  }), 'Pinned, busy or THP pages could not move, or the target node is too full.');

const hwhintDrops: Rule = (c) =>
  combine('warning', 'hwhint-drops', 'Hardware hint events dropped', labels(c).flatMap((cfg) => {
    const drop = c.get(cfg, 'hwhint_dropped_events');
    const total = c.get(cfg, 'hwhint_total_events');
    if (!drop || !total || total.value <= 0 || drop.value < 0.01 * total.value) return [];
    return [{ cfg, detail: `${pct(drop.value / total.value)} of ${humanCount(total.value)} events`, ms: [drop, total] }];
  }), 'The ring overran: raise the sampling period or the consumer rate.');

const cpuless: Rule = (c) =>
  c.a.blocks.flatMap((b) =>
    b.data.type === 'topology' && b.data.cpuless.length
      ? [{ severity: 'info' as const, code: 'cpuless-nodes', message: `numactl -H: node(s) ${b.data.cpuless.join(', ')} have no CPUs: a lower memory tier (CXL or PMEM) that NUMA balancing mode 2 promotes from.`, configs: [], lines: [b.startLine], refs: [{ block: c.a.blocks.indexOf(b), line: b.startLine }] }]
      : [],
  );

/** Two configs on the same kernel that differ in exactly one tunable: what that one change did. */
const singleTunable: Rule = (c) => {
  const out: Item[] = [];
  const cfgs = c.a.configs.filter((x) => Object.keys(x.tunables).length);
  const headlines = [...new Set(c.a.measurements.filter(perf).map((m) => m.metric))].slice(0, 2);
  // pairs that differ only in key k share everything else: group by (k, kernel, the other tunables)
  const groups = new Map<string, Config[]>();
  for (const cfg of cfgs)
    for (const k of Object.keys(cfg.tunables)) {
      const rest = Object.entries(cfg.tunables).filter(([x]) => x !== k).sort(([x], [y]) => (x < y ? -1 : 1));
      const key = JSON.stringify([k, cfg.kernel ?? '', rest]);
      groups.set(key, [...(groups.get(key) ?? []), cfg]);
    }
  for (const [key, members] of groups) {
    const k = JSON.parse(key)[0] as string;
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) {
        const a = members[i]!;
        const b = members[j]!;
        if (a.tunables[k] === b.tunables[k]) continue;
        const effects: string[] = [];
        const ms: (Measurement | undefined)[] = [];
        for (const metric of [...headlines, 'pgpromote_success']) {
          const ma = c.get(a.label, metric);
          const mb = c.get(b.label, metric);
          if (!ma || !mb) continue;
          ms.push(ma, mb);
          const show = (v: number) => (metric === 'pgpromote_success' ? humanCount(v) : formatValue(v));
          effects.push(`${metric} ${show(ma.value)} -> ${show(mb.value)}${ma.value ? ` (${formatRatio(mb.value / ma.value)})` : ''}`);
        }
        if (effects.length) out.push({ cfg: `${a.label} -> ${b.label}`, detail: `(${k} ${a.tunables[k]} -> ${b.tunables[k]}): ${effects.join(', ')}`, ms });
      }
  }
  return combine('info', 'single-tunable-effect', 'Configs that differ in one tunable', out);
};

/** A config label used for two columns of one table: both kept, the second as `label #2`. */
const duplicateLabels: Rule = (c) =>
  c.a.blocks.flatMap((b, block) => {
    if (b.data.type !== 'table') return [];
    const dup = [...new Set(b.data.columns.filter((x, i, all) => all.indexOf(x) !== i))];
    return dup.length
      ? [{ severity: 'warning' as const, code: 'duplicate-config-label', message: `${b.title ? `"${b.title}"` : `The table at line ${b.startLine}`} names ${dup.join(', ')} in more than one column (shown as ${dup.map((d) => `${d}, ${d} #2`).join('; ')}): kept apart, not averaged; check which run is which.`, configs: dup, lines: [b.startLine], refs: [{ block, line: b.startLine }] }]
      : [];
  });

/** A baseline of 0 has no ratio: say so instead of leaving the ratio out silently. */
const zeroBaseline: Rule = (c) => {
  const base = c.a.baseline;
  if (!base) return [];
  const items: Item[] = [];
  for (const metric of new Set(c.a.measurements.map((m) => m.metric))) {
    const b = c.get(base, metric);
    if (!b || b.value !== 0) continue;
    const others = c.a.measurements.filter((m) => m.metric === metric && m.config !== base && m.value !== 0);
    if (others.length) items.push({ cfg: metric, detail: `(${others.slice(0, 3).map((m) => `${m.config} ${formatValue(m.value)}`).join(', ')})`, ms: [b, ...others.slice(0, 3)] });
  }
  return combine('info', 'zero-baseline', `No ratio against ${base} where ${base} is 0`, items, 'Ratios there would be infinite; compare the values.');
};

const RULES: Rule[] = [duplicateLabels, zeroBaseline, resets, prefillDecode, topTierFull, pingPong, hintFaultsNoPromotion, migrationFailures, hwhintDrops, converging, noisy, significance, hugePages, memorySplit, pinnedWithBalancing, demotedNeverBack, kernelCounters, ratioRows, cpuless, singleTunable, best];

const RANK = { problem: 0, warning: 1, info: 2 } as const;

/** All findings, most important first. */
export function findings(a: Analysis, text: string): Finding[] {
  const index = new Map<string, Measurement>();
  for (const m of [...a.measurements, ...a.derived]) if (!index.has(`${m.config}\u0000${m.metric}`)) index.set(`${m.config}\u0000${m.metric}`, m);
  const ctx: Ctx = { a, comparisons: a.comparisons, text, get: (cfg, metric) => index.get(`${cfg}\u0000${metric}`) };
  const out = RULES.flatMap((r) => r(ctx));
  return out.map((x, i) => ({ x, i })).sort((p, q) => RANK[p.x.severity] - RANK[q.x.severity] || p.i - q.i).map((p) => p.x);
}

