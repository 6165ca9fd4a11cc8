// Invariants of the search-term decisions (docs/algorithms.md, "Invariants checked on generated accounts"):
// negation, blocking the group's own keywords, harvesting close variants, isolation, own ASINs, SB negatives.
import type { BulkRow } from '../../model/bulk-row';
import type { Plan, PlanRow } from '../../model/plan';
import {
  asinOf,
  asinsOfRow,
  closeVariantWords,
  containsPhrase,
  costPerSale,
  describeRow,
  termKey,
  type AccountIndex,
  type PlanInvariant,
} from './invariant-kit';

const isNegative = (row: BulkRow) =>
  row.entity === 'negativeKeyword' ||
  row.entity === 'campaignNegativeKeyword' ||
  row.entity === 'negativeProductTargeting';
const created = (plan: Plan) => plan.rows.filter((r) => r.row.operation === 'create');
const ISOLATION_RULE = 'TERM-ISOLATE';

/** True when a negative of this text and match type blocks a query (or keyword) with these words. */
function blocks(negative: BulkRow, words: string[]): boolean {
  const negativeWords = closeVariantWords(negative.keywordText ?? '');
  if (negative.matchType === 'negativePhrase') return containsPhrase(words, negativeWords);
  return negativeWords.join(' ') === words.join(' ');
}

/** Exact targets of the product with this key in another ad group than `groupId`: the account's and the plan's. */
function exactTargetsElsewhere(
  index: AccountIndex,
  plan: Plan,
  key: string,
  asins: Set<string>,
  groupId?: string,
) {
  const existing = (index.exactTargets.get(key) ?? []).filter(
    (t) => t.at.group.id !== groupId && [...t.at.asins].some((a) => asins.has(a)),
  );
  const planned = created(plan).filter((r) => {
    const row = r.row;
    if (row.adGroupId === groupId) return false;
    if (row.entity === 'keyword') return row.matchType === 'exact' && termKey(row.keywordText ?? '') === key;
    return row.entity === 'productTargeting' && termKey(row.productTargetingExpression ?? '') === key;
  });
  return { existing, planned };
}

/** True when an enabled phrase keyword of the product in another ad group (account or plan) matches the words. */
function phraseServesElsewhere(
  index: AccountIndex,
  plan: Plan,
  words: string[],
  asins: Set<string>,
  groupId: string | undefined,
): boolean {
  const existing = [...index.groups.values()].some(
    (g) =>
      g.serving &&
      g.group.id !== groupId &&
      [...g.asins].some((a) => asins.has(a)) &&
      (g.group.keywords ?? []).some(
        (k) =>
          k.matchType === 'phrase' &&
          (k.state ?? 'enabled') === 'enabled' &&
          containsPhrase(words, closeVariantWords(k.text)),
      ),
  );
  const planned = created(plan).some(
    ({ row }) =>
      row.entity === 'keyword' &&
      row.matchType === 'phrase' &&
      row.adGroupId !== groupId &&
      containsPhrase(words, closeVariantWords(row.keywordText ?? '')),
  );
  return existing || planned;
}

/** No negative (except isolation toward an exact target of the product) on a term that converts for the product. */
export const noNegationOfConverter: PlanInvariant = {
  name: 'no-negation-of-converter',
  doc: 'No negative blocks a search term that has orders for the product anywhere in the account, unless it isolates the term toward an exact or phrase keyword of the product in another ad group.',
  check: ({ plan, index }) => {
    const breaches: string[] = [];
    for (const { row } of created(plan).filter((r) => isNegative(r.row))) {
      const asins = asinsOfRow(index, plan, row);
      const negatedAsin = asinOf(row.productTargetingExpression);
      const converting = index.searchTerms.filter(({ row: st, at }) => {
        if ((st.metrics?.orders ?? 0) === 0 || !at || ![...at.asins].some((a) => asins.has(a))) return false;
        if (negatedAsin) return asinOf(st.searchTerm) === negatedAsin;
        return row.keywordText !== undefined && blocks(row, closeVariantWords(st.searchTerm));
      });
      for (const { row: st } of converting) {
        const key = termKey(st.searchTerm);
        const { existing, planned } = exactTargetsElsewhere(index, plan, key, asins, row.adGroupId);
        if (existing.length + planned.length > 0) continue;
        if (phraseServesElsewhere(index, plan, closeVariantWords(st.searchTerm), asins, row.adGroupId))
          continue;
        breaches.push(
          `${describeRow(row)} blocks "${st.searchTerm}" (${st.metrics?.orders} orders in ${st.campaignName})`,
        );
        break;
      }
    }
    return breaches;
  },
};

