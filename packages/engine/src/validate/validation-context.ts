// What every rule may look at: the rows with their place in the sheet, the marketplace facts, today's date
// and an index of the file's parents (new campaigns and ad groups, known targeting types and ad formats).
import { SHEET } from '../amazon/bulk-columns';
import { marketplaceInfo, type Marketplace, type MarketplaceInfo } from '@adplan/contracts';
import type { TargetingType } from '../model/account';
import type { BulkRow, ReadBulkRow, TypedCells } from '../model/bulk-row';
import { typedCellsOf } from '../read/bulk-rows-reader';
import { bulkColumnOf } from '../read/header-aliases';
import { orderBulkRows } from '../write/row-order';

/** A row under validation with the sheet and spreadsheet row it stands on. */
export interface LocatedRow {
  row: BulkRow;
  sheet: string;
  rowNumber: number;
  /** Header -> raw text of cells whose value the reader could not understand. */
  unparsed: Record<string, string>;
  /** Raw texts of the cells Amazon reads as typed (rows read from a workbook only). */
  typed?: TypedCells;
}

/** Canonical columns of the cells the reader could not understand (headers in any language). */
export function unparsedColumns(located: LocatedRow): Set<string> {
  const columns = new Set<string>();
  for (const header of Object.keys(located.unparsed)) columns.add(bulkColumnOf(header) ?? header);
  return columns;
}

/**
 * True when the reader could not understand the row's Entity or Operation: its `entity`/`operation` are then
 * placeholders, so only the unparsed cells are reported for it.
 */
export const isUntrusted = (located: LocatedRow): boolean => {
  const columns = unparsedColumns(located);
  return columns.has('entity') || columns.has('operation');
};

/** Parents and facts of the file that rules on child rows need. */
export interface FileIndex {
  /** Create rows of campaigns, by `campaignKey`. */
  newCampaigns: Map<string, LocatedRow>;
  /** Create rows of ad groups, by `adGroupKey`. */
  newAdGroups: Map<string, LocatedRow>;
  /** SP targeting type of campaigns whose campaign row is in the file. */
  targetingTypes: Map<string, TargetingType>;
  /** SB bid optimization of campaigns whose campaign row says it. */
  bidOptimization: Map<string, boolean>;
  /** SB ad groups holding a video or brand video ad (video bid limits apply). */
  videoAdGroups: Set<string>;
}

/** Everything a rule receives. */
export interface ValidationContext {
  marketplace: Marketplace;
  info: MarketplaceInfo;
  /** `YYYYMMDD` in the marketplace's ad time zone. */
  today: string;
  existingCampaignNames: ReadonlySet<string>;
  /** Rows whose entity and operation are known; every rule checks these. */
  rows: readonly LocatedRow[];
  /** Rows with an Entity or Operation the reader could not understand (see `isUntrusted`). */
  untrusted: readonly LocatedRow[];
  index: FileIndex;
}

/** Key of a campaign within its tab. */
export const campaignKey = (row: BulkRow): string => `${row.product}|${row.campaignId}`;

/** Key of an ad group within its campaign and tab. */
export const adGroupKey = (row: BulkRow): string => `${row.product}|${row.campaignId}|${row.adGroupId ?? ''}`;

const isReadRow = (item: BulkRow | ReadBulkRow): item is ReadBulkRow => 'source' in item && 'row' in item;

const sheetOf = (row: BulkRow): string =>
  row.product === 'sponsoredProducts' ? SHEET.sponsoredProducts : SHEET.sbMultiAdGroup;

/**
 * Places rows: read rows keep the sheet and row they were read from; plain rows are numbered the way the
 * writer prints them (writer order, header on row 1), so violations point at the written workbook.
 */
export function locateRows(items: ReadonlyArray<BulkRow | ReadBulkRow>): LocatedRow[] {
  const read = items.filter(isReadRow).map((item) => ({
    row: item.row,
    sheet: item.source.sheet,
    rowNumber: item.source.row,
    unparsed: item.unparsed,
    typed: typedCellsOf(item),
  }));
  const plain = orderBulkRows(
    items.filter((item): item is BulkRow => !isReadRow(item)),
    (row) => row,
  );
  const next: Record<string, number> = {};
  const placed = plain.map((row) => {
    const sheet = sheetOf(row);
    const rowNumber = (next[sheet] ?? 1) + 1;
    next[sheet] = rowNumber;
    return { row, sheet, rowNumber, unparsed: {} };
  });
  return [...read, ...placed];
}

/** Records what one row tells about its campaign and ad group. */
function indexRow(index: FileIndex, located: LocatedRow): void {
  const { row } = located;
  if (row.entity === 'campaign') {
    if (row.operation === 'create' && !index.newCampaigns.has(campaignKey(row)))
      index.newCampaigns.set(campaignKey(row), located);
    if (row.product === 'sponsoredProducts' && row.targetingType)
      index.targetingTypes.set(campaignKey(row), row.targetingType);
    if (row.product === 'sponsoredBrands' && row.bidOptimization !== undefined)
      index.bidOptimization.set(campaignKey(row), row.bidOptimization);
  }
  if (row.entity === 'adGroup' && row.operation === 'create' && !index.newAdGroups.has(adGroupKey(row)))
    index.newAdGroups.set(adGroupKey(row), located);
  if (row.entity === 'videoAd' || row.entity === 'brandVideoAd') index.videoAdGroups.add(adGroupKey(row));
}

/** Builds the index of parents and campaign facts from all rows. */
export function indexRows(rows: readonly LocatedRow[]): FileIndex {
  const index: FileIndex = {
    newCampaigns: new Map(),
    newAdGroups: new Map(),
    targetingTypes: new Map(),
    bidOptimization: new Map(),
    videoAdGroups: new Set(),
  };
  for (const located of rows) indexRow(index, located);
  return index;
}

/** Builds the context for one validation run. */
export function makeContext(
  items: ReadonlyArray<BulkRow | ReadBulkRow>,
  marketplace: Marketplace,
  today: string,
  existingCampaignNames: readonly string[] = [],
): ValidationContext {
  const located = locateRows(items);
  const rows = located.filter((row) => !isUntrusted(row));
  return {
    marketplace,
    info: marketplaceInfo(marketplace),
    today,
    existingCampaignNames: new Set(existingCampaignNames.map((name) => name.trim())),
    rows,
    untrusted: located.filter(isUntrusted),
    index: indexRows(rows),
  };
}
