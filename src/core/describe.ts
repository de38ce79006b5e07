/**
 * Configs described in the prose around the tables: a line or list item that starts with a config's
 * label (`Base case: 6.11-rc6 w/ numab mode = 2`, `- Numab_tiering.  enable NUMAB-2 ...` followed by
 * its `echo 2 > /proc/sys/kernel/numa_balancing` lines, `patched 6.16 + current series`) gives that
 * config its description and the tunables it states.
 */
import type { Config } from './model';
import { proseTunables } from './proseTunables';

const BULLET = /^\s*(?:[-*•]|\d+[.)]|\[\d+\])?\s*/;
/** What may follow a label before its description: `:`, `.`, `=`, `-`, or `case`/`kernel`/`config` and one of those. */
const AFTER_LABEL = /^(?:\s+(?:case|kernel|config|run|setup))?\s*(?:[:=]|\.(?=\s)|\s-\s)\s*/i;
const KERNEL_VERSION = /\b\d+\.\d+(?:\.\d+)?(?:-rc\d+)?\b/;

/** NUMA balancing modes as people write them: `NUMAB2`, `NUMAB-2`, `numab mode = 2`, `numa balancing mode 2`, the kernel's mode names. */
export function numaBalancingInProse(text: string): string | undefined {
  const m = /\bnumab[-_ ]?(?:mode)?\s*[=:]?\s*([0-3])\b|\bnuma[ _]balancing\s+(?:mode\s*)?[=:]?\s*([0-3])\b/i.exec(text);
  if (m) return m[1] ?? m[2];
  if (/\bNUMA_BALANCING_MEMORY_TIERING\b/.test(text)) return '2';
  if (/\bNUMA_BALANCING_NORMAL\b/.test(text)) return '1';
  if (/\bNUMA_BALANCING_DISABLED\b/.test(text)) return '0';
  return undefined;
}

/** The tunables a piece of prose states. */
function tunablesIn(text: string): Record<string, string> {
  const out = proseTunables(text);
  const nb = numaBalancingInProse(text);
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

/** Give configs the description and tunables their prose states; tunables already known are kept. */
export function describeConfigs(configs: Config[], prose: string[]): void {
  const labels = configs.filter((c) => c.label.length >= 2 && !/^run$/i.test(c.label));
  if (!labels.length) return;
  for (let k = 0; k < prose.length; k++) {
    const t = prose[k]!;
    if (t.length > 400 || !t.trim()) continue;
    for (const c of labels) {
      const rest = opensWith(t, c.label);
      if (rest === undefined) continue;
      // the item goes on over its indented or unbulleted lines, up to a blank line or the next item
      let item = rest;
      for (let j = k + 1; j < prose.length && j <= k + 8; j++) {
        const u = prose[j]!;
        if (!u.trim() || /^\s*([-*•]|\d+[.)])\s/.test(u) || labels.some((o) => opensWith(u, o.label) !== undefined)) break;
        item += `\n${u}`;
      }
      if (!c.description && rest) c.description = rest.slice(0, 120);
      const kv = KERNEL_VERSION.exec(rest);
      if (!c.kernel && kv) c.kernel = kv[0];
      for (const [key, value] of Object.entries(tunablesIn(item))) c.tunables[key] ??= value;
      break;
    }
  }
}
