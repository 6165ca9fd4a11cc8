// The diagnostic use cases: start a diagnosis of the tool's campaigns in a seller's linked shop (stored
// `running`, then its job pulls, judges and stores it: ADR 0015), read one back, list a shop's past ones,
// write the CSV, and read a diagnostic CSV uploaded back.
import {
  DIAGNOSIS_LIST_LIMIT,
  DIAGNOSIS_RUN_LIMIT_MS,
  DIAGNOSIS_RETENTION_DAYS,
  DIAGNOSTIC_COUNTRIES,
  DIAGNOSTIC_CSV_COLUMNS,
  DIAGNOSTIC_UPLOAD_MAX_ROWS,
  diagnosticFileName,
  marketplaceLocalDate,
  overviewShopSource,
  diagnosedCampaignSchema,
  findingSchema,
  parseDiagnosticFileName,
  type DiagnosedCampaign,
  type DiagnosisData,
  type DiagnosisCampaign,
  type DiagnosisListItem,
  type DiagnosisUploadData,
  type DiagnosticCountry,
  type DiagnosticFinding,
  type Language,
} from '@adplan/contracts';
import { z } from 'zod';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';
import { DAY_MS, fromStoredTime, toStoredTime, type Clock } from '../../lib/clock';
import type { JobQueue } from '../../jobs/job-queue';
import { randomToken } from '../../lib/secure-random';
import type { AccountOverviews, OverviewSnapshot } from '../../ports/account-overviews';
import { profileAccountReader } from '../../amazon/account-reader/profile-account-reader';
import type { LinkedShop, ShopAccess, ToolCampaigns } from '../../ports/shop-access';
import { overviewOfDiagnosis } from './diagnostic-overview';
import { diagnosticError, failureReason, pullFailure } from './diagnostics-errors';
import { presentDiagnosis, presentFinding, presentListItem } from './diagnostics-presenter';
import { DiagnosticsRepository, type DiagnosisOutcome, type StoredDiagnosis } from './diagnostics-repository';
import { writeDiagnosticCsv, readDiagnosticCsv } from './diagnostic-csv';
import { pullDiagnosticData } from './diagnostic-pull';
import { diagnosticWindow } from './report-window';
import { runDiagnosticRules } from './rules/run-rules';

export interface DiagnosticsServiceDeps {
  database: AppDatabase;
  clock: Clock;
  shops: ShopAccess;
  toolCampaigns: ToolCampaigns;
  /** Where a started diagnosis' job is queued. */
  jobs: Pick<JobQueue, 'send'>;
  /** Time limit of one report (create, poll, download). */
  reportTimeoutMs: number;
  /** Where the shop's account overview from the pulled reports is kept (issue 23). */
  overviews: AccountOverviews;
  logError: (error: unknown, message: string) => void;
}

/** Name of the job that pulls, judges and stores one diagnosis. */
export const DIAGNOSIS_RUN_JOB = 'diagnosis-run';

/** The payload of a diagnosis job: the diagnosis and the campaigns named at the start (all when absent). */
export interface DiagnosisJobPayload {
  diagnosisId: string;
  campaignIds?: string[];
}

const storedFindingsSchema = z.array(findingSchema);
const storedCampaignsSchema = z.array(diagnosedCampaignSchema);
const notFound = () => new AppError(HttpStatus.notFound, 'server.notFound');

function isDiagnosticCountry(marketplace: string): marketplace is DiagnosticCountry {
  return (DIAGNOSTIC_COUNTRIES as readonly string[]).includes(marketplace);
}

/** Diagnostics of linked shops. */
export class DiagnosticsService {
  private readonly repository: DiagnosticsRepository;

  constructor(private readonly deps: DiagnosticsServiceDeps) {
    this.repository = new DiagnosticsRepository(deps.database.db);
  }

  private async ownShop(userId: number, shopId: string): Promise<LinkedShop> {
    const shop = await this.deps.shops.findShop(userId, shopId);
    if (!shop) throw notFound();
    return shop;
  }

