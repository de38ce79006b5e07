/**
 * Kernel tunables written in words next to a run: a heading or label such as `numa_balancing=1` or
 * `numa balancing=0`, a command such as `echo 0 > /proc/sys/kernel/numa_balancing` or
 * `sysctl -w kernel.numa_balancing=0`. Keys go through canonicalTunable, so only names the field
 * knows become tunables (`CUDA_VISIBLE_DEVICES=0,1` and `PPL=4.22` do not).
 * Scanning is by indexOf and character walks: linear in the text, no regex backtracking.
 */
import { canonicalTunable, tunableValue } from '../../knowledge/tunables';

const NAME_CHAR = /[\w./]/;
const VALUE_END = /[\s,;)\]'"`=]/;
const LETTER = /[A-Za-z_]/;

/** A tunable stated in a text: its canonical key, the value as written, where the statement starts and ends. */
export interface TunableMention {
  key: string;
  value: string;
  at: number;
  end: number;
}

/** Every tunable a text states: the echo commands, then the assignments. */
export function tunableMentions(text: string): TunableMention[] {
  const out: TunableMention[] = [];
  const add = (key: string | undefined, value: string, at: number, end: number) => {
    const v = value.replace(/^['"]|['".:]+$/g, '');
    if (key && v && v !== '-') out.push({ key, value: tunableValue(key, v), at, end });
  };
  for (const e of echoes(text)) add(canonicalTunable(e.name), e.value, e.at, e.end);
  for (const s of assignments(text))
    add(
      canonicalTunable(s.name) ?? (s.prev ? canonicalTunable(`${s.prev}_${s.name}`) : undefined),
      s.value,
      s.at,
      s.end,
    );
  return out;
}

/** Tunables stated in a text; a key written with two different values is left out (the text does not say which). */
export function proseTunables(text: string): Record<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const m of tunableMentions(text)) {
    if (!seen.has(m.key)) seen.set(m.key, new Set());
    seen.get(m.key)!.add(m.value);
  }
  const out: Record<string, string> = {};
  for (const [k, vs] of seen) if (vs.size === 1) out[k] = [...vs][0]!;
  return out;
}

/** `echo 0 > /proc/sys/kernel/numa_balancing`, `echo always | sudo tee /sys/kernel/mm/...`, `always > /sys/...` -> path, value, where. */
function echoes(text: string): { name: string; value: string; at: number; end: number }[] {
  const out: { name: string; value: string; at: number; end: number }[] = [];
  // the echo is sometimes left out in prose (`This is with  always >  /sys/kernel/mm/transparent_hugepage/enabled`)
  const re =
    /(?:\becho\s+|(?<![\w./>-])(?=['"]?[A-Za-z\d]))(['"]?[\w.-]+['"]?)\s*(?:>|\|\s*(?:sudo\s+)?tee(?:\s+-a)?)\s*(\/(?:proc|sys)\/[\w./-]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ name: m[2]!, value: m[1]!, at: m.index, end: m.index + m[0].length });
  return out;
}

/** `name=value` (one space allowed around `=`) -> name, the word before it, value, where; `numa balancing=0` is tried as `numa_balancing`. */
function assignments(text: string): { name: string; prev?: string; value: string; at: number; end: number }[] {
  const out: { name: string; prev?: string; value: string; at: number; end: number }[] = [];
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
    out.push({
      name: text.slice(start, end),
      prev: prevStart < prevEnd ? text.slice(prevStart, prevEnd) : undefined,
      value: text.slice(from, to),
      at: start,
      end: to,
    });
  }
  return out;
}

/** Where the run of `chars` that ends at `end` starts. */
function wordStart(text: string, end: number, chars: RegExp): number {
  let s = end;
  while (s > 0 && chars.test(text[s - 1]!)) s--;
  return s;
}
