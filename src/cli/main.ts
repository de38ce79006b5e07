/** The `tierscope` command: analyze pasted tiering logs from files or stdin. */
import { analyzeDocuments, recognizedAnything, type Document } from '../core/analyze';
import { renderCsv } from '../core/report/csv';
import { toJson } from '../core/report/json';
import { renderMarkdown } from '../core/report/markdown';
import { renderText } from '../core/report/text';
import { FORMATS_TRIED } from '../core/segment';
import { htmlReport } from './htmlReport';
import { recordCommand, RECORD_USAGE } from './record';
import { checkOutput, guardStdout, InputError, readInput, writeOutput, type Input } from './io';
import { simulateCommand, SIMULATE_USAGE } from './simulate';

const USAGE = `usage: tierscope analyze [FILE... | -] [--format text|markdown|csv|json|html] [--baseline LABEL] [--out FILE]

Recognizes llama-bench, llama timings, numastat, /proc/meminfo, /proc/vmstat, numactl -H,
sysctl/sysfs tunables, Graph500, XSBench and result tables in pasted text, and compares the
configs side by side. With no FILE, or with -, reads standard input. --format html writes
the dashboard as one self-contained HTML file (use --out).

${SIMULATE_USAGE}

${RECORD_USAGE}`;

const FORMATS = ['text', 'markdown', 'csv', 'json', 'html'] as const;
type Format = (typeof FORMATS)[number];

export class UsageError extends Error {}

interface Args {
  files: string[];
  format: Format;
  baseline?: string;
  out?: string;
}

function parseArgs(argv: string[]): Args {
  const [cmd, ...rest] = argv;
  if (cmd !== 'analyze') throw new UsageError(cmd ? `unknown command: ${cmd}` : 'missing command');
  const args: Args = { files: [], format: 'text' };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const value = (name: string) => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : rest[++i];
      if (v === undefined || v === '') throw new UsageError(`${name} needs a value`);
      return v;
    };
    if (a === '--format' || a.startsWith('--format=') || a === '-f') {
      const f = value('--format');
      if (!FORMATS.includes(f as Format)) throw new UsageError(`unknown format: ${f} (${FORMATS.join(', ')})`);
      args.format = f as Format;
    } else if (a === '--baseline' || a.startsWith('--baseline=')) args.baseline = value('--baseline');
    else if (a === '--out' || a.startsWith('--out=') || a === '-o') args.out = value('--out');
    else if (a.startsWith('--') || (a.startsWith('-') && a !== '-')) throw new UsageError(`unknown option: ${a}`);
    else args.files.push(a);
  }
  if (args.files.length === 0) args.files.push('-');
  return args;
}

function render(format: Format, a: ReturnType<typeof analyzeDocuments>, docs: Document[], baseline: string | undefined): string {
  switch (format) {
    case 'html':
      return htmlReport(docs, baseline ?? null);
    case 'json':
      return JSON.stringify(toJson(a), null, 2) + '\n';
    case 'markdown':
      return renderMarkdown(a);
    case 'csv':
      return renderCsv(a);
    case 'text':
      return renderText(a);
  }
}

export function main(argv: string[]): number {
  // before --help: the recorded command's own options are not tierscope's
  if (argv[0] === 'record') {
    recordCommand(argv.slice(1)).then((rc) => (process.exitCode = rc), fail);
    return 0; // the exit status is set when the recorded command ends
  }
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  let args: Args;
  try {
    if (argv[0] === 'simulate') return simulateCommand(argv.slice(1));
    args = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`tierscope: ${e.message}\n${USAGE}\n`);
    return 2;
  }
  const inputs: Input[] = [];
  const read: Input[] = [];
  for (const f of args.files) {
    try {
      const input = readInput(f);
      read.push(input);
      if (input.text.trim() === '') process.stderr.write(`tierscope: ${input.name}: empty input\n`);
      else inputs.push(input);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      process.stderr.write(`tierscope: ${e.message}\n`);
    }
  }
  const docs: Document[] = inputs.map((i) => ({ name: i.name, text: i.text }));
  if (docs.length === 0) return 1;
  if (args.out) checkOutput(args.out, read);
  const a = analyzeDocuments(docs, { baseline: args.baseline });
  if (!recognizedAnything(a)) {
    process.stderr.write(`tierscope: nothing recognized in ${docs.map((d) => d.name).join(', ')}; tried: ${FORMATS_TRIED}\n`);
    return 1;
  }
  if (args.baseline && !a.configs.some((c) => c.label === args.baseline)) {
    process.stderr.write(`tierscope: unknown baseline "${args.baseline}"; configs: ${a.configs.map((c) => c.label).join(', ')}\n`);
    return 2;
  }
  const out = render(args.format, a, docs, args.baseline);
  writeOutput(args.out, out);
  return 0;
}

function fail(e: unknown): void {
  process.stderr.write(`tierscope: ${e instanceof InputError ? '' : 'internal error: '}${(e as Error).message}\n`);
  process.exitCode = e instanceof InputError ? 2 : 1;
}

guardStdout('tierscope');
try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  fail(e);
}
