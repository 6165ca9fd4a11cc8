// One advertiser profile's Ads API: every call carries the profile's Scope header (through its AdsHttp)
// and is delegated to the part of the client that knows the endpoint family.
import type { AmazonAdsConfig } from '../../config/config';
import type {
  AdsProfileApi,
  MultiStatusResult,
  ReportDescriptor,
  ReportRequest,
  ReportRow,
  ReportRunOptions,
  SbAdGroupRecord,
  SbBrandRecord,
  SbCampaignRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbTargetRecord,
  SbVideoAdRecord,
  SpCreate,
  SpListFilter,
  SpRecord,
  SpResource,
  SpUpdate,
} from '../ads-api';
import type { AdsHttp } from './ads-http';
import type { ClientRuntime } from './client-runtime';
import { createReport, downloadReport, getReport, runReport } from './reporting-api';
import { spArchive, spCreate, spList, spUpdate } from './sp-api';
import * as sbV3 from './sb-v3-api';
import * as sbV4 from './sb-v4-api';

/** The Ads API scoped to one profile over HTTP. */
export class HttpAdsProfileApi implements AdsProfileApi {
  constructor(
    readonly profileId: string,
    private readonly config: AmazonAdsConfig,
    private readonly runtime: ClientRuntime,
    private readonly http: AdsHttp,
  ) {}

  spList<R extends SpResource>(resource: R, filter?: SpListFilter): Promise<Array<SpRecord<R>>> {
    return spList(this.http, resource, filter);
  }

  spCreate<R extends SpResource>(
    resource: R,
    items: Array<SpCreate<R>>,
  ): Promise<MultiStatusResult<SpRecord<R>>> {
    return spCreate(this.http, resource, items);
  }

  spUpdate<R extends SpResource>(
    resource: R,
    items: Array<SpUpdate<R>>,
  ): Promise<MultiStatusResult<SpRecord<R>>> {
    return spUpdate(this.http, resource, items);
  }

  spArchive<R extends SpResource>(resource: R, ids: string[]): Promise<MultiStatusResult<SpRecord<R>>> {
    return spArchive(this.http, resource, ids);
  }

  sbListBrands(): Promise<SbBrandRecord[]> {
    return sbV3.sbListBrands(this.http);
  }

  sbListCampaigns(filter?: { campaignIds?: string[]; states?: string[] }): Promise<SbCampaignRecord[]> {
    return sbV4.sbListCampaigns(this.http, filter);
  }

  sbCreateCampaigns(
    items: Array<Omit<SbCampaignRecord, 'campaignId'>>,
  ): Promise<MultiStatusResult<SbCampaignRecord>> {
    return sbV4.sbCreateCampaigns(this.http, items);
  }

  sbUpdateCampaigns(
    items: Array<Partial<SbCampaignRecord> & { campaignId: string }>,
  ): Promise<MultiStatusResult<SbCampaignRecord>> {
    return sbV4.sbUpdateCampaigns(this.http, items);
  }

  sbArchiveCampaigns(ids: string[]): Promise<MultiStatusResult<SbCampaignRecord>> {
    return sbV4.sbArchiveCampaigns(this.http, ids);
  }

  sbListAdGroups(filter?: { campaignIds?: string[] }): Promise<SbAdGroupRecord[]> {
    return sbV4.sbListAdGroups(this.http, filter);
  }

  sbCreateAdGroups(
    items: Array<Omit<SbAdGroupRecord, 'adGroupId'>>,
  ): Promise<MultiStatusResult<SbAdGroupRecord>> {
    return sbV4.sbCreateAdGroups(this.http, items);
  }

  sbListVideoAds(filter?: { campaignIds?: string[]; adGroupIds?: string[] }): Promise<SbVideoAdRecord[]> {
    return sbV4.sbListVideoAds(this.http, filter);
  }

  sbCreateVideoAds(
    items: Array<Omit<SbVideoAdRecord, 'adId' | 'servingStatus'>>,
  ): Promise<MultiStatusResult<SbVideoAdRecord>> {
    return sbV4.sbCreateVideoAds(this.http, items);
  }

  sbListKeywords(filter?: { campaignIds?: string[]; adGroupIds?: string[] }): Promise<SbKeywordRecord[]> {
    return sbV3.sbListKeywords(this.http, filter);
  }

  sbCreateKeywords(
    items: Array<Omit<SbKeywordRecord, 'keywordId' | 'state'>>,
  ): Promise<MultiStatusResult<SbKeywordRecord>> {
    return sbV3.sbCreateKeywords(this.http, items);
  }

  sbUpdateKeywords(
    items: Array<{
      keywordId: string;
      adGroupId: string;
      campaignId: string;
      bid?: number;
      state?: 'enabled' | 'paused' | 'archived';
    }>,
  ): Promise<MultiStatusResult<SbKeywordRecord>> {
    return sbV3.sbUpdateKeywords(this.http, items);
  }

  sbListNegativeKeywords(filter?: { campaignIds?: string[] }): Promise<SbNegativeKeywordRecord[]> {
    return sbV3.sbListNegativeKeywords(this.http, filter);
  }

  sbCreateNegativeKeywords(
    items: Array<Omit<SbNegativeKeywordRecord, 'keywordId' | 'state'>>,
  ): Promise<MultiStatusResult<SbNegativeKeywordRecord>> {
    return sbV3.sbCreateNegativeKeywords(this.http, items);
  }

  sbUpdateNegativeKeywords(
    items: Array<{ keywordId: string; adGroupId: string; campaignId: string; state: 'enabled' | 'archived' }>,
  ): Promise<MultiStatusResult<SbNegativeKeywordRecord>> {
    return sbV3.sbUpdateNegativeKeywords(this.http, items);
  }

  sbListTargets(filter?: { campaignIds?: string[] }): Promise<SbTargetRecord[]> {
    return sbV3.sbListTargets(this.http, filter);
  }

  sbCreateTargets(
    items: Array<Omit<SbTargetRecord, 'targetId' | 'state'>>,
  ): Promise<MultiStatusResult<SbTargetRecord>> {
    return sbV3.sbCreateTargets(this.http, items);
  }

  sbUpdateTargets(
    items: Array<{
      targetId: string;
      adGroupId: string;
      campaignId: string;
      bid?: number;
      state?: 'enabled' | 'paused' | 'archived';
    }>,
  ): Promise<MultiStatusResult<SbTargetRecord>> {
    return sbV3.sbUpdateTargets(this.http, items);
  }

  createReport(request: ReportRequest): Promise<string> {
    return createReport(this.http, request);
  }

  getReport(reportId: string): Promise<ReportDescriptor> {
    return getReport(this.http, reportId);
  }

  downloadReport(descriptor: ReportDescriptor): Promise<ReportRow[]> {
    return downloadReport(this.config, this.runtime, descriptor);
  }

  runReport(request: ReportRequest, options: ReportRunOptions): Promise<ReportRow[]> {
    return runReport(this.http, this.config, this.runtime, request, options);
  }
}
