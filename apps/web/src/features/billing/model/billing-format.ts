// Words and figures of the billing pages: package names, prices, ledger reasons, the countdown.
import type { LedgerEntry, PurchasableId } from '@adplan/contracts';
import type { TFunction } from 'i18next';

/** Reference prefix of the demo account's first credit (development starts only). */
const DEMO_REFERENCE_PREFIX = 'demo:';

/** The reason of a ledger entry in words: which order, which plan, which adjustment. */
export function ledgerReason(entry: LedgerEntry, t: TFunction<'billing'>): string {
  const ref = entry.reference.replace(/^(order|plan):/, '');
  if (entry.kind === 'package_credit') {
    const item = entry.note ? t(`packages.${entry.note as PurchasableId}`, { defaultValue: entry.note }) : '';
    return t('ledger.package_credit', { item, ref });
  }
  if (entry.kind === 'plan_debit') return t('ledger.plan_debit', { ref });
  // The demo account's uses are credited by the server itself: its note is not an operator's words.
  if (entry.reference.startsWith(DEMO_REFERENCE_PREFIX)) return t('ledger.demo');
  return t('ledger.adjustment', { note: entry.note ?? '' });
}

/** Milliseconds left until `iso`, never below zero. */
export function msLeft(iso: string | null, now: number): number {
  return iso === null ? 0 : Math.max(0, Date.parse(iso) - now);
}

/** `m:ss` of a duration. */
export function countdownText(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
