/** Every message between the extension host and the dashboard webview, with a runtime guard on what the webview sends. */
import type { DashboardView } from './core/report/dashboardView';
import { hintOf, type BlockRef, type Hint, type OtherReading, type ReadLinesHint } from './core/hints/format';

/** A document shown in the dashboard; `id` is the host's handle for it (the webview never sees a path it could write to). */
export interface DocPayload {
  id: number;
  name: string;
  text: string;
  /** Where the text came from (`file:`/`untitled:` URI), to reveal lines after a reload; null for the clipboard. */
  uri: string | null;
  /** 0-based line of that document where the text starts (a selection). */
  lineOffset: number;
}

/** Texts above this size (characters) that the host can read again from their files are not kept in the webview state. */
export const MAX_STATE_TEXT = 2_000_000;

/** Whether the webview keeps a document's text in its state (for the host to restore the dashboard after a reload). */
export function keptInState(d: Pick<DocPayload, 'text' | 'uri'>): boolean {
  return d.text.length <= MAX_STATE_TEXT || !d.uri;
}

export type ToWebview =
  /**
   * The dashboard of the documents, analyzed by the host: `dashboard` is what the views draw, `analysis` the id the
   * what-if worker holds its measurements by. The docs carry only the texts the webview keeps in its state; `chunked`:
   * those texts are empty here and follow in `text` messages (a large paste is not sent in one piece).
   */
  | {
      type: 'load';
      analysis: number;
      docs: DocPayload[];
      dashboard: DashboardView;
      baseline: string | null;
      view: View | null;
      note: string | null;
      chunked?: boolean;
    }
  | { type: 'text'; doc: number; text: string; done: boolean }
  /**
   * The other readings of the block `key` of document `doc` (of the whole document when `key` is '') an
   * `otherReadings` message asked for: the document's
   * runs as read and each other reading with its correction and the runs it gives; `note` says why none were tried.
   */
  | { type: 'otherReadings'; doc: number; key: string; runs: string[]; others: OtherReading[]; note: string | null }
  /** The analysis failed; the message says why. */
  | { type: 'failed'; message: string }
  /** The what-if scenario JSON as the user edited it in an editor tab. */
  | { type: 'scenario'; json: string };

export type View = 'overview' | 'compare' | 'charts' | 'sources' | 'whatif' | 'export';
export const VIEWS: readonly View[] = ['overview', 'compare', 'charts', 'sources', 'whatif', 'export'];

export type FromWebview =
  | { type: 'ready' }
  | { type: 'reveal'; doc: number; startLine: number; endLine: number }
  | { type: 'copy'; what: 'lkml' | 'markdown'; text: string }
  | { type: 'save'; what: 'csv' | 'png'; suggestedName: string; data: string }
  | { type: 'state'; baseline: string | null; view: View }
  /** Compare against another config: the host analyzes again and sends a new `load`. */
  | { type: 'baseline'; baseline: string }
  /** Open the what-if scenario as JSON in an editor tab; edits come back as `scenario`. */
  | { type: 'openScenario'; json: string }
  /**
   * A correction of the reading (src/core/hints/format.ts): the host keeps it for the document `doc` (the one
   * whose block it names; for a run's rename, tunables or the baseline, the first document), analyzes again
   * and sends a new `load`.
   */
  | { type: 'correct'; doc: number; hint: Hint }
  /**
   * Read lines `startLine`-`endLine` (1-based, of the document's text) as `read` says: the host names the lines
   * as a hint does (src/core/reading/linesRef.ts, which the webview does not bundle) and keeps the read-lines
   * hint as `correct` does; lines that hold nothing to read are said in the load's note.
   */
  | { type: 'correctLines'; doc: number; startLine: number; endLine: number; read: LinesReading }
  /** Try the other readings of the block `key` of document `doc` ('': of the whole document); the host answers with `otherReadings`. */
  | { type: 'otherReadings'; doc: number; key: string }
  /** Take back the last correction of these documents, or all of them. */
  | { type: 'uncorrect'; which: 'last' | 'all' }
  /** Write the corrections beside the first document as `<file>.tierscope.json`, where the workspace allows writing. */
  | { type: 'saveHints' };

/** How lines are read, as a read-lines hint says it (src/core/hints/format.ts), without the lines themselves. */
export type LinesReading = Omit<ReadLinesHint, 'kind' | 'block'>;

/** A read-lines hint of the lines `block` (named by the host) read as `read` says, or what is wrong with `read`. */
export function linesHint(block: BlockRef, read: unknown): ReadLinesHint | string {
  if (typeof read !== 'object' || read === null || Array.isArray(read)) return 'not an object';
  const h = hintOf({ ...read, kind: 'read-lines', block });
  return typeof h === 'string' ? h : (h as ReadLinesHint);
}

