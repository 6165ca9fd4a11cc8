// The accounts module as app.ts sees it: one registration function that builds the account use cases
// and registers their routes on the API scope. The retention of its rows runs in the app's retention job
// (jobs/retention-job.ts) through `purgeLapsedAccountRecords`.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context';
import type { SecurityEventLog } from '../../lib/security-events';
import type { SessionCookies } from '../../sessions/session-cookies';
import type { SessionStore } from '../../sessions/session-store';
import { accountsRoutes } from './accounts-routes';
import { createAccountsService } from './accounts-service';
import type { PasswordHasher } from './password-hasher';
import { DEFAULT_SMS_POLICY } from './sms/sms-code-service';
import type { SmsProvider } from './sms/sms-provider';

/** The accounts module's own parts besides the common context. */
export interface AccountsModuleDeps extends ModuleContext {
  sessions: SessionStore;
  cookies: SessionCookies;
  smsProvider: SmsProvider;
  hasher: PasswordHasher;
  /** Where security events (sign-ins, lock-outs, password changes, SMS sent) are logged. */
  events: SecurityEventLog;
}

/** Registers the account calls of spec §7 on `api` (an app scoped to the API prefix). */
export async function accountsModule(api: FastifyInstance, deps: AccountsModuleDeps): Promise<void> {
  const service = createAccountsService(deps.database, {
    sessions: deps.sessions,
    smsProvider: deps.smsProvider,
    hasher: deps.hasher,
    clock: deps.clock,
    events: deps.events,
    smsPolicy: { ...DEFAULT_SMS_POLICY, dailyBudget: deps.config.smsDailyBudget },
  });
  await api.register(accountsRoutes, {
    service,
    cookies: deps.cookies,
    ledger: deps.ports.usageLedger,
    authRateLimitPerMinute: deps.config.authRateLimitPerMinute,
    clientErrorRateLimitPerMinute: deps.config.clientErrorRateLimitPerMinute,
  });
}
