/** A Node worker for large documents: segmenting and analysis off the extension host's thread. */
import { parentPort } from 'node:worker_threads';
import { analyze, slimAnalysis } from '../core/analyze';
import { segment } from '../core/segment';
import type { OffThreadReply, OffThreadRequest } from './offThread';

parentPort!.on('message', (m: OffThreadRequest) => {
  let reply: OffThreadReply;
  try {
    const text = new TextDecoder().decode(m.bytes);
    m.bytes = new Uint8Array(0); // the bytes can go before the analysis needs the memory
    reply = m.kind === 'recognize' ? { kind: 'recognize', recognized: segment(text).blocks.some((b) => b.kind !== 'prose') } : { kind: 'analyze', analysis: slimAnalysis(analyze(text)) };
  } catch (e) {
    reply = { kind: 'error', message: (e as Error).message };
  }
  parentPort!.postMessage(reply);
});
