// Contact messages: a seller leaves one (a few per hour at most, counted in the database so the limit
// holds across replicas); operators, and only operators, read them.
import { CONTACT_MESSAGE_LIMITS, isWithinServiceHours, type Language } from '@adplan/contracts';
import { AppError, HttpStatus } from '../../lib/app-error';
import { HOUR_MS, toStoredTime, type Clock } from '../../lib/clock';
import type { OperatorAccess } from '../../ports/operator-access';
import type { DbExecutor } from '../../ports/usage-ledger';
import type { ContactMessageRecord, ContactRepository } from './contact-repository';

export interface ContactServiceDeps {
  repository: ContactRepository;
  clock: Clock;
  /** The operator-role port; without one nobody is an operator and the list answers 409 to everyone. */
  operatorAccess?: OperatorAccess | undefined;
}

/** A page of messages for an operator. */
export interface ContactMessagePage {
  messages: ContactMessageRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** The contact-message use cases. */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  /** Stores a seller's message; 429 past the hourly limit. */
  async leave(
    db: DbExecutor,
    userId: number,
    message: { body: string; contact?: string | undefined },
    language: Language,
  ): Promise<ContactMessageRecord> {
    const now = this.deps.clock.now();
    const recent = await this.deps.repository.countSince(db, userId, toStoredTime(now - HOUR_MS));
    if (recent >= CONTACT_MESSAGE_LIMITS.messagesPerHour) {
      throw new AppError(HttpStatus.rateLimited, 'assistant.contactRateLimited');
    }
    return this.deps.repository.add(db, {
      userId,
      body: message.body,
      contact: message.contact ? message.contact : null,
      language,
      withinServiceHours: isWithinServiceHours(new Date(now)),
      createdAt: toStoredTime(now),
    });
  }

  /** A page of messages, newest first; 409 (no permission, spec §6) unless `userId` is an operator. */
  async list(db: DbExecutor, userId: number, page: number): Promise<ContactMessagePage> {
    const operator = this.deps.operatorAccess ? await this.deps.operatorAccess.isOperator(db, userId) : false;
    if (!operator) throw new AppError(HttpStatus.noPermission, 409);
    const pageSize = CONTACT_MESSAGE_LIMITS.listPageSize;
    const [messages, total] = await Promise.all([
      this.deps.repository.page(db, { offset: (page - 1) * pageSize, limit: pageSize }),
      this.deps.repository.total(db),
    ]);
    return { messages, total, page, pageSize };
  }
}
