/** A Node worker for large documents: segmenting and analysis off the extension host's thread. */
import { parentPort } from 'node:worker_threads';
import { analyze } from '../core/analyze';
import type { Analysis } from '../core/model';
import { segment } from '../core/segment';
import type { OffThreadReply, OffThreadRequest } from './offThread';

/**
 * What the host needs of a large analysis (hovers, CodeLens, Outline) without the bulk: a vmstat time
 * series keeps its first and last snapshot (`snapshots` still says how many there were), so the reply
 * is small and the host does not spend long taking it in.
 */
function slim(a: Analysis): Analysis {
  for (const b of a.blocks) {
    if (b.data.type !== 'vmstat' || b.data.snapshots < 3) continue;
    const ends = <T>(xs: T[]): T[] => [xs[0]!, xs[xs.length - 1]!];
    for (const [k, xs] of b.data.series) b.data.series.set(k, ends(xs));
    if (b.data.times) b.data.times = ends(b.data.times);
  }
  return a;
}

parentPort!.on('message', (m: OffThreadRequest) => {
  let reply: OffThreadReply;
  try {
    const text = new TextDecoder().decode(m.bytes);
    m.bytes = new Uint8Array(0); // the bytes can go before the analysis needs the memory
    reply = m.kind === 'recognize' ? { kind: 'recognize', recognized: segment(text).blocks.some((b) => b.kind !== 'prose') } : { kind: 'analyze', analysis: slim(analyze(text)) };
  } catch (e) {
    reply = { kind: 'error', message: (e as Error).message };
  }
  parentPort!.postMessage(reply);
});
