// The forecast calibration's simulator (docs/algorithms.md Part D4, issue 20): a generated account
// (account-generator*.ts) gets a known world (forecast-simulator-truth.ts); its "before" export is simulated
// day by day from that world (60 days, the last three with orders still arriving), an optimisation plan is made
// on it as a seller's request would be, the plan is forecast, and the plan is applied to the world to simulate
// the 30 days "after". Each case pairs the forecast with what the after window showed.
import { isEngineError } from '../errors/engine-error';
import type { AccountModel } from '../model/account';
import type { SpBulkRow } from '../model/bulk-row';
import type { Plan, PlanFlow } from '../model/plan';
import { forecastPlanWithDraws, type AfterDraws, type PlanForecast } from '../plans/forecast/plan-forecast';
import { RandomSource } from '../plans/forecast/forecast-math';
import { runFlow } from '../plans/flow-registry';
import { parseBulkFileName } from '../plans/shared/data-window';
import { readBulkWorkbook } from '../read/read-api';
import { buildGeneratedAccount, type GeneratedAccount } from './account-generator-build';
import { sampleAccountBlueprints } from './account-generator';
import { buildBulkWorkbook } from './bulk-workbook-builder';
import type { BulkWorkbookSpec, MetricsSpec, SpCampaignSpec } from './bulk-workbook-spec';
import { simulatePeriod, type SourceTotals, type TrafficSource } from './forecast-simulator-days';
import { oracleDraws, sumOfKeys, type ScoredKeys } from './forecast-simulator-oracle';
import {
  campaignCpcToBid,
  drawWorld,
  maxPaidRatioOf,
  targetCpcToBid,
  type SimulatedWorld,
  type TargetTruth,
} from './forecast-simulator-truth';

/** The window of every simulated "before" export, downloaded the day after it ends (3 days still lagging). */
export const SIMULATED_BULK_FILE_NAME = 'bulk-simulated-20260101-20260301-1772452800000.xlsx';
const NOW = new Date('2026-03-02T12:00:00Z');
const BEFORE = { start: '2026-01-01', days: 60, reportDay: '2026-03-02' };
/** Days of the "after" window the forecasts are scored on. */
export const AFTER_DAYS = 30;
const AFTER = { start: '2026-03-03', days: AFTER_DAYS };
const OPTIMISATION_FLOWS: readonly PlanFlow[] = [
  'keyword-optimisation',
  'asin-optimisation',
  'auto-optimisation',
];

/** What the after window showed, per day: per forecast row, per campaign and for the plan. */
export interface ObservedAfter {
  rows: Map<number, SourceTotals>;
  campaigns: Map<string, SourceTotals>;
  plan: SourceTotals;
}

/** One plan's forecast and what happened. */
export interface CalibrationCase {
  account: number;
  flow: PlanFlow;
  plan: Plan;
  /** The account model read from the before export (what the plan and the forecast saw). */
  model: AccountModel;
  forecast: PlanForecast;
  /** The forecast's draws of the after figures (its whole predictive distribution). */
  forecastDraws: AfterDraws;
  /** The oracle's draws of the same figures, from the world's true parameters (when asked for). */
  oracleDraws?: AfterDraws;
  observed: ObservedAfter;
}

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const asinOf = (expression: string | undefined) =>
  /asin(?:-expanded)?="([^"]+)"/i.exec(expression ?? '')?.[1]?.toLowerCase();

/** The before traffic: each serving target's other traffic and each of its terms. */
function beforeSources(world: SimulatedWorld): TrafficSource[] {
  return [...world.targets.values()]
    .filter((t) => t.serving)
    .flatMap((t) => [
      {
        key: `other:${t.id}`,
        campaignId: t.campaignId,
        clicksPerDay: t.otherClicksPerDay,
        conversionRate: t.conversionRate,
        costPerClick: t.bid * t.cpcToBid,
      },
      ...t.terms.map((term, i) => ({
        key: `term:${t.id}:${i}`,
        campaignId: t.campaignId,
        clicksPerDay: term.clicksPerDay,
        conversionRate: term.conversionRate,
        costPerClick: t.bid * term.cpcToBid,
      })),
    ]);
}

const budgetsOf = (world: SimulatedWorld) => new Map([...world.campaigns].map(([id, c]) => [id, c.budget]));

