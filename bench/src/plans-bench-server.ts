// The server the plans benchmark talks to, in its own process: a fresh SQLite database in a temporary
// directory, one seller with enough uses, the real app listening on a free local port. Prints one JSON line
// `{ port, userName, password }` when ready; stops on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp, createPorts } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/config';
import { createDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrator';
import { systemClock, toStoredTime } from '../../apps/server/src/lib/clock';
import { AccountsRepository } from '../../apps/server/src/modules/accounts/accounts-repository';
import { createArgon2Hasher } from '../../apps/server/src/modules/accounts/password-hasher';

const USES = Number(process.env['BENCH_USES'] ?? 200);
const USER = { userName: 'benchseller', phone: '13900000001', password: 'Bench#123456' };

const dataDir = mkdtempSync(join(tmpdir(), 'adplan-bench-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(process.env['PLAN_WORKERS'] ? { PLAN_WORKERS: process.env['PLAN_WORKERS'] } : {}),
  }),
};
const database = createDatabase(config.database);
await migrateToLatest(database);
const hasher = createArgon2Hasher();
const now = toStoredTime(systemClock.now());
const user = await new AccountsRepository(database.db).create({
  user_name: USER.userName,
  phone_number: USER.phone,
  password_hash: await hasher.hash(USER.password),
  active_date_til: null,
  company_name: null,
  unified_social_credit_code: null,
  email: null,
  created_at: now,
  password_changed_at: now,
});
await database.db.transaction().execute((trx) =>
  createPorts(database, systemClock).usageLedger.credit(trx, {
    userId: user.id,
    uses: USES,
    kind: 'adjustment',
    reference: 'bench',
    validDays: 30,
  }),
);
const app = await buildApp(config, { database, logger: pino({ enabled: false }), passwordHasher: hasher });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
console.log(
  JSON.stringify({ port, userName: USER.userName, password: USER.password, workers: config.planWorkers }),
);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
