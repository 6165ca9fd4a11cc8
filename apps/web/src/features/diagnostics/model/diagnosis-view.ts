// The diagnosis page's view model: findings grouped by severity then kind, figures formatted by what they
// measure, the CSV link in the console's language, the polling of a running diagnosis, and the
// checks an uploaded diagnostic file passes before it is sent. Pure, so it is tested without a browser.
import {
  DIAGNOSIS_POLL_MS,
  DIAGNOSTIC_UPLOAD_MAX_CHARS,
  FINDING_KINDS,
  FINDING_SEVERITIES,
  MONEY_FIGURES,
  RATIO_FIGURES,
  parseDiagnosticFileName,
  type DiagnosisCampaign,
  type DiagnosisData,
  type DiagnosticFinding,
  type FindingFigure,
  type FindingKind,
  type FindingSeverity,
  type Language,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { formatCurrencyAmount } from '../../../shared/format/display-format';

/** Findings of one kind within a severity. */
export interface KindGroup {
  kind: FindingKind;
  findings: DiagnosticFinding[];
}

/** Findings of one severity, by kind. */
export interface SeverityGroup {
  severity: FindingSeverity;
  count: number;
  kinds: KindGroup[];
}

/** The findings grouped by severity (high first) and kind (the rules' order); empty groups left out. */
export function groupFindings(findings: DiagnosticFinding[]): SeverityGroup[] {
  return FINDING_SEVERITIES.flatMap((severity) => {
    const ofSeverity = findings.filter((finding) => finding.severity === severity);
    if (ofSeverity.length === 0) return [];
    const kinds = FINDING_KINDS.flatMap((kind) => {
      const ofKind = ofSeverity.filter((finding) => finding.kind === kind);
      return ofKind.length > 0 ? [{ kind, findings: ofKind }] : [];
    });
    return [{ severity, count: ofSeverity.length, kinds }];
  });
}

/** Placement adjustments are whole percents already; ratios are 0-1. */
const PERCENT_POINT_FIGURES: readonly FindingFigure[] = ['placement_percent', 'suggested_percent'];

/**
 * The severity groups open at first: those that ask for action. "Info" ("too early to judge") starts folded
 * next to them, but opens when it is all there is, so a diagnosis of fresh campaigns never shows a closed fold.
 */
export function openGroupKeys(groups: SeverityGroup[]): string[] {
  const actionable = groups.filter((group) => group.severity !== 'info');
  return (actionable.length > 0 ? actionable : groups).map((group) => group.severity);
}

/**
 * A figure as the page shows it: money with the marketplace's sign (`$`, `C$`, never the locale's `US$`),
 * ratios and adjustments as percents.
 */
export function formatFigure(name: FindingFigure, value: number, currency: string, locale: string): string {
  if (MONEY_FIGURES.includes(name)) return formatCurrencyAmount(currency, value);
  if (RATIO_FIGURES.includes(name)) {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  }
  if (PERCENT_POINT_FIGURES.includes(name)) return `${value}%`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** The sentence of a finding in the console's language. */
export function localized(text: { zh: string; en: string }, language: Language): string {
  return text[language];
}

/** The CSV download link with the console's language (the server would otherwise follow the browser's). */
export function csvHref(downloadUrl: string, language: Language): string {
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Whether a failed diagnosis means "this shop has no campaign the tool made" (spec §8: 20014). */
export function isNoToolCampaigns(error: unknown): boolean {
  return error instanceof ApiError && error.code === 20014;
}

/** How often to ask again for a diagnosis: while it runs, every few seconds; never once it is done or failed. */
export function diagnosisPollInterval(diagnosis: Pick<DiagnosisData, 'state'> | undefined): number | false {
  return diagnosis?.state === 'running' ? DIAGNOSIS_POLL_MS : false;
}

/** Time since a diagnosis started as `m:ss` (never negative, even with a clock a little behind the server's). */
export function elapsedClock(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Why a chosen file cannot be a diagnostic CSV, before it is read (`undefined` when it may be). */
export function uploadProblem(file: { name: string; size: number }): 'badName' | 'tooLarge' | undefined {
  if (!parseDiagnosticFileName(file.name)) return 'badName';
  // Characters are at most 4 bytes in UTF-8; anything this large cannot fit the server's limit.
  if (file.size > DIAGNOSTIC_UPLOAD_MAX_CHARS * 4) return 'tooLarge';
  return undefined;
}

/** The picker's options: the shop's tool campaigns by name and ad product (ids stay out of sight). */
export function campaignOptions(
  campaigns: readonly DiagnosisCampaign[] | undefined,
): Array<{ value: string; label: string }> {
  return (campaigns ?? []).map((campaign) => ({
    value: campaign.campaign_id,
    label: `${campaign.campaign_name} · ${campaign.ad_product}`,
  }));
}
