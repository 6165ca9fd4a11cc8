// The operator audit log in the console's words: stored actions (`confirm_transfer`) and subjects
// (`order:ADP123`) are identifiers, not sentences.
import type { TFunction } from 'i18next';

/** `confirm_transfer` -> "确认转账到账"; an action this console does not know stays as stored. */
export function auditAction(action: string, t: TFunction<'operator'>): string {
  return t(`actions.${action}`, { defaultValue: action });
}

/** `order:ADP123` -> "订单 ADP123": the kind of a subject in words, its identifier as stored. */
export function auditSubject(subject: string, t: TFunction<'operator'>): string {
  const match = /^(order|invoice|user):(.*)$/.exec(subject);
  return match ? t(`subjects.${match[1] as 'order' | 'invoice' | 'user'}`, { id: match[2] }) : subject;
}
