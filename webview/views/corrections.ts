/**
 * The corrections of a reading, as menus and small forms: on a block (Sources, and the headers of Compare)
 * and on a run. Each ends in one `correct` message; the host analyzes again and sends a new `load`.
 */
import {
  readingAt,
  runsPhrase,
  type BlockRef,
  type Hint,
  type LinesShape,
  type PointedValue,
} from '../../src/core/hints/format';
import type { LinesReading } from '../../src/protocol';
import type { ReadBlock } from '../../src/core/report/dashboardView';
import { h } from '../dom';
import { openForm, openMenu, type MenuItem } from '../menu';
import type { ViewContext } from './context';

/** How a block was read, a short phrase a decision: the runs' axis, the header, what names the runs. */
export function readingPhrases(b: ReadBlock): string[] {
  const from = b.runsFrom;
  return [
    b.runsAxis && `runs in ${b.runsAxis}`,
    b.header && `header: ${b.header}`,
    b.runsColumn && `runs named by column "${b.runsColumn}"`,
    // a table that names its runs itself says so by its axis
    from &&
      !from.startsWith('its own') &&
      (from.startsWith('nothing names it') ? 'run not named: the default run' : `run named by ${from}`),
  ].filter((x): x is string => !!x);
}

const span = (from: number, to: number) => (from === to ? `line ${from}` : `lines ${from}-${to}`);
const lines = (b: ReadBlock) => span(b.startLine, b.endLine);

const refOf = (b: ReadBlock): BlockRef => ({
  key: b.key!,
  ...(b.choices.first ? { first: b.choices.first } : {}),
  lines: `${b.startLine}-${b.endLine}`,
});

/** The runs the whole dashboard knows, for a rename's suggestions. */
const allRuns = (ctx: ViewContext) => ctx.model.configs.map((c) => c.label);

const HEADER_ROWS = [
  { value: '0', text: '0: no header, its first line is a row' },
  { value: '1', text: '1: the first line names the columns' },
  { value: '2', text: '2: the line under it continues the names' },
  { value: '3', text: '3 lines' },
  { value: '4', text: '4 lines' },
  { value: '5', text: '5 lines' },
];

/** Rename a run (into an existing name: the two merge). */
export function renameForm(ctx: ViewContext, anchor: HTMLElement, runs: string[]): void {
  const known = allRuns(ctx);
  openForm(
    anchor,
    runs.length === 1 ? `Rename run "${runs[0]}"` : 'Rename a run',
    [
      ...(runs.length > 1
        ? [{ kind: 'select' as const, name: 'from', label: 'Run', options: runs.map((r) => ({ value: r, text: r })) }]
        : []),
      { kind: 'text', name: 'to', label: 'New name', value: runs[0] ?? '', suggestions: known },
    ],
    (v) => {
      const from = v.from ?? runs[0] ?? '';
      const to = (v.to ?? '').trim();
      if (!to) return 'Type a name.';
      if (to === from) return 'That is its name already.';
      ctx.correct(0, { kind: 'rename', from, to });
      return null;
    },
    'A name another run has merges the two runs into one.',
    (name, value, form) => {
      if (name !== 'to') return;
      const note = form.querySelector('.form-note');
      if (note)
        note.textContent = known.includes(value.trim())
          ? `"${value.trim()}" exists: the runs merge into one.`
          : 'A name another run has merges the two runs into one.';
    },
  );
}

/** Set a tunable of a run (`kernel.numa_balancing` = `2`). */
export function tunableForm(ctx: ViewContext, anchor: HTMLElement, runs: string[]): void {
  const keys = [...new Set(ctx.model.configs.flatMap((c) => Object.keys(c.tunables)))];
  openForm(
    anchor,
    runs.length === 1 ? `Set a tunable of "${runs[0]}"` : 'Set a tunable of a run',
    [
      ...(runs.length > 1
        ? [{ kind: 'select' as const, name: 'config', label: 'Run', options: runs.map((r) => ({ value: r, text: r })) }]
        : []),
      {
        kind: 'text',
        name: 'key',
        label: 'Tunable',
        placeholder: 'kernel.numa_balancing',
        suggestions: [...new Set([...keys, 'kernel.numa_balancing', 'vm.zone_reclaim_mode', 'transparent_hugepage'])],
      },
      { kind: 'text', name: 'value', label: 'Value', placeholder: '2' },
    ],
    (v) => {
      const key = (v.key ?? '').trim();
      const value = (v.value ?? '').trim();
      if (!key || !value) return 'Type the tunable and its value.';
      ctx.correct(0, { kind: 'tunables', config: v.config ?? runs[0] ?? '', set: { [key]: value } });
      return null;
    },
  );
}

