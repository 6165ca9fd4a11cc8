// Turns findings and stored diagnoses into the answers of the diagnostic calls.
import {
  API_PREFIX,
  FINDING_KINDS,
  FINDING_SEVERITIES,
  DIAGNOSIS_FAILURE_REASONS,
  DIAGNOSIS_STATES,
  diagnosisFilePath,
  errorMessage,
  type DiagnosedCampaign,
  type DiagnosisError,
  type DiagnosisFailureReason,
  type DiagnosisState,
  type DiagnosisData,
  type DiagnosisListItem,
  type DiagnosticCountry,
  type DiagnosticFinding,
  type Language,
} from '@adplan/contracts';
import type { Finding } from './diagnostic-data';
import type { DiagnosisListRow, StoredDiagnosis } from './diagnostics-repository';

/** A stored state as the contract names it (an unknown one reads as failed rather than breaking the answer). */
function stateOf(row: Pick<StoredDiagnosis, 'state'>): DiagnosisState {
  return (DIAGNOSIS_STATES as readonly string[]).includes(row.state)
    ? (row.state as DiagnosisState)
    : 'failed';
}

/** Why a failed diagnosis failed, its code's sentence in `language`; null unless failed. */
function errorOf(
  row: Pick<StoredDiagnosis, 'state' | 'error_code' | 'error_reason'>,
  language: Language,
): DiagnosisError | null {
  if (stateOf(row) !== 'failed') return null;
  const code = row.error_code ?? 50020;
  const reason = (DIAGNOSIS_FAILURE_REASONS as readonly string[]).includes(row.error_reason ?? '')
    ? (row.error_reason as DiagnosisFailureReason)
    : null;
  return { code, reason, message: errorMessage(code, language) };
}

/** A finding in the answer's shape (stored as such, so old diagnoses read back unchanged). */
export function presentFinding(finding: Finding): DiagnosticFinding {
  return {
    rule_id: finding.ruleId,
    kind: finding.kind,
    severity: finding.severity,
    ad_product: finding.adProduct,
    campaign_id: finding.campaignId,
    campaign_name: finding.campaignName,
    ad_group_id: finding.adGroupId,
    target: finding.target,
    ...(finding.targetWords ? { target_words: finding.targetWords } : {}),
    search_term: finding.searchTerm,
    figures: finding.figures,
    reason: finding.reason,
    action: finding.action,
  };
}

/** The download URL of a diagnosis' CSV (under the API prefix the web calls). */
export function downloadUrl(diagnosisId: string): string {
  return `${API_PREFIX}${diagnosisFilePath(diagnosisId)}`;
}

/** Counts by severity and by kind (zero counts left out of `by_kind`). */
export function summarise(findings: DiagnosticFinding[], campaigns: number): DiagnosisData['summary'] {
  return {
    campaigns,
    findings: findings.length,
    by_severity: FINDING_SEVERITIES.map((severity) => ({
      severity,
      count: findings.filter((finding) => finding.severity === severity).length,
    })),
    by_kind: FINDING_KINDS.map((kind) => ({
      kind,
      count: findings.filter((finding) => finding.kind === kind).length,
    })).filter((entry) => entry.count > 0),
  };
}

/** A stored diagnosis as the page shows it, a failure's sentence in `language`. */
export function presentDiagnosis(
  row: StoredDiagnosis,
  campaigns: DiagnosedCampaign[],
  findings: DiagnosticFinding[],
  language: Language,
): DiagnosisData {
  return {
    diagnosis_id: row.id,
    state: stateOf(row),
    finished_at: row.finished_at,
    error: errorOf(row, language),
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    marketplace: row.marketplace as DiagnosticCountry,
    currency: row.currency,
    created_at: row.created_at,
    window_start: row.window_start,
    window_end: row.window_end,
    summary: summarise(findings, row.campaign_count),
    campaigns,
    findings,
    file_name: row.file_name,
    download_url: downloadUrl(row.id),
  };
}

/** One line of a shop's past diagnoses. */
export function presentListItem(row: DiagnosisListRow): DiagnosisListItem {
  const state = stateOf(row);
  return {
    diagnosis_id: row.id,
    state,
    error_code: state === 'failed' ? (row.error_code ?? 50020) : null,
    created_at: row.created_at,
    window_start: row.window_start,
    window_end: row.window_end,
    campaigns: row.campaign_count,
    findings: row.finding_count,
    high: row.high_count,
    file_name: row.file_name,
    download_url: downloadUrl(row.id),
  };
}
