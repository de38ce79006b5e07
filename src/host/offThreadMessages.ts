/** What the host and its analysis worker (Node or Web) send each other. */
import type { Analysis } from '../core/model';
import type { DashboardView } from '../core/report/dashboardView';
import type { Hint } from '../core/hints/format';

/** Each text goes as UTF-8 in one transferred buffer, not copied: a 200 MB string cloned in one piece would block the host. */
export type OffThreadRequest = {
  docs: { name: string; bytes: Uint8Array }[];
  baseline: string | null;
  /** The user's corrections (reading hints) the analysis applies. */
  hints: Hint[];
};
export type OffThreadReply =
  { kind: 'analyzed'; analysis: Analysis; view: DashboardView } | { kind: 'error'; message: string };