/** Make one of the runs the baseline: one item each (a form past four). */
function baselineItems(ctx: ViewContext, anchor: HTMLElement, runs: string[]): MenuItem[] {
  const send = (config: string) => ctx.correct(0, { kind: 'baseline', config });
  const others = runs.filter((r) => r !== ctx.model.baseline);
  if (others.length <= 3) return others.map((r) => ({ label: `Make "${r}" the baseline`, run: () => send(r) }));
  return [
    {
      label: 'Make a run the baseline…',
      run: () =>
        openForm(
          anchor,
          'Make a run the baseline',
          [{ kind: 'select', name: 'config', label: 'Run', options: others.map((r) => ({ value: r, text: r })) }],
          (v) => (send(v.config ?? others[0]!), null),
        ),
    },
  ];
}

/** The shapes lines can be read as, in words (a read-lines hint's `as`). */
const SHAPES: { value: LinesShape; text: string }[] = [
  { value: 'table', text: 'a table: cells parted by gaps, or by a separator' },
  { value: 'run-lines', text: 'one run per line: name key: value key: value' },
  { value: 'values', text: "values in sentences: each run's value, as written" },
  { value: 'block', text: 'a block of their own: nothing before or after joins them' },
  { value: 'prose', text: 'not results: leave them unread' },
];

/** Separators people put between cells, offered as they type. */
const SEPARATORS = ['|', 'vs', ':', '=', ',', '-', '/', '= ,', 'blanks'];

/** Units a footnote gives a table's bare numbers in, offered as they type (any unit TierScope knows is taken). */
const UNITS = ['us', 'ms', 'ns', 's', 'KB', 'MB', 'GB', 'KiB', 'MiB', 'GiB', 'MB/s', 'GB/s', 'pages', '%'];

/** `134-166` or `12`: the 1-based lines, both included; undefined when it is not a range. */
function lineRange(v: string): [number, number] | undefined {
  const m = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(v);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return from >= 1 && to >= from ? [from, to] : undefined;
}

/** The fields that only a table takes: shown when the lines are read as one. */
const TABLE_FIELDS = ['separator', 'header', 'columns', 'runs'];
/** Typed among a table's column names, where the column naming the rows stands (`old, %change, new, (label)`). */
const LABEL_COLUMN = '(label)';
/** The fields of values in sentences: shown when the lines are read as them. */
const VALUES_FIELDS = ['measure', 'values'];

/** The words of a change against a run typed after its value (`0.57% lower than revert`). */
const CHANGE_WORDS = [' lower than ', ' higher than ', ' against '];

/**
 * The values typed for lines read as values: `run = value` entries parted by `;`, each of `measure` or of the
 * measure it names itself (`run / measure = value`); the value after the last `=` (a run may be `GOGC=400`).
 * A change against a run the text gives no value of: `fix = 0.57% lower than revert` (or `higher than`), or
 * `3cc2d870fb = -11.4% against c5e2324da2` (the value's own sign).
 */
export function typedValues(typed: string, measure: string): PointedValue[] | string {
  const out: PointedValue[] = [];
  for (const entry of typed
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const eq = entry.lastIndexOf('=');
    const value = eq < 0 ? '' : entry.slice(eq + 1).trim();
    const who = eq < 0 ? '' : entry.slice(0, eq).trim();
    const slash = who.lastIndexOf(' / ');
    const run = slash < 0 ? who : who.slice(0, slash).trim();
    const of = slash < 0 ? measure.trim() : who.slice(slash + 3).trim();
    if (!run || !value) return `Type each run and its value as run = value ("${entry}" is not).`;
    if (!of) return `Name the measure, or type it in the entry: run / measure = value ("${entry}").`;
    // a change against a run: the first of the words that say so (found by position: no pattern to backtrack)
    const spaced = value.replace(/\s+/g, ' ');
    const said = CHANGE_WORDS.map((w) => [w, spaced.indexOf(w)] as const)
      .filter(([, k]) => k > 0)
      .sort((a, b) => a[1] - b[1])[0];
    if (!said) {
      out.push({ run, measure: of, value });
      continue;
    }
    const [how, k] = said;
    const against = spaced.slice(k + how.length).trim();
    if (!against) return `Name the run the change is against ("${entry}").`;
    if (against === run) return `A run's change is against another run ("${entry}").`;
    out.push({
      run,
      measure: of,
      value: spaced.slice(0, k).trim(),
      against,
      ...(how === ' against ' ? {} : { direction: how === ' lower than ' ? ('lower' as const) : ('higher' as const) }),
    });
  }
  return out.length ? out : 'Type each run and its value as run = value, with ; between them.';
}