/** Writes the before totals into a copy of the account's spec (targets, terms and their roll-ups). */
function beforeSpec(
  account: GeneratedAccount,
  world: SimulatedWorld,
  totals: Map<string, SourceTotals>,
): BulkWorkbookSpec {
  const spec = structuredClone(account.spec);
  const jp = account.marketplace === 'JP';
  const money = (x: number) => (jp ? Math.round(x) : Math.round(x * 100) / 100);
  const metrics = (t: SourceTotals): MetricsSpec => ({
    impressions: t.clicks * 30,
    clicks: t.clicks,
    spend: money(t.spend),
    sales: money(t.orders * (jp ? 2500 : 25)),
    orders: t.orders,
    units: t.orders,
  });
  const zero = { clicks: 0, spend: 0, orders: 0 };
  const add = (a: SourceTotals, b: SourceTotals) => ({
    clicks: a.clicks + b.clicks,
    spend: a.spend + b.spend,
    orders: a.orders + b.orders,
  });
  const targetTotals = (truth: TargetTruth | undefined) => {
    if (!truth) return zero;
    let sum = totals.get(`other:${truth.id}`) ?? zero;
    truth.terms.forEach((_, i) => (sum = add(sum, totals.get(`term:${truth.id}:${i}`) ?? zero)));
    return sum;
  };
  for (const truth of world.targets.values())
    truth.terms.forEach((term, i) => {
      const row = spec.spSearchTerms?.[term.specIndex];
      if (row) row.metrics = metrics(totals.get(`term:${truth.id}:${i}`) ?? zero);
    });
  spec.spSearchTerms = (spec.spSearchTerms ?? []).filter((row) => (row.metrics?.clicks ?? 0) > 0);
  for (const campaign of spec.sponsoredProducts ?? []) {
    let campaignSum = zero;
    for (const group of campaign.adGroups ?? []) {
      let groupSum = zero;
      for (const entity of [...(group.keywords ?? []), ...(group.productTargets ?? [])]) {
        const sum = targetTotals(world.targets.get(entity.id));
        entity.metrics = metrics(sum);
        groupSum = add(groupSum, sum);
      }
      group.metrics = metrics(groupSum);
      for (const ad of group.productAds ?? []) ad.metrics = metrics(groupSum);
      campaignSum = add(campaignSum, groupSum);
    }
    campaign.metrics = metrics(campaignSum);
    // Every simulated campaign served the whole window (the builder's default start is inside it).
    campaign.startDate = '20251201';
    campaign.biddingAdjustments = (campaign.biddingAdjustments ?? []).map((a) => ({ ...a, metrics: {} }));
  }
  return spec;
}

/** The campaigns the plan creates with their strategy and placement adjustments (what a click may cost there). */
function newCampaignSpecs(plan: Plan): Map<string, SpCampaignSpec> {
  const specs = new Map<string, SpCampaignSpec>();
  for (const { row } of plan.rows) {
    if (row.product !== 'sponsoredProducts' || row.operation !== 'create') continue;
    const spec = specs.get(row.campaignId) ?? {
      id: row.campaignId,
      name: row.campaignId,
      biddingAdjustments: [],
    };
    if (row.entity === 'campaign' && row.biddingStrategy) spec.biddingStrategy = row.biddingStrategy;
    if (row.entity === 'biddingAdjustment' && row.placement && row.percentage !== undefined)
      spec.biddingAdjustments?.push({ placement: row.placement, percentage: row.percentage });
    if (row.entity === 'campaign' || row.entity === 'biddingAdjustment') specs.set(row.campaignId, spec);
  }
  return specs;
}

