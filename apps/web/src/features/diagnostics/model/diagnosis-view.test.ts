import { describe, expect, it } from 'vitest';
import { DIAGNOSIS_POLL_MS, type DiagnosticFinding } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import {
  openGroupKeys,
  type SeverityGroup,
  campaignOptions,
  csvHref,
  formatFigure,
  groupFindings,
  isNoToolCampaigns,
  diagnosisPollInterval,
  elapsedClock,
  uploadProblem,
} from './diagnosis-view';

function finding(
  kind: DiagnosticFinding['kind'],
  severity: DiagnosticFinding['severity'],
  id: string,
): DiagnosticFinding {
  return {
    rule_id: 'R',
    kind,
    severity,
    ad_product: 'SP',
    campaign_id: id,
    campaign_name: `c${id}`,
    ad_group_id: null,
    target: null,
    search_term: null,
    figures: [],
    reason: { zh: '原因', en: 'reason' },
    action: { zh: '操作', en: 'action' },
  };
}

describe('diagnosis view model', () => {
  it('groups findings by severity (high first) and kind (rule order), leaving out empty groups', () => {
    const groups = groupFindings([
      finding('too_early', 'info', '1'),
      finding('placement_poor_return', 'high', '2'),
      finding('budget_capped', 'high', '3'),
      finding('budget_capped', 'high', '4'),
      finding('competing_term', 'low', '5'),
    ]);
    expect(groups.map((group) => [group.severity, group.count])).toEqual([
      ['high', 3],
      ['low', 1],
      ['info', 1],
    ]);
    expect(groups[0]?.kinds.map((kind) => [kind.kind, kind.findings.map((f) => f.campaign_id)])).toEqual([
      ['budget_capped', ['3', '4']],
      ['placement_poor_return', ['2']],
    ]);
  });

  it('opens the groups that ask for action, and the "too early" group when it is the only one', () => {
    const group = (severity: SeverityGroup['severity']): SeverityGroup => ({ severity, count: 1, kinds: [] });
    expect(openGroupKeys([group('high'), group('low'), group('info')])).toEqual(['high', 'low']);
    expect(openGroupKeys([group('info')])).toEqual(['info']);
    expect(openGroupKeys([])).toEqual([]);
  });

  it('formats money with the currency, ratios as percents, adjustments as points, counts as numbers', () => {
    expect(formatFigure('spend', 30, 'USD', 'en-US')).toBe('$30.00');
    expect(formatFigure('typical_cpc', 1.2, 'CAD', 'en-US')).toBe('C$1.20');
    // The zh console writes the marketplace's sign as the seller reads it, not the locale's `US$`.
    expect(formatFigure('spend', 1234.5, 'USD', 'zh-CN')).toBe('$1,234.50');
    expect(formatFigure('typical_cpc', 0.8, 'CAD', 'zh-CN')).toBe('C$0.80');
    expect(formatFigure('acos', 0.3333, 'USD', 'en-US')).toBe('33.3%');
    expect(formatFigure('placement_percent', 30, 'USD', 'en-US')).toBe('30%');
    expect(formatFigure('clicks', 12345, 'USD', 'en-US')).toBe('12,345');
  });

  it('adds the console language to the CSV link', () => {
    expect(csvHref('/api/ad_diagnosis_file/abc', 'en')).toBe('/api/ad_diagnosis_file/abc?lang=en');
    expect(csvHref('/api/x?a=1', 'zh')).toBe('/api/x?a=1&lang=zh');
  });

  it('recognises the "no tool-made campaigns" refusal only by its code', () => {
    expect(isNoToolCampaigns(new ApiError(20014, 'none'))).toBe(true);
    expect(isNoToolCampaigns(new ApiError(20009, 'failed'))).toBe(false);
    expect(isNoToolCampaigns(new Error('20014'))).toBe(false);
  });

  it('polls a running diagnosis only, and shows the time since it started', () => {
    expect(diagnosisPollInterval({ state: 'running' })).toBe(DIAGNOSIS_POLL_MS);
    expect(diagnosisPollInterval({ state: 'done' })).toBe(false);
    expect(diagnosisPollInterval({ state: 'failed' })).toBe(false);
    expect(diagnosisPollInterval(undefined)).toBe(false);
    expect(elapsedClock(0)).toBe('0:00');
    expect(elapsedClock(65_400)).toBe('1:05');
    expect(elapsedClock(-3_000)).toBe('0:00');
  });

  it('checks an upload’s name against the spec pattern before reading it', () => {
    expect(uploadProblem({ name: 'shop_US_2026-03-01_广告诊断.csv', size: 100 })).toBeUndefined();
    expect(uploadProblem({ name: 'shop_UK_2026-03-01_广告诊断.csv', size: 100 })).toBe('badName');
    expect(uploadProblem({ name: 'shop_US_2026-02-30_广告诊断.csv', size: 100 })).toBe('badName');
    expect(uploadProblem({ name: 'shop_US_2026-03-01_广告诊断.csv', size: 10_000_000 })).toBe('tooLarge');
  });

  it('offers the shop’s tool campaigns by name and ad product, never by their ids', () => {
    expect(
      campaignOptions([
        {
          campaign_id: '110311817685172',
          campaign_name: 'Board launch',
          ad_product: 'SP',
          origin: 'created',
        },
        { campaign_id: '9', campaign_name: 'Board video', ad_product: 'SB', origin: 'optimised' },
      ]),
    ).toEqual([
      { value: '110311817685172', label: 'Board launch · SP' },
      { value: '9', label: 'Board video · SB' },
    ]);
    expect(campaignOptions(undefined)).toEqual([]);
  });
});
