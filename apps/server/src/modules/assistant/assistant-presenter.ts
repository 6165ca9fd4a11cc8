// What leaves the server about contact messages: the contracts' snake_case shape, never user ids.
import type { ContactMessage, ContactMessagesAnswer } from '@adplan/contracts';
import type { ContactMessageRecord } from './contact-repository';
import type { ContactMessagePage } from './contact-service';

/** A stored message as the contracts describe it. */
export function toContactMessage(record: ContactMessageRecord): ContactMessage {
  return {
    id: record.id,
    user_name: record.userName,
    body: record.body,
    contact: record.contact,
    created_at: record.createdAt,
    within_service_hours: record.withinServiceHours,
  };
}

/** A page of messages for GET /contact_messages. */
export function toContactMessages(page: ContactMessagePage): ContactMessagesAnswer {
  return {
    messages: page.messages.map(toContactMessage),
    total: page.total,
    page: page.page,
    page_size: page.pageSize,
  };
}
