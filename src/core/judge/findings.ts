/**
 * Findings written the way a reviewer of tiering results would, each with its evidence (configs and lines).
 * A finding says only what the paste shows: a counter that was not pasted is not zero, a comparison is
 * made between configs of one table (or configs that differ in one thing), and advice names the workload
 * it is for.
 */
import type { Analysis, Block, Comparison, Config, Finding, Measurement, NumastatTable, SetupFact } from '../model';
import { isDataBlock } from '../model';
import { ConfigIndex } from './comparability';
import { balancingFindings } from './balancing';
import { claimFindings } from './claims';
import { isCost } from './cost';
import { f, pct, ratio } from './sentence';
import { comparable, compareOne, keepFirstPerConfig, verdictOf } from './compare';
import { FirstMeasurements } from './firstIndex';
import { eachComparison } from './lazyComparisons';
import { formatValue, humanBytes, humanCount } from '../text/numbers';
import { trend } from '../math/stats';
import { isKnownCounter, llmPhase, metricDirection } from '../text/vocabulary';

interface Ctx {
  a: Analysis;
  /** config -> metric -> measurement (measurements and derived) */
  get: (config: string, metric: string) => Measurement | undefined;
  /** Made as they are read (judge/lazyComparisons.ts): read with `for ... of`. */
  comparisons: Iterable<Comparison>;
  /** The configs by label, with what tells which of them compare. */
  configs: ConfigIndex;
}

type Rule = (c: Ctx) => Finding[];

/** One finding for a rule that fired for several configs: `head: r2 detail; r3 detail. tail` */
interface Item {
  cfg: string;
  detail: string;
  ms: (Measurement | undefined)[];
}
const MAX_ITEMS = 8;
const combine = (severity: Finding['severity'], code: string, head: string, items: Item[], tail = ''): Finding[] =>
  combineCounted(
    severity,
    code,
    head,
    items.slice(0, MAX_ITEMS),
    items.length,
    items.flatMap((i) => i.ms),
    tail,
  );
/** `combine` for a rule that writes out only the first items of `count`, with the evidence of all of them. */
const combineCounted = (
  severity: Finding['severity'],
  code: string,
  head: string,
  first: Item[],
  count: number,
  ms: (Measurement | undefined)[],
  tail = '',
): Finding[] => {
  if (!count) return [];
  const shown = first.map((i) => `${i.cfg} ${i.detail}`).join('; ');
  const more = count > MAX_ITEMS ? `; and ${count - MAX_ITEMS} more` : '';
  return [f(severity, code, `${head}: ${shown}${more}.${tail ? ` ${tail}` : ''}`, ms)];
};
/** A measured value in a sentence, in its unit: `51.4 GiB`, not the 55,190,329,754 bytes it is stored as. */
const valueOf = (m: Measurement) =>
  m.unit === 'bytes' ? humanBytes(m.value) : m.unit === 's' ? `${num(m.value)} s` : formatValue(m.value);
