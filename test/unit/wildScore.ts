/** Score an analysis against a test/wild expectation (rules in test/wild/FORMAT.md). */
import type { Analysis, Measurement } from '../../src/core/model';

export interface Expectation {
  kind: string;
  configs: string[];
  values?: { config: string; metric: string; value: number }[];
  ratios?: { metric: string; config: string; baseline: string; ratio: number }[];
  tunables?: { config: string; key: string; value: string }[];
  notConfigs?: string[];
  notes?: string;
}

export interface Check {
  what: string;
  held: boolean;
}

// `node0` and `Node 0` are one name: letters and digits are split apart on both sides
const norm = (s: string) =>
  ` ${s
    .replace(/([a-z])(?=\d)/gi, '$1 ')
    .toLowerCase()
    .replace(/[^a-z0-9.]+|(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/** A commit id as texts write it: 7 to 40 hex characters, a digit and a letter among them. */
const COMMIT = /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}$/;
/** `57e95a5c41` and `57e95a5c4117dc6a` name one commit, as git reads them: one is the start of the other. */
const sameCommit = (a: string, b: string) => COMMIT.test(a) && COMMIT.test(b) && (a.startsWith(b) || b.startsWith(a));

/** Whether the tool's label names the expected config: equal, or containing it as whole words, or the same commit. */
export function labelMatches(tool: string, expected: string): boolean {
  const t = norm(tool);
  const e = norm(expected);
  return t === e || t.includes(e) || sameCommit(tool.trim().toLowerCase(), expected.trim().toLowerCase());
}

/** Whether the tool's metric name holds every word of the expected one. */
function metricMatches(tool: string, expected: string): boolean {
  const t = norm(tool);
  return norm(expected)
    .trim()
    .split(' ')
    .every((w) => t.includes(` ${w} `));
}

const close = (a: number, b: number, tol: number) =>
  a === b ? true : Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));

/** Expected configs -> the tool's measured config labels, one to one (undefined where none is left). */
function matchConfigs(a: Analysis, expected: string[]): Map<string, string | undefined> {
  const measured = [...new Set(a.measurements.map((m) => m.config))];
  const out = new Map<string, string | undefined>();
  const used = new Set<string>();
  // exact matches first, then containment; longer expected labels first so `base` does not take `base+patch`
  const order = [...expected].sort((x, y) => y.length - x.length);
  for (const pass of ['exact', 'contains'] as const)
    for (const e of order) {
      if (out.get(e) !== undefined) continue;
      const hit = measured.find((t) => !used.has(t) && (pass === 'exact' ? norm(t) === norm(e) : labelMatches(t, e)));
      if (hit) {
        used.add(hit);
        out.set(e, hit);
      } else out.set(e, undefined);
    }
  return out;
}

/** `1` and `true`, `0x1` and `1`, `[always]` and `always` are the same setting. */
function sameSetting(a: string, b: string): boolean {
  const norm = (v: string) => {
    const s = v
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (s === 'true' || s === 'y' || s === 'on') return '1';
    if (s === 'false' || s === 'n' || s === 'off') return '0';
    const n = Number(s);
    return Number.isFinite(n) && s !== '' ? String(n) : s;
  };
  return norm(a) === norm(b);
}

export function score(a: Analysis, x: Expectation): Check[] {
  const checks: Check[] = [];
  const measuredLabels = [...new Set(a.measurements.map((m) => m.config))];
  const star = x.configs.length === 1 && x.configs[0] === '*';
  const map = star
    ? new Map([['*', measuredLabels.length === 1 ? measuredLabels[0] : undefined]])
    : matchConfigs(a, x.configs);
  const toolOf = (c: string) => (star ? map.get('*') : map.get(c));
  for (const [e, t] of map) checks.push({ what: `config ${e}${t ? ` = ${t}` : ' (missing)'}`, held: t !== undefined });
  const extra = measuredLabels.filter((t) => ![...map.values()].includes(t));
  checks.push({
    what: `no other configs${extra.length ? `: ${extra.slice(0, 6).join(' | ')}${extra.length > 6 ? ` (+${extra.length - 6})` : ''}` : ''}`,
    held: extra.length === 0,
  });
  const all: Measurement[] = [...a.measurements, ...a.derived];
  const valuesOf = (config: string, metric: string) => {
    const t = toolOf(config);
    return t === undefined ? [] : all.filter((m) => m.config === t && metricMatches(m.metric, metric));
  };
  for (const v of x.values ?? []) {
    const got = valuesOf(v.config, v.metric);
    const held = got.some((m) => close(m.value, v.value, 0.01));
    checks.push({
      what: `value ${v.config} ${v.metric} = ${v.value}${
        held
          ? ''
          : ` (got ${
              got
                .slice(0, 3)
                .map((m) => `${m.metric}=${m.value}`)
                .join(', ') || 'nothing'
            })`
      }`,
      held,
    });
  }
  for (const r of x.ratios ?? []) {
    const num = valuesOf(r.config, r.metric);
    const den = valuesOf(r.baseline, r.metric);
    const held = num.some((n) =>
      den.some((d) => d.metric === n.metric && d.value !== 0 && close(n.value / d.value, r.ratio, 0.02)),
    );
    checks.push({ what: `ratio ${r.metric} ${r.config}/${r.baseline} = ${r.ratio}`, held });
  }
  for (const t of x.tunables ?? []) {
    const label = toolOf(t.config);
    const c = a.configs.find((k) => k.label === label);
    // a reader writes `demotion_enabled` or `transparent_hugepage.enabled`; the tool's keys are full sysctl/sysfs paths
    const want = t.key.replace(/\//g, '.');
    const key = Object.keys(c?.tunables ?? {}).find((k) => k === want || k.endsWith(`.${want}`));
    const got = key === undefined ? undefined : c!.tunables[key];
    const held = got !== undefined && sameSetting(got, t.value);
    checks.push({ what: `tunable ${t.config} ${t.key}=${t.value}${held ? '' : ` (got ${got ?? 'nothing'})`}`, held });
  }
  for (const s of x.notConfigs ?? []) {
    // the name standing alone in a run's label, not inside a word (`PP` is no part of `llama.cpp`)
    const alone = new RegExp(`(?<![a-z0-9_])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9_])`, 'i');
    const bad = a.configs.filter((c) => alone.test(c.label));
    checks.push({
      what: `no config named like "${s}"${bad.length ? `: ${bad[0]!.label}` : ''}`,
      held: bad.length === 0,
    });
  }
  return checks;
}