/**
 * Read lines as the user says (a read-lines hint): which lines (a block's, lines not parsed, any the user types,
 * and in which document), as what; for a table its separators, header lines, column names and runs' axis.
 */
export function readLinesForm(
  ctx: ViewContext,
  anchor: HTMLElement,
  at?: { doc: number; startLine: number; endLine: number },
): void {
  const many = ctx.docNames.length > 1;
  const form = openForm(
    anchor,
    at ? `Read ${span(at.startLine, at.endLine)} as…` : 'Read lines as…',
    [
      ...(many
        ? [
            {
              kind: 'select' as const,
              name: 'doc',
              label: 'Document',
              options: ctx.docNames.map((n, i) => ({ value: String(i), text: n })),
              value: String(at?.doc ?? 0),
            },
          ]
        : []),
      {
        kind: 'text',
        name: 'lines',
        label: 'Lines',
        value: at ? `${at.startLine}-${at.endLine}` : '',
        placeholder: '134-166',
      },
      { kind: 'select', name: 'as', label: 'Read them as', options: SHAPES, value: 'table' },
      {
        kind: 'text',
        name: 'separator',
        label: 'Cells also parted by',
        placeholder: 'gaps of 2+ blanks only; or | vs = ,',
        suggestions: SEPARATORS,
      },
      {
        kind: 'select',
        name: 'header',
        label: 'Header lines',
        options: [
          { value: '', text: 'the first line (or none with column names)' },
          ...HEADER_ROWS.map((o) => ({ value: o.value, text: o.value === '1' ? '1' : o.text })),
        ],
      },
      { kind: 'text', name: 'columns', label: 'Names of the value columns', placeholder: 'base, patched' },
      { kind: 'text', name: 'measure', label: 'Measure', placeholder: 'maximum PSS' },
      {
        kind: 'text',
        name: 'values',
        label: 'Each run and its value, as written',
        placeholder: 'baseline = 545MiB; patched = 517MiB; fix = 0.57% lower than revert',
      },
      {
        kind: 'select',
        name: 'runs',
        label: 'Runs',
        options: [
          { value: '', text: 'as the rules decide' },
          { value: 'columns', text: 'in its columns' },
          { value: 'rows', text: 'in its rows' },
        ],
      },
    ],
    (v) => {
      const range = lineRange(v.lines ?? '');
      if (!range) return 'Type the lines as FROM-TO, e.g. 134-166.';
      const read: LinesReading = { as: (v.as as LinesShape | undefined) ?? 'table' };
      if (read.as === 'table') {
        const separator = (v.separator ?? '').trim();
        if (separator) read.separator = separator;
        if (v.header) read.header = Number(v.header);
        // the label column (the rows' names) unnamed: first, or where `(label)` stands among the names
        const names = (v.columns ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean);
        const label = names.indexOf(LABEL_COLUMN);
        if (names.length) read.columns = label < 0 ? ['', ...names] : names.map((c, k) => (k === label ? '' : c));
        if (v.runs === 'columns' || v.runs === 'rows') read.runs = v.runs;
      }
      if (read.as === 'values') {
        const values = typedValues(v.values ?? '', v.measure ?? '');
        if (typeof values === 'string') return values;
        read.values = values;
      }
      ctx.correctLines(Number(v.doc ?? at?.doc ?? 0), range[0], range[1], read);
      return null;
    },
    `Value columns named (commas between) replace the header, or head a table that has none; ${LABEL_COLUMN} among them where the rows' names stand when they are not first.`,
    (name, value, form) => {
      if (name === 'as') showFieldsOf(form, value);
    },
  );
  // read as a table at first: the fields of values in sentences wait until they are chosen
  showFieldsOf(form, 'table');
}

