/**
 * Intel Memory Latency Checker (mlc) output, one block per run: node matrices (idle latency, bandwidth,
 * cache-to-cache HITM), the peak injection bandwidths (`ALL Reads  :  222557.1`), the loaded-latency table
 * (`Inject Delay / Latency (ns) / Bandwidth MB/sec`), and single latencies (`Local Socket L2->L2 HITM latency  50.3`).
 * Cells are TAB-separated with trailing tabs. Latencies are converted ns -> s; bandwidths stay MB/sec as printed
 * (mlc's MB is 10^6 bytes). A run is one config, named by the heading above it or else by the label logic.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

const BANNER = /^(?:Intel\(R\) )?Mem(?:ory|\.) Latency Checker\b/;
/** `./mlc --latency_matrix`, `[root@host ~]# ./mlc`, `sudo mlc_avx512 --idle_latency`. */
const INVOCATION = /(?:^|[\s/#$])mlc(?:_avx512)?(?:\.exe)?(?:\s|$)/;
const MEASURING = /^Measuring\s+(.+)$/;
/** A `Measuring` line only mlc writes (a run pasted without its banner starts at one). */
const MLC_MEASURING = /^Measuring .*(?:\(in ns\)\.{3}|for the system|within system)$/;
/** Lines mlc prints about how it measures: skipped inside a run. */
const CHATTER =
  /^(Command line parameters|Using |Bandwidths are in|\*\*\*|Note|ATTENTION|Buffer|Allocating|Running|Warning|Thread)/i;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
/** `Numa node`, `Reader Numa Node`, `Memory node`: the name of a matrix axis. */
const AXIS = /^(?:(Reader|Writer)\s+)?(?:Numa|Memory)\s+node$/i;

interface Section {
  /** What is measured, from the `Measuring ...` line: `idle latencies`, `Memory Bandwidths`. */
  stem: string;
  latency: boolean;
}

/** `idle latencies (in ns)...`, `Memory Bandwidths between nodes within system` -> what is measured. */
function stemOf(what: string): string {
  return what
    .replace(/\.{2,}\s*$/, '')
    .replace(/\(in [^()]*\)/g, '')
    .replace(/\b(?:between nodes )?within system\b|\bfor the system\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a line (matrix and loaded-latency cells hold no spaces). */
const words = (t: string) => t.trim().split(/\s+/);

/** A line that opens a run: the banner, or a `Measuring` line of a run pasted without it. */
function opensRun(lines: Lines, i: number): boolean {
  const t = lines.at(i).trim();
  if (BANNER.test(t) || MLC_MEASURING.test(t)) return true;
  // the command that ran it, right above the banner, belongs to the run (and keeps a label above in reach)
  if (t.length < 200 && INVOCATION.test(t)) {
    let k = i + 1;
    while (k < lines.count && k < i + 3 && lines.at(k).trim() === '') k++;
    return k < lines.count && BANNER.test(lines.at(k).trim());
  }
  return false;
}

class RunReader {
  readonly rows: TableRow[] = [];
  section: Section = { stem: 'latency', latency: true };
  /** A sub-title without values (`Remote Socket L2->L2 HITM latency (data address homed in writer socket)`). */
  subtitle: string | undefined;
  /** The matrix being read: axis names and column node ids. */
  matrix: { rowAxis: string; colAxis: string; nodes: string[]; stem: string } | undefined;
  colAxis = 'node';
  /** The loaded-latency table's column names after `Inject Delay`. */
  loaded: string[] | undefined;
  /** Right after a `Measuring` line or the banner, where mlc says how it measures. */
  preamble = false;

  constructor(private lines: Lines) {}

  add(name: string, written: number, line: number, latency: boolean): void {
    const value = latency ? written / 1e9 : written;
    if (Number.isFinite(value)) this.rows.push({ name, values: [value], unit: latency ? 's' : 'MB/s', line: line + 1 });
  }

  /** Read line k; false when it does not belong to a run. */
  read(k: number): boolean {
    const raw = this.lines.at(k);
    const t = raw.trim();
    if (t === '') {
      this.preamble = false;
      return true;
    }
    if (CHATTER.test(t) || BANNER.test(t) || /^=+$/.test(t)) return (this.preamble = true);
    const m = MEASURING.exec(t);
    if (m) {
      this.section = { stem: stemOf(m[1]!), latency: /latenc/i.test(m[1]!) && !/bandwidth/i.test(m[1]!) };
      this.matrix = this.loaded = this.subtitle = undefined;
      return (this.preamble = true);
    }
    const c = words(t);
    if (this.matrixLine(t, c, k) || this.loadedLine(c, k) || this.valueLine(t, k)) {
      this.preamble = false;
      return true;
    }
    // mlc explains itself below a `Measuring` line in words of its own version (`Will take several minutes ...`)
    return this.preamble && !raw.includes('\t') && !/\d$/.test(t);
  }

  private matrixLine(t: string, c: string[], k: number): boolean {
    const axis = AXIS.exec(t);
    if (axis) {
      this.colAxis = axis[1] ? `${axis[1].toLowerCase()} node` : 'node';
      return true;
    }
    // `Numa node  0  1`: the row axis, then the column node ids
    const head = /^((?:(?:Reader|Writer)\s+)?(?:Numa|Memory)\s+node|Socket)\b/i.exec(t);
    if (head && c.length >= 2) {
      const nodes = words(t.slice(head[0].length));
      if (!nodes.length || !nodes.every((x) => /^\d+$/.test(x))) return false;
      const role = /^(Reader|Writer)/i.exec(head[1]!)?.[1]?.toLowerCase();
      const rowAxis = role ? `${role} node` : /^Socket$/i.test(head[1]!) ? 'socket' : 'node';
      const stem = this.subtitle ?? this.section.stem;
      this.matrix = { rowAxis, colAxis: this.colAxis, nodes, stem };
      this.colAxis = 'node';
      return true;
    }
    const mx = this.matrix;
    if (!mx || c.length !== mx.nodes.length + 1 || !/^\d+$/.test(c[0]!)) return false;
    const latency = this.subtitle ? /latenc/i.test(this.subtitle) : this.section.latency;
    c.slice(1).forEach((cell, j) => {
      // `-`: the diagonal of a cache-to-cache matrix, not measured
      if (NUMBER.test(cell))
        this.add(`${mx.stem} ${mx.rowAxis} ${c[0]} -> ${mx.colAxis} ${mx.nodes[j]}`, Number(cell), k, latency);
    });
    return true;
  }

  private loadedLine(c: string[], k: number): boolean {
    if (c[0] === 'Inject' && c.length >= 2) {
      this.loaded = c.slice(1);
      return true;
    }
    if (this.loaded && c[0] === 'Delay') {
      // the second header line carries the units: `Delay  (ns)  MB/sec`
      this.loaded = this.loaded.map((name, j) => `${name} ${c[j + 1] ?? ''}`.trim());
      return true;
    }
    const cols = this.loaded;
    if (!cols || c.length !== cols.length + 1 || !c.every((x) => NUMBER.test(x))) return false;
    const delay = Number(c[0]);
    if (!Number.isFinite(delay)) return false;
    cols.forEach((col, j) => {
      const name = col.replace(/(?<!\s)\s*(?:\([^()]*\)|MB\/sec)$/i, '').toLowerCase();
      this.add(`loaded ${name} at inject delay ${delay}`, Number(c[j + 1]), k, /latenc/i.test(col));
    });
    return true;
  }

  /** `ALL Reads  :  222557.1`, `Local Socket L2->L2 HITM latency  50.3`, or a sub-title above a matrix. */
  private valueLine(t: string, k: number): boolean {
    // `--idle_latency`: `Each iteration took 247.2 base frequency clocks (  102.3 ns)`
    const idle = /\bclocks \(\s*(\d+(?:\.\d+)?)\s*ns\)/.exec(t);
    if (idle) {
      this.add('idle latency', Number(idle[1]), k, true);
      return true;
    }
    const cut = Math.max(t.lastIndexOf(' '), t.lastIndexOf('\t'));
    const last = t.slice(cut + 1);
    const name = t.slice(0, cut).trim().replace(/:$/, '').trim().replace(/\s+/g, ' ');
    if (cut > 0 && NUMBER.test(last) && /[a-z]/i.test(name) && !/\d$/.test(name)) {
      const says = /latenc|bandwidth/i.test(name);
      const latency = says ? /latenc/i.test(name) : this.section.latency;
      this.add(says ? name : `${this.section.stem}: ${name}`, Number(last), k, latency);
      return true;
    }
    if (/\blatency\b|\bbandwidth/i.test(t) && !/\d\s*$/.test(t) && t.length <= 120) {
      this.subtitle = t.replace(/\s+/g, ' ');
      this.matrix = undefined;
      return true;
    }
    return false;
  }
}

/** The heading a run sits under (a `<summary>` arrives as one), past blank lines and one remark sentence. */
function runName(lines: Lines, i: number): string | undefined {
  let remarks = 0;
  for (let k = i - 1; k >= 0 && k >= i - 6; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    const h = /^#{1,6}\s+(.+)$/.exec(t);
    if (h && !lines.command[k]) return h[1]!.replace(/`/g, '').trim();
    if (!/[.!]$/.test(t) || ++remarks > 1) return undefined;
  }
  return undefined;
}

export const parseMlc: Parser = (lines, i) => {
  // a shell command may open the run (`$ sudo ./mlc`): opensRun accepts only an mlc invocation above the banner
  if (lines.command[i] && !INVOCATION.test(lines.at(i))) return undefined;
  const c0 = lines.at(i).trimStart().charAt(0);
  if (!/[IM[./a-z$#]/.test(c0)) return undefined;
  if (!opensRun(lines, i)) return undefined;
  const run = new RunReader(lines);
  let end = i + 1;
  // line i is the banner, a `Measuring` line, or the command that ran mlc
  if (BANNER.test(lines.at(i).trim()) || MEASURING.test(lines.at(i).trim())) run.read(i);
  let banner = BANNER.test(lines.at(i).trim());
  for (let k = i + 1; k < lines.count && !lines.command[k]; k++) {
    // the next run (its banner, or the command before it) starts a block of its own
    const t = lines.at(k).trim();
    if (BANNER.test(t) ? banner : !MEASURING.test(t) && opensRun(lines, k)) break;
    banner ||= BANNER.test(t);
    if (!run.read(k)) break;
    if (lines.at(k).trim() !== '') end = k + 1;
  }
  if (!run.rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: [runName(lines, i) ?? 'value'], rows: run.rows };
  return { kind: 'results-table', end, data, title: 'Intel MLC' };
};

/** Starts at its banner, a `Measuring` line or the command that runs it. */
export const mlcReader: Reader = { name: 'mlc', start: /^\s*[IM[./a-z$#]/, read: parseMlc };
