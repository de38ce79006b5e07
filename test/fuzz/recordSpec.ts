/**
 * The `record` fuzz target's input: a short text, one directive a line, that says which command to record,
 * how (label, --interval, --grace, signals sent to the recorder, a second run appended), and which odd files
 * the `--proc-root` tree holds (FIFOs, symlinks to devices, huge, empty, binary or vanishing files, huge
 * vmstats, unreadable files, fake processes). Lines are what the fuzzer mutates and the minimizer deletes:
 * a line that does not parse is ignored, and every value is clamped so one input stays seconds long.
 *
 *     command ignore 1            # sh that ignores INT, TERM and HUP, then sleeps 1 s
 *     signal SIGINT 0.2           # to the recorder, 0.2 s after it starts
 *     interval 0.05
 *     fifo proc/vmstat            # a file of the tree, made before the run
 *     at 0.3 rm proc/meminfo      # ... or during it
 */

/** Commands, each a fixed argv built from one number: a recorded run never runs text from the input. */
export const COMMANDS = {
  /** `sh -c 'exit N'` */
  exit: (n: number) => ['sh', '-c', `exit ${Math.round(n) & 255}`],
  sleep: (s: number) => ['sleep', String(s)],
  /** N lines of output, then exit */
  print: (n: number) => ['seq', String(Math.round(n))],
  /** N bytes of binary garbage on stdout */
  garbage: (n: number) => ['head', '-c', String(Math.round(n)), '/dev/urandom'],
  /** escape sequences and a bare CR on stdout and stderr */
  escapes: () => ['sh', '-c', `printf '\\033]0;title\\007\\033[2J\\r\\342\\200\\256x\\n'; printf '\\033[8m' >&2`],
  /** killed by its own SIGKILL after S seconds */
  killed: (s: number) => ['sh', '-c', `sleep ${s}; kill -KILL $$`],
  /** killed by its own SIGSEGV after S seconds (a crash) */
  crash: (s: number) => ['sh', '-c', `sleep ${s}; kill -SEGV $$`],
  /** ignores INT, TERM and HUP, and so does its sleep (ignored signals are inherited) */
  ignore: (s: number) => ['sh', '-c', `trap "" INT TERM HUP; sleep ${s}`],
  /** ignores them and waits for a background sleep */
  ignoreWait: (s: number) => ['sh', '-c', `trap "" INT TERM HUP; sleep ${s} & wait`],
  /** exits at once, leaving a sleep that holds its output pipes for S seconds */
  daemon: (s: number) => ['sh', '-c', `sleep ${s} & exit 0`],
  /** not found: the recorder writes the run as not run */
  missing: () => ['/nonexistent/tierscope-fuzz-command'],
  true: () => ['true'],
} as const;
export type CommandName = keyof typeof COMMANDS;
export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

/** What a symlink of the tree points at (named, never a path from the input). */
export const LINK_TARGETS = {
  zero: '/dev/zero',
  null: '/dev/null',
  urandom: '/dev/urandom',
  /** a regular file of size 0 that reads on for gigabytes */
  pagemap: '/proc/self/pagemap',
  /** a regular file whose first read fails (EIO): unreadable, even by root */
  mem: '/proc/self/mem',
  root: '/',
  dangling: '/nonexistent/tierscope-fuzz-target',
  /** the link itself: ELOOP */
  loop: '',
} as const;
export type LinkTarget = keyof typeof LINK_TARGETS;

