import { describe, expect, it } from 'vitest';
import { renderSandboxPayPage } from './sandbox-pay-page';

describe('sandbox pay page', () => {
  it('names the item and the state in both languages, never by identifier', () => {
    const page = renderSandboxPayPage(
      { out_trade_no: 'ADP1', package_type: 'basic', amount: '699.00', status: 'pending', expires_at: null },
      '/pay',
      false,
    );
    expect(page).toContain('<dd id="item">基础版 / Basic</dd>');
    expect(page).toContain('<dd id="status">待支付 / Awaiting payment</dd>');
    expect(page).not.toMatch(/<dd[^>]*>basic</);
  });
});
