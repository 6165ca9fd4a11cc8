// Builds the real app over a fresh database with a manual clock, the sandbox SMS provider, a cheap
// argon2 cost and a log that tests can read, plus small helpers for the account calls.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildApp, createPorts, type AppDeps } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/config';
import type { AppDatabase } from '../../src/db/database';
import { ManualClock, toStoredTime } from '../../src/lib/clock';
import { AccountsRepository } from '../../src/modules/accounts/accounts-repository';
import { createArgon2Hasher, type PasswordHasher } from '../../src/modules/accounts/password-hasher';
import { SandboxSmsProvider } from '../../src/modules/accounts/sms/sandbox-sms-provider';
import type { DatabaseTarget } from './test-database';

/** Low argon2 cost: the algorithm is the same, the tests stay fast. */
export const testHasher: PasswordHasher = createArgon2Hasher({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  clock: ManualClock;
  sms: SandboxSmsProvider;
  config: AppConfig;
  /** Every log line the app wrote, parsed. */
  logLines: Record<string, unknown>[];
  /** How many times the app checked a password (to prove lock-outs bound the guesses). */
  passwordChecks(): number;
  close(): Promise<void>;
}

/** The configuration of a test app: test mode, generous rate limits, no web build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent/adplan-web-dist',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  return { ...base, ...overrides };
}

/**
 * Starts an app on a fresh database of `target`; `extend` may add test-only routes before it is ready, `deps`
 * may hand in a shared plan engine or a catalogue.
 */
export async function startTestApp(
  target: DatabaseTarget,
  overrides: Partial<AppConfig> = {},
  extend?: (app: FastifyInstance) => void,
  deps: Pick<AppDeps, 'planEngine' | 'catalogue'> = {},
): Promise<TestApp> {
  const { database, drop } = await target.open();
  const logLines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  const clock = new ManualClock();
  const sms = new SandboxSmsProvider(logger);
  const config = testConfig(overrides);
  let passwordChecks = 0;
  const countingHasher: PasswordHasher = {
    hash: (password) => testHasher.hash(password),
    verify: (passwordHash, password) => {
      passwordChecks += 1;
      return testHasher.verify(passwordHash, password);
    },
  };
  const app = await buildApp(config, {
    database,
    logger,
    clock,
    smsProvider: sms,
    passwordHasher: countingHasher,
    ...deps,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    sms,
    config,
    logLines,
    passwordChecks: () => passwordChecks,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export interface NewUser {
  user_name: string;
  phone_number: string;
  password: string;
}

let userCounter = 0;

/** A user that does not exist yet, with unique name and phone. */
export function newUser(): NewUser {
  userCounter += 1;
  return {
    user_name: `seller_${userCounter}`,
    phone_number: `139${String(10_000_000 + userCounter).slice(-8)}`,
    password: 'Secret#123',
  };
}

/** Inserts a user directly (with optional profile fields) and returns its id. */
export async function createUser(
  t: TestApp,
  user: NewUser = newUser(),
  extra: {
    company_name?: string | null;
    email?: string | null;
  } = {},
  usage?: { uses: number; validDays: number },
): Promise<NewUser & { id: number }> {
  const now = toStoredTime(t.clock.now());
  const row = await new AccountsRepository(t.database.db).create({
    user_name: user.user_name,
    phone_number: user.phone_number,
    password_hash: await testHasher.hash(user.password),
    active_date_til: null,
    company_name: null,
    unified_social_credit_code: null,
    email: null,
    created_at: now,
    password_changed_at: now,
    ...extra,
  });
  if (usage) await creditUses(t, row.id, usage.uses, usage.validDays);
  return { ...user, id: row.id };
}

let adjustmentCounter = 0;

/** Credits `uses` valid `validDays` days to a user through the usage ledger, as an operator adjustment. */
export async function creditUses(t: TestApp, userId: number, uses: number, validDays: number): Promise<void> {
  adjustmentCounter += 1;
  await t.database.db.transaction().execute((trx) =>
    createPorts(t.database, t.clock).usageLedger.credit(trx, {
      userId,
      uses,
      kind: 'adjustment',
      reference: `test:${userId}:${adjustmentCounter}`,
      validDays,
    }),
  );
}

/** The cookies a signed-in browser holds. */
export interface BrowserSession {
  sessionid: string;
  csrftoken: string;
}

/** Reads a cookie set by a response. */
export function setCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Signs in by user name and password and returns the cookies. */
export async function loginAs(
  t: TestApp,
  user: NewUser,
  remoteAddress = '127.0.0.1',
): Promise<BrowserSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: {
      login_type: 'username_password',
      user_name: user.user_name,
      password: user.password,
      agreement: true,
    },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return {
    sessionid: setCookie(response, 'sessionid')?.value ?? '',
    csrftoken: setCookie(response, 'csrftoken')?.value ?? '',
  };
}

/** Request options carrying a browser session (cookies and, for unsafe methods, the CSRF header). */
export function asBrowser(session: BrowserSession) {
  return {
    cookies: { sessionid: session.sessionid, csrftoken: session.csrftoken },
    headers: { 'x-csrftoken': session.csrftoken },
  };
}

/** POST /sms and the code the sandbox received. */
export async function requestSmsCode(
  t: TestApp,
  phoneNumber: string,
  purpose: 'login' | 'register' | 'find_password',
  remoteAddress = '127.0.0.1',
): Promise<{ response: LightMyRequestResponse; code: string | undefined }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sms',
    remoteAddress,
    payload: { phone_number: phoneNumber, purpose },
  });
  return { response, code: t.sms.lastCode(phoneNumber, purpose) };
}
