// Seller files and parameters for every flow, built with @adplan/engine/testing, and a multipart body
// builder for inject(): what a browser sends to the plan calls.
import {
  boardAutoCampaign,
  buildBulkWorkbook,
  buildHourlyReport,
  existingSbvCampaignSpec,
  SBV_VIDEO_ASSET_ID,
  type BulkWorkbookSpec,
} from '@adplan/engine/testing';
import type { PlanCallFlow } from '@adplan/contracts';

/** Moments the fixtures' data windows were built for. */
export const SP_NOW = Date.parse('2026-03-10T12:00:00Z');
export const SB_NOW = Date.parse('2026-10-20T19:00:00Z');

export const SP_BULK_NAME = 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx';
export const SB_BULK_NAME = 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx';

const VIDEO = SBV_VIDEO_ASSET_ID;
const ad = (id: string) => ({ id, sku: 'BB-001', asin: 'B0OWNASIN1', metrics: { clicks: 100, orders: 10 } });
const keywordMatch = {
  campaignId: '100000000000001',
  adGroupId: '200000000000001',
  campaignName: 'Board manual',
  adGroupName: 'board broad',
  keywordId: '300000000000001',
  keywordText: 'cutting board',
  matchType: 'broad' as const,
};

/** A cutting-board seller: a manual keyword campaign, an ASIN campaign, an auto campaign and search terms. */
export const SP_ACCOUNT: BulkWorkbookSpec = {
  sponsoredProducts: [
    {
      id: '100000000000001',
      name: 'Board manual',
      targetingType: 'manual',
      dailyBudget: 30,
      biddingStrategy: 'downOnly',
      biddingAdjustments: [
        { placement: 'top', percentage: 0, metrics: { clicks: 150, orders: 20, spend: 120, sales: 600 } },
        { placement: 'productPage', percentage: 0, metrics: { clicks: 30, orders: 1, spend: 20, sales: 30 } },
        {
          placement: 'restOfSearch',
          percentage: 0,
          metrics: { clicks: 150, orders: 8, spend: 110, sales: 240 },
        },
        { placement: 'amazonBusiness', percentage: 0 },
      ],
      adGroups: [
        {
          id: '200000000000001',
          name: 'board broad',
          defaultBid: 1,
          productAds: [ad('600000000000001')],
          keywords: [
            {
              id: '300000000000001',
              text: 'cutting board',
              matchType: 'broad',
              bid: 1,
              metrics: { clicks: 200, orders: 20, spend: 150, sales: 600 },
            },
            {
              id: '300000000000002',
              text: 'wooden board',
              matchType: 'broad',
              bid: 1,
              metrics: { clicks: 60, orders: 0, spend: 30 },
            },
          ],
        },
      ],
    },
    {
      id: '100000000000009',
      name: 'Board ASIN',
      targetingType: 'manual',
      dailyBudget: 20,
      adGroups: [
        {
          id: '200000000000009',
          name: 'competitors',
          defaultBid: 0.6,
          productAds: [ad('600000000000009')],
          productTargets: [
            {
              id: '400000000000001',
              expression: 'asin="B0STRONG01"',
              bid: 0.6,
              metrics: { clicks: 120, orders: 12, spend: 60, sales: 360 },
            },
            {
              id: '400000000000002',
              expression: 'asin="B0WEAK0001"',
              bid: 0.6,
              metrics: { clicks: 80, orders: 0, spend: 48 },
            },
          ],
        },
      ],
    },
    boardAutoCampaign(ad('600000000000020')),
  ],
  spSearchTerms: [
    {
      ...keywordMatch,
      searchTerm: 'cutting board large',
      metrics: { clicks: 8, orders: 2, spend: 6, sales: 60 },
    },
    { ...keywordMatch, searchTerm: 'glass board', metrics: { clicks: 30, orders: 0, spend: 15 } },
    {
      campaignId: '100000000000009',
      adGroupId: '200000000000009',
      campaignName: 'Board ASIN',
      adGroupName: 'competitors',
      productTargetingId: '400000000000001',
      productTargetingExpression: 'asin="B0STRONG01"',
      searchTerm: 'b0newcomp1',
      metrics: { clicks: 6, orders: 2, spend: 4, sales: 60 },
    },
  ],
};

const SB_CAMPAIGN = existingSbvCampaignSpec();

const sbSearchTerm = (term: string, clicks: number, orders: number, spend: number) => ({
  campaignId: '292142424756096',
  adGroupId: '362003785216748',
  campaignName: 'SBV Existing',
  adGroupName: 'Video group',
  keywordId: '483071962064135',
  keywordText: 'collar',
  matchType: 'broad' as const,
  searchTerm: term,
  metrics: { clicks, orders, spend, sales: orders * 40 },
});

