// One advertiser profile's Ads API: every call carries the profile's Scope header (through its AdsHttp)
// and is delegated to the part of the client that knows the call: entity lists and writes from the entity's
// description (entities/), reports from reporting-api.ts.
import type { AmazonAdsConfig } from '../../config/config';
import type {
  AdsEntityName,
  AdsListFilter,
  AdsProfileApi,
  ArchivableEntity,
  CreatableEntity,
  EntityCreate,
  EntityRecord,
  EntityUpdate,
  MultiStatusResult,
  ReportDescriptor,
  ReportRequest,
  ReportRow,
  ReportRunOptions,
  UpdatableEntity,
} from '../ads-api';
import { entityDescription } from '../entities/ads-entities';
import type { AdsHttp } from './ads-http';
import type { ClientRuntime } from './client-runtime';
import { listRecords } from './entity-lists';
import { archiveRecords, writeRecords } from './entity-writes';
import { createReport, downloadReport, getReport, runReport } from './reporting-api';

/** The Ads API scoped to one profile over HTTP. */
export class HttpAdsProfileApi implements AdsProfileApi {
  constructor(
    readonly profileId: string,
    private readonly config: AmazonAdsConfig,
    private readonly runtime: ClientRuntime,
    private readonly http: AdsHttp,
  ) {}

  list<E extends AdsEntityName>(entity: E, filter?: AdsListFilter): Promise<Array<EntityRecord<E>>> {
    return listRecords(this.http, entityDescription(entity), filter);
  }

  create<E extends CreatableEntity>(
    entity: E,
    items: Array<EntityCreate<E>>,
  ): Promise<MultiStatusResult<EntityRecord<E>>> {
    return writeRecords(this.http, entityDescription(entity), 'create', items);
  }

  update<E extends UpdatableEntity>(
    entity: E,
    items: Array<EntityUpdate<E>>,
  ): Promise<MultiStatusResult<EntityRecord<E>>> {
    return writeRecords(this.http, entityDescription(entity), 'update', items);
  }

  archive<E extends ArchivableEntity>(entity: E, ids: string[]): Promise<MultiStatusResult<EntityRecord<E>>> {
    return archiveRecords(this.http, entityDescription(entity), ids);
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
