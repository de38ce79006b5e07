/**
 * Alike blocks that would share one run's name, told apart by the lines written between each of them and the
 * block before it. One author writes parallel things in one form: `= vanilla =` over the first perf stat block
 * and `= srcu =` over the fourth, `before:` and `after:` over two wrk outputs, `$ # old` and `$ # this PR` before
 * two hyperfine runs. Whatever the form, a line in it that differs from block to block is the name of each run.
 */
import type { Lines } from '../model';
import type { Segmented } from '../reading/segment';
import { isElision, namesData } from '../text/marks';
import {
  DUMP_CAPTION,
  emphasisOnly,
  isCommand,
  isTyped,
  NOT_LABEL,
  readAlike,
  THIS_CHANGE,
  trimMarks,
} from './captions';
import { isLabelSized } from '../vocabulary/runs';
import { isConfigLike } from '../text/units';

/** A line of the gap above a block that can name its run: its words, and its form (the marks around them). */
interface GapLabel {
  name: string;
  form: string;
}

/** Blocks that show the system's state rather than a run's results. */
const STATE_DUMPS = new Set(['meminfo', 'vmstat', 'numastat', 'sysctl', 'numactl-hardware']);

/** How far above a block its name is looked for (past blank lines, fences, commands and elisions). */
const GAP_LINES = 8;

/**
 * The nearest line above a block that reads as a label, within its gap (at `floor` or below: after the block
 * before). Blank lines, fence marks, elisions and commands are passed over; a shell comment typed as a command
 * (`$ # old`) is a label. The first line of any other text ends the search: a label is the line right over the
 * block's output or its command.
 */
export function gapLabel(lines: Lines, from: number, floor: number): GapLabel | undefined {
  for (let k = from - 1; k >= floor && k >= from - GAP_LINES; k--) {
    const t = lines.at(k).trim();
    // blank lines, fence marks, elisions, and lines of no words (`8508 - 11378`: output, not a name)
    if (t === '' || /^(```|~~~)[\w-]*$/.test(t) || isElision(t) || !/[A-Za-z\u00c0-\uffff]/.test(t)) continue;
    if (lines.command[k] || isCommand(lines, k)) {
      const comment = /^#+\s*(\S.*)$/.exec(t);
      if (comment && lines.command[k]) return asLabel(comment[1]!, '$ #');
      continue;
    }
    return asLabel(t, undefined);
  }
  return undefined;
}

/** An author's aside closing a name (`(not included - makes the code look ugly)`): four words or more in parentheses. */
const ASIDE = /\s+\((?:[^()\s]+\s+){3,}[^()]*\)(?=\s*:?\s*$)/;

/** The words of a line set off as a name (a heading, bold, `= x =`, a list item, `x:`), and their marks; undefined for a sentence, a data line or anything long. */
function asLabel(line: string, form: string | undefined): GapLabel | undefined {
  // a sentence, a table's row, a value (`processed: 45492`), a row of values (`D, 0x4ad15f0, 18000000`)
  if (/[.!?|]$/.test(line) || line.includes('|') || /\d\s{2,}\S/.test(line) || /[:=]\s*[-+]?\d[\d.,]*\s*$/.test(line))
    return undefined;
  if ((line.match(/(?:^|[\s,;(])(?:0x[\da-f]+|[-+]?\d[\d.,]*)(?=$|[\s,;)])/gi) ?? []).length >= 2) return undefined;
  // a command after a prompt the cleaning did not know (`→ perf stat ./test.sh old_pack`)
  const typed = line.replace(/^[^\w./~#]+/, '');
  if (typed !== line && (isTyped(typed) || /(?:^|\s)\.{0,2}\/\w/.test(typed))) return undefined;
  // `# # this PR`: a shell comment after a root prompt the cleaning left
  const comment = form === undefined ? /^[#$]\s+#\s*(\S.*)$/.exec(line) : null;
  if (comment) return asLabel(comment[1]!, '$ #');
  const t = line.replace(ASIDE, '');
  const bare = emphasisOnly(t) ?? t;
  const name = trimMarks(bare.replace(/^#{1,6}\s+/, '').replace(/^(?:[-*+\u2022]|\d{1,2}[.)])\s+/, ''));
  if (!name || !/[A-Za-z\u00c0-\uffff]/.test(name) || !isLabelSized(name)) return undefined;
  if ((NOT_LABEL.test(name) && !THIS_CHANGE.test(name)) || namesData(name) || DUMP_CAPTION.test(`${name}:`))
    return undefined;
  const at = t.indexOf(name);
  const marks = at < 0 ? t : `${t.slice(0, at)}_${t.slice(at + name.length)}`;
  return { name, form: form ?? marks.replace(/\s+/g, ' ').toLowerCase() };
}

/**
 * Blocks read alike that would merge (one left unnamed, or one name carried down over several) whose gaps each hold a label
 * of one form, not all the same: each block is the run its own label names, or the run of the last label above
 * it (`= vanilla =` over three fio runs, `= srcu =` over the next three). The first block must have a label of
 * its own, and the labels at least two names; else the group keeps its name. Returns the names so given.
 */
export function gapsTellRunsApart(
  seg: Segmented,
  nameOf: (b: number) => string,
  unnamed: (b: number) => boolean,
): Map<number, string> {
  const groups = new Map<string, number[]>();
  /** Each block's label, or the label of the nearest block before it that has one (blocks in the order written). */
  const nearest: (GapLabel | undefined)[] = [];
  let floor = 0;
  let last: GapLabel | undefined;
  seg.naming.forEach((n, b) => {
    if (!n) return;
    // a dump of the system's state (`## confirm it worked` over meminfo) shows a run's state, it is none
    if (STATE_DUMPS.has(seg.blocks[b]!.kind)) return;
    last = gapLabel(seg.lines, n.from, floor) ?? (n.reset ? undefined : last);
    nearest[b] = last;
    floor = n.to;
    const key = readAlike(seg, b, n.from);
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  });
  const named = new Map<number, string>();
  for (const group of groups.values()) {
    // a block's own label, or one over the other blocks written since the group's block before it
    const own = group.map((b, k) => {
      const label = nearest[b];
      return k > 0 && label === nearest[group[k - 1]!] ? undefined : label;
    });
    const first = own[0];
    const names = group.map((b) => nameOf(b).toLowerCase());
    const taken = (k: number) => names.indexOf(names[k]!) !== k || names.lastIndexOf(names[k]!) !== k;
    // only where the names the lines around them gave would merge runs: a block left unnamed, or a name taken twice
    if (group.length < 2 || !first || !group.some((b, k) => unnamed(b) || taken(k))) continue;
    const forms = own.map((l) => (l?.form === first.form ? l : undefined));
    // labels written again over later blocks are what each block ran (`[seqread]`, `[randread]` under each image),
    // unless they name configurations (`= vanilla =` and `= srcu =` under each workload)
    const written = forms.filter((l) => l !== undefined).map((l) => l.name);
    const distinct = new Set(written.map((n) => n.toLowerCase()));
    if (distinct.size < 2 || (distinct.size !== written.length && !written.some(isConfigLike))) continue;
    // a block's own label names it where it had no name or shared one; an unnamed block after it takes the same
    let carried: string | undefined;
    group.forEach((b, k) => {
      const label = forms[k]?.name;
      if (label !== undefined) carried = label;
      if (label !== undefined && (unnamed(b) || taken(k))) named.set(b, label);
      else if (unnamed(b) && carried !== undefined) named.set(b, carried);
    });
  }
  return named;
}
