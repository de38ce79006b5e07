/** Hover text for a name in a paste: the knowledge entry, and this paste's values in human units. */
import { PAGE_SIZE } from '../vocabulary/memory';
import type { Analysis, Block, Measurement } from '../model';
import { formatRatio, humanBytes, humanCount } from '../text/numbers';
import { stddevText, valueCell } from '../report/written';
import { escapeMarkdown } from '../report/escape';
import { blockAtLine, hoverIndex, measurementsOf } from './hoverIndex';
import { lookup, type KnowledgeEntry } from './lookup';

/** Derived metrics worth showing next to a counter. */
const DERIVED_FOR: Record<string, string[]> = {
  pgpromote_candidate: ['promotion yield'],
  pgpromote_candidate_nrl: ['promotion yield'],
  pgpromote_success: ['promotion yield', 'promoted', 'demote/promote churn'],
  pgdemote_kswapd: ['demote/promote churn'],
  pgdemote_direct: ['demote/promote churn'],
  pgmigrate_success: ['migrated', 'thp migration share'],
  numa_pages_migrated: ['migrated', 'pages migrated per hint fault'],
  numa_hint_faults: ['hint faults per promotion', 'hint faults per pte update', 'pages migrated per hint fault'],
  numa_pte_updates: ['hint faults per pte update'],
  thp_migration_success: ['thp migration share'],
  numa_hint_faults_local: ['hint fault locality'],
  hwhint_extmem_accesses: ['hwhint extmem share'],
  hwhint_total_events: ['hwhint extmem share'],
  AnonHugePages: ['huge page coverage'],
};

function valueText(m: Measurement, derived = false): string {
  if (m.unit === 'bytes') return humanBytes(m.value);
  if (m.unit === 'ratio') return m.value < 1 ? `${(m.value * 100).toFixed(1)}%` : m.value.toFixed(2);
  if (m.unit === 'x') return formatRatio(m.value);
  if (m.unit === 'count')
    return `${humanCount(m.value)}${m.value >= 1e4 ? ` (${humanBytes(m.value * PAGE_SIZE)} as 4 KiB pages)` : ''}`;
  const shown = valueCell(m, derived);
  const spread = m.stddev === undefined ? '' : ` ${stddevText(m, shown).replace(/^(?!±)/, '± ')}`;
  return `${shown}${spread} ${m.unit}`.trim();
}

const esc = escapeMarkdown;
/** Inline code needs no escaping, only no backticks. */
const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;

/** The entry in two parts: what it is (first), and how to read it, where it comes from (after this paste's values). */
function entryMarkdown(e: KnowledgeEntry, shownAs: string): { head: string[]; tail: string[] } {
  const as = shownAs !== e.name ? ` (as ${code(shownAs)})` : '';
  const head = [`**${esc(e.name)}**${as} — ${e.kind}, ${esc(e.unit)}`, '', esc(e.meaning)];
  const tail = ['', `*How to read it:* ${esc(e.read)}`, '', `*Source:* ${esc(e.source)} — *since* ${esc(e.since)}`];
  if (e.related.length) tail.push('', `*Related:* ${e.related.map(code).join(', ')}`);
  return { head, tail };
}

/** The non-prose block that holds a line (the first, when documents overlap). */
export function blockAt(a: Analysis, line: number, source?: string): Block | undefined {
  return blockAtLine(hoverIndex(a), line, source);
}

export interface HoverInput {
  analysis: Analysis;
  /** The word under the cursor. */
  word: string;
  /** 1-based line of the word. */
  line: number;
}

/** Markdown for the hover, or undefined when the word is neither known nor a config of this paste. */
export function hoverMarkdown({ analysis: a, word, line }: HoverInput): string | undefined {
  const out: string[] = [];
  const x = hoverIndex(a);
  const config = x.config.get(word);
  if (config) {
    out.push(`**${esc(config.label)}**${config.description ? ` — ${esc(config.description)}` : ''}`);
    if (config.kernel) out.push('', `*Kernel:* ${esc(config.kernel)}`);
    const tun = Object.entries(config.tunables);
    if (tun.length) out.push('', ...tun.map(([k, v]) => `- ${code(k)} = ${esc(v)}`));
    const ms = x.shownOf.get(config.label) ?? [];
    if (ms.length) out.push('', ...ms.map((m) => `- ${esc(m.metric)}: ${valueText(m)}`));
    return out.join('\n');
  }
  const alias = a.aliases[word];
  const name = alias ?? word;
  const e = lookup(name);
  if (!e && !alias) return undefined;
  if (alias) out.push(`${code(word)} is **${esc(alias)}** in this paste's legend.`, '');
  const parts = e ? entryMarkdown(e, word) : { head: [], tail: [] };
  out.push(...parts.head);
  const values = measurementsOf(a, x, [name, `${name} t/s`]);
  if (values.length) {
    out.push('', '**In this paste**', '');
    for (const m of values.slice(0, 12)) {
      const cmp = x.comparison.get(`${m.metric}\u0000${m.config}`);
      const vs = cmp && cmp.config !== cmp.baseline ? ` (${formatRatio(cmp.ratio)} vs ${esc(cmp.baseline)})` : '';
      out.push(`- ${esc(m.config)}: ${valueText(m)}${vs}`);
    }
    for (const d of DERIVED_FOR[e?.name ?? name] ?? []) {
      const ds = x.derived.get(d) ?? [];
      if (ds.length) out.push(`- ${esc(d)}: ${ds.map((m) => `${esc(m.config)} ${valueText(m, true)}`).join(', ')}`);
    }
  }
  const block = blockAtLine(x, line);
  if (block?.data.type === 'vmstat' && block.data.snapshots >= 2) {
    const series = block.data.series.get(name);
    const first = series?.[0];
    // the last entry, not index snapshots-1: the extension keeps only the ends of a large series
    const last = series?.[series.length - 1];
    if (first !== undefined && last !== undefined) {
      const span = block.data.times ? block.data.times[block.data.times.length - 1]! : undefined;
      const over = span
        ? ` over ${span} s = ${humanCount((last - first) / span)}/s`
        : ` over ${block.data.snapshots - 1} interval(s)`;
      out.push(
        '',
        `**This dump:** ${humanCount(first)} -> ${humanCount(last)}, delta ${humanCount(last - first)}${over}`,
      );
    }
  }
  out.push(...parts.tail);
  return out.join('\n');
}
