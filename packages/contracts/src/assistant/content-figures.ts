// Figures a content page quotes (prices, uses, service hours) are written in the markdown as `{{name}}`
// placeholders and filled from the contracts' constants, so a price changes in one place only.
import { HOSTED_AD_SERVICE, OFFERINGS, USAGE_PACKAGES } from '../billing/billing-constants';
import { SERVICE_HOURS } from '../constants';
import type { Language } from '../i18n/messages';

function grouped(value: number): string {
  return value.toLocaleString('en-US');
}

/** Every placeholder a content page may use, with its text in `language`. */
export function contentFigures(language: Language): Record<string, string> {
  const figures: Record<string, string> = {
    serviceHours: SERVICE_HOURS.spans
      .map((span) => `${span.start}-${span.end}`)
      .join(language === 'zh' ? '、' : ' and '),
    'hosted.adSalesSharePercent': String(Math.round(HOSTED_AD_SERVICE.adSalesShare * 1000) / 10),
    'hosted.minimumMonths': String(HOSTED_AD_SERVICE.minimumMonths),
    'hosted.prepaymentCny': grouped(HOSTED_AD_SERVICE.prepaymentCny),
    'hosted.minimumMonthlyFeeCny': grouped(HOSTED_AD_SERVICE.minimumMonthlyFeeCny),
    'hosted.minimumDailyBudgetUsdPerSku': grouped(HOSTED_AD_SERVICE.minimumDailyBudgetUsdPerSku),
  };
  for (const item of Object.values(USAGE_PACKAGES)) {
    figures[`packages.${item.id}.uses`] = grouped(item.uses);
    figures[`packages.${item.id}.priceCny`] = grouped(item.priceCny);
    figures[`packages.${item.id}.validityDays`] = String(item.validityDays);
  }
  for (const offering of Object.values(OFFERINGS)) {
    figures[`offerings.${offering.id}.priceCny`] = grouped(offering.priceCny);
    figures[`offerings.${offering.id}.extraUses`] = String(offering.extraUses);
    if (offering.durationDays !== null) {
      figures[`offerings.${offering.id}.durationDays`] = String(offering.durationDays);
    }
  }
  return figures;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills the `{{name}}` placeholders of a content text; throws on a name no constant backs (a typo in a page). */
export function fillContentFigures(text: string, language: Language): string {
  const figures = contentFigures(language);
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = figures[name];
    if (value === undefined) throw new Error(`Unknown content figure {{${name}}}`);
    return value;
  });
}
