// The account overview port (issue 23): the plans module (after reading an upload for a plan) and the
// diagnostics module (after pulling a shop's reports) record the seller's latest overview through it; the
// plans module reads the latest upload's back to check an earlier plan's forecast (ADR 0031); the overview
// module owns the table and answers the console.
import type { AccountOverview } from '@adplan/engine';

/** One snapshot to keep: whose, which marketplace and source, and the summary. */
export interface OverviewSnapshot {
  userId: number;
  /** `upload`, or `shop:<shop id>`. */
  source: string;
  shopName?: string;
  overview: AccountOverview;
}

/** Where the latest overview of each seller, marketplace and source is kept. */
export interface AccountOverviews {
  /** Replaces the seller's snapshot of that marketplace and source; never throws (a lost snapshot is logged). */
  record(snapshot: OverviewSnapshot): Promise<void>;
  /**
   * The seller's live snapshot of that marketplace and source with the time it was recorded (stored-time
   * text), or undefined when there is none or it cannot be read (logged).
   */
  latest(
    userId: number,
    marketplace: string,
    source: string,
  ): Promise<{ overview: AccountOverview; recordedAt: string } | undefined>;
}
