// The client of an OpenAI-compatible chat endpoint (OpenAI, DeepSeek, Qwen/DashScope, a local server all
// speak POST {base}/chat/completions). Plain fetch with a time-out; every failure becomes a ChatModelError
// of a known kind, so the assistant can fall back to retrieval and say why.
import { z } from 'zod';

/** The `fetch` the client calls (tests pass one aimed at a local fake server). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** One message of a chat. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A model that answers a chat with one message. */
export interface ChatModel {
  /** The model's reply to `messages`; throws ChatModelError. */
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

/** Why a chat call failed: no answer in time, a refused call (status), no connection, or an unreadable answer. */
export type ChatModelFailure = 'timeout' | 'status' | 'network' | 'badAnswer';

/** A failed chat call; `status` is the HTTP status for `status` failures. */
export class ChatModelError extends Error {
  constructor(
    readonly failure: ChatModelFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}

/** Where and how to reach the endpoint. */
export interface ChatModelConfig {
  /** Base URL such as https://api.deepseek.com/v1, or the full …/chat/completions URL. */
  url: string;
  /** Bearer key; omitted for endpoints without one (a local server). */
  key?: string | undefined;
  model: string;
  timeoutMs: number;
  /** Upper bound of the reply's length in tokens. */
  maxTokens?: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/** The chat completions URL for a configured base. */
export function chatCompletionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** A ChatModel over an OpenAI-compatible endpoint. */
export function createOpenAiCompatibleChat(
  config: ChatModelConfig,
  fetchImpl: FetchFunction = fetch,
): ChatModel {
  const url = chatCompletionsUrl(config.url);
  return {
    async complete(messages) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.key) headers.authorization = `Bearer ${config.key}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model: config.model,
            messages,
            // Low temperature: the answer must stay with the passages, not invent.
            temperature: 0.2,
            max_tokens: config.maxTokens ?? 800,
            stream: false,
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new ChatModelError('timeout', `no answer within ${config.timeoutMs} ms`);
        }
        throw new ChatModelError('network', error instanceof Error ? error.message : String(error));
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new ChatModelError('timeout', `no answer within ${config.timeoutMs} ms`);
        }
        if (!response.ok) throw new ChatModelError('status', `HTTP ${response.status}`, response.status);
        throw new ChatModelError('badAnswer', 'the answer is not JSON');
      }
      if (!response.ok) {
        throw new ChatModelError('status', `HTTP ${response.status}: ${errorText(body)}`, response.status);
      }
      const parsed = completionSchema.safeParse(body);
      const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
      if (!content) throw new ChatModelError('badAnswer', 'the answer has no message content');
      return content;
    },
  };
}

// OpenAI-style errors are {error: {message}}; keep only that text (never the request, which holds the key).
function errorText(body: unknown): string {
  const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  return parsed.success ? parsed.data.error.message.slice(0, 200) : 'no error message';
}
