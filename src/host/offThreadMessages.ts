/** What the host and its analysis worker (Node or Web) send each other. */
import type { Analysis } from '../core/model';
import type { DashboardView } from '../core/report/dashboardView';
import type { Hint } from '../core/hints/format';
import type { BlockOtherReadings } from '../core/otherReadings';

/** A text as UTF-8 in one transferred buffer, not copied: a 200 MB string cloned in one piece would block the host. */
export type EncodedDoc = { name: string; bytes: Uint8Array };

export type OffThreadRequest =
  | {
      kind: 'analyze';
      docs: EncodedDoc[];
      baseline: string | null;
      /** The user's corrections (reading hints) the analysis applies. */
      hints: Hint[];
    }
  /** The other readings of the block `key` of one document ('': of all of it), over its corrections (core/otherReadings.ts). */
  | { kind: 'otherReadings'; doc: EncodedDoc; hints: Hint[]; key: string };
export type OffThreadReply =
  | { kind: 'analyzed'; analysis: Analysis; view: DashboardView }
  | ({ kind: 'otherReadings' } & BlockOtherReadings)
  | { kind: 'error'; message: string };
