// The chat client against a local fake OpenAI-compatible server: the request it sends, the reply it
// reads, and each failure mapped to its kind.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatModelError, chatCompletionsUrl, createOpenAiCompatibleChat } from './chat-model';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const received: Array<{ url: string | undefined; headers: IncomingMessage['headers']; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ url: request.url, headers: request.headers, body: body ? JSON.parse(body) : null });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const config = () => ({ url: baseUrl, key: 'sk-test', model: 'deepseek-chat', timeoutMs: 2000 });

describe('OpenAI-compatible chat client', () => {
  it('posts the model and messages to /chat/completions with the bearer key and reads the reply', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        choices: [{ message: { role: 'assistant', content: '  出价 = 目标 CPS × 转化率 [1]  ' } }],
      });
    const chat = createOpenAiCompatibleChat(config());
    const reply = await chat.complete([
      { role: 'system', content: 'passages' },
      { role: 'user', content: '怎么出价' },
    ]);
    expect(reply).toBe('出价 = 目标 CPS × 转化率 [1]');
    expect(received[0]?.url).toBe('/v1/chat/completions');
    expect(received[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(received[0]?.body).toMatchObject({
      model: 'deepseek-chat',
      stream: false,
      messages: [
        { role: 'system', content: 'passages' },
        { role: 'user', content: '怎么出价' },
      ],
    });
  });

  it('sends no authorization header when no key is configured', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, { choices: [{ message: { content: 'ok' } }] });
    await createOpenAiCompatibleChat({ ...config(), key: undefined }).complete([
      { role: 'user', content: 'hi' },
    ]);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('maps a refused call to a status failure carrying the provider message, not the key', async () => {
    handler = (_request, _body, response) =>
      json(response, 401, { error: { message: 'Authentication Fails (invalid api key)' } });
    const failure = await createOpenAiCompatibleChat(config())
      .complete([{ role: 'user', content: 'hi' }])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChatModelError);
    expect(failure).toMatchObject({ failure: 'status', status: 401 });
    expect((failure as Error).message).toContain('invalid api key');
    expect((failure as Error).message).not.toContain('sk-test');
  });

  it('maps a slow endpoint to a timeout', async () => {
    handler = (_request, _body, response) => {
      setTimeout(() => json(response, 200, { choices: [{ message: { content: 'late' } }] }), 500);
    };
    const failure = await createOpenAiCompatibleChat({ ...config(), timeoutMs: 100 })
      .complete([{ role: 'user', content: 'hi' }])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'timeout' });
  });

  it('maps an answer without content, or not JSON, to badAnswer', async () => {
    handler = (_request, _body, response) => json(response, 200, { choices: [] });
    await expect(createOpenAiCompatibleChat(config()).complete([])).rejects.toMatchObject({
      failure: 'badAnswer',
    });
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway</html>');
    };
    await expect(createOpenAiCompatibleChat(config()).complete([])).rejects.toMatchObject({
      failure: 'badAnswer',
    });
  });

  it('maps a closed port to a network failure', async () => {
    const failure = await createOpenAiCompatibleChat({ ...config(), url: 'http://127.0.0.1:9/v1' })
      .complete([{ role: 'user', content: 'hi' }])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'network' });
  });

  it('accepts a base URL or the full completions URL', () => {
    expect(chatCompletionsUrl('https://api.deepseek.com/v1/')).toBe(
      'https://api.deepseek.com/v1/chat/completions',
    );
    expect(chatCompletionsUrl('https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions')).toBe(
      'https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions',
    );
  });
});
