/** Number parsing and formatting as people write numbers in benchmark reports. */

const SUFFIX: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, G: 1e9, B: 1e9, T: 1e12 };
const NUM_RE =
  /^([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][+-]?\d{1,3})?|[+-]?\.\d+(?:[eE][+-]?\d{1,3})?)([kKMGBT])?(x|×|%)?$/;

/** A number read from text or data, or undefined when it is not one or not finite (`.`, `1e309`, 400 digits): absent, never NaN or 0. */
export function finiteNumber(raw: string | number | undefined | null): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const t = raw.trim();
  if (t === '') return undefined;
  const v = Number(t);
  return Number.isFinite(v) ? v : undefined;
}

/** A copy of plain data with every non-finite number as null (absent), the last guard before JSON, charts and exports. */
export function finiteData<T>(v: T): T {
  if (typeof v === 'number') return (Number.isFinite(v) ? v : null) as T;
  if (Array.isArray(v)) return v.map(finiteData) as T;
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = finiteData(x);
  return out as T;
}

/** A table whose every non-finite cell is absent (a reader that summed or scaled `1e308`s): changed in place. */
export function finiteTable(t: {
  rows: { values: (number | undefined)[]; stddev?: (number | undefined)[]; samples?: (number[] | undefined)[] }[];
}): void {
  const absent = (v: number | undefined) => (v === undefined || Number.isFinite(v) ? v : undefined);
  for (const r of t.rows) {
    r.values = r.values.map(absent);
    if (r.stddev) r.stddev = r.stddev.map(absent);
    if (r.samples) r.samples = r.samples.map((xs) => (xs && xs.every(Number.isFinite) ? xs : undefined));
  }
}

/** A measurement whose value is not finite is absent; a non-finite stddev, n or sample is dropped. */
export function finiteMeasurements<T extends { value: number; stddev?: number; n?: number; samples?: number[] }>(
  ms: T[],
): T[] {
  return finiteInPlace(ms.slice());
}

/** `finiteMeasurements` kept in `ms` itself, without a copy of a million measurements; `ms` is returned. */
export function finiteInPlace<T extends { value: number; stddev?: number; n?: number; samples?: number[] }>(
  ms: T[],
): T[] {
  let n = 0;
  for (const m of ms) if (Number.isFinite(m.value)) ms[n++] = m;
  ms.length = n;
  for (const m of ms) {
    if (m.stddev !== undefined && !Number.isFinite(m.stddev)) delete m.stddev;
    if (m.n !== undefined && !Number.isFinite(m.n)) delete m.n;
    if (m.samples && !m.samples.every(Number.isFinite)) m.samples = m.samples.filter(Number.isFinite);
  }
  return ms;
}

/** A cell that means "absent": '-', '---', '—', 'n/a', empty. */
export function isAbsent(cell: string): boolean {
  const c = cell.trim();
  return c === '' || (c.length <= 4 && (/^[-—–]+$/.test(c) || /^n\/?a$/i.test(c)));
}

export interface ParsedNumber {
  value: number;
  ratio?: boolean;
  percent?: boolean;
}

/** Parse `97,165,273`, `30.5M`, `9.28713e+08`, `1.09x`, `12%`; undefined when not a number. */
export function parseNumber(cell: string): ParsedNumber | undefined {
  const c = cell.trim();
  const m = NUM_RE.exec(c);
  if (!m) return undefined;
  let v = Number(m[1]!.replace(/,/g, ''));
  if (m[2]) v *= SUFFIX[m[2]]!;
  if (!Number.isFinite(v)) return undefined;
  if (m[3] === 'x' || m[3] === '×') return { value: v, ratio: true };
  if (m[3] === '%') return { value: v, percent: true };
  return { value: v };
}

/** Parse `8.87 ± 0.00` or `8.87 +- 0.00` or `8.87 (0.12)`. */
export function parseMeanStd(cell: string): { mean: number; stddev?: number } | undefined {
  const m = /^\s*(\S+)\s*(?:±|\+-|\+\/-)\s*(\S+)\s*$/.exec(cell);
  if (m) {
    const a = parseNumber(m[1]!);
    const b = parseNumber(m[2]!);
    if (a && b) return { mean: a.value, stddev: b.value };
  }
  const n = parseNumber(cell);
  return n && !n.ratio ? { mean: n.value } : undefined;
}

/** Scale implied by a title or header: "(millions of pages)", "(M)", "(thousands)". */
export function scaleFromText(text: string): number {
  const t = text.toLowerCase();
  if (/\bbillions?\b|\(\s*b\s*\)|\(g\)/.test(t)) return 1e9;
  if (/\bmillions?\b|\(\s*m\s*\)|\bin m\b/.test(t)) return 1e6;
  if (/\bthousands?\b|\(\s*k\s*\)/.test(t)) return 1e3;
  return 1;
}

/** Format a value for a table cell with ~4 significant digits, thousands separated for big integers. */
export function formatValue(v: number): string {
  if (!Number.isFinite(v)) return '-';
  const a = Math.abs(v);
  if (a === 0) return '0';
  if (Number.isInteger(v) && a < 1e15) return v.toLocaleString('en-US');
  if (a >= 1e6) return Math.round(v).toLocaleString('en-US');
  if (a >= 100) return v.toFixed(2);
  if (a >= 10) return v.toFixed(2);
  if (a >= 1) return v.toFixed(3);
  if (a >= 0.001) return v.toFixed(4);
  return v.toExponential(2);
}

/** Human units for counters and sizes: 6.95M, 1.2 GiB. */
export function humanCount(v: number): string {
  if (!Number.isFinite(v)) return '-';
  const a = Math.abs(v);
  if (a >= 1e9) return (v / 1e9).toFixed(2) + 'G';
  if (a >= 1e5) return (v / 1e6).toFixed(2) + 'M';
  if (a >= 1e4) return (v / 1e3).toFixed(1) + 'k';
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

export function humanBytes(v: number): string {
  if (!Number.isFinite(v)) return '-';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let x = v;
  let i = 0;
  while (Math.abs(x) >= 1024 && i < units.length - 1) {
    x /= 1024;
    i++;
  }
  return (i === 0 ? String(x) : x.toFixed(x >= 100 ? 0 : x >= 10 ? 1 : 2)) + ' ' + units[i];
}

export function formatRatio(r: number): string {
  return Number.isFinite(r) ? r.toFixed(2) + 'x' : '-';
}
