import { describe, expect, it } from 'vitest';
import { addInvoicePayloadSchema, chargePayloadSchema } from './billing-calls';
import { formatFen, parseAmountToFen, paymentMethodOf, purchaseTerms } from './billing-constants';

describe('billing constants', () => {
  it('prices every purchasable item in fen with its uses and validity (spec §9)', () => {
    expect(purchaseTerms('basic')).toEqual({ id: 'basic', priceFen: 69900, uses: 10, validDays: 30 });
    expect(purchaseTerms('pro')).toEqual({ id: 'pro', priceFen: 1999900, uses: 360, validDays: 365 });
    expect(purchaseTerms('accompaniedCoaching')).toEqual({
      id: 'accompaniedCoaching',
      priceFen: 399900,
      uses: 10,
      validDays: 45,
    });
    expect(purchaseTerms('courseWithCoaching').uses).toBe(20);
  });

  it('reads amounts with at most two decimals and writes them with two', () => {
    expect(['699', '699.0', '699.00', ' 699.00 '].map(parseAmountToFen)).toEqual([
      69900, 69900, 69900, 69900,
    ]);
    expect(parseAmountToFen('699.5')).toBe(69950);
    expect(['699.001', '-1', '6e2', '', 'abc'].map(parseAmountToFen)).toEqual([null, null, null, null, null]);
    expect(formatFen(1999900)).toBe('19999.00');
  });

  it('keeps the spec payment methods and the API pay methods apart', () => {
    expect(paymentMethodOf('alipay')).toBe('online');
    expect(paymentMethodOf('wechat')).toBe('online');
    expect(paymentMethodOf('bank_transfer')).toBe('bankTransfer');
  });

  it('validates the charge and invoice payloads with the GB 32100 check character', () => {
    expect(
      chargePayloadSchema.safeParse({ package_type: 'basic', pay_method: 'paypal', charge_fee: '699' })
        .success,
    ).toBe(false);
    const invoice = {
      transaction_id_list: ['TAP1'],
      title: '示例科技有限公司',
      unified_social_credit_code: '91350100m000100y43',
      email: 'finance@example.com',
    };
    const parsed = addInvoicePayloadSchema.parse(invoice);
    expect(parsed).toMatchObject({
      title_type: 'company',
      invoice_type: 'ordinary_e_invoice',
      unified_social_credit_code: '91350100M000100Y43',
    });
    const wrongCheck = addInvoicePayloadSchema.safeParse({
      ...invoice,
      unified_social_credit_code: '91350100M000100Y44',
    });
    expect(wrongCheck.error?.issues[0]?.message).toBe('validation.creditCode.invalid');
    expect(
      addInvoicePayloadSchema.safeParse({ ...invoice, transaction_id_list: [] }).error?.issues[0]?.message,
    ).toBe('validation.invoice.orderRequired');
  });
});
