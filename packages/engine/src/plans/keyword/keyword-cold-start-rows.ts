// The keyword rows of a keyword cold start, shared by the new-campaign funnel and the cold start into an
// existing campaign: a planned keyword is added unless its group already has or negates it, and texts
// Amazon would refuse are skipped with a note.
import type { SpPlanParameters } from '../parameters/plan-parameters';
import type { AdGroupTarget } from '../shared/cold-start-structure';
import { coldStartExplanation } from '../shared/cold-start-explanation';
import { flowNotes } from '../shared/flow-messages';
import type { PlanBuilder } from '../shared/plan-builder';
import { createKeywordRow } from '../shared/sp-rows';
import { keywordTextProblem } from '../shared/text-rules';
import type { PlannedKeyword } from './keyword-cold-start-bids';

/** Rule identifiers of the keyword cold start. */
export const KEYWORD_COLD_START_RULES = {
  keyword: 'KW-COLD-START-BID',
} as const;

/** Adds one planned keyword unless the group has it or negates it; returns true when added. */
export function addKeyword(
  builder: PlanBuilder,
  params: SpPlanParameters,
  group: AdGroupTarget,
  keyword: PlannedKeyword,
  taken: Set<string>,
): boolean {
  const key = `${keyword.matchType}|${keyword.key}`;
  if (taken.has(key) || taken.has(`negativeExact|${keyword.key}`)) {
    builder.note(
      taken.has(key)
        ? flowNotes.keywordExists(keyword.text, group.name)
        : flowNotes.negatedByseller(keyword.text, group.name),
    );
    return false;
  }
  taken.add(key);
  builder.add(
    createKeywordRow(group, keyword.text, keyword.matchType, keyword.bid),
    { type: 'createKeyword', bidAfter: keyword.bid },
    coldStartExplanation(
      KEYWORD_COLD_START_RULES.keyword,
      params,
      { kind: 'keyword', text: keyword.text, matchType: keyword.matchType, tier: keyword.tier },
      keyword.prior,
      keyword.bid,
    ),
  );
  return true;
}

/** The planned keywords whose text Amazon accepts (the others are noted). */
export function validKeywords(
  builder: PlanBuilder,
  params: SpPlanParameters,
  keywords: PlannedKeyword[],
): PlannedKeyword[] {
  return keywords.filter((k) => {
    const problem = keywordTextProblem(params.marketplace, k.text, k.matchType);
    if (problem) builder.note(flowNotes.skippedKeyword(k.text, problem));
    return !problem;
  });
}