/** Show the fields of the shape the lines are read as (a table's, or values in sentences'), hide the others. */
function showFieldsOf(form: HTMLElement, shape: string): void {
  for (const [fields, of] of [
    [TABLE_FIELDS, 'table'],
    [VALUES_FIELDS, 'values'],
  ] as const)
    for (const f of fields) {
      const label = form.querySelector(`[name=${f}]`)?.closest('label');
      if (label) label.hidden = shape !== of;
    }
  const note = form.querySelector<HTMLElement>('.form-note');
  if (note) note.hidden = shape !== 'table';
}

/** Cut a block of two outputs before each line that begins as one of them does (a split hint). */
function splitForm(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): void {
  const offered = b.choices.splits;
  openForm(
    anchor,
    `Split ${lines(b)}`,
    [
      ...(offered.length
        ? [
            {
              kind: 'select' as const,
              name: 'offered',
              label: 'Where another output begins',
              options: offered.map((x) => ({ value: x.at, text: `${x.at} (${x.parts} parts)` })),
            },
          ]
        : []),
      {
        kind: 'text',
        name: 'at',
        label: 'Before each line starting',
        value: offered[0]?.at ?? '',
        placeholder: '$ numactl',
      },
    ],
    (v) => {
      const at = (v.at ?? '').trim();
      if (!at) return 'Type how the lines that start a part begin.';
      ctx.correct(b.doc, { kind: 'split', block: refOf(b), at });
      return null;
    },
    'Each part is read on its own; name their runs after.',
    (field, value, form) => {
      if (field !== 'offered') return;
      const input = form.querySelector<HTMLInputElement>('input[name=at]');
      if (input) input.value = value;
    },
  );
}

/** The unit of a block's values read without one (a footnote's `The results are in usec`). */
function unitForm(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): void {
  openForm(
    anchor,
    `Unit of the values in ${lines(b)}`,
    [{ kind: 'text', name: 'unit', label: 'Unit', placeholder: 'us', suggestions: UNITS }],
    (v) => {
      const unit = (v.unit ?? '').trim();
      if (!unit) return 'Type the unit (us, MB, GB/s).';
      ctx.correct(b.doc, { kind: 'unit', block: refOf(b), unit });
      return null;
    },
    `${b.unitless} value${b.unitless === 1 ? ' has' : 's have'} no unit; those with one keep it.`,
  );
}

/**
 * A column of a table for a hint about it: the column that names the runs, one that splits them by its values,
 * one that names the measures with the first. Its header's cells to pick from, else the header typed.
 */
function columnForm(
  ctx: ViewContext,
  anchor: HTMLElement,
  b: ReadBlock,
  what: {
    kind: 'runs-column' | 'split-column' | 'label-column';
    title: string;
    columns: string[];
    example: string;
    note?: string;
  },
): void {
  openForm(
    anchor,
    what.title,
    what.columns.length
      ? [{ kind: 'select', name: 'column', label: 'Column', options: what.columns.map((c) => ({ value: c, text: c })) }]
      : [{ kind: 'text', name: 'column', label: 'Column header', placeholder: what.example }],
    (v) => {
      const column = (v.column ?? '').trim();
      if (!column) return 'Type the header of the column.';
      ctx.correct(b.doc, { kind: what.kind, block: refOf(b), column });
      return null;
    },
    what.note,
  );
}