/** How a path of the tree is made. */
export const FILE_KINDS = [
  'fifo',
  'empty',
  /** a sparse file of N MB (past the recorder's 16 MB limit, on no disk space) */
  'sparse',
  /** N lines of `zz_counter_K K`, appended to what the file holds (a vmstat of 70,000 lines) */
  'lines',
  /** N bytes of binary garbage (seeded: the same bytes every run) */
  'garbage',
  /** the rest of the line, a JSON string, as the file's text */
  'text',
  'dir',
  'rm',
  /** a symlink to one of LINK_TARGETS */
  'link',
  /** mode 000 (unreadable unless the fuzzer runs as root) */
  'locked',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileOp {
  kind: FileKind;
  path: string;
  /** sparse: MB; lines: count; garbage: bytes */
  n?: number;
  text?: string;
  link?: LinkTarget;
}

export interface RecordSpec {
  command: CommandName;
  /** The command's one number (seconds, lines, bytes, status). */
  arg: number;
  label?: string;
  intervalS?: number;
  graceS?: number;
  /** Signals the fuzzer sends the recorder, seconds after it starts. */
  signals: { sig: 'SIGINT' | 'SIGTERM' | 'SIGHUP'; atS: number }[];
  /** Record a second run into the same file with --append. */
  again: boolean;
  /** Made before the run. */
  files: FileOp[];
  /** Made during the run, seconds after it starts. */
  timed: { atS: number; op: FileOp }[];
  /** Extra NUMA node directories (copies of node0) with these ids. */
  nodes: number[];
  /** The command's /proc/PID entry in the tree: its numa_maps made this way (path `numa_maps`), and this many fake descendants. */
  pid?: { op: FileOp; kids: number };
}

/** A numa_maps of two mappings, for a command's /proc entry when the spec says only how many descendants it has. */
export const NUMA_MAPS =
  '55d0c0a00000 default heap anon=680 dirty=680 N0=680 kernelpagesize_kB=4\n7ffd1e000000 default stack anon=33 dirty=33 N0=33 kernelpagesize_kB=4\n';

const clamp = (v: number, lo: number, hi: number) => (Number.isNaN(v) ? lo : Math.min(hi, Math.max(lo, v)));
/** Seconds, to a hundredth. */
const secs = (v: number, lo: number, hi: number) => Math.round(clamp(v, lo, hi) * 100) / 100;

/** Limits that keep one input seconds long and its files small enough to analyze back. */
export const SPEC_LIMITS = {
  commandS: 1.5,
  lines: 70_000,
  printLines: 100_000,
  garbageBytes: 1 << 20,
  outputBytes: 4 << 20,
  sparseMB: 1 << 20,
  signals: 3,
  signalAtS: 2,
  timed: 8,
  files: 40,
  nodes: 3,
  nodeId: 4096,
  kids: 2000,
  labelChars: 300,
};

/** A path inside the tree: relative, plain characters, no `..`; undefined otherwise. */
export function treePath(p: string | undefined): string | undefined {
  if (!p || p.length > 200 || !/^[\w.+-]+(?:\/[\w.+-]+)*$/.test(p)) return undefined;
  return p.split('/').some((seg) => seg === '..' || seg === '.') ? undefined : p;
}

/** `KIND PATH [ARG]` -> a file operation; undefined when it does not parse. */
export function parseFileOp(line: string): FileOp | undefined {
  const words = line.split(/\s+/);
  const kind = words[0] as FileKind;
  if (!FILE_KINDS.includes(kind)) return undefined;
  const path = treePath(words[1]);
  if (!path) return undefined;
  const n = Number(words[2]);
  switch (kind) {
    case 'sparse':
      return { kind, path, n: Math.round(clamp(n, 17, SPEC_LIMITS.sparseMB)) };
    case 'lines':
      return { kind, path, n: Math.round(clamp(n, 1, SPEC_LIMITS.lines)) };
    case 'garbage':
      return { kind, path, n: Math.round(clamp(n, 1, SPEC_LIMITS.garbageBytes)) };
    case 'text': {
      // the JSON string after the path
      const json = line.replace(/^\S+\s+\S+/, '').trim();
      try {
        const text = JSON.parse(json) as unknown;
        return typeof text === 'string' ? { kind, path, text: text.slice(0, SPEC_LIMITS.garbageBytes) } : undefined;
      } catch {
        return undefined;
      }
    }
    case 'link':
      return words[2] && words[2] in LINK_TARGETS ? { kind, path, link: words[2] as LinkTarget } : undefined;
    default:
      return { kind, path };
  }
}

/** The spec a text says; lines that do not parse are ignored, values clamped. */
export function parseSpec(input: string): RecordSpec {
  const spec: RecordSpec = { command: 'true', arg: 0, signals: [], again: false, files: [], timed: [], nodes: [] };
  for (const raw of input.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/^\s+/, '');
    if (!line || line.startsWith('#')) continue;
    const words = line.split(/\s+/);
    const [head, a, b] = words;
    if (head === 'command' && a && a in COMMANDS) {
      spec.command = a as CommandName;
      spec.arg = Number(b) || 0;
    } else if (head === 'label') spec.label = line.slice(6).slice(0, SPEC_LIMITS.labelChars);
    else if (head === 'interval') spec.intervalS = secs(Number(a), 0.02, 5);
    else if (head === 'grace') spec.graceS = secs(Number(a), 0.1, 2);
    else if (head === 'signal' && (a === 'SIGINT' || a === 'SIGTERM' || a === 'SIGHUP')) {
      if (spec.signals.length < SPEC_LIMITS.signals)
        spec.signals.push({ sig: a, atS: secs(Number(b), 0, SPEC_LIMITS.signalAtS) });
    } else if (head === 'again') spec.again = true;
    else if (head === 'node') {
      const id = Math.round(Number(a));
      if (id >= 0 && id <= SPEC_LIMITS.nodeId && spec.nodes.length < SPEC_LIMITS.nodes && !spec.nodes.includes(id))
        spec.nodes.push(id);
    } else if (head === 'pid') {
      // `pid KIND [ARG]`: the numa_maps of the command's /proc entry
      const op = parseFileOp(line.replace(/^pid\s+(\S+)/, '$1 numa_maps'));
      if (op) spec.pid = { op, kids: spec.pid?.kids ?? 0 };
    } else if (head === 'kids') {
      const kids = Math.round(clamp(Number(a), 0, SPEC_LIMITS.kids));
      spec.pid = { op: spec.pid?.op ?? { kind: 'text', path: 'numa_maps', text: NUMA_MAPS }, kids };
    } else if (head === 'at') {
      const op = parseFileOp(line.replace(/^at\s+\S+\s+/, ''));
      if (op && spec.timed.length < SPEC_LIMITS.timed)
        spec.timed.push({ atS: secs(Number(a), 0, SPEC_LIMITS.signalAtS), op });
    } else {
      const op = parseFileOp(line);
      if (op && spec.files.length < SPEC_LIMITS.files) spec.files.push(op);
    }
  }
  // a sample of a huge file costs its size, again and again: the interval grows with the MB the files hold
  const mb = [...spec.files, ...spec.timed.map((t) => t.op)].reduce(
    (sum, op) => sum + (op.kind === 'lines' ? op.n! * 20 : op.kind === 'garbage' ? op.n! : 0) / 2 ** 20,
    0,
  );
  if (spec.intervalS !== undefined) spec.intervalS = Math.max(spec.intervalS, secs(0.02 + mb / 2, 0.02, 5));
  return spec;
}