/**
 * The hint a `correctLines` message asks for, its lines named in `text` by `name` (linesRef: the host's, as the
 * webview does not bundle the readers), or why there is none (the sentence the load's note says).
 */
export function linesCorrection(
  m: Extract<FromWebview, { type: 'correctLines' }>,
  text: string | undefined,
  name: (text: string, from: number, to: number) => BlockRef | undefined,
): ReadLinesHint | string {
  const one = m.startLine === m.endLine;
  const where = one ? `Line ${m.startLine}` : `Lines ${m.startLine}-${m.endLine}`;
  const block = text === undefined ? undefined : name(text, m.startLine, m.endLine);
  if (!block) return `${where} ${one ? 'holds' : 'hold'} nothing to read: not corrected.`;
  const hint = linesHint(block, m.read);
  return typeof hint === 'string' ? `${where}: ${hint}: not corrected.` : hint;
}

const isInt = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const isStr = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The webview is untrusted: accept only well-formed messages of the protocol. */
export function isFromWebview(m: unknown): m is FromWebview {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case 'ready':
      return true;
    case 'reveal':
      return isInt(o.doc) && isInt(o.startLine, 1) && isInt(o.endLine, 1) && o.endLine >= o.startLine;
    case 'copy':
      return (o.what === 'lkml' || o.what === 'markdown') && isStr(o.text, 50_000_000);
    case 'save':
      return (
        (o.what === 'csv' || o.what === 'png') &&
        isStr(o.suggestedName, 200) &&
        /^[\w.() -]+$/.test(o.suggestedName) &&
        isStr(o.data, 100_000_000) &&
        (o.what !== 'png' || o.data.startsWith('data:image/png;base64,'))
      );
    case 'state':
      return (o.baseline === null || isStr(o.baseline, 1000)) && VIEWS.includes(o.view as View);
    case 'baseline':
      return isStr(o.baseline, 1000);
    case 'openScenario':
      return isStr(o.json, 1_000_000);
    case 'correct':
      return isInt(o.doc) && JSON.stringify(o.hint ?? null).length <= 10_000 && typeof hintOf(o.hint) === 'object';
    case 'correctLines':
      return (
        isInt(o.doc) &&
        isInt(o.startLine, 1) &&
        isInt(o.endLine, 1) &&
        o.endLine >= o.startLine &&
        JSON.stringify(o.read ?? null).length <= 10_000 &&
        typeof linesHint({ key: 'lines-1', first: 'lines' }, o.read) === 'object'
      );
    case 'otherReadings':
      return isInt(o.doc) && isStr(o.key, 100);
    case 'uncorrect':
      return o.which === 'last' || o.which === 'all';
    case 'saveHints':
      return true;
    default:
      return false;
  }
}

/** Saved state comes from the webview too: the same guard before the host reopens any document it names. */
export function isWebviewState(s: unknown): s is WebviewState {
  if (typeof s !== 'object' || s === null) return false;
  const o = s as Record<string, unknown>;
  return (
    Array.isArray(o.docs) &&
    o.docs.length <= 1000 &&
    o.docs.every(isDocPayload) &&
    (o.baseline === null || isStr(o.baseline, 1000)) &&
    VIEWS.includes(o.view as View)
  );
}

/** Schemes that do something when opened (run a command, fetch, open a handler), never a document. */
const ACTING_SCHEME = /^(?:command|https?|javascript|data|blob|mailto|vscode|vscode-webview|vscode-userdata):/i;

/**
 * A document the state names: a document URI (a file, an untitled document, a virtual workspace's
 * `vscode-vfs:`, the sample's `tierscope-sample:`; the host decides which it opens again,
 * src/host/documents.ts) or none, sizes bounded.
 */
function isDocPayload(d: unknown): d is DocPayload {
  if (typeof d !== 'object' || d === null) return false;
  const o = d as Record<string, unknown>;
  const uriOk =
    o.uri === null || (isStr(o.uri, 4096) && /^[a-z][a-z0-9+.-]*:/i.test(o.uri) && !ACTING_SCHEME.test(o.uri));
  return isInt(o.id) && isStr(o.name, 1000) && isStr(o.text, 100_000_000) && isInt(o.lineOffset) && uriOk;
}

/** What the webview keeps with `setState`, and the serializer gets back after a reload. */
export interface WebviewState {
  docs: DocPayload[];
  baseline: string | null;
  view: View;
  /** Predictions the user kept with "Add as config" (label -> headline metrics and counters), and the edited scenario. */
  whatIf?: { kept: KeptPrediction[]; scenario: string | null };
}

export interface KeptPrediction {
  label: string;
  base: string;
  tunables: Record<string, string | number | boolean>;
  metrics: { name: string; value: number; unit: string }[];
  counters: Record<string, number>;
  /** The error to expect, as a share (0.11 = 11%), and where that figure comes from. */
  error: number | null;
  errorSource: string;
}
