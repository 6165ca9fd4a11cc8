// The account generator in the suite (issue 19, ADR 0023): messy generated accounts, every flow with a spread
// of its parameter sets, 0 crashes and 0 invariant breaches. Fixed seed; on failure fast-check shrinks the
// account blueprint and prints the seed, the path and the shrunk blueprint (rebuild it with
// buildGeneratedAccount). Classes other branches are fixing are listed in pending-on-other-branches.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountBlueprintArbitrary } from '../../testing/account-generator';
import { buildGeneratedAccount } from '../../testing/account-generator-build';
import { runGeneratedAccount } from '../../testing/account-generator-runner';
import { checkOutcomes, INVARIANT_NAMES, PLAN_INVARIANTS } from './invariant-registry';
import { noNegativeBlocksOwnKeyword, ownAsinsUntouched } from './term-invariants';
import { indexAccount } from './invariant-kit';
import { pendingClassOf } from './pending-on-other-branches';

const SEED = 20261127;
const ACCOUNTS = 16;

describe('generated accounts', () => {
  it('every flow ends in a plan or a product error and every plan keeps every invariant', async () => {
    const totals = { runs: 0, plans: 0, productErrors: 0, pending: 0 };
    await fc.assert(
      fc.asyncProperty(accountBlueprintArbitrary(6), async (blueprint) => {
        const account = buildGeneratedAccount(blueprint);
        const outcomes = await runGeneratedAccount(account, { maxSetsPerFlow: 2 });
        const findings = checkOutcomes(account, outcomes);
        totals.runs += outcomes.length;
        totals.plans += findings.plans;
        totals.productErrors += findings.productErrors;
        const problems = [
          ...findings.crashes.map((c) => ({ invariant: 'crash', ...c })),
          ...findings.breaches,
        ].filter((p) => {
          const pending = pendingClassOf(p.invariant, p.message) !== undefined;
          if (pending) totals.pending += 1;
          return !pending;
        });
        if (problems.length > 0)
          throw new Error(
            problems.map((p) => `${p.invariant} [${p.flow} ${p.label}] ${p.message}`).join('\n'),
          );
      }),
      { numRuns: ACCOUNTS, seed: SEED, interruptAfterTimeLimit: 240_000 },
    );
    // The generator reaches plans on most runs, not only product errors.
    expect(totals.plans).toBeGreaterThan(totals.runs / 3);
  }, 300_000);

  it('names every invariant once, each with a one-line doc', () => {
    expect(new Set(INVARIANT_NAMES).size).toBe(INVARIANT_NAMES.length);
    for (const invariant of PLAN_INVARIANTS) expect(invariant.doc).toMatch(/^[A-Z].*\.$/);
  });
});

// The checkers themselves must catch what they claim to: each is fed a hand-made breaching plan.
describe('invariant checkers on hand-made breaches', () => {
  const account = buildGeneratedAccount(
    fc.sample(accountBlueprintArbitrary(2), { numRuns: 1, seed: SEED })[0] as Parameters<
      typeof buildGeneratedAccount
    >[0],
  );
  const index = indexAccount(account);
  const campaign = account.spec.sponsoredProducts?.[0];
  const group = campaign?.adGroups?.[0];
  const plan = (rows: Array<Record<string, unknown>>) =>
    ({
      flow: 'keyword-optimisation' as const,
      marketplace: account.marketplace,
      summary: { changeCounts: {}, bidChanges: [], notes: [] },
      warnings: [],
      rows: rows.map((row) => ({
        row: {
          product: 'sponsoredProducts',
          operation: 'create',
          campaignId: campaign?.id,
          adGroupId: group?.id,
          ...row,
        },
        change: { type: 'negativeKeyword' },
        explanation: { ruleId: 'TEST', reason: { zh: '', en: '' }, figures: {} },
      })),
    }) as unknown as Parameters<typeof ownAsinsUntouched.check>[0]['plan'];
  const context = (rows: Array<Record<string, unknown>>) => ({
    account,
    index,
    set: { flow: 'keyword-optimisation' as const, label: 'hand-made', parameters: {} },
    plan: plan(rows),
    uploads: [],
  });

  it('own-asins: a negative product target on an advertised ASIN is a breach', () => {
    const own = account.products[0]?.asin ?? '';
    const rows = [{ entity: 'negativeProductTargeting', productTargetingExpression: `asin="${own}"` }];
    expect(ownAsinsUntouched.check(context(rows))).toHaveLength(1);
    expect(
      ownAsinsUntouched.check(
        context([{ entity: 'negativeProductTargeting', productTargetingExpression: 'asin="B0COMPET01"' }]),
      ),
    ).toEqual([]);
  });

  it('negative-blocks-own-keyword: a planned phrase negative inside a planned broad keyword is a breach', () => {
    const rows = [
      { entity: 'keyword', keywordText: 'yoga mats for women', matchType: 'broad' },
      { entity: 'negativeKeyword', keywordText: 'Yoga Mat', matchType: 'negativePhrase' },
    ];
    expect(
      noNegativeBlocksOwnKeyword.check(context(rows)).some((m) => m.includes('yoga mats for women')),
    ).toBe(true);
    const exactOnBroad = [
      { entity: 'keyword', keywordText: 'garlic press', matchType: 'broad' },
      { entity: 'negativeKeyword', keywordText: 'garlic press', matchType: 'negativeExact' },
    ];
    expect(
      noNegativeBlocksOwnKeyword.check(context(exactOnBroad)).filter((m) => m.includes('garlic')),
    ).toEqual([]);
  });
});
