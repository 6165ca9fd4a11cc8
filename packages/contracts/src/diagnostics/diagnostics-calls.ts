// The ad diagnostic calls of issue 14: run a diagnosis of the tool's campaigns in a linked shop, read a
// stored one, list a shop's past diagnoses, download the CSV and read a diagnostic CSV uploaded back.
// Reasons and actions come in both languages so the page follows a language switch without a new call.
import { z } from 'zod';
import {
  DIAGNOSIS_FAILURE_REASONS,
  DIAGNOSIS_MAX_CAMPAIGNS,
  DIAGNOSIS_STATES,
  DIAGNOSTIC_COUNTRIES,
  DIAGNOSTIC_UPLOAD_MAX_CHARS,
  FINDING_FIGURES,
  FINDING_KINDS,
  FINDING_SEVERITIES,
} from './diagnostics-constants';
import { DIAGNOSTIC_CSV_COLUMNS } from './diagnostics-messages';

const shopIdSchema = z.string().trim().min(1, 'validation.required').max(64);
const diagnosisIdSchema = z.string().trim().min(1, 'validation.required').max(64);

/**
 * POST /ad_diagnose: the shop and, optionally, some of the tool's campaigns in it (all by default). Answers at
 * once with the diagnosis `running` (or the shop's diagnosis already running); a job pulls the reports.
 */
export const adDiagnosePayloadSchema = z.object({
  shop_id: shopIdSchema,
  campaign_ids: z.array(z.string().trim().min(1).max(64)).max(DIAGNOSIS_MAX_CAMPAIGNS).optional(),
});

/** A sentence in both console languages. */
const localizedTextSchema = z.object({ zh: z.string(), en: z.string() });

/** One named number of a finding (money in the shop's currency, ratios 0-1). */
export const findingFigureSchema = z.object({ name: z.enum(FINDING_FIGURES), value: z.number() });

/** One thing a seller should look at, with its figures, its reason and a suggested action. */
export const findingSchema = z.object({
  rule_id: z.string(),
  kind: z.enum(FINDING_KINDS),
  severity: z.enum(FINDING_SEVERITIES),
  ad_product: z.enum(['SP', 'SB']),
  campaign_id: z.string(),
  campaign_name: z.string(),
  ad_group_id: z.string().nullable(),
  target: z.string().nullable(),
  /** The target in words when it is not the seller's own text (a placement); absent in older findings. */
  target_words: localizedTextSchema.optional(),
  search_term: z.string().nullable(),
  figures: z.array(findingFigureSchema),
  reason: localizedTextSchema,
  action: localizedTextSchema,
});
export type DiagnosticFinding = z.infer<typeof findingSchema>;

/** Counts of a diagnosis by severity and by kind. */
export const diagnosisSummarySchema = z.object({
  campaigns: z.number().int(),
  findings: z.number().int(),
  by_severity: z.array(z.object({ severity: z.enum(FINDING_SEVERITIES), count: z.number().int() })),
  by_kind: z.array(z.object({ kind: z.enum(FINDING_KINDS), count: z.number().int() })),
});

/** A campaign a diagnosis covered. */
export const diagnosedCampaignSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  ad_product: z.enum(['SP', 'SB']),
});
export type DiagnosedCampaign = z.infer<typeof diagnosedCampaignSchema>;

/**
 * Why a diagnosis failed: the product code (spec §8), the reason where the code alone does not say it, and
 * the code's sentence in the caller's language (the web words it from `code` and `reason` itself).
 */
export const diagnosisErrorSchema = z.object({
  code: z.number().int(),
  reason: z.enum(DIAGNOSIS_FAILURE_REASONS).nullable(),
  message: z.string(),
});
export type DiagnosisError = z.infer<typeof diagnosisErrorSchema>;

/**
 * A stored diagnosis as the page shows it. While `running` the counts, campaigns and findings are empty;
 * when `failed`, `error` says why.
 */
