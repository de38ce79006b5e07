/**
 * How each block was read, for the dashboard's Sources and Compare: the decisions (which axis holds the runs,
 * the header, the column naming the runs), the runs and measures it gave, how sure, the user's corrections
 * of it; what became of every correction; and which block each number and each run of Compare came from.
 */
import type { Analysis, Block } from '../model';
import { describeHint, isBlockHint, type Hint, type RunsAxis } from '../hints/format';
import { blocksByConfidence, evidenceLines, LOW_CONFIDENCE } from './explain';
import { reportTables } from './tables';
import { blockChoices, noChoices, type BlockChoices } from './blockText';
import type { Lines } from '../text/lines';
import { cleanLines } from '../text/clean';

/** Measures named per block at most (the rest are counted). */
export const MEASURES_SHOWN = 5;

/** Which corrections of its structure a block takes: all (the generic table reader), only the runs' axis (a tool's table whose measures share a unit), none. */
export type Correctable = 'table' | 'axis' | 'none';

export interface ReadBlock {
  /** The block's index in the analysis: what `cells` and `runs` point at. */
  id: number;
  /** Its content key (hints/key.ts): what a correction names it by; null for a block read without one. */
  key: string | null;
  doc: number;
  name: string;
  startLine: number;
  endLine: number;
  kind: string;
  title: string | null;
  reader: string | null;
  confidence: number | null;
  /** Read with low confidence and not corrected: check it. */
  low: boolean;
  /** Which axis holds the runs, as decided (null: no such decision, the format's own layout). */
  runsAxis: RunsAxis | null;
  /** The header as decided (`none`, `2 rows`), when a rule or a correction said. */
  header: string | null;
  /** The column that names the runs, when a correction chose it. */
  runsColumn: string | null;
  /** Where the runs' names came from (`the line above it`), the first pass that named them. */
  runsFrom: string | null;
  /** The runs (configs) its values went to, in order. */
  runs: string[];
  /** The first MEASURES_SHOWN measures it gave, and how many in all. */
  measures: string[];
  measureCount: number;
  /** How many of its values were read without a unit (a `unit` correction gives them one). */
  unitless: number;
  evidence: { decision: string; lines: string[] }[];
  /** The user's corrections of it, in words (`runs in rows`, `ignored`). */
  corrected: string[];
  ignored: boolean;
  /** Read, but no run took its values: set aside as context of the named runs (runs/runs.ts), its measures listed. */
  setAside: boolean;
  correctable: Correctable;
  /** What its corrections offer from the text (blockText.ts); empty when the view was built without the texts. */
  choices: BlockChoices;
}

export interface HintLine {
  hint: Hint;
  /** The hint in words. */
  text: string;
  applied: boolean;
  /** Where it applied, or why not. */
  note: string;
  /** Its block is no longer in the text. */
  gone: boolean;
}

export interface ReadingView {
  /** Blocks that hold data, the least sure first (then in document order), then those read without a reading. */
  blocks: ReadBlock[];
  /** How many are low. */
  low: number;
  /** The corrections given, in the order given (the last is what Undo takes back). */
  hints: HintLine[];
  /** Per table, row and cell of the dashboard model's `tables`: the block (id) the number came from. */
  cells: (number | null)[][][];
  /** Per run (config label): the blocks its values came from, in document order. */
  runs: Record<string, number[]>;
}

/** What a block gave: its runs and measures in order, and how many values without a unit. */
interface Gave {
  runs: string[];
  measures: string[];
  unitless: number;
}

/** The first `says` of a decision: the decided answer comes first in a reading's evidence. */
function decided(b: Block, decision: string): string | null {
  return b.reading?.evidence.find((e) => e.decision === decision)?.says ?? null;
}

function correctable(b: Block): Correctable {
  if (b.reading?.corrected?.includes('ignored')) return 'none';
  // docker stats' containers, one run's measures, are turned into runs of their own (reading/system/dockerStats.ts)
  if (b.reading?.reader === 'docker stats') return 'axis';
  if (b.data.type !== 'table') return 'none';
  // lines the user said are a table take the table's corrections too (the column naming the runs)
  if (b.reading?.reader === 'table' || (b.reading?.reader === 'your correction' && decided(b, 'reader') === 'table'))
    return 'table';
  // a tool's table turns only where its measures share a unit (kit/hinted.ts transposedTable)
  return new Set(b.data.rows.map((r) => r.unit)).size <= 1 ? 'axis' : 'none';
}

