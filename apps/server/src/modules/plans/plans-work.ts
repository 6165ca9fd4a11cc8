// The plan calls that read files or wait on Amazon, as jobs (ADR 0016): the web process stores the upload
// once (ADR 0024), records the work and waits for its result; a worker runs it through the same use
// cases as before. The answers are those the calls gave when the work ran inside the request.
import {
  PLAN_FLOWS,
  OVERVIEW_UPLOAD_SOURCE,
  PLAN_REQUEST_ID_PATTERN,
  type GeneratedPlanData,
  type Language,
  type ParamCheckData,
  type PlanProgressData,
  type PlanCallFlow,
  type ShopGeneratedPlanData,
  type ShopPlanData,
  type ShopPlanPath,
  type ShopPlanPayload,
  type WorkJobStarted,
  type WorkJobStatus,
} from '@adplan/contracts';
import { appErrorAnswer } from '../../plugins/error-handler-plugin';
import type { AppDatabase } from '../../db/database';
import type { WorkJobs } from '../../jobs/work/work-jobs';
import { AppError, HttpStatus, ValidationError } from '../../lib/app-error';
import { randomToken } from '../../lib/secure-random';
import { toStoredTime, type Clock } from '../../lib/clock';
import type { AccountOverviews } from '../../ports/account-overviews';
import type { UploadFiles, UploadStorage } from '../../ports/upload-storage';
import type { UsageLedger } from '../../ports/usage-ledger';
import { PlansRepository } from './plans-repository';
import type { ParamCheckKind, PlansService } from './plans-service';
import type { UploadForm } from './plans-upload';
import type { ShopPlansService } from './shop/shop-plans-service';

export interface PlansWorkDeps {
  database: AppDatabase;
  clock: Clock;
  work: WorkJobs;
  uploads: UploadStorage;
  ledger: UsageLedger;
  plans: PlansService;
  shopPlans: ShopPlansService;
  /** Where the overview of the files a plan was generated from is kept (issue 23). */
  overviews: AccountOverviews;
  /** How long a request waits for its job to start before the job is withdrawn (421). */
  queueWaitMs: number;
}

interface GenerateInput {
  flow: PlanCallFlow;
  uploadId: string;
  params: Record<string, unknown>;
  requestId?: string;
  language: Language;
}

interface CheckInput {
  checkKind: ParamCheckKind;
  flow: string | undefined;
  uploadId: string;
  params: Record<string, unknown>;
  language: Language;
}

interface ShopGenerateInput {
  path: ShopPlanPath;
  payload: ShopPlanPayload;
  language: Language;
}

interface ShopRunInput {
  planId: string;
  language: Language;
}

const hasFiles = (form: UploadForm): boolean =>
  form.bulk !== undefined || form.reports.length > 0 || form.hourly.length > 0;

function requestIdOf(id: string | undefined): string | undefined {
  if (id === undefined || id === '') return undefined;
  if (!PLAN_REQUEST_ID_PATTERN.test(id))
    throw new ValidationError({ request_id: ['validation.requestId.invalid'] });
  return id;
}

/** The plan calls as jobs. */
export class PlansWork {
  private readonly repository = new PlansRepository();

  constructor(private readonly deps: PlansWorkDeps) {
    const { work } = deps;
    work.handle('generate', 'seller', (input, context) =>
      this.runGenerate(input as unknown as GenerateInput, context),
    );
    work.handle('check', 'seller', (input, context) =>
      this.runCheck(input as unknown as CheckInput, context.userId),
    );
    work.handle('shop-generate', 'seller', (input, context) => {
      const { path, payload, language } = input as unknown as ShopGenerateInput;
      return deps.shopPlans.generate(context.userId, path, payload, language, {
        planId: context.jobId,
        finishIn: context.finishIn,
      });
    });
    work.handle('apply', 'shop', (input, context) => {
      const { planId, language } = input as unknown as ShopRunInput;
      return deps.shopPlans.apply(context.userId, planId, language, context.jobId);
    });
    work.handle('undo', 'shop', (input, context) => {
      const { planId, language } = input as unknown as ShopRunInput;
      return deps.shopPlans.undo(context.userId, planId, language, context.jobId);
    });
  }

  /** The form's files stored once, or the upload it names (sent by a check before). */
  private async uploadOf(userId: number, form: UploadForm): Promise<string> {
    const named = form.fields['upload_id'];
    if (!hasFiles(form) && named !== undefined && named !== '') return named;
    const files: UploadFiles = {
      ...(form.bulk ? { bulk: form.bulk } : {}),
      reports: form.reports,
      hourly: form.hourly,
    };
    return this.deps.uploads.save(userId, files, this.deps.clock.now());
  }

  private async filesOf(userId: number, uploadId: string): Promise<UploadFiles> {
    const files = await this.deps.uploads.load(userId, uploadId, this.deps.clock.now());
    if (!files) throw new ValidationError({ upload_id: ['validation.upload.required'] });
    return files;
  }

