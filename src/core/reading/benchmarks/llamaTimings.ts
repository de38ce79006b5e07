/**
 * llama-server `print_timings` INFO lines and llama-cli `llama_perf_context_print` / `llama_print_timings` lines; the
 * same lines of the other ggml programs (whisper.cpp's `whisper_print_timings`), which time stages and rate no tokens.
 */
import { finiteNumber } from '../../text/numbers';
import { lineAt } from '../../text/lines';
import type { TimingsData } from '../../model';
import type { Parser, Reader } from '../kit/types';

// the rate is optional: llama.cpp before mid-2023 printed only `( 57.19 ms per token)`
const PROMPT =
  /(?:print_timings|llama_perf_context_print|llama_print_timings)\s*\]?\s*:?\s*prompt eval time\s*=\s*([\d.]+)\s*ms\s*\/\s*(\d+)\s*(?:tokens|runs)\s*\(\s*[\d.]+\s*ms per token(?:,\s*([\d.]+)\s*tokens per second)?\)/;
const GEN =
  /(?:print_timings|llama_perf_context_print|llama_print_timings)\s*\]?\s*:?\s*(?:generation eval time|eval time)\s*=\s*([\d.]+)\s*ms\s*\/\s*(\d+)\s*(?:tokens|runs)\s*\(\s*[\d.]+\s*ms per token(?:,\s*([\d.]+)\s*tokens per second)?\)/;
const TIME = /:\s*([a-z][a-z ]{0,30}?) time\s*=\s*([\d.]+)\s*ms\b/;
const ANY = /print_timings|llama_perf_context_print|llama_perf_sampler_print|llama_print_timings/;

/** The rate printed, else tokens over time (an old line prints only ms per token). */
function rate(m: RegExpExecArray): number | undefined {
  if (m[3] !== undefined) return finiteNumber(m[3]);
  const ms = finiteNumber(m[1]);
  return ms !== undefined && ms > 0 ? finiteNumber((+m[2]! * 1000) / ms) : undefined;
}

/** A prompt or generation line: its time, tokens and rate, all finite, or nothing. */
function timing(m: RegExpExecArray, line: number): TimingsData['prompt'][number] | undefined {
  const tps = rate(m);
  const ms = finiteNumber(m[1]);
  const tokens = finiteNumber(m[2]);
  return tps === undefined
    ? undefined
    : { ...(ms !== undefined ? { ms } : {}), ...(tokens !== undefined ? { tokens } : {}), tps, line };
}

export const parseLlamaTimings: Parser = (lines, i) => {
  if (!ANY.test(lines.at(i))) return undefined;
  const data: TimingsData = { type: 'timings', prompt: [], generation: [] };
  let k = i;
  let end = i;
  const times: NonNullable<TimingsData['times']> = [];
  let printsRate = false;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    if (!ANY.test(l.text)) {
      if (l.text.trim() === '' || /^(##|#)\s|^repeat/i.test(l.text.trim())) continue;
      break;
    }
    end = k + 1;
    if (/tokens per second/.test(l.text)) printsRate = true;
    const t = TIME.exec(l.text);
    const seconds = t ? finiteNumber(t[2]) : undefined;
    if (t && seconds !== undefined && seconds > 0)
      times.push({ name: `${t[1]!.trim()} time`, seconds: seconds / 1000, line: l.line });
    const p = PROMPT.exec(l.text);
    if (p) {
      const row = timing(p, l.line);
      if (row) data.prompt.push(row);
      continue;
    }
    const g = GEN.exec(l.text);
    const row = g ? timing(g, l.line) : undefined;
    if (row) data.generation.push(row);
  }
  if (data.prompt.length === 0 && data.generation.length === 0) return timesOnly(times, end, lines.at(i));
  if (!printsRate && times.length) data.times = times;
  return { kind: 'llama-timings', end, data, title: 'llama timings' };
};

/**
 * The ggml programs that print timings and no token rates (whisper.cpp's `whisper_print_timings:   encode time =
 * 13432.69 ms / 559.70 ms per layer`): each stage's time is a measure of one run, in seconds.
 */
function timesOnly(times: NonNullable<TimingsData['times']>, end: number, first: string): ReturnType<Parser> {
  if (times.length < 2) return undefined;
  const program = /^\s*([a-z][a-z\d-]*)_(?:print_timings|perf_)/i.exec(first)?.[1] ?? 'ggml';
  const rows = times.map((t) => ({ name: t.name, values: [t.seconds], unit: 's', line: t.line }));
  return { kind: 'results-table', end, data: { type: 'table', columns: ['value'], rows }, title: `${program} timings` };
}

/** Starts at a llama.cpp timings line. */
export const llamaTimingsReader: Reader = {
  name: 'llamaTimings',
  start: /print_timings|llama_perf_/,
  read: parseLlamaTimings,
};
