// Recognises a bulk tab by its header row (and the Product cell of its first data row) when its sheet
// name is not one Amazon uses: a seller who saved only the Sponsored Products tab, or renamed it
// ("Sheet1"), gets the same model as from the untouched export.
import { mapHeaderRow, type HeaderMap } from './header-aliases';
import type { BulkTabKey } from './sheet-aliases';
import { PRODUCT } from './value-aliases';
import type { WorkbookSource } from './workbook-source';

/** Non-empty rows searched for a header before a sheet is declared unrecognised. */
const SIGNATURE_SEARCH_ROWS = 20;

type Product = ReturnType<typeof PRODUCT.get>;

function adsTab(header: HeaderMap, product: Product): BulkTabKey | undefined {
  const has = (column: Parameters<HeaderMap['index']['has']>[0]) => header.index.has(column);
  if (product === 'sponsoredProducts') return 'sponsoredProducts';
  if (product === 'sponsoredBrands') return has('draftCampaignId') ? 'sbLegacy' : 'sbMultiAdGroup';
  if (product !== undefined) return undefined;
  if (has('targetingType') && has('dailyBudget')) return 'sponsoredProducts';
  if (has('landingPageUrl') || has('budgetType'))
    return has('draftCampaignId') ? 'sbLegacy' : 'sbMultiAdGroup';
  return undefined;
}

/** The tab a header (and the first data row's Product) denotes, or undefined. */
export function tabOfHeader(header: HeaderMap, product: Product): BulkTabKey | undefined {
  const has = (column: Parameters<HeaderMap['index']['has']>[0]) => header.index.has(column);
  if (has('customerSearchTerm'))
    return product === 'sponsoredBrands'
      ? 'sbSearchTerms'
      : product === undefined || product === 'sponsoredProducts'
        ? 'spSearchTerms'
        : undefined;
  if (has('portfolioId') && !has('campaignId') && (has('budgetCurrencyCode') || has('budgetPolicy')))
    return 'portfolios';
  if (has('entity') && has('campaignId')) return adsTab(header, product);
  return undefined;
}

/** Reads the head of a sheet and tells which bulk tab its columns make it, or undefined. */
export function tabOfSheetContent(source: WorkbookSource, sheet: string): BulkTabKey | undefined {
  let header: HeaderMap | undefined;
  let product: Product;
  let searched = 0;
  source.readSheet(sheet, (row) => {
    if (header) {
      const column = header.index.get('product');
      if (column !== undefined) product = PRODUCT.get(row.text(column));
      return false;
    }
    const mapped = mapHeaderRow(row.allTexts());
    if (
      mapped.index.has('entity') ||
      mapped.index.has('customerSearchTerm') ||
      mapped.index.has('portfolioId')
    ) {
      header = mapped;
      return true;
    }
    return ++searched < SIGNATURE_SEARCH_ROWS;
  });
  return header ? tabOfHeader(header, product) : undefined;
}
