// The daily figures behind the fake's reports: one "atom" per keyword/target, day, search term and
// placement. Generated keywords/targets draw theirs from their traffic profile with a generator seeded by
// (id, date, term, placement), so a report asked twice gives the same numbers and nothing is stored;
// planted facts (seeding API) are added as given. Entities created through the API have no history.
import { eachDay, weekdayOf } from '@adplan/contracts';
import { SeededRandom, roundMoney } from './fake-random';
import type { FakePlacement, FakeProfile, TrafficProfile, WireRecord } from './fake-state';

/** One day of one keyword/target, search term and placement. */
export interface FactAtom {
  adProduct: 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS';
  date: string;
  campaignId: string;
  adGroupId: string;
  targetId: string;
  searchTerm: string;
  placement: FakePlacement;
  impressions: number;
  clicks: number;
  cost: number;
  /** 7-day (SP) / 14-day (SB) orders, sales and units. */
  purchases: number;
  sales: number;
  units: number;
}

const PLACEMENTS: FakePlacement[] = ['TOP', 'REST', 'PRODUCT'];
/** Click-through on top of search is higher, on product pages lower. */
const PLACEMENT_CTR = [1.8, 0.9, 0.6];
const PLACEMENT_CVR = [1.3, 0.9, 0.8];
/** Weekends sell a little more. */
const WEEKDAY_FACTOR = [1.15, 0.95, 0.95, 0.95, 1, 1.05, 1.15];

/** Every atom of `profile` for `adProduct` between `from` and `to` (both included). */
export function factAtoms(
  profile: FakeProfile,
  adProduct: FactAtom['adProduct'],
  from: string,
  to: string,
): FactAtom[] {
  const atoms: FactAtom[] = [];
  const owners =
    adProduct === 'SPONSORED_PRODUCTS'
      ? [...profile.sp.keywords, ...profile.sp.targets]
      : profile.sb.keywords;
  const price = averagePrice(profile);
  for (const owner of owners) {
    const targetId = String(owner.keywordId ?? owner.targetId);
    const traffic = profile.traffic[targetId];
    if (!traffic) continue;
    const first = traffic.from > from ? traffic.from : from;
    const last = traffic.until !== undefined && traffic.until < to ? traffic.until : to;
    for (const date of eachDay(first, last))
      atoms.push(...dayAtoms(owner, targetId, traffic, date, price, adProduct));
  }
  for (const fact of profile.planted) {
    if (fact.adProduct === adProduct && fact.date >= from && fact.date <= to) atoms.push({ ...fact });
  }
  return atoms;
}

function dayAtoms(
  owner: WireRecord,
  targetId: string,
  traffic: TrafficProfile,
  date: string,
  price: number,
  adProduct: FactAtom['adProduct'],
): FactAtom[] {
  const atoms: FactAtom[] = [];
  traffic.terms.forEach(({ term, weight }, termIndex) => {
    PLACEMENTS.forEach((placement, placementIndex) => {
      const random = new SeededRandom(`${targetId}|${date}|${termIndex}|${placement}`);
      const share = weight * (traffic.placements[placementIndex] as number);
      const mean = traffic.impressions * share * (WEEKDAY_FACTOR[weekdayOf(date)] as number);
      const impressions = Math.round(mean * random.between(0.6, 1.4));
      if (impressions === 0) return;
      // Stochastic rounding keeps small expected counts honest over many days.
      const clicks = Math.floor(
        impressions * traffic.ctr * (PLACEMENT_CTR[placementIndex] as number) + random.next(),
      );
      const cpc = traffic.cpc * (placement === 'TOP' ? traffic.topCpcFactor : 1) * random.between(0.85, 1.15);
      const purchases = Math.floor(
        clicks * traffic.cvr * (PLACEMENT_CVR[placementIndex] as number) + random.next(),
      );
      const units = purchases + (purchases > 0 && random.chance(0.15) ? 1 : 0);
      atoms.push({
        adProduct,
        date,
        campaignId: String(owner.campaignId),
        adGroupId: String(owner.adGroupId),
        targetId,
        searchTerm: term,
        placement,
        impressions,
        clicks,
        cost: roundMoney(clicks * cpc),
        purchases,
        units,
        sales: roundMoney(units * price * random.between(0.95, 1.05)),
      });
    });
  });
  return atoms;
}

function averagePrice(profile: FakeProfile): number {
  if (profile.products.length === 0) return 20;
  return profile.products.reduce((sum, product) => sum + product.price, 0) / profile.products.length;
}
