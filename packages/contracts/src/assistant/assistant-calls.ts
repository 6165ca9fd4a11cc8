// Payload and answer schemas of the assistant calls: the Q&A of /communication and the contact messages.
import { z } from 'zod';
import { ASSISTANT_LIMITS, ASSISTANT_MODES, CONTACT_MESSAGE_LIMITS } from './assistant-constants';

/** One earlier turn of the conversation, so a follow-up question can be understood. */
export const assistantTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(ASSISTANT_LIMITS.historyTurnMaxLength),
});
export type AssistantTurn = z.infer<typeof assistantTurnSchema>;

/** POST /communication payload: the question, the mode and (optionally) the turns before it. */
export const askPayloadSchema = z.object({
  question: z
    .string({ error: 'validation.assistant.questionRequired' })
    .trim()
    .min(ASSISTANT_LIMITS.questionMinLength, { error: 'validation.assistant.questionRequired' })
    .max(ASSISTANT_LIMITS.questionMaxLength, { error: 'validation.assistant.questionTooLong' }),
  mode: z.enum(ASSISTANT_MODES).default('normal'),
  history: z.array(assistantTurnSchema).max(ASSISTANT_LIMITS.historyMaxTurns).optional(),
});
export type AskPayload = z.input<typeof askPayloadSchema>;

/** A page an answer came from: its title and console path (a link in the web). */
export const answerSourceSchema = z.object({ title: z.string().min(1), path: z.string().min(1) });
export type AnswerSource = z.infer<typeof answerSourceSchema>;

/** POST /communication answer data. `grounded` is false when nothing in the knowledge base matched. */
export const askAnswerSchema = z.object({
  answer: z.string().min(1),
  sources: z.array(answerSourceSchema),
  mode: z.enum(ASSISTANT_MODES),
  grounded: z.boolean(),
  /** Whether a language model wrote the answer (extended mode with a configured endpoint). */
  generated: z.boolean(),
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;

/** POST /contact_message payload: what the seller wants to say and, optionally, how to reach them. */
export const contactMessagePayloadSchema = z.object({
  body: z
    .string({ error: 'validation.contact.bodyRequired' })
    .trim()
    .min(CONTACT_MESSAGE_LIMITS.bodyMinLength, { error: 'validation.contact.bodyRequired' })
    .max(CONTACT_MESSAGE_LIMITS.bodyMaxLength, { error: 'validation.contact.bodyTooLong' }),
  contact: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_LIMITS.contactMaxLength, { error: 'validation.contact.contactTooLong' })
    .optional(),
});
export type ContactMessagePayload = z.input<typeof contactMessagePayloadSchema>;

/** A stored contact message as the seller sees it after sending, and as operators list it. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  body: z.string(),
  contact: z.string().nullable(),
  created_at: z.string(),
  /** Whether the message arrived within the service hours. */
  within_service_hours: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /contact_messages query (operators only): the page, newest first. */
export const contactMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

/** GET /contact_messages answer data. */
export const contactMessagesAnswerSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ContactMessagesAnswer = z.infer<typeof contactMessagesAnswerSchema>;
