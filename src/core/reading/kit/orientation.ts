/**
 * Which axis of a table holds the runs: decided from named rules over the header and the first column (known
 * run names, names shaped like configs or like measures, the corner cell, settings, launch commands), in order
 * of precedence, with every rule that speaks kept as evidence (decision.ts).
 */
import { namesAnnounced, type Legend } from './legend';
import { isValueCell, type Grid } from './grid';
import { decide, type Decided, type Rule } from './decision';
import { RUN_NAME, SETTINGS_LABEL, sweepAxis, sweptColumns, wordColumn } from './results';
import { REFERENCE_NAME } from '../../vocabulary/runs';
import { parseNumber } from '../../text/numbers';
import { isConfigLike, isMetricLike, isStatistic, namesAVersion } from '../../text/units';

export type Axis = 'columns' | 'rows';

/** What the rules look at, each computed once and only when a rule asks. */
class TableFacts {
  readonly corner: string;
  readonly heads: string[];
  readonly firsts: string[];
  constructor(
    readonly grid: Grid,
    readonly legend: Legend,
    readonly runs: ReadonlySet<string> | undefined,
  ) {
    this.corner = (grid.header[0] ?? '').toLowerCase().trim();
    this.heads = grid.header.slice(1);
    this.firsts = grid.rows.map((r) => r.cells[0] ?? '');
  }
  private memo = new Map<string, number | boolean>();
  private once<T extends number | boolean>(key: string, f: () => T): T {
    let v = this.memo.get(key) as T | undefined;
    if (v === undefined) this.memo.set(key, (v = f()));
    return v;
  }
  known = (s: string) => this.legend.configs.has(s) || !!this.runs?.has(s.trim());
  announced = (s: string) => namesAnnounced(this.legend, s);
  get swept() {
    return this.once('swept', () => sweepAxis(this.grid));
  }
  get numberedRows() {
    return this.once(
      'numbered',
      () =>
        this.firsts.every((c) => parseNumber(c) !== undefined) &&
        !this.heads.some((_, c) => wordColumn(this.grid, c + 1)),
    );
  }
  get rowMetric() {
    return this.once(
      'rowMetric',
      () => this.firsts.filter((c) => isMetricLike(c)).length / Math.max(1, this.firsts.length),
    );
  }
  get colMetric() {
    return this.once(
      'colMetric',
      () => this.heads.filter((h) => isMetricLike(h)).length / Math.max(1, this.heads.length),
    );
  }
}

const side = (columns: boolean): Axis => (columns ? 'columns' : 'rows');
/** A name without what its cells hold stated after it (`baseline(std%)`, `vanilla (ms)`): `baseline`, `vanilla`. */
const withoutAside = (x: string) => {
  const t = x.trim();
  const open = t.endsWith(')') ? t.lastIndexOf('(') : -1;
  return open >= 0 && t.length - open <= 22 ? t.slice(0, open).trim() : t;
};
/** A row or column label that is a launch command or its options (`` `numactl --membind=1` ``, `--threads 8`). */
const launched = (x: string) =>
  /^`?(?:numactl|taskset|chrt|cpuset)\b|(?:^|\s)--?[a-z][\w-]*(?:=|\s|`|$)/i.test(x.trim());
const settings = (h: string) => SETTINGS_LABEL.test(h.trim());
/** The keys the labels set (`nb=2 thp=always`: nb, thp). */
const keysSet = (labels: readonly string[]) =>
  new Set(
    labels.flatMap((h) =>
      h
        .trim()
        .split(/[\s,/;]+/)
        .map((kv) => kv.split('=')[0]!),
    ),
  );
/**
 * Labels that are all settings, over a few keys (`nb=0` / `nb=2`, `thp=always nb=2`): runs. Labels that each set
 * a key of their own (`hot-points_range=100`, `point-query_range=100`, ...) are workloads with a parameter.
 */
const settingsSide = (labels: readonly string[]) =>
  labels.every(settings) && keysSet(labels).size <= Math.max(2, labels.length / 2);
