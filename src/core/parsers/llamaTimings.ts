/** llama-server `print_timings` INFO lines and llama-cli `llama_perf_context_print` / `llama_print_timings` lines. */
import { lineAt } from '../lines';
import type { TimingsData } from '../model';
import type { Parser } from './types';

// the rate is optional: llama.cpp before mid-2023 printed only `( 57.19 ms per token)`
const PROMPT = /(?:print_timings|llama_perf_context_print|llama_print_timings)\s*\]?\s*:?\s*prompt eval time\s*=\s*([\d.]+)\s*ms\s*\/\s*(\d+)\s*(?:tokens|runs)\s*\(\s*[\d.]+\s*ms per token(?:,\s*([\d.]+)\s*tokens per second)?\)/;
const GEN = /(?:print_timings|llama_perf_context_print|llama_print_timings)\s*\]?\s*:?\s*(?:generation eval time|eval time)\s*=\s*([\d.]+)\s*ms\s*\/\s*(\d+)\s*(?:tokens|runs)\s*\(\s*[\d.]+\s*ms per token(?:,\s*([\d.]+)\s*tokens per second)?\)/;
const TIME = /:\s*([a-z][a-z ]{0,30}?) time\s*=\s*([\d.]+)\s*ms\b/;
const ANY = /print_timings|llama_perf_context_print|llama_perf_sampler_print|llama_print_timings/;

/** The rate printed, else tokens over time (an old line prints only ms per token). */
function rate(m: RegExpExecArray): number | undefined {
  if (m[3] !== undefined) return +m[3];
  return +m[1]! > 0 ? (+m[2]! * 1000) / +m[1]! : undefined;
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
    if (t && +t[2]! > 0) times.push({ name: `${t[1]!.trim()} time`, seconds: +t[2]! / 1000, line: l.line });
    const p = PROMPT.exec(l.text);
    if (p) {
      if (rate(p) !== undefined) data.prompt.push({ ms: +p[1]!, tokens: +p[2]!, tps: rate(p)!, line: l.line });
      continue;
    }
    const g = GEN.exec(l.text);
    if (g && rate(g) !== undefined) data.generation.push({ ms: +g[1]!, tokens: +g[2]!, tps: rate(g)!, line: l.line });
  }
  if (data.prompt.length === 0 && data.generation.length === 0) return undefined;
  if (!printsRate && times.length) data.times = times;
  return { kind: 'llama-timings', end, data, title: 'llama timings' };
};