  /** A generation from uploaded files (or a stored upload) as a job; answers like the call always did. */
  async generate(
    userId: number,
    flow: PlanCallFlow,
    form: UploadForm,
    language: Language,
  ): Promise<GeneratedPlanData> {
    const { id } = await this.submitGeneration(
      userId,
      flow,
      form,
      language,
      requestIdOf(form.fields['request_id']),
    );
    return (await this.deps.work.wait(userId, id, this.deps.queueWaitMs)) as GeneratedPlanData;
  }

  /**
   * Starts a generation as a job and answers its id at once (ADR 0028); the form names its `flow`. The job
   * checks the parameters and files and generates from ONE read of the upload: a failed check is the job's
   * error (field problems with their codes), and consumes nothing.
   */
  async startGeneration(userId: number, form: UploadForm, language: Language): Promise<WorkJobStarted> {
    const flow = form.fields['flow'];
    if (flow === undefined || !(PLAN_FLOWS as readonly string[]).includes(flow))
      throw new ValidationError({ flow: ['validation.flow.invalid'] });
    // The job's stages are reported under a progress id: the page's, or one chosen here.
    const requestId = requestIdOf(form.fields['request_id']) ?? randomToken(16);
    const { id } = await this.submitGeneration(userId, flow as PlanCallFlow, form, language, requestId);
    return { job_id: id, request_id: requestId };
  }

  private async submitGeneration(
    userId: number,
    flow: PlanCallFlow,
    form: UploadForm,
    language: Language,
    requestId: string | undefined,
  ): Promise<{ id: string }> {
    // Refused before anything is stored or queued; the job checks again in the debit.
    await this.deps.ledger.assertCanGenerate(this.deps.database.db, userId);
    const uploadId = await this.uploadOf(userId, form);
    const input: GenerateInput = {
      flow,
      uploadId,
      params: form.params,
      language,
      ...(requestId ? { requestId } : {}),
    };
    const id = await this.deps.work.submit(
      userId,
      'generate',
      { ...input },
      { ...(requestId ? { requestId } : {}) },
    );
    if (requestId) await this.markQueued(userId, requestId);
    return { id };
  }

  /**
   * The user's job as the page polls it: state, the stage a generation reported, the queue place, and a
   * failure as the error answer the call would have given (in `language`). 404 for another's job.
   */
  async status(userId: number, jobId: string, language: Language): Promise<WorkJobStatus> {
    const job = await this.deps.work.view(userId, jobId);
    if (!job) throw new AppError(HttpStatus.notFound, 'server.notFound');
    const status: WorkJobStatus = { job_id: job.id, kind: job.kind, state: job.state };
    const requestId =
      job.input['requestId'] ?? (job.input['payload'] as ShopPlanPayload | undefined)?.request_id;
    if (typeof requestId === 'string' && PLAN_REQUEST_ID_PATTERN.test(requestId)) {
      const progress = await this.deps.plans.progress(userId, requestId);
      if (progress.stage !== 'pending') status.stage = progress.stage;
    }
    // The job is marked done in the transaction that stores the plan; the progress row says so a moment
    // later. A poll in between must not read "done" with an older stage.
    if (job.state === 'done' && status.stage !== undefined) status.stage = 'done';
    if (job.place !== undefined) status.place = job.place;
    if (typeof job.input['planId'] === 'string') status.plan_id = job.input['planId'];
    if (job.error) status.error = appErrorAnswer(job.error, language).body;
    return status;
  }

  /** The result of the user's finished job of `kind`; its error when it failed; 400 while it runs. */
  private async resultOf(
    userId: number,
    jobId: string,
    kind: 'generate' | 'shop-generate',
  ): Promise<unknown> {
    const job = await this.deps.work.view(userId, jobId);
    if (!job || job.kind !== kind) throw new AppError(HttpStatus.notFound, 'server.notFound');
    if (job.error) throw job.error;
    if (job.state !== 'done') throw new AppError(HttpStatus.badRequest, 'plan.jobNotDone');
    return job.result;
  }

  /** The plan a generation job stored. */
  async generationResult(userId: number, jobId: string): Promise<GeneratedPlanData> {
    return (await this.resultOf(userId, jobId, 'generate')) as GeneratedPlanData;
  }

  /** The plan and change-set a linked-shop generation job stored. */
  async shopGenerationResult(
    userId: number,
    jobId: string,
    language: Language,
  ): Promise<ShopGeneratedPlanData> {
    const plan = (await this.resultOf(userId, jobId, 'shop-generate')) as GeneratedPlanData;
    return { plan, shop_plan: await this.deps.shopPlans.show(userId, plan.plan_id, language) };
  }

  private async markQueued(userId: number, requestId: string): Promise<void> {
    await this.repository.setProgress(
      this.deps.database.db,
      userId,
      requestId,
      'queued',
      toStoredTime(this.deps.clock.now()),
    );
  }

