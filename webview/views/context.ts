import type { DashboardModel, SourceRef } from '../../src/core/report/dashboard';
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
}

export interface CompareFilter {
  /** Words the metric name holds, case-insensitive (all of them). */
  text: string;
  /** Only the counters and fields the knowledge base explains. */
  tiering: boolean;
}
