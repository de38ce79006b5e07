/**
 * Alike blocks, each under its own paragraph of prose, whose opening clauses run in parallel: `before this
 * patch, its possible to read ~35k entries ...` over one time(1) output and `after this patch, dump completes
 * very quickly:` over the other; `Before the patch, for the fully populated 400 MB anonymous VMA, ...` and
 * `After the patch, it will be always,` over two smaps entries. The clauses that share their words but one or
 * two name the runs. The parallel is the evidence: one paragraph's opening could be any sentence; clauses of
 * alike blocks that differ only where the runs differ are the author's names for them.
 */
import type { Lines } from '../model';
import type { Segmented } from '../reading/segment';
import { isLabelSized } from '../vocabulary/runs';
import { FILLER_WORD } from '../text/words';
import { isCommand, readAlike } from './captions';

/** How far above a block its lead-in paragraph may start (lines), past the commands and their output. */
const REACH = 20;
/** The clauses of a paragraph that may name the run: its opening one. */
const OPENING_CLAUSES = 1;

const wordsOf = (clause: string) => clause.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}._+-]*/gu) ?? [];
/** The words of a clause that carry its meaning: no filler, no pronoun. */
const contentWords = (clause: string) =>
  new Set(wordsOf(clause).filter((w) => !FILLER_WORD.test(w) && !PRONOUN.test(w)));
const PRONOUN = /^(?:i|we|you|it|this|that|these|those|there|here)$/;

/**
 * The paragraph of prose nearest above line `from`, not above `floor`: past blank lines, commands, and a
 * command's output (the lines between a command and the block are what it printed). Undefined when there is none.
 */
function paragraphAbove(lines: Lines, from: number, floor: number): string | undefined {
  let end = -1; // the paragraph's last line, once one is open
  let k = from - 1;
  for (; k >= floor && k >= from - REACH; k--) {
    if (isCommand(lines, k)) {
      end = -1; // what was open was the command's output
      continue;
    }
    if (lines.at(k).trim() !== '') {
      if (end < 0) end = k;
    } else if (end >= 0) break;
  }
  return end >= 0 ? paragraph(lines, k + 1, end) : undefined;
}

function paragraph(lines: Lines, from: number, to: number): string {
  const parts: string[] = [];
  for (let k = from; k <= to; k++) parts.push(lines.at(k).trim());
  return parts.join(' ');
}

/** A paragraph's opening clauses, cut at its commas, colons, semicolons and sentence ends. */
function openingClauses(text: string): string[] {
  return text
    .replace(/^(?:[a-z\d]{1,2}[.)]|[-*\u2022])\s+/i, '') // `a) `, `1. `, `- `: the list's mark, not the name
    .split(/[,;:!?]\s|[.:,;]$|\.\s+(?=[A-Z])|\s--\s/)
    .slice(0, OPENING_CLAUSES)
    .map((c) => c.trim())
    .filter((c) => c !== '' && isLabelSized(c) && /\p{L}/u.test(c));
}

/**
 * One clause of each paragraph, the set that runs most in parallel: every clause shares a meaningful word with
 * the first, all differ, and where they differ is more than filler. Undefined when no such set exists.
 */
function parallelClauses(paragraphs: readonly string[][]): string[] | undefined {
  let best: { names: string[]; shared: number } | undefined;
  for (const first of paragraphs[0]!) {
    const base = contentWords(first);
    const names = [first];
    let shared = 0;
    for (const others of paragraphs.slice(1)) {
      let pick: string | undefined;
      let most = 0;
      for (const c of others) {
        const n = [...contentWords(c)].filter((w) => base.has(w)).length;
        if (n > most) [pick, most] = [c, n];
      }
      if (pick === undefined) break;
      names.push(pick);
      shared += most;
    }
    if (names.length !== paragraphs.length) continue;
    const lower = names.map((n) => n.toLowerCase());
    if (new Set(lower).size !== names.length) continue;
    // the words not in every clause: where the runs differ, which filler alone cannot say
    const every = names.map((n) => new Set(wordsOf(n)));
    const differ = every.flatMap((ws) => [...ws].filter((w) => !every.every((o) => o.has(w))));
    // a size or count alone (`a 1GB zeroed file` / `a 10GB zeroed file`) is the workload's, not the run's
    if (!differ.some((w) => !FILLER_WORD.test(w) && !PRONOUN.test(w) && /^\p{L}{2,}$/u.test(w))) continue;
    if (!best || shared > best.shared) best = { names, shared };
  }
  return best?.names;
}

/**
 * Runs named by the parallel opening clauses of the paragraphs over alike blocks, for groups where some block
 * is nameless (`names[b]` undefined). A block already named keeps its name unless that name opens with its
 * clause (`after this patch, dump completes very quickly` -> `after this patch`). Returns the names by block.
 */
export function parallelLeadIns(seg: Segmented, names: readonly (string | undefined)[]): Map<number, string> {
  const groups = new Map<string, number[]>();
  const paragraphs = new Map<number, string[]>();
  let floor = 0;
  seg.naming.forEach((n, b) => {
    if (!n) return;
    const text = paragraphAbove(seg.lines, n.from, floor);
    floor = n.to;
    if (text !== undefined) paragraphs.set(b, openingClauses(text));
    const key = readAlike(seg, b, n.from);
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  });
  const out = new Map<number, string>();
  for (const group of groups.values()) {
    if (group.length < 2 || group.every((b) => names[b] !== undefined)) continue;
    const clauses = group.map((b) => paragraphs.get(b) ?? []);
    if (clauses.some((c) => c.length === 0)) continue;
    const chosen = parallelClauses(clauses);
    if (!chosen) continue;
    // a block named otherwise (`Before:` right over it) is not this paragraph's run
    const fits = group.every(
      (b, k) => names[b] === undefined || names[b].toLowerCase().startsWith(chosen[k]!.toLowerCase()),
    );
    if (!fits) continue;
    group.forEach((b, k) => out.set(b, chosen[k]!));
  }
  return out;
}
