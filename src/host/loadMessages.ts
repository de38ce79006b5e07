/** A dashboard load as the messages that carry it: one, or for large texts the load and the texts in slices. */
import type { ToWebview } from '../protocol';
import { TEXT_SLICE } from './offThread';

type Load = Extract<ToWebview, { type: 'load' }>;

/** Loads whose texts are longer than this (characters) go to the webview in slices of TEXT_SLICE. */
const CHUNKED_ABOVE = 8 * 1024 * 1024;

/** The messages of a load: a large paste is not sent in one piece, so serializing it never holds the extension host for long. */
export function loadMessages(load: Load): ToWebview[] {
  const total = load.docs.reduce((t, d) => t + d.text.length, 0);
  if (total <= CHUNKED_ABOVE) return [load];
  const messages: ToWebview[] = [{ ...load, docs: load.docs.map((d) => ({ ...d, text: '' })), chunked: true }];
  load.docs.forEach((d, i) => {
    for (let a = 0; a < d.text.length || a === 0; a += TEXT_SLICE)
      messages.push({ type: 'text', doc: i, text: d.text.slice(a, a + TEXT_SLICE), done: false });
    if (i === load.docs.length - 1) (messages[messages.length - 1] as Extract<ToWebview, { type: 'text' }>).done = true;
  });
  return messages;
}