/** The command's argv, its number clamped to what keeps a run short. */
export function commandArgv(spec: RecordSpec): string[] {
  const s = secs(spec.arg, 0, SPEC_LIMITS.commandS);
  const n = spec.arg;
  switch (spec.command) {
    case 'exit':
      return COMMANDS.exit(n);
    case 'print':
      return COMMANDS.print(clamp(n, 0, SPEC_LIMITS.printLines));
    case 'garbage':
      return COMMANDS.garbage(clamp(n, 0, SPEC_LIMITS.outputBytes));
    case 'escapes':
    case 'missing':
    case 'true':
      return COMMANDS[spec.command]();
    default:
      return COMMANDS[spec.command](s);
  }
}

/** The directory of an input's tree and run file, in the system's temporary directory: this, the pid, a suffix. */
export const RECORD_DIR_PREFIX = 'tierscope-fuzz-record-';

/** The recorder's default --grace (src/cli/record/child.ts). */
const DEFAULT_GRACE_S = 5;
/** How long a command's leftover descendant may hold its pipes after it exits (src/cli/record/child.ts). */
const DRAIN_S = 2;

/**
 * How long one `record` of this spec may take, in ms: the command's own time, the grace periods a signal
 * starts (INT, TERM, KILL: two of them), the pipes' drain, and 10 s for the snapshots and files (a second run
 * counts again). A recorder that hangs on a FIFO or reads /dev/zero for ever passes it by far.
 */
export function recordBoundMs(spec: RecordSpec): number {
  const commandS = spec.command === 'print' || spec.command === 'garbage' ? 3 : secs(spec.arg, 0, SPEC_LIMITS.commandS);
  const lastSignal = Math.max(0, ...spec.signals.map((s) => s.atS));
  const signalS = spec.signals.length ? lastSignal + 2 * (spec.graceS ?? DEFAULT_GRACE_S) : 0;
  return Math.round((commandS + signalS + DRAIN_S + 10) * 1000);
}
