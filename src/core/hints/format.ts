/**
 * Reading hints: the user's corrections of how a text was read, kept beside the log as `<file>.tierscope.json`
 * (docs/hints.md). A hint names its block by the block's own content (its key), so it survives edits
 * elsewhere in the document; a hint whose block is gone is reported, never applied to another block.
 */

export const HINTS_FORMAT = 'tierscope.hints/v1';

/** A block as the hint saw it: its content key, and for people its first line and where it was. */
export interface BlockRef {
  key: string;
  first?: string;
  lines?: string;
  /**
   * A structure hint for every table like this one: also the blocks whose first line, as read, is `first`
   * (five machines' tables under one header). The block of `key` must still be there. For lines read as a table,
   * every block a reader finds beginning with `first` is read as those lines are (the same header quoted again).
   */
  alike?: true;
}

/** Which axis of a table holds the runs: its columns or its rows. */
export type RunsAxis = 'columns' | 'rows';

/**
 * How lines of the text are read, whatever the readers make of them: a table whose cells the gaps (and the
 * stated separators) part, lines of one run each (`name key: value key: value`), values the user points at in
 * sentences (`going from 545MiB to 517MiB`), prose (left unread), or a block of their own (the readers read
 * them, nothing before or after joins them).
 */
export type LinesShape = 'table' | 'run-lines' | 'values' | 'prose' | 'block';
export const LINES_SHAPES: readonly LinesShape[] = ['table', 'run-lines', 'values', 'prose', 'block'];

/**
 * A value the user points at in the lines (`as: values`): the run and the measure it is of, and the value as
 * the lines write it (`545MiB`, `1m47.001s`), found there whole (not inside a longer number).
 */
export interface PointedValue {
  run: string;
  measure: string;
  value: string;
  /**
   * The value is a change of `run` against this run, whose own value the text does not write (`qps for fix is
   * 0.57% smaller`, `improved by -15991.0 ms / -11.4%`): a percent, or an amount in the measure's unit.
   */
  against?: string;
  /** The change's direction when the text writes it in words (`0.57% smaller`: `lower`); else the value's sign. */
  direction?: 'higher' | 'lower';
}

/** A `read-lines` hint: the lines (named like a block, by their content) and the shape they are read as. */
export interface ReadLinesHint {
  kind: 'read-lines';
  block: BlockRef;
  as: LinesShape;
  /** A table's cell separators besides the gaps of two or more spaces and TABs (`vs`, `:`, `,`; several: `= ,`). */
  separator?: string;
  /** A table's header: how many of its first lines head it (0: none; default 1, or 0 when `columns` names them). */
  header?: number;
  /**
   * A table's column names, the label column's `""` (first, or where it stands: compare.rb's rows end in their
   * test case): for a table that has none, or to replace them.
   */
  columns?: string[];
  /** Which axis of the table holds the runs; the reader's rules decide when unsaid. */
  runs?: RunsAxis;
  /** For `as: values`: the values the lines hold, each with its run and measure. */
  values?: PointedValue[];
}

/**
 * Sections of the text begun by lines that start alike (`on Windows 11` / `on Linux`, `Running on a m5a.large`):
 * each block under such a line has its runs qualified by it (`on Linux NUMA enabled`), or, `as: name`, is the
 * one run it names (its blocks are that run's repetitions: `Run 1:` / `Run 2:` under `Running on a m5a.large`).
 */
export interface SectionRunsHint {
  kind: 'section-runs';
  /** How each section's line begins (trimmed, as written). */
  at: string;
  as: 'qualify' | 'name';
}

/**
 * Several runs named at once, as a spreadsheet's column names are typed in one dialog: each run of `names`
 * (as read) takes its new name, all together (two runs may swap names); a name another run has merges them.
 */
export interface RunNamesHint {
  kind: 'run-names';
  /** The runs' names as read -> the names they take. */
  names: Record<string, string>;
}

