// Runs every flow with every parameter set on a generated account, the way a seller's request runs
// (generatePlan: check -> load -> plan -> validate -> rollback -> write), and classifies each outcome:
// a plan (with every upload workbook read back and validated), a product error (EngineError with a spec §8
// code), or a crash (any other exception).
import { PRODUCT_CODES } from '@adplan/contracts';
import { isEngineError } from '../errors/engine-error';
import type { CheckedUpload, RunOutcome } from '../plans/invariants/invariant-kit';
import { readBulkRows } from '../read/read-api';
import { generatedAccountFiles, GENERATED_NOW, type GeneratedAccount } from './account-generator-build';
import { generatePlan, UPLOAD_WORKBOOK_ROLES, type WorkbookRole } from '../use-cases/generate-plan';
import { validateWorkbook } from '../validate/validate-api';
import { parameterSetsOf, type ParameterSet } from './account-generator-parameter-sets';

export type { CheckedUpload, RunOutcome } from '../plans/invariants/invariant-kit';

const productCodes: ReadonlySet<number> = new Set(PRODUCT_CODES);

async function checkUpload(
  account: GeneratedAccount,
  workbook: { role: WorkbookRole; suffix: string; bytes: Uint8Array },
): Promise<CheckedUpload> {
  const checked: CheckedUpload = { role: workbook.role, suffix: workbook.suffix, rows: [], violations: [] };
  try {
    checked.rows = (await readBulkRows(workbook.bytes)).rows.map((r) => r.row);
    const violations = await validateWorkbook(workbook.bytes, {
      marketplace: account.marketplace,
      now: GENERATED_NOW,
    });
    checked.violations = violations.map((v) => `${v.rule}: ${v.message.en}`);
  } catch (error) {
    checked.violations = [`unreadable upload: ${error instanceof Error ? error.message : String(error)}`];
  }
  return checked;
}

/** Runs one parameter set on the account's files and classifies the outcome. */
export async function runParameterSet(
  account: GeneratedAccount,
  files: Awaited<ReturnType<typeof generatedAccountFiles>>,
  set: ParameterSet,
): Promise<RunOutcome> {
  try {
    const generated = await generatePlan(
      set.flow,
      { parameters: set.parameters, bulk: files.bulk, reports: [], hourly: files.hourly, now: GENERATED_NOW },
      // Both explanation languages are exercised: the writer must take every name in either.
      { language: set.label.length % 2 === 0 ? 'en' : 'zh' },
    );
    const uploads: CheckedUpload[] = [];
    for (const workbook of generated.workbooks)
      if (UPLOAD_WORKBOOK_ROLES.includes(workbook.role)) uploads.push(await checkUpload(account, workbook));
    return { kind: 'plan', set, plan: generated.plan, uploads };
  } catch (error) {
    if (isEngineError(error) && productCodes.has(error.code))
      return { kind: 'productError', set, code: error.code, message: error.localized.en };
    const message =
      error instanceof Error ? `${error.name}: ${error.message.split('\n')[0] ?? ''}` : String(error);
    return { kind: 'crash', set, message };
  }
}

/** Options of {@link runGeneratedAccount}. */
export interface RunAccountOptions {
  /** At most this many parameter sets per flow, spread evenly over the full list (default: all). */
  maxSetsPerFlow?: number;
  /** Only these flows (default: every flow). */
  flows?: readonly string[];
}

/** Picks at most `max` items spread over the list (first and last included). */
function spread<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = (items.length - 1) / Math.max(1, max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)] as T);
}

/** The parameter sets to try on the account (every one, or a spread per flow). */
export function setsToTry(account: GeneratedAccount, options: RunAccountOptions = {}): ParameterSet[] {
  const only = options.flows;
  const all = parameterSetsOf(account).filter((s) => only === undefined || only.includes(s.flow));
  const max = options.maxSetsPerFlow;
  if (max === undefined) return all;
  const flows = [...new Set(all.map((s) => s.flow))];
  const picked = new Set(
    flows.flatMap((flow) =>
      spread(
        all.filter((s) => s.flow === flow),
        max,
      ),
    ),
  );
  // The keyword-then-auto check compares these two runs: always try them.
  const asin = account.products[0]?.asin;
  for (const s of all)
    if (s.label === `asin ${asin}` && (s.flow === 'keyword-optimisation' || s.flow === 'auto-optimisation'))
      picked.add(s);
  return all.filter((s) => picked.has(s));
}

/** Runs the chosen parameter sets of every flow on the account. */
export async function runGeneratedAccount(
  account: GeneratedAccount,
  options: RunAccountOptions = {},
): Promise<RunOutcome[]> {
  const files = await generatedAccountFiles(account);
  const outcomes: RunOutcome[] = [];
  for (const set of setsToTry(account, options)) outcomes.push(await runParameterSet(account, files, set));
  return outcomes;
}
