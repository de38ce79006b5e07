import type { DashboardModel, SourceRef } from '../../src/core/report/dashboard';
import type { ReadingView } from '../../src/core/report/dashboardView';
import type { Hint } from '../../src/core/hints/format';
import type { LinesReading, ToWebview, View } from '../../src/protocol';
import type { LineLinks } from '../dom';
import type { Host } from '../host';

/** What every view gets: the model, the host, and the way back to the editor. */
export interface ViewContext {
  model: DashboardModel;
  host: Host;
  setBaseline(label: string): void;
  /** Links to source lines (none in a standalone report, which has no editor). */
  links: LineLinks;
  /** A label for a source reference, e.g. `line 34` or `run2.txt:34` when several documents are shown. */
  where(ref: SourceRef): string;
  /** Compare's row filter, kept across re-renders (a baseline change draws every view anew). */
  filter: CompareFilter;
  /** How each block was read, the corrections given, and which block each number and run came from. */
  reading: ReadingView;
  /** Correct the reading (`doc`: the document the hint's block is in, else 0); a new load follows. */
  correct(doc: number, hint: Hint): void;
  /** Read lines `startLine`-`endLine` of document `doc` as `read` says (the host names them); a new load follows. */
  correctLines(doc: number, startLine: number, endLine: number, read: LinesReading): void;
  /** The documents' names, in order (a correction of lines names its document when there are several). */
  docNames: string[];
  /** The other readings of the block `key` of document `doc` (of the whole document when `key` is ''), as the host tried them. */
  otherReadings(doc: number, key: string): Promise<OtherReadingsReply>;
  /** Take back the last correction, or all. */
  uncorrect(which: 'last' | 'all'): void;
  /** Save the corrections as a hints file. */
  saveHints(): void;
  /** Go to a view. */
  showView(view: View): void;
}

export interface CompareFilter {
  /** Words the metric name holds, case-insensitive (all of them). */
  text: string;
  /** Only the counters and fields the knowledge base explains. */
  tiering: boolean;
}

/** What the host answers when asked for a block's other readings. */
export type OtherReadingsReply = Extract<ToWebview, { type: 'otherReadings' }>;
