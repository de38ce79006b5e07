/** The `tierscope` command: analyze pasted tiering logs from files or stdin. */
import { parseArgs } from 'node:util';
import { version } from '../../package.json';
import { analyzeDocuments, recognizedAnything, type Document } from '../core/analyze';
import type { Analysis } from '../core/model';
import { csvChunks } from '../core/report/csv';
import { jsonChunks } from '../core/report/json';
import { markdownChunks } from '../core/report/markdown';
import { TEXT_WIDTH, textChunks } from '../core/report/text';
import { FORMATS_TRIED } from '../core/reading/segment';
import { sourceLanguage } from '../core/text/sourceCode';
import { hugeLine } from '../core/text/hugeLine';
import { EXIT, UsageError, usageFromParseArgs } from './exit';
import { htmlReportChunks } from './htmlReport';
import { checkOutput, guardStdout, InputError, readInput, type Input } from './io';
import { ClosedPipe, writeChunks } from './output';
import { explainLines } from '../core/report/explain';
import { otherReadings } from '../core/otherReadings';
import { otherReadingsLines } from '../core/report/otherReadingsText';
import type { Hint } from '../core/hints/format';
import { printErr } from './terminal';
import { recordCommand, RECORD_USAGE } from './record';
import { hintsSummary, loadHints } from './hints';
import { linesRef } from '../core/reading/linesRef';
import { simulateCommand, SIMULATE_USAGE } from './simulate';

const USAGE = `usage: tierscope analyze [FILE... | -] [--format text|markdown|csv|json|html] [--baseline LABEL] [--out FILE] [--width N]
                         [--hints FILE]
       tierscope analyze --explain [FILE... | -]
       tierscope analyze --other-readings [FILE... | -]
       tierscope analyze --lines FROM-TO FILE
       tierscope --version

Recognizes llama-bench, llama timings, numastat, /proc/meminfo, /proc/vmstat, numactl -H,
sysctl/sysfs tunables, Graph500, XSBench and result tables in pasted text, and compares the
configs side by side. With no FILE, or with -, reads standard input; -- ends the options (a file
named -x: tierscope analyze -- -x). --format html writes the dashboard as one self-contained HTML
file (use --out). The text report fits 80 columns, as a mail does (--width N for another width, 0 for
none). --explain prints, per block, the reader that took it, each decision about its structure with
the rules that spoke for and against it, the runs its values went to and why, and a confidence; the
least sure blocks first (--format json carries the same as blocks[].reading). Reading hints (your
corrections of how a text was read, saved by VS Code's Save Reading Hints) are read from --hints FILE,
or else from FILE.tierscope.json beside each input; --explain lists each hint, applied or why not.
--other-readings tries the readings the text could have been read by otherwise (a table's runs on its
other axis, a block's run named by a line above it, a block or a run left out, each block a run named by
its caption) and prints those that give other runs, each with the hint that takes it.
--lines FROM-TO prints how a hint names those lines of FILE (a read-lines hint's "block").
Exit status: 0 ok,
1 nothing recognized or no input read, 2 usage error or
unwritable output, 3 internal error.

${SIMULATE_USAGE}

${RECORD_USAGE}`;

const FORMATS = ['text', 'markdown', 'csv', 'json', 'html'] as const;
type Format = (typeof FORMATS)[number];

