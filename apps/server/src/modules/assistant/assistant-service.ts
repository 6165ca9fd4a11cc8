// The Q&A use case: find the passages for a question, then answer short (normal) or long (extended).
// In extended mode a configured chat model writes the answer from those passages only and cites them;
// without one, or when it fails, the answer comes from the passages themselves with a note saying so.
// A question the knowledge base cannot answer points to the contact page.
import {
  CONTACT_PATH,
  errorMessage,
  type AnswerSource,
  type AskAnswer,
  type AssistantMode,
  type AssistantTurn,
  type Language,
} from '@adplan/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, HttpStatus } from '../../lib/app-error';
import {
  ANSWER_TUNING,
  codeAnswer,
  longAnswer,
  shortAnswer,
  sourceTitle,
  usableHits,
} from './answer-composer';
import { ChatModelError, type ChatMessage, type ChatModel } from './chat-model';
import type { QuestionRateLimiter } from './question-rate-limiter';
import type { SearchHit, SearchIndex } from './search-index';
import { questionLanguage } from './text-analysis';

/** A question as the route hands it over (payload already validated). */
export interface AskInput {
  question: string;
  mode: AssistantMode;
  history?: AssistantTurn[] | undefined;
}

/** Who asks: the user (rate limit) and the language of the request (for questions in neither script). */
export interface AskContext {
  userId: number;
  requestLanguage: Language;
}

export interface AssistantServiceDeps {
  index: SearchIndex;
  rateLimiter: QuestionRateLimiter;
  /** The chat model of the extended mode; absent when none is configured. */
  chatModel?: ChatModel | undefined;
  logger: FastifyBaseLogger;
  /** Title of the contact page in each language (the source an unanswered question points to). */
  contactTitles: Record<Language, string>;
}

/** The assistant's use case. */
export interface AssistantService {
  ask(input: AskInput, context: AskContext): Promise<AskAnswer>;
}

const SEARCH_DEPTH = 8;

const SYSTEM_PROMPT: Record<Language, string> = {
  zh: [
    '你是“广告方案助手”的亚马逊广告问答助手。只根据下面编号的资料回答用户的问题，不要使用资料以外的知识，不要编造数字、功能或日期。',
    '用简体中文回答，先给结论，再分点说明；在用到某条资料的句子后面标注它的编号，例如 [1]。',
    `资料里没有答案时，直接说明知识库中没有相关内容，并建议用户到“联系我们”页面（${CONTACT_PATH}）留言。`,
  ].join('\n'),
  en: [
    "You are the Amazon advertising Q&A assistant of AdPlan. Answer the user's question only from the numbered passages below; use no outside knowledge and never invent figures, features or dates.",
    'Answer in English: the conclusion first, then the details as short points; after each sentence that uses a passage, cite its number, e.g. [1].',
    `If the passages do not answer the question, say that the knowledge base has nothing on it and suggest leaving a message on the Contact page (${CONTACT_PATH}).`,
  ].join('\n'),
};

function passagesBlock(hits: readonly SearchHit[]): string {
  return hits
    .map((hit, index) => `[${index + 1}] ${sourceTitle(hit)} (${hit.passage.path})\n${hit.passage.text}`)
    .join('\n\n');
}

/** The chat sent to the model: instructions with the passages, the earlier turns, then the question. */
export function groundedMessages(
  question: string,
  language: Language,
  hits: readonly SearchHit[],
  history: readonly AssistantTurn[],
): ChatMessage[] {
  return [
    { role: 'system', content: `${SYSTEM_PROMPT[language]}\n\n${passagesBlock(hits)}` },
    ...history.map((turn): ChatMessage => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question },
  ];
}

/** The hits a model answer cites as [n]; all of them when it cites none. */
export function citedHits(answer: string, hits: readonly SearchHit[]): SearchHit[] {
  const cited = new Set<number>();
  for (const match of answer.matchAll(/\[(\d{1,2})\]/g)) cited.add(Number(match[1]) - 1);
  const kept = hits.filter((_hit, index) => cited.has(index));
  return kept.length > 0 ? kept : [...hits];
}

function sourcesOf(hits: readonly SearchHit[]): AnswerSource[] {
  return hits.map((hit) => ({ title: sourceTitle(hit), path: hit.passage.path }));
}

/** Builds the assistant over a search index and, optionally, a chat model. */
export function createAssistantService(deps: AssistantServiceDeps): AssistantService {
  const search = (question: string, history: readonly AssistantTurn[], language: Language, limit: number) => {
    const hits = usableHits(deps.index.search(question, language, SEARCH_DEPTH), limit);
    if (hits.length > 0) return hits;
    // A follow-up ("and for JP?") rarely stands alone: try again together with the previous question.
    const previous = [...history].reverse().find((turn) => turn.role === 'user');
    if (!previous) return [];
    const combined = usableHits(
      deps.index.search(`${previous.content} ${question}`, language, SEARCH_DEPTH),
      limit,
    );
    // The new question must still be about what was found, not only the previous one.
    return combined.filter((hit) => deps.index.coverageOf(hit, question) > 0);
  };

  return {
    async ask(input, context) {
      const wait = deps.rateLimiter.take(context.userId);
      if (wait > 0) {
        throw new AppError(HttpStatus.rateLimited, 'assistant.rateLimited', { seconds: wait });
      }
      const language = questionLanguage(input.question, context.requestLanguage);
      const history = input.history ?? [];
      const extended = input.mode === 'extended';
      const hits = search(
        input.question,
        history,
        language,
        extended ? ANSWER_TUNING.extendedSources : ANSWER_TUNING.normalSources,
      );

      if (hits.length === 0) {
        return {
          answer: errorMessage('assistant.noAnswer', language),
          sources: [{ title: deps.contactTitles[language], path: CONTACT_PATH }],
          mode: input.mode,
          grounded: false,
          generated: false,
        };
      }

      if (!extended) {
        const [best] = hits as [SearchHit, ...SearchHit[]];
        // A code asked about is answered by its own row, not by the sentences around it.
        const codes = deps.index.lookupCodes(input.question, language);
        // ... and cites only the rows it quotes ("报错10013怎么办" is not about any other "怎么办").
        const codeHits = hits.filter((hit) => codes.some((entry) => entry.passage === hit.passage));
        return {
          answer:
            codes.length > 0 ? codeAnswer(codes, language) : shortAnswer(best, input.question, language),
          sources: sourcesOf(codes.length > 0 ? codeHits : hits),
          mode: input.mode,
          grounded: true,
          generated: false,
        };
      }

      if (deps.chatModel) {
        try {
          const answer = await deps.chatModel.complete(
            groundedMessages(input.question, language, hits, history),
          );
          return {
            answer,
            sources: sourcesOf(citedHits(answer, hits)),
            mode: input.mode,
            grounded: true,
            generated: true,
          };
        } catch (error) {
          if (!(error instanceof ChatModelError)) throw error;
          deps.logger.warn(
            { event: 'assistant.model_failed', failure: error.failure, status: error.status },
            'the chat model failed; answering from retrieval',
          );
          return {
            answer: `${errorMessage('assistant.noteModelFailed', language)}\n\n${longAnswer(hits, input.question, language)}`,
            sources: sourcesOf(hits),
            mode: input.mode,
            grounded: true,
            generated: false,
          };
        }
      }

      return {
        answer: `${errorMessage('assistant.noteRetrievalOnly', language)}\n\n${longAnswer(hits, input.question, language)}`,
        sources: sourcesOf(hits),
        mode: input.mode,
        grounded: true,
        generated: false,
      };
    },
  };
}
