/**
 * The reading hints the CLI applies: `--hints FILE`, or else each input's `<file>.tierscope.json` when it sits
 * beside it (docs/hints.md). A file given by name that cannot be read is a usage error; a file found beside an
 * input that is not a hints file is said and left out: the log is still analyzed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseHints, type Hint, type HintOutcome } from '../core/hints/format';
import { UsageError } from './exit';

/** The hints file beside an input. */
export const sidecarOf = (file: string): string => `${file}.tierscope.json`;

export interface LoadedHints {
  hints: Hint[];
  /** Where they came from, for the line that says so. */
  files: string[];
  /** Entries or files left out, and why. */
  problems: string[];
}

function readHintsFile(path: string, given: boolean): { hints: Hint[]; problems: string[] } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    if (given) throw new UsageError(`--hints ${path}: cannot read (${why})`);
    return { hints: [], problems: [`${path}: cannot read (${why}); not applied`] };
  }
  const got = parseHints(text);
  if (given && got.hints.length === 0 && got.problems.length)
    throw new UsageError(`--hints ${path}: ${got.problems.join('; ')}`);
  return { hints: got.hints, problems: got.problems.map((p) => `${path}: ${p}`) };
}

export function loadHints(inputs: readonly string[], given: string | undefined): LoadedHints {
  const out: LoadedHints = { hints: [], files: [], problems: [] };
  const paths =
    given !== undefined
      ? [given]
      : inputs
          .filter((f) => f !== '-')
          .map(sidecarOf)
          .filter(existsSync);
  for (const path of paths) {
    const got = readHintsFile(path, given !== undefined);
    out.hints.push(...got.hints);
    out.problems.push(...got.problems);
    if (got.hints.length) out.files.push(path);
  }
  return out;
}

/** One line for stderr: which hints were read and how many applied. */
export function hintsSummary(loaded: LoadedHints, outcomes: readonly HintOutcome[]): string {
  const applied = outcomes.filter((o) => o.applied).length;
  const missed = outcomes.length - applied;
  return `reading hints from ${loaded.files.join(', ')}: ${applied} applied${missed ? `, ${missed} not (--explain says why)` : ''}`;
}
