// What the account the plan was made from says about the entities a change-set updates: a keyword's text
// and match type, an ad group's name, and the values an update changes as they were when the plan was
// generated ("planned before"), in the same API spellings as the item's `after`. The review shows them as
// "before -> after" and the apply confirmation sums the money they move, before anything is sent.
import type { AccountModel, EntityState, Keyword, NegativeKeyword, ProductTarget } from '@adplan/engine';
import {
  BIDDING_STRATEGY_API,
  SB_PLACEMENT_API,
  SP_PLACEMENT_API,
  STATE_API,
} from '../../../amazon/entities/bulk-vocabulary';
import type { ChangeValues } from './change-set-builder';

/** The known values of one existing entity, keyed like a change item's `after`. */
interface Known {
  name?: string;
  adGroupName?: string;
  matchType?: string;
  values: ChangeValues;
}

/** A model state as SP v3 and SB v4 spell it. */
const upper = (state: EntityState): string => STATE_API[state];

/** The existing entities of an account by Amazon id, with their names and current values. */
export class ChangeSetAccountIndex {
  private readonly campaigns = new Map<string, Known>();
  private readonly adGroups = new Map<string, Known>();
  private readonly targets = new Map<string, Known>();
  /** Placement percentages by campaign id and API placement name. */
  private readonly placements = new Map<string, Map<string, number>>();

  constructor(account: AccountModel | undefined) {
    if (!account) return;
    for (const campaign of account.sponsoredProducts.campaigns) {
      this.campaigns.set(campaign.id, {
        name: campaign.name,
        values: {
          state: upper(campaign.state),
          ...(campaign.dailyBudget !== undefined ? { budget: campaign.dailyBudget } : {}),
          ...(campaign.biddingStrategy ? { strategy: BIDDING_STRATEGY_API[campaign.biddingStrategy] } : {}),
        },
      });
      this.placements.set(
        campaign.id,
        new Map(campaign.biddingAdjustments.map((a) => [SP_PLACEMENT_API[a.placement], a.percentage])),
      );
      for (const group of campaign.adGroups) {
        this.adGroups.set(group.id, {
          name: group.name,
          values: {
            state: upper(group.state),
            ...(group.defaultBid !== undefined ? { defaultBid: group.defaultBid } : {}),
          },
        });
        this.addTargeting(group.name, group.keywords, group.productTargets, group.negativeKeywords, upper);
        for (const ad of group.productAds)
          this.targets.set(ad.id, {
            name: ad.sku ?? ad.asin,
            adGroupName: group.name,
            values: { state: upper(ad.state) },
          });
      }
      this.addTargeting(undefined, [], [], campaign.campaignNegativeKeywords, upper);
    }
    for (const campaign of account.sponsoredBrands.campaigns) {
      this.campaigns.set(campaign.id, {
        name: campaign.name,
        values: {
          state: upper(campaign.state),
          ...(campaign.budget !== undefined ? { budget: campaign.budget } : {}),
        },
      });
      this.placements.set(
        campaign.id,
        new Map(campaign.placementAdjustments.map((a) => [SB_PLACEMENT_API[a.placement], a.percentage])),
      );
      for (const group of campaign.adGroups) {
        this.adGroups.set(group.id, { name: group.name, values: { state: upper(group.state) } });
        // SB v3 keywords and targets spell states in the model's (lower-case) words.
        this.addTargeting(group.name, group.keywords, group.productTargets, group.negativeKeywords, (s) => s);
      }
    }
  }

  private addTargeting(
    adGroupName: string | undefined,
    keywords: readonly Keyword[],
    productTargets: readonly ProductTarget[],
    negatives: readonly NegativeKeyword[],
    state: (value: EntityState) => string,
  ): void {
    for (const keyword of keywords)
      this.targets.set(keyword.id, {
        name: keyword.text,
        matchType: keyword.matchType,
        ...(adGroupName ? { adGroupName } : {}),
        values: { state: state(keyword.state), ...(keyword.bid !== undefined ? { bid: keyword.bid } : {}) },
      });
    for (const target of productTargets)
      this.targets.set(target.id, {
        name: target.resolvedExpression ?? target.expression,
        ...(adGroupName ? { adGroupName } : {}),
        values: { state: state(target.state), ...(target.bid !== undefined ? { bid: target.bid } : {}) },
      });
    for (const negative of negatives)
      this.targets.set(negative.id, {
        name: negative.text,
        matchType: negative.matchType,
        ...(adGroupName ? { adGroupName } : {}),
        values: { state: state(negative.state) },
      });
  }

  /** A campaign's name by id. */
  campaignName(id: string): string | undefined {
    return this.campaigns.get(id)?.name;
  }

  /** An ad group's name by id. */
  adGroupName(id: string | undefined): string | undefined {
    return id ? this.adGroups.get(id)?.name : undefined;
  }

  /** A keyword's, target's or ad's name, ad group and match type by id. */
  target(id: string | undefined): Known | undefined {
    return id ? this.targets.get(id) : undefined;
  }

  /**
   * The values of `after`'s fields as the account held them: campaign, ad group and targeting updates by
   * their id; a placement by its campaign and placement. Fields the account did not hold stay out.
   */
  plannedBefore(
    kind: 'campaign' | 'adGroup' | 'target' | 'placement',
    id: string | undefined,
    after: ChangeValues,
  ): ChangeValues | undefined {
    if (!id) return undefined;
    if (kind === 'placement') {
      const placement = String(after['placement'] ?? '');
      const percentage = this.placements.get(id)?.get(placement);
      return { placement, percentage: percentage ?? 0 };
    }
    const known =
      kind === 'campaign'
        ? this.campaigns.get(id)
        : kind === 'adGroup'
          ? this.adGroups.get(id)
          : this.targets.get(id);
    if (!known) return undefined;
    const before: ChangeValues = {};
    for (const field of Object.keys(after)) {
      const value = known.values[field];
      if (value !== undefined) before[field] = value;
    }
    return before;
  }
}
