/**
 * Seeds and mutations of the `record` target's specs (test/fuzz/recordSpec.ts): directives added, deleted,
 * duplicated or taken from another spec, their numbers made hostile, and a file's text mutated as the
 * analysis target's texts are.
 */
import { HOSTILE_NUMBERS, mutateText, Rng } from './mutate';
import { COMMAND_NAMES, FILE_KINDS, LINK_TARGETS, type FileKind } from './recordSpec';

/** Paths the recorder reads, and the directories above them. */
const PATHS = [
  'proc/vmstat',
  'proc/meminfo',
  'proc/sys/kernel/osrelease',
  'proc/sys/kernel/numa_balancing',
  'proc/sys/kernel/numa_balancing_promote_rate_limit_MBps',
  'proc/sys/vm/zone_reclaim_mode',
  'proc/sys/kernel',
  'proc/sys',
  'proc',
  'sys/devices/system/node',
  'sys/devices/system/node/node0',
  'sys/devices/system/node/node0/vmstat',
  'sys/devices/system/node/node0/meminfo',
  'sys/devices/system/node/node0/cpulist',
  'sys/devices/system/node/node0/distance',
  'sys/devices/system/node/node1/vmstat',
  'sys/kernel/mm/transparent_hugepage/enabled',
  'sys/kernel/mm/transparent_hugepage',
  'sys/kernel/mm/numa/demotion_enabled',
  'sys/kernel/mm/hugepages/hugepages-2048kB/nr_hugepages',
  'sys/kernel/debug/sched/numa_balancing',
  'sys/kernel/debug/sched/numa_balancing/scan_size_mb',
  'sys/kernel/debug/pghot',
  'sys',
];

/** Texts a file of the tree can hold: what the kernel writes, cut or bent. */
const TEXTS = [
  '',
  '\n',
  '\u0000\u0000',
  'pgfault 1e309\npgpromote_success -1\n',
  'pgfault\n12 34\n',
  '0-4095\n',
  '0-3,8,1000000\n',
  '10 21 1e999\n',
  'Node 0 MemTotal: 99999999999999999999 kB\nNode 0 MemFree: x kB\n',
  'MemTotal: 1 kB\nHugepagesize: 0 kB\n',
  '==> other <==\nother: kernel 1; exit status 0; wall time 1 s\n',
  'always [madvise] never\n',
  '\u001b]0;title\u0007\u001b[2J\r\u202e6.1\n',
  '9'.repeat(400),
  'x'.repeat(5000),
];

const LABELS = [
  'fuzz',
  'nb=2 promo',
  'base #2',
  '0',
  '-x',
  'Total',
  'x: y',
  '==> a <==',
  '\u001b]0;t\u0007',
  '\u202eevil',
  '🙂',
  "it's",
  ' ',
  'a'.repeat(300),
];

const num = (r: Rng, xs: readonly number[]) => String(r.pick(xs));
const seconds = (r: Rng) => num(r, [0, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 1.5]);

/** One file directive (no `at`). */
function fileDirective(r: Rng): string {
  const kind: FileKind = r.pick(FILE_KINDS);
  const path = r.pick(PATHS);
  switch (kind) {
    case 'sparse':
      return `sparse ${path} ${num(r, [17, 100, 4096, 1 << 20])}`;
    case 'lines':
      return `lines ${path} ${num(r, [1, 100, 5000, 70_000])}`;
    case 'garbage':
      return `garbage ${path} ${num(r, [1, 100, 4096, 65_536, 1 << 20])}`;
    case 'text':
      return `text ${path} ${JSON.stringify(r.pick(TEXTS))}`;
    case 'link':
      return `link ${path} ${r.pick(Object.keys(LINK_TARGETS))}`;
    default:
      return `${kind} ${path}`;
  }
}

/** A directive of any kind, at random. */
export function randomDirective(r: Rng): string {
  switch (r.int(12)) {
    case 0:
      return `command ${r.pick(COMMAND_NAMES)} ${r.pick([seconds(r), num(r, [0, 1, 3, 255, 256, 1000, 100_000, 1 << 22])])}`;
    case 1:
      return `signal ${r.pick(['SIGINT', 'SIGTERM', 'SIGHUP'])} ${seconds(r)}`;
    case 2:
      return `interval ${num(r, [0.02, 0.05, 0.1, 0.5, 1])}`;
    case 3:
      return `grace ${num(r, [0.1, 0.2, 0.5, 1])}`;
    case 4:
      return `label ${r.pick(LABELS)}`;
    case 5:
      return r.next() < 0.5 ? 'again' : `node ${num(r, [1, 2, 7, 63, 4096])}`;
    case 6:
      return r.next() < 0.5
        ? `pid ${fileDirective(r).replace(/^(\S+) \S+/, '$1')}`
        : `kids ${num(r, [1, 10, 200, 2000])}`;
    case 7:
    case 8:
      return `at ${seconds(r)} ${fileDirective(r)}`;
    default:
      return fileDirective(r);
  }
}