export type Hint =
  | { kind: 'runs-axis'; block: BlockRef; runs: RunsAxis }
  | { kind: 'header-rows'; block: BlockRef; rows: number }
  | { kind: 'runs-column'; block: BlockRef; column: string }
  | { kind: 'label-column'; block: BlockRef; column: string }
  | { kind: 'split-column'; block: BlockRef; column: string }
  | ReadLinesHint
  | { kind: 'split'; block: BlockRef; at: string }
  | { kind: 'unit'; block: BlockRef; unit: string }
  | { kind: 'relative-to'; block: BlockRef; base: string }
  | { kind: 'run-name'; block: BlockRef; name: string }
  | { kind: 'one-run'; block: BlockRef; name: string }
  | { kind: 'run-from'; block: BlockRef; name: string }
  | { kind: 'ignore'; block: BlockRef }
  | { kind: 'rename'; from: string; to: string }
  | RunNamesHint
  | { kind: 'not-a-run'; config: string }
  | { kind: 'only-runs'; configs: string[] }
  | { kind: 'runs-by-caption' }
  | SectionRunsHint
  | { kind: 'tunables'; config: string; set: Record<string, string> }
  | { kind: 'baseline'; config: string };

export type HintKind = Hint['kind'];

/** Runs as a phrase (`3 runs: a, b, c`), the first `shown` named and the rest counted (`, and 2 more`). */
export function runsPhrase(runs: readonly string[], shown = runs.length): string {
  if (!runs.length) return 'no runs';
  const rest = runs.length - shown;
  return `${runs.length} run${runs.length === 1 ? '' : 's'}: ${runs.slice(0, shown).join(', ')}${rest > 0 ? `, and ${rest} more` : ''}`;
}

/** A reading of the text the correction `hint` gives (core/otherReadings.ts), with the runs it ends in. */
export interface OtherReading {
  hint: Hint;
  /** The correction in words (`runs in rows`, `run named "with patch"`). */
  says: string;
  /** The runs of the text read so, in their order. */
  runs: string[];
  /** How many values the text read so holds. */
  values: number;
}

/** What a reading does and where, for a list of the whole text's: `lines 19-23: runs in rows` (the text's own: as said). */
export function readingAt(r: OtherReading): string {
  return isBlockHint(r.hint) && r.hint.block.lines ? `lines ${r.hint.block.lines}: ${r.says}` : r.says;
}
export type BlockHint = Extract<Hint, { block: BlockRef }>;

export interface HintsFile {
  format: typeof HINTS_FORMAT;
  hints: Hint[];
}

/** What became of a hint: applied, or why not (its block is gone, it does not fit the block). */
export interface HintOutcome {
  hint: Hint;
  applied: boolean;
  /** Where it applied (`block 12-30`) or why it did not. */
  note: string;
}

export const isBlockHint = (h: Hint): h is BlockHint => 'block' in h;

/** The kinds the reader follows as it reads the block (kit/hinted.ts); the others act on the runs once named. */
export const STRUCTURE_KINDS: ReadonlySet<HintKind> = new Set([
  'runs-axis',
  'header-rows',
  'runs-column',
  'label-column',
  'split-column',
]);

/** The key a structure hint for every block like its own goes by: `alike:` and the blocks' first line. */
/** The kinds the segmenter follows as it parts the text into blocks (reading/segment.ts), before any reader. */
export const SEGMENT_KINDS: ReadonlySet<HintKind> = new Set(['read-lines', 'split']);

export const alikeKey = (first: string) => `alike:${first.trim()}`;

/** A hint in words: `runs in rows`, `rename "w/o" to "base"`; `(and every block like it)` for an alike one. */
export function describeHint(h: Hint): string {
  const said = describeKind(h);
  return isBlockHint(h) && h.block.alike ? `${said} (and every block like it)` : said;
}

