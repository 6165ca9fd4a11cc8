// The linked-shop plan flows other than the keyword ones, end to end against the standalone Amazon fake with
// the REAL client: a seller links a shop through the real calls, waits the two days until it is usable, and
// for each flow generates a plan from the fake account's own campaigns and products, applies it, reads it
// back, and undoes it. Each generation costs one use; what Amazon creates the undo archives, and what the
// plan changed gets its before value back.
import { SHOP_PLANS_CALLS, type CallDefinition, type ShopPlanData } from '@adplan/contracts';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import type { FakeProfile } from '../src/amazon/fake/fake-state';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { linkUsShop, startFakeShopApp, type FakeShopApp } from './helpers/diagnostics-fake-app';
import { describeEachDatabase } from './helpers/test-database';

const DAY_MS = 86_400_000;
const LINKED_AT = Date.parse('2026-01-05T20:00:00Z');
/** Two days after linking the shop is usable (generated history covers the report window). */
const USABLE_AT = LINKED_AT + 3 * DAY_MS;
const USES = 10;

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

type WireRecord = Record<string, unknown>;

/** The fields an undo must give back to an entity that existed before the plan. */
const RESTORED_FIELDS = ['state', 'bid', 'defaultBid', 'budget', 'dynamicBidding', 'bidding'] as const;

/** A 0 % placement adjustment is no adjustment: the undo may write it where the campaign had none. */
function withoutZeroPlacements(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('placementBidding' in value)) return value;
  const bidding = value as { placementBidding?: Array<{ percentage?: number }> };
  return {
    ...bidding,
    placementBidding: (bidding.placementBidding ?? []).filter((entry) => entry.percentage !== 0),
  };
}

function restorable(records: WireRecord[]): Array<Record<string, unknown>> {
  return records.map((record) =>
    Object.fromEntries(
      RESTORED_FIELDS.filter((field) => field in record).map((f) => [f, withoutZeroPlacements(record[f])]),
    ),
  );
}

/**
 * SP keywords and targets with the bid they serve at: their own, else their ad group's default. Amazon
 * cannot write "no bid" back, so an undo restores an inherited bid as the same value set explicitly.
 */
function withEffectiveBids(records: Record<string, WireRecord[]>): Record<string, WireRecord[]> {
  const defaults = new Map(
    (records.adGroups ?? []).map((group) => [String(group.adGroupId), group.defaultBid]),
  );
  const fill = (list: WireRecord[] = []) =>
    list.map((record) =>
      record.bid === undefined ? { ...record, bid: defaults.get(String(record.adGroupId)) } : record,
    );
  return { ...records, keywords: fill(records.keywords), targets: fill(records.targets) };
}

function snapshotOf(profile: FakeProfile) {
  return structuredClone({ sp: profile.sp, sb: profile.sb });
}