/** Enabled keywords a negative row applies to: the ad group's, or every group's of the campaign. */
function keywordsUnder(index: AccountIndex, plan: Plan, row: BulkRow) {
  const inScope = (groupId: string | undefined, campaignId: string) =>
    row.entity === 'campaignNegativeKeyword' ? campaignId === row.campaignId : groupId === row.adGroupId;
  const existing = [...index.groups.values()]
    .filter((g) => g.serving && inScope(g.group.id, g.campaign.id))
    .flatMap((g) => (g.group.keywords ?? []).filter((k) => (k.state ?? 'enabled') === 'enabled'))
    .map((k) => ({ text: k.text, matchType: k.matchType }));
  const planned = created(plan)
    .map((r) => r.row)
    .filter((r) => r.entity === 'keyword' && inScope(r.adGroupId, r.campaignId))
    .map((r) => ({ text: r.keywordText ?? '', matchType: r.matchType ?? 'exact' }));
  return [...existing, ...planned];
}

/** No negative blocks every query of one of the group's own enabled keywords (close variants included). */
export const noNegativeBlocksOwnKeyword: PlanInvariant = {
  name: 'no-negative-blocks-own-keyword',
  doc: 'No new negative (exact or phrase, ad group or campaign level) blocks an enabled keyword of the same group, broad keywords containing a negative phrase and close variants included.',
  check: ({ plan, index }) => {
    const breaches: string[] = [];
    const negatives = created(plan).filter(
      (r) => r.row.entity === 'negativeKeyword' || r.row.entity === 'campaignNegativeKeyword',
    );
    for (const { row } of negatives) {
      for (const keyword of keywordsUnder(index, plan, row)) {
        const words = closeVariantWords(keyword.text);
        // An exact negative on a broad or phrase keyword's own text is the funnel's isolation: the keyword still
        // serves every longer query. A phrase negative inside any keyword, or an exact one on an exact keyword,
        // leaves the keyword nothing.
        const blocked =
          row.matchType === 'negativePhrase'
            ? blocks(row, words)
            : keyword.matchType === 'exact' && blocks(row, words);
        if (blocked)
          breaches.push(`${describeRow(row)} blocks own ${keyword.matchType} keyword "${keyword.text}"`);
      }
    }
    return breaches;
  },
};

/** A harvest never creates a keyword that an enabled exact keyword of the product already serves as a close variant. */
export const noHarvestOfCloseVariant: PlanInvariant = {
  name: 'no-harvest-of-served-close-variant',
  doc: 'A term already served by an enabled exact keyword of the product (same close variant) is never harvested as a new keyword.',
  check: ({ plan, index }) =>
    plan.rows
      .filter((r) => r.change.type === 'harvestKeyword')
      .flatMap(({ row }) => {
        const asins = asinsOfRow(index, plan, row);
        const served = (index.exactTargets.get(termKey(row.keywordText ?? '')) ?? []).filter(
          (t) => t.serving && [...t.at.asins].some((a) => asins.has(a)),
        );
        const first = served[0];
        return first
          ? [
              `harvested "${row.keywordText}" though exact "${'text' in first.entity ? first.entity.text : ''}" serves it in ${first.at.campaign.name}`,
            ]
          : [];
      }),
};

