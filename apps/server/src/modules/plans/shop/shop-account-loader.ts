// Loads a linked shop's account data for one flow in the server's main thread (network work, not CPU):
// the SP or SB entities of the live account and the SP or SB reports over the plan's window, both through
// the ShopAccountReader port, mapped into the engine's AccountModel, plus the product checks of spec §8
// that need the shop (50016, 50017, 50011).
import type { AccountModel, DataWindow } from '@adplan/engine';
import {
  amazonFailureDetailKey,
  amazonFailureOf,
  ShopReadError,
} from '../../../amazon/account-reader/shop-read-error';
import { AppError, HttpStatus, LocalizedError } from '../../../lib/app-error';
import { bothLanguages } from './shop-plan-words';
import type { LinkedShop } from '../../../ports/shop-access';
import type { ShopAccountReader } from '../../../ports/shop-account-reader';
import type { CatalogueProvider } from '../catalogue-provider';
import {
  SB_MODEL_PARTS,
  SP_MODEL_PARTS,
  shopAccountModel,
  type SbEntities,
  type SpEntities,
} from './shop-account-mapper';
import { SB_REPORT_RETENTION_DAYS, shopReportWindow } from './shop-report-window';
import { loadShopReports } from './shop-reports';

/** A shop's account data as the engine worker receives it, and the parameters completed from the shop. */
export interface LoadedShopAccount {
  model: AccountModel;
  window: DataWindow;
  parameters: Record<string, unknown>;
}

/** The spec §8 refusals that need the shop's data, and the SKU of the ASIN when the seller gave none. */
async function completeParameters(
  flow: string,
  parameters: Record<string, unknown>,
  sp: SpEntities | undefined,
  sb: SbEntities | undefined,
  shop: LinkedShop,
  catalogue: CatalogueProvider,
): Promise<Record<string, unknown>> {
  const text = (name: string) =>
    typeof parameters[name] === 'string' ? (parameters[name] as string).trim() : '';
  const asin = text('asin').toUpperCase();
  const completed = { ...parameters };
  if (asin && catalogue.online) {
    const listing = await catalogue.listing(asin, shop.marketplace).catch(() => undefined);
    if (listing === null) throw new AppError(HttpStatus.badRequest, 'shopPlan.notOnSale', {}, 50011);
  }
  const campaignId = text('campaign_id');
  const campaignName = text('campaign_name');
  const existing =
    !flow.endsWith('cold-start') || parameters['campaign_mode'] === 'existing' || campaignId !== '';
  const campaigns = [...(sp?.campaigns ?? []), ...(sb?.campaigns ?? [])];
  if (existing && (campaignId || campaignName)) {
    const found = campaigns.some(
      (c) => c.campaignId === campaignId || (campaignName !== '' && c.name === campaignName),
    );
    if (!found) throw new AppError(HttpStatus.badRequest, 'shopPlan.noCampaign', {}, 50016);
  }
  if (sp && asin) {
    const ads = sp.productAds.filter((ad) => ad.asin?.toUpperCase() === asin);
    if (existing && !campaignId && !campaignName && ads.length === 0)
      throw new AppError(HttpStatus.badRequest, 'shopPlan.noCampaign', {}, 50016);
    if (
      flow.startsWith('keyword-cold-start') ||
      flow.startsWith('asin-cold-start') ||
      flow.startsWith('auto-cold-start')
    ) {
      if (!text('sku')) {
        const sku = ads.find((ad) => ad.sku)?.sku;
        if (!sku) throw new AppError(HttpStatus.badRequest, 'shopPlan.noSku', {}, 50017);
        completed['sku'] = sku;
      }
    }
  }
  if (sb && asin && existing && !campaignId && !campaignName) {
    const advertised = sb.videoAds.some((ad) => ad.creative.asins.some((a) => a.toUpperCase() === asin));
    if (!advertised) throw new AppError(HttpStatus.badRequest, 'shopPlan.noCampaign', {}, 50016);
  }
  return completed;
}

/**
 * The refusal of a failed load: the reader's 50018 said in the plan's words (what went wrong, and that no
 * use was consumed); the shop's own refusals (10031, 10032) as they are.
 */
export function loadFailure(error: unknown): AppError {
  if (error instanceof AppError && !(error instanceof ShopReadError)) return error;
  const detailKey = amazonFailureDetailKey(amazonFailureOf(error)?.kind ?? 'unavailable');
  return new LocalizedError(HttpStatus.badRequest, 50018, bothLanguages('shopPlan.loadFailed', detailKey));
}

/** Loads the shop's data for `flow` (SP flows read SP, SBV flows SB) and completes the parameters. */
export async function loadShopAccount(options: {
  reader: ShopAccountReader;
  shop: LinkedShop;
  flow: string;
  parameters: Record<string, unknown>;
  now: number;
  reportTimeoutMs: number;
  catalogue: CatalogueProvider;
}): Promise<LoadedShopAccount> {
  const { reader, shop, flow } = options;
  const brands = flow.startsWith('sbv-');
  const { window, ranges } = shopReportWindow(
    options.now,
    shop.timezone,
    brands ? SB_REPORT_RETENTION_DAYS : undefined,
  );
  let sp: SpEntities | undefined;
  let sb: SbEntities | undefined;
  let reports;
  try {
    [sp, sb, reports] = await Promise.all([
      brands ? Promise.resolve(undefined) : reader.readSp({ live: true }, SP_MODEL_PARTS),
      brands ? reader.readSb({ live: true }, SB_MODEL_PARTS) : Promise.resolve(undefined),
      loadShopReports(
        reader,
        brands ? 'SPONSORED_BRANDS' : 'SPONSORED_PRODUCTS',
        ranges,
        options.reportTimeoutMs,
      ),
    ]);
  } catch (error) {
    throw loadFailure(error);
  }
  const parameters = await completeParameters(flow, options.parameters, sp, sb, shop, options.catalogue);
  return { model: shopAccountModel(sp, sb, reports), window, parameters };
}
