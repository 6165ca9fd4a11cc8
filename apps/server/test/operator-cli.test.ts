// The operator CLI against a database file, as `npm run operator -- ...` runs it: grant, confirm a
// transfer (twice: credited once), adjust with a reason, read the ledger; every action audited.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, describe } from 'vitest';
import { pino } from 'pino';
import { createPorts } from '../src/app';
import { runOperatorCli } from '../src/cli/operator-cli';
import { loadConfig } from '../src/config/config';
import { createDatabase, type AppDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { systemClock, toStoredTime } from '../src/lib/clock';
import { BillingService } from '../src/modules/billing/billing-service';

describe('operator CLI', () => {
  let dataDir: string;
  let database: AppDatabase;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'adplan-cli-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir };
    database = createDatabase(loadConfig(env).database);
    await migrateToLatest(database);
  });
  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runOperatorCli(argv, (line) => lines.push(line), env);
    return { code, output: lines.join('\n') };
  };

  it('grants the role, confirms a transfer once, adjusts with a reason and audits every action', async () => {
    const now = toStoredTime(Date.now());
    const user = await database.db
      .insertInto('users')
      .values({
        user_name: 'seller_cli',
        phone_number: '13900009999',
        password_hash: 'x',
        active_date_til: null,
        company_name: null,
        unified_social_credit_code: null,
        email: null,
        created_at: now,
        password_changed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ports = createPorts(database, systemClock);
    const service = new BillingService({
      database,
      ledger: ports.usageLedger,
      sellers: ports.sellers,
      clock: systemClock,
      gateways: {},
      bankAccount: loadConfig(env).payment.bankAccount,
      logger: pino({ enabled: false }),
    });
    const order = await service.charge(user.id, {
      package_type: 'standard',
      pay_method: 'bank_transfer',
      charge_fee: '1999',
    });

    expect(await cli('grant', 'nobody_here')).toEqual({
      code: 1,
      output: 'User nobody_here does not exist.',
    });
    expect((await cli('grant', 'seller_cli')).output).toBe('seller_cli: operator');
    expect((await cli('transfers')).output).toContain(order.out_trade_no);
    expect((await cli('confirm-transfer', order.out_trade_no, '--bank-reference', 'B-77')).code).toBe(0);
    expect((await cli('confirm-transfer', order.out_trade_no)).code).toBe(0);
    expect((await cli('adjust', 'seller_cli', '-31', '--reason', 'too much')).output).toContain('below 0');
    const adjusted = await cli('adjust', 'seller_cli', '-5', '--reason', 'refund of five uses');
    expect(JSON.parse(adjusted.output)).toMatchObject({ user_name: 'seller_cli', balance: 25 });
    const ledger = JSON.parse((await cli('ledger', 'seller_cli')).output) as {
      entries: { reference: string; note: string }[];
    };
    expect(ledger.entries.map((entry) => entry.note)).toEqual(['refund of five uses', 'standard']);
    expect(ledger.entries[1]?.reference).toBe(`order:${order.out_trade_no}`);
    expect((await cli('bogus')).code).toBe(2);

    const audit = await database.db
      .selectFrom('operator_audit_log')
      .select(['actor', 'action', 'subject', 'detail'])
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'grant',
      'confirm_transfer',
      'confirm_transfer',
      'adjust',
      'view_ledger',
    ]);
    expect(audit.every((entry) => entry.actor.startsWith('cli:'))).toBe(true);
    expect(JSON.parse(audit[1]?.detail ?? '')).toEqual({
      kind: 'transferConfirmed',
      values: { bankReference: 'B-77' },
    });
    expect(JSON.parse(audit[2]?.detail ?? '')).toEqual({ kind: 'transferAlreadyConfirmed', values: {} });
  });
});
