/** A Node worker for large documents: segmenting and analysis off the extension host's thread. */
import { parentPort } from 'node:worker_threads';
import { analyze } from '../core/analyze';
import { segment } from '../core/segment';
import type { OffThreadRequest, OffThreadReply } from './offThread';

parentPort!.on('message', (m: OffThreadRequest) => {
  let reply: OffThreadReply;
  try {
    reply = m.kind === 'recognize' ? { kind: 'recognize', recognized: segment(m.text).blocks.some((b) => b.kind !== 'prose') } : { kind: 'analyze', analysis: analyze(m.text) };
  } catch (e) {
    reply = { kind: 'error', message: (e as Error).message };
  }
  parentPort!.postMessage(reply);
});