/** `a, b and c` */
const andList = (xs: string[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
/** A number in a sentence: 4 significant digits, no trailing zeros (6.65, not 6.650). */
const num = (v: number) => String(Number(v.toPrecision(4)));
const pv = (p: number) => (p < 0.001 ? 'p<0.001' : `p=${p.toFixed(3)}`);
const perf = (m: Measurement) => metricDirection(m.metric, m.unit) !== 'none';
const labels = (c: Ctx) => c.a.configs.map((x) => x.label);
const configOf = (c: Ctx, label: string) => c.configs.config(label);

// ---- who the tiering counters belong to ---------------------------------------------------------

/**
 * The counters of one config, or of one config in one part of the paste: the same counter pasted
 * under two benchmarks is named by its part (`Redis-memtier: pgpromote_success`), and each part is
 * judged on its own.
 */
interface Subject {
  cfg: string;
  scope: string;
  /** How a sentence names it: `Patched`, or `Patched (Redis-memtier)`. */
  name: string;
  get: (counter: string) => Measurement | undefined;
}
/** The subjects of an analysis, found once per `findings` call (six rules ask for them). */
const subjectsOf = new WeakMap<Ctx, Subject[]>();
function subjects(c: Ctx): Subject[] {
  let s = subjectsOf.get(c);
  if (!s) subjectsOf.set(c, (s = findSubjects(c)));
  return s;
}
function findSubjects(c: Ctx): Subject[] {
  const scopes = new Map<string, Set<string>>();
  for (const m of c.a.measurements) {
    const at = m.metric.lastIndexOf(': ');
    if (at > 0 && isKnownCounter(m.metric.slice(at + 2)))
      scopes.set(m.config, (scopes.get(m.config) ?? new Set()).add(m.metric.slice(0, at)));
  }
  return labels(c).flatMap((cfg) => [
    { cfg, scope: '', name: cfg, get: (k: string) => c.get(cfg, k) },
    ...[...(scopes.get(cfg) ?? [])].map((scope) => ({
      cfg,
      scope,
      name: `${cfg} (${scope})`,
      get: (k: string) => c.get(cfg, `${scope}: ${k}`),
    })),
  ]);
}
const DEMOTE = ['pgdemote_kswapd', 'pgdemote_direct', 'pgdemote_khugepaged', 'pgdemote_proactive'];
const demoted = (s: Subject) => {
  const ms = DEMOTE.map((n) => s.get(n)).filter((m): m is Measurement => !!m);
  return ms.length ? { value: ms.reduce((sum, m) => sum + m.value, 0), m: ms[0]! } : undefined;
};
/** Promotion was tried (candidates found) and almost nothing moved. */
const promotionStuck = (s: Subject) => {
  const cand = s.get('pgpromote_candidate');
  const ok = s.get('pgpromote_success');
  return !!cand && !!ok && cand.value >= 1000 && ok.value < 0.1 * cand.value;
};

const topTierFull: Rule = (c) => {
  let stalled = false;
  const items = subjects(c).flatMap((s) => {
    const ok = s.get('pgpromote_success');
    const cand = s.get('pgpromote_candidate');
    if (!ok || !cand || cand.value < 1000 || cand.value < 3 * ok.value) return [];
    const d = demoted(s);
    // promotion waits for free room in the top tier; with (almost) no demotion nothing makes that room
    const noRoom = !!d && d.value < 0.05 * cand.value;
    stalled ||= noRoom;
    const why = noRoom ? `, and only ${humanCount(d.value)} pages demoted` : '';
    return [
      {
        cfg: s.name,
        detail: `${humanCount(cand.value)} candidates, ${humanCount(ok.value)} promoted (yield ${pct(ok.value / cand.value)})${why}`,
        ms: [cand, ok, d?.m],
      },
    ];
  });
  const tail = stalled
    ? 'The top tier is full: most pages found hot stay on the slow tier. Where almost nothing is demoted, reclaim is not making room (kswapd stopped or failing, or demotion disabled).'
    : 'The top tier is full (or the rate limit bites): most pages found hot stay on the slow tier.';
  return combine('warning', 'top-tier-full', 'Promotion candidates >> successes', items, tail);
};

/**
 * Demotion beside promotion. Each promotion needs room the demotion makes, so the two together are
 * tiering at work; it is ping-pong only if the pages demoted are the ones promoted. Counters cannot
 * tell, so the warning says so. Two cases are not ping-pong at all: demotion that resumed where another
 * config of the paste had promotion stuck with nothing demoted (the demotion is what let promotion
 * through, e.g. an idle hog pushed out), and demotion many times the promotion (most demoted pages were
 * never promoted: reclaim of the workload's own allocations).
 */
const pingPong: Rule = (c) => {
  const all = subjects(c);
  const room: Item[] = [];
  const churn: Item[] = [];
  const pressure: Item[] = [];
  for (const s of all) {
    const ok = s.get('pgpromote_success');
    const d = demoted(s);
    if (!ok || !d || ok.value < 1000 || d.value < 0.5 * ok.value) continue;
    const stuck = all.find(
      (o) => o !== s && o.scope === s.scope && promotionStuck(o) && (demoted(o)?.value ?? 0) < 0.1 * d.value,
    );
    const detail = `${humanCount(d.value)} demoted vs ${humanCount(ok.value)} promoted`;
    if (stuck) {
      const so = stuck.get('pgpromote_success')!;
      const sc = stuck.get('pgpromote_candidate')!;
      const sd = demoted(stuck);
      room.push({
        cfg: s.name,
        detail: `${detail}, where ${stuck.name} promoted ${humanCount(so.value)} of ${humanCount(sc.value)} candidates with ${sd ? humanCount(sd.value) : 'no'} pages demoted`,
        ms: [d.m, ok, so, sc],
      });
    } else if (d.value > 4 * ok.value)
      pressure.push({ cfg: s.name, detail: `${detail} (${(d.value / ok.value).toFixed(1)}x)`, ms: [d.m, ok] });
    else churn.push({ cfg: s.name, detail: `${detail} (churn ${(d.value / ok.value).toFixed(2)})`, ms: [d.m, ok] });
  }
  return [
    ...combine(
      'info',
      'demotion-makes-room',
      'Demotion makes room for promotion',
      room,
      'Pushing cold pages down is what lets the hot ones up: tiering working, not ping-pong.',
    ),
    ...combine(
      'warning',
      'promote-demote-ping-pong',
      'Promotion/demotion churn (possible ping-pong)',
      churn,
      'Every promotion is paid for by a demotion: if the demoted pages are the ones promoted before (a hot set larger than the top tier), the migrations cost bandwidth twice; if they are cold pages, this is tiering making room.',
    ),
    ...combine(
      'info',
      'demotion-dominates',
      'Demotion far above promotion',
      pressure,
      'Most demoted pages were never promoted: the top tier is under allocation pressure, and reclaim, not promotion, drives the migrations.',
    ),
  ];
};

const demotedNeverBack: Rule = (c) =>
  combine(
    'info',
    'demoted-no-promotion',
    'Demoted and never promoted back',
    subjects(c).flatMap((s) => {
      const d = demoted(s);
      const ok = s.get('pgpromote_success');
      // a paste of only the pgdemote lines says nothing about promotion: pgpromote_success must be there, and 0
      if (!d || d.value < 1000 || !ok || ok.value > 0) return [];
      return [{ cfg: s.name, detail: `${humanCount(d.value)} pages demoted, pgpromote_success 0`, ms: [d.m, ok] }];
    }),
    'Pages that turn hot on the slow tier stay there (promotion off: kernel.numa_balancing without mode 2).',
  );

const hintFaultsNoPromotion: Rule = (c) =>
  combine(
    'warning',
    'hint-faults-without-promotion',
    'NUMA hint faults without promotions',
    subjects(c).flatMap((s) => {
      const h = s.get('numa_hint_faults');
      const ok = s.get('pgpromote_success');
      const nb = configOf(c, s.cfg)?.tunables['kernel.numa_balancing'];
      if (!h || h.value < 10000 || (ok && ok.value > 0.001 * h.value) || !(nb === '2' || nb === '3' || ok)) return [];
      return [
        {
          cfg: s.name,
          detail: `${humanCount(h.value)} hint faults, ${ok ? humanCount(ok.value) : 'no'} promotions`,
          ms: [h, ok],
        },
      ];
    }),
    'Scanning and fault cost without benefit.',
  );

const migrationFailures: Rule = (c) =>
  combine(
    'warning',
    'migration-failures',
    'Page migrations failing',
    subjects(c).flatMap((s) => {
      const ok = s.get('pgmigrate_success');
      const fail = s.get('pgmigrate_fail');
      if (!ok || !fail || fail.value < 1000 || fail.value < 0.1 * (ok.value + fail.value)) return [];
      return [
        {
          cfg: s.name,
          detail: `${pct(fail.value / (ok.value + fail.value))} failed (${humanCount(fail.value)} pgmigrate_fail)`,
          ms: [fail, ok],
        },
      ];
    }),
    'Pinned, busy or THP pages could not move, or the target node is too full.',
  );

const hwhintDrops: Rule = (c) =>
  combine(
    'warning',
    'hwhint-drops',
    'Hardware hint events dropped',
    subjects(c).flatMap((s) => {
      const drop = s.get('hwhint_dropped_events');
      const total = s.get('hwhint_total_events');
      if (!drop || !total || total.value <= 0 || drop.value < 0.01 * total.value) return [];
      return [
        {
          cfg: s.name,
          detail: `${pct(drop.value / total.value)} of ${humanCount(total.value)} events`,
          ms: [drop, total],
        },
      ];
    }),
    'The ring overran: raise the sampling period or the consumer rate.',
  );

// ---- performance ------------------------------------------------------------------------------

const prefillDecode: Rule = (c) => {
  // only LLM phases, and only pairs measured in the same table: across tables the other settings (threads, model) may differ
  const sameBlock = (x: Comparison) => c.get(x.config, x.metric)?.block === c.get(x.baseline, x.metric)?.block;
  const byConfig = new Map<string, Comparison[]>();
  for (const x of c.comparisons)
    if (x.config !== x.baseline && x.direction === 'higher' && llmPhase(x.metric) && sameBlock(x))
      byConfig.set(x.config, [...(byConfig.get(x.config) ?? []), x]);
  return combine(
    'warning',
    'prefill-regressed-decode-improved',
    'Prefill regressed while decode improved',
    labels(c).flatMap((cfg) => {
      const mine = byConfig.get(cfg) ?? [];
      const p = mine.find((x) => llmPhase(x.metric) === 'prefill' && x.ratio < 0.97);
      const d = mine.find((x) => llmPhase(x.metric) === 'decode' && x.ratio > 1.03);
      if (!p || !d) return [];
      return [
        {
          cfg,
          detail: `${p.metric} ${ratio(p.ratio)} / ${d.metric} ${ratio(d.ratio)} vs ${p.baseline}`,
          ms: [c.get(cfg, p.metric), c.get(cfg, d.metric)],
        },
      ];
    }),
    'Promotion work (hint faults, migrations, TLB flushes) lands in the compute-bound prefill, while the bandwidth-bound decode gains from hot pages in DRAM.',
  );
};

const noisy: Rule = (c) =>
  combine(
    'warning',
    'noisy',
    'Noisy results (CV > 10%)',
    c.a.measurements
      .filter((m) => perf(m) && m.stddev !== undefined && m.value > 0 && m.stddev / m.value > 0.1)
      .map((m) => ({
        cfg: m.config,
        detail: `${m.metric} ${num(m.value)} ± ${num(m.stddev!)} (CV ${pct(m.stddev! / m.value)}${m.n ? `, n=${m.n}` : ''})`,
        ms: [m],
      })),
    'Differences smaller than the spread are not evidence; add repetitions.',
  );

const converging: Rule = (c) =>
  combine(
    'warning',
    'still-converging',
    'Still converging (per-iteration trend)',
    c.a.measurements
      .filter((m) => perf(m) && m.samples && m.samples.length >= 3)
      .flatMap((m) => {
        const t = trend(m.samples!);
        if (!t.monotonic || !Number.isFinite(t.relChange) || Math.abs(t.relChange) < 0.1) return [];
        const xs = m.samples!;
        return [
          {
            cfg: m.config,
            detail: `${m.metric} ${num(xs[0]!)} -> ${num(xs[xs.length - 1]!)} over ${xs.length} iterations (${t.relChange > 0 ? '+' : ''}${pct(t.relChange)})`,
            ms: [m],
          },
        ];
      }),
    'The mean understates the steady state: run longer, or report the last iterations.',
  );

/** The comparison to report for a config: against the baseline when comparable, else against the nearest earlier config that is. */
function fairComparisons(c: Ctx, keep: (x: Comparison) => boolean): Comparison[] {
  // only those `keep` takes are kept (all of a table's, most with no p to test, were a list of a million)
  const out: Comparison[] = [];
  for (const x of c.comparisons) {
    if (x.config === x.baseline) continue;
    const me = configOf(c, x.config);
    if (c.configs.comparable(me, configOf(c, x.baseline))) {
      if (keep(x)) out.push(x);
      continue;
    }
    const m = c.get(x.config, x.metric)!;
    // the fallback is read only for Welch's test (significance), and without a spread there is none
    if (m.stddev === undefined || !m.n) continue;
    const refLabel = c.configs.nearestEarlier(x.config, (l) => {
      const b = c.get(l, x.metric);
      return !!b && b.value !== 0;
    });
    const ref = refLabel === undefined ? undefined : c.get(refLabel, x.metric);
    const y = ref && compareOne(m, ref);
    if (y && keep(y)) out.push(y);
  }
  return out;
}

/**
 * The smallest change a Welch test is reported for: 2% when the test says it is no noise (a kernel
 * build 2.6% faster at p=0.002 is the thread's result), 5% when it cannot tell (saying that a 1%
 * difference is inside the spread tells nobody anything).
 */
const SIGNIFICANT_CHANGE = 0.02;
const UNTOLD_CHANGE = 0.05;
const significance: Rule = (c) => {
  const tested = fairComparisons(
    c,
    (x) =>
      x.p !== undefined &&
      x.direction !== 'none' &&
      Math.abs(x.ratio - 1) >= (x.significant ? SIGNIFICANT_CHANGE : UNTOLD_CHANGE),
  );
  const item = (x: Comparison): Item => ({
    cfg: x.config,
    detail: `${x.metric} ${ratio(x.ratio)} vs ${x.baseline} (Welch ${pv(x.p!)})`,
    ms: [c.get(x.config, x.metric), c.get(x.baseline, x.metric)],
  });
  return [
    ...combine(
      'warning',
      'significant-regression',
      'Significant regressions',
      tested.filter((x) => x.significant && x.verdict === 'worse').map(item),
    ),
    ...combine(
      'info',
      'significant-improvement',
      'Significant improvements',
      tested.filter((x) => x.significant && x.verdict === 'better').map(item),
    ),
    ...combine(
      'info',
      'not-significant',
      'Not significant at p < 0.05',
      tested.filter((x) => !x.significant).map(item),
      'The spread is as large as the difference.',
    ),
  ];
};

// ---- the best config of each table --------------------------------------------------------------

/** What a cost and a result are about once the kind of time is taken out: `Amean syst-NUMA01` and `Amean elsp-NUMA01` share `amean numa01`. */
const subjectOf = (metric: string) =>
  metric
    .toLowerCase()
    .replace(/\b(?:syst|sys|system|user|elsp|elapsed|real|wall(?: clock)?)\b|user_time|system_time|elapsed_time/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Row {
  metric: string;
  base: Measurement;
  /**
   * Every config of the table with a ratio to the table's baseline, in config order; their comparisons are
   * made when a rule reads them (`against`): kept for every row, a 10 MB table's were 170 MB.
   */
  ms: Measurement[];
}
/** A config of a row and its comparison with the row's baseline. */
interface Entry {
  m: Measurement;
  x: Comparison;
}
/** The configs of a row (or some of them), each with its comparison. */
const against = (row: Row, ms = row.ms): Entry[] => ms.map((m) => ({ m, x: compareOne(m, row.base)! }));
/** The key of the rows that span the same blocks, each block holding one run: negative, so no block has it. */
function acrossKey(blocks: number[]): number {
  return -1 - [...new Set(blocks)].sort((x, y) => x - y).reduce((h, b) => (h * 31 + b + 1) % 1_000_003, 7);
}
/** The measurements of one metric in one block (or across blocks), each config's first. */
interface Group {
  list: Measurement[];
  configs: Set<string>;
}
/** The rows of the tables, and the metrics whose row holds a run named twice (see `namedTwice`). */
interface Tables {
  rows: Map<number, Row[]>;
  twice: Map<string, Measurement[]>;
}
const tablesOf = new WeakMap<Ctx, Tables>();
function tables(c: Ctx): Tables {
  let t = tablesOf.get(c);
  if (!t) tablesOf.set(c, (t = tableRows(c)));
  return t;
}
/**
 * Runs each in its own block that share a name with another run (`NUMA enabled` under `on Windows 11`
 * and again under `on Linux`): the second is kept as `eval rate #2`, and the row of `eval rate` holds
 * only the first, beside runs that were measured once. Metric -> the measurements of the runs so named.
 */
function namedTwice(lone: Map<string, Group>): Map<string, Measurement[]> {
  const out = new Map<string, Measurement[]>();
  for (const [metric, again] of lone) {
    const n = /\s#\d+$/.exec(metric);
    const row = n && lone.get(metric.slice(0, n.index));
    if (!row || again.configs.size >= row.configs.size || ![...again.configs].every((x) => row.configs.has(x)))
      continue;
    const first = row.list.filter((m) => again.configs.has(m.config));
    out.set(row.list[0]!.metric, [...(out.get(row.list[0]!.metric) ?? first), ...again.list]);
  }
  return out;
}
/** Per table, per metric with a direction: the configs against the table's baseline (the chosen one when it is in the table). */
function tableRows(c: Ctx): Tables {
  const order = new Map(labels(c).map((l, i) => [l, i]));
  // groups in the order they first appear, found by block then metric (no key string per measurement)
  const groups: Measurement[][] = [];
  const byBlock = new Map<number, Map<string, Measurement[]>>();
  for (const m of c.a.measurements) {
    if (!perf(m)) continue;
    let byMetric = byBlock.get(m.block);
    if (!byMetric) byBlock.set(m.block, (byMetric = new Map<string, Measurement[]>()));
    const g = byMetric.get(m.metric);
    if (g) g.push(m);
    else {
      const list = [m];
      byMetric.set(m.metric, list);
      groups.push(list);
    }
  }
  // the first measurement of a config in the group
  keepFirstPerConfig(groups, order, c.a.configs.length);
  // a metric every block holds for one run only (`always:` and `never:` over their own time(1) lines) is one row across them
  const lone = new Map<string, Group>();
  // (the metrics compared within a block, found once: a search of all groups per lone group was quadratic)
  const comparedWithin = new Set(groups.filter((o) => o.length > 1).map((o) => o[0]!.metric));
  for (const g of groups) {
    if (g.length !== 1) continue;
    const m = g[0]!;
    if (comparedWithin.has(m.metric)) continue;
    let across = lone.get(m.metric);
    if (!across) lone.set(m.metric, (across = { list: [], configs: new Set() }));
    if (!across.configs.has(m.config)) {
      across.configs.add(m.config);
      across.list.push(m);
    }
  }
  const twice = namedTwice(lone);
  const out = new Map<number, Row[]>();
  for (const list of [...groups, ...[...lone.values()].map((g) => g.list)]) {
    // a row that holds one of two runs of one name ranks a run it cannot tell from the other: the row of the
    // first (`READ bw`) and the rows of the later ones (`READ bw #2`)
    if (list.length < 2 || twice.has(list[0]!.metric.replace(/\s#\d+$/, ''))) continue;
    // a from -> to matrix (latency from each node to node 1): its row of node 1 ranks nothing but local access
    if (list.some((m) => m.config === m.metric)) continue;
    list.sort((p, q) => (order.get(p.config) ?? 0) - (order.get(q.config) ?? 0));
    const base = list.find((m) => m.config === c.a.baseline) ?? list[0]!;
    const kept = (m: Measurement) =>
      c.configs.sameWorkload(configOf(c, m.config), configOf(c, base.config)) && comparable(m, base);
    // the row itself when it keeps every measurement (a copy of every row was 14 MB of a 10 MB table's allocations)
    const ms = list.every(kept) ? list : list.filter(kept);
    if (ms.length < 2) continue;
    // a row across blocks belongs to no one table: it has no title to name, and rows across the same blocks go together
    const at = list.every((m) => m.block === base.block) ? base.block : acrossKey(list.map((m) => m.block));
    const rows = out.get(at);
    if (rows) rows.push({ metric: base.metric, base, ms });
    else out.set(at, [{ metric: base.metric, base, ms }]);
  }
  return { rows: out, twice };
}
/** What a comparison says of a run: its ratio, and better or worse by the metric's direction. */
type Judged = Pick<Comparison, 'ratio' | 'direction' | 'verdict'>;
/** How much worse than the baseline, as a factor >= 1 (0 when not worse). */
const worseBy = (x: Judged) => (x.verdict !== 'worse' ? 0 : x.direction === 'higher' ? 1 / x.ratio : x.ratio);
/** How much better than the baseline, as a factor >= 1 (0 when not better). */
const betterBy = (x: Judged) => (x.verdict !== 'better' ? 0 : x.direction === 'higher' ? x.ratio : 1 / x.ratio);

/**
 * What the best config of a row paid elsewhere in its table: a cost winner that loses the result it is
 * about (`sys` 0.07x while `real` is 1.35x: the work was not done), or a result winner that spent much
 * more CPU time for it.
 */
function tradeOff(rows: Row[], row: Row, cfg: string): string {
  const cost = isCost(row.metric);
  const other = rows.filter((r) => r !== row && isCost(r.metric) !== cost);
  // a cost is read against the result of the same test (`syst-NUMA01` with `elsp-NUMA01`) where the table has one
  const same = other.filter((r) => subjectOf(r.metric) === subjectOf(row.metric));
  const ofCfg = (m: Measurement) => m.config === cfg;
  const pick = (same.length ? same : cost ? other : [])
    .flatMap((r) => against(r, r.ms.filter(ofCfg)).map((e) => ({ r, e })))
    .filter(({ e }) => worseBy(e.x) >= (cost ? 1.02 : 1.2))
    .sort((p, q) => worseBy(q.e.x) - worseBy(p.e.x))[0];
  return pick ? `, but ${pick.r.metric} ${ratio(pick.e.x.ratio)}` : '';
}
/** The runs shown of `rest` runs (`restOf` in `best`: all of up to four, else the first three and the last, a series' final step, `Patch 6`). */
const listed = (rest: number, shown: Entry[]) =>
  shown.map((e, i) => `${rest > 4 && i === 3 ? '..., ' : ''}${e.m.config} ${ratio(e.x.ratio)}`).join(', ');
/** A lead smaller than the spread of either side is no lead. */
const withinSpread = (best: Measurement, base: Measurement) =>
  Math.abs(best.value - base.value) < Math.max(best.stddev ?? 0, base.stddev ?? 0);

/**
 * A run that lost to the baseline by enough to say: 5% whatever the spread (said with it), or 3% where no
 * stated spread covers the difference (pghot's "4.5% regression in Mode 1" over three runs).
 */
const lostClearly = (m: Measurement, base: Measurement, x: Judged) =>
  worseBy(x) >= 1.05 || (worseBy(x) >= 1.03 && !withinSpread(m, base));

/**
 * A row read against its baseline without a comparison made per run (a 5 MB table's were 52 MB): the run
 * that beats the baseline most (else the first), how far the run that moved most is from the baseline either
 * way (a factor >= 1, `size`), how many runs clearly lost (`lostClearly`) and whether all those did within
 * the spread. Each run is judged as `compareOne` judges it.
 */
function scan(row: Row): { top: number; size: number; losers: number; lostWithinSpread: boolean } {
  const base = row.base;
  const x = { ratio: 0, direction: 'none' as Comparison['direction'], verdict: 'n/a' as Comparison['verdict'] };
  let top = 0;
  let topRatio = 0;
  let topVerdict: Comparison['verdict'] = 'n/a';
  let size = 1;
  let losers = 0;
  let lostWithinSpread = true;
  // a loop, not forEach: numbers a callback shares are boxed anew at each write (10 MB of a 5 MB table's)
  for (let i = 0; i < row.ms.length; i++) {
    const m = row.ms[i]!;
    x.ratio = m.value / base.value;
    x.direction = metricDirection(m.metric, base.unit);
    x.verdict = verdictOf(x.ratio, x.direction);
    if (
      i === 0 ||
      (x.verdict === 'better' &&
        (topVerdict !== 'better' || (x.direction === 'higher' ? x.ratio > topRatio : x.ratio < topRatio)))
    ) {
      top = i;
      topRatio = x.ratio;
      topVerdict = x.verdict;
    }
    size = Math.max(size, Math.max(betterBy(x), worseBy(x)));
    if (lostClearly(m, base, x)) {
      losers++;
      lostWithinSpread &&= withinSpread(m, base);
    }
  }
  return { top, size, losers, lostWithinSpread };
}

/** The best config per metric; a table with many metrics gets one finding naming the first few, not one each. */
const best: Rule = (c) =>
  [...tables(c).rows].flatMap(([block, rows]) => {
    const title = c.a.blocks[block]?.title;
    // the title is said once: a metric already named by its table (`Mode 1 - Time taken ...: NUMAB0`,
    // `anon-r-rand vm-scalability.throughput` in `lkp-robot comparison: anon-r-rand`) is not followed by it again
    const named = (metric: string) =>
      !!title && (metric.startsWith(title) || metric.startsWith(title.replace(/^.*:\s+/, '')));
    const where = (metric: string) => (title && !named(metric) ? ` in "${title}"` : '');
    const wins: Said[] = [];
    const holds: Said[] = [];
    for (const row of rows) {
      const { top, size, losers, lostWithinSpread } = scan(row);
      // the runs of the row a sentence names: all but `skip` (and the baseline), counted; shown, all of up to
      // four, else the first three and the last (a series' final step, `Patch 6`)
      const restOf = (skip: number) => {
        const head: Measurement[] = [];
        let rest = 0;
        let last: Measurement | undefined;
        row.ms.forEach((m, i) => {
          if (i === skip || m.config === row.base.config) return;
          if (++rest <= 3) head.push(m);
          last = m;
        });
        return { rest, shown: against(row, rest >= 4 ? [...head, last!] : head) };
      };
      const first = against(row, [row.ms[top]!])[0]!;
      if (first.x.verdict === 'better') {
        const spread = withinSpread(first.m, row.base) ? ', within the spread' : '';
        // the rest of the row against the same baseline, so the winner is read beside every run it beat
        const { rest, shown } = restOf(top);
        const others = shown.length ? `; ${listed(rest, shown)}` : '';
        wins.push({
          metric: row.metric,
          size,
          text: `${first.m.config} (${ratio(first.x.ratio)} vs ${row.base.config}${spread}${tradeOff(rows, row, first.m.config)}${others})`,
          ms: [first.m, row.base, ...shown.map((e) => e.m)],
        });
        continue;
      }
      // nobody beats the baseline: worth saying only for a result (not a cost) that others clearly lose
      if (!isCost(row.metric) && losers) {
        // every other run of the row, the losers and those that held level (`DAMON tiered 1.04x`)
        const { rest, shown } = restOf(-1);
        const spread = lostWithinSpread ? ', within the spread' : '';
        holds.push({
          metric: row.metric,
          size,
          text: `${row.base.config}, the baseline (${listed(rest, shown)}${spread})`,
          ms: [row.base, ...shown.map((e) => e.m)],
        });
      }
    }
    return [...say('best-config', wins, where), ...say('baseline-best', holds, where)];
  });

/** What a best-config sentence says of one row, and how far the row moved (`scan`). */
interface Said {
  text: string;
  ms: Measurement[];
  metric: string;
  size: number;
}
/**
 * One finding per metric, or one for the table when it has more than four: that one names the rows
 * that moved most (a reviewer reads `tput-32 1.29x` before `tput-6 1.01x`), in the table's order.
 */
function say(code: string, xs: Said[], where: (metric: string) => string): Finding[] {
  if (!xs.length) return [];
  if (xs.length <= 4) return xs.map((x) => f('info', code, `Best ${x.metric}${where(x.metric)}: ${x.text}.`, x.ms));
  const largest = new Set([...xs].sort((p, q) => q.size - p.size).slice(0, 6));
  const shown = xs.filter((x) => largest.has(x));
  const w = where('');
  return [
    f(
      'info',
      code,
      `Best config per metric${w} (${xs.length} metrics${xs.length > 6 ? ', the 6 that moved most' : ''}): ${shown.map((x) => `${x.metric} ${x.text}`).join('; ')}${xs.length > 6 ? `; and ${xs.length - 6} more (the Overview cards list all)` : ''}.`,
      shown.flatMap((x) => x.ms),
    ),
  ];
}

// ---- memory placement -----------------------------------------------------------------------------

/** What the analysis says about its whole input, found once per `findings` call (not once per config). */
interface Whole {
  llm: boolean;
  /** The configs with a process's `Huge` rows (numastat -p). */
  hugeRows: Set<string>;
}
const wholes = new WeakMap<Ctx, Whole>();
function whole(c: Ctx): Whole {
  let w = wholes.get(c);
  if (!w) {
    const a = c.a;
    const hugeRows = new Set<string>();
    for (const m of a.measurements) if (/^process Huge on node\d+$/.test(m.metric)) hugeRows.add(m.config);
    const llm =
      a.blocks.some((b) => b.kind === 'llama-bench' || b.kind === 'llama-timings') ||
      a.measurements.some((m) => m.unit === 't/s') ||
      a.blocks.some((b) => b.data.type === 'numastat' && b.data.tables.some((t) => /llama/i.test(t.pid ?? t.title)));
    wholes.set(c, (w = { llm, hugeRows }));
  }
  return w;
}

/** Any sign that the workload is an LLM runner (llama.cpp and its forks): advice for it is given only then. */
const isLlm = (c: Ctx) => whole(c).llm;

/** A process's huge-page share is known only where its Huge rows or AnonHugePages were pasted. */
const hugeKnown = (c: Ctx, cfg: string) => !!c.get(cfg, 'AnonHugePages') || whole(c).hugeRows.has(cfg);

const hugePages: Rule = (c) =>
  labels(c).flatMap((cfg) => {
    const out: Finding[] = [];
    const total = c.get(cfg, 'HugePages_Total');
    const free = c.get(cfg, 'HugePages_Free');
    if (total && free && total.value > 0 && free.value >= total.value)
      out.push(
        f(
          'warning',
          'huge-pages-unused',
          `${cfg}: ${humanCount(total.value)} explicit huge pages reserved and all free: nothing uses them (the application did not map them, or ran before they were reserved), and the reserve is taken from everyone else.`,
          [total, free],
        ),
      );
    const cov = c.get(cfg, 'huge page coverage');
    const thp = configOf(c, cfg)?.tunables['mm.transparent_hugepage.enabled'];
    if (cov && cov.value < 0.1 && hugeKnown(c, cfg))
      out.push(
        f(
          'info',
          'huge-pages-not-in-use',
          `${cfg}: huge pages cover only ${pct(cov.value)} of the process footprint${thp ? ` (THP ${thp})` : ''}: the workload runs on 4 KiB pages${isLlm(c) ? ' (for llama.cpp, THP needs --mmap 0)' : ''}.`,
          [cov],
        ),
      );
    return out;
  });

/**
 * The nodes of a lower memory tier, where the paste shows them: CPU-less nodes of `numactl -H`, or the
 * `memory_tierN/nodelist` files (the tier with the smallest N is the top tier).
 */
function lowerTierNodes(c: Ctx): Set<string> {
  const out = new Set<string>();
  for (const b of c.a.blocks)
    if (b.data.type === 'topology' && b.data.cpuless.length < b.data.nodes.length)
      b.data.cpuless.forEach((n) => out.add(`node${n}`));
  const tiers = new Map<number, number[]>();
  for (const f of setupFacts(c.a)) {
    const tier = /^memory_tier(\d+)\.nodelist$/.exec(f.key);
    if (tier) tiers.set(+tier[1]!, nodeList(f.value));
  }
  if (tiers.size >= 2) {
    const top = Math.min(...tiers.keys());
    for (const [t, nodes] of tiers) if (t !== top) nodes.forEach((n) => out.add(`node${n}`));
  }
  return out;
}
/** `0-1,4` -> [0, 1, 4] */
const nodeList = (s: string) =>
  s.split(',').flatMap((r) => {
    const [a, b] = r.split('-').map(Number);
    return Number.isInteger(a)
      ? Array.from({ length: Number.isInteger(b) && b! >= a! && b! - a! < 1024 ? b! - a! + 1 : 1 }, (_, i) => a! + i)
      : [];
  });

const memorySplit: Rule = (c) => {
  const tables = c.a.blocks.flatMap((b: Block) =>
    b.data.type === 'numastat'
      ? b.data.tables.filter((t) => /process/.test(t.title) && t.nodes.length > 1).map((t) => ({ b, t }))
      : [],
  );
  const lower = tables.length ? lowerTierNodes(c) : new Set<string>();
  const interleaved = tables.length > 0 && interleaving(c.a);
  return tables.flatMap(({ b, t }) => splitOf(c, b, t, lower, interleaved));
};
/** Whether the paste sets an interleave policy (`numactl -w --interleave`, weighted interleave weights, a run named for it): splitting memory is its point. */
const interleaving = (a: Analysis) =>
  setupFacts(a).some((f) => f.key === 'interleave') ||
  a.configs.some((cfg) => /interleav/i.test(cfg.label) || Object.keys(cfg.tunables).some((k) => /interleave/.test(k)));
function splitOf(c: Ctx, b: Block, t: NumastatTable, lower: Set<string>, interleaved: boolean): Finding[] {
  const row = t.rows.find((r) => r.name === 'Total') ?? t.rows[t.rows.length - 1]!;
  const vals = row.values.slice(0, t.nodes.length);
  const sum = vals.reduce((s, v) => s + v, 0);
  if (sum <= 0) return [];
  const who = `${t.pid ?? 'process'}${b.config ? ` (${b.config})` : ''}`;
  const at = {
    configs: b.config ? [b.config] : [],
    lines: [row.line],
    refs: [{ block: c.a.blocks.indexOf(b), line: row.line }],
  };
  const share = (i: number) => `${pct(vals[i]! / sum)} ${t.nodes[i]}`;
  const out: Finding[] = [];
  // memory on a lower tier is where tiering puts it; only a split between top-tier nodes costs remote latency
  const top = t.nodes.map((_, i) => i).filter((i) => !lower.has(t.nodes[i]!));
  const slow = t.nodes.map((_, i) => i).filter((i) => lower.has(t.nodes[i]!) && vals[i]! > 0);
  if (slow.length)
    out.push({
      severity: 'info',
      code: 'memory-across-tiers',
      message: `${who}: ${slow.map(share).join(', ')} on the lower tier, ${pct(top.reduce((s, i) => s + vals[i]!, 0) / sum)} in the top tier: the placement tiering makes; whether it is right depends on which part is hot.`,
      ...at,
    });
  const topSum = top.reduce((s, i) => s + vals[i]!, 0);
  const split = top.length > 1 && topSum > 0 && Math.max(...top.map((i) => vals[i]!)) / topSum <= 0.9;
  if (split && interleaved)
    out.push({
      severity: 'info',
      code: 'memory-interleaved',
      message: `${who}: memory across nodes (${top.map(share).join(', ')}), the placement the interleave policy the text sets is for; compare it with the weights.`,
      ...at,
    });
  else if (split)
    out.push({
      severity: 'warning',
      code: 'memory-split-across-nodes',
      message: `${who}: memory split across nodes (${top.map(share).join(', ')}); threads on one node pay remote latency for the rest (unless the threads are spread the same way).`,
      ...at,
    });
  return out;
}

// ---- NUMA balancing on a bound workload -------------------------------------------------------------

/** The setup facts of the paste's setup blocks (each with its block's document). */
type Fact = SetupFact & { source?: string; block: number };
function setupFacts(a: Analysis): Fact[] {
  return a.blocks.flatMap((b, block) =>
    b.data.type === 'setup' ? b.data.facts.map((f) => ({ ...f, source: b.source, block })) : [],
  );
}

/** How a run was bound to nodes or CPUs, from the setup its text states: its command line or the program's own warning. */
function binding(facts: Fact[]): { how: string; fact: Fact } | undefined {
  const find = (...keys: string[]) => facts.find((f) => keys.includes(f.key));
  const numactl = find('cpunodebind', 'membind', 'physcpubind');
  if (numactl) return { how: `numactl ${numactl.text}`, fact: numactl };
  const taskset = find('taskset');
  if (taskset) return { how: 'taskset', fact: taskset };
  const numa = find('llama.numa');
  if (numa) return { how: `--numa ${numa.value}`, fact: numa };
  const pinned = find('pinned');
  if (pinned) return { how: 'pinned', fact: pinned };
  const warning = find('numaWarning');
  return warning ? { how: "the program's own warning", fact: warning } : undefined;
}

/**
 * The setup facts that belong to one config: from the end of the block before its first block to the
 * end of that block (its heading, its command line, its output), in that block's document.
 */
function factsOf(c: Ctx, cfg: string, parts: ConfigParts): Fact[] {
  const first = c.a.blocks[parts.firstBlock.get(cfg) ?? -1];
  if (!first) return [];
  // the last end of a non-prose block above the config's first block
  const ends = parts.ends;
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! < first.startLine) lo = mid + 1;
    else hi = mid;
  }
  const before = lo > 0 ? ends[lo - 1]! : 0;
  return parts.facts.filter((f) => f.source === first.source && f.line > before && f.line <= first.endLine);
}
/** What finding each config's own part of the text needs, read once: its first block, the ends of the data blocks (sorted), the setup facts. */
interface ConfigParts {
  firstBlock: Map<string, number>;
  ends: number[];
  facts: Fact[];
}
function configParts(c: Ctx): ConfigParts {
  const firstBlock = new Map<string, number>();
  for (const m of c.a.measurements) {
    const had = firstBlock.get(m.config);
    if (had === undefined || m.block < had) firstBlock.set(m.config, m.block);
  }
  const ends = c.a.blocks
    .filter(isDataBlock)
    .map((b) => b.endLine)
    .sort((x, y) => x - y);
  return { firstBlock, ends, facts: setupFacts(c.a) };
}

const pinnedWithBalancing: Rule = (c) => {
  const on = c.a.configs.filter((cfg) => ['1', '3'].includes(cfg.tunables['kernel.numa_balancing'] ?? ''));
  if (!on.length) return [];
  const measured = new Set(c.a.measurements.map((m) => m.config));
  // one run in the paste, or several documents: the whole paste's setup is the run's; else each config's own part
  const whole = measured.size <= 1 || c.a.sources.length > 1;
  const parts = whole ? undefined : configParts(c);
  const all = whole ? setupFacts(c.a) : [];
  return on.flatMap((cfg) => {
    const bound = binding(parts ? factsOf(c, cfg.label, parts) : all);
    if (!bound) return [];
    const { how, fact } = bound;
    return [
      {
        severity: 'warning' as const,
        code: 'numa-balancing-on-pinned-workload',
        message: `${cfg.label}: kernel.numa_balancing=${cfg.tunables['kernel.numa_balancing']} (NUMA_BALANCING_NORMAL) on a workload bound to nodes or CPUs (${how}): the scanner still unmaps PTEs and takes hint faults, but the tasks cannot follow their memory and memory bound by policy cannot follow the tasks; compare with 0, or 2 for tiering only.`,
        configs: [cfg.label],
        lines: [fact.line],
        refs: [{ block: fact.block, line: fact.line }],
      },
    ];
  });
};

// ---- what the tables themselves say ------------------------------------------------------------------

const kernelCounters: Rule = (c) => {
  const out: Finding[] = [];
  const byBlock = new Map<number, Measurement[]>();
  for (const m of c.a.measurements) {
    if (m.unit !== 'count') continue;
    const list = byBlock.get(m.block);
    if (list) list.push(m);
    else byBlock.set(m.block, [m]);
  }
  for (const [block, ms] of byBlock) {
    const b = c.a.blocks[block]!;
    if (b.data.type !== 'table') continue;
    const cols = b.data.columns;
    const missing = new Map<string, string[]>();
    for (const row of b.data.rows) {
      if (!isKnownCounter(row.name)) continue;
      // absent here but reported for the same config elsewhere in the paste: a gap in this table, not the kernel
      const absent = cols.filter((col, i) => row.values[i] === undefined && !c.get(col, row.name));
      if (absent.length && absent.length < cols.length) missing.set(row.name, absent);
    }
    if (!missing.size) continue;
    const who = [...new Set([...missing.values()].flat())];
    const kernelOf = (l: string) => configOf(c, l)?.kernel;
    const kernels = [...new Set(who.map(kernelOf))];
    const reporting = cols.filter((l) => !who.includes(l));
    // "these kernels lack them" holds only when every absent config names its kernel and no reporting config runs one of them
    const byKernel =
      kernels.every((k) => k !== undefined) && !reporting.some((l) => kernels.includes(kernelOf(l) ?? '\u0000'));
    const lines = [...new Set(ms.filter((m) => missing.has(m.metric)).map((m) => m.line))].slice(0, 20);
    const names = `${[...missing.keys()].slice(0, 6).join(', ')}${missing.size > 6 ? ', ...' : ''}`;
    const why = byKernel
      ? ' These kernels do not have them; compare only the counters all configs report.'
      : ' Absent is not zero: compare only the counters all configs report.';
    out.push({
      severity: 'info',
      code: 'counters-from-different-kernels',
      message: `Counters absent in ${who.join(', ')}${byKernel ? ` (kernel ${kernels.join(', ')})` : ''}: ${names}.${why}`,
      configs: who,
      lines,
      refs: lines.map((line) => ({ block, line })),
    });
  }
  return out;
};

const resets: Rule = (c) =>
  c.a.blocks.flatMap((b) =>
    b.data.type === 'vmstat' && b.data.resets.length
      ? [
          {
            severity: 'problem' as const,
            code: 'counter-reset',
            message: `${b.config ?? 'vmstat'}: ${b.data.resets.length} counter(s) went down between snapshots (${[...new Set(b.data.resets.map((r) => r.counter))].slice(0, 5).join(', ')}): a reboot, a counter wrap or snapshots pasted out of order; deltas across it are wrong.`,
            configs: b.config ? [b.config] : [],
            lines: b.data.resets
              .map((r) => r.line)
              .filter((l) => l > 0)
              .slice(0, 20),
            refs: b.data.resets
              .filter((r) => r.line > 0)
              .slice(0, 20)
              .map((r) => ({ block: c.a.blocks.indexOf(b), line: r.line })),
          },
        ]
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
        const detail = bad
          .map((col) => {
            const i = t.columns.indexOf(col);
            return `${col}: pasted ${ratio(r.values[i]!)}, values give ${(metric.values[i]! / metric.values[bi]!).toFixed(3)}x`;
          })
          .join('; ');
        return [
          {
            severity: 'warning' as const,
            code: 'ratio-row-mismatch',
            message: `The "${r.name} vs ${r.ratioOf}" row disagrees with the values above it (${detail}).`,
            configs: bad,
            lines: [r.line],
            refs: [{ block: c.a.blocks.indexOf(b), line: r.line }],
          },
        ];
      });
  });

const cpuless: Rule = (c) =>
  c.a.blocks.flatMap((b) => {
    // every node without CPUs is no machine: the CPU lists were not read
    if (b.data.type !== 'topology' || !b.data.cpuless.length || b.data.cpuless.length >= b.data.nodes.length) return [];
    const ns = b.data.cpuless;
    const which = ns.length > 1 ? `nodes ${ns.join(', ')} have` : `node ${ns[0]} has`;
    return [
      {
        severity: 'info' as const,
        code: 'cpuless-nodes',
        message: `numactl -H: ${which} no CPUs: memory only, most likely a lower tier (CXL or PMEM) that NUMA balancing mode 2 promotes from.`,
        configs: [],
        lines: [b.startLine],
        refs: [{ block: c.a.blocks.indexOf(b), line: b.startLine }],
      },
    ];
  });

/** `r1`, `C5`, `run3`, `#2`: a name that carries no settings of its own. */
const opaque = (label: string) => /^[A-Za-z]{0,4}[-_ #]?\d+$/.test(label.trim());
/** The label with the tunable's value taken out, to see whether anything else in it differs. */
const withoutValue = (cfg: Config, k: string) => {
  const v = cfg.tunables[k]!;
  const i = cfg.label.lastIndexOf(v);
  return i < 0 ? undefined : `${cfg.label.slice(0, i)}\u0000${cfg.label.slice(i + v.length)}`;
};

/**
 * For config i of a group, the later ones (in order) that only the tunable may tell apart from it: both named
 * opaquely, or labelled alike but for the value. The other pairs of a group count for nothing, and a group of
 * configs from many pastes (test/wild joined) has millions of them.
 */
function alikeLater(info: { opaque: boolean; rest?: string }[]): (i: number) => number[] {
  const opaque: number[] = [];
  const byRest = new Map<string, number[]>();
  info.forEach((x, i) => {
    if (x.opaque) opaque.push(i);
    if (x.rest === undefined) return;
    const list = byRest.get(x.rest);
    if (list) list.push(i);
    else byRest.set(x.rest, [i]);
  });
  const after = (list: number[], i: number) => list.slice(firstAbove(list, i));
  return (i) => {
    const x = info[i]!;
    const alike = x.rest === undefined ? [] : after(byRest.get(x.rest)!, i);
    return x.opaque ? mergeAscending(after(opaque, i), alike) : alike;
  };
}

/** Where the first number above `i` stands in an ascending list (its length if none is). */
function firstAbove(list: readonly number[], i: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Two ascending lists as one, each number once. */
function mergeAscending(xs: readonly number[], ys: readonly number[]): number[] {
  if (!ys.length) return xs.slice();
  const out: number[] = [];
  let p = 0;
  let q = 0;
  while (p < xs.length || q < ys.length) {
    const x = xs[p] ?? Infinity;
    const y = ys[q] ?? Infinity;
    out.push(Math.min(x, y));
    if (x <= y) p++;
    if (y <= x) q++;
  }
  return out;
}

/** Two configs on the same kernel that differ in exactly one tunable: what that one change did. */
const singleTunable: Rule = (c) => {
  const cfgs = c.a.configs.filter((x) => Object.keys(x.tunables).length);
  // the first two metrics with a direction, in the order measured (no list of a million to find them)
  const headlines: string[] = [];
  for (const m of c.a.measurements) {
    if (headlines.length === 2) break;
    if (!headlines.includes(m.metric) && perf(m)) headlines.push(m.metric);
  }
  const metrics = [...headlines, 'pgpromote_success'];
  // pairs that differ only in key k share everything else: group by (k, kernel, the other tunables)
  const groups = new Map<string, Config[]>();
  for (const cfg of cfgs)
    for (const k of Object.keys(cfg.tunables)) {
      const rest = Object.entries(cfg.tunables)
        .filter(([x]) => x !== k)
        .sort(([x], [y]) => (x < y ? -1 : 1));
      const key = JSON.stringify([k, cfg.kernel ?? '', rest]);
      const members = groups.get(key);
      if (members) members.push(cfg);
      else groups.set(key, [cfg]);
    }
  // every pair is counted, the first few are written out; the evidence is each measurement once, in the order the pairs name them
  const shown: Item[] = [];
  let pairs = 0;
  const evidence: Measurement[] = [];
  const cited = new Set<Measurement>();
  const cite = (m: Measurement) => {
    if (cited.has(m)) return;
    cited.add(m);
    evidence.push(m);
  };
  for (const [key, members] of groups) {
    const k = (JSON.parse(key) as string[])[0]!;
    // read once per config: its value of k, its label without that value, its measurements of the metrics (and a bit per metric it has)
    const info = members.map((cfg) => {
      const got = metrics.map((m) => c.get(cfg.label, m));
      return {
        cfg,
        value: cfg.tunables[k],
        opaque: opaque(cfg.label),
        rest: withoutValue(cfg, k),
        got,
        has: got.reduce((bits, m, q) => (m ? bits | (1 << q) : bits), 0),
        cited: 0,
      };
    });
    // a sweep of one tunable over many configs is many pairs: each is a few comparisons unless it is written out or cites something new
    const later = alikeLater(info);
    for (let i = 0; i < info.length; i++)
      for (const j of later(i)) {
        const a = info[i]!;
        const b = info[j]!;
        const both = a.has & b.has;
        // nothing but the tunable tells the two apart: opaque names (the settings come from a legend) or labels equal but for its value
        if (!both || a.value === b.value || !((a.opaque && b.opaque) || (a.rest !== undefined && a.rest === b.rest)))
          continue;
        pairs++;
        if ((a.cited & both) !== both || (b.cited & both) !== both)
          for (let q = 0; q < metrics.length; q++)
            if (both & (1 << q)) {
              cite(a.got[q]!);
              cite(b.got[q]!);
            }
        a.cited |= both;
        b.cited |= both;
        if (shown.length >= MAX_ITEMS) continue;
        const effects = metrics.flatMap((metric, q) => {
          if (!(both & (1 << q))) return [];
          const [ma, mb] = [a.got[q]!, b.got[q]!];
          const show = (v: number) => (metric === 'pgpromote_success' ? humanCount(v) : formatValue(v));
          return [
            `${metric} ${show(ma.value)} -> ${show(mb.value)}${ma.value ? ` (${ratio(mb.value / ma.value)})` : ''}`,
          ];
        });
        shown.push({
          cfg: `${a.cfg.label} -> ${b.cfg.label}`,
          detail: `(${k} ${a.value} -> ${b.value}): ${effects.join(', ')}`,
          ms: [],
        });
      }
  }
  return combineCounted('info', 'single-tunable-effect', 'Configs that differ in one tunable', shown, pairs, evidence);
};

/** Runs each in its own block under one name (see `namedTwice`): which is which is for the user to say. */
const runsNamedTwice: Rule = (c) => {
  const byRun = new Map<string, Map<string, Measurement[]>>();
  for (const [metric, ms] of tables(c).twice)
    for (const m of ms) {
      const metrics = byRun.get(m.config) ?? byRun.set(m.config, new Map()).get(m.config)!;
      metrics.set(metric, [...(metrics.get(metric) ?? []), m]);
    }
  const value = (m: Measurement) => (m.unit === 'bytes' || m.unit === 's' ? valueOf(m) : num(m.value));
  return [...byRun].map(([run, metrics]) => {
    const ms = [...metrics.values()].flat();
    const values = [...metrics]
      .slice(0, 3)
      .map(([metric, list]) => `${metric} ${andList(list.map(value))}`)
      .join('; ');
    const runs = new Set(ms.map((m) => m.block)).size;
    const lines = [...new Set(ms.map((m) => m.line))].sort((x, y) => x - y).map(String);
    return f(
      'warning',
      'run-named-twice',
      `${run} names ${runs === 2 ? 'two' : runs} runs (lines ${andList(lines)}): ${values}. Nothing read tells them apart, so no best run is said of ${metrics.size > 1 ? 'these metrics' : 'this metric'}; name them apart (a reading hint) to compare them.`,
      ms,
    );
  });
};

/** A config label used for two columns of one table: both kept, the second as `label #2`. */
const duplicateLabels: Rule = (c) =>
  c.a.blocks.flatMap((b, block) => {
    if (b.data.type !== 'table') return [];
    const once = new Set<string>();
    const dup = [...new Set(b.data.columns.filter((x) => once.has(x) || !once.add(x)))];
    return dup.length
      ? [
          {
            severity: 'warning' as const,
            code: 'duplicate-config-label',
            message: `${b.title ? `"${b.title}"` : `The table at line ${b.startLine}`} names ${dup.join(', ')} in more than one column (shown as ${dup.map((d) => `${d}, ${d} #2`).join('; ')}): kept apart, not averaged; check which run is which.`,
            configs: dup,
            lines: [b.startLine],
            refs: [{ block, line: b.startLine }],
          },
        ]
      : [];
  });

/**
 * A baseline of 0 has no ratio: say so instead of leaving the ratio out silently. A metric the baseline
 * has in several tables (a breakup per size) is judged per table, where the values sit side by side.
 */
/** Up to `n` values per key, in the order added. */
function firstPerKey<T>(n: number): { add: (key: string, v: T) => void; get: (key: string) => T[] } {
  const m = new Map<string, T[]>();
  return {
    add: (key, v) => {
      const l = m.get(key);
      if (!l) m.set(key, [v]);
      else if (l.length < n) l.push(v);
    },
    get: (key) => m.get(key) ?? [],
  };
}

const zeroBaseline: Rule = (c) => {
  const base = c.a.baseline;
  if (!base) return [];
  // one pass over the measurements: the baseline's per metric, and the first three other non-zero values per
  // metric and per metric and block (a search per zero was quadratic: a recorded vmstat of 70,000 counters
  // that did not move, 70,000 zeros, took 30 s here)
  const baseCount = new Map<string, number>();
  const others = firstPerKey<Measurement>(3);
  // per block, then metric (no key string built per measurement)
  const othersInBlock = new Map<number, ReturnType<typeof firstPerKey<Measurement>>>();
  for (const m of c.a.measurements) {
    if (m.config === base) baseCount.set(m.metric, (baseCount.get(m.metric) ?? 0) + 1);
    else if (m.value !== 0) {
      others.add(m.metric, m);
      let inBlock = othersInBlock.get(m.block);
      if (!inBlock) othersInBlock.set(m.block, (inBlock = firstPerKey<Measurement>(3)));
      inBlock.add(m.metric, m);
    }
  }
  const items: Item[] = [];
  for (const z of c.a.measurements) {
    if (z.config !== base || z.value !== 0) continue;
    const perTable = baseCount.get(z.metric)! > 1;
    const shown = perTable ? (othersInBlock.get(z.block)?.get(z.metric) ?? []) : others.get(z.metric);
    if (!shown.length) continue;
    const name = perTable ? `${z.metric} at line ${z.line}` : z.metric;
    items.push({
      cfg: name,
      detail: `(${shown.map((m) => `${m.config} ${valueOf(m)}`).join(', ')})`,
      ms: [z, ...shown],
    });
  }
  return combine(
    'info',
    'zero-baseline',
    `No ratio against ${base} where ${base} is 0`,
    items,
    'Ratios there would be infinite; compare the values.',
  );
};

/** A ratio or percentage the text states that its own numbers do not bear out (judge/claims.ts). */
const claims: Rule = (c) => claimFindings(c.a);

/** A result that moved, read beside the NUMA balancing work and locality of the same runs (judge/balancing.ts). */
const balancing: Rule = (c) => balancingFindings(c.a, c.get);

const RULES: Rule[] = [
  duplicateLabels,
  runsNamedTwice,
  zeroBaseline,
  resets,
  prefillDecode,
  topTierFull,
  pingPong,
  hintFaultsNoPromotion,
  migrationFailures,
  hwhintDrops,
  converging,
  noisy,
  significance,
  hugePages,
  memorySplit,
  pinnedWithBalancing,
  demotedNeverBack,
  kernelCounters,
  ratioRows,
  claims,
  balancing,
  cpuless,
  singleTunable,
  best,
];

const RANK = { problem: 0, warning: 1, info: 2 } as const;

/** All findings, most important first. */
export function findings(a: Analysis): Finding[] {
  // config -> metric -> its first measurement (no key string built per measurement or per question)
  const index = new FirstMeasurements([a.measurements, a.derived]);
  const ctx: Ctx = {
    a,
    comparisons: eachComparison(a),
    configs: new ConfigIndex(a.configs),
    get: (cfg, metric) => index.get(cfg, metric),
  };
  const out = RULES.flatMap((r) => r(ctx));
  return out
    .map((x, i) => ({ x, i }))
    .sort((p, q) => RANK[p.x.severity] - RANK[q.x.severity] || p.i - q.i)
    .map((p) => p.x);
}
