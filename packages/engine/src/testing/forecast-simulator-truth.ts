// The known world behind the forecast calibration (docs/algorithms.md Part D4): for every target of a
// generated account (account-generator*.ts) a true conversion rate, clicks per day at today's bid, cost per
// click and bid response, and for each of its search terms the same. Its distributions are chosen
// independently of the forecast's model (logit-normal rates, not beta; elasticities drawn per account from
// wide ranges; its own day-to-day noise and seasonal drift) so the calibration is not the model scoring itself.
import type { EntityState } from '../model/account';
import { RandomSource } from '../plans/forecast/forecast-math';
import type { GeneratedAccount } from './account-generator-build';
import type { SpCampaignSpec } from './bulk-workbook-spec';

/** The truth of one search term under its target. */
export interface TermTruth {
  /** Index of the term's row in the generated spec's search-term tab. */
  specIndex: number;
  adGroupId: string;
  campaignId: string;
  text: string;
  clicksPerDay: number;
  conversionRate: number;
  /** Cost per click / the bid its clicks are bought at. */
  cpcToBid: number;
}

/** The truth of one keyword or product target. */
export interface TargetTruth {
  id: string;
  campaignId: string;
  adGroupId: string;
  bid: number;
  serving: boolean;
  /** Clicks per day of traffic outside its listed search terms, at today's bid. */
  otherClicksPerDay: number;
  conversionRate: number;
  cpcToBid: number;
  clickElasticity: number;
  cpcElasticity: number;
  terms: TermTruth[];
}

/** The world of one simulated account. */
export interface SimulatedWorld {
  targets: Map<string, TargetTruth>;
  campaigns: Map<string, { budget: number; maxPaidRatio: number; cpcToBid: number; spec: SpCampaignSpec }>;
  /** Multiplier of every click volume between the "before" and the "after" window (seasonality). */
  drift: number;
  /** Day-to-day spread of click volume (coefficient of variation of a gamma day factor). */
  dayCv: number;
  /** The account's mean elasticities (each target draws around them), for new targets. */
  clickElasticity: number;
  cpcElasticity: number;
  /** Logit of the campaign's rate, for targets the plan creates without a term history. */
  campaignLogit: Map<string, number>;
}

const logit = (p: number) => Math.log(p / (1 - p));
const expit = (x: number) => 1 / (1 + Math.exp(-x));
const serves = (...states: Array<EntityState | undefined>) =>
  states.every((s) => (s ?? 'enabled') === 'enabled');

/** The highest cost per click a bid pays: the largest placement adjustment, doubled under "up and down". */
export function maxPaidRatioOf(campaign: SpCampaignSpec): number {
  const top = Math.max(0, ...(campaign.biddingAdjustments ?? []).map((a) => a.percentage));
  return (1 + top / 100) * (campaign.biddingStrategy === 'upAndDown' ? 2 : 1);
}

/** A campaign's typical cost per click / bid: U(0.45, 0.95) x the most a click may cost there. */
export const campaignCpcToBid = (rng: RandomSource, maxPaid: number): number =>
  (0.45 + 0.5 * rng.uniform()) * maxPaid;

/** A target's cost per click / bid around its campaign's (±15 %), never above the most a click may cost. */
export const targetCpcToBid = (rng: RandomSource, campaignRatio: number, maxPaid: number): number =>
  Math.min(maxPaid, campaignRatio * Math.exp(0.15 * rng.normal()));

/** Draws the world of a generated account from `seed` (its window's clicks set each target's volume). */
export function drawWorld(account: GeneratedAccount, seed: number): SimulatedWorld {
  const rng = new RandomSource(seed);
  const uniform = (low: number, high: number) => low + (high - low) * rng.uniform();
  const accountLogit = logit((account.organicConversionRate / 100) * uniform(0.4, 1.1));
  const productLogit = new Map<string, number>();
  const world: SimulatedWorld = {
    targets: new Map(),
    campaigns: new Map(),
    drift: uniform(0.85, 1.15),
    dayCv: uniform(0.15, 0.35),
    clickElasticity: uniform(0.3, 1.0),
    cpcElasticity: uniform(0.15, 0.6),
    campaignLogit: new Map(),
  };
  const allTerms = account.spec.spSearchTerms ?? [];
  const termsOf = (via: string) =>
    allTerms.flatMap((t, specIndex) =>
      (t.keywordId ?? t.productTargetingId) === via ? [{ t, specIndex }] : [],
    );
  for (const campaign of account.spec.sponsoredProducts ?? []) {
    const maxPaid = maxPaidRatioOf(campaign);

    const product = campaign.adGroups?.[0]?.productAds?.[0]?.asin ?? '';
    if (!productLogit.has(product)) productLogit.set(product, accountLogit + 0.3 * rng.normal());
    const campaignLogit = (productLogit.get(product) ?? accountLogit) + 0.3 * rng.normal();
    world.campaignLogit.set(campaign.id, campaignLogit);
    const campaignRatio = campaignCpcToBid(rng, maxPaid);
    world.campaigns.set(campaign.id, {
      budget: campaign.dailyBudget ?? 1e9,
      maxPaidRatio: maxPaid,
      cpcToBid: campaignRatio,
      spec: campaign,
    });
    for (const group of campaign.adGroups ?? []) {
      const groupLogit = campaignLogit + 0.25 * rng.normal();
      const entities = [
        ...(group.keywords ?? []).map((k) => ({
          id: k.id,
          bid: k.bid ?? group.defaultBid ?? 1,
          state: k.state,
          clicks: k.metrics?.clicks ?? 0,
        })),
        ...(group.productTargets ?? []).map((t) => ({
          id: t.id,
          bid: t.bid ?? group.defaultBid ?? 1,
          state: t.state,
          clicks: t.metrics?.clicks ?? 0,
        })),
      ];
      for (const e of entities) {
        const targetLogit = groupLogit + 0.5 * rng.normal();
        const ratio = targetCpcToBid(rng, campaignRatio, maxPaid);
        const volume = () => Math.exp(0.3 * rng.normal()) / 60;
        const terms = termsOf(e.id).map(({ t, specIndex }) => ({
          specIndex,
          adGroupId: group.id,
          campaignId: campaign.id,
          text: t.searchTerm,
          clicksPerDay: ((t.metrics?.clicks ?? 0) + 0.3) * volume(),
          conversionRate: expit(targetLogit + 0.5 * rng.normal()),
          cpcToBid: Math.min(maxPaid, ratio * Math.exp(0.1 * rng.normal())),
        }));
        world.targets.set(e.id, {
          id: e.id,
          campaignId: campaign.id,
          adGroupId: group.id,
          bid: e.bid,
          serving: serves(campaign.state, group.state, e.state),
          otherClicksPerDay: (e.clicks + 0.3) * volume(),
          conversionRate: expit(targetLogit),
          cpcToBid: ratio,
          clickElasticity: world.clickElasticity + 0.2 * rng.normal(),
          cpcElasticity: world.cpcElasticity + 0.15 * rng.normal(),
          terms,
        });
      }
    }
  }
  return world;
}
