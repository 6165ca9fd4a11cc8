// How the usage records name a plan: by its campaigns (the server stores them as the plan's name); older
// plans stored their flow's identifier instead, which reads as code, so those show their schedule's
// campaigns or the tool's name in the console's language.
import type { AdHistoryItem } from '@adplan/contracts';

/** The name to list `item` under; `flowName` words a flow in the console's language. */
export function historyPlanName(
  item: AdHistoryItem,
  flowName: (flow: AdHistoryItem['flow']) => string,
): string {
  if (item.plan_name !== item.flow) return item.plan_name;
  const campaigns = (item.schedule ?? []).map((rule) => rule.campaign_name);
  return campaigns.length > 0 ? campaigns.join(', ') : flowName(item.flow);
}
