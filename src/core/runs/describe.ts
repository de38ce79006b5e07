/**
 * Configs described in the prose around the tables: a line or list item that starts with a config's
 * label (`Base case: 6.11-rc6 w/ numab mode = 2`, `- Numab_tiering.  enable NUMAB-2 ...` followed by
 * its `echo 2 > /proc/sys/kernel/numa_balancing` lines, `patched 6.16 + current series`) gives that
 * config its description and the tunables it states.
 */
import type { Config } from '../model';
import { proseTunables } from '../reading/prose/proseTunables';
import { canonicalTunable } from '../knowledge/tunables';
import { numaBalancingModes, numabTunable } from '../text/vocabulary';

const BULLET = /^\s*(?:[-*•]|\d+[.)]|\[\d+\])?\s*/;
/** What may follow a label before its description: `:`, `.`, `=`, `-`, or `case`/`kernel`/`config` and one of those. */
const AFTER_LABEL = /^(?:\s+(?:case|kernel|config|run|setup))?\s*(?:[:=]|\.(?=\s)|\s-\s)\s*/i;
const KERNEL_VERSION = /\b\d+\.\d+(?:\.\d+)?(?:-rc\d+)?\b/;

/** `thp settings are enabled=always and defrag=madvise`: THP settings named next to THP in one sentence. */
function thpInProse(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const sentence of text.split(/(?<=[.;])\s+/)) {
    if (!/\b(thp|transparent[ _]huge[ _]?pages?)\b/i.test(sentence)) continue;
    const en = /\benabled\s*=\s*\[?(always|madvise|never)\]?/i.exec(sentence);
    const df = /\bdefrag\s*=\s*\[?(always|defer\+madvise|defer|madvise|never)\]?/i.exec(sentence);
    if (en) out['mm.transparent_hugepage.enabled'] = en[1]!;
    if (df) out['mm.transparent_hugepage.defrag'] = df[1]!;
  }
  return out;
}

/** On/off switches among the tunables: the value each side writes. */
const SWITCHES: Record<string, [on: string, off: string]> = {
  'mm.numa.demotion_enabled': ['true', 'false'],
  'kernel.numa_balancing': ['1', '0'],
};
/** `demotion enabled`, `numa balancing is disabled`: a switch named in words, then its state. */
const SWITCH_STATE =
  /\b(demotion|numa[ _]balancing|auto[ -]?numa)\s(?:(?:is|turned|switched)\s)?(enabled|disabled|on|off)\b/gi;