/** The corrections of a block, as menu items. */
export function blockItems(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): MenuItem[] {
  // a setup block (the commands and settings a text states) holds no reading to correct
  if (!b.key || b.reader === null) return [];
  const send = (hint: Hint) => ctx.correct(b.doc, hint);
  const block = refOf(b);
  const where = lines(b);
  const items: MenuItem[] = [];
  if (!b.ignored)
    items.push({
      label: 'Other readings…',
      title: 'Read it the other ways it could be read, each shown with the runs it gives: one click takes it',
      run: () => otherReadingsMenu(ctx, anchor, b.doc, b.key!, `Other readings of ${lines(b)}`),
    });
  if (b.correctable !== 'none') {
    const to = b.runsAxis === 'rows' ? 'columns' : 'rows';
    items.push({
      label: b.runsAxis ? `Runs are in ${to}, not ${b.runsAxis}` : `Turn the table: runs in its ${to}`,
      title: 'Swap which axis of the table holds the runs',
      run: () => send({ kind: 'runs-axis', block, runs: to }),
    });
  }
  if (b.correctable === 'table') {
    items.push({
      label: 'Header rows…',
      title: 'How many lines head the table',
      run: () =>
        openForm(
          anchor,
          `Header rows of ${where}`,
          [{ kind: 'select', name: 'rows', label: 'Lines that head the table', options: HEADER_ROWS, value: '2' }],
          (v) => (send({ kind: 'header-rows', block, rows: Number(v.rows) }), null),
        ),
    });
    items.push({
      label: 'Column that names the runs…',
      run: () =>
        columnForm(ctx, anchor, b, {
          kind: 'runs-column',
          title: `Column that names the runs in ${where}`,
          columns: b.choices.header,
          example: 'policy',
        }),
    });
    items.push({
      label: 'Split its runs by a column…',
      title: "A column's values join the runs' names (one run per value)",
      run: () =>
        columnForm(ctx, anchor, b, {
          kind: 'split-column',
          title: `Split the runs of ${where} by a column`,
          // the column that names the runs already is none to split them by
          columns: b.choices.header.filter((c) => c !== b.runsColumn),
          example: 'threads',
          note: "Each run becomes one per value of the column, the value joined to the run's name.",
        }),
    });
    items.push({
      label: 'Column that names the measures…',
      title: 'A column of sizes or counts (8G, instances) is part of each measure, not a run',
      run: () =>
        columnForm(ctx, anchor, b, {
          kind: 'label-column',
          title: `Column that names the measures in ${where}`,
          columns: b.choices.header,
          example: 'cap',
          note: "Its values join the measures' names: | PR | 8G | is measure PR 8G.",
        }),
    });
  }
  // a table is split where its header comes again (else "Read lines as… a block of their own" parts it)
  if (b.choices.splits.length || (b.endLine > b.startLine && b.correctable !== 'table'))
    items.push({
      label: b.choices.splits.length ? 'Split where another output begins…' : 'Split before a line…',
      title: 'Two outputs read as one block: cut it before each line that begins as you say',
      run: () => splitForm(ctx, anchor, b),
    });
  items.push({
    label: `Read ${where} as…`,
    title:
      'State how these lines are read: a table (its separator, header, columns), a run per line, a block of their own, or not results',
    run: () => readLinesForm(ctx, anchor, { doc: b.doc, startLine: b.startLine, endLine: b.endLine }),
  });
  if (b.unitless > 0)
    items.push({
      label: 'Values without a unit are in…',
      title: 'The unit a footnote gives the bare numbers (The results are in usec)',
      run: () => unitForm(ctx, anchor, b),
    });
  if (b.measureCount > 0)
    items.push({
      // a block read as several runs is one: what told them apart joins its measures' names
      label: b.runs.length <= 1 ? 'Name its run from a line above…' : 'All of it is one run, named from a line above…',
      run: () => runNameForm(ctx, anchor, b),
    });
  // ratios to a named base are a table of the author's, not a tool's output
  if (b.measureCount > 0 && b.correctable === 'table')
    items.push({
      label: 'Values are relative to a run…',
      title:
        'The numbers are ratios to a run the text names only in a line (Relative to: X): that run is 1 in each measure',
      run: () => relativeToForm(ctx, anchor, b),
    });
  if (b.measureCount > 0)
    items.push({
      label: 'Every block one run, named by its caption',
      title: 'Each block that holds values is one run, named by the label above it or its heading',
      run: () => ctx.correct(b.doc, { kind: 'runs-by-caption' }),
    });
  if (b.measureCount > 0 && b.choices.above.length)
    items.push({
      label: 'Runs by the section line above…',
      title:
        'Lines that begin alike (on Windows 11 / on Linux) begin sections: qualify the runs under each, or make each section one run',
      run: () => sectionRunsForm(ctx, anchor, b),
    });
  if (b.runs.length) {
    items.push('separator');
    items.push({
      label: b.runs.length === 1 ? `Rename run "${b.runs[0]}"…` : 'Rename a run…',
      title: 'A name another run has merges the two',
      run: () => renameForm(ctx, anchor, b.runs),
    });
    items.push({
      label: b.runs.length === 1 ? `Set a tunable of "${b.runs[0]}"…` : 'Set a tunable of a run…',
      run: () => tunableForm(ctx, anchor, b.runs),
    });
    items.push(...baselineItems(ctx, anchor, b.runs));
  }
  if (!b.ignored) {
    items.push('separator');
    items.push({
      label: `Ignore ${where}`,
      title: 'Leave its values out of the comparison',
      run: () => send({ kind: 'ignore', block }),
    });
  }
  return items;
}

