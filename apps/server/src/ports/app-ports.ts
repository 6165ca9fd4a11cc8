// The ports every module may be handed (built once per app by `createPorts` in app.ts). A module lists
// the ones it uses in its deps; it never imports another module to reach them.
import type { AccountOverviews } from './account-overviews';
import type { OperatorAccess } from './operator-access';
import type { OperatorAudit } from './operator-audit';
import type { SellerDirectory } from './seller-directory';
import type { ToolCampaigns } from './shop-access';
import type { UsageLedger } from './usage-ledger';

/** The shared ports of one app. */
export interface AppPorts {
  /** The sellers as other modules see them (the accounts module owns `users`). */
  sellers: SellerDirectory;
  usageLedger: UsageLedger;
  operatorAccess: OperatorAccess;
  operatorAudit: OperatorAudit;
  /** The campaigns applied linked-shop plans created or optimised (the plans module keeps them). */
  toolCampaigns: ToolCampaigns;
  /** The sellers' latest account overviews (the overview module keeps them; plans and diagnostics record). */
  accountOverviews: AccountOverviews;
}
