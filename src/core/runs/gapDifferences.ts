/**
 * Alike blocks whose gaps hold the same line but for a word or two (`$ ./start-qemu.sh Image_rv64ilp32 rootfs.ext2`
 * over one meminfo, `$ ./start-qemu.sh Image_rv64lp64 rootfs.ext2` over the next): the words that differ are what
 * the author changed between the runs, and name them. Taken only where the names read so far would merge the
 * blocks' runs (one name over all, or none).
 */
import type { Lines } from '../model';
import type { Segmented } from '../reading/segment';
import { isElision } from '../text/marks';
import { alikeGroups, lineSkeleton } from './captions';
import { GAP_LINES } from './gapNames';
import { isLabelSized, VIEW_COMMAND } from '../vocabulary/runs';

/** A word without the marks around it (`*Erofs:*`, `-h:`, `(tso`). */
const bare = (w: string) => w.replace(/^[*_("'`[]+|[*_)"'`\],:;]+$/g, '') || w;

/** The non-blank lines of a block's gap, nearest first, split into words (fences and elisions passed over). */
function gapWords(lines: Lines, from: number, floor: number): string[][] {
  const out: string[][] = [];
  for (let k = from - 1; k >= floor && k >= from - GAP_LINES; k--) {
    const t = lines.at(k).trim();
    // a command that only shows state (`free -h`, `cat /proc/vmstat`) shows a run, whatever its options
    if (t === '' || /^(```|~~~)[\w-]*$/.test(t) || isElision(t) || (lines.command[k] && VIEW_COMMAND.test(t))) continue;
    out.push(t.split(/\s+/));
  }
  return out;
}

/** A list item's mark (`a)`, `(2)`, `iii.`) or a day or month of a date: words that differ without naming a run. */
const NOT_A_NAME =
  /^(?:\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)]|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)$/i;

/**
 * The words of one line, written over each block at one distance, that differ between the blocks while the rest
 * is the same (same count of words, at least one shared): each block's own words, or undefined where the line is
 * not so alike or no word differs but in its numbers (`count=512` and `count=5120`, a port, a time of day: a
 * preamble's, as sharedGapLines reads them).
 */
function differingWords(rows: readonly string[][]): string[] | undefined {
  const n = rows[0]!.length;
  if (n < 2 || rows.some((r) => r.length !== n)) return undefined;
  const differ: number[] = [];
  let shared = 0;
  for (let i = 0; i < n; i++) {
    if (rows.every((r) => bare(r[i]!) === bare(rows[0]![i]!))) shared++;
    else if (
      new Set(rows.map((r) => lineSkeleton(bare(r[i]!)).toLowerCase())).size > 1 &&
      !rows.every((r) => NOT_A_NAME.test(r[i]!))
    )
      differ.push(i);
  }
  if (!differ.length || !shared) return undefined;
  // the words from the first that differs to the last, as written between them (`nx_gzip -c test.bin`)
  const names = rows.map((r) =>
    [bare(r[differ[0]!]!), ...r.slice(differ[0]! + 1, differ.at(-1)! + 1)].join(' ').replace(/[)"'`,:;*_]+$/, ''),
  );
  if (names.some((name) => !/[A-Za-z]/.test(name) || !isLabelSized(name))) return undefined;
  return new Set(names.map((s) => s.toLowerCase())).size === names.length ? names : undefined;
}

/**
 * Names by block for alike blocks told apart only by the words that differ in one line of their gaps, nearest the
 * blocks first. `nameOf` is each block's name so far, `unnamed` whether it is the default run.
 */
export function gapDifferences(
  seg: Segmented,
  floors: readonly number[],
  nameOf: (b: number) => string,
  unnamed: (b: number) => boolean,
): Map<number, string> {
  const named = new Map<number, string>();
  for (const group of alikeGroups(seg)) {
    if (group.length < 2) continue;
    // only where every block would fall in one run: one name over all, or none
    const names = new Set(group.map((b) => (unnamed(b) ? '' : nameOf(b).toLowerCase())));
    if (names.size > 1) continue;
    const gaps = group.map((b) => gapWords(seg.lines, seg.naming[b]!.from, floors[b]!));
    const depth = Math.min(...gaps.map((g) => g.length));
    for (let j = 0; j < depth; j++) {
      const words = differingWords(gaps.map((g) => g[j]!));
      if (!words) continue;
      group.forEach((b, k) => named.set(b, words[k]!));
      break;
    }
  }
  return named;
}
