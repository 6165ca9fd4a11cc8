// The campaign and ad group names and IDs of a read account, for the web forms (choose an existing
// campaign, see which ad groups and SKUs it holds).
import type { AccountModel, EntityState, SbCampaign, SpCampaign, TargetingType } from '../../model/account';
import type { Money } from '../../model/units';

/** One ad group of the structure listing. */
export interface AdGroupSummary {
  adGroupId: string;
  name: string;
  state: EntityState;
  keywordCount: number;
  productTargetCount: number;
  skus: string[];
  asins: string[];
}

/** One campaign of the structure listing. */
export interface CampaignSummary {
  product: 'sponsoredProducts' | 'sponsoredBrands';
  campaignId: string;
  name: string;
  state: EntityState;
  targetingType?: TargetingType;
  dailyBudget?: Money;
  clicks: number;
  orders: number;
  adGroups: AdGroupSummary[];
}

const unique = (values: Array<string | undefined>): string[] =>
  [...new Set(values.filter((v): v is string => !!v))].sort();

function groupSummary(
  g: {
    id: string;
    name: string;
    state: EntityState;
    keywords: Array<{ state: EntityState }>;
    productTargets: Array<{ state: EntityState }>;
  },
  skus: Array<string | undefined>,
  asins: Array<string | undefined>,
): AdGroupSummary {
  return {
    adGroupId: g.id,
    name: g.name,
    state: g.state,
    keywordCount: g.keywords.filter((k) => k.state !== 'archived').length,
    productTargetCount: g.productTargets.filter((t) => t.state !== 'archived').length,
    skus: unique(skus),
    asins: unique(asins),
  };
}

function spSummary(c: SpCampaign): CampaignSummary {
  const summary: CampaignSummary = {
    product: 'sponsoredProducts',
    campaignId: c.id,
    name: c.name,
    state: c.state,
    targetingType: c.targetingType,
    clicks: c.metrics.clicks,
    orders: c.metrics.orders,
    adGroups: c.adGroups
      .filter((g) => g.state !== 'archived')
      .map((g) =>
        groupSummary(
          g,
          g.productAds.map((a) => a.sku),
          g.productAds.map((a) => a.asin),
        ),
      ),
  };
  if (c.dailyBudget !== undefined) summary.dailyBudget = c.dailyBudget;
  return summary;
}

function sbSummary(c: SbCampaign): CampaignSummary {
  return {
    product: 'sponsoredBrands',
    campaignId: c.id,
    name: c.name,
    state: c.state,
    clicks: c.metrics.clicks,
    orders: c.metrics.orders,
    adGroups: c.adGroups
      .filter((g) => g.state !== 'archived')
      .map((g) =>
        groupSummary(
          g,
          [],
          g.ads.flatMap((a) => a.creativeAsins),
        ),
      ),
  };
}

/** Every SP and SB campaign with its ad groups (archived ones left out), SP first, in file order. */
export function listCampaignStructure(model: AccountModel): CampaignSummary[] {
  const sp = model.sponsoredProducts.campaigns.filter((c) => c.state !== 'archived').map(spSummary);
  const sb = model.sponsoredBrands.campaigns.filter((c) => c.state !== 'archived').map(sbSummary);
  return [...sp, ...sb];
}
