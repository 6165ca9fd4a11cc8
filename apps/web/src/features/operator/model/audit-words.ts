// The operator audit log in the console's words: stored actions (`confirm_transfer`) and subjects
// (`order:ADP123`) are identifiers, not sentences.
import type { TFunction } from 'i18next';
import type { AuditLogEntry } from '@adplan/contracts';

/** `confirm_transfer` -> "确认转账到账"; an action this console does not know stays as stored. */
export function auditAction(action: string, t: TFunction<'operator'>): string {
  return t(`actions.${action}`, { defaultValue: action });
}

/** `order:ADP123` -> "订单 ADP123": the kind of a subject in words, its identifier as stored. */
export function auditSubject(subject: string, t: TFunction<'operator'>): string {
  const match = /^(order|invoice|user):(.*)$/.exec(subject);
  return match ? t(`subjects.${match[1] as 'order' | 'invoice' | 'user'}`, { id: match[2] }) : subject;
}

/**
 * The detail of an audit line in the console's language: its facts worded by kind ("银行流水号 B-77"), a
 * line written as a sentence before details were facts as stored, nothing as empty.
 */
export function auditDetail(entry: Pick<AuditLogEntry, 'detail' | 'detail_words'>, t: TFunction<'operator'>) {
  if (!entry.detail_words) return entry.detail ?? '';
  const { kind, values } = entry.detail_words;
  switch (kind) {
    case 'transferConfirmed':
      return values['bankReference']
        ? t('details.transferConfirmed', { reference: values['bankReference'] })
        : t('details.transferConfirmedNoReference');
    case 'usesAdjusted': {
      const uses = Number(values['uses']);
      const change = t('details.uses', { count: Math.abs(uses), sign: uses > 0 ? '+' : '-' });
      const days = values['validDays'] ? t('details.validDays', { count: Number(values['validDays']) }) : '';
      return t('details.usesAdjusted', { change, days, reason: values['reason'] ?? '' });
    }
    case 'invoiceIssued':
      return t('details.invoiceIssued', { number: values['number'], date: values['issuedOn'] });
    case 'transferAlreadyConfirmed':
    case 'roleUnchanged':
      return t(`details.${kind}`);
  }
}