/** Runs named in a menu item before the rest are counted. */
const RUNS_IN_ITEM = 4;

/**
 * The other readings of the block `key` of document `doc` (of the whole document when `key` is ''), asked of the
 * host, as a menu: each with the runs it gives; picking one takes it.
 */
function otherReadingsMenu(ctx: ViewContext, anchor: HTMLElement, doc: number, key: string, title: string): void {
  // each reading is the text analyzed again: a block of a long paste takes a second, said at once
  const waiting = openMenu(anchor, title, [{ label: 'Trying the other readings…', run: () => {} }]);
  void ctx.otherReadings(doc, key).then((r) => {
    // closed meanwhile (Escape, a click elsewhere, a new drawing): the answer is not pushed in front of the user
    if (!waiting.isConnected || !anchor.isConnected) return;
    const items: MenuItem[] = r.others.map((o) => ({
      // a list of the whole text's says which block each acts on
      label: key ? o.says : readingAt(o),
      detail: `${runsPhrase(o.runs, RUNS_IN_ITEM)}; ${o.values} values`,
      title: `${runsPhrase(o.runs)}; ${o.values} values (as read: ${runsPhrase(r.runs)})`,
      run: () => ctx.correct(doc, o.hint),
    }));
    const none = r.note ?? 'No other reading tried gives other runs';
    openMenu(anchor, title, items.length ? items : [{ label: none, run: () => {} }]);
  });
}

/** A choice of the lines above a block (`173: time taskset ...`); picking one puts it, through `as`, in field `into`. */
function lineAbove(b: ReadBlock, label: string, into: string, as: (line: string) => string) {
  const field = {
    kind: 'select' as const,
    name: 'line',
    label,
    options: b.choices.above.map((l) => ({ value: l.text, text: `${l.line}: ${l.text}` })),
  };
  const change = (name: string, value: string, form: HTMLFormElement) => {
    if (name !== 'line') return;
    const input = form.querySelector<HTMLInputElement>(`input[name=${into}]`);
    if (input) input.value = as(value);
  };
  return { field, change };
}

/** The words a section line begins with that its like share, as a first guess: its first word (`on`, `Running`). */
const firstWord = (line: string) => /^\S+/.exec(line.trim())?.[0] ?? '';

/** Sections begun by lines alike: the user picks one above the block, says how they begin and what they do. */
function sectionRunsForm(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): void {
  // picking a line puts its first word in the beginning, to take or edit
  const line = lineAbove(b, 'Section line above the block', 'at', firstWord);
  openForm(
    anchor,
    `Runs by the section line above ${lines(b)}`,
    [
      line.field,
      { kind: 'text', name: 'at', label: 'Section lines begin with', value: firstWord(b.choices.above[0]!.text) },
      {
        kind: 'select',
        name: 'as',
        label: 'Under each section',
        options: [
          { value: 'qualify', text: "the line qualifies each run's name" },
          { value: 'name', text: 'the blocks are one run, named by the line' },
        ],
      },
    ],
    (v) => {
      const at = (v.at ?? '').trim();
      if (!at) return 'Type how the section lines begin.';
      ctx.correct(b.doc, { kind: 'section-runs', at, as: v.as === 'name' ? 'name' : 'qualify' });
      return null;
    },
    'Every line that begins so begins a section, up to the next one.',
    line.change,
  );
}