function describeKind(h: Hint): string {
  switch (h.kind) {
    case 'runs-axis':
      return `runs in ${h.runs}`;
    case 'header-rows':
      return `${h.rows} header row${h.rows === 1 ? '' : 's'}`;
    case 'runs-column':
      return `runs named by column "${h.column}"`;
    case 'label-column':
      return `column "${h.column}" names the measures`;
    case 'split-column':
      return `runs split by column "${h.column}"`;
    case 'read-lines':
      return `lines read as ${describeShape(h)}`;
    case 'split':
      return `split before each line starting "${h.at}"`;
    case 'unit':
      return `values in ${h.unit}`;
    case 'relative-to':
      return `values relative to "${h.base}"`;
    case 'run-name':
      return `run named "${h.name}"`;
    case 'one-run':
      return `one run "${h.name}"`;
    case 'run-from':
      return `run "${h.name}" from this block on`;
    case 'ignore':
      return 'ignored';
    case 'rename':
      return `"${h.from}" renamed "${h.to}"`;
    case 'run-names':
      return `runs named ${Object.entries(h.names)
        .map(([from, to]) => `"${from}" -> "${to}"`)
        .join(', ')}`;
    case 'not-a-run':
      return `"${h.config}" is not a run`;
    case 'only-runs':
      return `the runs are ${h.configs.map((c) => `"${c}"`).join(', ')}: no other is a run`;
    case 'runs-by-caption':
      return 'each block one run, named by its caption';
    case 'section-runs':
      return h.as === 'name'
        ? `each section starting "${h.at}" one run, named by its line`
        : `runs qualified by the section line starting "${h.at}" above them`;
    case 'tunables':
      return `"${h.config}": ${Object.entries(h.set)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}`;
    case 'baseline':
      return `baseline "${h.config}"`;
  }
}

/** `"patched" maximum PSS = 517MiB`, or a change: `"fix" qps = 0.57% lower than "revert"`. */
function describeValue(v: PointedValue): string {
  if (!v.against) return `"${v.run}" ${v.measure} = ${v.value}`;
  const how = v.direction ? ` ${v.direction}` : '';
  return `"${v.run}" ${v.measure} = ${v.value}${how} ${v.direction ? 'than' : 'against'} "${v.against}"`;
}

