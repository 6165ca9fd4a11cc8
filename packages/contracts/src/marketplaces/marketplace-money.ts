// Money at a marketplace's precision: whole yen in JP, cents elsewhere. Amazon rejects a bid or budget
// with more decimals, so every generated or scheduled amount is rounded here, and clamped to its limits.
import { MARKETPLACE_TABLE, type Marketplace, type MoneyRange } from './marketplace-table';

/** Rounds money to the marketplace's precision (whole yen for JP, cents elsewhere), half away from zero. */
export function roundMoney(marketplace: Marketplace, amount: number): number {
  const factor = 10 ** MARKETPLACE_TABLE[marketplace].decimals;
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON)) / factor;
}

/**
 * Clamps to `range` and rounds to the marketplace precision. Rounding happens after clamping and is kept
 * inside the range (a minimum of 0.02 never rounds to 0.01).
 */
export function clampMoney(marketplace: Marketplace, amount: number, range: MoneyRange): number {
  const clamped = Math.min(range.max, Math.max(range.min, amount));
  const rounded = roundMoney(marketplace, clamped);
  return Math.min(range.max, Math.max(range.min, rounded));
}
