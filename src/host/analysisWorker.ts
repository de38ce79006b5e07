/** A Node worker for large inputs: analysis and the dashboard view off the extension host's thread. */
import { parentPort } from 'node:worker_threads';
import { analysisReply } from './analysisReply';
import type { OffThreadRequest } from './offThreadMessages';

parentPort!.on('message', (m: OffThreadRequest) => parentPort!.postMessage(analysisReply(m)));
