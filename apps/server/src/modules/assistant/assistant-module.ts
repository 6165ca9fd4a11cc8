// Builds the assistant's parts once per app: the knowledge base read from the content folder, its search
// index, the chat model when one is configured, and the two services the routes call.
import { CONTENT_PAGES, type Language } from '@adplan/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { ModuleContext } from '../../lib/module-context';
import type { SellerDirectory } from '../../ports/seller-directory';
import type { OperatorAccess } from '../../ports/operator-access';
import { assistantRoutes } from './assistant-routes';
import { createAssistantService, type AssistantService } from './assistant-service';
import { createOpenAiCompatibleChat, type ChatModel, type FetchFunction } from './chat-model';
import { loadContentLibrary } from './content-library';
import { ContactRepository } from './contact-repository';
import { ContactService } from './contact-service';
import { QuestionRateLimiter } from './question-rate-limiter';
import { SearchIndex } from './search-index';

/** The chat endpoint of the extended mode (config ASSISTANT_LLM_*). */
export interface AssistantLlmConfig {
  url: string;
  key?: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface AssistantModuleOptions {
  /** The repository's `content` folder. */
  contentRoot: string;
  llm?: AssistantLlmConfig | undefined;
  questionsPerMinute: number;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Names the sellers who left contact messages (the accounts module owns `users`). */
  sellers: Pick<SellerDirectory, 'userNames'>;
  operatorAccess?: OperatorAccess | undefined;
  /** Replaces the configured chat model (tests). */
  chatModel?: ChatModel | undefined;
  fetch?: FetchFunction | undefined;
}

/** The services of the assistant routes. */
export interface AssistantModule {
  assistant: AssistantService;
  contact: ContactService;
}

/** Reads the content, indexes it and builds the services. */
export async function createAssistantModule(options: AssistantModuleOptions): Promise<AssistantModule> {
  const library = await loadContentLibrary(options.contentRoot);
  const index = new SearchIndex(library);
  const contactSlug = CONTENT_PAGES.find((page) => page.path === '/contact')?.slug ?? 'contact';
  const contactTitles = Object.fromEntries(
    (['zh', 'en'] as Language[]).map((language) => [
      language,
      library.passages.find((passage) => passage.language === language && passage.page.slug === contactSlug)
        ?.pageTitle ?? contactSlug,
    ]),
  ) as Record<Language, string>;
  const chatModel =
    options.chatModel ??
    (options.llm ? createOpenAiCompatibleChat(options.llm, options.fetch ?? fetch) : undefined);
  return {
    assistant: createAssistantService({
      index,
      rateLimiter: new QuestionRateLimiter(options.clock, options.questionsPerMinute),
      chatModel,
      logger: options.logger,
      contactTitles,
    }),
    contact: new ContactService({
      repository: new ContactRepository(options.sellers),
      clock: options.clock,
      operatorAccess: options.operatorAccess,
    }),
  };
}

/** The assistant module's own parts besides the common context (tests replace them). */
export interface AssistantModuleDeps extends ModuleContext {
  /** Replaces the chat model built from config.assistant.llm. */
  chatModel?: ChatModel | undefined;
  /** The `fetch` of the chat endpoint. */
  fetch?: FetchFunction | undefined;
  /** Replaces the operator-role port of the context. */
  operatorAccess?: OperatorAccess | undefined;
}

/** Registers the Q&A and contact calls on `api` (an app scoped to the API prefix). */
export async function assistantModule(api: FastifyInstance, deps: AssistantModuleDeps): Promise<void> {
  const { assistant } = deps.config;
  const parts = await createAssistantModule({
    contentRoot: assistant.contentDir,
    llm: assistant.llm,
    questionsPerMinute: assistant.questionsPerMinute,
    clock: deps.clock,
    logger: api.log,
    sellers: deps.ports.sellers,
    operatorAccess: deps.operatorAccess ?? deps.ports.operatorAccess,
    chatModel: deps.chatModel,
    fetch: deps.fetch,
  });
  await api.register(assistantRoutes, parts);
}
