// The assistant calls as one table: the Q&A (spec §7 /communication) and the contact messages.
import { dataAnswerSchema } from '../api/api-answer';
import { defineCalls } from '../api/call-definition';
import {
  askAnswerSchema,
  askPayloadSchema,
  contactMessagePayloadSchema,
  contactMessageSchema,
  contactMessagesAnswerSchema,
  contactMessagesQuerySchema,
} from './assistant-calls';
import { ASSISTANT_LIMITS } from './assistant-constants';

/** The assistant's calls. */
export const ASSISTANT_CALLS = defineCalls({
  ask: {
    method: 'POST',
    path: '/communication',
    payload: askPayloadSchema,
    answer: dataAnswerSchema(askAnswerSchema),
    timeoutMs: ASSISTANT_LIMITS.callTimeoutMs,
    retrySafe: false,
  },
  leaveMessage: {
    method: 'POST',
    path: '/contact_message',
    payload: contactMessagePayloadSchema,
    answer: dataAnswerSchema(contactMessageSchema),
    retrySafe: false,
  },
  listMessages: {
    method: 'GET',
    path: '/contact_messages',
    payload: contactMessagesQuerySchema,
    answer: dataAnswerSchema(contactMessagesAnswerSchema),
  },
});
