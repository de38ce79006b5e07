/** The analysis worker's work, the same in Node's worker thread and in a browser's Web Worker. */
import { analyzeDocuments, slimAnalysis } from '../core/analyze';
import { dashboardView } from '../core/report/dashboardView';
import type { OffThreadReply, OffThreadRequest } from './offThreadMessages';

export function analysisReply(m: OffThreadRequest): OffThreadReply {
  try {
    const decoder = new TextDecoder();
    const docs = m.docs.map((d) => ({ name: d.name, text: decoder.decode(d.bytes) }));
    m.docs = []; // the bytes can go before the analysis needs the memory
    const analysis = analyzeDocuments(docs, { baseline: m.baseline ?? undefined, hints: m.hints });
    // the texts give the corrections' forms their choices (the lines above a block, its header cells)
    const view = dashboardView(
      analysis,
      docs.map((d) => d.text),
    );
    return { kind: 'analyzed', analysis: slimAnalysis(analysis), view };
  } catch (e) {
    return { kind: 'error', message: (e as Error).message };
  }
}
