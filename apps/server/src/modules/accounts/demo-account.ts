// Outside production, the first start on an empty database creates a demo account so the console can be
// tried at once; its login is printed to the log at that start and at every later one while it still works. The password is fixed and documented (docs/operations.md),
// which is exactly why production never gets one.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { NodeEnv } from '../../config/config';
import type { Database } from '../../db/database-schema';
import { toStoredTime, type Clock } from '../../lib/clock';
import type { UsageLedger } from '../../ports/usage-ledger';
import { AccountsRepository } from './accounts-repository';
import type { PasswordHasher } from './password-hasher';

/** The demo login, also listed in docs/operations.md. */
export const DEMO_ACCOUNT = {
  userName: 'demo',
  phoneNumber: '13800138000',
  password: 'demo123456',
  balance: 10,
  validDays: 365,
} as const;

/**
 * Outside production: creates the demo account when the users table is empty, and prints its login at every
 * start while the demo password still signs in. Returns whether it created the account.
 */
export async function ensureDemoAccount(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  clock: Clock,
  logger: Pick<FastifyBaseLogger, 'info'>,
  nodeEnv: NodeEnv,
  ledger: UsageLedger,
): Promise<boolean> {
  if (nodeEnv === 'production') return false;
  const accounts = new AccountsRepository(db);
  if ((await accounts.countUsers()) > 0) {
    await printExistingDemoLogin(accounts, hasher, logger);
    return false;
  }
  const now = clock.now();
  const created = await accounts
    .create({
      user_name: DEMO_ACCOUNT.userName,
      phone_number: DEMO_ACCOUNT.phoneNumber,
      password_hash: await hasher.hash(DEMO_ACCOUNT.password),
      active_date_til: null,
      company_name: null,
      unified_social_credit_code: null,
      email: null,
      created_at: toStoredTime(now),
      password_changed_at: toStoredTime(now),
    })
    .then(
      () => true,
      async (error: unknown) => {
        // Replicas starting together on an empty database race for the demo account: the one whose insert
        // lost on the unique index finds it created by the other and has nothing left to do.
        if ((await accounts.findByUserName(DEMO_ACCOUNT.userName)) !== undefined) return false;
        throw error;
      },
    );
  if (!created) {
    await printExistingDemoLogin(accounts, hasher, logger);
    return false;
  }
  // The demo's uses are a ledger entry like any other, so its statement explains its balance.
  const demo = await accounts.findByUserName(DEMO_ACCOUNT.userName);
  if (demo !== undefined) {
    await db.transaction().execute((trx) =>
      ledger.credit(trx, {
        userId: demo.id,
        uses: DEMO_ACCOUNT.balance,
        kind: 'adjustment',
        reference: `demo:${demo.id}`,
        validDays: DEMO_ACCOUNT.validDays,
        note: 'demo account',
      }),
    );
  }
  logger.info(
    {
      event: 'account.demoCreated',
      user_name: DEMO_ACCOUNT.userName,
      phone_number: DEMO_ACCOUNT.phoneNumber,
      password: DEMO_ACCOUNT.password,
    },
    `Demo account created: sign in as "${DEMO_ACCOUNT.userName}" (or ${DEMO_ACCOUNT.phoneNumber}) with password "${DEMO_ACCOUNT.password}"`,
  );
  return true;
}

/** A later start: prints the demo login again while the documented password still works. */
async function printExistingDemoLogin(
  accounts: AccountsRepository,
  hasher: PasswordHasher,
  logger: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const demo = await accounts.findByUserName(DEMO_ACCOUNT.userName);
  if (demo === undefined || !(await hasher.verify(demo.password_hash, DEMO_ACCOUNT.password))) return;
  logger.info(
    { event: 'account.demoLogin', user_name: DEMO_ACCOUNT.userName, phone_number: DEMO_ACCOUNT.phoneNumber },
    `Demo account: sign in as "${DEMO_ACCOUNT.userName}" (or ${DEMO_ACCOUNT.phoneNumber}) with password "${DEMO_ACCOUNT.password}"`,
  );
}