function readBlock(
  a: Analysis,
  b: Block,
  id: number,
  gave: Map<number, Gave>,
  lines: (doc: number) => Lines | undefined,
): ReadBlock {
  const docIndex = Math.max(0, b.source ? a.sources.indexOf(b.source) : 0);
  const axis = decided(b, 'orientation');
  const columnHint = (a.hints ?? []).find(
    (o) => o.applied && o.hint.kind === 'runs-column' && o.hint.block.key === b.key,
  )?.hint as Extract<Hint, { kind: 'runs-column' }> | undefined;
  const runRule = b.reading?.evidence.find((e) => e.decision === 'run')?.rule ?? null;
  const lastRun = b.reading?.evidence.filter((e) => e.decision === 'run').at(-1);
  const setAside = !gave.has(id) && /^dropped\b/.test(lastRun?.says ?? '');
  const g = gave.get(id) ?? { runs: [], measures: setAside ? measuresOf(b) : [], unitless: 0 };
  const corrected = b.reading?.corrected ?? [];
  const confidence = b.reading?.confidence ?? null;
  const out: ReadBlock = {
    id,
    key: b.key ?? null,
    doc: docIndex,
    name: b.source ?? a.sources[0] ?? '',
    startLine: b.startLine,
    endLine: b.endLine,
    kind: b.kind,
    title: b.title ?? null,
    reader: b.reading?.reader ?? null,
    confidence,
    low: confidence !== null && confidence < LOW_CONFIDENCE && corrected.length === 0,
    runsAxis: axis === 'columns' || axis === 'rows' ? axis : null,
    header: decided(b, 'header'),
    runsColumn: columnHint?.column ?? null,
    // `each block read into runs: the line above it` -> `the line above it`
    runsFrom: runRule ? runRule.replace(/^[^:]*:\s*/, '') : null,
    runs: g.runs.length ? g.runs : b.config ? [b.config] : [],
    measures: g.measures.slice(0, MEASURES_SHOWN),
    measureCount: g.measures.length,
    unitless: g.unitless,
    evidence: evidenceLines(b),
    corrected,
    ignored: corrected.includes('ignored'),
    setAside,
    correctable: correctable(b),
    choices: noChoices(),
  };
  const text = lines(docIndex);
  if (text) out.choices = blockChoices(text, b.startLine, b.endLine, b.data.type === 'table');
  return out;
}

/** The measures a block holds as read (its rows or fields), for a block whose values no run took. */
function measuresOf(b: Block): string[] {
  if (b.data.type === 'table') return b.data.rows.map((r) => r.name);
  if (b.data.type === 'kv') return [...b.data.values.keys()];
  if (b.data.type === 'vmstat') return [...b.data.series.keys()];
  return [];
}

/** Texts longer than this (characters) offer no choices from their lines: a 100 MB dump is not cleaned again for them. */
export const CHOICES_MAX_TEXT = 5_000_000;
/** Blocks past this many (least sure first) offer none either: the view stays small for a generated log of thousands. */
export const CHOICES_MAX_BLOCKS = 1000;

/** The reading view of an analysis; `texts` (the documents' texts, in order) give each block's choices. */
export function readingView(a: Analysis, texts?: readonly string[]): ReadingView {
  const cleaned = new Map<number, Lines | undefined>();
  const lines = (doc: number) => {
    if (!cleaned.has(doc)) {
      const t = texts?.[doc];
      cleaned.set(doc, t !== undefined && t.length <= CHOICES_MAX_TEXT ? cleanLines(t) : undefined);
    }
    return cleaned.get(doc);
  };
  const gave = new Map<number, Gave>();
  const runs: Record<string, number[]> = {};
  for (const m of a.measurements) {
    let g = gave.get(m.block);
    if (!g) gave.set(m.block, (g = { runs: [], measures: [], unitless: 0 }));
    if (!g.runs.includes(m.config)) g.runs.push(m.config);
    if (!g.measures.includes(m.metric)) g.measures.push(m.metric);
    if (m.unit === '') g.unitless++;
    const r = (runs[m.config] ??= []);
    if (!r.includes(m.block)) r.push(m.block);
  }
  for (const r of Object.values(runs)) r.sort((x, y) => x - y);
  const unread = a.blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.kind !== 'prose' && block.reading === undefined);
  const keys = new Set(a.blocks.map((b) => b.key));
  const none = () => undefined;
  const blocks = [...blocksByConfidence(a), ...unread].map(({ block, index }, n) =>
    readBlock(a, block, index, gave, n < CHOICES_MAX_BLOCKS ? lines : none),
  );
  const hints = (a.hints ?? []).map((o): HintLine => ({
    hint: o.hint,
    text: describeHint(o.hint),
    applied: o.applied,
    note: o.note,
    gone: !o.applied && isBlockHint(o.hint) && !keys.has(o.hint.block.key),
  }));
  const cells = reportTables(a).map((t) => t.rows.map((r) => r.cells.map((_, c) => r.blocks[c] ?? null)));
  return { blocks, low: blocks.filter((b) => b.low).length, hints, cells, runs };
}
