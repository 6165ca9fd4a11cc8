// What every invariant checker shares: the invariant's shape, the close-variant key the checks compare terms
// by (independent of the engine's own normalisation, so an engine slip cannot hide itself), and an index of
// the generated account's workbook spec (who advertises what, which terms convert, which targets serve).
import type { EntityState, MatchType } from '../../model/account';
import type { BulkRow } from '../../model/bulk-row';
import type { Metrics } from '../../model/metrics';
import type { Plan, PlanFlow, PlanRow } from '../../model/plan';

/** A keyword of the checked account, as the seller's export holds it. */
export interface KeywordSpec {
  id: string;
  text: string;
  matchType: MatchType;
  state?: EntityState;
  bid?: number;
  metrics?: Partial<Metrics>;
}

/** A product target of the checked account. */
export interface ProductTargetSpec {
  id: string;
  expression: string;
  state?: EntityState;
  bid?: number;
  metrics?: Partial<Metrics>;
}

/** An SP ad group of the checked account. */
export interface SpAdGroupSpec {
  id: string;
  name: string;
  state?: EntityState;
  defaultBid?: number;
  productAds?: Array<{ asin?: string }>;
  keywords?: KeywordSpec[];
  productTargets?: ProductTargetSpec[];
}

/** An SP campaign of the checked account. */
export interface SpCampaignSpec {
  id: string;
  name: string;
  state?: EntityState;
  dailyBudget?: number;
  biddingStrategy?: string;
  adGroups?: SpAdGroupSpec[];
}

/** A search term row of the checked account. */
export interface SearchTermSpec {
  campaignId: string;
  adGroupId: string;
  campaignName: string;
  searchTerm: string;
  metrics?: Partial<Metrics>;
}

/** An SB ad group of the checked account (only what the SB invariants read). */
export interface SbAdGroupSpec {
  id: string;
  ads?: Array<{ creativeAsins?: string[] }>;
  keywords?: unknown[];
  productTargets?: unknown[];
}

/**
 * The account the plans were made from, as written into the seller's file (the generator's workbook spec
 * fits it): the invariants judge plans against what the seller's file says, not against the engine's read.
 */
export interface CheckedAccount {
  marketplace: string;
  /** Target cost per sale of the runs, in the marketplace currency. */
  targetCps: number;
  products: Array<{ sku: string; asin: string }>;
  spec: {
    sponsoredProducts?: SpCampaignSpec[];
    spSearchTerms?: SearchTermSpec[];
    sponsoredBrands?: Array<{ adGroups?: SbAdGroupSpec[] }>;
  };
}

/** One run that was tried: a flow, its raw parameters, and a short label for reports. */
export interface ParameterSet {
  flow: PlanFlow;
  label: string;
  parameters: Record<string, unknown>;
}

/** An upload workbook of a plan as Amazon would read it: its rows and the validator's findings. */
export interface CheckedUpload {
  /** `plan`, `schedule-period` or `rollback`. */
  role: string;
  suffix: string;
  rows: BulkRow[];
  /** Validator findings (rule: message), or why the workbook could not be validated at all. */
  violations: string[];
}

/** What one run ended in: a plan with its uploads, a product error (spec §8 code), or a crash. */
export type RunOutcome =
  | { kind: 'plan'; set: ParameterSet; plan: Plan; uploads: CheckedUpload[] }
  | { kind: 'productError'; set: ParameterSet; code: number; message: string }
  | { kind: 'crash'; set: ParameterSet; message: string };

/** Everything one plan's checks may look at. */
export interface PlanCheckContext {
  account: CheckedAccount;
  index: AccountIndex;
  set: ParameterSet;
  plan: Plan;
  uploads: CheckedUpload[];
}

/** A rule every plan must keep: a name, a one-line doc, and a check returning one message per breach. */
export interface PlanInvariant {
  name: string;
  doc: string;
  check(context: PlanCheckContext): string[];
}

/** A rule across several plans of one account (e.g. the keyword flow, then the auto flow). */
export interface AccountInvariant {
  name: string;
  doc: string;
  check(index: AccountIndex, plans: Array<{ set: ParameterSet; plan: Plan }>): string[];
}

/** Amazon's ignored words in close-variant matching (articles, prepositions, conjunctions). */
const IGNORED_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

