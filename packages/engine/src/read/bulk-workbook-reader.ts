// Reads a whole bulk-operations workbook into the typed account model: every known tab by name,
// every column by header name, values normalised from English, Chinese or Japanese, IDs as text,
// metrics as raw counts, search terms linked to their keywords and targets.
import type { EngineError } from '../errors/engine-error';
import type { AccountModel, ReadProblem, SbCampaign, SearchTermRow, SpCampaign } from '../model/account';
import { parseSbRow, parseSpRow, type RowInfo } from './bulk-row-parsers';
import { requireSheets } from './account-queries';
import { READ_CODE, readError } from './read-errors';
import { addProblem } from './read-problems';
import { SbModelBuilder } from './sb-model-builder';
import { linkSearchTerms } from './search-term-linker';
import { sheetDisplayName, tabOfSheet, type BulkTabKey } from './sheet-aliases';
import { tabOfSheetContent } from './tab-signature';
import { brandAssetsFromRow, portfolioFromRow, searchTermFromRow } from './side-tab-readers';
import { SpModelBuilder } from './sp-model-builder';
import { RATIO_COLUMNS, readTab } from './tab-reader';
import type { TabRowView } from './tab-row-view';
import { guarded, openWorkbook } from './workbook-opener';
import type { WorkbookSource } from './workbook-source';

/** Options of readBulkWorkbook(). */
export interface ReadBulkWorkbookOptions {
  /** The uploaded file's name, for messages only (the type is decided by content). */
  fileName?: string;
  /** Tabs the calling flow needs; a missing one raises 10003. */
  requireSheets?: BulkTabKey[];
  /**
   * Accept a workbook without any campaign tab (10003 otherwise): only for a bulk export's search-term tab
   * uploaded as the search-term report, where the search terms are all the caller wants.
   */
  searchTermsOnly?: boolean;
}

/**
 * The first sheet of each known tab, by tab key: by sheet name first, then sheets with other names (a
 * renamed "Sheet1", a tab saved on its own) by their header signature (tab-signature.ts).
 */
export function knownTabs(source: WorkbookSource): Map<BulkTabKey, string> {
  const tabs = new Map<BulkTabKey, string>();
  const unnamed: string[] = [];
  for (const { name, hidden } of source.sheets) {
    const tab = tabOfSheet(name);
    if (tab && !tabs.has(tab)) tabs.set(tab, name);
    else if (!tab && !hidden) unnamed.push(name);
  }
  for (const name of unnamed) {
    const tab = tabOfSheetContent(source, name);
    if (tab && !tabs.has(tab)) tabs.set(tab, name);
  }
  return tabs;
}

function adsUnreadable(code: number, sheet: string, zh: string, en: string): EngineError {
  return readError(code, `无法读取广告数据：${zh}`, `cannot read the ads data: ${en}`, { sheet });
}

/** What readAdsTab() needs of the SP or SB tab: its row parser, model builder and unreadable code. */
interface AdsTab<R, C> {
  /** 10007 (SP) or 10008 (SB). */
  code: number;
  parse: (view: TabRowView, withMetrics: boolean) => { row: R; info: RowInfo };
  builder: { usableRows: number; add(row: R, info: RowInfo, view: TabRowView): void; finish(): C[] };
}

/** Reads the campaigns of the SP or SB tab; throws `code` without an Entity column or any understood row. */
function readAdsTab<R, C>(
  source: WorkbookSource,
  sheet: string,
  problems: ReadProblem[],
  { code, parse, builder }: AdsTab<R, C>,
): C[] {
  let dataRows = 0;
  readTab(
    source,
    sheet,
    {
      signature: ['entity'],
      policy: 'throw',
      problems,
      ignore: RATIO_COLUMNS,
      missingHeader: () =>
        adsUnreadable(code, sheet, '缺少「Entity（实体层级）」列', 'the Entity column is missing'),
    },
    (view) => {
      dataRows++;
      const { row, info } = parse(view, true);
      builder.add(row, info, view);
    },
  );
  if (dataRows > 0 && builder.usableRows === 0) {
    throw adsUnreadable(code, sheet, '没有可识别的广告行', 'no row holds a recognisable entity');
  }
  return builder.finish();
}

function readSp(source: WorkbookSource, sheet: string, problems: ReadProblem[]): SpCampaign[] {
  const builder = new SpModelBuilder(problems);
  return readAdsTab(source, sheet, problems, { code: READ_CODE.spAdsUnreadable, parse: parseSpRow, builder });
}

function readSb(
  source: WorkbookSource,
  sheet: string,
  tab: 'multiAdGroup' | 'legacy',
  problems: ReadProblem[],
): SbCampaign[] {
  const builder = new SbModelBuilder(problems, tab);
  return readAdsTab(source, sheet, problems, { code: READ_CODE.sbAdsUnreadable, parse: parseSbRow, builder });
}

function readSearchTerms(
  source: WorkbookSource,
  sheet: string,
  product: SearchTermRow['product'],
  problems: ReadProblem[],
) {
  const rows: SearchTermRow[] = [];
  readTab(
    source,
    sheet,
    {
      signature: ['customerSearchTerm'],
      policy: 'throw',
      problems,
      ignore: RATIO_COLUMNS,
      missingHeader: () =>
        readError(
          READ_CODE.missingSearchTermReport,
          '搜索词报告缺少「Customer Search Term（顾客搜索词）」列',
          'the search term report has no Customer Search Term column',
          { sheet },
        ),
    },
    (view) => {
      const row = searchTermFromRow(view, product);
      if (row) rows.push(row);
    },
  );
  return rows;
}

