/**
 * A short list of `label value` lines under a caption that names a run (a setting such as `merge_nodes=1`,
 * or a run's name such as `base`), with no header and no colon, as mails give one run's figures:
 * `merge_nodes=1` over `2 nodes 1.4%`, `4 nodes 1.6%`, `8 nodes<TAB>1.7%`. The caption (read by the
 * segmenter as the block's label) names the run; each label is a measure. Labels that name runs
 * themselves (`base  12.3` over `patched  13.4`) make the runs the rows and the caption the measure.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { cellNumber, cellUnit, rowAt } from '../kit/columns';
import { finiteNumber } from '../../text/numbers';
import { isConfigLike } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, LEADS_DIGIT, LEADS_LETTER, startHas } from '../kit/lineShape';

/** A label of a few words, then one value (a percentage, or a unit glued to it). */
const ITEM =
  /^([A-Za-z0-9][\w.+/()-]*(?: [\w.+/()-]+){0,3})[ \t]+(-?\d[\d,]{0,15}(?:\.\d{1,12})?)(%|[A-Za-z]{1,3})?[ \t]*$/;
/** A caption over the list: a short line that is no sentence. */
const CAPTION = /^\S.{0,59}$/;

export const parseValueList: Parser = (lines, i) => {
  if (i === 0 || lines.command[i - 1]) return undefined;
  const caption = lines.at(i - 1).trim();
  if (!CAPTION.test(caption) || /[.,;!?]$/.test(caption) || ITEM.test(caption)) return undefined;
  // the caption names a run: a setting (`merge_nodes=1`) or a run's name (`base`, `with THP`)
  if (!/\S=\S/.test(caption) && !isConfigLike(caption.replace(/:$/, ''))) return alignedList(lines, i);
  const items: { label: string; value: number; unit: string; line: number }[] = [];
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const m = ITEM.exec(lines.at(k).trim());
    if (!m) break;
    const value = finiteNumber(m[2]!.replace(/,/g, ''));
    // a label names a measure: `2 nodes`, not `20620` (a pair of numbers is a series' point)
    if (value === undefined || !/[A-Za-z]/.test(m[1]!) || items.some((x) => x.label === m[1])) return undefined;
    items.push({ label: m[1]!, value, unit: m[3] ?? '', line: k + 1 });
  }
  // two lines at least, set off below (a blank line or the end), one unit for all
  if (items.length < 2 || (k < lines.count && lines.at(k).trim() !== '')) return undefined;
  if (new Set(items.map((x) => x.unit)).size > 1) return undefined;
  const unit = items[0]!.unit;
  const data: ConfigTable = items.every((x) => isConfigLike(x.label))
    ? {
        type: 'table',
        columns: items.map((x) => x.label),
        rows: [
          {
            name: caption.replace(/:$/, ''),
            values: items.map((x) => x.value),
            lines: items.map((x) => x.line),
            unit,
            line: i + 1,
          },
        ],
      }
    : {
        type: 'table',
        columns: ['value'],
        rows: items.map((x): TableRow => ({ name: x.label, values: [x.value], unit, line: x.line })),
      };
  return { kind: 'results-table', end: k, data };
};

/**
 * `name   value unit` lines under any caption (`== summary (migflow) ==` over `execution time   1285.71 s`,
 * `promotion   9.28 GB (2,432,978 pages)`): one run's measures when the values line up in one column, set
 * off from their names by a gap, each line a row of one value (its note after it dropped), and the list set
 * off below. The lines above name the run.
 */
function alignedList(lines: Lines, i: number): ReturnType<Parser> {
  if (!START.test(lines.at(i))) return undefined;
  const rows: TableRow[] = [];
  const names = new Set<string>();
  let at = -1;
  let k = i;
  for (; k < lines.count && !lines.command[k] && lines.at(k).trim() !== ''; k++) {
    const r = rowAt(lines, k);
    const cell = r?.cells.length === 1 ? r.cells[0]! : undefined;
    const value = cell && cellNumber(cell.raw);
    // a `name: value` or `name = value` line is a field's, read by the readers of fields
    if (!r || !cell || value === undefined || !/[A-Za-z]/.test(r.label) || /[:=]/.test(r.label)) return undefined;
    if ((at >= 0 && cell.start !== at) || cell.start - (r.start + r.label.length) < 2) return undefined;
    if (names.has(r.label)) return undefined;
    names.add(r.label);
    at = cell.start;
    rows.push({ name: r.label, values: [value], unit: cellUnit(cell.raw) ?? '', line: k + 1 });
  }
  // values in units (`1285.71 s`, `9.28 GB`): measures, not a dump's counters (`pages free   1234`)
  if (rows.filter((r) => r.unit !== '').length * 2 < rows.length) return undefined;
  if (
    rows.length < 2 ||
    (k < lines.count && !lines.command[k] && lines.at(k).trim() !== '' && !/^(```|~~~)/.test(lines.at(k).trim()))
  )
    return undefined;
  return { kind: 'results-table', end: k, data: { type: 'table', columns: ['value'], rows } };
}

/** A `label value` line: a label without a colon or `=`, then a value, maybe with its unit. */
const START = /^[ \t]*[A-Za-z0-9][^:=]{0,60}[ \t]-?\d[\d,.]*(?: ?(?:%|[A-Za-z]{1,3}))?[ \t]*$/;

/** Starts at a `label value` line. */
export const valueListReader: Reader = {
  name: 'value list',
  shape: startHas(DIGIT, LEADS_LETTER | LEADS_DIGIT),
  start: START,
  read: parseValueList,
};