/** Name a block's run: one of the lines above it, as it is or edited. */
function runNameForm(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): void {
  const above = b.choices.above;
  // picking a line puts it in the name, to take as it is or edit
  const line = lineAbove(b, 'Line above the block', 'name', (t) => t);
  openForm(
    anchor,
    `Run name of ${lines(b)}`,
    [
      ...(above.length ? [line.field] : []),
      { kind: 'text', name: 'name', label: 'Name', value: above[0]?.text ?? b.runs[0] ?? '' },
      // a caption over a series of outputs (`unpatched -tip:` over five perf stat blocks) names them all
      ...(b.runs.length <= 1
        ? [
            {
              kind: 'select' as const,
              name: 'scope',
              label: 'Blocks',
              options: [
                { value: 'this', text: 'this block' },
                { value: 'from', text: 'this block and the blocks after it, up to the next so named' },
              ],
            },
          ]
        : []),
    ],
    (v) => {
      const name = (v.name ?? '').trim();
      if (!name) return 'Type a name.';
      const kind = v.scope === 'from' ? 'run-from' : b.runs.length <= 1 ? 'run-name' : 'one-run';
      ctx.correct(b.doc, { kind, block: refOf(b), name });
      return null;
    },
    undefined,
    line.change,
  );
}

/** What a line above names as the base of ratios: the words after `relative to` (or its last colon), else the line. */
const baseNamed = (line: string) =>
  /relative to:?\s*(.+)$/i.exec(line)?.[1]?.trim() ?? /:\s*(\S.*)$/.exec(line)?.[1]?.trim() ?? line.trim();

/** The run a block's ratios are relative to: typed, or taken from a line above (`Relative to: pg17.2`). */
function relativeToForm(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): void {
  const above = b.choices.above;
  const named = above.find((l) => /relative to/i.test(l.text)) ?? above[0];
  const line = lineAbove(b, 'Line above the block', 'base', baseNamed);
  openForm(
    anchor,
    `Values of ${lines(b)} relative to`,
    [
      ...(above.length ? [{ ...line.field, value: named?.text }] : []),
      { kind: 'text', name: 'base', label: 'Run', value: named ? baseNamed(named.text) : '' },
    ],
    (v) => {
      const base = (v.base ?? '').trim();
      if (!base) return 'Type the run the values are relative to.';
      ctx.correct(b.doc, { kind: 'relative-to', block: refOf(b), base });
      return null;
    },
    'That run becomes 1 in each of its measures, and the baseline.',
    line.change,
  );
}

/** Open a block's corrections menu by `anchor` (at the pointer for a right-click). */
export function openBlockMenu(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock, at?: { x: number; y: number }) {
  const items = blockItems(ctx, anchor, b);
  if (items.length) openMenu(anchor, `Correct ${lines(b)}`, items, at);
}

/** The menu of a run (a column header of Compare): its own corrections, then its block's (or a way to each). */
export function openRunMenu(
  ctx: ViewContext,
  anchor: HTMLElement,
  run: string,
  blocks: ReadBlock[],
  at?: { x: number; y: number },
): void {
  const items: MenuItem[] = [
    {
      label: `Rename "${run}"…`,
      title: 'A name another run has merges the two',
      run: () => renameForm(ctx, anchor, [run]),
    },
    ...(allRuns(ctx).length > 1
      ? [
          {
            label: 'Name the runs…',
            title: 'Every run with its name, to type anew at once (a name two runs take merges them)',
            run: () => runNamesForm(ctx, anchor, run),
          },
        ]
      : []),
    { label: `Set a tunable of "${run}"…`, run: () => tunableForm(ctx, anchor, [run]) },
    ...(run === ctx.model.baseline
      ? []
      : [{ label: `Make "${run}" the baseline`, run: () => ctx.correct(0, { kind: 'baseline', config: run }) }]),
    {
      label: `"${run}" is not a run: leave it out`,
      title: "An author's speedup column, a spec row: its values are left out",
      run: () => ctx.correct(0, { kind: 'not-a-run', config: run }),
    },
    ...(allRuns(ctx).length > 2
      ? [
          {
            label: 'The runs are only…',
            title: 'Pick the runs: every other (a spec table read as runs, ratio columns) is left out',
            run: () => onlyRunsForm(ctx, anchor),
          },
        ]
      : []),
  ];
  const more = blocksMenuItems(ctx, anchor, blocks, true);
  if (more.length) items.push('separator', ...more);
  openMenu(anchor, `Correct run "${run}"`, items, at);
}

/**
 * Every run with its name in a field, as a spreadsheet's column names are typed: those changed are named at once
 * (one correction), the focus on the run the menu was opened on.
 */
