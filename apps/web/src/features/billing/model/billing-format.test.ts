import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@adplan/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { countdownText, ledgerReason, msLeft } from './billing-format';

describe('billing format', () => {
  it('counts down to the expiry in m:ss and stops at zero', () => {
    const now = Date.parse('2025-01-15T02:00:00.000Z');
    expect(countdownText(msLeft('2025-01-15T02:05:00.000Z', now))).toBe('5:00');
    expect(countdownText(msLeft('2025-01-15T02:00:09.500Z', now))).toBe('0:10');
    expect(msLeft('2025-01-15T01:59:00.000Z', now)).toBe(0);
    expect(msLeft(null, now)).toBe(0);
  });

  it("names the demo account's credit in the seller's language and keeps an operator's note as written", async () => {
    await i18n.loadNamespaces('billing');
    const entry = (reference: string, note: string): LedgerEntry => ({
      id: 1,
      uses: 10,
      kind: 'adjustment',
      reference,
      note,
      valid_until: null,
      created_at: '2026-11-27T08:00:00.000Z',
    });
    const zh = i18n.getFixedT('zh-CN', 'billing');
    const en = i18n.getFixedT('en-US', 'billing');
    expect(ledgerReason(entry('demo:1', 'demo account'), zh)).toBe('演示账户的试用次数');
    expect(ledgerReason(entry('demo:1', 'demo account'), en)).toBe('Trial uses of the demo account');
    expect(ledgerReason(entry('adjustment:9', '补偿 3 次'), zh)).toBe('人工调整：补偿 3 次');
  });
});
