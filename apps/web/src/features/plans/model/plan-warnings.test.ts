import { describe, expect, it } from 'vitest';
import {
  budgetBelowAdvice,
  enteredPercent,
  formatMoney,
  lowBudgetThreshold,
  readAmount,
  suggestsOptimisation,
} from './plan-warnings';

describe('plan warnings (spec §5)', () => {
  it('warns about a US daily budget under $50 only', () => {
    expect(lowBudgetThreshold('US', '49.99')).toBe(50);
    expect(lowBudgetThreshold('US', '50')).toBeUndefined();
    expect(lowBudgetThreshold('US', '')).toBeUndefined();
    expect(lowBudgetThreshold('US', '0')).toBeUndefined();
    expect(lowBudgetThreshold('JP', '10')).toBeUndefined();
  });

  it('advises a budget of 3 times the expected spend when the given one is lower', () => {
    // The plan's own recommendation, not 3x the shown spend recomputed (57.87 beside the engine's 57.87).
    expect(budgetBelowAdvice(57.87, '50')).toBe(57.87);
    expect(budgetBelowAdvice(6.42, '6')).toBe(6.42);
    expect(budgetBelowAdvice(6.42, '6.42')).toBeUndefined();
    expect(budgetBelowAdvice(undefined, '6')).toBeUndefined();
    expect(budgetBelowAdvice(2, undefined)).toBeUndefined();
  });

  it('suggests optimisation past 1000 clicks', () => {
    expect(suggestsOptimisation(1000)).toBe(false);
    expect(suggestsOptimisation(1001)).toBe(true);
    expect(suggestsOptimisation(undefined)).toBe(false);
  });

  it('formats money with the marketplace currency and reads typed amounts', () => {
    expect(formatMoney('US', 1234.5)).toBe('$1,234.50');
    expect(formatMoney('UK', 3)).toBe('£3.00');
    expect(formatMoney('CA', 3)).toBe('C$3.00');
    expect(formatMoney('JP', 1200)).toBe('￥1,200');
    expect(readAmount('1,234.5')).toBe(1234.5);
    expect(readAmount('12.5%')).toBe(12.5);
    expect(readAmount('abc')).toBeUndefined();
  });

  it('shows the organic conversion rate as the seller entered it', () => {
    expect(enteredPercent('12.5')).toBe('12.5');
    expect(enteredPercent(' 8 % ')).toBe('8');
    expect(enteredPercent('')).toBeUndefined();
  });
});
