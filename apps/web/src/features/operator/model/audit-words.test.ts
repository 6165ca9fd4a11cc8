// Every audit detail the server writes reads as words in zh and en, never as the stored facts.
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_DETAIL_KINDS, type AuditDetail } from '@adplan/contracts';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { auditDetail } from './audit-words';

const samples: Record<AuditDetail['kind'], AuditDetail['values']> = {
  transferConfirmed: { bankReference: 'B-77' },
  transferAlreadyConfirmed: {},
  invoiceIssued: { number: 'No.1', issuedOn: '2026-11-20' },
  usesAdjusted: { uses: -2, validDays: 30, reason: 'refund' },
  roleUnchanged: {},
};

const wordsOf = (kind: AuditDetail['kind']) =>
  auditDetail(
    { detail: null, detail_words: { kind, values: samples[kind] } },
    i18n.getFixedT(null, 'operator'),
  );

afterEach(() => setLanguage('zh-CN'));

describe('audit details in words', () => {
  it('words every kind in zh and en without raw keys', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      setLanguage(language);
      for (const kind of AUDIT_DETAIL_KINDS) {
        const text = wordsOf(kind);
        expect(text, `${language} ${kind}`).not.toMatch(/details\.|\{\{|undefined/);
        expect(text.length, `${language} ${kind}`).toBeGreaterThan(3);
      }
    }
  });

  it('writes the values into the sentence, with English plurals', () => {
    setLanguage('zh-CN');
    expect(wordsOf('usesAdjusted')).toBe('-2 次，有效期顺延 30 天：refund');
    expect(wordsOf('transferConfirmed')).toBe('银行流水号 B-77');
    setLanguage('en-US');
    expect(wordsOf('usesAdjusted')).toBe('-2 uses, valid 30 days longer: refund');
    expect(wordsOf('invoiceIssued')).toBe('Invoice number No.1, issued on 2026-11-20');
  });

  it('keeps a line written as a sentence before details were facts', () => {
    expect(auditDetail({ detail: 'no change', detail_words: null }, i18n.getFixedT(null, 'operator'))).toBe(
      'no change',
    );
  });
});
