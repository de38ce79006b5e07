/** The analysis worker's work, the same in Node's worker thread and in a browser's Web Worker. */
import { analyzeDocuments, slimAnalysis } from '../core/analyze';
import { blockOtherReadings, OTHER_READINGS_CHARS_IN_WORKER } from '../core/otherReadings';
import { dashboardView } from '../core/report/dashboardView';
import type { EncodedDoc, OffThreadReply, OffThreadRequest } from './offThreadMessages';

export function analysisReply(m: OffThreadRequest): OffThreadReply {
  try {
    return m.kind === 'analyze' ? analysisOf(m) : otherReadingsOf(m);
  } catch (e) {
    return { kind: 'error', message: (e as Error).message };
  }
}

const decoded = (d: EncodedDoc) => ({ name: d.name, text: new TextDecoder().decode(d.bytes) });

function analysisOf(m: Extract<OffThreadRequest, { kind: 'analyze' }>): OffThreadReply {
  const docs = m.docs.map(decoded);
  m.docs = []; // the bytes can go before the analysis needs the memory
  const analysis = analyzeDocuments(docs, { baseline: m.baseline ?? undefined, hints: m.hints });
  // the texts give the corrections' forms their choices (the lines above a block, its header cells)
  const view = dashboardView(
    analysis,
    docs.map((d) => d.text),
  );
  return { kind: 'analyzed', analysis: slimAnalysis(analysis), view };
}

function otherReadingsOf(m: Extract<OffThreadRequest, { kind: 'otherReadings' }>): OffThreadReply {
  const tried = blockOtherReadings(decoded(m.doc), m.hints, m.key, OTHER_READINGS_CHARS_IN_WORKER);
  return { kind: 'otherReadings', ...tried };
}
