// What the authorised tool forms offer as choices (issue 23), read from a linked shop through the REAL
// client against the Amazon fake: the shop's live campaigns per ad product (name, state, budget), its brand
// (GET /brands) and the video assets its SB video ads use, all agreeing with the fake's own records. Only
// the seller's own shop is read; an Amazon failure answers 50018 in the caller's language.
import { SHOPS_CALLS } from '@adplan/contracts';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import type { FakeProfile } from '../src/amazon/fake/fake-state';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { createUser, loginAs } from './helpers/test-app';
import { linkUsShop, startFakeShopApp, type FakeShopApp } from './helpers/diagnostics-fake-app';
import { describeEachDatabase } from './helpers/test-database';

const LINKED_AT = Date.parse('2026-01-05T20:00:00Z');

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

type WireRecord = Record<string, unknown>;

describeEachDatabase('a linked shop read for the tool pickers (real client, Amazon fake)', (target) => {
  let s: FakeShopApp;
  let shopId: string;
  let profile: FakeProfile;

  beforeEach(async () => {
    s = await startFakeShopApp(target, engine, LINKED_AT, 1);
    const linked = await linkUsShop(s);
    shopId = linked.shopId;
    const found = s.fake.state.profile(linked.profileId);
    if (!found) throw new Error('the linked profile is not in the fake');
    profile = found;
  });
  afterEach(() => s.close());

  const live = (records: WireRecord[]) =>
    records.filter((record) => record.state === 'ENABLED' || record.state === 'PAUSED');

  it("lists the shop's SP and SB campaigns with name, state and budget, as the fake holds them", async () => {
    // Read at once after linking: choosing a campaign does not wait for the two days reports need.
    const sp = await s.call(SHOPS_CALLS.shopCampaigns, { shop_id: shopId, ad_product: 'SP' });
    expect(sp.statusCode, sp.body).toBe(200);
    const spCampaigns = SHOPS_CALLS.shopCampaigns.answer.parse(sp.json()).data.campaigns;
    const expected = live(profile.sp.campaigns);
    expect(spCampaigns.map((c) => c.campaign_id).sort()).toEqual(
      expected.map((c) => String(c.campaignId)).sort(),
    );
    const first = expected[0]!;
    expect(spCampaigns.find((c) => c.campaign_id === String(first.campaignId))).toEqual({
      campaign_id: String(first.campaignId),
      name: first.name,
      state: first.state === 'ENABLED' ? 'enabled' : 'paused',
      daily_budget: (first.budget as { budget: number }).budget,
      targeting: first.targetingType === 'AUTO' ? 'auto' : 'manual',
    });
    expect(spCampaigns.some((c) => c.targeting === 'auto')).toBe(true);

    const sb = await s.call(SHOPS_CALLS.shopCampaigns, { shop_id: shopId, ad_product: 'SB' });
    const sbCampaigns = SHOPS_CALLS.shopCampaigns.answer.parse(sb.json()).data.campaigns;
    expect(sbCampaigns.map((c) => c.name).sort()).toEqual(
      live(profile.sb.campaigns)
        .map((c) => String(c.name))
        .sort(),
    );
    expect(sbCampaigns.every((c) => c.targeting === null && c.daily_budget > 0)).toBe(true);
  });

  it('offers the brand its SB campaigns name and the video assets of its SB video ads', async () => {
    const brands = SHOPS_CALLS.shopBrands.answer.parse(
      (await s.call(SHOPS_CALLS.shopBrands, { shop_id: shopId })).json(),
    ).data.brands;
    expect(brands).toEqual([
      {
        brand_entity_id: profile.brand?.brandEntityId,
        brand_id: profile.brand?.brandId,
        name: profile.brand?.brandRegistryName,
      },
    ]);
    // The fake is consistent: the brand of the list is the one its SB campaigns were created under.
    expect(profile.sb.campaigns.every((c) => c.brandEntityId === brands[0]?.brand_entity_id)).toBe(true);

    const assets = SHOPS_CALLS.shopVideoAssets.answer.parse(
      (await s.call(SHOPS_CALLS.shopVideoAssets, { shop_id: shopId })).json(),
    ).data.assets;
    const ads = profile.sb.ads.filter((ad) => ad.state !== 'ARCHIVED');
    expect(ads.length).toBeGreaterThan(0);
    const creative = ads[0]!.creative as { asins: string[]; videoAssetIds: string[] };
    expect(assets).toContainEqual({
      asset_id: creative.videoAssetIds[0],
      asins: creative.asins,
      ad_name: ads[0]!.name,
      campaign_name: profile.sb.campaigns.find((c) => c.campaignId === ads[0]!.campaignId)?.name,
    });
    expect(new Set(assets.map((asset) => asset.asset_id)).size).toBe(assets.length);
  });

  it("answers 404 for another seller's shop and 50018 in the caller's language when Amazon fails", async () => {
    const other = await createUser(s.t);
    const foreign = await s.call(
      SHOPS_CALLS.shopBrands,
      { shop_id: shopId },
      { session: await loginAs(s.t, other) },
    );
    expect(foreign.statusCode).toBe(404);

    s.fake.sandbox.faults.failNextRequests(20, { path: '/brands' });
    const failed = await s.call(SHOPS_CALLS.shopBrands, { shop_id: shopId }, { language: 'zh' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ code: 50018, msg: expect.stringMatching(/亚马逊广告服务/) });

    const badProduct = await s.call(SHOPS_CALLS.shopCampaigns, { shop_id: shopId, ad_product: 'SD' });
    expect(badProduct.statusCode).toBe(400);
  });
});
