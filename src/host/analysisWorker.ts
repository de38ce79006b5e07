/** A Node worker for large inputs: analysis and the dashboard view off the extension host's thread. */
import { parentPort } from 'node:worker_threads';
import { analyzeDocuments, slimAnalysis } from '../core/analyze';
import { dashboardView } from '../core/report/dashboardView';
import type { OffThreadReply, OffThreadRequest } from './offThread';

parentPort!.on('message', (m: OffThreadRequest) => {
  let reply: OffThreadReply;
  try {
    const decoder = new TextDecoder();
    const docs = m.docs.map((d) => ({ name: d.name, text: decoder.decode(d.bytes) }));
    m.docs = []; // the bytes can go before the analysis needs the memory
    const analysis = analyzeDocuments(docs, { baseline: m.baseline ?? undefined });
    const view = dashboardView(analysis, docs.map((d) => d.text));
    reply = { kind: 'analyzed', analysis: slimAnalysis(analysis), view };
  } catch (e) {
    reply = { kind: 'error', message: (e as Error).message };
  }
  parentPort!.postMessage(reply);
});