const ANALYZE_OPTIONS = {
  format: { type: 'string', short: 'f' },
  baseline: { type: 'string' },
  out: { type: 'string', short: 'o' },
  explain: { type: 'boolean' },
  'other-readings': { type: 'boolean' },
  hints: { type: 'string' },
  lines: { type: 'string' },
  width: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

interface Args {
  files: string[];
  format: Format;
  baseline?: string;
  out?: string;
  explain: boolean;
  /** `--other-readings`: the readings the text could have been read by otherwise, with their runs. */
  otherReadings: boolean;
  /** The reading hints file given; without it, each input's `<file>.tierscope.json`. */
  hints?: string;
  /** Columns of the text report (0: no limit). */
  width: number;
  /** `--lines FROM-TO`: how a hint names those lines (1-based, both included). */
  lines?: [number, number];
}

/** A string option given as `--x ''` or `--x=`. */
function nonEmpty(name: string, v: string | undefined): string | undefined {
  if (v === '') throw new UsageError(`--${name} needs a value`);
  return v;
}

function parseAnalyzeArgs(argv: string[]): Args | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: ANALYZE_OPTIONS, strict: true, allowPositionals: true });
  } catch (e) {
    usageFromParseArgs(e);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';
  const format = nonEmpty('format', values.format) ?? 'text';
  if (!FORMATS.includes(format as Format)) throw new UsageError(`unknown format: ${format} (${FORMATS.join(', ')})`);
  if (values.explain && values.format !== undefined && format !== 'text')
    throw new UsageError('--explain prints text; --format json carries the same evidence as blocks[].reading');
  if (values['other-readings'] && (values.explain || (values.format !== undefined && format !== 'text')))
    throw new UsageError('--other-readings prints text, on its own');
  const width = nonEmpty('width', values.width) ?? String(TEXT_WIDTH);
  if (!/^\d{1,4}$/.test(width) || (Number(width) > 0 && Number(width) < 40))
    throw new UsageError(`--width takes 0 (no limit) or a number of columns from 40: ${width}`);
  return {
    width: Number(width),
    files: positionals.length ? positionals : ['-'],
    format: format as Format,
    baseline: nonEmpty('baseline', values.baseline),
    out: nonEmpty('out', values.out),
    explain: values.explain === true,
    otherReadings: values['other-readings'] === true,
    hints: nonEmpty('hints', values.hints),
    ...(values.lines !== undefined ? { lines: lineRange(values.lines) } : {}),
  };
}

/** `--lines 12-18` (or one line, `12`): the range, or a usage error. */
function lineRange(v: string): [number, number] {
  const m = /^(\d{1,9})(?:-(\d{1,9}))?$/.exec(v.trim());
  const from = Number(m?.[1]);
  const to = Number(m?.[2] ?? m?.[1]);
  if (!m || from < 1 || to < from) throw new UsageError(`--lines takes FROM-TO, 1-based, FROM <= TO: ${v}`);
  return [from, to];
}

/** `--lines FROM-TO FILE`: the lines named as a hint names them, as JSON for a hints file. */
function printLinesRef(docs: readonly Document[], [from, to]: [number, number]): number {
  if (docs.length !== 1) throw new UsageError('--lines names lines of one FILE');
  const ref = linesRef(docs[0]!.text, from, to);
  if (!ref) {
    printErr(`tierscope: lines ${from}-${to} of ${docs[0]!.name} hold nothing to read\n`);
    return EXIT.nothingRecognized;
  }
  process.stdout.write(JSON.stringify({ block: ref }) + '\n');
  return EXIT.ok;
}

function chunksOf(format: Exclude<Format, 'html'>, a: Analysis, width: number): Iterable<string> {
  switch (format) {
    case 'json':
      return jsonChunks(a);
    case 'markdown':
      return markdownChunks(a);
    case 'csv':
      return csvChunks(a);
    case 'text':
      return textChunks(a, width);
  }
}

/** Waiting on a terminal for a paste looks like a hang: say what is expected, on stderr. */
function hintIfTerminal(files: string[]): void {
  if (files.includes('-') && process.stdin.isTTY)
    printErr('tierscope: reading the log from the terminal; paste it, then press Ctrl-D (tierscope --help for more)\n');
}

function readAll(files: string[]): { docs: Document[]; read: Input[] } {
  hintIfTerminal(files);
  const docs: Document[] = [];
  const read: Input[] = [];
  for (const f of files) {
    try {
      const input = readInput(f);
      read.push(input);
      if (input.warning) printErr(`tierscope: ${input.warning}\n`);
      const language = sourceLanguage(input.text);
      const huge = hugeLine(input.text);
      if (input.text.trim() === '') printErr(`tierscope: ${input.name}: empty input\n`);
      // megabytes on one line are no log or post: said at once, not read at 6x their size to find nothing
      else if (huge !== undefined)
        printErr(
          `tierscope: ${input.name}: one line of ${huge.toLocaleString('en-US')} characters with no line break, not a log, a table or a post; not analyzed\n`,
        );
      // a C header's `#define NAME 123` lines read as a result table: source code is said, not analyzed
      else if (language)
        printErr(`tierscope: ${input.name}: ${language} source code, not a log or a post; not analyzed\n`);
      else docs.push({ name: input.name, text: input.text });
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      printErr(`tierscope: ${e.message}\n`);
    }
  }
  return { docs, read };
}