const CORNER_NAMES_RUNS = /^(config|configuration|kernel|mode|setup|run|case|variant|system|policy|label|name)\b/;
const CORNER_NAMES_MEASURED =
  /^(metric|counter|ctr|event|iter|stat|vmstat|interesting|key|field|join|query|queries|workload|benchmark|test|phase|operation)\b/;

/** A signed change in percent (`-5.78%`, `+0.27%`, `0.00%`). */
const CHANGE_CELL = /^[-+]?\d+(?:\.\d+)?%$/;
/**
 * Column c holds changes in %, zero in exactly one row, and its header names that row (`mitigations=off` over
 * `0.00%` in the row `mitigations=off`): the changes of every row against that row's run.
 */
function changesAgainstARow(grid: Grid, c: number): boolean {
  const cells = grid.rows.map((r) => (r.cells[c] ?? '').trim());
  if (!cells.every((x) => CHANGE_CELL.test(x))) return false;
  const zeros = grid.rows.filter((_, r) => Number(cells[r]!.slice(0, -1)) === 0);
  const head = (grid.header[c] ?? '').trim().toLowerCase();
  const label = zeros[0]?.cells[0]?.trim().toLowerCase();
  return zeros.length === 1 && !!label && head.includes(label);
}

/** A file a run wrote its results to (`log/native_3483_time.csv`, `before.txt`): it names that run. */
const RESULT_FILE = /^(?:[\w.-]+\/){0,6}[\w.-]+\.(?:csv|tsv|txt|log|json|out|dat|fio)$/i;