/** `turn on /sys/kernel/mm/numa/demotion_enabled`, `disable numa_balancing`: a verb, then the switch's path or name. */
const SWITCH_VERB =
  /\b(turn(?:s|ed)?\son|turn(?:s|ed)?\soff|enabl(?:e|es|ed|ing)|disabl(?:e|es|ed|ing))\s{1,40}(?:the\s{1,4})?["'`]?((?:\/(?:sys|proc)\/)?[\w./]{3,80})/gi;

/**
 * Switches written in words (`demotion enabled`, `numa balancing disabled`, `AutoNUMA turned off`, `turn on
 * /sys/kernel/mm/numa/demotion_enabled`), when the text gives each one value. Mode 2 and the like are
 * numbers and stay with numabTunable; `numa balancing enabled` says no mode, so only `disabled` counts,
 * while `AutoNUMA on` is mode 1 (the one mode before memory tiering).
 */
function switchesInProse(text: string): Record<string, string> {
  // most prose names no switch: one cheap scan before the patterns
  if (!/demotion|balancing|auto[ -]?numa|turn|enabl|disabl/i.test(text)) return {};
  const said = new Map<string, Set<string>>();
  const put = (key: string | undefined, on: boolean) => {
    const values = key ? SWITCHES[key] : undefined;
    if (!key || !values) return;
    if (key === 'kernel.numa_balancing' && on) return;
    said.set(key, (said.get(key) ?? new Set()).add(on ? values[0] : values[1]));
  };
  for (const m of text.matchAll(SWITCH_STATE)) {
    const on = /^(?:enabled|on)$/i.test(m[2]!);
    // AutoNUMA is the one mode there was before tiering: on is 1
    if (/^auto/i.test(m[1]!))
      said.set('kernel.numa_balancing', (said.get('kernel.numa_balancing') ?? new Set()).add(on ? '1' : '0'));
    else put(/^demotion$/i.test(m[1]!) ? 'mm.numa.demotion_enabled' : 'kernel.numa_balancing', on);
  }
  for (const m of text.matchAll(SWITCH_VERB)) put(canonicalTunable(m[2]!), /^(turn\w*\son|enabl)/i.test(m[1]!));
  const out: Record<string, string> = {};
  for (const [key, values] of said) if (values.size === 1) out[key] = [...values][0]!;
  return out;
}

/** The tunables a piece of prose states (a run's name too: `AutoNUMA turned off`, `THP always`, `NUMAB2`). */
export function tunablesIn(text: string): Record<string, string> {
  const out = { ...thpInProse(text), ...switchesInProse(text), ...proseTunables(text) };
  const nb = numabTunable(text);
  if (nb !== undefined && out['kernel.numa_balancing'] === undefined) out['kernel.numa_balancing'] = nb;
  return out;
}

/** Where the label that opens line t ends, and the text after it; undefined when t does not open with it. */
function opensWith(t: string, label: string): string | undefined {
  const b = BULLET.exec(t)![0].length;
  if (t.slice(b, b + label.length).toLowerCase() !== label.toLowerCase()) return undefined;
  const rest = t.slice(b + label.length);
  if (/^[\w+-]/.test(rest)) return undefined; // `base` does not open `baseline`
  const sep = AFTER_LABEL.exec(rest);
  if (sep) return rest.slice(sep[0].length).trim();
  // `patched 6.16 + current series`: no separator, but a short line that says what the config is
  const plain = rest.trim();
  if (t.length <= 120 && (KERNEL_VERSION.test(plain) || Object.keys(tunablesIn(plain)).length)) return plain;
  return undefined;
}

/** The first word of a label or line, lowercase, without punctuation that may follow it (`Base:` -> `base`). */
function firstWord(t: string): string {
  const m = /^[^\s:=.,;(]+/.exec(t.trimStart());
  return m ? m[0].toLowerCase() : '';
}

/**
 * The configs whose label opens a line (after its bullet, in any case), the longest label first (`base #2:
 * ...` describes `base #2`, not `base`): found by the line's prefixes of the labels' lengths, not by trying
 * every label (a session of 4,000 runs named `kernel.numa_balancing=0, ...` shares one first word).
 */
function labelPrefixes(labels: Config[]): (line: string) => Config[] {
  const byText = new Map<string, Config[]>();
  for (const c of labels) {
    const key = c.label.toLowerCase();
    byText.set(key, [...(byText.get(key) ?? []), c]);
  }
  // the lengths worth trying, by the label's first two characters in lowercase; a label with a character
  // outside printable ASCII is tried on every line (a letter's lowercase can depend on its neighbours: Greek Σ)
  const lengthsByStart = new Map<string, number[]>();
  const everyLine = new Set<number>();
  for (const c of labels) {
    if (/[^ -~]/.test(c.label)) everyLine.add(c.label.length);
    else {
      const start = c.label.slice(0, 2).toLowerCase();
      const lengths = lengthsByStart.get(start);
      if (lengths) lengths.push(c.label.length);
      else lengthsByStart.set(start, [c.label.length]);
    }
  }
  const longestFirst = (ns: Iterable<number>) => [...new Set(ns)].sort((x, y) => y - x);
  for (const [start, ns] of lengthsByStart) {
    for (const n of everyLine) ns.push(n);
    lengthsByStart.set(start, longestFirst(ns));
  }
  const otherStarts = longestFirst(everyLine);
  const trie = labelTrie(byText.keys());
  // every length as a set too, to ask of a label the walk finds whether its length is one tried
  const triedSets = new Map<number[], Set<number>>();
  const tried = (ns: number[]) => triedSets.get(ns) ?? triedSets.set(ns, new Set(ns)).get(ns)!;
  return (line) => {
    const b = BULLET.exec(line)![0].length;
    const lengths = lengthsByStart.get(line.slice(b, b + 2).toLowerCase()) ?? otherStarts;
    const out: Config[] = [];
    const walked = asciiPrefixes(trie, line, b);
    if (walked) {
      const ns = tried(lengths);
      for (let k = walked.length - 1; k >= 0; k--) if (ns.has(walked[k]!.length)) out.push(...byText.get(walked[k]!)!);
      return out;
    }
    for (const n of lengths) {
      if (b + n > line.length) continue;
      const found = byText.get(line.slice(b, b + n).toLowerCase());
      if (found) out.push(...found);
    }
    return out;
  };
}

/** A trie of lowercase labels by character code: a node's label is the one that ends there. */
interface LabelNode {
  next: Map<number, LabelNode>;
  label?: string;
}

function labelTrie(keys: Iterable<string>): LabelNode {
  const root: LabelNode = { next: new Map() };
  for (const key of keys) {
    let node = root;
    for (let p = 0; p < key.length; p++) {
      const c = key.charCodeAt(p);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map() }));
      node = child;
    }
    node.label = key;
  }
  return root;
}

