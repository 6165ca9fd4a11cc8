// The account calls of spec §7 under the API prefix. Each route validates with the contracts schema,
// checks the session where one is needed, calls the service and lets the presenter shape the answer.
import { ACCOUNT_CALLS, SMS_CODE_TTL_MINUTES } from '@adplan/contracts';
import { AppError, HttpStatus } from '../../lib/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import { USER_PERMISSIONS } from '../../sessions/permissions';
import type { UsageLedger } from '../../ports/usage-ledger';
import type { SessionCookies } from '../../sessions/session-cookies';
import type { ClientInfo } from '../../sessions/session-store';
import { success, toLoginAnswer, toUserInfo } from './accounts-presenter';
import type { AccountsService, SignedIn } from './accounts-service';

export interface AccountsRoutesOptions {
  service: AccountsService;
  cookies: SessionCookies;
  /** Where the balance and package expiry of /user_info come from. */
  ledger: UsageLedger;
  /** Requests per IP per minute on each pre-session call. */
  authRateLimitPerMinute: number;
  /** Client error reports per IP per minute. */
  clientErrorRateLimitPerMinute: number;
}

/** A client error report is a sentence and a few names; 16 KB is generous. */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Registers the account routes on an app scoped to the API prefix. */
export async function accountsRoutes(app: FastifyInstance, options: AccountsRoutesOptions) {
  const { service, cookies } = options;
  // A browser that signs in again gives up the session it had, so no forgotten session stays valid.
  const startSession = async (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => {
    await service.logout(request.session);
    const { token, csrfToken, session } = signedIn.issued;
    cookies.setSession(reply, token, csrfToken, session.expiresAt);
  };
  // Calls made before a session exists: no CSRF token can exist yet (see plugins/csrf-plugin.ts), so they
  // rely on SameSite cookies and a tighter per-IP rate limit instead.
  const preSession = {
    csrfExempt: true,
    rateLimit: { max: options.authRateLimitPerMinute, timeWindow: 60_000 },
  };

  routeCall(
    app,
    ACCOUNT_CALLS.sendSms,
    async (request, _reply, payload) => {
      await service.sendSmsCode(payload, clientOf(request));
      return success(request.language, 'account.smsSent', undefined, { minutes: SMS_CODE_TTL_MINUTES });
    },
    { config: preSession },
  );

  routeCall(
    app,
    ACCOUNT_CALLS.login,
    async (request, reply, payload) => {
      const signedIn = await service.login(payload, clientOf(request));
      await startSession(request, reply, signedIn);
      return success(request.language, 'account.loggedIn', toLoginAnswer(signedIn.user));
    },
    { config: preSession },
  );

  routeCall(
    app,
    ACCOUNT_CALLS.register,
    async (request, reply, payload) => {
      const signedIn = await service.register(payload, clientOf(request));
      await startSession(request, reply, signedIn);
      return success(request.language, 'account.registered', toLoginAnswer(signedIn.user));
    },
    { config: preSession },
  );

  routeCall(app, ACCOUNT_CALLS.userInfo, async (request, reply) => {
    const session = requireSession(request);
    const user = await service.currentUser(session);
    // The web detects a signed-in state by this cookie; restore it if the browser lost it.
    if (request.cookies[cookies.csrfName] !== session.csrfToken) {
      cookies.setCsrf(reply, session.csrfToken, session.expiresAt);
    }
    const usage = await options.ledger.account(request.server.database.db, user.id);
    return success(request.language, 'account.ok', toUserInfo(user, usage, USER_PERMISSIONS));
  });

  routeCall(app, ACCOUNT_CALLS.resetPassword, async (request, _reply, payload) => {
    const session = requireSession(request);
    await service.changePassword(session, payload, clientOf(request));
    return success(request.language, 'account.passwordChanged');
  });

  routeCall(
    app,
    ACCOUNT_CALLS.findPassword,
    async (request, _reply, payload) => {
      await service.findPassword(payload, clientOf(request));
      return success(request.language, 'account.passwordReset');
    },
    { config: preSession },
  );

  routeCall(app, ACCOUNT_CALLS.logout, async (request, reply) => {
    await service.logout(request.session);
    cookies.clear(reply);
    return success(request.language, 'account.loggedOut');
  });

  routeCall(app, ACCOUNT_CALLS.routerList, async (request) => {
    requireSession(request);
    return success(request.language, 'account.ok', service.routerList(USER_PERMISSIONS));
  });

  // Spec §3 client error log. No session needed (errors happen before sign-in too); CSRF-safe without a
  // token because only JSON is accepted, which a cross-site form cannot send without a CORS preflight, and
  // signed-in browsers still pass the CSRF check. Small bodies and a per-IP rate keep it from flooding the log.
  routeCall(
    app,
    ACCOUNT_CALLS.reportClientError,
    async (request, _reply, payload) => {
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        throw new AppError(HttpStatus.unsupportedMediaType, 'server.validationFailed');
      }
      request.log.warn(
        {
          event: 'client.error',
          ...payload,
          ip: request.ip,
          user: request.session === null ? null : `user:${request.session.userId}`,
        },
        'client error',
      );
      return success(request.language, 'account.clientErrorLogged');
    },
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: options.clientErrorRateLimitPerMinute, timeWindow: 60_000 } },
    },
  );
}
