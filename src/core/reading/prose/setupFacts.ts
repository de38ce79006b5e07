/**
 * The setup a text states in its prose and the commands it shows: threads (`-t 64`, `64 threads`),
 * pinning (`numactl -N 0 -m 0`, `taskset -c 0-31`, `--numa distribute`, `pinned to N1`), a memory hog
 * (`a 200 GiB hot hog on N1`, `stress-ng --vm 4 --vm-bytes 50G`, `memhog 200g`), the model
 * (`140.6B params, 79.7 GiB`, `7B Q4_K_M`), the machine (`CXL node 2`, `memory_tier4/nodelist`) and
 * knobs (`echo 2 > /proc/sys/kernel/numa_balancing`, `sysctl -w ...`, `numa balancing mode 2`,
 * `numa_balancing=disable` on a kernel command line). Tunables get their canonical key from the one
 * registry (knowledge/tunables.ts). The segmenter turns the prose lines that state facts into `setup`
 * blocks; findings and the what-if proposal read those blocks, not the raw text.
 * Every pattern has bounded repeats: linear in the text.
 */
import type { Block, Lines, Problem, SetupFact } from '../../model';
import { canonicalTunable } from '../../knowledge/tunables';
import { tunableMentions } from './proseTunables';
import { numaBalancingMentions } from '../../text/vocabulary';

/** How much prose of one document is searched for the setup: it is stated near the top, not at the end of a 200 MB dump. */
export const SETUP_SCAN = 1 << 20;

/** What one statement says: one or more facts, found at [at, end) of the searched text. */
interface Hit {
  key: string;
  value: string;
  unit?: string;
  at: number;
  end: number;
}
type Said = Omit<Hit, 'at' | 'end'>;

const SIZE = String.raw`(\d{1,9}(?:\.\d{1,6})?)\s{0,8}(GiB|GB|G|TiB|TB|T|MiB|MB|M)(?![\w/])`;

