import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../ads-api';
import { createAmazonAdsGateway } from './amazon-ads-gateway';
import {
  bodyOf,
  countingTokens,
  harness,
  json,
  TEST_CONFIG,
  type Script,
} from './scripted-fetch.test-support';

const REQUEST: ReportRequest = {
  name: 'SP campaigns daily',
  startDate: '2025-07-05',
  endDate: '2025-07-10',
  adProduct: 'SPONSORED_PRODUCTS',
  reportTypeId: 'spCampaigns',
  groupBy: ['campaign'],
  columns: ['campaignId', 'impressions', 'clicks', 'cost', 'date'],
  timeUnit: 'DAILY',
  filters: [{ field: 'campaignStatus', values: ['ENABLED', 'PAUSED'] }],
};
const REPORT_ID = '06ba6494-8568-4066-949f-abb6a91c0b9c';
const DOWNLOAD_URL =
  'https://offline-report-storage-us-east-1-prod.s3.amazonaws.com/report.json.gz?X-Amz-Signature=abc';
const ROWS_TEXT =
  '[{"campaignId":158410630682987123,"impressions":2216,"clicks":13,"cost":14.5,"date":"2025-07-05"}]';

function reportsWith(script: Script, clock = { now: 1_700_000_000_000 }) {
  const run = harness(script, {
    now: () => clock.now,
    sleep: async (ms) => {
      run.sleeps.push(ms);
      clock.now += ms;
    },
  });
  const api = createAmazonAdsGateway(TEST_CONFIG, run.deps).connect(countingTokens()).forProfile('77');
  return { ...run, api };
}

function gzipped(text: string): Response {
  return new Response(gzipSync(Buffer.from(text)), {
    status: 200,
    headers: { 'content-type': 'application/x-gzip' },
  });
}

describe('Reporting v3', () => {
  it('requests a GZIP_JSON report with Amazon’s body and media type', async () => {
    const { api, requests } = reportsWith(() => json(200, { reportId: REPORT_ID, status: 'PENDING' }));
    await expect(api.createReport(REQUEST)).resolves.toBe(REPORT_ID);
    expect(requests[0]?.url.pathname).toBe('/reporting/reports');
    expect(requests[0]?.headers.get('content-type')).toBe('application/vnd.createasyncreportrequest.v3+json');
    expect(requests[0]?.headers.get('amazon-advertising-api-scope')).toBe('77');
    expect(bodyOf(requests[0])).toEqual({
      name: 'SP campaigns daily',
      startDate: '2025-07-05',
      endDate: '2025-07-10',
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spCampaigns',
        groupBy: ['campaign'],
        columns: ['campaignId', 'impressions', 'clicks', 'cost', 'date'],
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
        filters: [{ field: 'campaignStatus', values: ['ENABLED', 'PAUSED'] }],
      },
    });
  });

  it('follows a 425 duplicate answer to the report already in flight', async () => {
    const { api, requests } = reportsWith(() =>
      json(425, {
        code: '425',
        detail: 'The Request is a duplicate of : a15115d8-3da4-49a4-95d5-cc0a3af5f85d',
      }),
    );
    await expect(api.createReport(REQUEST)).resolves.toBe('a15115d8-3da4-49a4-95d5-cc0a3af5f85d');
    expect(requests).toHaveLength(1);
  });

  it('downloads the gzipped rows with a plain GET, without Amazon’s auth headers', async () => {
    const { api, requests } = reportsWith(() => gzipped(ROWS_TEXT));
    const rows = await api.downloadReport({ reportId: REPORT_ID, status: 'COMPLETED', url: DOWNLOAD_URL });
    expect(rows).toEqual([
      { campaignId: '158410630682987123', impressions: 2216, clicks: 13, cost: 14.5, date: '2025-07-05' },
    ]);
    expect(requests[0]?.url.toString()).toBe(DOWNLOAD_URL);
    expect([...(requests[0]?.headers.keys() ?? [])]).toEqual([]);
  });

  it('runs a report: create, poll with growing pauses, download', async () => {
    const statuses = ['PENDING', 'PROCESSING', 'COMPLETED'];
    let polls = 0;
    const { api, requests, sleeps } = reportsWith((request) => {
      if (request.method === 'POST') return json(200, { reportId: REPORT_ID, status: 'PENDING' });
      if (request.url.host.startsWith('offline-report')) return gzipped(ROWS_TEXT);
      const status = statuses[polls++];
      return json(200, { reportId: REPORT_ID, status, url: status === 'COMPLETED' ? DOWNLOAD_URL : null });
    });
    const rows = await api.runReport(REQUEST, { timeoutMs: 600_000, pollIntervalMs: 2_000 });
    expect(rows).toHaveLength(1);
    expect(sleeps).toEqual([2_000, 3_000]);
    expect(
      requests.filter((request) => request.url.pathname === `/reporting/reports/${REPORT_ID}`),
    ).toHaveLength(3);
    expect(requests[1]?.headers.get('accept')).toBe('application/vnd.getasyncreportresponse.v3+json');
  });

  it('fails as reportFailed when Amazon marks the report FAILED', async () => {
    const { api } = reportsWith((request) =>
      request.method === 'POST'
        ? json(200, { reportId: REPORT_ID, status: 'PENDING' })
        : json(200, { reportId: REPORT_ID, status: 'FAILED', failureReason: 'Internal error' }),
    );
    await expect(api.runReport(REQUEST, { timeoutMs: 60_000 })).rejects.toMatchObject({
      kind: 'reportFailed',
      message: expect.stringContaining('Internal error'),
    });
  });

  it('gives up as timeout when the report is not ready in time', async () => {
    const { api, sleeps } = reportsWith((request) =>
      request.method === 'POST'
        ? json(200, { reportId: REPORT_ID, status: 'PENDING' })
        : json(200, { reportId: REPORT_ID, status: 'PROCESSING' }),
    );
    await expect(api.runReport(REQUEST, { timeoutMs: 20_000, pollIntervalMs: 5_000 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(20_000);
  });
});