describeEachDatabase('linked-shop plan flows against the Amazon fake (real client)', (target) => {
  let s: FakeShopApp;
  let shopId: string;
  let profile: FakeProfile;
  let balance: number;

  beforeEach(async () => {
    s = await startFakeShopApp(target, engine, LINKED_AT, USES);
    const linked = await linkUsShop(s);
    shopId = linked.shopId;
    const found = s.fake.state.profile(linked.profileId);
    if (!found) throw new Error('the linked profile is not in the fake');
    profile = found;
    s.t.clock.set(USABLE_AT);
    await s.signInAgain();
    balance = USES;
  });
  afterEach(() => s.close());

  /** Generates through `definition`, checks one use was debited, and answers the plan. */
  const generate = async (definition: CallDefinition, payload: Record<string, unknown>) => {
    const response = await s.call(definition, { shop_id: shopId, ...payload });
    if (response.statusCode !== 200) {
      const refused = s.fake.requests.filter((request) => request.status >= 400);
      throw new Error(`${definition.path}: ${response.body} ${JSON.stringify(refused)}`);
    }
    const data = SHOP_PLANS_CALLS.shopAsinColdStart.answer.parse(response.json()).data;
    balance -= 1;
    expect(data.plan.balance).toBe(balance);
    expect(data.shop_plan.status).toBe('generated');
    expect(data.shop_plan.items.length).toBeGreaterThan(0);
    return data;
  };

  const apply = async (planId: string, language: 'zh' | 'en' = 'en'): Promise<ShopPlanData> => {
    const response = await s.call(SHOP_PLANS_CALLS.applyPlan, { plan_id: planId }, { language });
    if (response.statusCode !== 200) throw new Error(`apply_plan: ${response.body}`);
    return SHOP_PLANS_CALLS.applyPlan.answer.parse(response.json()).data;
  };

  const undo = async (planId: string): Promise<ShopPlanData> => {
    const response = await s.call(SHOP_PLANS_CALLS.undoPlan, { plan_id: planId });
    if (response.statusCode !== 200) throw new Error(`undo_plan: ${response.body}`);
    return SHOP_PLANS_CALLS.undoPlan.answer.parse(response.json()).data;
  };

  /** Every item applied and read back equal; otherwise the failures with their reasons in the error. */
  const expectAllApplied = (applied: ShopPlanData) => {
    const trouble = applied.items
      .filter((item) => item.state !== 'applied' || item.read_back !== 'match')
      .map(
        (item) =>
          `${item.operation} ${item.entity} ${item.name}: ${item.state} ${item.read_back} ${item.reason} ` +
          `${item.detail} ${JSON.stringify(item.read_back_values)}`,
      );
    expect(trouble).toEqual([]);
    expect(applied.status).toBe('applied');
    expect(applied.counts.applied).toBe(applied.counts.total);
  };

  /** The entity an applied item made or changed, as the fake holds it. */
  const recordOf = (item: ShopPlanData['items'][number]): WireRecord | undefined => {
    const all = [...Object.values(profile.sp), ...Object.values(profile.sb)].flat();
    return all.find((record) =>
      ['campaignId', 'adGroupId', 'adId', 'keywordId', 'targetId'].some(
        (key) => key === idKeyOf(item.entity) && String(record[key]) === item.amazon_id,
      ),
    );
  };

  /** After the undo every entity the plan created is archived and every existing one has its values back. */
  const expectUndone = (
    undone: ShopPlanData,
    before: ReturnType<typeof snapshotOf>,
    applied: ShopPlanData,
  ) => {
    expect(undone.status).toBe('undone');
    expect(undone.items.filter((item) => item.undo_state === 'failed')).toEqual([]);
    // The undo archives the top-most entity it created: a new campaign retires everything in it, and what
    // the plan added to an existing campaign is archived one by one.
    const createdCampaigns = new Set(
      applied.items
        .filter((item) => item.operation === 'create' && /^(campaign|sbCampaign)$/.test(item.entity))
        .map((item) => item.amazon_id),
    );
    const created = applied.items.filter((item) => item.operation === 'create' && item.amazon_id);
    for (const item of created) {
      const record = recordOf(item);
      expect(record, `${item.entity} ${item.name}`).toBeDefined();
      const inNewCampaign =
        !/^(campaign|sbCampaign)$/.test(item.entity) && createdCampaigns.has(String(record?.['campaignId']));
      if (!inNewCampaign)
        expect([item.entity, String(record?.['state']).toUpperCase()]).toEqual([item.entity, 'ARCHIVED']);
    }
    const effective = (program: 'sp' | 'sb', records: Record<string, WireRecord[]>) =>
      program === 'sp' ? withEffectiveBids(records) : records;
    for (const program of ['sp', 'sb'] as const)
      for (const [resource, records] of Object.entries(
        effective(program, before[program] as unknown as Record<string, WireRecord[]>),
      )) {
        const now =
          effective(program, profile[program] as unknown as Record<string, WireRecord[]>)[resource] ?? [];
        expect([program, resource, restorable(now.slice(0, records.length))]).toEqual([
          program,
          resource,
          restorable(records),
        ]);
      }
  };

  const runFlow = async (definition: CallDefinition, payload: Record<string, unknown>) => {
    const before = snapshotOf(profile);
    const generated = await generate(definition, payload);
    const applied = await apply(generated.plan.plan_id);
    expectAllApplied(applied);
    const undone = await undo(generated.plan.plan_id);
    expectUndone(undone, before, applied);
    // A second undo changes nothing.
    expect((await undo(generated.plan.plan_id)).status).toBe('undone');
    return { generated, applied, undone };
  };

  const manualAsinCampaign = () => {
    const manual = new Set(
      profile.sp.campaigns
        .filter((record) => record.targetingType === 'MANUAL' && record.state === 'ENABLED')
        .map((record) => String(record.campaignId)),
    );
    const target = profile.sp.targets.find(
      (record) =>
        manual.has(String(record.campaignId)) && JSON.stringify(record.expression).includes('ASIN_SAME_AS'),
    );
    if (!target) throw new Error('the fake account has no product targets');
    return String(target.campaignId);
  };

  const autoCampaign = () => {
    const campaign = profile.sp.campaigns.find(
      (record) => record.targetingType === 'AUTO' && record.state === 'ENABLED',
    );
    if (!campaign) throw new Error('the fake account has no automatic campaign');
    return String(campaign.campaignId);
  };

  it('ASIN cold start (/hb_pt): creates the product-targeting campaign, reads it back, undo archives it', async () => {
    const [product, competitor] = profile.products;
    const { applied } = await runFlow(SHOP_PLANS_CALLS.shopAsinColdStart, {
      campaign_mode: 'new',
      campaign_name: 'ASIN launch',
      ad_group_name: 'ASIN launch targets',
      daily_budget: 30,
      asin: product?.asin,
      sku: product?.sku,
      competitor_asins: [competitor?.asin, 'B0TESTCMP1'],
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const targets = applied.items.filter((item) => item.entity === 'productTarget');
    expect(targets.length).toBeGreaterThan(0);
    expect(applied.items.find((item) => item.entity === 'productAd')?.after).toMatchObject({
      sku: product?.sku,
    });
  });

  it('ASIN optimisation (/op_pt): changes an existing product-targeting campaign, undo restores it', async () => {
    const { generated } = await runFlow(SHOP_PLANS_CALLS.shopAsinOptimisation, {
      campaign_id: manualAsinCampaign(),
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    expect(generated.shop_plan.items.some((item) => item.operation === 'update')).toBe(true);
  });

  it('automatic cold start (/hb_auto_shop): creates the auto campaign, undo archives it', async () => {
    const product = profile.products[1];
    const { applied } = await runFlow(SHOP_PLANS_CALLS.shopAutoColdStart, {
      campaign_mode: 'new',
      campaign_name: 'Auto launch',
      ad_group_name: 'Auto launch group',
      daily_budget: 25,
      asin: product?.asin,
      sku: product?.sku,
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const campaign = applied.items.find((item) => item.entity === 'campaign' && item.operation === 'create');
    expect(campaign?.after['targetingType']).toBe('AUTO');
  });

  it('automatic optimisation (/op_auto_shop): changes an existing auto campaign, undo restores the bids it served at', async () => {
    const { generated } = await runFlow(SHOP_PLANS_CALLS.shopAutoOptimisation, {
      campaign_id: autoCampaign(),
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    expect(generated.shop_plan.items.some((item) => item.operation === 'update')).toBe(true);
  });

  it('SB video keyword cold start (/hb_vc): creates the video campaign, undo archives it', async () => {
    const product = profile.products[0];
    const { applied } = await runFlow(SHOP_PLANS_CALLS.shopSbvKeywordColdStart, {
      campaign_name: 'Video keywords',
      ad_group_name: 'Video keywords group',
      daily_budget: 40,
      asin: product?.asin,
      brand_entity_id: profile.brand?.brandEntityId,
      asset_id: 'amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef',
      main_search_terms: ['dog bed', 'orthopedic dog bed'],
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    expect(applied.items.some((item) => item.entity === 'sbKeyword')).toBe(true);
  });

  /** A video campaign "Video products" of product targets: the seller's first product, against the second. */
  const videoProductColdStart = () => {
    const [product, competitor] = profile.products;
    return {
      campaign_name: 'Video products',
      ad_group_name: 'Video products group',
      daily_budget: 40,
      asin: product?.asin,
      brand_entity_id: profile.brand?.brandEntityId,
      asset_id: 'amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef',
      competitor_asins: [competitor?.asin, 'B0TESTCMP1'],
      organic_conversion_rate: 10,
      target_cps: 10,
    };
  };

  it('SB video product cold start (/hb_pt_vc): creates the video campaign with product targets', async () => {
    const { applied } = await runFlow(SHOP_PLANS_CALLS.shopSbvProductColdStart, videoProductColdStart());
    expect(applied.items.some((item) => item.entity === 'sbTarget')).toBe(true);
  });

  it('SB video product optimisation (/op_pt_vc): changes a video campaign of product targets, undo restores it', async () => {
    const coldStart = await generate(SHOP_PLANS_CALLS.shopSbvProductColdStart, videoProductColdStart());
    expectAllApplied(await apply(coldStart.plan.plan_id));
    const campaign = profile.sb.campaigns.find((record) => record.name === 'Video products');
    const targets = profile.sb.targets.filter((record) => record.campaignId === campaign?.campaignId);
    expect(targets.length).toBeGreaterThan(0);
    // Forty days later: the fake keeps no history for entities made through its API, so each target's days
    // are planted. The first target spends three times the target CPS without an order, the others sell
    // cheaply, so the optimisation has bids to move both ways.
    s.t.clock.set(USABLE_AT + 40 * DAY_MS);
    await s.signInAgain();
    const days = Array.from({ length: 34 }, (_, day) =>
      new Date(USABLE_AT + (day + 1) * DAY_MS).toISOString().slice(0, 10),
    );
    targets.forEach((record, index) => {
      for (const date of days)
        profile.planted.push({
          adProduct: 'SPONSORED_BRANDS',
          date,
          campaignId: String(record.campaignId),
          adGroupId: String(record.adGroupId),
          targetId: String(record.targetId),
          searchTerm: `b0term${index}`,
          placement: 'TOP',
          impressions: 120,
          clicks: 2,
          cost: 2.4,
          purchases: index === 0 ? 0 : 1,
          sales: index === 0 ? 0 : 30,
          units: index === 0 ? 0 : 1,
        });
    });
    const before = snapshotOf(profile);
    const optimised = await generate(SHOP_PLANS_CALLS.shopSbvProductOptimisation, {
      campaign_id: String(campaign?.campaignId),
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const changedTargets = optimised.shop_plan.items.filter((item) => item.entity === 'sbTarget');
    expect(changedTargets.length).toBeGreaterThan(0);
    const applied = await apply(optimised.plan.plan_id);
    expectAllApplied(applied);
    expectUndone(await undo(optimised.plan.plan_id), before, applied);
  });

  it('SB video keyword optimisation (/op_vc): changes the existing video campaign, undo restores it', async () => {
    const campaign = profile.sb.campaigns[0];
    if (!campaign) throw new Error('the fake account has no SB campaign');
    await runFlow(SHOP_PLANS_CALLS.shopSbvKeywordOptimisation, {
      campaign_id: String(campaign.campaignId),
      organic_conversion_rate: 10,
      target_cps: 10,
    });
  });
});

function idKeyOf(entity: string): string {
  if (/campaign$/i.test(entity) && !/negative/i.test(entity)) return 'campaignId';
  if (/adgroup$/i.test(entity)) return 'adGroupId';
  if (/ad$/i.test(entity)) return 'adId';
  if (/keyword/i.test(entity)) return 'keywordId';
  return 'targetId';
}
