// A large generated plan for the writer/validator benchmark: many new manual campaigns with placements,
// two ad groups each, product ads, keywords and negatives, all within Amazon's limits.
import { makeTemporaryId } from '@adplan/engine/testing';
import type { AdGroupId, CampaignId, Plan, PlanRow, SpBulkRow, Sku } from '@adplan/engine';

const KEYWORDS_PER_GROUP = 40;
const NEGATIVES_PER_GROUP = 5;
const GROUPS_PER_CAMPAIGN = 2;
const ROWS_PER_CAMPAIGN = 4 + GROUPS_PER_CAMPAIGN * (3 + KEYWORDS_PER_GROUP + NEGATIVES_PER_GROUP);

const MATCH_TYPES = ['exact', 'phrase', 'broad'] as const;
const PLACEMENTS = ['top', 'productPage', 'restOfSearch'] as const;

/** A plan row with a short explanation, as the strategies produce. */
function planRow(row: SpBulkRow, index: number): PlanRow {
  return {
    row,
    change: { type: row.entity === 'campaign' ? 'createCampaign' : 'createKeyword', bidAfter: row.bid },
    explanation: {
      ruleId: 'BENCH-COLD-START',
      reason: {
        zh: '冷启动：按目标单次成交成本与自然转化率出价',
        en: 'Cold start: bid = target cost per sale x organic conversion rate',
      },
      figures: { targetCostPerSale: 12, organicConversionRate: 0.12, row: index },
      dataWindow: '2026-01-01 – 2026-02-28',
    },
  };
}

/** Rows of one ad group. */
function groupRows(campaignId: CampaignId, c: number, g: number, taken: Set<string>): SpBulkRow[] {
  const name = `Group ${c}-${g}`;
  const adGroupId = makeTemporaryId('adGroup', name, taken) as AdGroupId;
  const base = {
    product: 'sponsoredProducts',
    operation: 'create',
    campaignId,
    adGroupId,
    state: 'enabled',
  } as const;
  const keywords = Array.from({ length: KEYWORDS_PER_GROUP }, (_, k): SpBulkRow => ({
    ...base,
    entity: 'keyword',
    keywordText: `widget ${c} model ${g} size ${Math.floor(k / 3)}`,
    matchType: MATCH_TYPES[k % 3]!,
    bid: 0.35 + (k % 17) * 0.05,
  }));
  const negatives = Array.from({ length: NEGATIVES_PER_GROUP }, (_, n): SpBulkRow => ({
    ...base,
    entity: 'negativeKeyword',
    keywordText: `cheap widget ${n}`,
    matchType: 'negativeExact',
  }));
  return [
    { ...base, entity: 'adGroup', adGroupName: name, adGroupDefaultBid: 0.75 },
    { ...base, entity: 'productAd', sku: `SKU-${c}-${g}-A` as Sku },
    { ...base, entity: 'productAd', sku: `SKU-${c}-${g}-B` as Sku },
    ...keywords,
    ...negatives,
  ];
}

/** Rows of one campaign. */
function campaignRows(c: number, startDate: string, taken: Set<string>): SpBulkRow[] {
  const name = `Widgets ${c} - Manual`;
  const campaignId = makeTemporaryId('campaign', name, taken) as CampaignId;
  const base = { product: 'sponsoredProducts', operation: 'create', campaignId } as const;
  return [
    {
      ...base,
      entity: 'campaign',
      campaignName: name,
      dailyBudget: 50,
      targetingType: 'manual',
      state: 'enabled',
      startDate,
      biddingStrategy: 'downOnly',
    },
    ...PLACEMENTS.map((placement, p): SpBulkRow => ({
      ...base,
      entity: 'biddingAdjustment',
      placement,
      percentage: 10 * (p + 1),
      biddingStrategy: 'downOnly',
    })),
    ...Array.from({ length: GROUPS_PER_CAMPAIGN }, (_, g) => groupRows(campaignId, c, g, taken)).flat(),
  ];
}

/** A US plan of about `rowCount` rows starting on `startDate` (YYYYMMDD). */
export function largePlan(rowCount: number, startDate: string): Plan {
  const taken = new Set<string>();
  const campaigns = Math.max(1, Math.round(rowCount / ROWS_PER_CAMPAIGN));
  const rows = Array.from({ length: campaigns }, (_, c) => campaignRows(c, startDate, taken)).flat();
  return {
    flow: 'keyword-cold-start',
    marketplace: 'US',
    rows: rows.map(planRow),
    summary: { changeCounts: {}, bidChanges: [], notes: [] },
    warnings: [],
  };
}