  /** Marks failed every diagnosis left running past the run limit (its job was lost); answers how many. */
  async failStranded(): Promise<number> {
    const now = this.deps.clock.now();
    return this.repository.failStranded(toStoredTime(now - DIAGNOSIS_RUN_LIMIT_MS), toStoredTime(now));
  }

  /**
   * Starts a diagnosis of the tool's campaigns (all, or those named) in the user's shop: checks it as a run
   * would (404, 20011, the shop's state, 20014), stores it `running` and queues its job; answers at once. A
   * diagnosis of the shop already running is answered instead of a second pull.
   */
  async start(
    userId: number,
    shopId: string,
    campaignIds: string[] | undefined,
    language: Language,
  ): Promise<DiagnosisData> {
    const shop = await this.ownShop(userId, shopId);
    const now = this.deps.clock.now();
    if (!isDiagnosticCountry(shop.marketplace)) throw diagnosticError(20011);
    this.deps.shops.assertUsable(shop, new Date(now));
    await this.toolCampaignsOf(shop, campaignIds);
    const today = marketplaceLocalDate(shop.marketplace, now);
    const window = diagnosticWindow(today);
    const row: StoredDiagnosis = {
      id: randomToken(16),
      user_id: userId,
      shop_id: shop.shopId,
      shop_name: shop.shopName,
      marketplace: shop.marketplace,
      currency: shop.currencyCode,
      window_start: window.start,
      window_end: window.end,
      campaign_count: 0,
      finding_count: 0,
      high_count: 0,
      findings_json: '[]',
      campaigns_json: '[]',
      file_name: diagnosticFileName(shop.shopName, shop.marketplace, today),
      created_at: toStoredTime(now),
      expires_at: toStoredTime(now + DIAGNOSIS_RETENTION_DAYS * DAY_MS),
      state: 'running',
      error_code: null,
      error_reason: null,
      finished_at: null,
    };
    try {
      await this.failStranded();
      const running = await this.repository.findRunning(userId, shop.shopId);
      if (running) return presentDiagnosis(running, [], [], language);
      // Two starts at once: the partial unique index lets one insert, the other answers that one.
      if (!(await this.repository.insertRunning(row))) {
        const other = await this.repository.findRunning(userId, shop.shopId);
        if (other) return presentDiagnosis(other, [], [], language);
        throw new Error('diagnosis neither inserted nor running');
      }
    } catch (error) {
      this.deps.logError(error, 'diagnosis store failed');
      throw diagnosticError(50021);
    }
    const payload: DiagnosisJobPayload = { diagnosisId: row.id, ...(campaignIds ? { campaignIds } : {}) };
    try {
      await this.deps.jobs.send(DIAGNOSIS_RUN_JOB, payload, { singletonKey: `diagnosis:${row.id}` });
    } catch (error) {
      this.deps.logError(error, 'diagnosis job could not be queued');
      await this.repository.fail(row.id, 50020, null, toStoredTime(this.deps.clock.now())).catch(() => false);
      throw diagnosticError(50020);
    }
    return presentDiagnosis(row, [], [], language);
  }

