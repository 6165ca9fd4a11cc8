// The diagnostic use cases: run a diagnosis of the tool's campaigns in a seller's linked shop (pull, judge,
// store), read one back, list a shop's past ones, write the CSV, and read a diagnostic CSV uploaded back.
import {
  DIAGNOSIS_LIST_LIMIT,
  DIAGNOSIS_RETENTION_DAYS,
  DIAGNOSTIC_COUNTRIES,
  DIAGNOSTIC_CSV_COLUMNS,
  DIAGNOSTIC_TIME_ZONE,
  DIAGNOSTIC_UPLOAD_MAX_ROWS,
  diagnosticFileName,
  diagnosedCampaignSchema,
  findingSchema,
  parseDiagnosticFileName,
  type DiagnosedCampaign,
  type DiagnosisData,
  type DiagnosisListItem,
  type DiagnosisUploadData,
  type DiagnosticCountry,
  type DiagnosticFinding,
  type Language,
} from '@adplan/contracts';
import { z } from 'zod';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';
import { DAY_MS, toStoredTime, type Clock } from '../../lib/clock';
import { randomToken } from '../../lib/secure-random';
import type { LinkedShop, ShopAccess, ToolCampaigns } from '../../ports/shop-access';
import { diagnosticError, pullFailure } from './diagnostics-errors';
import { presentDiagnosis, presentFinding, presentListItem } from './diagnostics-presenter';
import { DiagnosticsRepository, type StoredDiagnosis } from './diagnostics-repository';
import { writeDiagnosticCsv, readDiagnosticCsv } from './diagnostic-csv';
import { pullDiagnosticData } from './diagnostic-pull';
import { calendarDay } from './report-window';
import { runDiagnosticRules } from './rules/run-rules';

export interface DiagnosticsServiceDeps {
  database: AppDatabase;
  clock: Clock;
  shops: ShopAccess;
  toolCampaigns: ToolCampaigns;
  /** Time limit of one report (create, poll, download). */
  reportTimeoutMs: number;
  logError: (error: unknown, message: string) => void;
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

  /** Runs a diagnosis of the tool's campaigns (all, or those named) in the user's shop and stores it. */
  async diagnose(userId: number, shopId: string, campaignIds: string[] | undefined): Promise<DiagnosisData> {
    const shop = await this.ownShop(userId, shopId);
    const now = this.deps.clock.now();
    if (!isDiagnosticCountry(shop.marketplace)) throw diagnosticError(20011);
    this.deps.shops.assertUsable(shop, new Date(now));
    const tools = await this.toolCampaignsOf(shop, campaignIds);
    const today = calendarDay(new Date(now), DIAGNOSTIC_TIME_ZONE);
    let findings: DiagnosticFinding[];
    let campaigns: DiagnosedCampaign[];
    let window: { start: string; end: string };
    try {
      const data = await pullDiagnosticData(this.deps.shops.adsApi(shop), tools, today, {
        reportTimeoutMs: this.deps.reportTimeoutMs,
      });
      // Campaigns the tool recorded but the account no longer lists cannot be diagnosed.
      if (data.campaigns.length === 0) throw diagnosticError(20014);
      findings = runDiagnosticRules(data, shop.currencyCode).map(presentFinding);
      campaigns = data.campaigns.map((campaign) => ({
        campaign_id: campaign.campaignId,
        campaign_name: campaign.name,
        ad_product: campaign.adProduct,
      }));
      window = { start: data.windowStart, end: data.windowEnd };
    } catch (error) {
      const refusal = pullFailure(error);
      if (refusal.code === 50020) this.deps.logError(error, 'diagnosis pull failed');
      throw refusal;
    }
    const row: StoredDiagnosis = {
      id: randomToken(16),
      user_id: userId,
      shop_id: shop.shopId,
      shop_name: shop.shopName,
      marketplace: shop.marketplace,
      currency: shop.currencyCode,
      window_start: window.start,
      window_end: window.end,
      campaign_count: campaigns.length,
      finding_count: findings.length,
      high_count: findings.filter((finding) => finding.severity === 'high').length,
      findings_json: JSON.stringify(findings),
      campaigns_json: JSON.stringify(campaigns),
      file_name: diagnosticFileName(shop.shopName, shop.marketplace, today),
      created_at: toStoredTime(now),
      expires_at: toStoredTime(now + DIAGNOSIS_RETENTION_DAYS * DAY_MS),
    };
    try {
      await this.repository.insert(row);
    } catch (error) {
      this.deps.logError(error, 'diagnosis store failed');
      throw diagnosticError(50021);
    }
    return presentDiagnosis(row, campaigns, findings);
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

  /** One of the user's diagnoses. */
  async detail(userId: number, diagnosisId: string): Promise<DiagnosisData> {
    const { row, findings, campaigns } = await this.stored(userId, diagnosisId);
    return presentDiagnosis(row, campaigns, findings);
  }

  /** The CSV of one of the user's diagnoses, in `language`. */
  async csv(
    userId: number,
    diagnosisId: string,
    language: Language,
  ): Promise<{ fileName: string; content: string }> {
    const { row, findings } = await this.stored(userId, diagnosisId);
    return { fileName: row.file_name, content: writeDiagnosticCsv(findings, language, row.currency) };
  }

  /** The user's past diagnoses of one of their shops, newest first. */
  async list(userId: number, shopId: string): Promise<DiagnosisListItem[]> {
    const shop = await this.ownShop(userId, shopId);
    try {
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
