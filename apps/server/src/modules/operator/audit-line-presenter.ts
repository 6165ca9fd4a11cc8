// An audit line as the desk's log answers it. Details are stored as the JSON of their facts (kind and
// values) so the console words them in zh and en; lines written before that kept an English sentence,
// which is answered as text.
import { auditDetailSchema, type AuditDetail, type AuditLogEntry } from '@adplan/contracts';
import type { AuditRow } from './operator-repository';

/** One audit line as the audit log stores it. */
export type StoredAuditLine = AuditRow;

function detailFacts(stored: string): AuditDetail | undefined {
  if (!stored.startsWith('{')) return undefined;
  try {
    const parsed = auditDetailSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The answer of one stored line: its facts when it has them, its text otherwise. */
export function presentAuditLine(line: StoredAuditLine): AuditLogEntry {
  const facts = line.detail === null ? undefined : detailFacts(line.detail);
  return {
    id: line.id,
    actor: line.actor,
    action: line.action,
    subject: line.subject,
    detail: facts ? null : line.detail,
    detail_words: facts ?? null,
    created_at: line.created_at,
  };
}
