// The seller a browser-test file signs in as: a new account registered on the server the file shares with
// the other files of its worker, so no file sees what another did (plans, shops, balance, password, operator
// role). It starts as the demo account of a fresh database does: the same number of uses, valid as long.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { API_PREFIX, SMS_RESEND_INTERVAL_SECONDS } from '@adplan/contracts';
import type { TestServer } from './test-server';

/** Who a test file signs in as. */
export interface TestSeller {
  userName: string;
  phoneNumber: string;
  password: string;
}

/** The password every test seller registers with (not one of the common passwords the server refuses). */
const SELLER_PASSWORD = 'Seller#2026';

/**
 * Loads the operator CLI and the demo account's figures (the server's modules: seconds to import, once per
 * worker), so the test bed can do it while the server starts.
 */
export async function loadSellerTools() {
  const [{ runOperatorCli }, { DEMO_ACCOUNT }] = await Promise.all([
    import('../../apps/server/src/cli/operator-cli'),
    import('../../apps/server/src/modules/accounts/demo-account'),
  ]);
  return { runOperatorCli, DEMO_ACCOUNT };
}

/** Sellers registered by this worker, numbering their user names and phone numbers. */
let registered = 0;

async function post(server: TestServer, path: string, payload: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.baseUrl}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** The identity of the next seller: unique on the worker's server (its worker number keeps workers apart). */
function nextIdentity(): Omit<TestSeller, 'password'> {
  registered += 1;
  const worker = Number(process.env.VITEST_POOL_ID ?? '0') % 100;
  const serial = `${String(worker).padStart(2, '0')}${String(registered).padStart(6, '0')}`;
  return { userName: `seller${serial}`, phoneNumber: `137${serial}` };
}

/**
 * The demo account had no SMS code sent to its phone, and a test may ask for one (sign in by SMS, reset the
 * password) at once; the registration's code would make the server refuse it for the resend interval. The
 * server under test has no clock to move, so that code's sending time is put before the interval in its
 * SQLite file (`dataDir`).
 */
function dateBackRegistrationCode(server: TestServer, phoneNumber: string): void {
  const sentBefore = new Date(Date.now() - (SMS_RESEND_INTERVAL_SECONDS + 1) * 1000).toISOString();
  const database = new Database(join(server.dataDir, 'adplan.sqlite'));
  try {
    database
      .prepare('update sms_codes set created_at = ? where phone_number = ?')
      .run(sentBefore, phoneNumber);
  } finally {
    database.close();
  }
}

/**
 * Registers a new seller the way the register page does (SMS code read from the sandbox log, then
 * `POST /register`) and gives it the demo account's uses through the operator CLI's `adjust` command.
 */
export async function registerTestSeller(server: TestServer): Promise<TestSeller> {
  const seller = { ...nextIdentity(), password: SELLER_PASSWORD };
  const mark = server.logMark();
  await post(server, '/sms', { phone_number: seller.phoneNumber, purpose: 'register' });
  const code = await server.smsCode(seller.phoneNumber, 'register', mark);
  await post(server, '/register', {
    phone_number: seller.phoneNumber,
    sms_code: code,
    user_name: seller.userName,
    password: seller.password,
    passwordagain: seller.password,
    agreement: true,
  });
  dateBackRegistrationCode(server, seller.phoneNumber);
  const { runOperatorCli, DEMO_ACCOUNT } = await loadSellerTools();
  const output: string[] = [];
  const exitCode = await runOperatorCli(
    [
      'adjust',
      seller.userName,
      String(DEMO_ACCOUNT.balance),
      '--reason',
      'browser-test seller starts like the demo account',
      '--days',
      String(DEMO_ACCOUNT.validDays),
    ],
    (line) => output.push(line),
    { ...process.env, NODE_ENV: 'test', DATA_DIR: server.dataDir, DATABASE_URL: '' },
  );
  if (exitCode !== 0)
    throw new Error(`The operator CLI could not credit ${seller.userName}:\n${output.join('\n')}`);
  return seller;
}
