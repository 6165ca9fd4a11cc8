// Invariants of the upload workbooks themselves (docs/algorithms.md, "Invariants checked on generated
// accounts"): every workbook passes the validator, one Create/Update row per entity, the rollback restores
// every changed value, and every schedule period workbook changes a bid.
import type { BulkRow } from '../../model/bulk-row';
import { describeRow, type CheckedUpload, type PlanInvariant } from './invariant-kit';

/** Every upload workbook (plan, schedule periods, rollback) passes the upload validator. */
export const workbooksPassValidator: PlanInvariant = {
  name: 'workbooks-pass-validator',
  doc: 'Every upload workbook (plan, schedule periods, rollback) passes the upload validator.',
  check: ({ uploads }) => uploads.flatMap((u) => u.violations.map((v) => `${u.role}${u.suffix}: ${v}`)),
};

/** The entity a row creates or updates, so two rows on one entity share a key. */
function entityKey(row: BulkRow): string {
  const text = (row.keywordText ?? '').normalize('NFKC').toLowerCase().trim();
  const expression = (row.productTargetingExpression ?? '').toLowerCase();
  const scope = `${row.product}|${row.campaignId}`;
  switch (row.entity) {
    case 'campaign':
      return `${scope}|campaign`;
    case 'adGroup':
      return `${scope}|group|${row.adGroupId}`;
    case 'biddingAdjustment':
    case 'biddingAdjustmentByPlacement':
      return `${scope}|placement|${row.placement}`;
    case 'keyword':
    case 'negativeKeyword':
    case 'campaignNegativeKeyword':
      return `${scope}|${row.adGroupId ?? ''}|${row.entity}|${row.keywordId ?? `${text}|${row.matchType}`}`;
    case 'productTargeting':
    case 'negativeProductTargeting':
      return `${scope}|${row.adGroupId ?? ''}|${row.entity}|${row.productTargetingId ?? expression}`;
    default:
      return `${scope}|${row.adGroupId ?? ''}|${row.entity}|${row.adId ?? ('sku' in row ? row.sku : '') ?? ''}`;
  }
}

/** An upload holds at most one Create/Update row per entity (two rows on one campaign break the upload). */
export const oneRowPerEntity: PlanInvariant = {
  name: 'one-row-per-entity',
  doc: 'An upload workbook holds at most one Create/Update row per entity (campaign, placement, ad group, target).',
  check: ({ uploads }) =>
    uploads.flatMap((u) => {
      const seen = new Map<string, number>();
      for (const row of u.rows)
        if (row.operation !== 'archive') seen.set(entityKey(row), (seen.get(entityKey(row)) ?? 0) + 1);
      return [...seen]
        .filter(([, n]) => n > 1)
        .map(([key, n]) => `${u.role}${u.suffix}: ${n} rows for ${key}`);
    }),
};

const sameMoney = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && Math.abs(a - b) < 0.005;

/** The rollback puts back every bid, budget, state, strategy and placement the plan changes on an existing entity. */
export const rollbackRestores: PlanInvariant = {
  name: 'rollback-restores-every-change',
  doc: 'The rollback workbook puts back every bid, budget, state, strategy and placement the plan changes.',
  check: ({ plan, uploads, index }) => {
    const rollback = uploads.find((u) => u.role === 'rollback');
    const updates = plan.rows.filter((r) => r.row.operation === 'update');
    if (updates.length === 0) return [];
    if (!rollback) return [`no rollback for ${updates.length} update rows`];
    const restoring = new Map(rollback.rows.map((row) => [entityKey(row), row]));
    const breaches: string[] = [];
    for (const planRow of updates) {
      const { row, change } = planRow;
      const back = restoring.get(entityKey(row));
      if (!back) {
        breaches.push(`nothing restores ${describeRow(planRow)}`);
        continue;
      }
      if (row.bid !== undefined && change.bidBefore !== undefined && !sameMoney(back.bid, change.bidBefore))
        breaches.push(`${describeRow(planRow)}: bid back to ${back.bid}, was ${change.bidBefore}`);
      const campaign = row.product === 'sponsoredProducts' ? index.campaigns.get(row.campaignId) : undefined;
      if (row.entity === 'campaign' && campaign && row.product === 'sponsoredProducts') {
        if (
          row.dailyBudget !== undefined &&
          back.product === 'sponsoredProducts' &&
          !sameMoney(back.dailyBudget, campaign.dailyBudget)
        )
          breaches.push(
            `${describeRow(planRow)}: budget back to ${back.dailyBudget}, was ${campaign.dailyBudget}`,
          );
        if (
          row.biddingStrategy !== undefined &&
          back.product === 'sponsoredProducts' &&
          back.biddingStrategy !== campaign.biddingStrategy
        )
          breaches.push(
            `${describeRow(planRow)}: strategy back to ${back.biddingStrategy}, was ${campaign.biddingStrategy}`,
          );
      }
      if (
        row.percentage !== undefined &&
        change.percentageBefore !== undefined &&
        back.percentage !== change.percentageBefore
      )
        breaches.push(
          `${describeRow(planRow)}: placement back to ${back.percentage}, was ${change.percentageBefore}`,
        );
      if ((change.type === 'pause' || change.type === 'enable') && back.state === row.state)
        breaches.push(`${describeRow(planRow)}: state not restored (${back.state})`);
    }
    return breaches;
  },
};

/**
 * A schedule period workbook changes at least one bid from the bid in force when it is uploaded (an empty
 * period is not uploaded). The workbooks repeat every day in upload order, so the bid in force is the one the
 * previous workbook set — the day before for the first — or the base bid when none set it: a period back at
 * the base bid after a night at -50 % changes bids, a period equal to the one before does not.
 */
export const schedulePeriodChangesBid: PlanInvariant = {
  name: 'schedule-period-changes-a-bid',
  doc: 'Every schedule period workbook changes at least one bid from the bid the previous period left in force.',
  check: ({ uploads, index }) => {
    const periods = uploads.filter((u) => u.role === 'schedule-period');
    const inForce = new Map<string, number>();
    /** Applies one workbook's bids; true when one of them differs from the bid in force before it. */
    const upload = (u: CheckedUpload): boolean => {
      let changes = false;
      for (const row of u.rows) {
        const id = row.keywordId ?? row.productTargetingId;
        if (id === undefined || row.bid === undefined) continue;
        const found = index.targetsById.get(id);
        const before = inForce.get(id) ?? found?.entity.bid ?? found?.at.group.defaultBid;
        if (before === undefined || !sameMoney(row.bid, before)) changes = true;
        inForce.set(id, row.bid);
      }
      return changes;
    };
    // The first day starts from the base bids; the second is the steady state every later day repeats.
    for (const u of periods) upload(u);
    return periods
      .filter((u) => !upload(u))
      .map((u) => `period workbook ${u.suffix} (${u.rows.length} rows) changes no bid`);
  },
};