export const diagnosisSchema = z.object({
  diagnosis_id: z.string(),
  state: z.enum(DIAGNOSIS_STATES),
  shop_id: z.string(),
  shop_name: z.string(),
  marketplace: z.enum(DIAGNOSTIC_COUNTRIES),
  currency: z.string(),
  /** When the diagnosis was started. */
  created_at: z.string(),
  /** When it became `done` or `failed` (null while running). */
  finished_at: z.string().nullable(),
  error: diagnosisErrorSchema.nullable(),
  /** The report dates read (marketplace calendar days, the last 3 days left out). */
  window_start: z.string(),
  window_end: z.string(),
  summary: diagnosisSummarySchema,
  /** The campaigns diagnosed (the tool's campaigns the account still lists). */
  campaigns: z.array(diagnosedCampaignSchema),
  findings: z.array(findingSchema),
  file_name: z.string(),
  download_url: z.string(),
});
export type DiagnosisData = z.infer<typeof diagnosisSchema>;

/** GET /ad_diagnosis?diagnosis_id= */
export const diagnosisDetailPayloadSchema = z.object({ diagnosis_id: diagnosisIdSchema });

/** GET /diagnosis_campaigns?shop_id=: the campaigns a diagnosis may cover (the tool's, by name), for the picker. */
export const diagnosisCampaignsPayloadSchema = z.object({ shop_id: shopIdSchema });

/** One campaign the tool made or optimised in the shop. */
export const diagnosisCampaignSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  ad_product: z.enum(['SP', 'SB']),
  origin: z.enum(['created', 'optimised']),
});
export type DiagnosisCampaign = z.infer<typeof diagnosisCampaignSchema>;
export const diagnosisCampaignsSchema = z.object({ campaigns: z.array(diagnosisCampaignSchema) });

/** GET /ad_diagnosis_list?shop_id= */
export const diagnosisListPayloadSchema = z.object({ shop_id: shopIdSchema });

/** One past diagnosis of a shop. */
export const diagnosisListItemSchema = z.object({
  diagnosis_id: z.string(),
  state: z.enum(DIAGNOSIS_STATES),
  /** The product code of a failed diagnosis (null otherwise). */
  error_code: z.number().int().nullable(),
  created_at: z.string(),
  window_start: z.string(),
  window_end: z.string(),
  campaigns: z.number().int(),
  findings: z.number().int(),
  high: z.number().int(),
  file_name: z.string(),
  download_url: z.string(),
});
export type DiagnosisListItem = z.infer<typeof diagnosisListItemSchema>;
export const diagnosisListSchema = z.object({ diagnoses: z.array(diagnosisListItemSchema) });

/** POST /ad_diagnose_upload: a diagnostic CSV read in the browser (its name and its text). */
export const diagnosisUploadPayloadSchema = z.object({
  file_name: z.string().trim().min(1, 'validation.required').max(255),
  content: z.string().min(1, 'validation.required').max(DIAGNOSTIC_UPLOAD_MAX_CHARS),
});

/** The uploaded file as read back: its name's parts, its header language and its rows by column. */
export const diagnosisUploadSchema = z.object({
  file_name: z.string(),
  country: z.enum(DIAGNOSTIC_COUNTRIES),
  date: z.string(),
  language: z.enum(['zh', 'en']),
  columns: z.array(z.enum(DIAGNOSTIC_CSV_COLUMNS)),
  rows: z.array(z.array(z.string())),
  total_rows: z.number().int(),
});
export type DiagnosisUploadData = z.infer<typeof diagnosisUploadSchema>;

/** The owner-only CSV download of a diagnosis (under the API prefix). */
export const DIAGNOSIS_FILE_PATH = '/ad_diagnosis_file/:diagnosis_id';

/** The download path of a diagnosis' CSV. */
export function diagnosisFilePath(diagnosisId: string): string {
  return DIAGNOSIS_FILE_PATH.replace(':diagnosis_id', encodeURIComponent(diagnosisId));
}