function mergeSponsoredBrands(
  multiAdGroup: SbCampaign[],
  legacy: SbCampaign[],
  problems: ReadProblem[],
): SbCampaign[] {
  const ids = new Set(multiAdGroup.map((campaign) => campaign.id));
  const merged = [...multiAdGroup];
  for (const campaign of legacy) {
    if (ids.has(campaign.id)) {
      addProblem(
        problems,
        `广告活动 ${campaign.id} 同时出现在两个品牌推广工作表中，已采用多广告组工作表的数据`,
        `Campaign ${campaign.id} is on both Sponsored Brands tabs; the multi-ad-group tab is used`,
        campaign.source,
      );
      continue;
    }
    merged.push(campaign);
  }
  return merged;
}

function readSideTabs(source: WorkbookSource, tabs: Map<BulkTabKey, string>, model: AccountModel): void {
  const portfolios = tabs.get('portfolios');
  if (portfolios) {
    readTab(
      source,
      portfolios,
      { signature: ['portfolioId'], policy: 'throw', problems: model.problems },
      (view) => {
        const portfolio = portfolioFromRow(view);
        if (portfolio) model.portfolios.push(portfolio);
      },
    );
  }
  const assets = tabs.get('brandAssets');
  if (assets) {
    const signature = (header: { index: Map<string, number> }) =>
      ['assetId', 'brandEntityId', 'brandLogoAssetId', 'videoAssetIds'].some((column) =>
        header.index.has(column),
      );
    readTab(source, assets, { signature, policy: 'collect', problems: model.problems }, (view) => {
      model.brandAssets.push(...brandAssetsFromRow(view));
    });
  }
}

/** The tabs that hold campaigns: a bulk sheet has at least one of them. */
const CAMPAIGN_TABS: readonly BulkTabKey[] = ['sponsoredProducts', 'sbMultiAdGroup', 'sbLegacy'];

// A console report (a search-term or targeting report saved as xlsx) has report tabs' columns but no
// campaign tab: reading it as a bulk sheet would find no campaign and let a plan fail far from its cause.
function notABulkSheet(): EngineError {
  const name = sheetDisplayName('sponsoredProducts');
  return readError(
    READ_CODE.missingSheet,
    `这不是批量操作表格：文件中没有广告活动工作表（如「${name.zh}」），像是搜索词报告等报表。请上传在亚马逊广告后台「批量操作」下载的表格`,
    `this is not a bulk sheet: the file has no campaign sheet (such as “${name.en}”) and looks like a report, such as a search term report. Please upload the spreadsheet downloaded from Bulk operations in Amazon Ads`,
  );
}

function readModel(source: WorkbookSource, options: ReadBulkWorkbookOptions): AccountModel {
  const tabs = knownTabs(source);
  const model: AccountModel = {
    sponsoredProducts: { campaigns: [] },
    sponsoredBrands: { campaigns: [] },
    searchTerms: { sponsoredProducts: [], sponsoredBrands: [] },
    portfolios: [],
    brandAssets: [],
    sheets: source.sheets.map((sheet) => sheet.name),
    problems: [],
  };
  if (tabs.size === 0) requireSheets(model, ['sponsoredProducts']);
  if (!options.searchTermsOnly && !CAMPAIGN_TABS.some((tab) => tabs.has(tab))) throw notABulkSheet();
  const sp = tabs.get('sponsoredProducts');
  if (sp) model.sponsoredProducts.campaigns = readSp(source, sp, model.problems);
  const mag = tabs.get('sbMultiAdGroup');
  const legacy = tabs.get('sbLegacy');
  const magCampaigns = mag ? readSb(source, mag, 'multiAdGroup', model.problems) : [];
  const legacyCampaigns = legacy ? readSb(source, legacy, 'legacy', model.problems) : [];
  model.sponsoredBrands.campaigns = mergeSponsoredBrands(magCampaigns, legacyCampaigns, model.problems);
  const spTerms = tabs.get('spSearchTerms');
  const sbTerms = tabs.get('sbSearchTerms');
  if (spTerms)
    model.searchTerms.sponsoredProducts = readSearchTerms(
      source,
      spTerms,
      'sponsoredProducts',
      model.problems,
    );
  if (sbTerms)
    model.searchTerms.sponsoredBrands = readSearchTerms(source, sbTerms, 'sponsoredBrands', model.problems);
  readSideTabs(source, tabs, model);
  linkSearchTerms(model, model.searchTerms.sponsoredProducts);
  linkSearchTerms(model, model.searchTerms.sponsoredBrands);
  if (options.requireSheets) requireSheets(model, options.requireSheets);
  return model;
}

/**
 * Reads a bulk-operations workbook (xlsx or legacy xls, at most 10 MB) into the account model. Throws
 * EngineError 10001 (unreadable), 10003 (no bulk tab, or a required one missing), 10006, 10007/10008,
 * 10012, 10013, 10014 or 10027 with the sheet, row and column concerned.
 */
export async function readBulkWorkbook(
  bytes: Uint8Array,
  options: ReadBulkWorkbookOptions = {},
): Promise<AccountModel> {
  return guarded(() => readModel(openWorkbook(bytes), options));
}
