// The seeding API of the Amazon fake, for tests that need a situation: a grant with tokens without going
// through the consent page, a Sponsored Products campaign with exactly the daily figures a test wants, and
// a whole planted account (chosen ids, entities and report rows, nothing generated).
import { MARKETPLACE_TABLE } from '@adplan/contracts';
import { randomBytes } from 'node:crypto';
import type { SpResource } from '../ads-api';
import {
  emptyEntityStores,
  plantedReportKey,
  type FakeAccountType,
  type FakeGrant,
  type FakePlacement,
  type FakeProfile,
  type PlantedFact,
  type PlantedReportRow,
  type SbStore,
  type WireProfile,
  type WireRecord,
} from './fake-state';
import type { AmazonFakeStore, TokenAnswer } from './fake-store';

/** A new grant with its generated account and live tokens (as if the seller had just linked). */
export function seedGrant(
  store: AmazonFakeStore,
  accountType: FakeAccountType = 'seller',
): { grant: FakeGrant; tokens: TokenAnswer } {
  const grant = store.createGrant(accountType);
  const tokens = store.refresh({
    grant_type: 'refresh_token',
    refresh_token: grant.refreshToken,
    client_id: store.security.clientId,
    client_secret: store.security.clientSecret,
  }) as TokenAnswer;
  return { grant, tokens };
}

/** One day of a planted keyword's figures (7-day attribution). */
export interface PlantedDay {
  date: string;
  searchTerm?: string;
  placement?: FakePlacement;
  impressions: number;
  clicks: number;
  cost: number;
  purchases?: number;
  sales?: number;
  units?: number;
}

export interface PlantedCampaign {
  name: string;
  targetingType?: 'MANUAL' | 'AUTO';
  state?: 'ENABLED' | 'PAUSED';
  budget?: number;
  defaultBid?: number;
  sku?: string;
  keywords: Array<{
    text: string;
    matchType: 'EXACT' | 'PHRASE' | 'BROAD';
    bid?: number;
    days?: PlantedDay[];
  }>;
}

/** Adds a manual SP campaign (one ad group, one product ad, the keywords) with the given daily figures. */
export function plantSpCampaign(
  store: AmazonFakeStore,
  profileId: string,
  plan: PlantedCampaign,
): { campaignId: string; adGroupId: string; keywordIds: string[] } {
  const profile = store.profile(profileId);
  if (!profile) throw new Error(`unknown profile ${profileId}`);
  const campaignId = store.newEntityId();
  const adGroupId = store.newEntityId();
  const product = profile.products[0];
  profile.sp.campaigns.push({
    campaignId,
    name: plan.name,
    targetingType: plan.targetingType ?? 'MANUAL',
    state: plan.state ?? 'ENABLED',
    startDate: '2024-01-01',
    budget: { budgetType: 'DAILY', budget: plan.budget ?? 50 },
    dynamicBidding: { strategy: 'LEGACY_FOR_SALES', placementBidding: [] },
  });
  profile.sp.adGroups.push({
    adGroupId,
    campaignId,
    name: `${plan.name} ad group`,
    state: 'ENABLED',
    defaultBid: plan.defaultBid ?? 1,
  });
  const ad: WireRecord = {
    adId: store.newEntityId(),
    campaignId,
    adGroupId,
    state: 'ENABLED',
    asin: product?.asin ?? 'B000000000',
  };
  if (profile.profile.accountInfo.type === 'seller') ad.sku = plan.sku ?? product?.sku ?? 'SKU-1';
  profile.sp.productAds.push(ad);
  const keywordIds = plan.keywords.map((keyword) => {
    const keywordId = store.newEntityId();
    profile.sp.keywords.push({
      keywordId,
      campaignId,
      adGroupId,
      keywordText: keyword.text,
      matchType: keyword.matchType,
      state: 'ENABLED',
      ...(keyword.bid !== undefined ? { bid: keyword.bid } : {}),
    });
    for (const day of keyword.days ?? [])
      profile.planted.push(plantedFact(campaignId, adGroupId, keywordId, keyword.text, day));
    return keywordId;
  });
  store.changed();
  return { campaignId, adGroupId, keywordIds };
}

function plantedFact(
  campaignId: string,
  adGroupId: string,
  targetId: string,
  text: string,
  day: PlantedDay,
): PlantedFact {
  return {
    adProduct: 'SPONSORED_PRODUCTS',
    date: day.date,
    campaignId,
    adGroupId,
    targetId,
    searchTerm: day.searchTerm ?? text,
    placement: day.placement ?? 'REST',
    impressions: day.impressions,
    clicks: day.clicks,
    cost: day.cost,
    purchases: day.purchases ?? 0,
    sales: day.sales ?? 0,
    units: day.units ?? day.purchases ?? 0,
  };
}

export { plantedReportKey };

/** A profile planted as a test describes it: no generated entities or traffic, only what is planted. */
export interface PlantedAccount {
  profileId: string;
  accountType?: FakeAccountType;
  countryCode?: WireProfile['countryCode'];
  /** SP v3 records by resource, in Amazon's wire shape (ids as strings). */
  sp?: Partial<Record<SpResource, WireRecord[]>>;
  /** SB records by store (v4 campaigns, ad groups and ads; v3 keywords, negative keywords and targets). */
  sb?: Partial<Record<SbStore, WireRecord[]>>;
  /** Report rows served verbatim, by {@link plantedReportKey}. */
  reportRows?: Record<string, PlantedReportRow[]>;
}

/**
 * A new grant holding one profile with exactly the planted entities and report rows (tests that need
 * chosen ids and figures instead of a generated account); the profile's stores are the planted arrays.
 */
export function plantAccount(store: AmazonFakeStore, account: PlantedAccount): FakeProfile {
  const { grant } = seedEmptyGrant(store, account.accountType ?? 'seller');
  const country = account.countryCode ?? 'US';
  const market = MARKETPLACE_TABLE[country];
  const stores = emptyEntityStores();
  const profile: FakeProfile = {
    profile: {
      profileId: Number(account.profileId),
      countryCode: country,
      currencyCode: market.currency,
      dailyBudget: 999999999,
      timezone: market.timeZone,
      accountInfo: {
        marketplaceStringId: market.marketplaceStringId,
        id: `A${account.profileId}`,
        type: grant.accountType,
        name: `Planted ${account.profileId}`,
        validPaymentMethod: true,
      },
    },
    grantId: grant.grantId,
    brand: null,
    products: [],
    sp: { ...stores.sp, ...account.sp },
    sb: { ...stores.sb, ...account.sb },
    traffic: {},
    planted: [],
    plantedReportRows: account.reportRows ?? {},
  };
  grant.profileIds.push(account.profileId);
  store.state.profiles[account.profileId] = profile;
  store.changed();
  return profile;
}

/** A grant without a generated account (its profiles are planted). */
function seedEmptyGrant(store: AmazonFakeStore, accountType: FakeAccountType): { grant: FakeGrant } {
  store.state.grantCounter += 1;
  const grant: FakeGrant = {
    grantId: `grant-${store.state.grantCounter}`,
    accountType,
    refreshToken: `Atzr|planted-${store.state.grantCounter}-${randomBytes(24).toString('base64url')}`,
    seed: `${store.state.seed}:${store.state.grantCounter}`,
    createdAt: store.now(),
    revoked: false,
    profileIds: [],
  };
  store.state.grants[grant.grantId] = grant;
  return { grant };
}