function singular(word: string): string {
  if (/^b0[a-z0-9]{8}$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/** The words of a term as close variants compare them: NFKC, lower case, singular, ignored words dropped. */
export function closeVariantWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/["'+[\]]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !IGNORED_WORDS.has(w))
    .map(singular);
}

/** One key per close-variant family ("Yoga Mats for women" and "yoga mat women" share it). */
export function closeVariantKey(text: string): string {
  return closeVariantWords(text).join(' ');
}

/** True when `phrase` appears as consecutive words of `words` (how a phrase match reads a query). */
export function containsPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  for (let i = 0; i + phrase.length <= words.length; i += 1)
    if (phrase.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/** The ASIN of `asin="…"` (or an ASIN-looking search term), upper case. */
export function asinOf(text: string | undefined): string | undefined {
  const match =
    /^asin(?:-expanded)?="([a-z0-9]{10})"$/i.exec(text ?? '') ?? /^(b0[a-z0-9]{8})$/i.exec(text ?? '');
  return match?.[1]?.toUpperCase();
}

/** An ad group of the account with its campaign and the ASINs it advertises. */
export interface IndexedGroup {
  campaign: SpCampaignSpec;
  group: SpAdGroupSpec;
  asins: Set<string>;
  /** Enabled itself and under an enabled campaign. */
  serving: boolean;
}

/** An exact target (exact keyword or ASIN target) of the account, keyed by close variant or ASIN. */
export interface IndexedTarget {
  key: string;
  at: IndexedGroup;
  entity: KeywordSpec | ProductTargetSpec;
  serving: boolean;
}

/** Lookups over the generated account's spec. */
export interface AccountIndex {
  account: CheckedAccount;
  groups: Map<string, IndexedGroup>;
  campaigns: Map<string, SpCampaignSpec>;
  /** Every ASIN advertised anywhere (SP product ads, SB creatives): the seller's own. */
  ownAsins: Set<string>;
  /** Search term rows with the group they came from. */
  searchTerms: Array<{ row: SearchTermSpec; at: IndexedGroup | undefined }>;
  /** Exact keywords and ASIN targets, by key. */
  exactTargets: Map<string, IndexedTarget[]>;
  /** Keywords and product targets by their ID. */
  targetsById: Map<string, { entity: KeywordSpec | ProductTargetSpec; at: IndexedGroup }>;
}

const enabled = (state: string | undefined) => (state ?? 'enabled') === 'enabled';

/** Builds the lookups of a generated account. */
export function indexAccount(account: CheckedAccount): AccountIndex {
  const groups = new Map<string, IndexedGroup>();
  const campaigns = new Map<string, SpCampaignSpec>();
  const exactTargets = new Map<string, IndexedTarget[]>();
  const targetsById = new Map<string, { entity: KeywordSpec | ProductTargetSpec; at: IndexedGroup }>();
  const ownAsins = new Set<string>();
  const addTarget = (key: string, target: IndexedTarget) =>
    exactTargets.set(key, [...(exactTargets.get(key) ?? []), target]);
  for (const campaign of account.spec.sponsoredProducts ?? []) {
    campaigns.set(campaign.id, campaign);
    for (const group of campaign.adGroups ?? []) {
      const asins = new Set((group.productAds ?? []).map((a) => (a.asin ?? '').toUpperCase()));
      for (const asin of asins) ownAsins.add(asin);
      const at = { campaign, group, asins, serving: enabled(campaign.state) && enabled(group.state) };
      groups.set(group.id, at);
      for (const keyword of group.keywords ?? []) {
        targetsById.set(keyword.id, { entity: keyword, at });
        if (keyword.matchType === 'exact')
          addTarget(closeVariantKey(keyword.text), {
            key: closeVariantKey(keyword.text),
            at,
            entity: keyword,
            serving: at.serving && enabled(keyword.state),
          });
      }
      for (const target of group.productTargets ?? []) {
        targetsById.set(target.id, { entity: target, at });
        const asin = asinOf(target.expression);
        if (asin)
          addTarget(`asin:${asin}`, {
            key: `asin:${asin}`,
            at,
            entity: target,
            serving: at.serving && enabled(target.state),
          });
      }
    }
  }
  for (const sb of account.spec.sponsoredBrands ?? [])
    for (const group of sb.adGroups ?? [])
      for (const ad of group.ads ?? [])
        for (const asin of ad.creativeAsins ?? []) ownAsins.add(asin.toUpperCase());
  const searchTerms = (account.spec.spSearchTerms ?? []).map((row) => ({
    row,
    at: groups.get(row.adGroupId),
  }));
  return { account, groups, campaigns, ownAsins, searchTerms, exactTargets, targetsById };
}

/** The key a term or target is compared by: `asin:X` for ASINs, else its close-variant key. */
export function termKey(text: string): string {
  const asin = asinOf(text.trim());
  return asin ? `asin:${asin}` : closeVariantKey(text);
}

/** ASINs a plan row's ad group advertises: the account's, or the plan's new product ads in that group/campaign. */
export function asinsOfRow(index: AccountIndex, plan: Plan, row: BulkRow): Set<string> {
  if (row.adGroupId && index.groups.has(row.adGroupId))
    return index.groups.get(row.adGroupId)?.asins ?? new Set();
  const inCampaign = [...index.groups.values()].filter((g) => g.campaign.id === row.campaignId);
  if (!row.adGroupId && inCampaign.length > 0) return new Set(inCampaign.flatMap((g) => [...g.asins]));
  const skuToAsin = new Map(index.account.products.map((p) => [p.sku, p.asin]));
  const planned = plan.rows
    .map((r) => r.row)
    .filter(
      (r) =>
        r.entity === 'productAd' &&
        (row.adGroupId ? r.adGroupId === row.adGroupId : r.campaignId === row.campaignId),
    );
  return new Set(
    planned.map((r) => ('sku' in r && r.sku ? (skuToAsin.get(r.sku) ?? r.sku) : '')).filter(Boolean),
  );
}

/** The text a negative or target row is about (keyword text, or the ASIN of its expression). */
export function rowTerm(row: BulkRow): string | undefined {
  return row.keywordText ?? row.productTargetingExpression;
}

/** Cost per sale of metrics; with no order, at least the spend (Infinity when nothing was spent either). */
export function costPerSale(m: { spend?: number; orders?: number } | undefined): number {
  const spend = m?.spend ?? 0;
  const orders = m?.orders ?? 0;
  if (orders > 0) return spend / orders;
  return spend > 0 ? spend : Infinity;
}

/** Short label of a plan row for breach messages. */
export function describeRow(row: PlanRow | BulkRow): string {
  const r = 'row' in row ? row.row : row;
  const what = r.keywordText ?? r.productTargetingExpression ?? r.placement ?? '';
  return `${r.entity} ${r.operation} c${r.campaignId}${r.adGroupId ? ` g${r.adGroupId}` : ''} ${what} ${r.matchType ?? ''}`.trim();
}
