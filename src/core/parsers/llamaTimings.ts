/** llama-server `print_timings` INFO lines and llama-cli `llama_perf_context_print` / `llama_print_timings` lines. */
import { lineAt } from '../lines';
import type { TimingsData } from '../model';
import type { Parser } from './types';

const PROMPT = /(?:print_timings|llama_perf_context_print|llama_print_timings)\s*\]?\s*:?\s*prompt eval time\s*=\s*([\d.]+)\s*ms\s*\/\s*(\d+)\s*(?:tokens|runs)\s*\(\s*[\d.]+\s*ms per token,\s*([\d.]+)\s*tokens per second\)/;
const GEN = /(?:print_timings|llama_perf_context_print|llama_print_timings)\s*\]?\s*:?\s*(?:generation eval time|eval time)\s*=\s*([\d.]+)\s*ms\s*\/\s*(\d+)\s*(?:tokens|runs)\s*\(\s*[\d.]+\s*ms per token,\s*([\d.]+)\s*tokens per second\)/;
const ANY = /print_timings|llama_perf_context_print|llama_perf_sampler_print|llama_print_timings/;

export const parseLlamaTimings: Parser = (lines, i) => {
  if (!ANY.test(lines.at(i))) return undefined;
  const data: TimingsData = { type: 'timings', prompt: [], generation: [] };
  let k = i;
  let end = i;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    if (!ANY.test(l.text)) {
      if (l.text.trim() === '' || /^(##|#)\s|^repeat/i.test(l.text.trim())) continue;
      break;
    }
    end = k + 1;
    const p = PROMPT.exec(l.text);
    if (p) {
      data.prompt.push({ ms: +p[1]!, tokens: +p[2]!, tps: +p[3]!, line: l.line });
      continue;
    }
    const g = GEN.exec(l.text);
    if (g) data.generation.push({ ms: +g[1]!, tokens: +g[2]!, tps: +g[3]!, line: l.line });
  }
  if (data.prompt.length === 0 && data.generation.length === 0) return undefined;
  return { kind: 'llama-timings', end, data, title: 'llama timings' };
};
