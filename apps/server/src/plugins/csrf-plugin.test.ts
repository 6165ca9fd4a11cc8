import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActiveSession } from '../sessions/session-store';
import { csrfPlugin } from './csrf-plugin';
import { errorHandlerPlugin } from './error-handler-plugin';
import { languagePlugin } from './language-plugin';

const session: ActiveSession = {
  id: 1,
  userId: 7,
  csrfToken: 'session-token',
  expiresAt: 0,
  lastSeenAt: 0,
  createdAt: 0,
};
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SAFE = ['GET', 'HEAD', 'OPTIONS'] as const;

// Only the CSRF rule is under test here: a stand-in resolves the `sessionid` cookie `live` to a session,
// and routes for every method answer 200 once the hook lets them through.
async function buildCsrfApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(languagePlugin);
  await app.register(cookie);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.cookies.sessionid === 'live') request.session = session;
  });
  await app.register(csrfPlugin, { cookieName: 'csrftoken' });
  // Fastify adds HEAD for the GET route itself.
  for (const method of ['GET', 'OPTIONS', ...UNSAFE]) {
    app.route({ method, url: '/call', handler: async () => ({ code: 200, msg: 'ok' }) });
    app.route({
      method,
      url: '/before_session',
      config: { csrfExempt: true },
      handler: async () => ({ code: 200, msg: 'ok' }),
    });
  }
  await app.ready();
  return app;
}

describe('csrfPlugin', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildCsrfApp();
  });
  afterEach(async () => {
    await app.close();
  });

  const signedIn = { sessionid: 'live', csrftoken: 'session-token' };

  it('refuses every unsafe method of a signed-in browser without the header (403)', async () => {
    for (const method of UNSAFE) {
      const response = await app.inject({ method, url: '/call', cookies: signedIn });
      expect([method, response.statusCode, response.json().code]).toEqual([method, 403, 403]);
    }
  });

  it('refuses a header that matches the cookie but not the session', async () => {
    for (const method of UNSAFE) {
      const response = await app.inject({
        method,
        url: '/call',
        cookies: { sessionid: 'live', csrftoken: 'forged' },
        headers: { 'x-csrftoken': 'forged' },
      });
      expect([method, response.statusCode]).toEqual([method, 403]);
    }
  });

  it('lets every unsafe method through with the matching header', async () => {
    for (const method of UNSAFE) {
      const response = await app.inject({
        method,
        url: '/call',
        cookies: signedIn,
        headers: { 'x-csrftoken': 'session-token' },
      });
      expect([method, response.statusCode]).toEqual([method, 200]);
    }
  });

  it('never asks safe methods, pre-session calls or signed-out requests for the header', async () => {
    for (const method of SAFE) {
      const response = await app.inject({ method, url: '/call', cookies: signedIn });
      expect([method, response.statusCode]).toEqual([method, 200]);
    }
    for (const method of UNSAFE) {
      const exempt = await app.inject({ method, url: '/before_session', cookies: signedIn });
      expect([method, exempt.statusCode]).toEqual([method, 200]);
      const signedOut = await app.inject({ method, url: '/call' });
      expect([method, signedOut.statusCode]).toEqual([method, 200]);
    }
  });
});
