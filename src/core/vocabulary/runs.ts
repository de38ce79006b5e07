/**
 * The words that name runs, in one place: which run is the reference, which is the treatment, the kernel
 * trees a run is built from, and how long a run's name may be. Every reader and run pass that asks "does this
 * name a run?" or "is this the baseline?" builds its pattern from these lists, so they cannot disagree.
 */

/** A run others are compared with, named by the word alone (`baseline`, `vanilla`, `stock`). */
export const REFERENCE_WORDS = ['baseline', 'base', 'vanilla', 'stock', 'mainline', 'upstream', 'default', 'unpatched'];
/** A reference run named by what it lacks or when it ran (`without THP`, `w/o patch`, `before`). */
export const REFERENCE_LEADS = ['without', 'w\\/o', 'before'];
/** A run named as the change under test (`patched`, `with THP`, `after`). */
export const TREATMENT_WORDS = ['patched', 'with', 'after'];
/**
 * The reference a treatment's name implies (`After:` over the second of two alike outputs: the first is `before`;
 * `with THP` -> `without THP`), by the treatment's first word.
 */
export const COUNTERPARTS: Readonly<Record<string, string>> = { after: 'before', with: 'without', new: 'old' };
/** What a change under test is called when a run is named after it (`this series:`, `this patch`, `the fix`). */
export const CHANGE_NOUNS = [
  'patch',
  'patches',
  'patchset',
  'series',
  'commit',
  'change',
  'changes',
  'fix',
  'pr',
  'branch',
];
/** Words that say whose results a heading introduces (`Previous result:`, `New numbers:`): a run's name. */
export const WHOSE_WORDS = ['previous', 'old', 'new', 'current', 'original'];

/** Memory allocators, which posts compare as their runs (`| Case | system (glibc) | mimalloc | jemalloc |`). */
export const ALLOCATORS = [
  'glibc',
  'ptmalloc2?',
  'mimalloc',
  'jemalloc',
  'tcmalloc',
  'snmalloc',
  'rpmalloc',
  'tbbmalloc',
  'scudo',
  'hoard',
  'dlmalloc',
  'lockless',
];
/** A kernel tree a run was built from (`mm-unstable`, `linux-next`, `next-20240105`). */
export const KERNEL_TREE = 'mm-(?:unstable|stable|new|everything)|linux-next|next-\\d{8}';

/** A run's name is a label, not a sentence: at most this many characters ... */
export const LABEL_MAX_CHARS = 60;
/** ... and this many words. */
export const LABEL_MAX_WORDS = 8;

/** Whether a line is short enough to be a run's name or caption (`LABEL_MAX_CHARS`, `LABEL_MAX_WORDS`). */
export const isLabelSized = (t: string, times = 1): boolean =>
  t.length <= LABEL_MAX_CHARS * times && t.trim().split(/\s+/).length <= LABEL_MAX_WORDS * times;

const alt = (words: readonly string[]) => words.join('|');

/** A name that is the reference word alone (`baseline`, `Vanilla`): a table's side that holds it holds the runs. */
export const REFERENCE_NAME = new RegExp(`^(?:${alt(REFERENCE_WORDS)})$`, 'i');
/** A name that starts as the reference's does (`baseline 6.8`, `without the patch`, `w/o THP`). */
export const REFERENCE_START = new RegExp(`^(?:${alt([...REFERENCE_WORDS, ...REFERENCE_LEADS])})\\b`, 'i');

/** `w/o` and `w/`: without and with, written short (a table's `w/o  w/` over the runs `w/o patch`, `w/ patch`). */
export const WITH_WITHOUT_SHORT = /^w\/o?$/i;

/**
 * Words heading an author's comparison of the runs (`gain`, `%change`, `saved`; not `Speedup`, which an author gives as a measure): a column of such a
 * header is computed from the runs beside it, not a run.
 */
export const COMPARISON_WORDS = [
  'gain',
  'change',
  'diff',
  'difference',
  'delta',
  'improvement',
  'impr\\.?',
  'regression',
  'ratio',
  'percentage',
  'saved',
  'added',
  'reduction',
  'Δ%?',
];
/**
 * Words of a header that say a column compares only where its cells are computed from two others (`Speedup`
 * over `2.45x`): alone they may name a measure (the pghot microbenchmark's `Speedup`), so they are no COMPARISON_WORDS.
 */
export const COMPARED_HEADER_WORDS = ['speed-?ups?', 'faster', 'slower', 'times'];

/** A time that is set for a run, not measured by it (`Timeout: 21600 seconds`, `Sampling interval: 5 seconds`): setup. */
export const SET_DURATION = /\b(?:timeout|interval|period|threshold|delay|sleep|warm-?up|cool-?down|ttl|deadline)\b/i;

/** The run of the values nothing names, in a text read alone. */
export const DEFAULT_RUN = 'run';

/**
 * How a sentence presents what follows it, not which run it is (`here is`, `we get this`, `the output looks like
 * this`): a lead-in clause that is only this names nothing; one that opens with it names the rest
 * (`here is the result from the server`).
 */
export const PRESENTING_OPENER =
  /^(?:(?:so|and|then|now|ok|okay|also)\s+)?(?:here(?:'s|’s| is| are)|this is|these are|below (?:is|are)|(?:we|i) (?:get|got|see|saw|have|had)|it (?:gives|gave|shows|showed)|that gives)\b\s*/i;
/** A clause that only presents what follows (`this`, `the output looks like this`, `as follows`). */
export const PRESENTING_ONLY =
  /^(?:(?:this|these|that|it|them|(?:as|like) (?:follows|this|below)|below|the (?:output|result|results|numbers|data|log)(?:\s+(?:looks?|is|are|was|were)(?:\s+(?:like this|as follows|below))?)?)\s*)?$/i;

/** A command that shows state rather than running something: its output is a view of a run, not a run. */
export const VIEW_COMMAND =
  /^(?:sudo\s+)?(?:cat|grep|egrep|zgrep|head|tail|less|more|awk|sed|sort|cut|tee|diff|ls|find|echo|printf|watch|dmesg|journalctl|numastat|vmstat|sar|free|top|ps|pidstat|lsmem|lscpu|lstopo|numactl\s+(?:-H|--hardware|-s|--show)|damo\s+(?:report|show|status)|sysctl|cpupower|perf\s+(?:report|script|annotate)|python3?\s+-c)\b/;
