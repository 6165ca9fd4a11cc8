// The plan use cases: generate (check the balance, run the engine in the worker pool, then store the plan
// with its workbooks AND debit one use in one transaction), check without consuming, list the usage
// records, serve downloads to their owner only, report progress, and the ASIN calls behind a catalogue.
import {
  MARKETPLACES as MARKETPLACE_SET,
  PLAN_FLOWS,
  PLAN_HISTORY_RETENTION_DAYS,
  PLAN_REQUEST_ID_PATTERN,
  WORKBOOK_CHECK_MAX_VIOLATIONS,
  errorMessage,
  type AdHistoryData,
  type CompetitorAsinData,
  type GeneratedPlanData,
  type Language,
  type Marketplace,
  type ParamCheckData,
  type PeriodLogData,
  type PlanCallFlow,
  type PlanEditsPayload,
  type PlanProgressData,
  type StructNameData,
  type WorkbookCheckData,
} from '@adplan/contracts';
import type {
  EditablePlan,
  EngineBugDetails,
  GeneratedPlan,
  GeneratedPlanForecast,
  GeneratedWorkbook,
  PlanEdits,
} from '@adplan/engine';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus, LocalizedError, ValidationError } from '../../lib/app-error';
import { DAY_MS, HOUR_MS, toStoredTime, type Clock } from '../../lib/clock';
import { randomToken } from '../../lib/secure-random';
import type { DbExecutor, UsageLedger } from '../../ports/usage-ledger';
import { CatalogueUnavailableError, type CatalogueProvider } from './catalogue-provider';
import { EngineTimeoutError, type PlanEngine } from './plan-engine-pool';
import {
  engineBugFailure,
  fieldOfFailure,
  type EngineGeneratedPlan,
  type TaskFailure,
  type TaskInputs,
  type WorkerStage,
} from './plan-engine-tasks';
import {
  presentGeneratedPlan,
  presentHistoryItem,
  presentSchedules,
  toStoredResult,
  toStoredForecast,
} from './plans-presenter';
import { PlansRepository, type StoredPlan, type StoredPlanFile } from './plans-repository';
import type { UploadForm } from './plans-upload';
import { buildChangeSet } from './shop/change-set-builder';
import { ShopPlansRepository } from './shop/shop-plans-repository';

/** Progress rows older than this are deleted by the retention run. */
export const PROGRESS_KEEP_MS = HOUR_MS;

/** What the service needs. */
export interface PlansServiceDeps {
  database: AppDatabase;
  ledger: UsageLedger;
  engine: PlanEngine;
  catalogue: CatalogueProvider;
  clock: Clock;
  /** Wall-clock budget of one engine task, queue included. */
  timeoutMs: number;
  /** Prefix of the download links (`/api`). */
  apiPrefix: string;
  /** Logs progress writes that failed (they never fail the generation). */
  logError: (error: unknown, message: string) => void;
}

/** Which `/param_check*` call accepts which flows. */
export type ParamCheckKind = 'any' | 'optimisation' | 'productTargeting';

const CHECK_FLOWS: Record<ParamCheckKind, (flow: PlanCallFlow) => boolean> = {
  any: () => true,
  optimisation: (flow) => flow.endsWith('-optimisation'),
  productTargeting: (flow) => flow.startsWith('asin-'),
};

function inputsOf(form: UploadForm, nowMs: number): TaskInputs {
  return {
    parameters: form.params,
    ...(form.bulk ? { bulk: form.bulk } : {}),
    reports: form.reports,
    hourly: form.hourly,
    nowMs,
  };
}

/** The product error of the engine as an answer: its code, its words, and the field it concerns. */
function failureError(failure: TaskFailure, inputs: TaskInputs, language: Language): LocalizedError {
  const fields: Record<string, string[]> = {};
  if (inputs.shopAccount && !(failure.problems && failure.problems.length > 0)) {
    // A linked shop's data came from Amazon, not from a file the seller could fix: the shop is the field.
    fields['shop_id'] = [failure.message[language]];
  } else if (failure.problems && failure.problems.length > 0) {
    for (const problem of failure.problems) (fields[problem.field] ??= []).push(problem.message[language]);
  } else {
    fields[fieldOfFailure(inputs, failure)] = [failure.message[language]];
  }
  return new LocalizedError(HttpStatus.badRequest, failure.code, failure.message, {
    fields,
    ...(failure.location ? { location: failure.location } : {}),
  });
}