/** An isolation negative points at an exact target of the product that serves and sells no worse (or is raised). */
export const isolationTowardServingDestination: PlanInvariant = {
  name: 'isolation-toward-serving-destination',
  doc: "An isolation negative only moves a term toward an exact target of the product that serves (impressions and clicks) with a cost per sale no worse than the source's (a source without orders has none to beat), or that the same plan creates or raises.",
  check: ({ plan, index }) => {
    const breaches: string[] = [];
    const raised = new Set<string>(
      plan.rows
        .filter((r) => r.change.type === 'bidIncrease')
        .map((r) => String(r.row.keywordId ?? r.row.productTargetingId ?? '')),
    );
    for (const { row } of plan.rows.filter((r: PlanRow) => r.explanation.ruleId === ISOLATION_RULE)) {
      const term = row.keywordText ?? row.productTargetingExpression ?? '';
      const key = termKey(term);
      const asins = asinsOfRow(index, plan, row);
      const { existing, planned } = exactTargetsElsewhere(index, plan, key, asins, row.adGroupId);
      if (planned.length > 0) continue;
      const inSource = index.searchTerms
        .filter(({ row: st }) => st.adGroupId === row.adGroupId && termKey(st.searchTerm) === key)
        .reduce(
          (sum, { row: st }) => ({
            spend: sum.spend + (st.metrics?.spend ?? 0),
            orders: sum.orders + (st.metrics?.orders ?? 0),
          }),
          { spend: 0, orders: 0 },
        );
      // A source without an order has no cost per sale to beat (docs/algorithms.md §14.6: a non-converter's is
      // infinite): its spend is only a lower bound, and a term isolated without orders is one the plan negates.
      const source = inSource.orders > 0 ? inSource.spend / inSource.orders : Infinity;
      const good = existing.some((t) => {
        const m = t.entity.metrics;
        const serves = t.serving && (m?.impressions ?? 0) > 0 && (m?.clicks ?? 0) > 0;
        return serves && (costPerSale(m) <= source || raised.has(t.entity.id));
      });
      if (!good)
        breaches.push(
          `${describeRow(row)} isolates "${term}" toward ${existing.length === 0 ? 'no exact target' : 'a target that does not serve or sells worse'}`,
        );
    }
    return breaches;
  },
};

/** The seller's own ASINs (advertised anywhere, SB creatives included) are never targeted or negated. */
export const ownAsinsUntouched: PlanInvariant = {
  name: 'own-asins-never-targeted-or-negated',
  doc: 'No plan targets or negates an ASIN the seller advertises anywhere in the account (SP ads, SB video creatives).',
  check: ({ plan, index }) =>
    created(plan)
      .map((r) => r.row)
      .filter((row) => {
        const asin = asinOf(row.productTargetingExpression) ?? asinOf(row.keywordText);
        return asin !== undefined && index.ownAsins.has(asin);
      })
      .map((row) => `${describeRow(row)} targets or negates an own ASIN`),
};

/** No negative keyword goes into an SB product-targeting ad group. */
export const noNegativeKeywordInSbProductGroup: PlanInvariant = {
  name: 'no-negative-keyword-in-sb-product-group',
  doc: 'An SB ad group that targets products (and no keywords) gets no negative keywords.',
  check: ({ plan, index }) => {
    const productGroups = new Set(
      (index.account.spec.sponsoredBrands ?? [])
        .flatMap((c) => c.adGroups ?? [])
        .filter((g) => (g.productTargets ?? []).length > 0 && (g.keywords ?? []).length === 0)
        .map((g) => g.id),
    );
    const planRows = plan.rows.map((r) => r.row).filter((r) => r.product === 'sponsoredBrands');
    for (const row of planRows)
      if (row.entity === 'productTargeting' && row.operation === 'create' && row.adGroupId) {
        const hasKeywords = planRows.some((r) => r.entity === 'keyword' && r.adGroupId === row.adGroupId);
        if (!hasKeywords) productGroups.add(row.adGroupId);
      }
    return planRows
      .filter(
        (r) => r.entity === 'negativeKeyword' && r.adGroupId !== undefined && productGroups.has(r.adGroupId),
      )
      .map((r) => `${describeRow(r)} in an SB product-targeting group`);
  },
};