/** The after world: the plan's rows applied to the truth (bids, pauses, negatives, moved terms, new targets, budgets). */
function afterSources(
  world: SimulatedWorld,
  plan: Plan,
  rng: RandomSource,
  productTerms: (
    text: string,
    destination: string | undefined,
  ) => Array<{ target: TargetTruth; index: number }>,
) {
  const bids = new Map<string, number>();
  const paused = new Set<string>();
  const taken = new Set<string>();
  const budgets = budgetsOf(world);
  const rowKeys = new Map<number, string[]>();
  const sources: TrafficSource[] = [];
  const power = (q: number, e: number) => Math.pow(Math.max(1e-9, q), e);
  const newCampaigns = newCampaignSpecs(plan);
  plan.rows.forEach(({ row: bulk }, i) => {
    if (bulk.product !== 'sponsoredProducts') return;
    const row = bulk as SpBulkRow;
    const id = (row.keywordId ?? row.productTargetingId) as string | undefined;
    const isTarget = row.entity === 'keyword' || row.entity === 'productTargeting';
    if (isTarget && row.operation === 'update' && id) {
      if (row.state === 'paused' || row.state === 'archived') paused.add(id);
      else if (row.bid !== undefined) bids.set(id, row.bid);
    } else if (row.entity === 'campaign' && row.dailyBudget !== undefined)
      budgets.set(row.campaignId, row.dailyBudget);
    else if (
      (row.entity === 'negativeKeyword' ||
        row.entity === 'campaignNegativeKeyword' ||
        row.entity === 'negativeProductTargeting') &&
      row.operation === 'create'
    ) {
      const text =
        row.entity === 'negativeProductTargeting'
          ? asinOf(row.productTargetingExpression)
          : normalise(row.keywordText ?? '');
      const phrase = row.matchType === 'negativePhrase';
      for (const target of world.targets.values()) {
        if (
          target.campaignId !== row.campaignId ||
          (row.entity !== 'campaignNegativeKeyword' && target.adGroupId !== row.adGroupId)
        )
          continue;
        target.terms.forEach((term, k) => {
          const t = normalise(term.text);
          if (text && (phrase ? ` ${t} `.includes(` ${text} `) : t === text)) taken.add(`${target.id}:${k}`);
        });
      }
    } else if (isTarget && row.operation === 'create' && row.bid !== undefined) {
      const text =
        row.entity === 'keyword' ? normalise(row.keywordText ?? '') : asinOf(row.productTargetingExpression);
      const moved = text ? productTerms(text, row.adGroupId) : [];
      const created = newCampaigns.get(row.campaignId);
      const maxPaid =
        world.campaigns.get(row.campaignId)?.maxPaidRatio ?? (created ? maxPaidRatioOf(created) : 1.2);
      const clickElasticity = world.clickElasticity + 0.2 * rng.normal();
      const cpcElasticity = world.cpcElasticity + 0.15 * rng.normal();
      const keys: string[] = [];
      moved.forEach(({ target, index }) => {
        const term = target.terms[index];
        if (!term || taken.has(`moved:${target.id}:${index}`)) return;
        taken.add(`${target.id}:${index}`);
        taken.add(`moved:${target.id}:${index}`);
        const q = (row.bid as number) / target.bid;
        keys.push(`new:${i}:${keys.length}`);
        sources.push({
          key: keys[keys.length - 1] as string,
          campaignId: row.campaignId,
          clicksPerDay: term.clicksPerDay * power(q, clickElasticity),
          conversionRate: term.conversionRate,
          costPerClick: Math.min(
            target.bid * term.cpcToBid * power(q, cpcElasticity),
            (row.bid as number) * maxPaid,
          ),
        });
      });
      if (keys.length === 0) {
        const logit = world.campaignLogit.get(row.campaignId) ?? [...world.campaignLogit.values()][0] ?? -2;
        keys.push(`new:${i}:0`);
        sources.push({
          key: `new:${i}:0`,
          campaignId: row.campaignId,
          clicksPerDay: Math.exp(Math.log(0.4) + rng.normal()),
          conversionRate: 1 / (1 + Math.exp(-(logit + 0.5 * rng.normal()))),
          // Its clicks cost what its campaign's targets pay per bid (the world's law for every target).
          costPerClick:
            (row.bid as number) *
            targetCpcToBid(
              rng,
              world.campaigns.get(row.campaignId)?.cpcToBid ?? campaignCpcToBid(rng, maxPaid),
              maxPaid,
            ),
        });
      }
      rowKeys.set(i, keys);
    }
  });
  for (const target of world.targets.values()) {
    if (!target.serving || paused.has(target.id)) continue;
    const bid = bids.get(target.id) ?? target.bid;
    const q = bid / target.bid;
    const maxPaid = world.campaigns.get(target.campaignId)?.maxPaidRatio ?? 1;
    const moved = (rate: number, clicks: number, cpcToBid: number, key: string) => ({
      key,
      campaignId: target.campaignId,
      clicksPerDay: clicks * power(q, target.clickElasticity),
      conversionRate: rate,
      costPerClick: Math.min(target.bid * cpcToBid * power(q, target.cpcElasticity), bid * maxPaid),
    });
    sources.push(
      moved(target.conversionRate, target.otherClicksPerDay, target.cpcToBid, `other:${target.id}`),
    );
    target.terms.forEach((term, k) => {
      if (!taken.has(`${target.id}:${k}`))
        sources.push(moved(term.conversionRate, term.clicksPerDay, term.cpcToBid, `term:${target.id}:${k}`));
    });
  }
  for (const s of sources) s.clicksPerDay *= world.drift;
  return { sources, budgets, rowKeys };
}

/** The after sources each figure of the forecast sums: its row's target or new target, its campaign, the plan. */
function scoredKeys(
  plan: Plan,
  forecast: PlanForecast,
  sources: TrafficSource[],
  rowKeys: Map<number, string[]>,
): ScoredKeys {
  const rows = new Map<number, string[]>();
  for (const row of forecast.rows) {
    const bulk = plan.rows[row.row]?.row;
    const id = bulk ? ((bulk as SpBulkRow).keywordId ?? (bulk as SpBulkRow).productTargetingId) : undefined;
    if ((row.effect === 'bid' || row.effect === 'pause') && id)
      rows.set(
        row.row,
        sources.filter((s) => s.key === `other:${id}` || s.key.startsWith(`term:${id}:`)).map((s) => s.key),
      );
    else if (row.effect === 'newTarget') rows.set(row.row, rowKeys.get(row.row) ?? []);
  }
  const campaigns = new Map<string, string[]>();
  for (const c of forecast.campaigns)
    campaigns.set(
      c.campaignId,
      sources.filter((s) => s.campaignId === c.campaignId).map((s) => s.key),
    );
  return { rows, campaigns, plan: [...campaigns.values()].flat() };
}