/**
 * The labels that open `line` at `b` (its ASCII letters in lowercase), shortest first, by one walk down the
 * trie; undefined when the walk meets a character outside ASCII, whose lowercase may depend on its neighbours
 * or take two characters (the caller then compares the line's prefixes one length at a time).
 */
function asciiPrefixes(trie: LabelNode, line: string, b: number): string[] | undefined {
  const out: string[] = [];
  let node: LabelNode | undefined = trie;
  for (let p = b; p < line.length; p++) {
    let c = line.charCodeAt(p);
    if (c >= 128) return undefined;
    if (c >= 65 && c <= 90) c += 32;
    node = node.next.get(c);
    if (!node) break;
    if (node.label !== undefined) out.push(node.label);
  }
  return out;
}

/** Give configs the description and tunables their prose states; tunables already known are kept. */
export function describeConfigs(configs: Config[], written: readonly string[] | string): void {
  const labels = configs.filter((c) => c.label.length >= 2 && !/^run$/i.test(c.label));
  if (!labels.length) return;
  // (the prose's lines are made only when there is a run to describe: a string each for a million lines of prose)
  const lines = typeof written === 'string' ? written.split('\n') : written;
  // a long line whose breaks were lost keeps its lines apart by wide gaps (a blank line, an indent): each
  // piece is tried as a line (`... system  base 6.16 NUMAB2 (because ...) patched 6.16 + current series`)
  const prose: string[] = [];
  for (const t of lines)
    if (t.length <= 200) prose.push(t);
    else for (const piece of t.split(/ {2,}/)) prose.push(piece);
  const candidates = labelPrefixes(labels);
  const opensAny = (u: string) => candidates(u).some((o) => opensWith(u, o.label) !== undefined);
  for (let k = 0; k < prose.length; k++) {
    const t = prose[k]!;
    if (t.length > 400 || !t.trim()) continue;
    for (const c of candidates(t)) {
      const rest = opensWith(t, c.label);
      if (rest === undefined) continue;
      // the item goes on over its indented or unbulleted lines, up to a blank line or the next item
      let item = rest;
      for (let j = k + 1; j < prose.length && j <= k + 8; j++) {
        const u = prose[j]!;
        if (!u.trim() || /^\s*([-*•]|\d+[.)])\s/.test(u) || opensAny(u)) break;
        item += `\n${u}`;
      }
      if (!c.description && rest) c.description = rest.slice(0, 120);
      const kv = KERNEL_VERSION.exec(rest);
      if (!c.kernel && kv) c.kernel = kv[0];
      for (const [key, value] of Object.entries(tunablesIn(item))) c.tunables[key] ??= value;
      break;
    }
  }
  factorSettings(labels, prose, opensAny);
  settingsInParentheses(labels, prose);
}

/** The setting in parentheses at an opening parenthesis: `` (`numa_balancing=0`) ``. */
const SETTING_IN_PARENTHESES = /^\(`?([\w./-]{1,80} ?= ?[\w.-]{1,40})`?\)/;

/**
 * Runs named in a sentence with their setting in parentheses (`Cases: migration off (`numa_balancing=0`) and
 * migration on (`numa_balancing=2`)`): the last one to three words before it are the run's label. Found
 * from each parenthesis (a pattern that looked for the words first backtracked on a long line of them).
 */
