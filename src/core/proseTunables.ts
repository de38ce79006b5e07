/**
 * Kernel tunables written in words next to a run: a heading or label such as `numa_balancing=1` or
 * `numa balancing=0`, a command such as `echo 0 > /proc/sys/kernel/numa_balancing` or
 * `sysctl -w kernel.numa_balancing=0`. Keys go through canonicalTunable, so only names the field
 * knows become tunables (`CUDA_VISIBLE_DEVICES=0,1` and `PPL=4.22` do not).
 * Scanning is by indexOf and character walks: linear in the text, no regex backtracking.
 */
import { canonicalTunable, tunableValue } from './knowledge/tunables';

const NAME_CHAR = /[\w./]/;
const VALUE_END = /[\s,;)\]'"`=]/;
const LETTER = /[A-Za-z_]/;

/** Tunables stated in a text; a key written with two different values is left out (the text does not say which). */
export function proseTunables(text: string): Record<string, string> {
  const seen = new Map<string, Set<string>>();
  const add = (key: string | undefined, value: string) => {
    const written = value.replace(/^['"]|['".:]+$/g, '');
    if (!key || !written || written === '-') return;
    const v = tunableValue(key, written);
    if (!seen.has(key)) seen.set(key, new Set());
    seen.get(key)!.add(v);
  };
  for (const [name, value] of echoes(text)) add(canonicalTunable(name), value);
  for (const [name, prev, value] of assignments(text)) add(canonicalTunable(name) ?? (prev ? canonicalTunable(`${prev}_${name}`) : undefined), value);
  const out: Record<string, string> = {};
  for (const [k, vs] of seen) if (vs.size === 1) out[k] = [...vs][0]!;
  return out;
}

/** `echo 0 > /proc/sys/kernel/numa_balancing`, `echo always | sudo tee /sys/kernel/mm/...` -> [path, value]. */
function echoes(text: string): [string, string][] {
  const out: [string, string][] = [];
  const re = /\becho\s+(['"]?[\w.-]+['"]?)\s*(?:>|\|\s*(?:sudo\s+)?tee(?:\s+-a)?)\s*(\/(?:proc|sys)\/[\w./-]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push([m[2]!, m[1]!]);
  return out;
}

/** `name=value` (one space allowed around `=`) -> [name, the word before it, value]; `numa balancing=0` is tried as `numa_balancing`. */
function assignments(text: string): [string, string | undefined, string][] {
  const out: [string, string | undefined, string][] = [];
  for (let p = text.indexOf('='); p >= 0; p = text.indexOf('=', p + 1)) {
    const before = text[p - 1];
    if (before === '=' || before === '!' || before === '<' || before === '>' || text[p + 1] === '=') continue;
    const end = text[p - 1] === ' ' ? p - 1 : p;
    const start = wordStart(text, end, NAME_CHAR);
    if (start === end) continue;
    const from = text[p + 1] === ' ' ? p + 2 : p + 1;
    let to = from;
    while (to < text.length && !VALUE_END.test(text[to]!)) to++;
    if (to === from) continue;
    const prevEnd = start - 1;
    const prevStart = text[prevEnd] === ' ' ? wordStart(text, prevEnd, LETTER) : prevEnd;
    out.push([text.slice(start, end), prevStart < prevEnd ? text.slice(prevStart, prevEnd) : undefined, text.slice(from, to)]);
  }
  return out;
}

/** Where the run of `chars` that ends at `end` starts. */
function wordStart(text: string, end: number, chars: RegExp): number {
  let s = end;
  while (s > 0 && chars.test(text[s - 1]!)) s--;
  return s;
}