function analyzeCommand(argv: string[]): number {
  const args = parseAnalyzeArgs(argv);
  if (args === 'help') return printHelp();
  if (args === 'version') return printVersion();
  const { docs, read } = readAll(args.files);
  if (docs.length === 0) return EXIT.nothingRecognized;
  if (args.lines) return printLinesRef(docs, args.lines);
  if (args.out) checkOutput(args.out, read);
  const loaded = loadHints(args.files, args.hints);
  for (const p of loaded.problems) printErr(`tierscope: ${p}\n`);
  const hints = loaded.hints;
  let a: Analysis | undefined = analyzeDocuments(docs, { baseline: args.baseline, hints });
  if (a.hints) printErr(`tierscope: ${hintsSummary(loaded, a.hints)}\n`);
  if (!recognizedAnything(a)) {
    printErr(`tierscope: nothing recognized in ${docs.map((d) => d.name).join(', ')}; tried: ${FORMATS_TRIED}\n`);
    return EXIT.nothingRecognized;
  }
  if (args.baseline && !a.configs.some((c) => c.label === args.baseline)) {
    printErr(`tierscope: unknown baseline "${args.baseline}"; configs: ${a.configs.map((c) => c.label).join(', ')}\n`);
    return EXIT.usage;
  }
  if (args.otherReadings) {
    writeChunks(args.out, otherReadingsChunks(docs, hints));
    return EXIT.ok;
  }
  // html embeds the documents and analyzes in the page: the analysis is dropped before the 200 MB of text are written
  const chunks = args.explain
    ? [explainLines(a).join('\n') + '\n']
    : args.format === 'html'
      ? htmlReportChunks(docs, args.baseline ?? null, hints)
      : chunksOf(args.format, a, args.width);
  // eslint-disable-next-line no-useless-assignment -- drops the analysis before the 200 MB of text are written
  a = undefined;
  writeChunks(args.out, chunks);
  return EXIT.ok;
}

/** Each document's other readings, tried with the hints in force (a document at a time: the runs are its own). */
function* otherReadingsChunks(docs: readonly Document[], hints: readonly Hint[]): Generator<string> {
  for (const d of docs) {
    const { runs, others } = otherReadings(d, { hints });
    yield otherReadingsLines(d.name, runs, others).join('\n') + '\n';
  }
}

function printHelp(): number {
  process.stdout.write(USAGE + '\n');
  return EXIT.ok;
}

function printVersion(): number {
  process.stdout.write(`tierscope ${version}\n`);
  return EXIT.ok;
}

export function main(argv: string[]): number {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'record':
      // the recorded command's own options are not tierscope's; the exit status is set when it ends
      recordCommand(rest).then((rc) => (process.exitCode = rc), fail);
      return EXIT.ok;
    case 'simulate':
      return simulateCommand(rest);
    case 'analyze':
      return analyzeCommand(rest);
    case '--version':
    case '-V':
    case 'version':
      return printVersion();
    case '--help':
    case '-h':
    case 'help':
      return printHelp();
    default:
      throw new UsageError(cmd ? `unknown command: ${cmd}` : 'missing command');
  }
}

/** One line on stderr and the exit status for what went wrong; a stack only for a bug. */
function fail(e: unknown): void {
  if (e instanceof ClosedPipe) return;
  if (e instanceof UsageError) {
    printErr(`tierscope: ${e.message}\n${USAGE}\n`);
    process.exitCode = EXIT.usage;
  } else if (e instanceof InputError) {
    printErr(`tierscope: ${e.message}\n`);
    process.exitCode = EXIT.usage;
  } else {
    printErr(
      `tierscope: internal error: ${(e as Error)?.message ?? String(e)}\n${process.env.TIERSCOPE_DEBUG ? `${(e as Error)?.stack}\n` : ''}`,
    );
    process.exitCode = EXIT.internal;
  }
}

guardStdout('tierscope');
try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  fail(e);
}