/** The SB video account: one video campaign, search terms, and the brand's video asset. */
export const SB_ACCOUNT: BulkWorkbookSpec = {
  sponsoredBrands: [SB_CAMPAIGN],
  sbSearchTerms: [sbSearchTerm('leather dog collar', 40, 6, 36), sbSearchTerm('cat collar bell', 30, 0, 27)],
  brandAssets: [
    { brandEntityId: 'ENTITY1ABC2DEF3GH', brandName: 'Pawsome', assetId: VIDEO, assetType: 'video' },
  ],
};

const SCHEDULE_CAMPAIGN = 'Board manual';

/** 14 days of hourly rows of `Board manual` ending 2026-10-17: evenings convert best. */
export async function hourlyReport(): Promise<Uint8Array> {
  const rows = [];
  for (let day = 0; day < 14; day += 1) {
    const date = new Date(Date.parse('2026-10-04T00:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
    for (let hour = 0; hour < 24; hour += 1) {
      const clicks = 10;
      const orders = clicks * (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08);
      rows.push({
        campaignName: SCHEDULE_CAMPAIGN,
        date,
        hour,
        metrics: { impressions: 400, clicks, spend: 8, sales: orders * 25, orders, units: orders },
      });
    }
  }
  return buildHourlyReport({ rows });
}

/** One flow's request: parameters, files, and the moment its data window was built for. */
export interface FlowRequest {
  params: Record<string, unknown>;
  bulk?: { name: string; bytes: Uint8Array };
  hourly?: Array<{ name: string; bytes: Uint8Array }>;
  now: number;
}

/** A request that generates a plan for each flow. */
export async function flowRequest(flow: PlanCallFlow): Promise<FlowRequest> {
  const spBulk = { name: SP_BULK_NAME, bytes: await buildBulkWorkbook(SP_ACCOUNT) };
  const sbBulk = { name: SB_BULK_NAME, bytes: await buildBulkWorkbook(SB_ACCOUNT) };
  const common = { marketplace: 'US', organic_conversion_rate: 10, target_cps: 10 };
  switch (flow) {
    case 'keyword-cold-start':
      return {
        params: {
          ...common,
          campaign_mode: 'new',
          campaign_name: 'Board launch',
          ad_group_name_broad: 'launch broad',
          daily_budget: 60,
          sku: 'BB-001',
          main_search_terms: ['bamboo cutting board'],
        },
        bulk: spBulk,
        now: SP_NOW,
      };
    case 'keyword-optimisation':
      return { params: { ...common, campaign_name: 'Board manual' }, bulk: spBulk, now: SP_NOW };
    case 'asin-cold-start':
      return {
        params: {
          ...common,
          campaign_mode: 'existing',
          campaign_name: 'Board ASIN',
          ad_group_name: 'more competitors',
          competitor_asins: ['B0COMPET01'],
        },
        bulk: spBulk,
        now: SP_NOW,
      };
    case 'asin-optimisation':
      return { params: { ...common, campaign_id: '100000000000009' }, bulk: spBulk, now: SP_NOW };
    case 'auto-cold-start':
      return {
        params: { ...common, campaign_name: 'Board auto 2', daily_budget: 50, sku: 'BB-001' },
        bulk: spBulk,
        now: SP_NOW,
      };
    case 'auto-optimisation':
      return { params: { ...common, asin: 'B0OWNASIN1' }, bulk: spBulk, now: SP_NOW };
    case 'sbv-cold-start':
      return {
        params: {
          ...common,
          campaign_name: 'SBV Dog Collar',
          daily_budget: 50,
          target_cps: 12,
          asin: 'B08CK9FVB9',
          main_search_terms: ['dog collar', 'dog collars for large dogs'],
          brand_entity_id: 'ENTITY1ABC2DEF3GH',
          asset_id: VIDEO,
        },
        bulk: sbBulk,
        now: SB_NOW,
      };
    case 'sbv-optimisation':
      return {
        params: { ...common, campaign_name: 'SBV Existing', target_cps: 12, main_search_terms: 'dog collar' },
        bulk: sbBulk,
        now: SB_NOW,
      };
    case 'schedule':
      return {
        params: { marketplace: 'US', campaign_name: SCHEDULE_CAMPAIGN },
        bulk: spBulk,
        hourly: [{ name: 'hourly.csv', bytes: await hourlyReport() }],
        now: SB_NOW,
      };
  }
}

/** A multipart part: a text field or a file. */
export type FormPart =
  { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };

/** A multipart/form-data body and its content type, for inject(). */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----adplan${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
      );
      chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The multipart parts of a flow request (plus extra text fields such as `flow` or `request_id`). */
export function requestParts(request: FlowRequest, extra: Record<string, string> = {}): FormPart[] {
  const parts: FormPart[] = [{ name: 'params', value: JSON.stringify(request.params) }];
  for (const [name, value] of Object.entries(extra)) parts.push({ name, value });
  if (request.bulk) parts.push({ name: 'bulk_file', fileName: request.bulk.name, bytes: request.bulk.bytes });
  for (const file of request.hourly ?? [])
    parts.push({ name: 'hourly_files', fileName: file.name, bytes: file.bytes });
  return parts;
}