/**
 * Whether a plan changes anything the seller uploads: rows of the upload workbook, or a schedule's
 * per-period workbooks. An optimisation that finds nothing to change writes neither.
 */
export function changesSomething(generated: GeneratedPlan): boolean {
  return (
    generated.plan.rows.length > 0 ||
    generated.workbooks.some((workbook) => workbook.role === 'schedule-period')
  );
}

const isFailure = (value: unknown): value is TaskFailure =>
  typeof value === 'object' && value !== null && (value as { failed?: unknown }).failed === true;

const timeoutError = () => new AppError(HttpStatus.adPlanTimeout, HttpStatus.adPlanTimeout);

/** `2026-03-10T12:00:00.000Z` -> `20260310-120000`. */
const fileStamp = (iso: string): string => iso.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The file name of a workbook: flow, marketplace, time and the workbook's suffix; safe on every OS. */
function workbookFileName(flow: string, marketplace: string, createdAt: string, suffix: string): string {
  const clean = suffix.replace(/[^A-Za-z0-9_-]/g, '');
  return `adplan_${flow}_${marketplace}_${fileStamp(createdAt)}${clean}.xlsx`;
}

/** At most this many campaign names make a plan's name; more are counted ("A, B +3"). */
const PLAN_NAME_CAMPAIGNS = 2;

/**
 * The name a plan is listed under: the campaigns it concerns, in the seller's own words (a new campaign's
 * name, the schedule's or the rows' campaigns), so the usage records never list a plan by an ASIN, a
 * numeric ID or the flow's identifier when the plan knows its campaigns.
 */
export function planNameOf(flow: string, params: Record<string, unknown>, generated?: GeneratedPlan): string {
  const given = params['campaign_name'];
  if (typeof given === 'string' && given.trim() !== '') return given.trim().slice(0, 200);
  const campaigns = generated?.campaignNames ?? [];
  if (campaigns.length > 0) {
    const shown = campaigns.slice(0, PLAN_NAME_CAMPAIGNS).join(', ');
    const more = campaigns.length - PLAN_NAME_CAMPAIGNS;
    return (more > 0 ? `${shown} +${more}` : shown).slice(0, 200);
  }
  for (const key of ['ad_group_name_broad', 'ad_group_name', 'asin', 'campaign_id']) {
    const value = params[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return flow;
}

function requestIdOf(form: UploadForm): string | undefined {
  const id = form.fields['request_id'];
  if (id === undefined || id === '') return undefined;
  if (!PLAN_REQUEST_ID_PATTERN.test(id))
    throw new ValidationError({ request_id: ['validation.requestId.invalid'] });
  return id;
}

/**
 * What a plan keeps so the seller can edit it later (ADR 0030): its rows, the account entities they name and
 * what its forecast is made from (ADR 0041); null for schedules (their periods are written from the whole
 * plan) and plans without rows.
 */
function editableSource(flow: PlanCallFlow, generated: GeneratedPlan): string | null {
  if (flow === 'schedule' || generated.plan.rows.length === 0) return null;
  const source: EditablePlan = {
    plan: generated.plan,
    ...(generated.account ? { account: generated.account } : {}),
    ...(generated.forecastBasis ? { forecastBasis: generated.forecastBasis } : {}),
  };
  return JSON.stringify(source);
}

/** The edits of a payload as the engine takes them (row indexes as numbers). */
function editsOf(payload: Pick<PlanEditsPayload, 'removed' | 'bids' | 'budgets'>): PlanEdits {
  const byIndex = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([index, value]) => [Number(index), value]));
  return {
    removed: [...new Set(payload.removed)].sort((a, b) => a - b),
    bids: byIndex(payload.bids),
    budgets: byIndex(payload.budgets),
  };
}