function settingsInParentheses(configs: Config[], prose: string[]): void {
  const byLabel = new Map(configs.map((c) => [c.label.toLowerCase(), c]));
  for (const t of prose) {
    if (t.length > 400 || !t.includes('=')) continue;
    for (let p = t.indexOf('('); p > 0; p = t.indexOf('(', p + 1)) {
      const setting = SETTING_IN_PARENTHESES.exec(t.slice(p, p + 130));
      if (!setting) continue;
      const words = t.slice(0, p).trimEnd().toLowerCase().split(/\s+/).slice(-3);
      let c: Config | undefined;
      for (let n = 1; n <= words.length && !c; n++) c = byLabel.get(words.slice(-n).join(' '));
      if (!c) continue;
      for (const [key, value] of Object.entries(tunablesIn(setting[1]!))) c.tunables[key] ??= value;
    }
  }
}

/** `- Off: numa_balancing=0, ...`: an item opened by one word and a colon. */
const FACTOR_ITEM = /^\s*(?:[-*•]\s+)?([\w+.-]{1,20}):\s+(\S.*)$/;

/**
 * Runs named by several factors (`8G PR off`, `16G BC on`) and an item that states the settings of one
 * factor value (`- Off: numa_balancing=0, demotion_enabled=false`): every run whose name holds that value
 * as a word has them.
 */
function factorSettings(configs: Config[], prose: string[], opensAny: (t: string) => boolean): void {
  // configs by each word of a name of two words or more, indexed once
  const byWord = new Map<string, Config[]>();
  let multi = 0;
  for (const c of configs) {
    const ws = c.label.toLowerCase().split(/\s+/);
    if (ws.length < 2) continue;
    multi++;
    for (const w of new Set(ws)) byWord.set(w, [...(byWord.get(w) ?? []), c]);
  }
  if (multi < 2) return;
  for (const t of prose) {
    if (t.length > 400) continue;
    const m = FACTOR_ITEM.exec(t);
    const owners = m ? byWord.get(m[1]!.toLowerCase()) : undefined;
    if (!owners || opensAny(t)) continue;
    const set = tunablesIn(m![2]!);
    for (const c of owners) for (const [key, v] of Object.entries(set)) c.tunables[key] ??= v;
  }
}

/**
 * What the prose says of the whole setup (`sysctl_numa_balancing_mode set to NUMA_BALANCING_MEMORY_TIERING`,
 * `the system's thp settings are enabled=always`) holds for every config that does not say otherwise; a key
 * the prose gives two values is left out, since the text does not say which config has which.
 */
const SYSTEM_WIDE =
  /^(kernel\.numa_balancing|mm\.transparent_hugepage\.(enabled|defrag)|mm\.numa\.demotion_enabled|vm\.zone_reclaim_mode)$/;

/**
 * A setting stated per run in one line (`kernel.numa_balancing  2 for base, 0 for kpromoted`): each value
 * goes to the run whose name opens with the word after its `for`.
 */
function perRunSettings(configs: Config[], prose: string): void {
  for (const line of prose.split('\n')) {
    const m =
      line.length > 200 || !/\bfor\b/.test(line) ? null : /^\s*([\w./-]{1,60})[\s:=]{1,20}(\S.{0,200})$/.exec(line);
    const key = m && canonicalTunable(m[1]!);
    if (!key) continue;
    const parts = [...m[2]!.matchAll(/(?<![\w.-])([\w.-]{1,40})\s{1,4}for\s{1,4}([\w.-]{1,40})/gi)];
    if (parts.length < 2) continue;
    for (const [, value, run] of parts) {
      const w = run!.toLowerCase();
      const owners = configs.filter((c) => {
        const f = firstWord(c.label);
        return f === w || (f.startsWith(w) && /^[-_+]/.test(f.slice(w.length)));
      });
      if (owners.length === 1) owners[0]!.tunables[key] = value!;
    }
  }
}

export function applySetup(configs: Config[], prose: string): void {
  if (!configs.length || !prose.trim()) return;
  perRunSettings(configs, prose);
  const setup = tunablesIn(prose);
  if (numaBalancingModes(prose).size > 1) delete setup['kernel.numa_balancing'];
  for (const [key, value] of Object.entries(setup)) {
    // only system-wide settings; a key some config sets itself is what the configs differ by
    if (!SYSTEM_WIDE.test(key) || configs.some((c) => c.tunables[key] !== undefined)) continue;
    for (const c of configs) c.tunables[key] = value;
  }
}
