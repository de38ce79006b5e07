/** Tunable dumps: sysctl output, `sysctl -w`, `echo V > /proc/sys/...`, `cat <sysfs/debugfs file>` + value, THP `[always] madvise never`. */
import { lineAt } from '../../text/lines';
import type { Lines, SettingsData } from '../../model';
import { canonicalTunable, tunableValue } from '../../knowledge/tunables';
import type { Parser, Reader } from '../kit/types';

const SYSCTL_LINE = /^\s*((?:kernel|vm|mm|debug)\.[\w.]+)\s*=\s*(\S+)\s*$/;
const PATH_VALUE = /^\s*(\/(?:proc\/sys|sys\/kernel)\/[\w./-]+)\s*[:=]\s*(.+?)\s*$/;
/** `sysctl -w kernel.numa_balancing=2`; sysctl takes `/` for `.` too (`vm/zone_reclaim_mode=1`). */
const SYSCTL_W = /^(?:sudo\s+)?sysctl\s+(?:-w\s+|-q\s+)*((?:kernel|vm)[./][\w./]+)\s*=\s*(\S+)/;
const ECHO =
  /^(?:sudo\s+)?echo\s+(?:-n\s+)?["']?([^"'|>]+?)["']?\s*(?:\|\s*(?:sudo\s+)?tee(?:\s+-a)?\s+|>>?\s*)(\/(?:proc\/sys|sys\/kernel)\/[\w./-]+)/;
const CAT = /^(?:sudo\s+)?cat\s+(\/(?:proc\/sys|sys\/kernel)\/[\w./-]+)\s*$/;
const BRACKET = /^\s*(?:[\w+-]+\s+)*\[([\w+-]+)\](?:\s+[\w+-]+)*\s*$/;

/** The value a line sets, as [path-or-key, value] (value selected from `[x] y z` forms). */
function settingOf(
  lines: Lines,
  k: number,
): { key: string; value: string; used: number; writes?: boolean } | undefined {
  const l = lineAt(lines, k);
  const t = l.text.trim();
  const e = ECHO.exec(t);
  // `echo 2 | tee FILE` prints the value again on the next line
  if (e)
    return {
      key: e[2]!,
      value: e[1]!.trim(),
      used: /\btee\b/.test(t) && lines.get(k + 1)?.trim() === e[1]!.trim() ? 2 : 1,
      writes: true,
    };
  const w = SYSCTL_W.exec(t);
  if (w) return { key: w[1]!.replace(/\//g, '.'), value: w[2]!, used: 1, writes: true };
  let m = CAT.exec(t);
  if (m && l.command) {
    const next = k + 1 < lines.count ? lineAt(lines, k + 1) : undefined;
    if (!next || next.command || next.text.trim() === '') return undefined;
    const v = next.text.trim();
    const b = BRACKET.exec(v);
    return { key: m[1]!, value: b ? b[1]! : v, used: 2 };
  }
  if (l.command) return undefined;
  m = SYSCTL_LINE.exec(t) ?? PATH_VALUE.exec(t);
  if (m) {
    const b = BRACKET.exec(m[2]!);
    return { key: m[1]!, value: b ? b[1]! : m[2]!, used: 1 };
  }
  return undefined;
}

/** `[always] madvise never` with no command before it: guess the THP file from its options. */
function bareThp(t: string): { key: string; value: string } | undefined {
  const b = BRACKET.exec(t);
  if (!b) return undefined;
  const opts = t.replace(/[[\]]/g, '').trim().split(/\s+/).sort().join(' ');
  if (opts === 'always madvise never') return { key: 'mm.transparent_hugepage.enabled', value: b[1]! };
  if (opts === 'always defer defer+madvise madvise never')
    return { key: 'mm.transparent_hugepage.defrag', value: b[1]! };
  return undefined;
}

/** Cheap test before the regular expressions: every form starts with one of these or shows `[x]`. */
const MAYBE = /^\s*(?:sudo|echo|sysctl|cat|kernel\.|vm\.|mm\.|debug\.|\/)|\[/;

export const parseSysctl: Parser = (lines, i) => {
  if (!MAYBE.test(lines.at(i))) return undefined;
  const values: SettingsData['values'] = new Map();
  let writes = true;
  let k = i;
  while (k < lines.count) {
    const s = settingOf(lines, k);
    if (s) {
      const key = canonicalTunable(s.key);
      if (key) values.set(key, { value: tunableValue(key, s.value), line: k + s.used - 1 + 1 });
      writes &&= s.writes === true;
      k += s.used;
      continue;
    }
    const thp = lines.command[k] ? undefined : bareThp(lines.at(k));
    if (thp) {
      values.set(thp.key, { value: thp.value, line: k + 1 });
      writes = false;
      k++;
      continue;
    }
    break;
  }
  if (values.size === 0) return undefined;
  const data: SettingsData = { type: 'settings', values };
  if (writes) data.writes = true;
  return { kind: 'sysctl', end: k, data };
};

/** Starts at a setting, a command that sets one, or a path. */
export const sysctlReader: Reader = { name: 'sysctl', start: MAYBE, read: parseSysctl };