/** The field of the form an edit problem belongs to: `bids.3`, `budgets.8`, `removed.5`, or `plan`. */
function editProblemField(problem: { row: number; field: 'bid' | 'budget' | 'row' | 'plan' }): string {
  if (problem.field === 'plan') return 'plan';
  if (problem.field === 'row') return `removed.${problem.row}`;
  return `${problem.field === 'bid' ? 'bids' : 'budgets'}.${problem.row}`;
}

/**
 * The forecast stored for an edited plan (ADR 0041): the engine's forecast of the edited rows, its rows
 * numbered as the preview numbers them (the generated plan's indexes, left-out rows included). A plan kept
 * before forecast bases has no way to forecast its edits: its generated forecast stays only while unedited.
 */
function editedForecastJson(
  plan: StoredPlan,
  stored: EditablePlan,
  forecast: GeneratedPlanForecast | undefined,
  removed: readonly number[],
  hasEdits: boolean,
): string | null {
  if (!stored.forecastBasis) return hasEdits ? null : (plan.forecastJson ?? null);
  if (!forecast) return null;
  const left = new Set(removed);
  const originalIndexes = stored.plan.rows.map((_, index) => index).filter((index) => !left.has(index));
  return toStoredForecast(forecast, (row) => originalIndexes[row] ?? row);
}

function requireBulk(form: UploadForm): NonNullable<UploadForm['bulk']> {
  if (!form.bulk) throw new ValidationError({ bulk_file: ['validation.upload.required'] });
  return form.bulk;
}

/** The plans use cases. */
export class PlansService {
  private readonly repository = new PlansRepository();