/** Statements read anywhere in a prose block (they may wrap over a line end), each to the facts it states. */
const PATTERNS: [RegExp, (m: RegExpExecArray) => Said[]][] = [
  [
    /(?:^|[\s(])(?:-t|--threads|-nt|--n-threads)[\s=]{1,8}(\d{1,6}(?:,\d{1,6}){0,16})(?![\w.])/gm,
    (m) => [{ key: 'threads', value: m[1]! }],
  ],
  [/\b(\d{1,6})[ -]{1,4}threads?\b/gi, (m) => [{ key: 'threads', value: m[1]! }]],
  [/\bOMP_NUM_THREADS=(\d{1,6})\b/g, (m) => [{ key: 'threads', value: m[1]! }]],
  [/\b(?:mpirun|mpiexec)\s{1,8}(?:-n|-np)\s{1,8}(\d{1,7})\b/g, (m) => [{ key: 'ranks', value: m[1]! }]],
  [
    /(?:^|[\s;|&(])taskset\s{1,8}(?:-a\s{1,8})?(?:-c\s{1,8}|--cpu-list\s{1,8})?([\w,.-]{1,64})/gm,
    (m) => [{ key: 'taskset', value: m[1]! }],
  ],
  [/--numa[=\s]{1,8}(distribute|isolate|numactl)\b/g, (m) => [{ key: 'llama.numa', value: m[1]! }]],
  [/\bpinned\s{1,8}to\s{1,8}(?:the\s{1,8})?([\w,/-]{1,40})/gi, (m) => [{ key: 'pinned', value: m[1]! }]],
  [/(?:pinned to|run on|cpu node)\s{1,8}N(?:ode)?\s{0,8}(\d{1,4})\b/gi, (m) => [{ key: 'cpuNode', value: m[1]! }]],
  [
    /WARNING: \/proc\/sys\/kernel\/numa_balancing is enabled/g,
    () => [{ key: 'numaWarning', value: 'numa_balancing is enabled' }],
  ],
  // the hog: `a 200 GiB hot hog on N1`, `hog of 64 GiB`, `stress-ng --vm 4 --vm-bytes 50G`, `memhog 200g`
  [
    new RegExp(
      `${SIZE}\\s{1,8}(?:hot\\s{1,8})?(?:memory\\s{1,8})?hog(?:\\s{1,8}on\\s{1,8}N(?:ode)?\\s{0,8}(\\d{1,4}))?`,
      'gi',
    ),
    (m) => [{ key: 'hog', value: m[1]!, unit: m[2]! }, ...(m[3] ? [{ key: 'hog.node', value: m[3] }] : [])],
  ],
  [new RegExp(`\\bhog\\s{1,8}of\\s{1,8}${SIZE}`, 'gi'), (m) => [{ key: 'hog', value: m[1]!, unit: m[2]! }]],
  [/\bstress-ng\b[^\n]{0,200}?--vm-bytes[\s=]{1,8}(\d{1,9}(?:\.\d{1,6})?)([KMGT]i?B?|[kmgt])?\b/g, (m) => stressHog(m)],
  [
    /\bmemhog\s{1,8}(?:-r\d{1,9}\s{1,8})?(\d{1,9}(?:\.\d{1,6})?)([kmgtKMGT])\b/g,
    (m) => [{ key: 'hog', value: m[1]!, unit: m[2]!.toUpperCase() }],
  ],
  [
    /(?:initially|first)\s{1,8}(?:provisioned|allocated|placed)\s{1,8}on\s{1,8}(?:the\s{1,8})?CXL|\bmem(?:ory)?\s{1,8}on\s{1,8}CXL/gi,
    () => [{ key: 'placement', value: 'lower-tier' }],
  ],
  [
    /\bdemote\s{1,8}~?(\d{1,3})\/(\d{1,3})\s{1,8}of/gi,
    (m) => (Number(m[2]) > 0 ? [{ key: 'demoted', value: String(+(Number(m[1]) / Number(m[2])).toPrecision(6)) }] : []),
  ],
  // the model
  [
    /(\d{1,6}(?:\.\d{1,3})?)B\s{1,8}params,\s{0,8}(\d{1,6}(?:\.\d{1,3})?)\s{0,8}GiB/gi,
    (m) => [
      { key: 'model.params', value: m[1]!, unit: 'B' },
      { key: 'model.size', value: m[2]!, unit: 'GiB' },
    ],
  ],
  [
    /\b(\d{1,4}(?:\.\d{1,3})?)B[\s-]{1,4}(?:(?:Instruct|Chat|it|base)[\s-]{1,4})?(I?Q\d_\w{1,6}|Q\d_\d|F16|BF16|F32)\b/g,
    (m) => [
      { key: 'model.params', value: m[1]!, unit: 'B' },
      { key: 'model.quant', value: m[2]! },
    ],
  ],
  [/\b(\d{1,4})x(\d{1,6}(?:\.\d{1,3})?)B\b/g, (m) => [{ key: 'model.experts', value: m[1]! }]],
  [
    /\bmodel\b[^.\n]{0,60}?\b(?:is|of|at|@)\s{1,8}~?(\d{1,6}(?:\.\d{1,3})?)\s{0,8}(GiB|GB)\b/gi,
    (m) => [{ key: 'model.size', value: m[1]!, unit: m[2]! }],
  ],
  [
    /@\s{0,8}(\d{1,6}(?:\.\d{1,3})?)\s{0,8}(GiB|GB)\s{1,8}file\s{1,8}size/gi,
    (m) => [{ key: 'model.size', value: m[1]!, unit: m[2]! }],
  ],
  [
    /\b(\d{1,4}(?:\.\d{1,3})?)B\s{0,4}@\s{0,4}(\d{1,6}(?:\.\d{1,3})?)\s{0,4}(GiB|GB)\b/g,
    (m) => [
      { key: 'model.params', value: m[1]!, unit: 'B' },
      { key: 'model.size', value: m[2]!, unit: m[3]! },
    ],
  ],
  [
    /(?:^|\s)-r\s{1,8}(\d{1,4})(?=\s|$)|\bover\s{1,8}(\d{1,4})\s{0,8}(?:reps?|repetitions)\b/gm,
    (m) => [{ key: 'reps', value: (m[1] ?? m[2])! }],
  ],
  // the workload's size and benchmark
  [
    /\bgraph500\S{0,40}\s{1,8}(\d{2})\s{1,8}(\d{1,6})\b/gi,
    (m) => [
      { key: 'graph500.scale', value: m[1]! },
      { key: 'graph500.edgefactor', value: m[2]! },
    ],
  ],
  [/\bSCALE[:=\s]{1,8}(\d{2})\b/g, (m) => [{ key: 'graph500.scale', value: m[1]! }]],
  [
    new RegExp(`(?:memory|footprint|over|memsize)\\W{0,3}\\(?\\s{0,8}${SIZE}`, 'gi'),
    (m) => [{ key: 'footprint', value: m[1]!, unit: m[2]! }],
  ],
  [
    new RegExp(
      `\\b(?:over\\s{1,8}an?|allocation\\s{1,8}(?:is|of)|allocates?|consumes?)\\s{1,8}(?:about\\s{1,8}|~)?${SIZE}`,
      'gi',
    ),
    (m) => [{ key: 'footprint', value: m[1]!, unit: m[2]! }],
  ],
  [
    /\b(graph500|XSBench|taobench|memcached|redis|TEPS|qps)\b/gi,
    (m) => [{ key: 'benchmark', value: m[1]!.toLowerCase() }],
  ],
  // the machine
  [
    /\bCXL\s{1,8}node\s{0,8}(\d{1,4})\b|\bN(?:ode)?\s{0,8}(\d{1,4})\s{0,8}(?:\(|is\s{1,8}|=\s{0,8}|:\s{0,8})?CXL\b/gi,
    (m) => [{ key: 'cxl.node', value: (m[1] ?? m[2])! }],
  ],
  [/\bCXL\b/g, () => [{ key: 'cxl', value: 'named' }]],
  [/\bCHMU\b/g, () => [{ key: 'chmu', value: 'named' }]],
  [
    /\bnode\s{0,4}(\d{1,4})\s{0,4}(?::|has|with)\s{0,8}(\d{1,9}(?:\.\d{1,3})?)\s{0,8}(GiB|GB)\b/gi,
    (m) => [{ key: `node${m[1]}.memory`, value: m[2]!, unit: m[3]! }],
  ],
  [
    /memory_tier(\d{1,4})\/nodelist[ \t]{0,8}\n[> \t]{0,8}([\d,-]{1,64})[ \t]{0,8}$/gm,
    (m) => [{ key: `memory_tier${m[1]}.nodelist`, value: m[2]! }],
  ],
  // pghot and IBS knobs in the shorthand their posts use (the registry's names are read below)
  [
    /\bfreq_window\s{0,4}=\s{0,4}(\d{1,7})\s{0,4}ms/g,
    (m) => [{ key: 'vm.pghot_promote_freq_window_ms', value: m[1]!, unit: 'ms' }],
  ],
  [
    /\bkmigrated\s{1,4}(\d{1,6})\s{0,4}ms\/(\d{1,7})/g,
    (m) => [
      { key: 'pghot.kmigrated_sleep_ms', value: m[1]!, unit: 'ms' },
      { key: 'pghot.kmigrated_batch_nr', value: m[2]! },
    ],
  ],
  [/\bIBS\b[^\n]{0,60}?\bl3miss-only\s{0,4}=\s{0,4}(\d)/g, (m) => [{ key: 'ibs.l3miss_only', value: m[1]! }]],
  [/\bIBS\b[^\n]{0,60}?\bperiod\s{0,4}=\s{0,4}(\d{1,9})/g, (m) => [{ key: 'ibs.period', value: m[1]! }]],
];

/** Keys whose later mentions of the same value add nothing: the first says the machine or benchmark is there. */
const ONCE = new Set(['cxl', 'chmu', 'benchmark']);

/** `stress-ng --vm 4 --vm-bytes 50G`: the hog is the workers times the bytes each maps. */
function stressHog(m: RegExpExecArray): Said[] {
  const workers = /--vm[\s=]{1,8}(\d{1,4})\b/.exec(m[0]);
  const unit = (m[2] ?? 'B').toUpperCase().replace(/^([KMGT])I?B?$/, '$1');
  const n = Number(m[1]) * (workers ? Math.max(1, Number(workers[1])) : 1);
  return Number.isFinite(n) ? [{ key: 'hog', value: String(+n.toPrecision(9)), unit }] : [];
}

/** numactl's options on a command line: the policy each sets and the nodes or CPUs it names. */
const NUMACTL_OPTIONS: Record<string, string> = {
  '--cpunodebind': 'cpunodebind',
  '-N': 'cpunodebind',
  '--membind': 'membind',
  '-m': 'membind',
  '--physcpubind': 'physcpubind',
  '-C': 'physcpubind',
  '--interleave': 'interleave',
  '-i': 'interleave',
  '--weighted-interleave': 'interleave',
  '-w': 'interleave',
  '--preferred': 'preferred',
  '-p': 'preferred',
  '--preferred-many': 'preferred',
  '-P': 'preferred',
};

/** `numactl -N 0 --membind=1 ./bench`: one fact per option up to the program it runs; token by token, no backtracking. */
function numactlHits(text: string): Hit[] {
  const out: Hit[] = [];
  for (let p = text.indexOf('numactl'); p >= 0; p = text.indexOf('numactl', p + 7)) {
    if (p > 0 && /[\w-]/.test(text[p - 1]!)) continue;
    // llama.cpp's `--numa numactl` names a mode, not the command: what follows is llama's own options (`-p` its prompt)
    if (/--numa[ =]$/.test(text.slice(Math.max(0, p - 7), p))) continue;
    const re = /[ \t]+(?:\\\n[ \t]*)?(\S+)/y;
    re.lastIndex = p + 7;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const tok = m[1]!;
      if (!tok.startsWith('-')) break;
      const opt = /^(--?[\w-]+)(?:=(.*))?$/.exec(tok);
      const attached = /^(-[NmCipPw])(\d[\d,-]*|all)$/.exec(tok);
      const name = attached?.[1] ?? opt?.[1];
      const key = name ? NUMACTL_OPTIONS[name] : undefined;
      if (!key) continue;
      let value = attached?.[2] ?? opt?.[2];
      const at = m.index + m[0].indexOf(tok);
      let end = at + tok.length;
      if (value === undefined) {
        const from = re.lastIndex;
        const v = re.exec(text);
        // `-w --membind=2`: an option with no nodes of its own
        if (!v || v[1]!.startsWith('-')) {
          re.lastIndex = from;
          continue;
        }
        value = v[1]!;
        end = v.index + v[0].length;
      }
      value = value.replace(/[).,;:'"`]+$/, '');
      if (value) out.push({ key, value, at, end });
    }
  }
  return out;
}

/** Knobs written with their registry names (`echo 2 > /proc/sys/...`, `sysctl -w k=v`, `nb=2`) and NUMA balancing modes in words. */
function tunableHits(text: string): Hit[] {
  const out: Hit[] = [];
  for (const t of tunableMentions(text)) {
    // `(nb = kernel.numa_balancing)` explains a legend's shorthand: it sets nothing
    if (canonicalTunable(t.value) !== undefined) continue;
    const withUnit = /^(\d{1,12}(?:\.\d{1,6})?)(ms|us|s|MBps|MB\/s|KB|MB|GB)$/.exec(t.value);
    const value =
      t.key === 'kernel.numa_balancing' ? (CMDLINE_NB[t.value.toLowerCase()] ?? t.value) : (withUnit?.[1] ?? t.value);
    out.push({ key: t.key, value, ...(withUnit ? { unit: withUnit[2] } : {}), at: t.at, end: t.end });
  }
  for (const n of numaBalancingMentions(text))
    out.push({ key: 'kernel.numa_balancing', value: n.mode, at: n.at, end: n.at + n.text.length });
  return out;
}
/** The kernel command line's `numa_balancing=` words as the sysctl's modes. */
const CMDLINE_NB: Record<string, string> = { disable: '0', disabled: '0', enable: '1', enabled: '1' };

/** Every fact stated in `text`, by where it starts. */
function hitsIn(text: string): Hit[] {
  const out: Hit[] = [...numactlHits(text), ...tunableHits(text)];
  for (const [re, said] of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // a match at `^|\s` starts at its separator: the fact starts after it
      const lead = /^\s*/.exec(m[0])![0].length;
      for (const s of said(m)) out.push({ ...s, at: m.index + lead, end: m.index + m[0].length });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return out.sort((x, y) => x.at - y.at || x.key.localeCompare(y.key));
}

/** What one document's scan has seen: the characters searched so far and the keys said once. */
export interface SetupScan {
  chars: number;
  said: Set<string>;
}
export const newSetupScan = (): SetupScan => ({ chars: 0, said: new Set() });

/** The facts the prose lines [from, to) state, each with its 0-based first and last line. */
export function readSetupFacts(
  lines: Lines,
  from: number,
  to: number,
  scan: SetupScan = newSetupScan(),
  skip: ReadonlySet<number> = new Set(),
): (SetupFact & { first: number; last: number })[] {
  const starts: number[] = [];
  const parts: string[] = [];
  let size = 0;
  for (let k = from; k < to && scan.chars + size < SETUP_SCAN; k++) {
    starts.push(size);
    const t = skip.has(k) ? '' : lines.at(k);
    // a line longer than what is left of the budget is searched up to it
    parts.push(t.length > SETUP_SCAN - scan.chars - size ? t.slice(0, SETUP_SCAN - scan.chars - size) : t);
    size += parts[parts.length - 1]!.length + 1;
  }
  scan.chars += size;
  const text = parts.join('\n');
  const lineOf = (pos: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return from + lo;
  };
  const out: (SetupFact & { first: number; last: number })[] = [];
  const seen = new Set<string>();
  for (const h of hitsIn(text)) {
    const first = lineOf(h.at);
    const key = `${h.key}\u0000${h.value}\u0000${first}`;
    const once = `${h.key}\u0000${h.value}`;
    if (seen.has(key) || (ONCE.has(h.key) && scan.said.has(once))) continue;
    seen.add(key);
    if (ONCE.has(h.key)) scan.said.add(once);
    const words = text.slice(h.at, h.end).replace(/\\\n/g, ' ').replace(/\s+/g, ' ').trim();
    out.push({
      key: h.key,
      value: h.value,
      ...(h.unit ? { unit: h.unit } : {}),
      line: first + 1,
      text: words.length > 120 ? `${words.slice(0, 117)}...` : words,
      first,
      last: lineOf(Math.max(h.at, h.end - 1)),
    });
  }
  return out;
}

/** A prose block in parts: prose, the setup blocks of the lines that state facts, prose; undefined when it states none. */
function setupParts(lines: Lines, p: Block, scan: SetupScan, skip: ReadonlySet<number>): Block[] | undefined {
  const facts = readSetupFacts(lines, p.startLine - 1, p.endLine, scan, skip);
  if (!facts.length) return undefined;
  // facts on touching lines make one block
  const groups: { first: number; last: number; facts: SetupFact[] }[] = [];
  for (const f of [...facts].sort((x, y) => x.first - y.first)) {
    const g = groups[groups.length - 1];
    const { first, last, ...fact } = f;
    if (g && first <= g.last + 1) {
      g.last = Math.max(g.last, last);
      g.facts.push(fact);
    } else groups.push({ first, last, facts: [fact] });
  }
  const parts: Block[] = [];
  const prose = (a: number, b: number) => {
    while (a < b && lines.at(a).trim() === '' && !lines.command[a]) a++;
    while (b > a && lines.at(b - 1).trim() === '' && !lines.command[b - 1]) b--;
    if (b > a) parts.push({ kind: 'prose', startLine: a + 1, endLine: b, data: { type: 'prose', lines: b - a } });
  };
  let at = p.startLine - 1;
  for (const g of groups) {
    prose(at, g.first);
    parts.push({ kind: 'setup', startLine: g.first + 1, endLine: g.last + 1, data: { type: 'setup', facts: g.facts } });
    at = g.last + 1;
  }
  prose(at, p.endLine);
  // what the prose block found that matched no format stays with the part it starts in
  for (const pr of p.problems ?? []) {
    const part = parts.find((x) => x.startLine <= pr.startLine && pr.startLine <= x.endLine);
    if (part) (part.problems ??= [] as Problem[]).push(pr);
  }
  return parts;
}

/**
 * Split every prose block of a document around the lines that state its setup (sections kept; the parts of
 * prose are named from nothing, as the prose was not); the lines in `skip` (a legend's entries: each config's own settings, read by the legend) are not searched.
 */
export function readSetupInProse<N>(
  lines: Lines,
  blocks: Block[],
  sections: (string | undefined)[],
  naming: (N | undefined)[],
  skip: ReadonlySet<number> = new Set(),
): void {
  const scan = newSetupScan();
  for (let b = 0; b < blocks.length; b++) {
    // a reader's own prose (`lsmem` layout, a quoted lkp report) is kept whole
    if (blocks[b]!.kind !== 'prose' || blocks[b]!.title !== undefined || scan.chars >= SETUP_SCAN) continue;
    const parts = setupParts(lines, blocks[b]!, scan, skip);
    if (!parts) continue;
    blocks.splice(b, 1, ...parts);
    sections.splice(b, 1, ...parts.map(() => sections[b]));
    naming.splice(b, 1, ...parts.map(() => undefined));
    b += parts.length - 1;
  }
}
