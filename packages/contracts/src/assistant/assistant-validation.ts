// Validation messages of the assistant payloads (question, contact message) in zh and en; spread into
// `validationMessages`.
import type { LocalizedMessage } from '../i18n/messages';

/** Assistant validation messages, keyed `validation.assistant.*` and `validation.contact.*`. */
export const assistantValidationMessages = {
  'validation.assistant.questionRequired': {
    zh: '请输入您的问题（至少 2 个字）',
    en: 'Please type your question (at least 2 characters).',
  },
  'validation.assistant.questionTooLong': {
    zh: '问题最多 500 个字，请精简后再问',
    en: 'A question can be at most 500 characters. Please shorten it.',
  },
  'validation.contact.bodyRequired': {
    zh: '请填写留言内容（至少 5 个字）',
    en: 'Please write your message (at least 5 characters).',
  },
  'validation.contact.bodyTooLong': {
    zh: '留言最多 2000 个字',
    en: 'A message can be at most 2000 characters.',
  },
  'validation.contact.contactTooLong': {
    zh: '联系方式最多 100 个字',
    en: 'The contact details can be at most 100 characters.',
  },
} as const satisfies Record<string, LocalizedMessage>;