  constructor(private readonly deps: PlansServiceDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  private deadline(): number {
    return Date.now() + this.deps.timeoutMs;
  }

  /** Generates a plan of `flow` from the form; consumes one use only when the plan was stored. */
  async generate(
    userId: number,
    flow: PlanCallFlow,
    form: UploadForm,
    language: Language,
  ): Promise<GeneratedPlanData> {
    const requestId = requestIdOf(form);
    const { data } = await this.generateFrom(userId, flow, {
      params: form.params,
      requestId,
      language,
      inputs: (nowMs) => Promise.resolve(inputsOf(form, nowMs)),
    });
    return data;
  }

  /**
   * The generation both families share: refuse without a balance, prepare the inputs (uploaded files, or a
   * linked shop's account data loaded from Amazon), run the engine in the pool, then store the plan, its
   * workbooks and `storeAlso` (the linked-shop change-set) and debit one use in ONE transaction. Any
   * failure before the commit consumes nothing.
   */
  async generateFrom(
    userId: number,
    flow: PlanCallFlow,
    request: {
      params: Record<string, unknown>;
      requestId: string | undefined;
      language: Language;
      inputs: (nowMs: number) => Promise<TaskInputs>;
      planName?: string;
      /** The plan's id (a job's id, so a job run twice finds its plan); random by default. */
      planId?: string;
      /** Runs inside the storing transaction with the answer (a job marks itself done there). */
      finishIn?: (trx: DbExecutor, data: GeneratedPlanData) => Promise<void>;
      storeAlso?: (
        trx: DbExecutor,
        planId: string,
        generated: GeneratedPlan,
        createdAt: string,
      ) => Promise<void>;
    },
  ): Promise<{ data: GeneratedPlanData; generated: EngineGeneratedPlan; planId: string }> {
    const { language, requestId } = request;
    const deadline = this.deadline();
    // Refuse before any work: no balance, or the package expired (checked again inside the debit).
    await this.deps.ledger.assertCanGenerate(this.db, userId);
    const progress = this.progressWriter(userId, requestId);
    progress('queued');
    const nowMs = this.deps.clock.now();
    let result: EngineGeneratedPlan | TaskFailure;
    let inputs: TaskInputs | undefined;
    try {
      progress('reading');
      inputs = await request.inputs(nowMs);
      result = await this.deps.engine.generate({ flow, inputs, language }, { deadline, onStage: progress });
    } catch (error) {
      progress('failed');
      await progress.flush();
      if (error instanceof EngineTimeoutError) throw timeoutError();
      // The seller's inputs were refused before the engine ran: that answer stands as it is.
      if (inputs === undefined) throw error;
      // A task that failed outside the engine's own answer (a worker that died) is still a product code.
      result = engineBugFailure(error);
    }
    if (isFailure(result)) {
      progress('failed');
      await progress.flush();
      throw this.failure(result, inputs, language);
    }
    progress('storing');
    try {
      const stored = await this.store(userId, flow, inputs.parameters, result, language, nowMs, request);
      progress('done');
      return { ...stored, generated: result };
    } catch (error) {
      progress('failed');
      throw error;
    } finally {
      await progress.flush();
    }
  }

  private async store(
    userId: number,
    flow: PlanCallFlow,
    params: Record<string, unknown>,
    generated: GeneratedPlan,
    language: Language,
    nowMs: number,
    extra: {
      planName?: string;
      planId?: string;
      finishIn?: (trx: DbExecutor, data: GeneratedPlanData) => Promise<void>;
      storeAlso?: (
        trx: DbExecutor,
        planId: string,
        generated: GeneratedPlan,
        createdAt: string,
      ) => Promise<void>;
    },
  ): Promise<{ data: GeneratedPlanData; planId: string }> {
    const id = extra.planId ?? randomToken(12);
    const createdAt = toStoredTime(nowMs);
    const plan = {
      id,
      userId,
      flow,
      marketplace: generated.plan.marketplace,
      planName: extra.planName ?? planNameOf(flow, params, generated),
      language,
      resultJson: JSON.stringify(toStoredResult(generated.plan, undefined, generated.account)),
      createdAt,
      expiresAt: toStoredTime(nowMs + PLAN_HISTORY_RETENTION_DAYS * DAY_MS),
      sourceJson: editableSource(flow, generated),
      forecastJson: generated.forecast ? toStoredForecast(generated.forecast) : null,
    };
    const files = this.filesOf(id, flow, plan.marketplace, createdAt, generated.workbooks);
    // A plan with nothing to upload (issue 23) is stored and shown, but takes no use.
    const charged = changesSomething(generated);
    const data = await this.db.transaction().execute(async (trx) => {
      // The debit locks the user's ledger and re-checks the balance: of concurrent generations only as
      // many as there are uses commit; the others roll back their plan with the refusal.
      const after = charged
        ? await this.deps.ledger.debitForPlan(trx, userId, `plan:${id}`)
        : await this.deps.ledger.account(trx, userId);
      await this.repository.insert(trx, plan, files);
      await extra.storeAlso?.(trx, id, generated, createdAt);
      const answer: GeneratedPlanData = {
        ...presentGeneratedPlan(
          plan,
          files,
          after.balance,
          language,
          this.deps.apiPrefix,
          plan.sourceJson !== null,
        ),
        use_charged: charged,
      };
      await extra.finishIn?.(trx, answer);
      return answer;
    });
    return { data, planId: id };
  }

  private filesOf(
    planId: string,
    flow: string,
    marketplace: string,
    createdAt: string,
    workbooks: GeneratedWorkbook[],
  ): Array<StoredPlanFile & { content: Uint8Array }> {
    const names = new Set<string>();
    return workbooks.map((workbook, position) => {
      let fileName = workbookFileName(flow, marketplace, createdAt, workbook.suffix);
      if (names.has(fileName))
        fileName = workbookFileName(flow, marketplace, createdAt, `${workbook.suffix}-${position}`);
      names.add(fileName);
      const period = workbook.period
        ? JSON.stringify({
            name: workbook.period.name,
            start: workbook.period.start,
            start_beijing: workbook.period.startBeijing,
          })
        : null;
      return {
        planId,
        fileName,
        position,
        role: workbook.role,
        periodJson: period,
        sizeBytes: workbook.bytes.length,
        content: workbook.bytes,
      };
    });
  }

  /**
   * Stage writes for `/plan_progress`, in order (each waits for the previous one); failures are logged
   * and never fail the generation. `flush` waits for the writes so far.
   */
  private progressWriter(userId: number, requestId: string | undefined) {
    let chain: Promise<void> = Promise.resolve();
    const write = (stage: WorkerStage | 'queued' | 'storing' | 'done' | 'failed') => {
      if (requestId === undefined) return;
      chain = chain
        .then(() =>
          this.repository.setProgress(this.db, userId, requestId, stage, toStoredTime(this.deps.clock.now())),
        )
        .catch((error: unknown) => this.deps.logError(error, 'plan progress write failed'));
    };
    return Object.assign(write, { flush: () => chain });
  }

  /** Runs every parameter rule and the file checks of `flow`; consumes nothing. */
  async check(kind: ParamCheckKind, form: UploadForm, language: Language): Promise<ParamCheckData> {
    const flow = form.fields['flow'];
    if (
      flow === undefined ||
      !(PLAN_FLOWS as readonly string[]).includes(flow) ||
      !CHECK_FLOWS[kind](flow as PlanCallFlow)
    ) {
      throw new ValidationError({ flow: ['validation.flow.invalid'] });
    }
    const inputs = inputsOf(form, this.deps.clock.now());
    const result = await this.withTimeout(form, language, () =>
      this.deps.engine.check(flow as PlanCallFlow, inputs, this.deadline()),
    );
    if (result.engineBug) this.logEngineBug(result.engineBug);
    const fields: Record<string, string[]> = {};
    const codes: Record<string, number> = {};
    for (const problem of result.problems) {
      (fields[problem.field] ??= []).push(problem.message[language]);
      if (problem.code !== undefined) codes[problem.field] = problem.code;
    }
    return {
      valid: result.problems.length === 0,
      fields,
      codes,
      warnings: result.warnings.map((warning) => warning[language]),
    };
  }

  /** The campaigns and ad groups of an uploaded bulk sheet. */
  async structure(form: UploadForm, language: Language): Promise<StructNameData> {
    const bulk = requireBulk(form);
    const result = await this.withTimeout(form, language, () =>
      this.deps.engine.structure(bulk, this.deadline()),
    );
    if (isFailure(result)) throw this.failure(result, inputsOf(form, 0), language);
    return {
      campaigns: result.campaigns.map((campaign) => ({
        product: campaign.product,
        campaign_id: campaign.campaignId,
        campaign_name: campaign.name,
        state: campaign.state,
        ...(campaign.targetingType ? { targeting_type: campaign.targetingType } : {}),
        ...(campaign.dailyBudget !== undefined ? { daily_budget: campaign.dailyBudget } : {}),
        clicks: campaign.clicks,
        orders: campaign.orders,
        ad_groups: campaign.adGroups.map((group) => ({
          ad_group_id: group.adGroupId,
          ad_group_name: group.name,
          state: group.state,
          keyword_count: group.keywordCount,
          product_target_count: group.productTargetCount,
          skus: group.skus,
          asins: group.asins,
        })),
      })),
    };
  }

  /** Competitor ASINs suggested from the seller's own search terms. */
  async competitors(form: UploadForm, language: Language): Promise<CompetitorAsinData> {
    const bulk = requireBulk(form);
    const result = await this.withTimeout(form, language, () =>
      this.deps.engine.competitors(bulk, this.deadline()),
    );
    if (isFailure(result)) throw this.failure(result, inputsOf(form, 0), language);
    return {
      suggestions: result.suggestions.map((s) => ({
        asin: s.asin,
        clicks: s.clicks,
        orders: s.orders,
        spend: s.spend,
        sales: s.sales,
        smoothed_conversion_rate: s.smoothedConversionRate,
        ...(s.costPerSale !== undefined ? { cost_per_sale: s.costPerSale } : {}),
        already_targeted: s.alreadyTargeted,
        campaign_names: s.campaignNames,
        reason: s.reason[language],
      })),
    };
  }

  /** Amazon's upload rules on any workbook; consumes nothing. */
  async checkWorkbook(form: UploadForm, language: Language): Promise<WorkbookCheckData> {
    const bulk = requireBulk(form);
    const marketplace = form.params['marketplace'];
    if (typeof marketplace !== 'string' || !(MARKETPLACE_SET as readonly string[]).includes(marketplace)) {
      throw new ValidationError({ marketplace: ['validation.marketplace.required'] });
    }
    const result = await this.withTimeout(form, language, () =>
      this.deps.engine.checkWorkbook(
        { bulk, marketplace: marketplace as Marketplace, nowMs: this.deps.clock.now() },
        this.deadline(),
      ),
    );
    if (isFailure(result)) throw this.failure(result, inputsOf(form, 0), language);
    return {
      valid: result.violations.length === 0,
      total: result.violations.length,
      violations: result.violations.slice(0, WORKBOOK_CHECK_MAX_VIOLATIONS).map((v) => ({
        sheet: v.sheet,
        row: v.row,
        column: v.column,
        rule: v.rule,
        message: v.message[language],
      })),
    };
  }

  /** Runs an engine task: past its deadline 421; a task that failed outside the engine's answer is 50019. */
  private async withTimeout<Result>(
    form: UploadForm,
    language: Language,
    run: () => Promise<Result>,
  ): Promise<Result> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof EngineTimeoutError) throw timeoutError();
      throw this.failure(engineBugFailure(error), inputsOf(form, 0), language);
    }
  }

  /** The answer to a failed engine task; an engine bug (50019) is logged with its details first. */
  private failure(failure: TaskFailure, inputs: TaskInputs, language: Language): LocalizedError {
    if (failure.engineBug) this.logEngineBug(failure.engineBug);
    return failureError(failure, inputs, language);
  }

  private logEngineBug(details: EngineBugDetails): void {
    this.deps.logError(details, `engine bug (answered as 50019): ${details.name}: ${details.message}`);
  }

  /** Why the user's stored plan cannot be edited (a `plan.notEditable.*` key), or undefined when it can. */
  private async notEditable(
    db: DbExecutor,
    plan: StoredPlan,
  ): Promise<
    'plan.notEditable.schedule' | 'plan.notEditable.stored' | 'plan.notEditable.applied' | undefined
  > {
    if (plan.flow === 'schedule') return 'plan.notEditable.schedule';
    if (!plan.sourceJson) return 'plan.notEditable.stored';
    const shop = await new ShopPlansRepository().find(
      db,
      plan.userId,
      plan.id,
      toStoredTime(this.deps.clock.now()),
    );
    if (shop && shop.status !== 'generated') return 'plan.notEditable.applied';
    return undefined;
  }

  private async ownPlan(userId: number, planId: string): Promise<StoredPlan> {
    const plan = await this.repository.find(this.db, userId, planId, toStoredTime(this.deps.clock.now()));
    if (!plan) throw new AppError(HttpStatus.notFound, 'plan.notFound');
    return plan;
  }

  /** The user's stored plan as its generation answered it, edits included; 404 for anyone else's. */
  async show(userId: number, planId: string, language: Language): Promise<GeneratedPlanData> {
    const plan = await this.ownPlan(userId, planId);
    const files = await this.repository.files(this.db, [plan.id]);
    const account = await this.deps.ledger.account(this.db, userId);
    const refusal = await this.notEditable(this.db, plan);
    return presentGeneratedPlan(
      plan,
      files,
      account.balance,
      language,
      this.deps.apiPrefix,
      refusal === undefined,
    );
  }

  /**
   * Applies the seller's edits to the user's stored plan (ADR 0030): the engine applies them to the rows
   * kept at generation and writes the plan, rollback and explanation again; a linked shop's change-set is
   * rebuilt from the edited rows. Empty edits reset the plan. Consumes no use; a refused edit (a bid below
   * the marketplace minimum, a budget below Amazon's minimum, an unknown row) answers 20001 per row and
   * field and changes nothing.
   */
  async edit(userId: number, payload: PlanEditsPayload, language: Language): Promise<GeneratedPlanData> {
    const plan = await this.ownPlan(userId, payload.plan_id);
    const refusal = await this.notEditable(this.db, plan);
    if (refusal) throw new AppError(HttpStatus.badRequest, refusal, {}, 20001);
    const stored = JSON.parse(plan.sourceJson as string) as EditablePlan;
    const edits = editsOf(payload);
    let result;
    try {
      result = await this.deps.engine.edit(
        { stored, edits, nowMs: this.deps.clock.now(), language: plan.language === 'en' ? 'en' : 'zh' },
        this.deadline(),
      );
    } catch (error) {
      if (error instanceof EngineTimeoutError) throw timeoutError();
      throw this.failure(
        engineBugFailure(error),
        { parameters: {}, reports: [], hourly: [], nowMs: 0 },
        language,
      );
    }
    if (isFailure(result))
      throw this.failure(result, { parameters: {}, reports: [], hourly: [], nowMs: 0 }, language);
    if (!result.plan) {
      const fields: Record<string, string[]> = {};
      for (const problem of result.problems)
        (fields[editProblemField(problem)] ??= []).push(problem.message[language]);
      const count = result.problems.length;
      throw new LocalizedError(
        HttpStatus.badRequest,
        20001,
        {
          zh: errorMessage('plan.editsRefused', 'zh', { count }),
          en: errorMessage('plan.editsRefused', 'en', { count }),
        },
        { fields },
      );
    }
    const hasEdits =
      edits.removed.length > 0 || Object.keys(edits.bids).length > 0 || Object.keys(edits.budgets).length > 0;
    const resultJson = JSON.stringify(
      toStoredResult(result.plan, { original: stored.plan, edits, removed: result.removed }, stored.account),
    );
    const editsJson = hasEdits
      ? JSON.stringify({ removed: edits.removed, bids: payload.bids, budgets: payload.budgets })
      : null;
    const forecastJson = editedForecastJson(plan, stored, result.forecast, result.removed, hasEdits);
    const files = this.filesOf(plan.id, plan.flow, plan.marketplace, plan.createdAt, result.workbooks);
    const shops = new ShopPlansRepository();
    const now = toStoredTime(this.deps.clock.now());
    const edited = result.plan;
    await this.db.transaction().execute(async (trx) => {
      const shop = await shops.find(trx, userId, plan.id, now);
      if (shop) {
        const items = buildChangeSet(
          edited.rows.map((row) => row.row),
          stored.account,
        );
        if (!(await shops.replaceUnsentItems(trx, plan.id, items, now)))
          throw new AppError(HttpStatus.badRequest, 'plan.notEditable.applied', {}, 20001);
      }
      await this.repository.replaceEdited(trx, plan.id, { resultJson, editsJson, forecastJson }, files);
    });
    return this.show(userId, plan.id, language);
  }

  /** The user's kept plans, newest first. */
  async history(userId: number, page: number, pageSize: number, language: Language): Promise<AdHistoryData> {
    const now = toStoredTime(this.deps.clock.now());
    const { plans, total } = await this.repository.page(this.db, userId, now, page, pageSize);
    const files = await this.repository.files(
      this.db,
      plans.map((plan) => plan.id),
    );
    const shops = await new ShopPlansRepository().shopsOf(
      this.db,
      plans.map((plan) => plan.id),
      now,
    );
    return {
      items: plans.map((plan) => {
        const item = presentHistoryItem(
          plan,
          files.filter((file) => file.planId === plan.id),
          language,
          this.deps.apiPrefix,
        );
        const shop = shops.get(plan.id);
        return shop
          ? {
              ...item,
              shop: { shop_name: shop.shopName, status: shop.status, applied_changes: shop.applied },
            }
          : item;
      }),
      total,
      page,
      page_size: pageSize,
    };
  }

  /** The schedule-rule record of the user's plan `orderNum`; 404 for anyone else's or an expired one. */
  async periodLog(userId: number, orderNum: string, language: Language): Promise<PeriodLogData> {
    const plan = await this.repository.find(this.db, userId, orderNum, toStoredTime(this.deps.clock.now()));
    if (!plan) throw new AppError(HttpStatus.notFound, 'plan.notFound');
    return {
      order_num: plan.id,
      created_at: plan.createdAt,
      expires_at: plan.expiresAt,
      schedule: presentSchedules(plan, language),
    };
  }

  /** The bytes of a file of the user's plan; 404 for anyone else's, an expired or unknown one. */
  async download(userId: number, planId: string, fileName: string): Promise<Uint8Array> {
    const now = toStoredTime(this.deps.clock.now());
    const content = await this.repository.fileContent(this.db, userId, planId, fileName, now);
    if (!content) throw new AppError(HttpStatus.notFound, 'plan.notFound');
    return content;
  }

  /** The stage of the user's request `requestId` (`pending` until the server has it). */
  async progress(userId: number, requestId: string): Promise<PlanProgressData> {
    const row = await this.repository.progress(this.db, userId, requestId);
    if (!row) return { request_id: requestId, stage: 'pending' };
    return {
      request_id: requestId,
      stage: row.stage as PlanProgressData['stage'],
      updated_at: row.updatedAt,
    };
  }

  /** Spec §4/§8 ASIN check; `version` 1 or 3 decides the codes of a failed check. */
  async asinCheck(
    asin: string,
    marketplace: Marketplace,
    version: 1 | 3,
  ): Promise<{ asin: string; exists: true }> {
    const listing = await this.catalogueCall(() => this.deps.catalogue.listing(asin, marketplace), version);
    if (!listing || !listing.isChild) {
      throw version === 1
        ? new AppError(HttpStatus.badRequest, 'asinCheck.50007.v1', {}, 50007)
        : new AppError(HttpStatus.badRequest, 'asinCheck.50007.v3', {}, 50007);
    }
    return { asin, exists: true };
  }

  /** Spec §4: 1 a good competitor, 0 a weak one; no catalogue answers non-200 (the web then asks for a price). */
  async competitorStrength(advertised: string, competitor: string, marketplace: Marketplace): Promise<0 | 1> {
    return this.catalogueCall(
      () => this.deps.catalogue.competitorStrength(advertised, competitor, marketplace),
      1,
    );
  }

  /** The listing price of an ASIN from the catalogue. */
  async asinPrice(
    asin: string,
    marketplace: Marketplace,
  ): Promise<{ asin: string; price: number; currency: string }> {
    const listing = await this.catalogueCall(() => this.deps.catalogue.listing(asin, marketplace), 1);
    if (!listing) throw new AppError(HttpStatus.badRequest, 'asinCheck.50007.v1', {}, 50007);
    if (listing.price === undefined)
      throw new AppError(HttpStatus.badRequest, 'plan.asinNotVerified', {}, 50006);
    return { asin, price: listing.price, currency: listing.currency ?? '' };
  }

  /**
   * Runs a catalogue call: no catalogue (or no answer) is spec's 50006 "could not verify online" (v3:
   * code 400), a provider exception 20002.
   */
  private async catalogueCall<Result>(call: () => Promise<Result>, version: 1 | 3): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CatalogueUnavailableError) {
        throw new AppError(HttpStatus.badRequest, 'plan.asinNotVerified', {}, version === 1 ? 50006 : 400);
      }
      throw new AppError(HttpStatus.badRequest, 'asinCheck.20002', {}, 20002);
    }
  }
}

/** The plans' retention: plans and files past their 30 days, progress rows past an hour. Idempotent. */
export function planRetention(database: AppDatabase): (now: number) => Promise<number> {
  const repository = new PlansRepository();
  return async (now) => {
    const plans = await repository.deleteExpired(database.db, toStoredTime(now));
    await repository.deleteProgressBefore(database.db, toStoredTime(now - PROGRESS_KEEP_MS));
    return plans;
  };
}