const lines = (t: string) => t.split('\n').filter((l) => l.trim());

type SpecMutator = (ls: string[], r: Rng, other: string[]) => void;

const SPEC_MUTATORS: SpecMutator[] = [
  (ls, r) => ls.splice(r.int(ls.length + 1), 0, randomDirective(r)),
  (ls, r) => ls.splice(r.int(ls.length + 1), 0, randomDirective(r)),
  (ls, r) => void (ls.length > 1 && ls.splice(r.int(ls.length), 1)),
  (ls, r) => void (ls.length && ls.splice(r.int(ls.length + 1), 0, r.pick(ls))),
  (ls, r, other) => void (other.length && ls.splice(r.int(ls.length + 1), 0, r.pick(other))),
  // a number made hostile (or another of the vocabulary)
  (ls, r) => {
    if (!ls.length) return;
    const k = r.int(ls.length);
    const nums = [...ls[k]!.matchAll(/-?\d+(?:\.\d+)?/g)];
    if (!nums.length) return;
    const m = r.pick(nums);
    ls[k] = ls[k]!.slice(0, m.index) + r.pick(HOSTILE_NUMBERS) + ls[k]!.slice(m.index + m[0].length);
  },
  // a file's text mutated as an analysis input is
  (ls, r, other) => {
    const texts = ls.map((l, k) => [l, k] as const).filter(([l]) => /^(?:at \S+ )?text \S+ "/.test(l));
    if (!texts.length) return;
    const [l, k] = r.pick(texts);
    const head = /^(?:at \S+ )?text \S+ /.exec(l)![0];
    try {
      const text = JSON.parse(l.slice(head.length)) as string;
      ls[k] = head + JSON.stringify(mutateText(text, r, other.join('\n')).slice(0, 64 * 1024));
    } catch {
      // a text directive a mutation broke: left as it is
    }
  },
];

/** Mutate a spec 1..4 times, taking lines from `other` sometimes. */
export function mutateRecord(spec: string, r: Rng, other: string): string {
  const ls = lines(spec);
  const os = lines(other);
  for (let n = 1 + r.int(4); n > 0; n--) r.pick(SPEC_MUTATORS)(ls, r, os);
  return ls.join('\n') + '\n';
}

/** The classes issue 35 named, one seed each: odd files, odd endings, odd signals. */
export const RECORD_SEEDS: string[] = [
  'command sleep 0.2\nlabel plain',
  'command sleep 0.2\nfifo proc/vmstat\nfifo sys/devices/system/node/node0/meminfo',
  'command true\nlink proc/meminfo zero\nlink proc/vmstat null\nlink proc/sys/kernel/osrelease pagemap\nlink sys/devices/system/node/node0/vmstat urandom',
  'command true\nsparse proc/vmstat 20\nsparse proc/meminfo 1048576',
  'command true\nempty proc/vmstat\nempty proc/meminfo\nempty sys/devices/system/node/node0/distance',
  'command true\ngarbage proc/vmstat 65536\ngarbage sys/devices/system/node/node0/meminfo 4096',
  'command sleep 0.5\ninterval 0.1\nat 0.2 rm proc/vmstat\nat 0.25 rm sys/devices/system/node/node0\nat 0.3 fifo proc/meminfo',
  'command sleep 0.6\ninterval 0.5\nlines proc/vmstat 70000',
  'command true\nlink proc/vmstat mem\nlocked proc/meminfo\ndir proc/sys/kernel/osrelease\nlink sys/devices/system/node/node0/cpulist loop\nlink proc/sys/kernel/numa_balancing dangling',
  'command exit 3',
  'command killed 0.2',
  'command crash 0.1',
  'command ignore 1.5\ngrace 0.2\nsignal SIGINT 0.3',
  'command ignoreWait 1.5\ngrace 2\nsignal SIGINT 0.2\nsignal SIGINT 0.4',
  'command sleep 1\nsignal SIGTERM 0.2',
  'command sleep 1\nsignal SIGHUP 0.1\ngrace 0.3',
  'command daemon 0.5',
  'command missing\nlabel not there',
  'command print 5\nlabel twice\nagain',
  'command sleep 0.4\npid garbage 4096\nkids 50',
  'command escapes\nlabel \u001b]0;title\u0007 run',
  'command true\nnode 1\nnode 4096\nrm sys/devices/system/node/node0/meminfo',
  'command print 100000',
  'command garbage 1048576',
].map((s) => s + '\n');
