// Writes the wasting words of a plan's campaigns (wasting-words.ts): a negative phrase at the campaign level
// (the word wastes in two or more of its ad groups) or in the one ad group, only where it blocks no term with
// orders for the product, none of the product's keywords (any match type, any state but archived; plural twins
// are one word) and nothing on the protect list; otherwise negative exact rows on the word's terms without
// orders when they still waste together; otherwise a note with the figures. Defensive campaigns are left out.
import type { SpAdGroup, SpCampaign } from '../../model/account';
import { addMetrics, emptyMetrics } from '../../model/metrics';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { negativeBlocksKeyword, termKey } from '../shared/close-variant-rules';
import { priorConversionRate } from '../shared/conversion-estimate';
import { formatMoney } from '../shared/explain';
import type { PlanBuilder } from '../shared/plan-builder';
import { createCampaignNegativeKeywordRow, createNegativeKeywordRow } from '../shared/sp-rows';
import {
  isProtectedTerm,
  keywordForm,
  keywordTextProblem,
  negativeBlocksProtected,
  normaliseTerm,
  type ProtectList,
} from '../shared/text-rules';
import type { AccountTermIndex } from './account-terms';
import type { CampaignIntent } from './campaign-intents';
import type { GroupKeys } from './group-keys';
import { wastingWordNotes, type WastingWordFigures } from './judgement-messages';
import type { AggregatedTerm } from './search-term-groups';
import {
  wastesSpend,
  wastingWords,
  type RolledTerm,
  type WastingTest,
  type WordRollUp,
} from './wasting-words';

/** Rule ids of the wasting-word rule (docs/algorithms.md §17.1). */
export const WASTING_WORD_RULES = {
  phrase: 'TERM-WASTING-WORD',
  exact: 'TERM-WASTING-WORD-TERMS',
} as const;

/** One campaign of the plan with what the wasting-word step needs of it. */
export interface WastingWordCampaign {
  campaign: SpCampaign;
  intent: CampaignIntent;
  index: AccountTermIndex;
  terms: readonly AggregatedTerm[];
}

/** The plan-wide inputs of the step. */
export interface WastingWordScope {
  builder: PlanBuilder;
  params: SpPlanParameters;
  keys: GroupKeys;
  protect: ProtectList;
  campaigns: readonly WastingWordCampaign[];
  /** Whether the flow decides this ad group's keyword terms (the ASIN flow leaves keyword groups alone). */
  ownsTerm?: (campaign: SpCampaign, group: SpAdGroup, asin: boolean) => boolean;
}

const padded = (text: string): string => ` ${text} `;

/** An ad group that can hold negative keywords: any group of an auto campaign, a keyword group of a manual one. */
const holdsNegativeKeywords = (campaign: SpCampaign, group: SpAdGroup): boolean =>
  campaign.targetingType === 'auto' || group.keywords.length > 0;

/** Whether a term's ad group is open to the step (not archived, owned by the flow, able to hold negatives). */
function eligible(scope: WastingWordScope, campaign: SpCampaign, group: SpAdGroup): boolean {
  if (group.state === 'archived') return false;
  if (scope.ownsTerm && !scope.ownsTerm(campaign, group, false)) return false;
  return holdsNegativeKeywords(campaign, group);
}

/** What a negative phrase of the words would block for the product, or undefined when it blocks nothing. */
function phraseBlocker(scope: WastingWordScope, words: string): string | undefined {
  const converter = scope.campaigns
    .flatMap((c) => [...c.index.converters.keys()])
    .find((key) => padded(key).includes(padded(words)));
  if (converter !== undefined) return converter;
  for (const { index } of scope.campaigns)
    for (const campaign of index.campaigns)
      for (const group of campaign.adGroups)
        for (const k of group.keywords) {
          if (k.state === 'archived' || group.state === 'archived' || campaign.state === 'archived') continue;
          if (negativeBlocksKeyword(words, 'negativePhrase', k.text, k.matchType)) return k.text;
        }
  return negativeBlocksProtected(words, 'negativePhrase', scope.protect) ? words : undefined;
}

/** Close-variant keys of every non-archived keyword of the product, any match type. */
function productKeywordKeys(scope: WastingWordScope): Set<string> {
  const keys = new Set<string>();
  for (const { index } of scope.campaigns)
    for (const campaign of index.campaigns)
      for (const group of campaign.adGroups)
        for (const k of group.keywords) if (k.state !== 'archived') keys.add(termKey(k.text));
  return keys;
}

/** True when an existing negative phrase (campaign or ad group) already covers the words. */
function alreadyNegated(campaign: SpCampaign, group: SpAdGroup | undefined, words: string): boolean {
  const negatives = [...campaign.campaignNegativeKeywords, ...(group?.negativeKeywords ?? [])];
  return negatives.some(
    (n) =>
      n.state !== 'archived' &&
      n.matchType === 'negativePhrase' &&
      padded(words).includes(padded(termKey(n.text))),
  );
}

function figuresOf(scope: WastingWordScope, w: Pick<WordRollUp, 'words' | 'termCount' | 'metrics'>) {
  const mp = scope.params.marketplace;
  const shown: WastingWordFigures = {
    words: w.words,
    terms: w.termCount,
    clicks: w.metrics.clicks,
    spend: formatMoney(mp, w.metrics.spend),
    orders: w.metrics.orders,
    target: formatMoney(mp, scope.params.targetCostPerSale),
  };
  const figures = {
    wastingWord: w.words,
    searchTermCount: w.termCount,
    clicks: w.metrics.clicks,
    spend: w.metrics.spend,
    orders: w.metrics.orders,
    targetCostPerSale: scope.params.targetCostPerSale,
  };
  return { shown, figures };
}

