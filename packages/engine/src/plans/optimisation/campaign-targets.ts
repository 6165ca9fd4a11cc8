// The keywords and product targets of a campaign in one shape, each with its kind (match type, auto
// group, asin …), its effective bid (own or the ad group default) and its metrics.
import type { EntityState, Keyword, ProductTarget, SpAdGroup, SpCampaign } from '../../model/account';
import type { KeywordId, TargetId } from '../../model/ids';
import type { Metrics } from '../../model/metrics';
import type { Money } from '../../model/units';
import { targetKindOfExpression } from '../shared/conversion-estimate';
import type { TargetKind } from '../shared/planning-constants';

/** A keyword or product target of a campaign. */
export type CampaignTarget =
  | {
      entity: 'keyword';
      id: KeywordId;
      kind: TargetKind;
      text: string;
      group: SpAdGroup;
      bid?: Money;
      state: EntityState;
      metrics: Metrics;
      source: Keyword;
    }
  | {
      entity: 'productTarget';
      id: TargetId;
      kind: TargetKind;
      text: string;
      group: SpAdGroup;
      bid?: Money;
      state: EntityState;
      metrics: Metrics;
      source: ProductTarget;
    };

/** Every keyword and product target of the campaign's ad groups (all states). */
export function campaignTargets(campaign: SpCampaign): CampaignTarget[] {
  return campaign.adGroups.flatMap((group) => [
    ...group.keywords.map((k): CampaignTarget => ({
      entity: 'keyword',
      id: k.id,
      kind: k.matchType,
      text: k.text,
      group,
      bid: k.bid ?? group.defaultBid,
      state: k.state,
      metrics: k.metrics,
      source: k,
    })),
    ...group.productTargets.map((t): CampaignTarget => ({
      entity: 'productTarget',
      id: t.id,
      kind: targetKindOfExpression(t.expression),
      text: t.expression,
      group,
      bid: t.bid ?? group.defaultBid,
      state: t.state,
      metrics: t.metrics,
      source: t,
    })),
  ]);
}

/** True when the target and its ad group are enabled and it has a bid to change. */
export function isActive(target: CampaignTarget): boolean {
  return (
    target.state === 'enabled' &&
    target.group.state === 'enabled' &&
    target.bid !== undefined &&
    target.bid > 0
  );
}