  private async runGenerate(
    input: GenerateInput,
    context: Parameters<Parameters<WorkJobs['handle']>[2]>[1],
  ): Promise<GeneratedPlanData> {
    const files = await this.filesOf(context.userId, input.uploadId);
    const { data, generated } = await this.deps.plans.generateFrom(context.userId, input.flow, {
      params: input.params,
      requestId: input.requestId,
      language: input.language,
      planId: context.jobId,
      finishIn: context.finishIn,
      inputs: (nowMs) =>
        Promise.resolve({
          parameters: input.params,
          ...(files.bulk ? { bulk: files.bulk } : {}),
          reports: files.reports,
          hourly: files.hourly,
          nowMs,
        }),
    });
    // The seller's numbers as these files show them: the console's account overview (issue 23).
    if (generated.overview)
      await this.deps.overviews.record({
        userId: context.userId,
        source: OVERVIEW_UPLOAD_SOURCE,
        overview: generated.overview,
      });
    return data;
  }

  /** The stage of the user's request, and its place in the queue while it waits. */
  async progress(userId: number, requestId: string): Promise<PlanProgressData> {
    const progress = await this.deps.plans.progress(userId, requestId);
    if (progress.stage !== 'queued') return progress;
    const place = await this.deps.work.place(userId, requestId);
    return place === undefined ? progress : { ...progress, place };
  }

  /** A parameter check that reads files, as a job; the answer names the stored upload for the generation. */
  async check(
    userId: number,
    kind: ParamCheckKind,
    form: UploadForm,
    language: Language,
  ): Promise<ParamCheckData> {
    const uploadId = await this.uploadOf(userId, form);
    const input: CheckInput = {
      checkKind: kind,
      flow: form.fields['flow'],
      uploadId,
      params: form.params,
      language,
    };
    const id = await this.deps.work.submit(userId, 'check', { ...input });
    return (await this.deps.work.wait(userId, id, this.deps.queueWaitMs)) as ParamCheckData;
  }

  private async runCheck(input: CheckInput, userId: number): Promise<ParamCheckData> {
    const files = await this.filesOf(userId, input.uploadId);
    const data = await this.deps.plans.check(
      input.checkKind,
      {
        params: input.params,
        fields: input.flow === undefined ? {} : { flow: input.flow },
        ...files,
      },
      input.language,
    );
    return { ...data, upload_id: input.uploadId };
  }

  /** A linked shop's plan (Amazon's reports pulled by the worker) as a job. */
  async shopGenerate(
    userId: number,
    path: ShopPlanPath,
    payload: ShopPlanPayload,
    language: Language,
  ): Promise<ShopGeneratedPlanData> {
    const id = await this.submitShopGeneration(userId, path, payload, language);
    const plan = (await this.deps.work.wait(userId, id, this.deps.queueWaitMs)) as GeneratedPlanData;
    return { plan, shop_plan: await this.deps.shopPlans.show(userId, plan.plan_id, language) };
  }

  /** Starts a linked shop's generation as a job and answers its id at once (ADR 0028). */
  async startShopGeneration(
    userId: number,
    path: ShopPlanPath,
    payload: ShopPlanPayload,
    language: Language,
  ): Promise<WorkJobStarted> {
    const requestId = requestIdOf(payload.request_id) ?? randomToken(16);
    const id = await this.submitShopGeneration(userId, path, { ...payload, request_id: requestId }, language);
    return { job_id: id, request_id: requestId };
  }

  private async submitShopGeneration(
    userId: number,
    path: ShopPlanPath,
    payload: ShopPlanPayload,
    language: Language,
  ): Promise<string> {
    const requestId = requestIdOf(payload.request_id);
    await this.deps.ledger.assertCanGenerate(this.deps.database.db, userId);
    const input: ShopGenerateInput = { path, payload, language };
    const id = await this.deps.work.submit(
      userId,
      'shop-generate',
      { ...input },
      { ...(requestId ? { requestId } : {}) },
    );
    if (requestId) await this.markQueued(userId, requestId);
    return id;
  }

  /** An apply or undo of the user's shop plan as a job: a crash mid-run resumes from its recorded items. */
  async shopRun(
    userId: number,
    kind: 'apply' | 'undo',
    planId: string,
    language: Language,
  ): Promise<ShopPlanData> {
    const id = await this.startShopRun(userId, kind, planId, language);
    return (await this.deps.work.wait(userId, id, this.deps.queueWaitMs)) as ShopPlanData;
  }

  /**
   * Starts an apply or undo as a job and answers its id at once (ADR 0028); the page polls the status and
   * reads the plan when it is done.
   */
  async startShopRun(
    userId: number,
    kind: 'apply' | 'undo',
    planId: string,
    language: Language,
  ): Promise<string> {
    // Another user's or an unknown plan answers 404 at once, before anything is queued.
    await this.deps.shopPlans.show(userId, planId, language);
    const input: ShopRunInput = { planId, language };
    return this.deps.work.submit(userId, kind, { ...input });
  }
}
