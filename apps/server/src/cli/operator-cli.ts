// `npm run operator -- <command>`: the operator's desk on the command line, against the configured
// database (DATABASE_URL or the SQLite file). Every command writes its audit line with the actor
// `cli:<system user>`.
//   grant <user_name> | revoke <user_name>
//   confirm-transfer <out_trade_no> [--bank-reference <text>]
//   issue-invoice <invoice_id> --number <no> --date <YYYY-MM-DD> --pdf <https://...>
//   ledger <user_name>
//   adjust <user_name> <uses> --reason <text> [--days <n>]
//   invoices | transfers
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { adjustPayloadSchema, errorMessage, issueInvoicePayloadSchema } from '@adplan/contracts';
import { pino } from 'pino';
import { createPorts } from '../app';
import { loadConfig } from '../config/config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { AppError } from '../lib/app-error';
import { systemClock } from '../lib/clock';
import { BillingDesk } from '../modules/billing/billing-desk';
import { BillingService } from '../modules/billing/billing-service';
import { OperatorRepository } from '../modules/operator/operator-repository';

const USAGE = `usage: npm run operator -- <command>
  grant <user_name>                 give the operator role
  revoke <user_name>                take the operator role away
  transfers                         list bank transfers waiting for confirmation
  confirm-transfer <out_trade_no> [--bank-reference <text>]
  invoices                          list invoice requests waiting to be issued
  issue-invoice <invoice_id> --number <no> --date <YYYY-MM-DD> --pdf <https://...>
  ledger <user_name>                balance, expiry, entries and orders of a seller
  adjust <user_name> <uses> --reason <text> [--days <n>]`;

const NEGATIVE_NUMBER = /^-\d+$/;
const NEGATIVE_MARK = 'negative:';

/** Runs one command; answers the process exit code. */
export async function runOperatorCli(
  argv: string[],
  out: (line: string) => void = console.log,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  // `adjust <user> -5` removes uses: a negative number is an amount, not an option, so it is shielded
  // from the option parser and restored afterwards.
  const shielded = argv.map((token) =>
    NEGATIVE_NUMBER.test(token) ? `${NEGATIVE_MARK}${token.slice(1)}` : token,
  );
  const parsed = parseArgs({
    args: shielded,
    allowPositionals: true,
    options: {
      'bank-reference': { type: 'string' },
      number: { type: 'string' },
      date: { type: 'string' },
      pdf: { type: 'string' },
      reason: { type: 'string' },
      days: { type: 'string' },
    },
  });
  const { values } = parsed;
  const [command, ...args] = parsed.positionals.map((token) =>
    token.startsWith(NEGATIVE_MARK) ? `-${token.slice(NEGATIVE_MARK.length)}` : token,
  );
  if (!command) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database);
    const ports = createPorts(database, systemClock);
    const operators = new OperatorRepository(systemClock);
    const service = new BillingService({
      database,
      ledger: ports.usageLedger,
      sellers: ports.sellers,
      clock: systemClock,
      gateways: {},
      bankAccount: config.payment.bankAccount,
      logger: pino({ enabled: false }),
    });
    const desk = new BillingDesk(service, operators, ports.usageLedger);
    const actor = `cli:${userInfo().username}`;
    const db = database.db;
    const print = (value: unknown) => out(JSON.stringify(value, null, 2));
    switch (command) {
      case 'grant':
      case 'revoke': {
        const user = await service.userByName(db, args[0] ?? '');
        await db.transaction().execute(async (trx) => {
          const changed =
            command === 'grant'
              ? await operators.grant(trx, user.id, actor)
              : await operators.revoke(trx, user.id);
          await operators.record(trx, {
            actor,
            action: command,
            subject: `user:${user.user_name}`,
            ...(changed ? {} : { detail: { kind: 'roleUnchanged', values: {} } }),
          });
          out(
            `${user.user_name}: ${command === 'grant' ? 'operator' : 'not an operator'}${changed ? '' : ' (unchanged)'}`,
          );
        });
        return 0;
      }
      case 'transfers':
        print(await service.pendingTransfers());
        return 0;
      case 'confirm-transfer':
        print(await desk.confirmTransfer(db, actor, args[0] ?? '', values['bank-reference']));
        return 0;
      case 'invoices':
        print(await service.invoicesForDesk('requested'));
        return 0;
      case 'issue-invoice': {
        const issue = issueInvoicePayloadSchema.parse({
          invoice_id: args[0],
          invoice_number: values.number,
          issued_on: values.date,
          pdf_url: values.pdf,
        });
        print(await desk.issueInvoice(db, actor, issue));
        return 0;
      }
      case 'ledger':
        print(await desk.ledger(db, actor, args[0] ?? ''));
        return 0;
      case 'adjust': {
        const adjustment = adjustPayloadSchema.parse({
          user_name: args[0],
          uses: args[1],
          reason: values.reason,
          ...(values.days === undefined ? {} : { valid_days: values.days }),
        });
        print(await desk.adjust(db, actor, adjustment));
        return 0;
      }
      default:
        out(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof AppError) {
      out(errorMessage(error.messageKey, 'en', error.params));
      return 1;
    }
    if (error instanceof Error && error.name === 'ZodError') {
      out(`invalid arguments: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

// Run only when started as a program (tests import `runOperatorCli`).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  runOperatorCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