function describeShape(h: ReadLinesHint): string {
  const how = [
    h.separator &&
      `cells parted by ${h.separator
        .split(/\s+/)
        .map((x) => `"${x}"`)
        .join(', ')}`,
    h.columns && `columns ${h.columns.map((x) => `"${x}"`).join(', ')}`,
    h.header !== undefined && `${h.header} header line${h.header === 1 ? '' : 's'}`,
    h.runs && `runs in ${h.runs}`,
  ].filter(Boolean);
  if (h.as === 'values') return `values ${(h.values ?? []).map(describeValue).join(', ')}`;
  const shape = h.as === 'run-lines' ? 'one run per line' : h.as === 'block' ? 'a block of their own' : h.as;
  return how.length ? `${shape} (${how.join(', ')})` : shape;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string | undefined => (typeof x === 'string' && x.trim() !== '' ? x : undefined);

function blockRef(x: unknown): BlockRef | undefined {
  if (!isObject(x)) return undefined;
  const key = text(x.key);
  if (!key) return undefined;
  const ref: BlockRef = { key };
  if (typeof x.first === 'string') ref.first = x.first;
  if (typeof x.lines === 'string') ref.lines = x.lines;
  if (x.alike === true) ref.alike = true;
  return ref;
}

function stringRecord(x: unknown): Record<string, string> | undefined {
  if (!isObject(x)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(x)) {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    out[k] = String(v);
  }
  return Object.keys(out).length ? out : undefined;
}

/** One hint from its JSON, or why it is not one. */
export function hintOf(x: unknown): Hint | string {
  if (!isObject(x)) return 'not an object';
  const kind = x.kind;
  const block = blockRef(x.block);
  const needBlock = 'needs "block": {"key": ...}';
  // lines read as a table may be read so wherever a block begins with their first line (the same table's header)
  const tableAlike = kind === 'read-lines' && x.as === 'table';
  if (block?.alike && !STRUCTURE_KINDS.has(kind as HintKind) && !tableAlike)
    return `"alike" is for the structure kinds (${[...STRUCTURE_KINDS].join(', ')}) and lines read as a table`;
  if (block?.alike && !text(block.first)) return '"alike" needs "first": the first line of the blocks';
  switch (kind) {
    case 'runs-axis':
      if (!block) return needBlock;
      return x.runs === 'columns' || x.runs === 'rows'
        ? { kind, block, runs: x.runs }
        : '"runs" is "columns" or "rows"';
    case 'header-rows':
      if (!block) return needBlock;
      return Number.isInteger(x.rows) && (x.rows as number) >= 0 && (x.rows as number) <= 5
        ? { kind, block, rows: x.rows as number }
        : '"rows" is a whole number from 0 to 5';
    case 'runs-column':
    case 'label-column':
    case 'split-column':
      if (!block) return needBlock;
      return text(x.column) ? { kind, block, column: x.column as string } : 'needs "column": the header of the column';
    case 'read-lines':
      if (!block) return needBlock;
      return readLinesOf(x, block);
    case 'split':
      if (!block) return needBlock;
      return text(x.at)
        ? { kind, block, at: (x.at as string).trim() }
        : 'needs "at": how the line that starts a part begins';
    case 'unit':
      if (!block) return needBlock;
      return text(x.unit) ? { kind, block, unit: (x.unit as string).trim() } : 'needs "unit" (`us`, `MB/s`)';
    case 'relative-to':
      if (!block) return needBlock;
      return text(x.base)
        ? { kind, block, base: (x.base as string).trim() }
        : 'needs "base": the run the values are relative to';
    case 'run-name':
    case 'one-run':
    case 'run-from':
      if (!block) return needBlock;
      return text(x.name) ? { kind, block, name: (x.name as string).trim() } : 'needs "name"';
    case 'ignore':
      return block ? { kind, block } : needBlock;
    case 'rename':
      return text(x.from) && text(x.to)
        ? { kind, from: x.from as string, to: (x.to as string).trim() }
        : 'needs "from" and "to"';
    case 'run-names':
      return runNamesOf(x.names);
    case 'not-a-run':
      return text(x.config) ? { kind, config: x.config as string } : 'needs "config": the name of the run';
    case 'only-runs':
      return Array.isArray(x.configs) && x.configs.length > 0 && x.configs.every((c) => text(c) !== undefined)
        ? { kind, configs: x.configs as string[] }
        : 'needs "configs": the names of the runs, one at least';
    case 'runs-by-caption':
      return { kind };
    case 'section-runs':
      if (!text(x.at)) return 'needs "at": how the line that begins a section starts';
      if (x.as !== undefined && x.as !== 'qualify' && x.as !== 'name') return '"as" is "qualify" or "name"';
      return { kind, at: (x.at as string).trim(), as: x.as === 'name' ? 'name' : 'qualify' };
    case 'tunables': {
      const set = stringRecord(x.set);
      return text(x.config) && set
        ? { kind, config: x.config as string, set }
        : 'needs "config" and "set": {key: value}';
    }
    case 'baseline':
      return text(x.config) ? { kind, config: x.config as string } : 'needs "config"';
    default:
      return `unknown kind ${JSON.stringify(kind)}`;
  }
}

/** A run-names hint from its JSON: a name for one run at least, each a run's name as read -> its new name. */
function runNamesOf(x: unknown): RunNamesHint | string {
  const need = 'needs "names": {"run as read": "its name"}, one run at least';
  if (!isObject(x)) return need;
  const names: Record<string, string> = {};
  for (const [from, to] of Object.entries(x)) {
    if (from.trim() === '' || !text(to)) return need;
    if ((to as string).trim() !== from) names[from] = (to as string).trim();
  }
  return Object.keys(names).length ? { kind: 'run-names', names } : 'every run keeps its name: nothing to rename';
}

/** A read-lines hint from its JSON: the lines need `first` (they are found by it, then their key), the rest is checked. */
function readLinesOf(x: Record<string, unknown>, block: BlockRef): ReadLinesHint | string {
  if (!text(block.first)) return 'read-lines needs "first": the first of the lines';
  if (!LINES_SHAPES.includes(x.as as LinesShape)) return `"as" is one of ${LINES_SHAPES.join(', ')}`;
  const h: ReadLinesHint = { kind: 'read-lines', block, as: x.as as LinesShape };
  const forTable = ['separator', 'header', 'columns', 'runs'].filter((k) => x[k] !== undefined);
  if (h.as !== 'table' && forTable.length) return `${forTable.join(', ')}: for "as": "table" only`;
  if (h.as === 'values') {
    const values = pointedValuesOf(x.values);
    if (typeof values === 'string') return values;
    h.values = values;
  } else if (x.values !== undefined) return '"values": for "as": "values" only';
  if (x.separator !== undefined) {
    if (!text(x.separator)) return '"separator" is the text between cells (`vs`, `:`)';
    h.separator = (x.separator as string).trim();
  }
  if (x.header !== undefined) {
    if (!(Number.isInteger(x.header) && (x.header as number) >= 0 && (x.header as number) <= 5))
      return '"header" is a whole number from 0 to 5';
    h.header = x.header as number;
  }
  if (x.columns !== undefined) {
    if (!Array.isArray(x.columns) || x.columns.length < 2 || x.columns.some((c) => typeof c !== 'string'))
      return '"columns" is a list of two names at least';
    h.columns = (x.columns as string[]).map((c) => c.trim());
  }
  if (x.runs !== undefined) {
    if (x.runs !== 'columns' && x.runs !== 'rows') return '"runs" is "columns" or "rows"';
    h.runs = x.runs;
  }
  return h;
}

/** The values of an `as: values` hint from their JSON, or what is wrong with them. */
function pointedValuesOf(x: unknown): PointedValue[] | string {
  const need = '"values" is a list of {"run", "measure", "value"}: the value as the lines write it';
  if (!Array.isArray(x) || x.length === 0) return need;
  const out: PointedValue[] = [];
  for (const v of x) {
    if (!isObject(v) || !text(v.run) || !text(v.measure) || !text(v.value)) return need;
    const value = (v.value as string).trim();
    if (!/\d/.test(value)) return `"${value}" is no number`;
    const p: PointedValue = { run: (v.run as string).trim(), measure: (v.measure as string).trim(), value };
    if (v.against !== undefined) {
      if (!text(v.against)) return '"against" is the run the change is against';
      p.against = (v.against as string).trim();
      if (p.against === p.run) return `"${value}": a run's change is against another run`;
    }
    if (v.direction !== undefined) {
      if (v.direction !== 'higher' && v.direction !== 'lower') return '"direction" is "higher" or "lower"';
      if (!p.against) return '"direction" is for a change "against" a run';
      p.direction = v.direction;
    }
    out.push(p);
  }
  return out;
}

/** A hints file's text read: the hints it holds and, for each entry that is not one, why. Never throws. */
export function parseHints(json: string): { hints: Hint[]; problems: string[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch (e) {
    return { hints: [], problems: [`not JSON: ${(e as Error).message}`] };
  }
  if (!isObject(doc)) return { hints: [], problems: ['not a hints file: expected an object'] };
  if (doc.format !== HINTS_FORMAT)
    return {
      hints: [],
      problems: [
        typeof doc.format === 'string' && doc.format.startsWith('tierscope.hints/')
          ? `hints format ${doc.format} is newer than this TierScope reads (${HINTS_FORMAT})`
          : `not a hints file: "format" is not "${HINTS_FORMAT}"`,
      ],
    };
  if (!Array.isArray(doc.hints)) return { hints: [], problems: ['"hints" is not a list'] };
  const hints: Hint[] = [];
  const problems: string[] = [];
  doc.hints.forEach((x, n) => {
    const h = hintOf(x);
    if (typeof h === 'string') problems.push(`hint ${n + 1}: ${h}`);
    else hints.push(h);
  });
  return { hints, problems };
}

/** The hints as a file's text: versioned, one hint per entry, indented for people to read and edit. */
export function hintsFileText(hints: readonly Hint[]): string {
  const file: HintsFile = { format: HINTS_FORMAT, hints: [...hints] };
  return JSON.stringify(file, null, 2) + '\n';
}
