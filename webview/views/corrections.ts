/**
 * The corrections of a reading, as menus and small forms: on a block (Sources, and the headers of Compare)
 * and on a run. Each ends in one `correct` message; the host analyzes again and sends a new `load`.
 */
import type { BlockRef, Hint } from '../../src/core/hints/format';
import type { ReadBlock } from '../../src/core/report/dashboardView';
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

const lines = (b: ReadBlock) =>
  b.startLine === b.endLine ? `line ${b.startLine}` : `lines ${b.startLine}-${b.endLine}`;

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

/** The corrections of a block, as menu items. */
export function blockItems(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): MenuItem[] {
  // a setup block (the commands and settings a text states) holds no reading to correct
  if (!b.key || b.reader === null) return [];
  const send = (hint: Hint) => ctx.correct(b.doc, hint);
  const block = refOf(b);
  const where = lines(b);
  const items: MenuItem[] = [];
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
        openForm(
          anchor,
          `Column that names the runs in ${where}`,
          b.choices.header.length
            ? [
                {
                  kind: 'select',
                  name: 'column',
                  label: 'Column',
                  options: b.choices.header.map((c) => ({ value: c, text: c })),
                },
              ]
            : [{ kind: 'text', name: 'column', label: 'Column header', placeholder: 'policy' }],
          (v) => {
            const column = (v.column ?? '').trim();
            if (!column) return 'Type the header of the column.';
            send({ kind: 'runs-column', block, column });
            return null;
          },
        ),
    });
  }
  if (b.measureCount > 0)
    items.push({
      // a block read as several runs is one: what told them apart joins its measures' names
      label: b.runs.length <= 1 ? 'Name its run from a line above…' : 'All of it is one run, named from a line above…',
      run: () => runNameForm(ctx, anchor, b),
    });
  if (b.measureCount > 0)
    items.push({
      label: 'Every block one run, named by its caption',
      title: 'Each block that holds values is one run, named by the label above it or its heading',
      run: () => ctx.correct(b.doc, { kind: 'runs-by-caption' }),
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

/** Name a block's run: one of the lines above it, as it is or edited. */
function runNameForm(ctx: ViewContext, anchor: HTMLElement, b: ReadBlock): void {
  const above = b.choices.above;
  openForm(
    anchor,
    `Run name of ${lines(b)}`,
    [
      ...(above.length
        ? [
            {
              kind: 'select' as const,
              name: 'line',
              label: 'Line above the block',
              options: above.map((l) => ({ value: l.text, text: `${l.line}: ${l.text}` })),
            },
          ]
        : []),
      { kind: 'text', name: 'name', label: 'Name', value: above[0]?.text ?? b.runs[0] ?? '' },
    ],
    (v) => {
      const name = (v.name ?? '').trim();
      if (!name) return 'Type a name.';
      ctx.correct(b.doc, { kind: b.runs.length <= 1 ? 'run-name' : 'one-run', block: refOf(b), name });
      return null;
    },
    undefined,
    (field, value, form) => {
      // picking a line puts it in the name, to take as it is or edit
      if (field !== 'line') return;
      const input = form.querySelector<HTMLInputElement>('input[name=name]');
      if (input) input.value = value;
    },
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
    { label: `Set a tunable of "${run}"…`, run: () => tunableForm(ctx, anchor, [run]) },
    ...(run === ctx.model.baseline
      ? []
      : [{ label: `Make "${run}" the baseline`, run: () => ctx.correct(0, { kind: 'baseline', config: run }) }]),
    {
      label: `"${run}" is not a run: leave it out`,
      title: "An author's speedup column, a spec row: its values are left out",
      run: () => ctx.correct(0, { kind: 'not-a-run', config: run }),
    },
  ];
  const more = blocksMenuItems(ctx, anchor, blocks, true);
  if (more.length) items.push('separator', ...more);
  openMenu(anchor, `Correct run "${run}"`, items, at);
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
      ...structure.map((x) => (x === 'separator' || !ofRun ? x : { ...x, label: `${x.label} (${lines(b)})` })),
      ...ignore,
    ];
  }
  return keyed.slice(0, 6).map((b) => ({
    label: `Correct ${lines(b)}${b.title ? ` "${b.title.slice(0, 30)}"` : ''}…`,
    run: () => openBlockMenu(ctx, anchor, b),
  }));
}
