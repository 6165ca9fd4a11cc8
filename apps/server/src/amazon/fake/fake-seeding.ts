// The seeding API of the Amazon fake, for tests that need a situation: a grant with tokens without going
// through the consent page, a Sponsored Products campaign with exactly the daily figures a test wants, and
// a whole planted account (chosen ids, entities and report rows, nothing generated).
import type { Marketplace } from '@adplan/contracts';
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
  type WireAccountType,
  type WireRecord,
} from './fake-state';
import type { AmazonFakeStore, TokenAnswer } from './fake-store';
import { wireProfile } from './account-generator';

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

/** The facts of a planted profile; currency, time zone and marketplace id follow the marketplace. */
export interface PlantedProfileFacts {
  profileId: string;
  countryCode?: Marketplace;
  /** The profile's account type (`seller` unless said). */
  accountType?: WireAccountType;
  /** `accountInfo.name`, the shop's name (`Shop <profileId>` unless said). */
  name?: string;
}

/** A profile planted as a test describes it: no generated entities or traffic, only what is planted. */
export interface PlantedAccount extends PlantedProfileFacts {
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
  const grant = seedEmptyGrant(store);
  const profile = plantProfile(store, grant, account);
  const stores = emptyEntityStores();
  profile.sp = { ...stores.sp, ...account.sp };
  profile.sb = { ...stores.sb, ...account.sb };
  profile.plantedReportRows = account.reportRows ?? {};
  store.changed();
  return profile;
}

/**
 * The seller approves the consent page of `consentUrl` (its state, PKCE challenge and return URL) for a new
 * grant holding exactly `profiles` (empty of entities); answers the code of the redirect.
 */
export function approvePlanted(
  store: AmazonFakeStore,
  consentUrl: string,
  profiles: PlantedProfileFacts[],
): { code: string; state: string } {
  const url = new URL(consentUrl);
  const state = url.searchParams.get('state') ?? '';
  const grant = seedEmptyGrant(store);
  for (const facts of profiles) plantProfile(store, grant, facts);
  const consent = {
    state,
    redirectUri: url.searchParams.get('redirect_uri') ?? store.security.redirectUri,
    codeChallenge: url.searchParams.get('code_challenge'),
  };
  return { code: store.codeFor(consent, grant), state };
}

/** Adds an empty profile with `facts` to `grant`. */
function plantProfile(store: AmazonFakeStore, grant: FakeGrant, facts: PlantedProfileFacts): FakeProfile {
  const country = facts.countryCode ?? 'US';
  const profile: FakeProfile = {
    profile: wireProfile(
      Number(facts.profileId),
      country,
      `A${grant.grantId.replace(/\D/g, '').padStart(13, '0')}`,
      facts.accountType ?? 'seller',
      facts.name ?? `Shop ${facts.profileId}`,
    ),
    grantId: grant.grantId,
    brand: null,
    products: [],
    ...emptyEntityStores(),
    traffic: {},
    planted: [],
  };
  grant.profileIds.push(facts.profileId);
  store.state.profiles[facts.profileId] = profile;
  return profile;
}

/** A grant without a generated account (its profiles are planted). */
function seedEmptyGrant(store: AmazonFakeStore): FakeGrant {
  store.state.grantCounter += 1;
  const grant: FakeGrant = {
    grantId: `grant-${store.state.grantCounter}`,
    accountType: 'seller',
    refreshToken: `Atzr|planted-${store.state.grantCounter}-${randomBytes(24).toString('base64url')}`,
    seed: `${store.state.seed}:${store.state.grantCounter}`,
    createdAt: store.now(),
    revoked: false,
    profileIds: [],
  };
  store.state.grants[grant.grantId] = grant;
  store.changed();
  return grant;
}