  /**
   * The job of one diagnosis: pulls the reports, judges them and stores the findings (`done`), or stores the
   * failure's product code and reason (`failed`). Does nothing for a diagnosis no longer running, so a job
   * run twice never pulls twice after an answer; throws only when even the failure cannot be stored.
   */
  async run(payload: DiagnosisJobPayload): Promise<'done' | 'failed' | 'skipped'> {
    const row = await this.repository.findById(payload.diagnosisId);
    if (!row || row.state !== 'running') return 'skipped';
    const startedAt = fromStoredTime(row.created_at);
    if (this.deps.clock.now() - startedAt >= DIAGNOSIS_RUN_LIMIT_MS) {
      await this.repository.fail(row.id, 50020, 'stranded', toStoredTime(this.deps.clock.now()));
      return 'failed';
    }
    let outcome: DiagnosisOutcome;
    let shopOverview: OverviewSnapshot | undefined;
    try {
      ({ outcome, shopOverview } = await this.pullAndJudge(row, payload.campaignIds));
    } catch (error) {
      const refusal = pullFailure(error);
      if (refusal.code === 50020) this.deps.logError(error, 'diagnosis pull failed');
      await this.repository.fail(
        row.id,
        refusal.code,
        failureReason(error),
        toStoredTime(this.deps.clock.now()),
      );
      return 'failed';
    }
    try {
      await this.repository.complete(row.id, outcome, toStoredTime(this.deps.clock.now()));
      // The same reports are the shop's account overview: nothing is pulled again for it.
      if (shopOverview) await this.deps.overviews.record(shopOverview);
      return 'done';
    } catch (error) {
      this.deps.logError(error, 'diagnosis store failed');
      await this.repository.fail(row.id, 50021, null, toStoredTime(this.deps.clock.now()));
      return 'failed';
    }
  }

  /** Pulls and judges a running diagnosis' shop as of the day it was started. */
  private async pullAndJudge(
    row: StoredDiagnosis,
    campaignIds: string[] | undefined,
  ): Promise<{ outcome: DiagnosisOutcome; shopOverview?: OverviewSnapshot }> {
    const shop = await this.deps.shops.findShop(row.user_id, row.shop_id);
    // The shop was unlinked after the start.
    if (!shop || !isDiagnosticCountry(shop.marketplace)) throw diagnosticError(20011);
    this.deps.shops.assertUsable(shop, new Date(this.deps.clock.now()));
    const tools = await this.toolCampaignsOf(shop, campaignIds);
    const today = marketplaceLocalDate(shop.marketplace, fromStoredTime(row.created_at));
    const data = await pullDiagnosticData(profileAccountReader(this.deps.shops.adsApi(shop)), tools, today, {
      reportTimeoutMs: this.deps.reportTimeoutMs,
    });
    // Campaigns the tool recorded but the account no longer lists cannot be diagnosed.
    if (data.campaigns.length === 0) throw diagnosticError(20014);
    const findings = runDiagnosticRules(data, row.currency, shop.marketplace).map(presentFinding);
    const campaigns: DiagnosedCampaign[] = data.campaigns.map((campaign) => ({
      campaign_id: campaign.campaignId,
      campaign_name: campaign.name,
      ad_product: campaign.adProduct,
    }));
    const outcome: DiagnosisOutcome = {
      window_start: data.windowStart,
      window_end: data.windowEnd,
      campaign_count: campaigns.length,
      finding_count: findings.length,
      high_count: findings.filter((finding) => finding.severity === 'high').length,
      findings_json: JSON.stringify(findings),
      campaigns_json: JSON.stringify(campaigns),
    };
    // A diagnosis of some of the campaigns is not the shop's overview: only a whole-shop pull replaces it.
    if (campaignIds && campaignIds.length > 0) return { outcome };
    const shopOverview: OverviewSnapshot = {
      userId: row.user_id,
      source: overviewShopSource(shop.shopId),
      shopName: shop.shopName,
      overview: overviewOfDiagnosis(data, shop.marketplace),
    };
    return { outcome, shopOverview };
  }

  private async toolCampaignsOf(shop: LinkedShop, campaignIds: string[] | undefined) {
    const tools = await this.deps.toolCampaigns.forShop(shop.shopId);
    if (tools.length === 0) throw diagnosticError(20014);
    if (!campaignIds || campaignIds.length === 0) return tools;
    const wanted = new Set(campaignIds);
    const chosen = tools.filter((tool) => wanted.has(tool.campaignId));
    if (chosen.length !== wanted.size) throw diagnosticError(20014);
    return chosen;
  }

