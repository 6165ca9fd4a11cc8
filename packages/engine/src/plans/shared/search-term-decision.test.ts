import { describe, expect, it } from 'vitest';
import type { Metrics } from '../../model/metrics';
import { decideSearchTermAction, TERM_RULES, type SearchTermDecisionInput } from './search-term-decision';

const metrics = (clicks: number, orders: number, spend: number): Metrics => ({
  impressions: clicks * 50,
  clicks,
  spend,
  sales: orders * 25,
  orders,
  units: orders,
});

const base: SearchTermDecisionInput = {
  marketplace: 'US',
  searchTerm: 'bamboo cutting board',
  metrics: metrics(0, 0, 0),
  sourcePriorConversionRate: 0.07,
  harvestPriorConversionRate: 0.1,
  targetCostPerSale: 10,
  isProtected: false,
  alreadyTargeted: false,
  alreadyNegated: false,
};

describe('decideSearchTermAction', () => {
  it('harvests a term with two cheap orders as exact, with an isolation reason', () => {
    const d = decideSearchTermAction({ ...base, metrics: metrics(8, 2, 6) });
    expect(d.action).toBe('harvest');
    expect(d.ruleId).toBe(TERM_RULES.harvest);
    expect(d.isolationReason?.en).toContain('negated exact');
    // Economics: CVR (2 + 0.1 x 20) / (8 + 20) -> 10 x 0.1429 = 1.43; but the term's clicks cost 0.75, so
    // the new exact target starts near that: 0.75 x 1.15 = 0.86 (not about 2x above it).
    expect(d.harvestBid).toBe(0.86);
  });

  it('names an ASIN term harvested as an ASIN target, not as an exact keyword', () => {
    const d = decideSearchTermAction({ ...base, searchTerm: 'b08ck9fvb9', metrics: metrics(8, 2, 6) });
    expect(d.action).toBe('harvest');
    expect(d.reason.zh).toContain('收割为 ASIN 定位');
    expect(d.reason.en).toContain('harvested as an ASIN target');
    expect(d.isolationReason?.zh).toContain('否定该 ASIN');
    expect(d.isolationReason?.en).not.toContain('exact');
  });

  it('starts a harvested target near the source effective bid: CPC / the CPC-to-bid ratio', () => {
    // CPC 0.75 paid at a ratio of 1.5 (up-and-down inflation): the bid that bought it was 0.50.
    const d = decideSearchTermAction({ ...base, metrics: metrics(8, 2, 6), cpcRatio: 1.5 });
    expect(d.harvestBid).toBe(0.57);
    // When the economics allow less than the source paid, the economics win.
    const cheap = decideSearchTermAction({ ...base, metrics: metrics(8, 2, 6), targetCostPerSale: 4 });
    expect(cheap.harvestBid).toBe(0.57);
  });

  it('does not harvest a single order or an expensive pair', () => {
    expect(decideSearchTermAction({ ...base, metrics: metrics(8, 1, 3) }).action).toBe('keep');
    expect(decideSearchTermAction({ ...base, metrics: metrics(30, 2, 25) }).ruleId).toBe(
      TERM_RULES.keepOverTarget,
    );
  });

  it('negates a non-converter at 1 x target CPS and enough clicks', () => {
    // Source prior 7 % -> 15 clicks per sale.
    expect(decideSearchTermAction({ ...base, metrics: metrics(14, 0, 12) }).action).toBe('keep');
    expect(decideSearchTermAction({ ...base, metrics: metrics(15, 0, 9.99) }).action).toBe('keep');
    const d = decideSearchTermAction({ ...base, metrics: metrics(15, 0, 10) });
    expect(d.action).toBe('negate');
    expect(d.ruleId).toBe(TERM_RULES.negate);
  });

  it('never negates a protected term', () => {
    const d = decideSearchTermAction({ ...base, isProtected: true, metrics: metrics(100, 0, 80) });
    expect(d.action).toBe('keep');
    expect(d.ruleId).toBe(TERM_RULES.keepProtected);
  });

  it('never harvests the seller’s own ASIN as a product target', () => {
    const own = decideSearchTermAction({
      ...base,
      searchTerm: 'b0ownasin1',
      isProtected: true,
      metrics: metrics(8, 2, 6),
    });
    expect(own.action).toBe('keep');
    expect(own.ruleId).toBe(TERM_RULES.keepProtected);
    // A protected keyword term (a main search term) is still harvested as exact: that is what it is for.
    expect(decideSearchTermAction({ ...base, isProtected: true, metrics: metrics(8, 2, 6) }).action).toBe(
      'harvest',
    );
  });

  it('recognises ASIN terms for product targets', () => {
    const d = decideSearchTermAction({ ...base, searchTerm: 'b00ipgvvz4', metrics: metrics(40, 0, 30) });
    expect(d.action).toBe('negate');
    expect(d.asin).toBe('B00IPGVVZ4');
  });

  it('writes nothing twice', () => {
    expect(decideSearchTermAction({ ...base, alreadyTargeted: true, metrics: metrics(8, 2, 6) }).ruleId).toBe(
      TERM_RULES.keepExisting,
    );
    expect(
      decideSearchTermAction({ ...base, alreadyNegated: true, metrics: metrics(40, 0, 30) }).ruleId,
    ).toBe(TERM_RULES.keepExisting);
  });
});
