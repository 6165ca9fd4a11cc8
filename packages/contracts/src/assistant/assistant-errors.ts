// Refusals and notes of the assistant area (Q&A and contact messages) in zh and en; spread into the error
// catalogue. The `assistant.note*` entries are the sentences the assistant adds to an answer.
import type { LocalizedMessage } from '../i18n/messages';

/** Assistant messages, keyed `assistant.*`. */
export const assistantErrors = {
  'assistant.rateLimited': {
    zh: '提问太频繁了，请 {seconds} 秒后再试',
    en: 'You are asking too fast. Please try again in {seconds} seconds.',
  },
  'assistant.contactRateLimited': {
    zh: '留言太频繁了，请稍后再试；紧急问题请在服务时间内联系客服',
    en: 'You have left several messages already. Please try again later, or reach support during service hours.',
  },
  'assistant.answered': { zh: '已回答', en: 'Answered.' },
  'assistant.messageSaved': {
    zh: '留言已收到，客服会在服务时间内回复您',
    en: 'Your message has been received. Support will reply during service hours.',
  },
  'assistant.messagesListed': { zh: '留言列表', en: 'Messages.' },
  'assistant.noAnswer': {
    zh: '知识库里没有找到能回答这个问题的内容。请换个说法再问，或到“联系我们”页面留言，客服会在服务时间内回复。',
    en: 'The knowledge base has nothing that answers this question. Please rephrase it, or leave a message on the Contact page and support will reply during service hours.',
  },
  'assistant.noteRetrievalOnly': {
    zh: '（扩展模式未接入大模型，以下内容直接摘自知识库。）',
    en: '(No language model is configured for the extended mode, so this answer is taken straight from the knowledge base.)',
  },
  'assistant.noteModelFailed': {
    zh: '（大模型暂时无法回答，以下内容直接摘自知识库。）',
    en: '(The language model could not answer just now, so this answer is taken straight from the knowledge base.)',
  },
  'assistant.seeAlso': { zh: '详见：', en: 'See:' },
} as const satisfies Record<string, LocalizedMessage>;