  private async stored(userId: number, diagnosisId: string) {
    let row: StoredDiagnosis | undefined;
    let findings: DiagnosticFinding[];
    let campaigns: DiagnosedCampaign[];
    try {
      await this.failStranded();
      row = await this.repository.find(userId, diagnosisId, toStoredTime(this.deps.clock.now()));
      findings = row ? storedFindingsSchema.parse(JSON.parse(row.findings_json)) : [];
      campaigns = row ? storedCampaignsSchema.parse(JSON.parse(row.campaigns_json)) : [];
    } catch (error) {
      this.deps.logError(error, 'diagnosis read failed');
      throw diagnosticError(50022);
    }
    if (!row) throw notFound();
    return { row, findings, campaigns };
  }

  /** One of the user's diagnoses, in its state; `language` words a failure's message. */
  async detail(userId: number, diagnosisId: string, language: Language): Promise<DiagnosisData> {
    const { row, findings, campaigns } = await this.stored(userId, diagnosisId);
    return presentDiagnosis(row, campaigns, findings, language);
  }

  /** The CSV of one of the user's diagnoses, in `language`. */
  async csv(
    userId: number,
    diagnosisId: string,
    language: Language,
  ): Promise<{ fileName: string; content: string }> {
    const { row, findings } = await this.stored(userId, diagnosisId);
    // Only a finished diagnosis has a file; a running or failed one is not there yet.
    if (row.state !== 'done') throw notFound();
    return { fileName: row.file_name, content: writeDiagnosticCsv(findings, language, row.currency) };
  }

  /** The user's past diagnoses of one of their shops, newest first. */
  /** The campaigns a diagnosis of the seller's shop may cover: the tool's, newest first (none is no error). */
  async campaigns(userId: number, shopId: string): Promise<DiagnosisCampaign[]> {
    const shop = await this.ownShop(userId, shopId);
    const tools = await this.deps.toolCampaigns.forShop(shop.shopId);
    return tools.map((tool) => ({
      campaign_id: tool.campaignId,
      campaign_name: tool.campaignName,
      ad_product: tool.adProduct === 'SPONSORED_BRANDS' ? 'SB' : 'SP',
      origin: tool.origin,
    }));
  }

  async list(userId: number, shopId: string): Promise<DiagnosisListItem[]> {
    const shop = await this.ownShop(userId, shopId);
    try {
      await this.failStranded();
      const rows = await this.repository.listForShop(
        userId,
        shop.shopId,
        toStoredTime(this.deps.clock.now()),
        DIAGNOSIS_LIST_LIMIT,
      );
      return rows.map(presentListItem);
    } catch (error) {
      this.deps.logError(error, 'diagnosis list failed');
      throw diagnosticError(20013);
    }
  }

  /** Reads a diagnostic CSV uploaded back: its name must fit spec §3 and its columns ours (20012 otherwise). */
  upload(fileName: string, content: string): DiagnosisUploadData {
    const name = parseDiagnosticFileName(fileName);
    const csv = readDiagnosticCsv(content);
    if (!name || !csv) throw diagnosticError(20012);
    return {
      file_name: fileName,
      country: name.country,
      date: name.date,
      language: csv.language,
      columns: [...DIAGNOSTIC_CSV_COLUMNS],
      rows: csv.rows.slice(0, DIAGNOSTIC_UPLOAD_MAX_ROWS),
      total_rows: csv.rows.length,
    };
  }
}

/** The diagnoses' retention: deletes those past their 30 days. */
export function diagnosisRetention(database: AppDatabase) {
  const repository = new DiagnosticsRepository(database.db);
  return (now: number) => repository.deleteExpired(toStoredTime(now));
}

/** The sweep of stranded diagnoses: those still running past the run limit become failed (50020). */
export function strandedDiagnosisSweep(database: AppDatabase) {
  const repository = new DiagnosticsRepository(database.db);
  return (now: number) =>
    repository.failStranded(toStoredTime(now - DIAGNOSIS_RUN_LIMIT_MS), toStoredTime(now));
}