export function runNamesForm(ctx: ViewContext, anchor: HTMLElement, focus?: string): void {
  const runs = allRuns(ctx);
  const form = openForm(
    anchor,
    'Name the runs',
    [{ kind: 'texts', name: 'names', label: 'Runs and their names', items: runs.map((r) => ({ label: r, value: r })) }],
    (v) => {
      const typed = (v.names ?? '').split('\n').map((x) => x.trim());
      if (typed.some((x) => x === '')) return 'Give every run a name (leave a name as it is to keep it).';
      const names: Record<string, string> = {};
      runs.forEach((r, i) => typed[i] !== undefined && typed[i] !== r && (names[r] = typed[i]!));
      if (Object.keys(names).length === 0) return 'Type a new name for a run first.';
      ctx.correct(0, { kind: 'run-names', names });
      return null;
    },
    'A name two runs take, or another run has, merges them into one.',
  );
  const at = focus === undefined ? -1 : runs.indexOf(focus);
  if (at >= 0) form.querySelectorAll<HTMLInputElement>('fieldset.texts input')[at]?.focus();
}

/** Which runs the text has: every run listed, checked; those unchecked are left out. */
function onlyRunsForm(ctx: ViewContext, anchor: HTMLElement): void {
  openForm(
    anchor,
    'The runs are only',
    [
      {
        kind: 'checks',
        name: 'runs',
        label: 'Runs',
        options: allRuns(ctx).map((r) => ({ value: r, text: r, checked: true })),
      },
    ],
    (v) => {
      const configs = (v.runs ?? '').split('\n').filter(Boolean);
      if (configs.length === 0) return 'Keep one run at least.';
      if (configs.length === allRuns(ctx).length) return 'Uncheck the runs that are none.';
      ctx.correct(0, { kind: 'only-runs', configs });
      return null;
    },
    'The values of the runs left unchecked are left out.',
  );
}

/** The menu of a metric (a row header of Compare): the corrections of the block(s) its numbers came from. */
export function openBlocksMenu(
  ctx: ViewContext,
  anchor: HTMLElement,
  label: string,
  blocks: ReadBlock[],
  at?: { x: number; y: number },
): void {
  const items = blocksMenuItems(ctx, anchor, blocks, false);
  if (items.length) openMenu(anchor, label, items, at);
}

/** One block: its structure corrections here (and, for a run's menu, its ignoring); several: a way to each one's menu. */
function blocksMenuItems(ctx: ViewContext, anchor: HTMLElement, blocks: ReadBlock[], ofRun: boolean): MenuItem[] {
  const keyed = blocks.filter((b) => b.key);
  if (keyed.length === 1) {
    const b = keyed[0]!;
    const own = blockItems(ctx, anchor, b);
    // a run's menu has its run items already: the block's structure and ignoring, named by its lines
    const cut = own.indexOf('separator');
    const structure = ofRun && cut >= 0 ? own.slice(0, cut) : own;
    const ignore = ofRun
      ? own.slice(own.lastIndexOf('separator') + 1).filter((x) => x !== 'separator' && x.label.startsWith('Ignore'))
      : [];
    return [
      ...structure.map((x) =>
        x === 'separator' || !ofRun || x.label.includes(lines(b)) ? x : { ...x, label: `${x.label} (${lines(b)})` },
      ),
      ...ignore,
    ];
  }
  return keyed.slice(0, 6).map((b) => ({
    label: `Correct ${lines(b)}${b.title ? ` "${b.title.slice(0, 30)}"` : ''}…`,
    run: () => openBlockMenu(ctx, anchor, b),
  }));
}

/**
 * A button per document that lists its other readings over the whole text (every block's, at most 40, each with the
 * runs it gives), for a user who sees the runs are wrong before knowing which block misled the reading.
 */
export function wholeTextReadings(ctx: ViewContext): HTMLButtonElement[] {
  if (!ctx.reading.blocks.some((b) => b.key)) return [];
  return ctx.docNames.map((name, doc) => {
    const of = ctx.docNames.length > 1 ? name : 'the text';
    const button = h(
      'button',
      { type: 'button', class: 'secondary other-readings', 'aria-haspopup': 'menu' },
      ctx.docNames.length > 1 ? `Other readings of ${name}…` : 'Other readings…',
    );
    button.title = 'The runs each other reading of the text gives; picking one keeps it as a correction';
    button.addEventListener('click', () => otherReadingsMenu(ctx, button, doc, '', `Other readings of ${of}`));
    return button;
  });
}
