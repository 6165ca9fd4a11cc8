// Breach and crash classes the generator finds on main's engine that other engineers of issue 19 are fixing on
// their branches (eng-rows, eng-terms, eng-bids). The generated-accounts suite and the large run tolerate
// exactly these classes so that this branch is green on its own. TO BE EMPTIED AT MERGE: once the three
// branches are merged, delete every entry; the suite must then pass with the list empty.

/** One tolerated class: an invariant (or `crash`) whose message matches `pattern`, and who fixes it. */
export interface PendingClass {
  invariant: string;
  /** Matched against the breach or crash message; the whole invariant when absent. */
  pattern?: RegExp;
  owner: 'eng-rows' | 'eng-terms' | 'eng-bids';
  why: string;
}

/** The classes pending on other branches (empty this list at merge). */
export const PENDING_ON_OTHER_BRANCHES: readonly PendingClass[] = [
  {
    invariant: 'crash',
    pattern: /duplicate-id/,
    owner: 'eng-rows',
    why: 'a daily budget plus a strategy switch writes two Campaign rows for one campaign (one row per entity)',
  },
  {
    invariant: 'crash',
    pattern: /duplicate-campaign-name/,
    owner: 'eng-terms',
    why: "from a 128-character auto campaign name, the auto flow's new keyword and ASIN harvest campaigns are cut to the same name (plans/auto/harvest-destination.ts)",
  },
  {
    invariant: 'crash',
    pattern: /name-characters/,
    owner: 'eng-rows',
    why: "a new ad group name derived from a seller name with `!` (or emoji) breaks Amazon's name characters",
  },
  {
    invariant: 'cold-start-existing-campaign-structure',
    owner: 'eng-rows',
    why: 'cold start into existing campaigns: empty new ad groups, targets duplicated from another ad group',
  },
  {
    invariant: 'no-negation-of-converter',
    owner: 'eng-terms',
    why: 'the converter check compares exact texts: a plural/singular close variant of a converting term is negated',
  },
  {
    invariant: 'no-negative-blocks-own-keyword',
    owner: 'eng-terms',
    why: 'the new-campaign funnel negates phrase terms inside the broad group holding them as broad keywords; close-variant negatives on own exact keywords',
  },
  {
    invariant: 'no-harvest-of-served-close-variant',
    owner: 'eng-terms',
    why: 'harvests compare exact texts, not close variants (plural/singular)',
  },
  {
    invariant: 'isolation-toward-serving-destination',
    owner: 'eng-terms',
    why: 'isolation toward an exact target that does not serve or has a worse cost per sale',
  },
  {
    invariant: 'no-target-created-twice',
    owner: 'eng-terms',
    why: 'close-variant search terms (or a term in both main and relevant lists) become two exact keywords',
  },
  {
    invariant: 'no-negative-keyword-in-sb-product-group',
    owner: 'eng-terms',
    why: "SB video cold start with product targeting writes the seller's negative keywords into the product group",
  },
  {
    invariant: 'own-asins-never-targeted-or-negated',
    owner: 'eng-terms',
    why: "asin-optimisation harvests another of the seller's advertised ASINs as a product target",
  },
  {
    invariant: 'asin-budget-not-copied',
    owner: 'eng-bids',
    why: 'an ASIN-scoped daily budget is copied onto every campaign',
  },
  {
    invariant: 'proven-loser-not-held-at-step',
    owner: 'eng-bids',
    why: 'a proven loser is cut by the 30 % step instead of the proportional rule',
  },
  {
    invariant: 'schedule-period-changes-a-bid',
    owner: 'eng-bids',
    why: 'a schedule period whose adjustment is 0 still gets a workbook of unchanged bids',
  },
];

/** The pending class a breach or crash belongs to, if any. */
export function pendingClassOf(invariant: string, message: string): PendingClass | undefined {
  return PENDING_ON_OTHER_BRANCHES.find(
    (p) => p.invariant === invariant && (p.pattern === undefined || p.pattern.test(message)),
  );
}
