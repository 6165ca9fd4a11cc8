// The shape of one Amazon entity's description: everything the client and the fake need to know about
// its wire (path, media types, body keys, id field, filters, batch limit) and the schema of one record of
// its answers. The descriptions themselves live in sp-entities.ts and sb-entities.ts; ads-entities.ts
// gathers them. How to add an entity or an ad product: see the comment at the top of ads-entities.ts.
import type { z } from 'zod';

/** A parent or own-id filter of a list call (`campaignIdFilter` …) with its `include` limit. */
export interface ListFilterKey {
  key: string;
  limit: number;
}

/**
 * SP v3 and SB v4 lists: `POST <path>/list` with `…IdFilter: {include}` filters, `maxResults` and
 * `nextToken`, answered as `{<bodyKey>: [...], nextToken}`.
 */
export interface TokenPagesList {
  style: 'tokenPages';
  bodyKey: string;
  pageSize: number;
  campaignIds?: ListFilterKey;
  adGroupIds?: ListFilterKey;
  /** The filter of the entity's own ids. */
  ids?: ListFilterKey;
  /** Whether the list takes `stateFilter: {include}`. */
  states: boolean;
}

/** SB v3 keyword lists: `GET <path>?…IdFilter=a,b&startIndex&count`, an array answer, until an empty page. */
export interface IndexPagesList {
  style: 'indexPages';
  accept: string;
  pageSize: number;
  /** Ids per comma-separated query value. */
  queryIds: number;
  campaignIds?: string;
  adGroupIds?: string;
  /** Fixed query values, e.g. every state (Amazon's default leaves archived entities out). */
  query: Record<string, string>;
}

/** SB v3 target lists: `POST <path>/list` with `filters: [{filterType, values}]`, `nextToken` pages. */
export interface FilterTypesList {
  style: 'filterTypes';
  accept: string;
  bodyKey: string;
  pageSize: number;
  /** Ids per `CAMPAIGN_ID` filter. */
  queryIds: number;
  /** The `TARGETING_STATE` values asked for (every state). */
  states: readonly string[];
}

/** Unpaged `GET <path>` answered by an array (brands). */
export interface UnpagedList {
  style: 'unpaged';
  accept: string;
}

/** How one entity is listed. */
export type ListWire = TokenPagesList | IndexPagesList | FilterTypesList | UnpagedList;

/** Where a 207 success item keeps the new id and the echoed record (SP v3, SB v4). */
export interface SuccessItemShape {
  idKey: string;
  recordKey: string;
  /**
   * Other keys the new id may come under: the SP v3 negative targeting clauses name it inconsistently
   * across Amazon's docs and answers (`targetId`, `negativeTargetId`, `campaignNegativeTargetId`), and an
   * id read under the wrong key would turn a created entity into a "missing result" failure.
   */
  alternateIdKeys?: readonly string[];
}

/**
 * SP v3 and SB v4 writes: `{<bodyKey>: [items]}` with the entity's media type and `Prefer:
 * return=representation`, answered by a 207 `{<bodyKey>: {success, error}}`.
 */
export interface MultiStatusWrite {
  style: 'multiStatus';
  bodyKey: string;
  success: SuccessItemShape;
  /** A create path other than the entity's path (SB v4 video ads: `/sb/v4/ads/video`). */
  createPath?: string;
  /** The only fields a create call accepts, when Amazon takes fewer than the record has. */
  createFields?: readonly string[];
  /** Whether `update` is a call of this entity (PUT); SB v4 ad groups and ads are create-only here. */
  updates: boolean;
}

/** SB v3 keyword writes: a bare JSON array with int64 ids, answered `[{code, keywordId, description}]`. */
export interface KeywordArrayWrite {
  style: 'keywordArray';
  accept: string;
}

/** SB v3 target writes: `{targets: [...]}`, answered `{<kind>TargetSuccessResults, …ErrorResults}`. */
export interface TargetResultsWrite {
  style: 'targetResults';
  bodyKey: string;
  accept: { create: string; update: string };
}

/** How one entity is created and updated. */
export type WriteWire = MultiStatusWrite | KeywordArrayWrite | TargetResultsWrite;

/** Archiving by id: `POST <path>/delete` with `{<idFilter>: {include: ids}}` (207 answer). */
export interface DeleteArchive {
  idFilter: string;
}

/** One Amazon entity of one ad product, described once for the client, the fake and the drivers. */
export interface EntityDescription<Record> {
  /** `sp.campaigns`, `sb.keywords` … : the name callers pass and logs show. */
  name: string;
  adProduct: 'SP' | 'SB';
  path: string;
  /** Content-Type of bodies and Accept of answers, unless the list or write says otherwise. */
  mediaType: string;
  /** Id field of a record and of an update item. */
  idField: string;
  /** Items per write call and ids per `include` of a write. */
  batchLimit: number;
  list: ListWire;
  /** Absent for read-only entities. */
  write?: WriteWire;
  /** Absent where archiving is an update to state `archived` (SB v3) or not offered. */
  archive?: DeleteArchive;
  /**
   * A listed record as the schema reads it, or undefined when it is not this entity (SB v4 lists every
   * ad type under one path; brands without a brand entity id name nothing a campaign can use).
   */
  fromWire?: (
    record: Readonly<globalThis.Record<string, unknown>>,
  ) => globalThis.Record<string, unknown> | undefined;
  /** One record of a list answer; a record that does not match is an unexpected answer. */
  schema: z.ZodType<Record>;
  /** The record a write echoes (any subset of the fields; Amazon may echo only what changed). */
  echoSchema: z.ZodType<Partial<Record>>;
}
