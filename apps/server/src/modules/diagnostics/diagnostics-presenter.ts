// Turns findings and stored diagnoses into the answers of the diagnostic calls.
import {
  API_PREFIX,
  FINDING_KINDS,
  FINDING_SEVERITIES,
  diagnosisFilePath,
  type DiagnosedCampaign,
  type DiagnosisData,
  type DiagnosisListItem,
  type DiagnosticCountry,
  type DiagnosticFinding,
} from '@adplan/contracts';
import type { Finding } from './diagnostic-data';
import type { StoredDiagnosis } from './diagnostics-repository';

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

/** A stored diagnosis as the page shows it. */
export function presentDiagnosis(
  row: StoredDiagnosis,
  campaigns: DiagnosedCampaign[],
  findings: DiagnosticFinding[],
): DiagnosisData {
  return {
    diagnosis_id: row.id,
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
export function presentListItem(
  row: Omit<StoredDiagnosis, 'findings_json' | 'campaigns_json'>,
): DiagnosisListItem {
  return {
    diagnosis_id: row.id,
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