function observedAfter(keys: ScoredKeys, totals: Map<string, SourceTotals>): ObservedAfter {
  const sum = (of: readonly string[]) => sumOfKeys(of, totals, AFTER_DAYS);
  return {
    rows: new Map([...keys.rows].map(([row, of]) => [row, sum(of)])),
    campaigns: new Map([...keys.campaigns].map(([id, of]) => [id, sum(of)])),
    plan: sum(keys.plan),
  };
}

/** Options of {@link simulateCalibrationCases}. */
export interface SimulationOptions {
  /** Monte Carlo draws of each forecast (default the forecast's own). */
  draws?: number;
  /** Replicates of the oracle forecast (the after window simulated again from the true world); 0 = none. */
  oracleReplicates?: number;
}

/**
 * Simulates one generated account (drawn from `seed`): its before export, every optimisation plan its first
 * product's ASIN scope allows (keyword, ASIN, auto), each plan's forecast, and the after window.
 */
export async function simulateCalibrationCases(
  seed: number,
  options: SimulationOptions = {},
): Promise<CalibrationCase[]> {
  const blueprint = sampleAccountBlueprints(1, seed, 6)[0];
  if (!blueprint) return [];
  const account = buildGeneratedAccount({ ...blueprint, sbv: undefined } as typeof blueprint);
  const world = drawWorld(account, seed);
  const rng = new RandomSource(seed ^ 0x5bd1e995);
  const before = simulatePeriod(beforeSources(world), budgetsOf(world), BEFORE, world.dayCv, rng);
  const bytes = await buildBulkWorkbook(beforeSpec(account, world, before));
  // A messy generated account the reader refuses (a product error) has no plan to forecast.
  const model = await readBulkWorkbook(bytes).catch((error: unknown) => {
    if (isEngineError(error)) return undefined;
    throw error;
  });
  if (!model) return [];
  const dataWindow = parseBulkFileName(SIMULATED_BULK_FILE_NAME, account.marketplace);
  const product = account.products[0]?.asin ?? '';
  const groupsOfProduct = new Set(
    (account.spec.sponsoredProducts ?? []).flatMap((c) =>
      (c.adGroups ?? []).filter((g) => g.productAds?.some((a) => a.asin === product)).map((g) => g.id),
    ),
  );
  const productTerms = (text: string, destination: string | undefined) =>
    [...world.targets.values()].flatMap((target) =>
      target.serving && groupsOfProduct.has(target.adGroupId) && target.adGroupId !== destination
        ? target.terms.flatMap((term, index) => (normalise(term.text) === text ? [{ target, index }] : []))
        : [],
    );
  const cases: CalibrationCase[] = [];
  for (const flow of OPTIMISATION_FLOWS) {
    let plan: Plan;
    try {
      plan = await runFlow(flow, {
        parameters: {
          marketplace: account.marketplace,
          target_cps: account.targetCps,
          organic_conversion_rate: account.organicConversionRate,
          asin: product,
        },
        bulk: { name: SIMULATED_BULK_FILE_NAME, bytes },
        reports: [],
        hourly: [],
        now: NOW,
      });
    } catch (error) {
      if (isEngineError(error)) continue;
      throw error;
    }
    if (plan.rows.length === 0) continue;
    const { forecast, after: forecastDraws } = forecastPlanWithDraws(plan, model, {
      ...(dataWindow ? { dataWindow } : {}),
      organicConversionRate: account.organicConversionRate / 100,
      now: NOW,
      horizonDays: AFTER_DAYS,
      ...(options.draws ? { draws: options.draws } : {}),
    });
    const after = afterSources(
      world,
      plan,
      new RandomSource(seed + OPTIMISATION_FLOWS.indexOf(flow)),
      productTerms,
    );
    const totals = simulatePeriod(
      after.sources,
      after.budgets,
      AFTER,
      world.dayCv,
      new RandomSource(seed * 7 + 1),
    );
    const keys = scoredKeys(plan, forecast, after.sources, after.rowKeys);
    const replicates = options.oracleReplicates ?? 0;
    cases.push({
      account: seed,
      flow,
      plan,
      model,
      forecast,
      forecastDraws,
      ...(replicates > 0
        ? {
            oracleDraws: oracleDraws(
              after.sources,
              after.budgets,
              AFTER,
              world.dayCv,
              keys,
              replicates,
              new RandomSource(seed * 13 + 5),
            ),
          }
        : {}),
      observed: observedAfter(keys, totals),
    });
  }
  return cases;
}