/** Writes the word's negative phrase in every campaign it wastes in; true when one was written or existed. */
function writePhrase(scope: WastingWordScope, w: WordRollUp, written: Set<string>): boolean {
  const problem = keywordTextProblem(scope.params.marketplace, w.words, 'negativePhrase');
  if (problem) return false;
  const { shown, figures } = figuresOf(scope, w);
  for (const { campaign } of scope.campaigns) {
    const groups = [...new Set(w.terms.filter((t) => t.campaignId === campaign.id).map((t) => t.term.group))];
    if (groups.length === 0) continue;
    const level = groups.length >= 2 ? 'campaign' : 'adGroup';
    const group = level === 'adGroup' ? groups[0] : undefined;
    if (alreadyNegated(campaign, group, w.words)) continue;
    const key = `negativePhrase|${normaliseTerm(w.words)}`;
    const registry = scope.keys.of(group ? group.id : `campaign|${campaign.id}`, group);
    if (registry.has(key)) continue;
    registry.add(key);
    const why = {
      ruleId: WASTING_WORD_RULES.phrase,
      reason: wastingWordNotes.negatedPhrase(shown, level),
      figures,
    };
    scope.builder.rememberName(campaign.id, campaign.name);
    if (group) {
      scope.builder.rememberName(group.id, group.name);
      scope.builder.add(
        createNegativeKeywordRow({ campaignId: campaign.id, adGroupId: group.id }, w.words, 'negativePhrase'),
        { type: 'negativeKeyword' },
        why,
      );
    } else
      scope.builder.add(
        createCampaignNegativeKeywordRow(campaign.id, w.words, 'negativePhrase'),
        { type: 'negativeKeyword' },
        why,
      );
  }
  written.add(w.words);
  return true;
}

/** The word's terms that may be negated exact: no order anywhere for the product, no keyword, not protected. */
function negatableTerms(scope: WastingWordScope, w: WordRollUp, ownKeys: ReadonlySet<string>): RolledTerm[] {
  return w.terms.filter(
    ({ term }) =>
      term.metrics.orders === 0 &&
      !scope.campaigns.some((c) => c.index.converters.has(term.key)) &&
      !ownKeys.has(term.key) &&
      !isProtectedTerm(term.key, scope.protect),
  );
}

/** Writes negative exact rows on the terms; false when they do not waste together (the caller notes it). */
function writeExactTerms(
  scope: WastingWordScope,
  w: WordRollUp,
  blockedBy: string,
  ownKeys: ReadonlySet<string>,
  test: WastingTest,
): boolean {
  const terms = negatableTerms(scope, w, ownKeys);
  const rolled = {
    termCount: new Set(terms.map((t) => t.term.key)).size,
    metrics: terms.reduce((m, { term }) => addMetrics(m, term.metrics), emptyMetrics()),
  };
  if (!wastesSpend(rolled.termCount, rolled.metrics, test)) return false;
  const { shown, figures } = figuresOf(scope, { words: w.words, ...rolled });
  for (const { campaignId, term } of terms) {
    const campaign = scope.campaigns.find((c) => c.campaign.id === campaignId)?.campaign;
    if (!campaign) continue;
    const text = keywordForm(term.searchTerm);
    if (keywordTextProblem(scope.params.marketplace, text, 'negativeExact')) continue;
    const existing = [...campaign.campaignNegativeKeywords, ...term.group.negativeKeywords].some(
      (n) => n.state !== 'archived' && n.matchType === 'negativeExact' && termKey(n.text) === term.key,
    );
    const keys = scope.keys.of(term.group.id, term.group);
    const key = `negativeExact|${normaliseTerm(text)}`;
    if (existing || keys.has(key)) continue;
    keys.add(key);
    scope.builder.rememberName(campaign.id, campaign.name);
    scope.builder.rememberName(term.group.id, term.group.name);
    scope.builder.add(
      createNegativeKeywordRow({ campaignId, adGroupId: term.group.id }, text, 'negativeExact'),
      { type: 'negativeKeyword' },
      {
        ruleId: WASTING_WORD_RULES.exact,
        reason: wastingWordNotes.negatedTerms(shown, blockedBy),
        figures,
      },
    );
  }
  return true;
}

/** Brand words are the seller's own: never a wasting word. */
function brandWords(params: SpPlanParameters): Set<string> {
  return new Set(params.brandTerms.flatMap((b) => termKey(b).split(' ')).filter((w) => w.length > 0));
}

/** Finds and writes the wasting words of the plan's campaigns (defensive ones left out). */
export function negateWastingWords(scope: WastingWordScope): void {
  const rolled: RolledTerm[] = scope.campaigns
    .filter((c) => c.intent !== 'defensive' && c.campaign.state !== 'archived')
    .flatMap((c) =>
      c.terms
        .filter((t) => eligible(scope, c.campaign, t.group))
        .map((term) => ({ campaignId: c.campaign.id, term })),
    );
  if (rolled.length === 0) return;
  const test: WastingTest = {
    targetCostPerSale: scope.params.targetCostPerSale as Money,
    broadPrior: priorConversionRate(scope.params.organicConversionRate, 'broad'),
    excludedWords: brandWords(scope.params),
  };
  const ownKeys = productKeywordKeys(scope);
  const written = new Set<string>();
  for (const w of wastingWords(rolled, test)) {
    if (w.words.split(' ').some((word) => written.has(word))) continue;
    const blockedBy = phraseBlocker(scope, w.words);
    if (blockedBy === undefined && writePhrase(scope, w, written)) continue;
    if (writeExactTerms(scope, w, blockedBy ?? w.words, ownKeys, test)) continue;
    scope.builder.note(wastingWordNotes.keptWithFigures(figuresOf(scope, w).shown, blockedBy ?? w.words));
  }
}