/** The rules, each a witness with its strength; listed in order of precedence, which breaks a tie. */
const ORIENTATION: readonly Rule<TableFacts, Axis>[] = [
  {
    name: 'runs named before (a legend, or an earlier table) head one side',
    strength: 0.95,
    says: (f) => {
      const cols = f.heads.filter(f.known).length;
      const rows = f.firsts.filter(f.known).length;
      return cols === rows ? undefined : side(cols > rows);
    },
  },
  {
    name: 'one side is named like configs (base/patched, kernel versions, commits, result files), the other is not',
    strength: 0.85,
    says: (f) => {
      // `After (JIT)`, `Before (avg)`: the name is the run's, the aside says what its cells hold
      const like = (x: string) =>
        isConfigLike(x) ||
        isConfigLike(withoutAside(x)) ||
        (!isMetricLike(x) && namesAVersion(x)) ||
        RESULT_FILE.test(x.trim());
      const cols = f.heads.filter(like).length / Math.max(1, f.heads.length);
      // under a parameter's name (`| Skew |` over `1.0`, `0.75`) numbers are the points of a sweep, not versions
      const rows = f.swept ? 0 : f.firsts.filter(like).length / Math.max(1, f.firsts.length);
      return Math.abs(cols - rows) >= 0.5 ? side(cols > rows) : undefined;
    },
  },
  {
    name: 'one side holds what the text sets against each other (`lru vs clock` in a title, a heading or a sentence)',
    strength: 0.8,
    says: (f) => {
      const cols = f.heads.filter(f.announced).length;
      const rows = f.firsts.filter(f.announced).length;
      return Math.max(cols, rows) >= 2 && Math.min(cols, rows) === 0 ? side(cols > rows) : undefined;
    },
  },
  {
    name: 'a column the author computed in each row from two others (a speedup, a change in %): the columns are what it compares',
    strength: 0.85,
    // rows labelled in one column only: a second column of labels (`8G | PR`, `IGB-HOM-small/19 | localalloc`) may
    // hold the runs
    says: (f) =>
      f.grid.compared && !f.heads.some((_, c) => f.grid.rows.every((r) => !isValueCell(r.cells[c + 1] ?? '')))
        ? 'columns'
        : undefined,
  },
  {
    name: 'one side is all statistics of one measure (min, q1, median, max): the other side holds the runs',
    strength: 0.85,
    says: (f) => {
      const all = (xs: string[]) => xs.length >= 2 && xs.every((x) => isStatistic(x.trim()));
      const cols = all(f.heads);
      const rows = all(f.firsts);
      return cols === rows ? undefined : side(rows);
    },
  },
  {
    name: "a column of changes in %, 0% in one row: each row's change against that row's run",
    strength: 0.9,
    says: (f) =>
      f.grid.rows.length >= 2 && f.heads.some((_, c) => changesAgainstARow(f.grid, c + 1)) ? 'rows' : undefined,
  },
  {
    name: 'one side names the baseline (baseline, vanilla, stock)',
    strength: 0.8,
    says: (f) => {
      const cols = f.heads.some((h) => REFERENCE_NAME.test(withoutAside(h)));
      const rows = f.firsts.some((c) => REFERENCE_NAME.test(withoutAside(c)));
      return cols === rows ? undefined : side(cols);
    },
  },
  {
    name: 'every row is a launch command or its options',
    strength: 0.8,
    says: (f) => (f.firsts.length >= 2 && f.firsts.every(launched) && !f.heads.some(launched) ? 'rows' : undefined),
  },
  {
    name: 'columns named as repetitions (run A, run B)',
    strength: 0.8,
    says: (f) => (f.heads.filter((h) => RUN_NAME.test(h.trim())).length >= 2 ? 'columns' : undefined),
  },
  {
    name: 'one side is all settings (nb=2, thp=always)',
    strength: 0.8,
    says: (f) => {
      const cols = f.grid.header.length >= 3 && settingsSide(f.heads);
      const rows = f.firsts.length >= 2 && settingsSide(f.firsts);
      return cols === rows ? undefined : side(cols);
    },
  },
  {
    name: 'rows numbered by a parameter under columns that are no measures',
    strength: 0.7,
    says: (f) => (f.numberedRows && !f.heads.some((h) => isMetricLike(h)) ? 'columns' : undefined),
  },
  {
    name: 'the corner names a parameter whose points head the columns (threads | 8 | 16 | 32)',
    strength: 0.7,
    says: (f) =>
      /^[a-z][\w -]{0,23}$/.test(f.corner) &&
      !CORNER_NAMES_MEASURED.test(f.corner) &&
      sweptColumns(f.grid) &&
      !f.firsts.every((c) => parseNumber(c) !== undefined)
        ? 'columns'
        : undefined,
  },
  {
    name: 'the corner cell names the runs (config, kernel, mode)',
    strength: 0.75,
    says: (f) => (CORNER_NAMES_RUNS.test(f.corner) ? 'rows' : undefined),
  },
  {
    name: 'every column is a measure and no row is',
    strength: 0.8,
    says: (f) => (f.colMetric === 1 && f.rowMetric === 0 && !f.numberedRows ? 'rows' : undefined),
  },
  {
    name: 'the corner cell names what was measured (metric, counter, workload)',
    strength: 0.75,
    says: (f) => (CORNER_NAMES_MEASURED.test(f.corner) ? 'columns' : undefined),
  },
  {
    name: 'models as rows under columns that are no measures',
    strength: 0.7,
    says: (f) => (/^(models?|llms?)$/.test(f.corner) && f.colMetric === 0 ? 'columns' : undefined),
  },
  {
    name: 'an empty corner cell: the side with fewer measures holds the runs',
    strength: 0.55,
    says: (f) => (f.corner === '' ? side(f.colMetric <= f.rowMetric) : undefined),
  },
];

/** Which axis holds the runs, with the rules that spoke. */
export function tableOrientation(grid: Grid, legend: Legend, runs?: ReadonlySet<string>): Decided<Axis> {
  const facts = new TableFacts(grid, legend, runs);
  return decide('orientation', ORIENTATION, facts, {
    answer: side(facts.rowMetric > facts.colMetric),
    name: 'more of the rows than the columns are measures',
    strength: 0.5,
  });
}
