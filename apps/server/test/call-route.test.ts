// routeCall registers a route from a call-table entry: the method and path are the call's, the payload
// is parsed with the call's schema (JSON body, or the query string of a GET) and a bad one is refused
// with field problems before the handler runs.
import { dataAnswerSchema, defineCalls, messageAnswerSchema, success } from '@adplan/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeCall } from '../src/lib/call-route';
import { errorHandlerPlugin } from '../src/plugins/error-handler-plugin';
import { languagePlugin } from '../src/plugins/language-plugin';
import { expectAnswerOf, expectRefusal, injectCall } from './helpers/call-answers';

const TEST_CALLS = defineCalls({
  rename: {
    method: 'PUT',
    path: '/test/rename',
    payload: z.object({ name: z.string().trim().min(1, 'validation.required') }),
    answer: dataAnswerSchema(z.object({ name: z.string() })),
  },
  search: {
    method: 'GET',
    path: '/test/search',
    payload: z.object({ page: z.coerce.number().int().min(1) }),
    answer: dataAnswerSchema(z.object({ page: z.number() })),
  },
  forget: { method: 'DELETE', path: '/test/forget', answer: messageAnswerSchema },
});

describe('routeCall', () => {
  let app: FastifyInstance;
  let handled: number;
  beforeEach(async () => {
    handled = 0;
    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(languagePlugin);
    await app.register(
      async (api) => {
        routeCall(api, TEST_CALLS.rename, (_request, _reply, payload) => {
          handled += 1;
          return success('renamed', { name: payload.name });
        });
        routeCall(api, TEST_CALLS.search, (_request, _reply, payload) =>
          success('found', { page: payload.page }),
        );
        routeCall(api, TEST_CALLS.forget, () => success('forgotten'));
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  it("registers each call's method and path and nothing else", async () => {
    for (const call of Object.values(TEST_CALLS)) {
      expect(app.hasRoute({ method: call.method, url: `/api${call.path}` })).toBe(true);
    }
    expect(app.hasRoute({ method: 'POST', url: '/api/test/rename' })).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/api/test/rename', payload: {} })).statusCode).toBe(404);
  });

  it('hands the handler the payload parsed with the call schema (trimmed body, coerced query)', async () => {
    const renamed = await injectCall(app, TEST_CALLS.rename, { name: '  shop  ' });
    expectAnswerOf(TEST_CALLS.rename, renamed);
    expect(renamed.json().data).toEqual({ name: 'shop' });
    const found = await injectCall(app, TEST_CALLS.search, { page: 3 });
    expectAnswerOf(TEST_CALLS.search, found);
    expect(found.json().data).toEqual({ page: 3 });
    expectAnswerOf(TEST_CALLS.forget, await injectCall(app, TEST_CALLS.forget));
  });

  it('refuses a payload its schema rejects with field problems, before the handler runs', async () => {
    const refused = expectRefusal(await injectCall(app, TEST_CALLS.rename, { name: '   ' }), 400);
    expect(Object.keys(refused.data?.fields ?? {})).toEqual(['name']);
    expect(handled).toBe(0);
  });
});
