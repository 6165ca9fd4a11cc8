import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { auditAction, auditSubject } from './audit-words';

describe('operator audit words', () => {
  it('names every action the server records and its subject in both languages', async () => {
    await i18n.loadNamespaces('operator');
    const zh = i18n.getFixedT('zh-CN', 'operator');
    const en = i18n.getFixedT('en-US', 'operator');
    for (const action of ['grant', 'revoke', 'confirm_transfer', 'issue_invoice', 'adjust', 'view_ledger']) {
      expect(auditAction(action, zh)).not.toMatch(/[a-z_]{4,}/);
      expect(auditAction(action, en)).not.toContain('_');
      expect(auditAction(action, en)).not.toBe(action);
    }
    expect(auditAction('confirm_transfer', zh)).toBe('确认转账到账');
    expect(auditSubject('order:ADP123', zh)).toBe('订单 ADP123');
    expect(auditSubject('user:demo', en)).toBe('User demo');
    expect(auditSubject('something else', en)).toBe('something else');
  });
});
